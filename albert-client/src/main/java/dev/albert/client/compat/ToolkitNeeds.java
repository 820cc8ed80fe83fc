package dev.albert.client.compat;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What this toolkit needs from a server, feature by feature (the names of {@code GET /v1/compat}). {@code used_by}
 * names real commands only, comma-separated and spelled as typed ("albert lock acquire"); each executable's tests
 * check every name against its command tree.
 */
public final class ToolkitNeeds {
    private ToolkitNeeds() {
    }

    public static final List<Need> ALL = List.of(
            new Need("health", "albert-admin doctor, albert-admin compat", true, "/v1/health/live"),
            new Need("episodes", "albert ingest, albert get-episode, albert forget-episode", true, "/v1/episodes"),
            new Need("memories", "albert remember, albert get, albert update, albert forget, albert supersede, "
                    + "albert invalidate, albert history, albert timeline, albert review list", true, "/v1/memories"),
            new Need("search", "albert search", true, "/v1/search"),
            new Need("context", "albert context", true, "/v1/context/assemble"),
            new Need("graph", "albert graph query, albert graph subgraph, albert graph relate", true, "/v1/graph/query",
                    "/v1/relationships"),
            new Need("working-memory", "albert working-memory start, albert working-memory update, "
                    + "albert working-memory get, albert working-memory complete, albert working-memory fail", true,
                    "/v1/working-memory"),
            new Need("locks", "albert lock acquire, albert lock renew, albert lock release, albert lock run", true,
                    "/v1/locks/acquire"),
            new Need("export-import", "albert export, albert import, albert-admin export, albert-admin import", true,
                    "/v1/export", "/v1/import"),
            new Need("compat", "albert-admin compat", true),
            new Need("bootstrap", "albert-admin bootstrap", true),
            new Need("keys", "albert-admin keys create, albert-admin keys list, albert-admin keys revoke, "
                    + "albert-admin keys rotate", true),
            new Need("credential-screening", "albert remember, albert ingest, albert update, albert supersede, "
                    + "albert-capture record, albert-capture queue flush", true),
            new Need("capture", "albert-hook, albert-capture queue flush, albert capture-policy profiles list, "
                    + "albert capture-policy profiles show, albert capture-policy profiles set, albert capture-policy profiles delete, "
                    + "albert capture-policy retention", true),
            new Need("export-stream", "albert-admin export", false),
            new Need("backup", "albert-admin backup, albert-admin backup verify, albert-admin restore", true),
            new Need("whoami", "albert-admin doctor, albert login", false),
            new Need("explain", "albert explain", false),
            new Need("stats", "albert stats", false),
            new Need("gc", "albert gc", false));

    /** Every command named in a {@code used_by}, e.g. {@code albert lock run}. */
    public static Set<String> commands() {
        Set<String> names = new LinkedHashSet<>();
        for (Need need : ALL) {
            names.addAll(Arrays.stream(need.usedBy().split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList());
        }
        return names;
    }
}
