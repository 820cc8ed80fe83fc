package dev.albert.api.identity;

import dev.albert.api.wire.Wire;

/** {@code POST /v1/links/redeem} (extension, no authentication): trades a link's token for a key, once. */
public record LinkRedeem(
        @Wire.Required @Wire.Length(min = 1, max = 500) @Wire.NotStored String token) {
    @Override
    public String toString() {
        return "LinkRedeem[token=<redacted>]";
    }
}
