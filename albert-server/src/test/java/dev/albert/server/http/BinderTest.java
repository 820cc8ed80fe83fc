package dev.albert.server.http;

import dev.albert.api.Json;
import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.capture.CaptureRetentionRequest;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.context.SessionStartRequest;
import dev.albert.api.error.ValidationIssue;
import dev.albert.api.graph.RelationshipCreate;
import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.LinkCreate;
import dev.albert.api.lock.LockRelease;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.Trust;
import dev.albert.api.search.SearchRequest;
import dev.albert.api.wire.Wire;
import dev.albert.server.http.Body.Presence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The binder reads a record's components through Body's readers, so its 422s are exactly the hand-read ones. */
class BinderTest {
    private static final String TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

    private static Body body(String json) {
        return Body.parse(json.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads {@code json} by hand and by binding {@code type}: the same issues, in the same order ({@code invalid}: and
     * at least one).
     */
    private static void assertSameIssues(String json, Consumer<Body> byHand, Class<? extends Record> type,
                                         boolean invalid) {
        Body hand = body(json);
        byHand.accept(hand);
        Body bound = body(json);
        Binder.bind(bound, type);
        assertTrue(!invalid || !hand.issues().isEmpty(), json);
        assertEquals(Json.mapper().valueToTree(hand.issues()), Json.mapper().valueToTree(bound.issues()), json);
    }

    @Test
    void appliesTheRecordsDefaultsAndTheAlias() {
        MemoryCreate m = Binder.bind(body("{\"content\": \"hi\", \"metadata_\": {\"a\": 1, \"b\": [true, 1.5]}}"),
                MemoryCreate.class);
        assertEquals("hi", m.content());
        assertEquals("", m.subject());
        assertEquals("fact", m.memoryType());
        assertEquals(Sensitivity.INTERNAL, m.sensitivity());
        assertEquals(1.0, m.confidence());
        assertNull(m.trust());
        assertNull(m.workspaceId());
        assertEquals("{\"a\":1,\"b\":[true,1.5]}", Binder.tree(m.metadata()).toString());
    }

    @Test
    void readsEnumsByTheirWireNames() {
        MemoryCreate m = Binder.bind(body("{\"content\": \"x\", \"trust\": \"untrusted\", \"sensitivity\": \"restricted\"}"),
                MemoryCreate.class);
        assertEquals(Trust.UNTRUSTED, m.trust());
        assertEquals(Sensitivity.RESTRICTED, m.sensitivity());
    }

    /** What {@code POST /v1/memories} read by hand before it bound {@link MemoryCreate}. */
    private static void readByHand(Body body) {
        ScopeFields.read(body);
        body.string("subject", Presence.OPTIONAL, "", 0, Limits.SUBJECT_MAX);
        body.text("content", Presence.REQUIRED, Limits.MEMORY_CONTENT_MAX);
        body.string("memory_type", Presence.OPTIONAL, "fact", 0, Limits.MEMORY_TYPE_MAX);
        body.sensitivity("sensitivity", Presence.OPTIONAL, Sensitivity.INTERNAL);
        body.number("confidence", Presence.OPTIONAL, 1.0, 0, 1);
        body.instant("valid_from", Presence.NULLABLE);
        body.instant("valid_until", Presence.NULLABLE);
        body.object("metadata", "metadata_", Presence.OPTIONAL);
        body.choice("trust", Presence.OPTIONAL, null, Trust.values(), Trust::wireName);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{}",
            "{\"content\": 5, \"confidence\": \"high\", \"metadata\": []}",
            "{\"content\": \"   \", \"subject\": null, \"memory_type\": 7, \"sensitivity\": \"top\"}",
            "{\"workspace_id\": \"nope\", \"project_ref\": 1, \"task_ref\": null, \"run_ref\": []}",
            "{\"content\": \"\", \"confidence\": 1.5, \"valid_from\": \"yesterday\", \"valid_until\": \"10000-01-01\"}",
            "{\"content\": \"x\", \"confidence\": -0.1, \"trust\": \"trusted!\", \"metadata_\": 3}",
            "{\"content\": null, \"confidence\": null, \"valid_from\": null, \"metadata\": null, \"trust\": null}",
            "{\"content\": \"x\", \"confidence\": \"NaN\", \"sensitivity\": null, \"valid_until\": true}"})
    void collectsExactlyTheIssuesTheHandReadingCollected(String json) {
        assertSameIssues(json, BinderTest::readByHand, MemoryCreate.class, true);
    }

    /** What {@code POST /v1/keys} read by hand before it bound {@link KeyCreate}. */
    private static void readKeyCreateByHand(Body body) {
        body.text("name", Presence.OPTIONAL, Limits.NAME_MAX);
        List<String> requested = body.choiceList("capabilities", Presence.REQUIRED, CAPABILITIES);
        if (requested != null && requested.isEmpty()) {
            body.fieldError("capabilities", "at least one capability is required");
        }
        body.uuid("principal_id", Presence.NULLABLE);
        body.instant("expires_at", Presence.NULLABLE);
        body.integer("expires_in_seconds", Presence.NULLABLE, null, Limits.KEY_EXPIRES_MIN, Limits.KEY_EXPIRES_MAX);
    }

    /** What {@code POST /v1/links} read by hand before it bound {@link LinkCreate}. */
    private static void readLinkCreateByHand(Body body) {
        body.text("name", Presence.OPTIONAL, Limits.NAME_MAX);
        List<String> requested = body.choiceList("capabilities", Presence.REQUIRED, CAPABILITIES);
        if (requested != null && requested.isEmpty()) {
            body.fieldError("capabilities", "at least one capability is required");
        }
        body.uuid("principal_id", Presence.NULLABLE);
        body.integer("expires_in_seconds", Presence.OPTIONAL, Limits.LINK_EXPIRES_DEFAULT, Limits.LINK_EXPIRES_MIN,
                Limits.LINK_EXPIRES_MAX);
    }

    /** What {@code POST /v1/bootstrap} read by hand before it bound {@link BootstrapRequest}. */
    private static void readBootstrapByHand(Body body) {
        body.notStored("bootstrap_token");
        body.text("organization", Presence.REQUIRED, Limits.NAME_MAX);
        body.text("workspace", Presence.REQUIRED, Limits.NAME_MAX);
        body.text("principal", Presence.OPTIONAL, Limits.NAME_MAX);
        body.string("bootstrap_token", Presence.NULLABLE, null, 0, 500);
    }

    private static final List<String> CAPABILITIES = Arrays.stream(Capability.values()).map(Capability::wireName)
            .toList();

    @ParameterizedTest
    @ValueSource(strings = {
            "{}",
            "{\"name\": \"  \", \"capabilities\": []}",
            "{\"name\": \"\", \"capabilities\": [\"memory.read\", \"root\", 3], \"principal_id\": \"x\"}",
            "{\"name\": 7, \"capabilities\": \"memory.read\", \"expires_at\": \"soon\", \"expires_in_seconds\": 59}",
            "{\"name\": null, \"capabilities\": null, \"expires_in_seconds\": 315360001, \"principal_id\": null}",
            "{\"capabilities\": [], \"expires_in_seconds\": \"ten\", \"expires_at\": null}"})
    void keyAndLinkBodiesCollectExactlyTheIssuesTheHandReadingCollected(String json) {
        assertSameIssues(json, BinderTest::readKeyCreateByHand, KeyCreate.class, true);

        assertSameIssues(json, BinderTest::readLinkCreateByHand, LinkCreate.class, true);
    }

    static List<String> bootstrapBodies() {
        return List.of("{}",
                "{\"organization\": \" \", \"workspace\": \"\", \"principal\": \"\\t\"}",
                "{\"organization\": 1, \"workspace\": null, \"principal\": null, \"bootstrap_token\": 5}",
                "{\"organization\": \"o\", \"workspace\": [], \"bootstrap_token\": \"" + "t".repeat(501) + "\"}");
    }

    @ParameterizedTest
    @MethodSource("bootstrapBodies")
    void bootstrapBodiesCollectExactlyTheIssuesTheHandReadingCollected(String json) {
        assertSameIssues(json, BinderTest::readBootstrapByHand, BootstrapRequest.class, true);
    }

    /** What {@code POST /v1/context/session-start} read by hand before it bound {@link SessionStartRequest}. */
    private static void readSessionStartByHand(Body body) {
        body.string("query", Presence.NULLABLE, null, 0, Integer.MAX_VALUE);
        String host = body.string("host", Presence.REQUIRED, null, 1, 64);
        if (host != null && !host.matches("^[a-z0-9][a-z0-9._-]{0,63}$")) {
            body.fieldError("host", "must match [a-z0-9][a-z0-9._-]{0,63}");
        }
        String sessionKey = body.string("session_key", Presence.REQUIRED, null, 1, 256);
        if (sessionKey != null && sessionKey.codePoints().anyMatch(Character::isISOControl)) {
            body.fieldError("session_key", "must be printable");
        }
        body.string("event", Presence.NULLABLE, null, 0, 64);
        Body provenance = body.nested("provenance", Presence.NULLABLE);
        if (provenance != null) {
            String projectRef = provenance.string("project_ref", Presence.NULLABLE, null, 0, 64);
            if (projectRef != null && !projectRef.matches("^prj_[0-9a-f]{16}$")) {
                provenance.fieldError("project_ref", "must be prj_ and 16 lower-case hex digits, never a path");
            }
            provenance.string("branch", Presence.NULLABLE, null, 0, 1024);
            provenance.string("task", Presence.NULLABLE, null, 0, 1024);
        }
        Body budgets = body.nested("budgets", Presence.NULLABLE);
        if (budgets != null) {
            budgets.integer("max_characters", Presence.OPTIONAL, 8000, 200, 20_000);
            budgets.integer("max_tokens", Presence.OPTIONAL, 2000, 50, 5000);
            budgets.integer("max_items", Presence.OPTIONAL, 8, 1, 50);
        }
        body.uuid("workspace_id", Presence.NULLABLE);
    }

    static List<String> sessionStartBodies() {
        return List.of("{}",
                "{\"host\": \"Claude Code\", \"session_key\": \"a\\u0007b\", \"event\": 3}",
                "{\"host\": \"\", \"session_key\": \"\", \"query\": 5, \"workspace_id\": \"w\"}",
                "{\"host\": \"codex\", \"session_key\": \"s\", \"provenance\": {\"project_ref\": \"/home/me/shop\","
                        + " \"branch\": 1, \"task\": \"" + "t".repeat(1025) + "\"}}",
                "{\"host\": \"" + "h".repeat(65) + "\", \"session_key\": \"" + "k".repeat(257) + "\", \"provenance\": 4}",
                "{\"host\": \"cursor\", \"session_key\": \"s\", \"budgets\": {\"max_characters\": 199, \"max_tokens\":"
                        + " \"many\", \"max_items\": 51}, \"event\": \"" + "e".repeat(65) + "\"}",
                "{\"host\": \"openclaw\", \"session_key\": null, \"budgets\": [], \"provenance\": {\"project_ref\":"
                        + " \"prj_" + "a".repeat(61) + "\"}}");
    }

    @ParameterizedTest
    @MethodSource("sessionStartBodies")
    void sessionStartBodiesCollectExactlyTheIssuesTheHandReadingCollected(String json) {
        assertSameIssues(json, BinderTest::readSessionStartByHand, SessionStartRequest.class, true);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"dry_run\": \"yes\", \"workspace_id\": 5}", "{\"dry_run\": null}", "{\"workspace_id\": \"w\"}"})
    void retentionBodiesCollectExactlyTheIssuesTheHandReadingCollected(String json) {
        assertSameIssues(json, hand -> {
            hand.bool("dry_run", Presence.OPTIONAL, true);
            hand.uuid("workspace_id", Presence.NULLABLE);
        }, CaptureRetentionRequest.class, true);
        assertEquals(true, Binder.bind(body("{}"), CaptureRetentionRequest.class).dryRun());
    }

