package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 12 §2 and §8: every error body is the contract's {@code {"detail": …}} — at every JSON nesting depth around
 * the parser's limit, for an over-limit input that would otherwise be echoed in full — and every response carries an
 * {@code X-Request-Id} that a 500 is logged under.
 */
class ErrorBodyTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final List<String> OPERATIONS = List.of("/v1/bootstrap", "/v1/links/redeem", "/v1/search", "/v1/memories",
            "/v1/capture/events", "/v1/import", "/v1/keys", "/v1/episodes", "/v1/relationships");
    static Tenant admin;

    @BeforeAll
    static void tenant() {
        admin = server.bootstrap("Acme", "main");
    }

    static String objects(int depth) {
        return "{\"a\":".repeat(depth - 1) + "1" + "}".repeat(depth - 1);
    }

    static String arrays(int depth, String field) {
        return "{\"" + field + "\":" + "[".repeat(depth - 1) + "]".repeat(depth - 1) + "}";
    }

    @TestFactory
    List<DynamicTest> nestingAroundTheParsersLimitIsA4xxWithADetail() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String path : OPERATIONS) {
            for (int depth = 990; depth <= 1005; depth++) {
                int d = depth;
                tests.add(DynamicTest.dynamicTest(path + " objects " + d, () -> check(path, objects(d))));
                tests.add(DynamicTest.dynamicTest(path + " arrays " + d, () -> check(path, arrays(d, "content"))));
            }
        }
        return tests;
    }

    static void check(String path, String body) {
        TestServer.Response r = server.post(path, admin.key(), body);
        String shown = path + " (" + body.length() + " chars) -> " + r.status() + " " + preview(r.body());
        assertTrue(r.status() >= 400 && r.status() < 500, shown);
        JsonNode json = r.json();
        assertTrue(json.has("detail") && json.size() == 1, shown);
        assertTrue(r.body().length() < 16_384, "the error echoes the whole input: " + shown);
        assertTrue(r.headers().firstValue("X-Request-Id").isPresent(), shown);
    }

    @Test
    void aTenMegabyteContentIsRefusedWithoutEchoingIt() {
        String content = "x".repeat(10 * 1024 * 1024);
        TestServer.Response r = server.post("/v1/memories", admin.key(), Map.of("content", content));
        assertEquals(422, r.status());
        JsonNode issue = r.json().get("detail").get(0);
        assertEquals("string_too_long", issue.get("type").asText());
        assertTrue(r.body().length() < 4096, "422 of " + r.body().length() + " characters");
        assertTrue(issue.get("input").asText().startsWith("xxxx"), r.body().substring(0, 200));
    }

    @Test
    void aLargeMissingFieldBodyIsNotEchoedInFull() {
        StringBuilder body = new StringBuilder("{");
        for (int i = 0; i < 50_000; i++) {
            body.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":\"").append("v".repeat(20)).append('"');
        }
        TestServer.Response r = server.post("/v1/search", admin.key(), body.append('}').toString());
        assertEquals(422, r.status());
        assertEquals("missing", r.json().get("detail").get(0).get("type").asText());
        assertTrue(r.body().length() < 8192, "422 of " + r.body().length() + " characters");
    }

    @Test
    void everyResponseCarriesARequestId() {
        TestServer.Response ok = server.get("/v1/health/live", null);
        TestServer.Response refused = server.get("/v1/memories", "alb_nokey_" + "x".repeat(43));
        TestServer.Response unknown = server.get("/v1/nothing-here", admin.key());
        String a = ok.headers().firstValue("X-Request-Id").orElse("");
        String b = refused.headers().firstValue("X-Request-Id").orElse("");
        assertTrue(a.matches("[0-9a-f]{16}"), a);
        assertTrue(b.matches("[0-9a-f]{16}"), b);
        assertFalse(a.equals(b));
        assertTrue(unknown.headers().firstValue("X-Request-Id").isPresent());
        assertEquals("Not Found", unknown.detail());
    }

    /** A real fault (a trigger that fails every audited write) must be a JSON 500 logged with its request id. */
    @Test
    void aServerFaultIsAJson500LoggedWithItsRequestId() throws Exception {
        try (Connection c = server.jdbc(); Statement s = c.createStatement()) {
            if (server.databaseUrl() == null) {
                s.execute("CREATE TRIGGER test_fault BEFORE INSERT ON audit_events BEGIN SELECT RAISE(ABORT, 'fault'); END");
            } else {
                s.execute("CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN RAISE 'fault'; END$$");
                s.execute("CREATE TRIGGER test_fault BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION test_fault()");
            }
        }
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.err;
        TestServer.Response r;
        try {
            System.setErr(new PrintStream(new Tee(original, captured), true, StandardCharsets.UTF_8));
            r = server.post("/v1/memories", admin.key(), Map.of("content", "written while the audit log fails"));
        } finally {
            System.setErr(original);
            try (Connection c = server.jdbc(); Statement s = c.createStatement()) {
                s.execute(server.databaseUrl() == null ? "DROP TRIGGER test_fault"
                        : "DROP TRIGGER test_fault ON audit_events");
            }
        }
        assertEquals(500, r.status(), r.body());
        String id = r.headers().firstValue("X-Request-Id").orElseThrow();
        assertTrue(r.detail().startsWith("Internal Server Error"), r.body());
        assertTrue(r.detail().contains(id), r.body());
        String log = captured.toString(StandardCharsets.UTF_8);
        assertTrue(log.contains("request " + id), log);
        assertFalse(log.contains("written while the audit log fails"), "the log quotes the request: " + log);
        server.post("/v1/memories", admin.key(), Map.of("content", "after the fault")).expect(201);
    }

    static String preview(String s) {
        return s.length() > 300 ? s.substring(0, 300) + "…" : s;
    }

    /** Copies everything written to both streams. */
    static final class Tee extends OutputStream {
        private final OutputStream a;
        private final OutputStream b;

        Tee(OutputStream a, OutputStream b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public synchronized void write(int x) throws java.io.IOException {
            a.write(x);
            b.write(x);
        }

        @Override
        public synchronized void write(byte[] bytes, int off, int len) throws java.io.IOException {
            a.write(bytes, off, len);
            b.write(bytes, off, len);
        }
    }
}
