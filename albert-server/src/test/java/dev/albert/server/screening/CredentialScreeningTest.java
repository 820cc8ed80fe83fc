package dev.albert.server.screening;

import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CredentialScreeningTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;

    // Random-looking, realistic credentials (a fixed seed keeps the test repeatable).
    private static final java.util.Random RANDOM = new java.util.Random(20261129);
    static final String GHP = githubToken("ghp_");
    static final String FINE = "github_pat_" + base62(22) + "_" + base62(59);
    static final String ALB = "alb_" + base62(12) + "_" + java.util.Base64.getUrlEncoder().withoutPadding()
            .encodeToString(bytes(32));
    static final String PEM_BODY = java.util.Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(bytes(180));
    static final String PEM = "-----BEGIN RSA PRIVATE KEY-----\n" + PEM_BODY + "\n-----END RSA PRIVATE KEY-----";

    private static final String BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    private static byte[] bytes(int n) {
        byte[] b = new byte[n];
        RANDOM.nextBytes(b);
        return b;
    }

    private static String base62(int n) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            out.append(BASE62.charAt(RANDOM.nextInt(62)));
        }
        return out.toString();
    }

    /** GitHub's format: 30 random base62 characters and their CRC32 in six base62 characters. */
    private static String githubToken(String prefix) {
        String random = base62(30);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(random.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        long n = crc.getValue();
        char[] sum = new char[6];
        for (int i = 5; i >= 0; i--) {
            sum[i] = BASE62.charAt((int) (n % 62));
            n /= 62;
        }
        return prefix + random + new String(sum);
    }

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
    }

    static Stream<Arguments> cases() {
        Map<String, String> secrets = Map.of("github-pat", GHP, "github-fine-grained-pat", FINE,
                "albert-api-key", ALB, "private-key", PEM);
        List<Arguments> out = new ArrayList<>();
        for (var e : secrets.entrySet()) {
            String s = e.getValue();
            out.add(Arguments.of(e.getKey(), "/v1/memories", Map.of("content", "token is " + s), "Content"));
            out.add(Arguments.of(e.getKey(), "/v1/memories", Map.of("content", "ok", "subject", "key " + s), "Content"));
            out.add(Arguments.of(e.getKey(), "/v1/memories", Map.of("content", "ok", "metadata", Map.of("k", s)),
                    "Content"));
            out.add(Arguments.of(e.getKey(), "/v1/episodes", Map.of("content", "log: " + s), "Content"));
            out.add(Arguments.of(e.getKey(), "/v1/episodes", Map.of("content", "ok", "metadata",
                    Map.of("nested", List.of(s))), "Content"));
            out.add(Arguments.of(e.getKey(), "/v1/relationships", Map.of("source", Map.of("name", s),
                    "relation_type", "uses", "target", Map.of("name", "x")), "Relationship"));
            out.add(Arguments.of(e.getKey(), "/v1/relationships", Map.of("source", Map.of("name", "a"),
                    "relation_type", "uses", "target", Map.of("name", "x", "description", s)), "Relationship"));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} via {1} {2}")
    @MethodSource("cases")
    void refusedWithTheRuleAndNeverEchoed(String rule, String path, Map<String, Object> body, String what) {
        var r = server.post(path, admin.key(), body);
        assertEquals(422, r.status(), r.body());
        assertEquals(what + " appears to contain a credential or secret (rule: " + rule + ")", r.detail());
        for (String secret : List.of(GHP, FINE, ALB, PEM_BODY.substring(0, 40))) {
            assertFalse(r.body().contains(secret), "the response never contains the secret");
        }
        assertEquals(0, server.count("SELECT count(*) FROM memories WHERE content LIKE '%' || ? || '%'"
                + " OR subject LIKE '%' || ? || '%' OR metadata LIKE '%' || ? || '%'", secret(rule), secret(rule),
                secret(rule)));
        assertEquals(0, server.count("SELECT count(*) FROM episodes WHERE content LIKE '%' || ? || '%'", secret(rule)));
    }

    private static String secret(String rule) {
        return switch (rule) {
            case "github-pat" -> GHP;
            case "github-fine-grained-pat" -> FINE;
            case "albert-api-key" -> ALB;
            default -> "BEGIN RSA PRIVATE";
        };
    }

    @ParameterizedTest
    @MethodSource("patchCases")
    void patchIsScreened(Map<String, Object> patch) {
        String id = server.post("/v1/memories", admin.key(), Map.of("content", "clean")).expect(201).json()
                .get("id").asText();
        var r = server.patch("/v1/memories/" + id, admin.key(), patch);
        assertEquals(422, r.status());
        assertTrue(r.detail().startsWith("Content appears to contain a credential or secret (rule: "));
        assertEquals("clean", server.get("/v1/memories/" + id, admin.key()).json().get("content").asText());
    }

    static Stream<Map<String, Object>> patchCases() {
        return Stream.of(Map.of("content", GHP), Map.of("subject", ALB), Map.of("metadata", Map.of("pem", PEM)));
    }

    @ParameterizedTest
    @MethodSource("validationEchoes")
    void validationErrorsNeverEchoSecrets(Map<String, Object> body) {
        var r = server.post("/v1/memories", admin.key(), body);
        assertEquals(422, r.status());
        assertFalse(r.body().contains(GHP), r.body());
    }

    static Stream<Map<String, Object>> validationEchoes() {
        return Stream.of(Map.of("subject", GHP), Map.of("content", GHP, "subject", "x".repeat(501) + " " + GHP),
                Map.of("content", GHP, "confidence", 7));
    }
}