    /** What {@code POST /v1/search} and {@code /v1/context/assemble} read by hand before they bound their records. */
    private static void readSearchByHand(Body body, boolean context) {
        ScopeFields.read(body);
        body.string("query", Presence.REQUIRED, null, 1, Limits.QUERY_MAX);
        body.integer("limit", Presence.OPTIONAL, Limits.SEARCH_LIMIT_DEFAULT, 1, Limits.SEARCH_LIMIT_MAX);
        body.stringList("memory_types", Presence.OPTIONAL, Limits.MEMORY_TYPE_MAX);
        body.sensitivityList("sensitivity", Presence.OPTIONAL);
        body.instant("temporal_as_of", Presence.NULLABLE);
        body.bool("include_graph", Presence.OPTIONAL, true);
        body.bool("include_content", Presence.OPTIONAL, true);
        if (context) {
            body.integer("max_characters", Presence.OPTIONAL, Limits.CONTEXT_CHARS_DEFAULT, Limits.CONTEXT_CHARS_MIN,
                    Limits.CONTEXT_CHARS_MAX);
        } else {
            body.bool("include_quarantined", Presence.OPTIONAL, false);
        }
    }

    static List<String> searchBodies() {
        return List.of("{}",
                "{\"query\": \"\", \"limit\": 0, \"memory_types\": [\"fact\", 3, \"" + "m".repeat(65) + "\"]}",
                "{\"query\": 4, \"limit\": 101, \"sensitivity\": [\"secret\"], \"temporal_as_of\": \"then\"}",
                "{\"query\": \"q\", \"include_graph\": \"yes\", \"include_content\": null, \"include_quarantined\": 1,"
                        + " \"max_characters\": 499}",
                "{\"query\": \"" + "q".repeat(10_001) + "\", \"project_ref\": \"" + "p".repeat(301) + "\", \"workspace_id\": 1,"
                        + " \"memory_types\": null, \"sensitivity\": \"public\", \"max_characters\": 200001}",
                "{\"query\": null, \"limit\": \"ten\", \"task_ref\": [], \"run_ref\": {}, \"max_characters\": null}");
    }

