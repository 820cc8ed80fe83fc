package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 12 §5: no key can raise its principal's trust by issuing keys. Every path that hands out a key (create,
 * rotate, connection link) is tried by a caller of every principal type holding every combination of the capabilities
 * that matter ({@code keys.manage}, {@code principals.manage}, {@code admin}), for its own principal and for a
 * principal of every type. The rule (docs/capabilities.md): another principal needs {@code principals.manage}, and
 * never one of a higher trust class (human &gt; service &gt; agent) than the caller's own principal.
 */
class KeyIssuanceTrustTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final List<String> TYPES = List.of("agent", "service", "human");
    static final List<String> RELEVANT = List.of("keys.manage", "principals.manage", "admin");
    static Tenant admin;
    /** A principal of each type (not the callers'), the targets. */
    static final Map<String, String> targets = new LinkedHashMap<>();

    @BeforeAll
    static void principals() {
        admin = server.bootstrap("Acme", "main");
        for (String type : TYPES) {
            targets.put(type, principal("target " + type, type));
        }
    }

    static String principal(String name, String type) {
        return server.post("/v1/principals", admin.key(), Map.of("name", name, "principal_type", type,
                "workspace_id", admin.workspaceId())).expect(201).json().get("id").asText();
    }

    static int rank(String type) {
        return switch (type) {
            case "agent" -> 1;
            case "service" -> 2;
            case "human" -> 3;
            default -> throw new IllegalArgumentException(type);
        };
    }

    /** Every subset of the relevant capabilities. */
    static List<List<String>> combinations() {
        List<List<String>> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << RELEVANT.size(); mask++) {
            List<String> held = new ArrayList<>();
            for (int i = 0; i < RELEVANT.size(); i++) {
                if ((mask & 1 << i) != 0) {
                    held.add(RELEVANT.get(i));
                }
            }
            out.add(held);
        }
        return out;
    }

    record Caller(String type, List<String> held, String principalId, String key) {
        boolean has(String capability) {
            return held.contains(capability) || held.contains("admin");
        }
    }

    /** The expected status of handing a key to the target, from the documented rule. */
    static int expected(Caller caller, String targetId, String targetType) {
        if (!caller.has("keys.manage")) {
            return 403;
        }
        boolean own = targetId.equals(caller.principalId());
        if (!own && !caller.has("principals.manage")) {
            return 403;
        }
        return rank(targetType) > rank(caller.type()) ? 403 : 201;
    }

    @TestFactory
    List<DynamicTest> everyCombinationFollowsTheRule() {
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (String type : TYPES) {
            for (List<String> held : combinations()) {
                String name = type + " " + held;
                String principalId = principal("caller " + (n++), type);
                List<String> capabilities = new ArrayList<>(held);
                capabilities.add("memory.read");
                String key = server.post("/v1/keys", admin.key(), Map.of("principal_id", principalId,
                        "capabilities", capabilities)).expect(201).json().get("api_key").asText();
                Caller caller = new Caller(type, held, principalId, key);
                Map<String, String> candidates = new LinkedHashMap<>();
                candidates.put("own " + type, principalId);
                targets.forEach((t, id) -> candidates.put("other " + t, id));
                candidates.forEach((label, id) -> {
                    String targetType = label.substring(label.indexOf(' ') + 1);
                    int want = expected(caller, id, targetType);
                    tests.add(DynamicTest.dynamicTest(name + " creates a key for " + label, () -> assertEquals(want,
                            server.post("/v1/keys", key, Map.of("principal_id", id, "capabilities",
                                    List.of("memory.read"))).status())));
                    tests.add(DynamicTest.dynamicTest(name + " creates a link for " + label, () -> assertEquals(want,
                            server.post("/v1/links", key, Map.of("principal_id", id, "capabilities",
                                    List.of("memory.read"))).status())));
                    tests.add(DynamicTest.dynamicTest(name + " rotates a key of " + label, () -> {
                        String victim = server.post("/v1/keys", admin.key(), Map.of("principal_id", id,
                                "capabilities", List.of("memory.read"))).expect(201).json().get("id").asText();
                        int status = server.post("/v1/keys/" + victim + "/rotate", key, "{}").status();
                        // A caller's own key is in reach like any other; rotating it issues a key of its own.
                        assertEquals(want, status);
                    }));
                });
            }
        }
        return tests;
    }

    /** The attack of the issue, end to end: the agent's key cannot mint a key of the human administrator. */
    @Test
    void anAgentKeyCannotBecomeTheAdministrator() {
        String agent = principal("eager agent", "agent");
        String key = server.post("/v1/keys", admin.key(), Map.of("principal_id", agent, "capabilities",
                List.of("memory.read", "memory.write", "keys.manage"))).expect(201).json().get("api_key").asText();
        TestServer.Response refused = server.post("/v1/keys", key, Map.of("principal_id", admin.principalId(),
                "capabilities", List.of("memory.read", "memory.write")));
        assertEquals(403, refused.status(), refused.body());
        assertEquals(403, server.post("/v1/links", key, Map.of("principal_id", admin.principalId(),
                "capabilities", List.of("memory.write"))).status());
        JsonNode memory = server.post("/v1/memories", key, Map.of("content", "the agent says so",
                "trust", "verified")).expect(201).json();
        assertEquals("untrusted", memory.get("trust").asText());
        assertEquals(0.45, memory.get("confidence").asDouble(), 1e-9);
    }
}
