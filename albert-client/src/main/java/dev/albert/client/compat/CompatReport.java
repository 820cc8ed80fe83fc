package dev.albert.client.compat;

import java.util.List;

/**
 * What {@code albert-admin compat} found.
 *
 * @param manifest whether the server has {@code GET /v1/compat}; without it features are inferred
 * @param ok       every required feature is supported (degraded or missing ones make it false)
 */
public record CompatReport(String url, String server, String version, boolean manifest, String inferredFrom,
                           List<FeatureCheck> features, boolean ok) {
}
