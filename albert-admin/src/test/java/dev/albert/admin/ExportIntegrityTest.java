package dev.albert.admin;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An NDJSON export that is cut short or altered in transit is refused (exit 6) and leaves no file. */
class ExportIntegrityTest {
    private static final String HEADER = "{\"format_version\":\"albert-export-ndjson-v1\",\"exported_at\":\"2026-01-01T00:00:00Z\",\"organization_name\":\"Acme\"}\n";
    private static final String MEMORY = "{\"kind\":\"memory\",\"ref\":\"00000000-0000-0000-0000-000000000001\",\"subject\":\"s\",\"content\":\"c\"}\n";

    private WireMockServer fake;

    @TempDir
    Path dir;

    @BeforeEach
    void startFake() {
        fake = new WireMockServer(WireMockConfiguration.options().dynamicPort());
        fake.start();
    }

    @AfterEach
    void stopFake() {
        fake.stop();
    }

    private ExecutableRun.Result export(String body, String format) {
        fake.stubFor(get(urlPathEqualTo("/v1/export/stream")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/x-ndjson").withBody(body)));
        return ExecutableRun.of(AdminMain::execute)
                .env(Map.of("ALBERT_API_URL", fake.baseUrl(), "ALBERT_API_KEY", "alb_test_key", "HOME", dir.resolve("home").toString(),
                        "ALBERT_CONFIG_DIR", dir.resolve("config").toString()))
                .workingDirectory(dir)
                .run("export", "--format", format, "--to", "out");
    }

    private static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private void assertNoFile() throws IOException {
        try (var listing = Files.list(dir)) {
            assertTrue(listing.noneMatch(p -> p.getFileName().toString().contains("out")), "no export file or temporary file");
        }
    }

    @Test
    void aTruncatedStreamExits6() throws IOException {
        for (String format : new String[] {"ndjson", "md"}) {
            ExecutableRun.Result result = export(HEADER + MEMORY, format);
            assertEquals(6, result.exitCode(), result.toString());
            assertTrue(result.stderr().contains("ended early"), result.stderr());
            assertNoFile();
        }
    }

    @Test
    void aWrongChecksumExits6() throws Exception {
        String end = "{\"kind\":\"end\",\"counts\":{\"workspaces\":0,\"memories\":1,\"relationships\":0},\"sha256\":\""
                + sha256("something else") + "\"}\n";
        ExecutableRun.Result result = export(HEADER + MEMORY + end, "ndjson");
        assertEquals(6, result.exitCode(), result.toString());
        assertTrue(result.stderr().contains("checksum"), result.stderr());
        assertNoFile();
    }

    @Test
    void anIntactStreamIsKept() throws Exception {
        String end = "{\"kind\":\"end\",\"counts\":{\"workspaces\":0,\"memories\":1,\"relationships\":0},\"sha256\":\""
                + sha256(HEADER + MEMORY) + "\"}\n";
        ExecutableRun.Result result = export(HEADER + MEMORY + end, "ndjson");
        assertEquals(0, result.exitCode(), result.toString());
        assertEquals(HEADER + MEMORY + end, Files.readString(dir.resolve("out")));
        assertEquals("Exported 1 memories, 0 relationships and 0 workspaces to " + dir.resolve("out") + " ("
                + (HEADER + MEMORY + end).length() + " B, ndjson)\n", result.stderr());
    }
}
