package dev.albert.server.identity;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Principals over REST: who may create which, listing within reach, and deactivation that bites at once. */
class PrincipalTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    static Tenant other;
    static String side;
    /** A workspace-scoped key that may manage principals but is not admin. */
    static String manager;
    /** An organization-scoped key that may manage principals but is not admin. */
    static String orgManager;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        other = server.bootstrap("Other", "main");
        side = server.bootstrap("Acme", "side").workspaceId();
        manager = server.issueKey(admin.key(), "principals.manage", "keys.manage", "memory.read");
        orgManager = server.insertPrincipalWithKey(admin.organizationId(), null, "org-manager",
                List.of("principals.manage", "keys.manage", "memory.read", "memory.write"));
    }

    private static JsonNode create(String key, Map<String, Object> body) {
        return server.post("/v1/principals", key, body).expect(201).json();
    }

    private static List<String> ids(JsonNode page) {
        List<String> out = new ArrayList<>();
        page.get("items").forEach(i -> out.add(i.get("id").asText()));
        return out;
    }

    @Test
    void createDefaultsAndTypes() {
        JsonNode p = create(admin.key(), Map.of("name", " ci-bot ", "workspace_id", admin.workspaceId()));
        assertEquals("ci-bot", p.get("name").asText());
        assertEquals("agent", p.get("principal_type").asText());
        assertEquals(admin.workspaceId(), p.get("workspace_id").asText());
        assertEquals(admin.organizationId(), p.get("organization_id").asText());
        assertTrue(p.get("active").asBoolean());
        assertTrue(p.get("deactivated_at").isNull());
        assertEquals("service", create(admin.key(), Map.of("name", "indexer", "principal_type", "service",
                "workspace_id", admin.workspaceId())).get("principal_type").asText());
        assertEquals("human", create(admin.key(), Map.of("name", "Ada", "principal_type", "human",
                "workspace_id", admin.workspaceId())).get("principal_type").asText());
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'principal.created'"
                + " AND target_id = ?", p.get("id").asText()));
    }

    @Test
    void whoMayCreateOrganizationScopedPrincipals() {
        JsonNode byAdmin = create(admin.key(), Map.of("name", "org admin"));
        assertTrue(byAdmin.get("workspace_id").isNull(), "absent workspace_id: organization-scoped");
        assertTrue(create(orgManager, Map.of("name", "org agent")).get("workspace_id").isNull());
        var refused = server.post("/v1/principals", manager, Map.of("name", "escape"));
        assertEquals(403, refused.status());
        assertEquals("Only an organization-scoped API key or admin may create an organization-scoped principal",
                refused.detail());
        var explicitNull = server.send("POST", "/v1/principals", manager, "{\"name\":\"escape\",\"workspace_id\":null}");
        assertEquals(403, explicitNull.status());
    }

    @Test
    void workspaceScopedCallersStayInTheirWorkspace() {
        assertEquals(admin.workspaceId(), create(manager, Map.of("name", "mine", "workspace_id", admin.workspaceId()))
                .get("workspace_id").asText());
        for (String key : List.of(manager, admin.key())) {
            var outside = server.post("/v1/principals", key, Map.of("name", "theirs", "workspace_id", side));
            assertEquals(403, outside.status());
            assertEquals("Workspace is outside the API key scope", outside.detail());
        }
        assertEquals(side, create(orgManager, Map.of("name", "side agent", "workspace_id", side))
                .get("workspace_id").asText());
        var foreign = server.post("/v1/principals", orgManager, Map.of("name", "x", "workspace_id",
                other.workspaceId()));
        assertEquals(404, foreign.status());
        assertEquals("Workspace not found", foreign.detail());
        assertEquals(404, server.post("/v1/principals", orgManager, Map.of("name", "x", "workspace_id",
                UUID.randomUUID().toString())).status());
    }

    @Test
    void capabilityAndValidation() {
        String reader = server.issueKey(admin.key(), "memory.read");
        assertEquals("Missing capability: principals.manage", server.post("/v1/principals", reader,
                Map.of("name", "x")).expect(403).detail());
        assertEquals("Missing capability: principals.manage", server.get("/v1/principals", reader).expect(403)
                .detail());
        assertEquals("Missing capability: principals.manage", server.post("/v1/principals/" + admin.principalId()
                + "/deactivate", reader, "{}").expect(403).detail());
        assertEquals("missing", server.post("/v1/principals", admin.key(), Map.of()).expect(422).json()
                .get("detail").get(0).get("type").asText());
        JsonNode type = server.post("/v1/principals", admin.key(), Map.of("name", "x", "principal_type", "robot"))
                .expect(422).json().get("detail").get(0);
        assertEquals("Input should be 'agent', 'human' or 'service'", type.get("msg").asText());
        assertEquals(422, server.post("/v1/principals", admin.key(), Map.of("name", "x".repeat(201))).status());
    }

    @Test
    void listingIsPagedAndScoped() {
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            made.add(create(orgManager, Map.of("name", "page " + i, "workspace_id", side, "principal_type",
                    "service")).get("id").asText());
        }
        List<String> listed = new ArrayList<>();
        String cursor = null;
        do {
            JsonNode page = server.get("/v1/principals?workspace_id=" + side + "&principal_type=service&limit=3"
                    + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8)),
                    orgManager).expect(200).json();
            assertTrue(page.get("items").size() <= 3);
            listed.addAll(ids(page));
            cursor = page.get("next_cursor").isNull() ? null : page.get("next_cursor").asText();
        } while (cursor != null);
        assertEquals(made, listed);

        List<String> mine = ids(server.get("/v1/principals?limit=200", manager).expect(200).json());
        assertTrue(mine.contains(admin.principalId()));
        assertFalse(mine.stream().anyMatch(made::contains), "a workspace-scoped key lists its workspace only");
        assertEquals("Workspace is outside the API key scope", server.get("/v1/principals?workspace_id=" + side,
                manager).expect(403).detail());
        assertTrue(ids(server.get("/v1/principals?limit=200", admin.key()).json()).containsAll(made),
                "admin manages the whole organization's principals");
        assertFalse(ids(server.get("/v1/principals?limit=200", other.key()).json()).contains(admin.principalId()),
                "another organization sees none of them");
        assertEquals(422, server.get("/v1/principals?limit=500", admin.key()).status());
    }

    @Test
    void deactivationTakesEffectAtOnce() {
        String id = create(admin.key(), Map.of("name", "to retire", "workspace_id", admin.workspaceId()))
                .get("id").asText();
        String key = server.post("/v1/keys", admin.key(), Map.of("principal_id", id,
                "capabilities", List.of("memory.read"))).expect(201).json().get("api_key").asText();
        server.post("/v1/search", key, Map.of("query", "x")).expect(200);

        String narrow = server.issueKey(admin.key(), "principals.manage");
        assertEquals("Requested capabilities exceed the API key's own", server.post("/v1/principals/" + id
                + "/deactivate", narrow, "{}").expect(403).detail(), "never wider: it cannot take memory.read away");
        assertEquals(404, server.post("/v1/principals/" + id + "/deactivate", other.key(), "{}").status());
        assertEquals("Principal not found", server.post("/v1/principals/" + UUID.randomUUID() + "/deactivate",
                admin.key(), "{}").expect(404).detail());

        JsonNode done = server.post("/v1/principals/" + id + "/deactivate", admin.key(), "{}").expect(200).json();
        assertFalse(done.get("active").asBoolean());
        assertFalse(done.get("deactivated_at").isNull());
        var refused = server.post("/v1/search", key, Map.of("query", "x"));
        assertEquals(401, refused.status());
        assertEquals("Invalid or expired API key", refused.detail());
        assertEquals(done.get("deactivated_at").asText(), server.post("/v1/principals/" + id + "/deactivate",
                admin.key(), "{}").expect(200).json().get("deactivated_at").asText(), "again: unchanged");
        assertEquals("Principal is deactivated", server.post("/v1/keys", admin.key(), Map.of("principal_id", id,
                "capabilities", List.of("memory.read"))).expect(409).detail());
        assertEquals(List.of(id), ids(server.get("/v1/principals?active=false&workspace_id=" + admin.workspaceId(),
                admin.key()).json()).stream().filter(id::equals).toList());
    }

    @Test
    void aPrincipalsTypeSetsTheTrustOfItsMemories() {
        String service = create(admin.key(), Map.of("name", "svc", "principal_type", "service",
                "workspace_id", admin.workspaceId())).get("id").asText();
        String human = create(admin.key(), Map.of("name", "Grace", "principal_type", "human",
                "workspace_id", admin.workspaceId())).get("id").asText();
        for (var expected : Map.of(service, "untrusted", human, "verified").entrySet()) {
            String key = server.post("/v1/keys", admin.key(), Map.of("principal_id", expected.getKey(),
                    "capabilities", List.of("memory.write"))).expect(201).json().get("api_key").asText();
            assertEquals(expected.getValue(), server.post("/v1/memories", key, Map.of("content", "typed write"))
                    .expect(201).json().get("trust").asText());
        }
    }

    @Test
    void theBootstrapAdministratorReachesOrganizationScopedPrincipals() {
        // The way to an organization-scoped administrator over REST, from the workspace-scoped bootstrap key.
        String id = create(admin.key(), Map.of("name", "operator", "principal_type", "human")).get("id").asText();
        String orgAdmin = server.post("/v1/keys", admin.key(), Map.of("principal_id", id, "capabilities",
                List.of("admin"))).expect(201).json().get("api_key").asText();
        assertTrue(server.get("/v1/workspaces", orgAdmin).expect(200).json().size() >= 2,
                "an organization-scoped admin sees every workspace");
        assertEquals(404, server.post("/v1/keys", manager, Map.of("principal_id", id, "capabilities",
                List.of("memory.read"))).status(), "a workspace-scoped non-admin key does not reach it");
    }
}
