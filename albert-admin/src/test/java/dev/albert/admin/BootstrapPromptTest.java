package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Missing names are asked for on a terminal, and a usage error everywhere else (scripts and CI never hang). */
class BootstrapPromptTest {
    @RegisterExtension
    EmbeddedAlbert server = new EmbeddedAlbert();

    @Test
    void onATerminalMissingNamesAreAskedForOnStderr() throws IOException {
        ExecutableRun.Result result = ExecutableRun.of(AdminMain::execute).env(server.env(null)).terminal(true)
                .stdin("Müller GmbH\nmain\n").run("bootstrap", "--output", "json");
        assertEquals(0, result.exitCode(), result::toString);
        assertTrue(result.stderr().contains("Organization (the tenant): "), result::toString);
        assertTrue(result.stderr().contains("First workspace: "), result::toString);
        JsonNode body = Json.mapper().readTree(result.stdout());
        assertTrue(body.get("api_key").asText().startsWith("alb_"), "the key on stdout, prompts on stderr only");
        JsonNode me = server.post("/v1/bootstrap", null, java.util.Map.of("organization", "x", "workspace", "y",
                "bootstrap_token", java.nio.file.Files.readString(server.server().bootstrapTokenPath()).strip()));
        assertFalse(me.get("organization_id").asText().equals(body.get("organization_id").asText()));
    }

    @Test
    void offATerminalAMissingNameIsAUsageErrorAndNothingIsCreated() {
        ExecutableRun.Result result = ExecutableRun.of(AdminMain::execute).env(server.env(null))
                .stdin("Acme\nmain\n").run("bootstrap", "--workspace", "main");
        assertEquals(2, result.exitCode(), result::toString);
        assertEquals("error: missing --organization (there is no terminal to ask on)",
                result.stderr().lines().findFirst().orElseThrow());
        // still open: nothing was created, so a plain bootstrap without a token works
        assertEquals(0, ExecutableRun.of(AdminMain::execute).env(server.env(null))
                .run("bootstrap", "--organization", "Acme", "--workspace", "main").exitCode());
    }

    @Test
    void endingInputAtThePromptCreatesNothing() {
        ExecutableRun.Result result = ExecutableRun.of(AdminMain::execute).env(server.env(null)).terminal(true)
                .stdin("").run("bootstrap");
        assertEquals(2, result.exitCode(), result::toString);
        assertTrue(result.stderr().contains("no answer; nothing was created"), result::toString);
    }
}
