package dev.albert.server.hardening;

import dev.albert.api.auth.Capability;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import dev.albert.server.hardening.ApiOperations.Operation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Capability × endpoint matrix, driven by the OpenAPI document: for every authenticated operation, a key holding
 * every capability except one the operation requires gets 403 {@code Missing capability: <name>}; a key with none
 * of an {@code any-of} set gets 403; a conditional capability is required exactly when its field is sent; and the
 * documented capabilities suffice (no undocumented capability check). The server checks auth, then capabilities,
 * then the body, so an empty body and random path ids are enough.
 */
class CapabilityMatrixTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    /**
     * Bodies that trigger a conditional capability ({@code x-albert-capabilities-conditional}), keyed by
     * {@code "METHOD /path capability"}. A new conditional capability in the document needs a row here; the test
     * fails naming it otherwise.
     */
    static final Map<String, String> CONDITIONAL_BODIES = Map.of(
            "POST /v1/relationships memory.read",
            "{\"source\":{\"name\":\"matrix a\",\"entity_type\":\"service\"},\"relation_type\":\"depends_on\","
                    + "\"target\":{\"name\":\"matrix b\",\"entity_type\":\"service\"},"
                    + "\"source_memory_id\":\"" + UUID.randomUUID() + "\"}",
            "POST /v1/working-memory locks.acquire",
            "{\"task_id\":\"matrix-lock\",\"description\":\"d\",\"resource_type\":\"repo\",\"resource_ref\":\"m\","
                    + "\"acquire_lock\":true}",
            "POST /v1/capture/retention/run memory.delete", "{\"dry_run\":false}");

    /** Authenticated operations deliberately left out of the matrix, with the reason. None today. */
    static final Map<String, String> EXCLUDED = Map.of();

    static Tenant acme;
    static final Map<Set<String>, String> KEYS = new ConcurrentHashMap<>();

    @BeforeAll
    static void tenant() {
        acme = server.bootstrap("Acme", "main");
    }

    static Set<String> allCapabilities() {
        return Arrays.stream(Capability.values()).map(Capability::wireName)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** A workspace-scoped key with every capability except {@code admin} and the given ones. */
    static String keyWithout(Set<String> missing) {
        Set<String> without = new TreeSet<>(missing);
        without.add("admin");
        return KEYS.computeIfAbsent(without, w -> {
            List<String> caps = allCapabilities().stream().filter(c -> !w.contains(c)).toList();
            return server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "matrix " + w, caps);
        });
    }

    static TestServer.Response call(Operation op, String key, String body) {
        String path = op.concretePath(Map.of());
        List<String> query = op.requiredQueryParameters();
        if (!query.isEmpty()) {
            path += "?" + query.stream().map(q -> q + "=x").collect(Collectors.joining("&"));
        }
        String sent = body != null ? body : op.jsonBody() ? "{}" : null;
        return server.send(op.method(), path, key, sent);
    }

    static List<Operation> matrixOperations() {
        return ApiOperations.authenticated().stream().filter(op -> !EXCLUDED.containsKey(op.id())).toList();
    }

    @Test
    void everyCapabilityNamedInTheDocumentExists() {
        Set<String> known = allCapabilities();
        for (Operation op : ApiOperations.all()) {
            Set<String> named = new LinkedHashSet<>(op.capabilities());
            named.addAll(op.anyOf());
            named.addAll(op.conditional().keySet());
            for (String c : named) {
                assertTrue(known.contains(c), op.id() + " names unknown capability " + c);
            }
        }
        assertTrue(matrixOperations().size() >= 30, "the matrix covers " + matrixOperations().size());
        EXCLUDED.keySet().forEach(id -> assertTrue(ApiOperations.all().stream().anyMatch(o -> o.id().equals(id)),
                "excluded operation " + id + " is no longer in the document"));
    }

    @TestFactory
    Stream<DynamicTest> withoutAKeyEveryAuthenticatedOperationIs401() {
        return matrixOperations().stream().map(op -> DynamicTest.dynamicTest(op.id(), () -> {
            var r = call(op, null, null);
            assertEquals(401, r.status(), () -> op.id() + " without a key: " + r.body());
            assertEquals("Bearer API key required", r.detail());
        }));
    }

    @TestFactory
    Stream<DynamicTest> eachRequiredCapabilityIsChecked() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Operation op : matrixOperations()) {
            for (String capability : op.capabilities()) {
                if (op.anyOf().contains(capability)) {
                    continue; // covered by anyOfNeedsOneOfTheSet
                }
                tests.add(DynamicTest.dynamicTest(op.id() + " without " + capability, () -> {
                    var r = call(op, keyWithout(Set.of(capability)), null);
                    assertEquals(403, r.status(), () -> op.id() + " without " + capability + ": " + r.body());
                    assertEquals("Missing capability: " + capability, r.detail(), op.id());
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> anyOfNeedsOneOfTheSet() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Operation op : matrixOperations()) {
            if (op.anyOf().isEmpty()) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(op.id() + " without any of " + op.anyOf(), () -> {
                var r = call(op, keyWithout(Set.copyOf(op.anyOf())), null);
                assertEquals(403, r.status(), () -> op.id() + ": " + r.body());
                assertTrue(op.anyOf().stream().anyMatch(c -> r.detail().equals("Missing capability: " + c)),
                        r.body());
            }));
            for (String one : op.anyOf()) {
                tests.add(DynamicTest.dynamicTest(op.id() + " with only " + one + " of the set", () -> {
                    Set<String> missing = new TreeSet<>(op.anyOf());
                    missing.remove(one);
                    var r = call(op, keyWithout(missing), null);
                    assertFalse(r.body().contains("Missing capability"), () -> op.id() + " with " + one + ": "
                            + r.body());
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> conditionalCapabilitiesAreCheckedWhenTheFieldIsSent() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Operation op : matrixOperations()) {
            op.conditional().forEach((capability, when) -> tests.add(DynamicTest.dynamicTest(
                    op.id() + " without " + capability + " " + when, () -> {
                        String body = CONDITIONAL_BODIES.get(op.id() + " " + capability);
                        assertNotNull(body, "no fixture body for the conditional capability " + capability + " of "
                                + op.id() + " (" + when + "): add one to CapabilityMatrixTest.CONDITIONAL_BODIES");
                        var r = call(op, keyWithout(Set.of(capability)), body);
                        assertEquals(403, r.status(), () -> op.id() + ": " + r.body());
                        assertEquals("Missing capability: " + capability, r.detail());
                    })));
        }
        CONDITIONAL_BODIES.keySet().forEach(k -> tests.add(DynamicTest.dynamicTest("fixture " + k + " is used", () ->
                assertTrue(matrixOperations().stream().anyMatch(op -> op.conditional().keySet().stream()
                        .anyMatch(c -> (op.id() + " " + c).equals(k))), "stale fixture " + k))));
        return tests.stream();
    }

    /** Every capability but {@code admin}: no documented-as-sufficient operation asks for more (except admin ones). */
    @TestFactory
    Stream<DynamicTest> theDocumentedCapabilitiesSuffice() {
        return matrixOperations().stream().filter(op -> !op.capabilities().contains("admin"))
                .map(op -> DynamicTest.dynamicTest(op.id(), () -> {
                    var r = call(op, keyWithout(Set.of()), null);
                    assertNotEquals(401, r.status(), r.body());
                    assertFalse(r.body().contains("Missing capability"), () -> op.id() + " asks for more than "
                            + op.capabilities() + ": " + r.body());
                    assertTrue(r.status() < 500, () -> op.id() + ": " + r.status() + " " + r.body());
                }));
    }

    @Test
    void adminPassesEveryCapabilityCheck() {
        for (Operation op : matrixOperations()) {
            var r = call(op, acme.key(), null);
            assertFalse(r.body().contains("Missing capability"), () -> op.id() + ": " + r.body());
            assertTrue(r.status() < 500, () -> op.id() + ": " + r.status() + " " + r.body());
        }
    }
}
