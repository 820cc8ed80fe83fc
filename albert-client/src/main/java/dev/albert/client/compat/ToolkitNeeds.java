package dev.albert.client.compat;

import java.util.List;

/** What this toolkit needs from a server, feature by feature (the names of {@code GET /v1/compat}). */
public final class ToolkitNeeds {
    private ToolkitNeeds() {
    }

    public static final List<Need> ALL = List.of(
            new Need("health", "every command (albert-admin doctor, compat)", true, "/v1/health/live"),
            new Need("episodes", "albert ingest, get-episode, forget-episode", true, "/v1/episodes"),
            new Need("memories", "albert remember, get, update, forget", true, "/v1/memories"),
            new Need("search", "albert search", true, "/v1/search"),
            new Need("context", "albert context", true, "/v1/context/assemble"),
            new Need("graph", "albert graph query, subgraph, relate", true, "/v1/graph/query", "/v1/relationships"),
            new Need("working-memory", "albert working-memory …", true, "/v1/working-memory"),
            new Need("locks", "albert lock acquire, renew, release", true, "/v1/locks/acquire"),
            new Need("export-import", "albert-admin export --format albert-export-v1, import", true, "/v1/export", "/v1/import"),
            new Need("compat", "albert-admin compat", true),
            new Need("bootstrap", "albert-admin bootstrap", true),
            new Need("keys", "albert-admin keys create, list, revoke, rotate", true),
            new Need("credential-screening", "every write (secrets refused by the server too)", true),
            new Need("capture", "albert-hook, albert-capture queue flush", true),
            new Need("export-stream", "albert-admin export --format ndjson (falls back to one JSON bundle)", false),
            new Need("backup", "albert-admin backup, backup verify, restore", true),
            new Need("whoami", "albert-admin doctor (checks the key precisely)", false));
}