    @ParameterizedTest
    @MethodSource("searchBodies")
    void searchAndContextBodiesCollectExactlyTheIssuesTheHandReadingCollected(String json) {
        assertSameIssues(json, body -> readSearchByHand(body, false), SearchRequest.class, true);

        assertSameIssues(json, body -> readSearchByHand(body, true), ContextRequest.class, false);
    }

    /**
     * What {@code POST /v1/relationships} read by hand before it bound {@link RelationshipCreate}, but for one thing
     * binding changed: an entity's blank name is reported at the name, in field order (as Pydantic reports a field
     * validator's error), not after the entity's other fields.
     */
    private static void readRelationshipByHand(Body body) {
        body.uuid("workspace_id", Presence.NULLABLE);
        readEntityByHand(body, "source");
        body.text("relation_type", Presence.REQUIRED, Limits.RELATION_TYPE_MAX);
        readEntityByHand(body, "target");
        body.sensitivity("sensitivity", Presence.OPTIONAL, Sensitivity.INTERNAL);
        body.uuid("source_memory_id", Presence.NULLABLE);
        body.number("confidence", Presence.OPTIONAL, 1.0, 0, 1);
        body.instant("valid_from", Presence.NULLABLE);
        body.instant("valid_until", Presence.NULLABLE);
        body.object("metadata", "metadata_", Presence.OPTIONAL);
    }

