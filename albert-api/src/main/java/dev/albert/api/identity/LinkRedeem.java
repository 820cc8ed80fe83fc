package dev.albert.api.identity;

/** {@code POST /v1/links/redeem} (extension, no authentication): trades a link's token for a key, once. */
public record LinkRedeem(
        String token) {
    @Override
    public String toString() {
        return "LinkRedeem[token=<redacted>]";
    }
}
