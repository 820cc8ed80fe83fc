package dev.albert.client.compat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.compat.CompatManifest;
import dev.albert.api.health.HealthResponse;
import dev.albert.client.AlbertClient;
import dev.albert.client.HttpFailure;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Compares a server with what the toolkit needs. With a compatibility manifest the answer is
 * exact; without one (an upstream Albert) features are inferred from the server's OpenAPI paths,
 * and the extensions only a manifest announces are reported missing.
 */
public final class CompatChecker {
    private final List<Need> needs;

    public CompatChecker(List<Need> needs) {
        this.needs = List.copyOf(needs);
    }

    public static CompatChecker forThisToolkit() {
        return new CompatChecker(ToolkitNeeds.ALL);
    }

    /** Asks the server; an unreachable server is an {@link dev.albert.client.Unavailable} failure. */
    public CompatReport check(AlbertClient client) {
        HealthResponse live = client.live();
        boolean ready = isReady(client);
        CompatManifest manifest = manifestOrNull(client);
        if (manifest != null) {
            return fromManifest(client.config().baseUrl(), manifest, ready);
        }
        Set<String> paths = openApiPathsOrNull(client);
        return inferred(client.config().baseUrl(), live, ready, paths);
    }

    CompatReport fromManifest(String url, CompatManifest manifest, boolean ready) {
        Set<String> features = new HashSet<>(manifest.features() == null ? List.of() : manifest.features());
        Set<String> capabilities = new HashSet<>(manifest.capabilities() == null ? List.of() : manifest.capabilities());
        List<FeatureCheck> checks = new ArrayList<>();
        for (Need need : needs) {
            if (!features.contains(need.feature())) {
                checks.add(new FeatureCheck(need.feature(), Support.MISSING, need.required(), need.usedBy(),
                        "not announced by the server's manifest"));
            } else if ("health".equals(need.feature()) && !ready) {
                checks.add(new FeatureCheck(need.feature(), Support.DEGRADED, need.required(), need.usedBy(),
                        "/v1/health/ready fails: the server's database is not available"));
            } else if ("capture".equals(need.feature()) && !capabilities.contains("capture.write")) {
                checks.add(new FeatureCheck(need.feature(), Support.DEGRADED, need.required(), need.usedBy(),
                        "the manifest lacks the capture.write capability"));
            } else {
                checks.add(new FeatureCheck(need.feature(), Support.SUPPORTED, need.required(), need.usedBy(), null));
            }
        }
        return new CompatReport(url, manifest.server(), manifest.version(), true, null, checks, allRequired(checks));
    }

    CompatReport inferred(String url, HealthResponse live, boolean ready, Set<String> paths) {
        List<FeatureCheck> checks = new ArrayList<>();
        for (Need need : needs) {
            if ("health".equals(need.feature())) {
                checks.add(ready
                        ? new FeatureCheck("health", Support.SUPPORTED, need.required(), need.usedBy(), null)
                        : new FeatureCheck("health", Support.DEGRADED, need.required(), need.usedBy(),
                        "/v1/health/ready fails: the server's database is not available"));
            } else if (need.paths().length == 0) {
                checks.add(new FeatureCheck(need.feature(), Support.MISSING, need.required(), need.usedBy(),
                        "an extension of this toolkit; servers without /v1/compat do not have it"));
            } else if (paths == null) {
                checks.add(new FeatureCheck(need.feature(), Support.DEGRADED, need.required(), need.usedBy(),
                        "cannot tell: no /v1/compat and no /openapi.json; Albert v1 servers normally have it"));
            } else if (anyPresent(paths, need.paths())) {
                checks.add(new FeatureCheck(need.feature(), Support.SUPPORTED, need.required(), need.usedBy(),
                        "inferred from /openapi.json"));
            } else {
                checks.add(new FeatureCheck(need.feature(), Support.MISSING, need.required(), need.usedBy(),
                        "not in the server's /openapi.json"));
            }
        }
        String source = paths == null ? "/v1/health/live" : "/v1/health/live and /openapi.json";
        return new CompatReport(url, "albert (no compatibility manifest)", live.version(), false, source, checks,
                allRequired(checks));
    }

    private static boolean anyPresent(Set<String> paths, String[] wanted) {
        for (String path : wanted) {
            for (String present : paths) {
                if (present.equals(path) || present.startsWith(path + "/")) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean allRequired(List<FeatureCheck> checks) {
        return checks.stream().filter(FeatureCheck::required).allMatch(c -> c.status() == Support.SUPPORTED);
    }

    private static boolean isReady(AlbertClient client) {
        try {
            client.ready();
            return true;
        } catch (HttpFailure notReady) {
            return false;
        }
    }

    private static CompatManifest manifestOrNull(AlbertClient client) {
        try {
            return client.compat();
        } catch (HttpFailure failure) {
            if (failure.status() == 404 || failure.status() == 405) {
                return null;
            }
            throw failure;
        }
    }

    private static Set<String> openApiPathsOrNull(AlbertClient client) {
        try {
            JsonNode document = client.openApiDocument();
            JsonNode paths = document.path("paths");
            if (!paths.isObject()) {
                return null;
            }
            Set<String> names = new HashSet<>();
            for (Iterator<String> it = paths.fieldNames(); it.hasNext(); ) {
                names.add(it.next());
            }
            return names;
        } catch (HttpFailure | dev.albert.client.Unavailable noDocument) {
            return null;
        }
    }
}