    private static void readEntityByHand(Body body, String name) {
        Body e = body.nested(name, Presence.REQUIRED);
        if (e != null) {
            e.text("name", Presence.REQUIRED, Limits.ENTITY_NAME_MAX);
            e.string("entity_type", Presence.OPTIONAL, "concept", 0, Limits.ENTITY_TYPE_MAX);
            e.string("description", Presence.OPTIONAL, "", 0, Limits.ENTITY_DESCRIPTION_MAX);
            e.number("confidence", Presence.OPTIONAL, 1.0, 0, 1);
        }
    }

    static List<String> relationshipBodies() {
        return List.of("{}",
                "{\"source\": {\"name\": \" \", \"confidence\": 2}, \"relation_type\": \"\\n\", \"target\": 5}",
                "{\"source\": {}, \"relation_type\": 3, \"target\": {\"name\": \"" + "n".repeat(501) + "\", \"entity_type\": 1,"
                        + " \"description\": null}, \"sensitivity\": \"loud\", \"metadata\": []}",
                "{\"workspace_id\": \"w\", \"source\": null, \"relation_type\": \"uses\", \"target\": {\"name\": \"b\"},"
                        + " \"source_memory_id\": 4, \"confidence\": -1, \"valid_from\": \"x\", \"metadata_\": 1}");
    }

