package dev.albert.api.compat;

import java.util.List;
import java.util.Map;

/** {@code GET /v1/compat} (extension): what this server is and supports. */
public record CompatManifest(
        String server,
        String version,
        List<String> apiVersions,
        List<String> features,
        List<String> capabilities,
        Map<String, Long> limits) {}
