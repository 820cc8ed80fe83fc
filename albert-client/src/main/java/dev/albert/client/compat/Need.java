package dev.albert.client.compat;

/**
 * A server feature this toolkit uses: its name in the server's compatibility manifest, which
 * commands need it, and whether the toolkit can do without it.
 *
 * @param paths where an Albert server without a manifest exposes it (for inference from its OpenAPI
 *              document); empty for features that only a manifest can announce
 */
public record Need(String feature, String usedBy, boolean required, String... paths) {
}
