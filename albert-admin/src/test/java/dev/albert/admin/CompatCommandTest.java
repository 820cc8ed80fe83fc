package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.albert.api.Json;
import dev.albert.client.compat.ToolkitNeeds;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CompatCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    private WireMockServer fake;

    @BeforeEach
    void startFake() {
        fake = new WireMockServer(WireMockConfiguration.options().dynamicPort());
        fake.start();
    }

    @AfterEach
    void stopFake() {
        fake.stop();
    }

    private static ExecutableRun admin(String url) {
        return ExecutableRun.of(AdminMain::execute).env(Map.of("ALBERT_API_URL", url, "HOME", "/nonexistent",
                "ALBERT_CONFIG_DIR", server.directory().resolve("compat-config").toString()));
    }

    private static JsonNode json(ExecutableRun.Result result) throws IOException {
        return Json.mapper().readTree(result.stdout());
    }

    @Test
    void theEmbeddedServerIsJudgedByItsOwnManifest() throws Exception {
        ExecutableRun.Result result = admin(server.url()).run("compat", "--json");
        JsonNode report = json(result);
        assertTrue(report.get("manifest").asBoolean(), result::toString);
        assertEquals("albert-embedded", report.get("server").asText());

        JsonNode manifest = Json.mapper().readTree(new java.net.URI(server.url() + "/v1/compat").toURL());
        Set<String> announced = new HashSet<>();
        manifest.get("features").forEach(f -> announced.add(f.asText()));
        for (JsonNode check : report.get("features")) {
            String expected = announced.contains(check.get("feature").asText()) ? "supported" : "missing";
            assertEquals(expected, check.get("status").asText(), check.toString());
        }
        assertEquals(report.get("ok").asBoolean() ? 0 : 3, result.exitCode(), "exit code follows the verdict");
    }

    @Test
    void aCompleteManifestIsCompatible() throws IOException {
        stubHealth(200);
        stubManifest(allFeatures(), List.of("memory.read", "capture.write"));
        ExecutableRun.Result result = admin(fake.baseUrl()).run("compat");
        assertEquals(0, result.exitCode(), result::toString);
        assertTrue(result.stderr().contains("compatible: the server supports every feature"), result::toString);
    }

    @Test
    void aMissingFeatureIsNamedAndExitsThree() throws IOException {
        stubHealth(200);
        List<String> features = allFeatures();
        features.remove("capture");
        stubManifest(features, List.of("memory.read"));
        ExecutableRun.Result result = admin(fake.baseUrl()).run("compat", "--output", "plain");
        assertEquals(3, result.exitCode(), result::toString);
        assertTrue(result.stdout().contains("capture\tmissing\trequired"), result::toString);
        assertTrue(result.stderr().contains("not compatible: capture (missing)"), result::toString);
    }

    @Test
    void anOptionalFeatureMayBeMissing() throws IOException {
        stubHealth(200);
        List<String> features = allFeatures();
        features.remove("export-stream");
        stubManifest(features, List.of("capture.write"));
        assertEquals(0, admin(fake.baseUrl()).run("compat").exitCode());
    }

    @Test
    void captureWithoutItsCapabilityIsDegraded() throws IOException {
        stubHealth(200);
        stubManifest(allFeatures(), List.of("memory.read"));
        ExecutableRun.Result result = admin(fake.baseUrl()).run("compat", "--json");
        assertEquals(3, result.exitCode(), result::toString);
        assertEquals("degraded", status(json(result), "capture"));
    }

    @Test
    void aDatabaseThatIsNotReadyDegradesHealth() throws IOException {
        stubHealth(503);
        stubManifest(allFeatures(), List.of("capture.write"));
        ExecutableRun.Result result = admin(fake.baseUrl()).run("compat", "--json");
        assertEquals(3, result.exitCode(), result::toString);
        assertEquals("degraded", status(json(result), "health"));
    }

    @Test
    void anUpstreamAlbertWithoutTheManifestIsInferredFromItsOpenApiDocument() throws IOException {
        stubHealth(200);
        fake.stubFor(get(urlEqualTo("/v1/compat")).willReturn(aResponse().withStatus(404)
                .withHeader("Content-Type", "application/json").withBody("{\"detail\":\"Not Found\"}")));
        fake.stubFor(get(urlEqualTo("/openapi.json")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody("""
                        {"openapi":"3.1.0","paths":{"/v1/health/live":{},"/v1/episodes":{},"/v1/episodes/{episode_id}":{},
                         "/v1/memories":{},"/v1/search":{},"/v1/context/assemble":{},"/v1/graph/query":{},
                         "/v1/relationships":{},"/v1/working-memory":{},"/v1/locks/acquire":{},"/v1/export":{},"/v1/import":{}}}""")));
        ExecutableRun.Result result = admin(fake.baseUrl()).run("compat", "--json");
        assertEquals(3, result.exitCode(), result::toString);
        JsonNode report = json(result);
        assertFalse(report.get("manifest").asBoolean());
        assertEquals("0.4.0", report.get("version").asText());
        assertEquals("supported", status(report, "search"));
        assertEquals("supported", status(report, "locks"));
        assertEquals("missing", status(report, "bootstrap"));
        assertEquals("missing", status(report, "capture"));

        ExecutableRun.Result human = admin(fake.baseUrl()).run("compat", "--output", "table");
        assertTrue(human.stdout().contains("no /v1/compat"), human::toString);
        assertTrue(human.stderr().contains("this server has no toolkit extensions"), human::toString);
    }

    @Test
    void anUnreachableServerExitsFiveInOneLine() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        ExecutableRun.Result result = admin("http://127.0.0.1:" + closedPort).run("compat");
        assertEquals(5, result.exitCode(), result::toString);
        assertEquals(1, result.stderr().lines().count(), result::toString);
        assertTrue(result.stderr().startsWith("error: cannot reach Albert"), result::toString);
    }

    private void stubHealth(int readyStatus) {
        String health = """
                {"status":"ok","database":"unchecked","version":"0.4.0","embedding_provider":"hashing",
                 "embedding_model":"hashing-v1-384","embedding_dimensions":384,"classifier_provider":"none"}""";
        fake.stubFor(get(urlEqualTo("/v1/health/live")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody(health)));
        fake.stubFor(get(urlEqualTo("/v1/health/ready")).willReturn(aResponse().withStatus(readyStatus)
                .withHeader("Content-Type", "application/json")
                .withBody(readyStatus == 200 ? health : "{\"detail\":\"Database unavailable\"}")));
    }

    private void stubManifest(List<String> features, List<String> capabilities) throws IOException {
        String body = Json.mapper().writeValueAsString(Map.of("server", "albert-embedded", "version", "9.9.9",
                "api_versions", List.of("v1"), "features", features, "capabilities", capabilities, "limits", Map.of()));
        fake.stubFor(get(urlEqualTo("/v1/compat")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody(body)));
    }

    private static List<String> allFeatures() {
        return ToolkitNeeds.ALL.stream().map(n -> n.feature()).collect(Collectors.toCollection(ArrayList::new));
    }

    private static String status(JsonNode report, String feature) {
        for (JsonNode check : report.get("features")) {
            if (feature.equals(check.get("feature").asText())) {
                return check.get("status").asText();
            }
        }
        throw new AssertionError("no check for " + feature + " in " + report);
    }

    @org.junit.jupiter.api.Test
    void usedByNamesOnlyAdminCommandsThatExist() {
        dev.albert.client.cli.Streams streams = new dev.albert.client.cli.Streams(
                new java.io.ByteArrayInputStream(new byte[0]), new java.io.PrintStream(java.io.OutputStream.nullOutputStream()),
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()), java.util.Map.of(), java.nio.file.Path.of(""),
                false, false);
        picocli.CommandLine tree = dev.albert.clikit.Launcher.commandLine(AdminMain.class,
                dev.albert.clikit.CommandContext.of(streams));
        org.junit.jupiter.api.Assertions.assertTrue(ToolkitNeeds.commands().stream().anyMatch(n -> n.startsWith("albert-admin ")));
        org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(),
                dev.albert.clikit.CommandPaths.missing(tree, ToolkitNeeds.commands()));
    }
}
