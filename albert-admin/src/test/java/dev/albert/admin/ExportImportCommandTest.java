package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportImportCommandTest {
    private static final List<String> SUBJECTS = List.of("Deploy checklist", "Coffee preference", "Research lead");

    /** The source: one server for the class, with memories in two workspaces and a relationship. */
    @RegisterExtension
    static EmbeddedAlbert source = new EmbeddedAlbert();

    /** A fresh server for every test: the import destination. */
    @RegisterExtension
    EmbeddedAlbert fresh = new EmbeddedAlbert();

    @TempDir
    Path dir;

    static String sourceKey;
    String freshKey;

    @BeforeAll
    static void seed() {
        sourceKey = organizationKey(source, source.bootstrap("Acme", "main"));
        String main = source.post("/v1/workspaces", sourceKey, Map.of("name", "research")).get("id").asText();
        String mainId = null;
        for (JsonNode w : getWorkspaces(source, sourceKey)) {
            if (w.get("name").asText().equals("main")) {
                mainId = w.get("id").asText();
            }
        }
        source.post("/v1/memories", sourceKey, Map.of("workspace_id", mainId, "subject", SUBJECTS.get(0),
                "content", "Run the migrations before the deploy.", "memory_type", "procedure"));
        source.post("/v1/memories", sourceKey, Map.of("workspace_id", mainId, "subject", SUBJECTS.get(1),
                "content", "Ada drinks her coffee black."));
        source.post("/v1/memories", sourceKey, Map.of("workspace_id", main, "subject", SUBJECTS.get(2),
                "content", "The graph paper from 2024 is worth reading."));
        source.post("/v1/relationships", sourceKey, Map.of("workspace_id", mainId,
                "source", Map.of("name", "Ada"), "relation_type", "likes", "target", Map.of("name", "coffee")));
    }

    @BeforeEach
    void freshTenant() {
        freshKey = organizationKey(fresh, fresh.bootstrap("Acme", "main"));
    }

    private static String organizationKey(EmbeddedAlbert server, EmbeddedAlbert.Tenant tenant) {
        JsonNode principal = server.post("/v1/principals", tenant.apiKey(), Map.of("name", "org admin", "principal_type", "human"));
        return server.post("/v1/keys", tenant.apiKey(), Map.of("capabilities", List.of("admin"),
                "principal_id", principal.get("id").asText())).get("api_key").asText();
    }

    private static JsonNode getWorkspaces(EmbeddedAlbert server, String key) {
        ExecutableRun.Result result = ExecutableRun.of(AdminMain::execute).env(server.env(key)).run("workspaces", "list", "-o", "json");
        try {
            return Json.mapper().readTree(result.stdout());
        } catch (IOException e) {
            throw new AssertionError(result.toString(), e);
        }
    }

    private ExecutableRun admin(EmbeddedAlbert server, String key) {
        return ExecutableRun.of(AdminMain::execute).env(server.env(key)).workingDirectory(dir);
    }

    private static JsonNode json(ExecutableRun.Result result) throws IOException {
        assertEquals(0, result.exitCode(), result.toString());
        return Json.mapper().readTree(result.stdout());
    }

    @Test
    void ndjsonRoundTripsIntoAFreshServerAndImportingTwiceCreatesNothing() throws IOException {
        roundTrip("ndjson", "export.ndjson");
    }

    @Test
    void albertExportV1RoundTripsIntoAFreshServerAndImportingTwiceCreatesNothing() throws IOException {
        roundTrip("albert-export-v1", "export.json");
    }

    private void roundTrip(String format, String name) throws IOException {
        ExecutableRun.Result exported = admin(source, sourceKey).run("export", "--format", format, "--to", name, "-o", "json");
        JsonNode summary = json(exported);
        assertEquals(format, summary.get("format").asText());
        assertTrue(exported.stderr().startsWith("Exported "), exported.stderr());
        assertEquals(1, exported.stderr().lines().count(), exported.stderr());
        Path file = dir.resolve(name);
        assertEquals(Files.size(file), summary.get("bytes").asLong());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        try (var listing = Files.list(dir)) {
            assertEquals(List.of(file), listing.toList(), "no temporary file left behind");
        }

        JsonNode first = json(admin(fresh, freshKey).run("import", name, "-o", "json"));
        assertEquals(3, first.get("memories_created").asInt(), first.toString());
        assertEquals(0, first.get("memories_skipped").asInt());
        assertEquals(1, first.get("relationships_created").asInt());
        assertEquals(1, first.get("workspaces_created").asInt(), "research is new; main is matched by name");

        JsonNode second = json(admin(fresh, freshKey).run("import", name, "-o", "json"));
        assertEquals(0, second.get("memories_created").asInt(), second.toString());
        assertEquals(3, second.get("memories_skipped").asInt());
        assertEquals(0, second.get("relationships_created").asInt());
        assertEquals(0, second.get("workspaces_created").asInt());

        JsonNode back = json(admin(fresh, freshKey).run("export", "--to", "back.ndjson", "-o", "json"));
        assertEquals(3, back.get("memories").asInt(), back.toString());
        assertEquals(1, back.get("relationships").asInt());
        String text = Files.readString(dir.resolve("back.ndjson"));
        for (String subject : SUBJECTS) {
            assertTrue(text.contains(subject), subject);
        }
        assertTrue(text.contains("\"relation_type\":\"likes\""), text);

        ExecutableRun.Result plain = admin(fresh, freshKey).run("import", name);
        assertEquals(0, plain.exitCode(), plain.toString());
        assertTrue(plain.stdout().contains("0 memories created, 3 skipped"), plain.stdout());
    }

    @Test
    void progressOnlyOnATerminal() {
        ExecutableRun.Result piped = admin(source, sourceKey).run("export", "--to", "piped.ndjson");
        assertEquals(0, piped.exitCode(), piped.toString());
        assertFalse(piped.stderr().contains("\r"), piped.stderr());

        ExecutableRun.Result exported = admin(source, sourceKey).terminal(true).run("export", "--to", "tty.ndjson");
        assertEquals(0, exported.exitCode(), exported.toString());
        assertTrue(exported.stderr().startsWith("\rexporting… "), exported.stderr());
        assertTrue(exported.stderr().contains("\nExported 3 memories") || exported.stderr().contains("\u001b[KExported 3 memories"),
                exported.stderr());

        ExecutableRun.Result imported = admin(fresh, freshKey).terminal(true).run("import", "tty.ndjson");
        assertEquals(0, imported.exitCode(), imported.toString());
        assertTrue(imported.stderr().startsWith("\rimporting… "), imported.stderr());
        assertTrue(imported.stdout().startsWith("MEMORIES CREATED"), imported.stdout());
    }

    @Test
    void markdownHasASectionPerMemory() throws IOException {
        ExecutableRun.Result result = admin(source, sourceKey).run("export", "--format", "md", "--to", "memories.md");
        assertEquals(0, result.exitCode(), result.toString());
        assertEquals("", result.stdout());
        String md = Files.readString(dir.resolve("memories.md"));
        assertTrue(md.startsWith("# Albert export: Acme\n"), md);
        for (String subject : SUBJECTS) {
            assertTrue(md.contains("\n## " + subject + "\n"), md);
        }
        assertTrue(md.contains("type: procedure"), md);
        assertTrue(md.contains("sensitivity: internal"), md);
        assertTrue(md.contains("workspace: research"), md);
        assertTrue(md.contains("Ada drinks her coffee black.\n"), md);

        ExecutableRun.Result imported = admin(fresh, freshKey).run("import", "memories.md");
        assertEquals(2, imported.exitCode(), imported.toString());
        assertTrue(imported.stderr().contains("is not an Albert export"), imported.stderr());
    }

    @Test
    void unsafeOrExistingDestinationsAreRefused() throws IOException {
        Files.createDirectory(dir.resolve("folder"));
        Files.writeString(dir.resolve("taken.ndjson"), "keep me");
        for (String to : new String[] {"", " ", "/", ".", "..", "folder", "folder/", "taken.ndjson", "missing/x.ndjson"}) {
            ExecutableRun.Result result = admin(source, sourceKey).run("export", "--to", to);
            assertEquals(2, result.exitCode(), "'" + to + "'\n" + result);
            assertEquals("", result.stdout());
            assertTrue(result.stderr().startsWith("error: "), result.stderr());
        }
        assertEquals("keep me", Files.readString(dir.resolve("taken.ndjson")));
        ExecutableRun.Result forced = admin(source, sourceKey).run("export", "--to", "taken.ndjson", "--force");
        assertEquals(0, forced.exitCode(), forced.toString());
        assertFalse(Files.readString(dir.resolve("taken.ndjson")).equals("keep me"));
        assertEquals(2, admin(source, sourceKey).run("export").exitCode(), "--to is required");
        assertEquals(2, admin(source, sourceKey).run("export", "--to", "x", "--format", "csv").exitCode());
    }

    @Test
    void importRefusesWhatIsNotAnExport() throws IOException {
        Files.writeString(dir.resolve("other.json"), "{\"format_version\": \"something-else\"}");
        Files.writeString(dir.resolve("empty.ndjson"), "");
        for (String name : new String[] {"other.json", "empty.ndjson", "absent.ndjson"}) {
            ExecutableRun.Result result = admin(fresh, freshKey).run("import", name);
            assertEquals(2, result.exitCode(), name + "\n" + result);
            assertEquals(1, result.stderr().lines().filter(l -> l.startsWith("error: ")).count(), result.stderr());
        }
    }

    @Test
    void exportWithoutMemoryExportExits4AndLeavesNoFile() throws IOException {
        String weak = source.issueKey(sourceKey, List.of("memory.read"));
        ExecutableRun.Result result = admin(source, weak).run("export", "--to", "denied.ndjson");
        assertEquals(4, result.exitCode(), result.toString());
        try (var listing = Files.list(dir)) {
            assertEquals(0, listing.count());
        }
    }
}
