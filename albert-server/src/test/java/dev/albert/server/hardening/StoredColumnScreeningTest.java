package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 12 §3: no client-supplied string reaches the database unscreened. {@link #COLUMNS} says, for every column of
 * the live schema that can hold text (PRAGMA table_info over every table), whether a client writes it (screened:
 * refused with 422; captured: redacted) or not (server-owned, derived, validated format) and why. A column the list
 * does not know fails {@link #everyStoredTextColumnIsClassified()}; every screened column has a probe that writes a
 * credential into it through the API and expects the refusal, and the credential is then nowhere in the database.
 */
class StoredColumnScreeningTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final String TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

    enum Kind { SCREENED, REDACTED, DERIVED, SERVER, FORMAT }

    record Policy(Kind kind, String reason) {
    }

    static Policy screened() {
        return new Policy(Kind.SCREENED, "client text: refused with 422 when credential-shaped");
    }

    static Policy redacted() {
        return new Policy(Kind.REDACTED, "captured text: credentials are redacted, the event is kept");
    }

    static Policy server(String reason) {
        return new Policy(Kind.SERVER, reason);
    }

    static Policy derived(String from) {
        return new Policy(Kind.DERIVED, "derived from " + from + ", which is screened");
    }

    static Policy format(String reason) {
        return new Policy(Kind.FORMAT, reason);
    }

    static final String UUID_ID = "a UUID the server generates or parses as a UUID";
    static final String ENUM = "one of a closed set of values the server validates";

    /** Every text column of the schema. Add new columns here, with the reason. */
    static final Map<String, Policy> COLUMNS = new TreeMap<>();

    static {
        for (String column : List.of("organizations.id", "workspaces.id", "workspaces.organization_id",
                "principals.id", "principals.organization_id", "principals.workspace_id", "api_keys.id",
                "api_keys.principal_id", "episodes.id", "episodes.organization_id", "episodes.workspace_id",
                "episodes.owner_principal_id", "memories.id", "memories.episode_id", "memories.organization_id",
                "memories.workspace_id", "memories.owner_principal_id", "memory_chunks.memory_id", "entities.id",
                "entities.organization_id", "entities.workspace_id", "relationships.id",
                "relationships.organization_id", "relationships.workspace_id", "relationships.source_entity_id",
                "relationships.target_entity_id", "relationships.source_memory_id", "audit_events.id",
                "audit_events.organization_id", "audit_events.principal_id", "audit_events.target_id",
                "working_memories.id", "working_memories.organization_id", "working_memories.workspace_id",
                "working_memories.owner_principal_id", "resource_locks.id", "resource_locks.organization_id",
                "resource_locks.workspace_id", "resource_locks.owner_principal_id", "resource_locks.working_memory_id",
                "memory_history.organization_id", "memory_history.memory_id", "memory_history.related_memory_id",
                "memory_history.principal_id", "connection_links.id", "connection_links.organization_id",
                "connection_links.principal_id", "connection_links.created_by_key_id",
                "connection_links.redeemed_key_id", "capture_sessions.id", "capture_sessions.organization_id",
                "capture_sessions.workspace_id", "capture_sessions.principal_id", "capture_events.id",
                "capture_events.organization_id", "capture_events.workspace_id", "capture_events.principal_id",
                "capture_events.memory_id")) {
            COLUMNS.put(column, format(UUID_ID));
        }
        for (String column : List.of("principals.principal_type", "episodes.sensitivity", "memories.sensitivity",
                "memories.status", "memories.trust", "relationships.sensitivity", "audit_events.principal_type",
                "working_memories.status", "memory_history.event", "capture_events.event_class",
                "episodes.enrichment_status")) {
            COLUMNS.put(column, format(ENUM));
        }
        COLUMNS.put("capture_events.event_id", format("a UUIDv7 in canonical form, validated"));
        for (String column : List.of("capture_profiles.id", "capture_profiles.organization_id",
                "capture_profiles.workspace_id")) {
            COLUMNS.put(column, format(UUID_ID));
        }
        COLUMNS.put("capture_profiles.scope_key", format("the profile's workspace UUID, or '' for organization-wide"));
        COLUMNS.put("capture_profiles.name", format("a profile name matching [a-z0-9][a-z0-9._-]{0,63}, validated"
                + " (and screened with the rest of the body)"));
        COLUMNS.put("capture_sessions.profile", format("a profile name matching [a-z0-9][a-z0-9._-]{0,63} that names"
                + " an existing profile, validated"));
        COLUMNS.put("capture_profiles.definition", server("JSON the server composes from validated class names,"
                + " numbers and trust values"));
        for (String column : List.of("organizations.name", "workspaces.name", "principals.name", "api_keys.name",
                "connection_links.name", "episodes.project_ref", "episodes.task_ref", "episodes.run_ref",
                "episodes.source_type", "episodes.source_uri", "episodes.content", "episodes.extra",
                "memories.project_ref", "memories.task_ref", "memories.run_ref", "memories.subject",
                "memories.content", "memories.memory_type", "memories.metadata", "entities.name",
                "entities.entity_type", "entities.description", "relationships.relation_type",
                "relationships.metadata", "working_memories.task_id", "working_memories.description",
                "working_memories.progress", "working_memories.resource_type", "working_memories.resource_ref",
                "working_memories.consolidation_notes", "resource_locks.resource_type", "resource_locks.resource_ref",
                "memory_history.reason", "capture_sessions.host", "capture_sessions.session_key",
                "capture_sessions.project_ref", "capture_sessions.branch", "capture_events.host",
                "capture_events.session_key")) {
            COLUMNS.put(column, screened());
        }
        for (String column : List.of("capture_events.text", "capture_events.turn_key", "capture_events.project_ref",
                "capture_events.branch", "capture_events.metadata")) {
            COLUMNS.put(column, redacted());
        }
        COLUMNS.put("entities.canonical_name", derived("entities.name"));
        COLUMNS.put("memory_chunks.content", derived("memories.subject and memories.content"));
        COLUMNS.put("memory_fts.subject", derived("memories.subject"));
        COLUMNS.put("memory_fts.content", derived("memories.content"));
        COLUMNS.put("memory_fts_content.c0", derived("memories.subject (the FTS index's copy)"));
        COLUMNS.put("memory_fts_content.c1", derived("memories.content (the FTS index's copy)"));
        COLUMNS.put("memory_fts_idx.term", derived("memories.subject and content (FTS terms)"));
        COLUMNS.put("memory_lexemes.lexeme", derived("memories.subject and content (PostgreSQL's postings of memory_fts)"));
        COLUMNS.put("memory_fts_idx.segid", server("SQLite FTS5 bookkeeping"));
        COLUMNS.put("memory_fts_idx.pgno", server("SQLite FTS5 bookkeeping"));
        COLUMNS.put("memory_fts_config.k", server("SQLite FTS5 bookkeeping"));
        COLUMNS.put("memory_fts_config.v", server("SQLite FTS5 bookkeeping"));
        COLUMNS.put("api_keys.prefix", server("the random prefix the server generates"));
        COLUMNS.put("connection_links.prefix", server("the random prefix the server generates"));
        COLUMNS.put("api_keys.capabilities", server("a JSON list of validated capability names"));
        COLUMNS.put("connection_links.capabilities", server("a JSON list of validated capability names"));
        COLUMNS.put("episodes.content_hash", server("SHA-256 of the screened content"));
        COLUMNS.put("episodes.enrichment_error", server("the server's own error message"));
        COLUMNS.put("memories.embedding_model", server("the configured embedding model's name"));
        COLUMNS.put("memories.quarantine_reasons", server("a JSON list of injection reason codes"));
        COLUMNS.put("memories.quarantine_released_hash", server("SHA-256 of the released text"));
        COLUMNS.put("memory_chunks.embedding_model", server("the configured embedding model's name"));
        COLUMNS.put("audit_events.event_type", server("the server's event names"));
        COLUMNS.put("audit_events.detail", server("JSON the server composes from ids, counts and validated names;"
                + " its only client strings (episode source_type, capture host) are screened where they are read"));
        COLUMNS.put("capture_events.redacted", server("a JSON list of secret rule ids"));
        COLUMNS.put("capture_events.promotion", server("the promotion outcome the server records"));
        COLUMNS.put("schema_migrations.name", server("migration file names"));
        COLUMNS.put("schema_migrations.applied_at", server("SQLite's datetime('now')"));
    }

    static Tenant admin;
    static String orgAdmin;
    static String memoryId;
    static String workingId;

    @BeforeAll
    static void tenant() {
        admin = server.bootstrap("Acme", "main");
        orgAdmin = server.insertPrincipalWithKey(admin.organizationId(), null, "org admin", List.of("admin"));
        memoryId = server.post("/v1/memories", admin.key(), Map.of("content", "a memory to change")).expect(201)
                .json().get("id").asText();
        workingId = server.post("/v1/working-memory", admin.key(), Map.of("task_id", "screened", "description", "d"))
                .expect(201).json().get("id").asText();
    }

    static List<String> liveTextColumns() throws SQLException {
        List<String> out = new ArrayList<>();
        if (server.databaseUrl() != null) {
            // PostgreSQL: the same tables and columns (migrations-postgresql), read from the catalogue.
            try (Connection c = server.jdbc(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()"
                            + " AND data_type = 'text' ORDER BY table_name, ordinal_position")) {
                while (rs.next()) {
                    out.add(rs.getString(1) + "." + rs.getString(2));
                }
            }
            return out;
        }
        try (Connection c = server.jdbc(); Statement s = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'"
                    + " AND name NOT LIKE 'sqlite_%' ORDER BY name")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String table : tables) {
                try (ResultSet rs = s.executeQuery("PRAGMA table_info('" + table + "')")) {
                    while (rs.next()) {
                        String type = rs.getString("type").toUpperCase(java.util.Locale.ROOT);
                        // Text affinity (TEXT, CHAR, CLOB) or none at all (virtual and FTS tables store text there).
                        if (type.isEmpty() || type.contains("TEXT") || type.contains("CHAR") || type.contains("CLOB")) {
                            out.add(table + "." + rs.getString("name"));
                        }
                    }
                }
            }
        }
        return out;
    }

    @Test
    void everyStoredTextColumnIsClassified() throws SQLException {
        List<String> live = liveTextColumns();
        List<String> unknown = live.stream().filter(c -> !COLUMNS.containsKey(c)).toList();
        assertTrue(unknown.isEmpty(), "text columns without a screening decision in COLUMNS: " + unknown);
        // FTS5's shadow tables (memory_fts_config, _content, _idx …) exist on SQLite only, the postings on PostgreSQL only.
        List<String> stale = COLUMNS.keySet().stream().filter(c -> !live.contains(c))
                .filter(c -> server.databaseUrl() == null || !c.startsWith("memory_fts_"))
                .filter(c -> server.databaseUrl() != null || !c.startsWith("memory_lexemes.")).toList();
        assertTrue(stale.isEmpty(), "COLUMNS names columns the schema no longer has: " + stale);
    }

    /** A request that stores client text in the column; %S is where the credential goes. */
    record Probe(String column, String method, String path, Supplier<String> key, Supplier<String> body,
                 boolean perEvent) {
        String name() {
            return column + " via " + method + " " + path;
        }
    }

    static Probe probe(String column, String method, String path, String body) {
        return new Probe(column, method, path, () -> admin.key(), () -> body, false);
    }

    static String bootstrapToken() {
        try {
            return Files.readString(server.server().bootstrapTokenPath()).strip();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static String event(String field, String value) {
        String e = "{\"event_id\":\"" + OutOfRangeInstantTest.v7() + "\",\"host\":\"claude-code\",\"session_key\":\"s-"
                + UUID.randomUUID() + "\",\"class\":\"decision\",\"text\":\"we decided\",\"created_at\":"
                + "\"2026-12-01T10:00:00Z\"}";
        String withField = e.replaceFirst("\"" + field + "\":\"[^\"]*\"", "\"" + field + "\":" + value);
        return "{\"events\":[" + (withField.equals(e) ? e.replaceFirst("}$", ",\"" + field + "\":" + value + "}")
                : withField) + "]}";
    }

    static List<Probe> probes() {
        String ws = admin.workspaceId();
        String edge = "{\"source\":{\"name\":\"a\",\"entity_type\":\"t\",\"description\":\"d\"},\"relation_type\":"
                + "\"uses\",\"target\":{\"name\":\"b\"},\"metadata\":{\"k\":\"v\"}}";
        String bundle = "{\"bundle\":{\"format_version\":\"albert-export-v1\",\"exported_at\":\"2026-01-01T00:00:00Z\","
                + "\"organization_name\":\"Elsewhere\",\"workspaces\":[{\"ref\":\"" + UUID.randomUUID()
                + "\",\"name\":\"w\"}],\"memories\":[{\"ref\":\"" + UUID.randomUUID() + "\",\"content\":\"c\",\"subject\":\"s\","
                + "\"project_ref\":\"p\",\"task_ref\":\"t\",\"run_ref\":\"r\",\"memory_type\":\"fact\"}]}}";
        List<Probe> out = new ArrayList<>();
        out.add(new Probe("organizations.name", "POST", "/v1/bootstrap", () -> null, () -> "{\"organization\":\"%S\","
                + "\"workspace\":\"w\",\"bootstrap_token\":\"" + bootstrapToken() + "\"}", false));
        out.add(new Probe("workspaces.name", "POST", "/v1/bootstrap", () -> null, () -> "{\"organization\":\"Acme\","
                + "\"workspace\":\"%S\",\"bootstrap_token\":\"" + bootstrapToken() + "\"}", false));
        out.add(new Probe("principals.name", "POST", "/v1/bootstrap", () -> null, () -> "{\"organization\":\"Acme\","
                + "\"workspace\":\"main\",\"principal\":\"%S\",\"bootstrap_token\":\"" + bootstrapToken() + "\"}",
                false));
        out.add(new Probe("workspaces.name", "POST", "/v1/workspaces", () -> orgAdmin, () -> "{\"name\":\"%S\"}",
                false));
        out.add(new Probe("workspaces.name", "PATCH", "/v1/workspaces/" + ws, () -> orgAdmin,
                () -> "{\"name\":\"%S\"}", false));
        out.add(probe("workspaces.name", "POST", "/v1/import", bundle.replace("\"name\":\"w\"", "\"name\":\"%S\"")));
        out.add(probe("principals.name", "POST", "/v1/principals", "{\"name\":\"%S\",\"workspace_id\":\"" + ws + "\"}"));
        out.add(probe("api_keys.name", "POST", "/v1/keys", "{\"name\":\"%S\",\"capabilities\":[\"memory.read\"]}"));
        out.add(probe("connection_links.name", "POST", "/v1/links",
                "{\"name\":\"%S\",\"capabilities\":[\"memory.read\"]}"));
        for (String field : List.of("project_ref", "task_ref", "run_ref", "source_type", "source_uri", "content")) {
            out.add(probe("episodes." + field, "POST", "/v1/episodes",
                    field.equals("content") ? "{\"content\":\"%S\"}" : "{\"content\":\"c\",\"" + field + "\":\"%S\"}"));
        }
        out.add(probe("episodes.extra", "POST", "/v1/episodes", "{\"content\":\"c\",\"metadata\":{\"k\":\"%S\"}}"));
        for (String field : List.of("project_ref", "task_ref", "run_ref", "subject", "memory_type")) {
            out.add(probe("memories." + field, "POST", "/v1/memories", "{\"content\":\"c\",\"" + field + "\":\"%S\"}"));
            String plain = Map.of("project_ref", "p", "task_ref", "t", "run_ref", "r", "subject", "s",
                    "memory_type", "fact").get(field);
            out.add(probe("memories." + field, "POST", "/v1/import", bundle.replace("\"" + field + "\":\"" + plain
                    + "\"", "\"" + field + "\":\"%S\"")));
        }
        out.add(probe("memories.content", "POST", "/v1/memories", "{\"content\":\"%S\"}"));
        out.add(probe("memories.metadata", "POST", "/v1/memories", "{\"content\":\"c\",\"metadata\":{\"%S\":1}}"));
        out.add(probe("memories.subject", "PATCH", "/v1/memories/" + memoryId, "{\"subject\":\"%S\"}"));
        out.add(probe("memories.memory_type", "PATCH", "/v1/memories/" + memoryId, "{\"memory_type\":\"%S\"}"));
        out.add(probe("memories.metadata", "PATCH", "/v1/memories/" + memoryId, "{\"metadata\":{\"k\":\"%S\"}}"));
        out.add(probe("memories.project_ref", "POST", "/v1/memories/" + memoryId + "/supersede",
                "{\"content\":\"new\",\"project_ref\":\"%S\"}"));
        out.add(probe("memory_history.reason", "POST", "/v1/memories/" + memoryId + "/invalidate",
                "{\"reason\":\"%S\"}"));
        for (String field : List.of("\"name\":\"a\"", "\"entity_type\":\"t\"", "\"description\":\"d\"")) {
            String column = "entities." + field.substring(1, field.indexOf("\":"));
            out.add(probe(column, "POST", "/v1/relationships",
                    edge.replace(field, field.substring(0, field.indexOf(":") + 1) + "\"%S\"")));
        }
        out.add(probe("relationships.relation_type", "POST", "/v1/relationships", edge.replace("\"uses\"", "\"%S\"")));
        out.add(probe("relationships.metadata", "POST", "/v1/relationships", edge.replace("\"v\"", "\"%S\"")));
        out.add(probe("working_memories.task_id", "POST", "/v1/working-memory", "{\"task_id\":\"%S\",\"description\":\"d\"}"));
        out.add(probe("working_memories.description", "POST", "/v1/working-memory",
                "{\"task_id\":\"t1\",\"description\":\"%S\"}"));
        out.add(probe("working_memories.resource_type", "POST", "/v1/working-memory",
                "{\"task_id\":\"t2\",\"description\":\"d\",\"resource_type\":\"%S\",\"resource_ref\":\"r\"}"));
        out.add(probe("working_memories.resource_ref", "POST", "/v1/working-memory",
                "{\"task_id\":\"t3\",\"description\":\"d\",\"resource_type\":\"repo\",\"resource_ref\":\"%S\"}"));
        out.add(probe("working_memories.progress", "PATCH", "/v1/working-memory/" + workingId,
                "{\"progress\":{\"step\":\"%S\"}}"));
        out.add(probe("working_memories.consolidation_notes", "POST", "/v1/working-memory/" + workingId + "/complete",
                "{\"consolidation_notes\":\"%S\"}"));
        out.add(probe("resource_locks.resource_type", "POST", "/v1/locks/acquire",
                "{\"resource_type\":\"%S\",\"resource_ref\":\"r\"}"));
        out.add(probe("resource_locks.resource_ref", "POST", "/v1/locks/acquire",
                "{\"resource_type\":\"repo\",\"resource_ref\":\"%S\"}"));
        out.add(probe("capture_sessions.session_key", "POST", "/v1/capture/sessions",
                "{\"host\":\"claude-code\",\"session_key\":\"%S\"}"));
        out.add(probe("capture_sessions.project_ref", "POST", "/v1/capture/sessions",
                "{\"host\":\"claude-code\",\"session_key\":\"k1\",\"project_ref\":\"%S\"}"));
        out.add(probe("capture_sessions.branch", "POST", "/v1/capture/sessions",
                "{\"host\":\"claude-code\",\"session_key\":\"k2\",\"branch\":\"%S\"}"));
        out.add(new Probe("capture_sessions.host", "POST", "/v1/capture/sessions", () -> admin.key(),
                () -> "{\"host\":\"%L\",\"session_key\":\"k3\"}", false));
        out.add(new Probe("capture_events.host", "POST", "/v1/capture/events", () -> admin.key(),
                () -> event("host", "\"%L\""), true));
        out.add(new Probe("capture_events.session_key", "POST", "/v1/capture/events", () -> admin.key(),
                () -> event("session_key", "\"%S\""), true));
        return out;
    }

    /** A credential that also fits the capture host pattern (lower case, digits, dashes). */
    static final String LOWER_TOKEN = "xoxb-" + "263848193645-4382716354982-" + "q8zk3m2x9w7p4r6t1y5u0v3n";

    @Test
    void everyScreenedColumnHasAProbe() {
        TreeSet<String> probed = new TreeSet<>();
        probes().forEach(p -> probed.add(p.column()));
        List<String> missing = COLUMNS.entrySet().stream().filter(e -> e.getValue().kind() == Kind.SCREENED)
                .map(Map.Entry::getKey).filter(c -> !probed.contains(c)).toList();
        assertTrue(missing.isEmpty(), "screened columns without a probe: " + missing);
    }

    @TestFactory
    List<DynamicTest> aCredentialInAScreenedColumnIsRefused() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Probe p : probes()) {
            tests.add(DynamicTest.dynamicTest(p.name(), () -> {
                String body = p.body().get().replace("%S", TOKEN).replace("%L", LOWER_TOKEN);
                TestServer.Response r = server.send(p.method(), p.path(), p.key().get(), body);
                String shown = p.name() + " -> " + r.status() + " " + r.body();
                if (p.perEvent()) {
                    assertEquals(200, r.status(), shown);
                    JsonNode result = r.json().get("results").get(0);
                    assertEquals("rejected", result.get("status").asText(), shown);
                    assertTrue(result.get("reason").asText().startsWith("credential_shaped"), shown);
                } else {
                    assertEquals(422, r.status(), shown);
                    assertTrue(r.detail().contains("appears to contain a credential or secret (rule: "), shown);
                }
                assertFalse(r.body().contains(TOKEN) || r.body().contains(LOWER_TOKEN), shown);
                assertNowhereInTheDatabase(shown);
            }));
        }
        return tests;
    }

    @Test
    void aCredentialInACapturedFieldIsRedacted() throws SQLException {
        for (String field : List.of("text", "turn_key", "project_ref", "branch", "metadata")) {
            String value = field.equals("metadata") ? "{\"note\":\"use " + TOKEN + "\"}" : "\"use " + TOKEN + "\"";
            TestServer.Response r = server.post("/v1/capture/events", admin.key(), event(field, value)).expect(200);
            JsonNode result = r.json().get("results").get(0);
            assertEquals("accepted", result.get("status").asText(), field + ": " + r.body());
            assertTrue(result.get("redacted").toString().contains("github"), field + ": " + r.body());
            String column = field.equals("text") ? "text" : field;
            assertEquals(1, server.count("SELECT count(*) FROM capture_events WHERE event_id = ? AND " + column
                    + " LIKE '%[REDACTED:%'", result.get("event_id").asText()), field);
        }
        assertNowhereInTheDatabase("captured events");
    }

    static void assertNowhereInTheDatabase(String after) throws SQLException {
        for (String column : liveTextColumns()) {
            String table = column.substring(0, column.indexOf('.'));
            String name = column.substring(column.indexOf('.') + 1);
            long n = server.count("SELECT count(*) FROM \"" + table + "\" WHERE CAST(\"" + name + "\" AS TEXT) LIKE ?"
                    + " OR CAST(\"" + name + "\" AS TEXT) LIKE ?", "%" + TOKEN + "%", "%" + LOWER_TOKEN + "%");
            assertEquals(0, n, "the credential is stored in " + column + " after " + after);
        }
    }
}