    @ParameterizedTest
    @MethodSource("relationshipBodies")
    void relationshipBodiesCollectExactlyTheIssuesTheHandReadingCollected(String json) {
        assertSameIssues(json, BinderTest::readRelationshipByHand, RelationshipCreate.class, true);
    }

    /** The one change binding made: a null budget takes its default, as the schema and the record always said. */
    @Test
    void aNullBudgetTakesItsDefault() {
        Body bound = body("{\"host\": \"codex\", \"session_key\": \"s\", \"budgets\": {\"max_items\": null,"
                + " \"max_tokens\": 60}}");
        SessionStartRequest request = Binder.bind(bound, SessionStartRequest.class);
        assertTrue(bound.issues().isEmpty(), bound.issues().toString());
        assertNull(request.budgets().maxItems());
        assertEquals(8000, request.budgets().maxCharacters());
        assertEquals(60, request.budgets().maxTokens());
    }

    @Test
    void absentNamesTakeTheRecordsDefaultsAndTheLinkItsExpiry() {
        KeyCreate key = Binder.bind(body("{\"capabilities\": [\"memory.read\"]}"), KeyCreate.class);
        assertEquals("agent key", key.name());
        assertEquals(List.of("memory.read"), key.capabilities());
        assertNull(key.expiresInSeconds());
        LinkCreate link = Binder.bind(body("{\"capabilities\": [\"memory.read\"]}"), LinkCreate.class);
        assertEquals("connection link", link.name());
        assertEquals(Limits.LINK_EXPIRES_DEFAULT, link.expiresInSeconds());
        BootstrapRequest boot = Binder.bind(body("{\"organization\": \"o\", \"workspace\": \"w\"}"),
                BootstrapRequest.class);
        assertEquals("Administrator", boot.principal());
        assertNull(boot.bootstrapToken());
    }

    @Test
    void everyIssueOfTheBodyComesInOne422InComponentOrder() {
        Body b = body("{\"content\": 5, \"confidence\": \"high\", \"metadata\": []}");
        Binder.bind(b, MemoryCreate.class);
        ValidationException e = assertThrows(ValidationException.class, b::finish);
        assertEquals(List.of("string_type", "float_parsing", "dict_type"),
                e.issues().stream().map(ValidationIssue::type).toList());
        assertEquals(List.of("body", "metadata"), e.issues().get(2).loc());
    }

    @Test
    void aMissingPrimitiveIsAnIssueNotAnException() {
        Body b = body("{\"token\": \"" + "t".repeat(Limits.LOCK_TOKEN_MIN) + "\"}");
        LockRelease release = Binder.bind(b, LockRelease.class);
        assertEquals(0, release.fence());
        ValidationException e = assertThrows(ValidationException.class, b::finish);
        assertEquals("missing", e.issues().getFirst().type());
        assertEquals(List.of("body", "fence"), e.issues().getFirst().loc());
    }

    @Test
    void storedTextIsScreenedUnderTheRecordsNameAndNotStoredFieldsAreNot() {
        Body memory = body("{\"content\": \"my token " + TOKEN + "\"}");
        Binder.bind(memory, MemoryCreate.class);
        ApiException refused = assertThrows(ApiException.class, memory::finish);
        assertEquals(422, refused.status());
        assertTrue(refused.detail().asText().startsWith("Content appears to contain a credential or secret (rule: "),
                refused.detail().asText());

        Body lease = body("{\"token\": \"" + TOKEN + "\", \"fence\": 3}");
        LockRelease release = Binder.bind(lease, LockRelease.class);
        lease.finish();
        assertEquals(new LockRelease(TOKEN, 3), release);
    }

    record Unbindable(@Wire.Required Map<String, Object> ok, @Wire.Required StringBuilder notAWireType) {
    }

    @Test
    void aComponentOfNoWireTypeIsAProgrammingError() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Binder.bind(body("{}"), Unbindable.class));
        assertTrue(e.getMessage().contains("Unbindable.notAWireType"), e.getMessage());
    }
}
