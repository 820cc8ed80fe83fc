package dev.albert.cli;

import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.json;
import static dev.albert.cli.CommandTestSupport.remember;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PortabilityCommandsTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    @RegisterExtension
    static EmbeddedAlbert other = new EmbeddedAlbert();

    static EmbeddedAlbert.Tenant source;
    static EmbeddedAlbert.Tenant target;

    @TempDir
    Path dir;

    @BeforeAll
    static void bootstrap() {
        source = server.bootstrap("Acme", "main");
        remember(server, source.apiKey(), "Invoices are archived after seven years", "--subject", "Retention");
        target = other.bootstrap("Other", "inbox");
    }

    @Test
    void exportToAPrivateFileThenImportTwice() throws IOException {
        ExecutableRun.Result exported = albert(server, source.apiKey()).workingDirectory(dir).run("export", "--to", "acme.json");
        assertEquals(0, exported.exitCode(), exported.toString());
        Path file = dir.resolve("acme.json");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertTrue(Files.readString(file).contains("\"format_version\":\"albert-export-v1\"")
                || Files.readString(file).contains("\"format_version\": \"albert-export-v1\""));
        assertEquals(2, albert(server, source.apiKey()).workingDirectory(dir).run("export", "--to", "acme.json").exitCode());
        assertEquals(0, albert(server, source.apiKey()).workingDirectory(dir).run("export", "--to", "acme.json", "--force").exitCode());

        ExecutableRun.Result first = albert(other, target.apiKey()).workingDirectory(dir).run("import", "acme.json", "-o", "json");
        assertEquals(0, first.exitCode(), first.toString());
        assertEquals(1, json(first).get("memories_created").asInt());
        ExecutableRun.Result second = albert(other, target.apiKey()).workingDirectory(dir).run("import", "acme.json", "-o", "plain");
        assertEquals("0\t1\t0\t0\n", second.stdout(), second.toString());
    }

    @Test
    void exportToStdoutPipesIntoImport() {
        ExecutableRun.Result exported = albert(server, source.apiKey()).run("export");
        assertEquals(0, exported.exitCode(), exported.toString());
        ExecutableRun.Result imported = albert(other, target.apiKey()).stdin(exported.stdout()).run("import", "-", "-o", "json");
        assertEquals(0, imported.exitCode(), imported.toString());
    }

    @Test
    void badInputAndPermissions() throws IOException {
        Files.writeString(dir.resolve("junk.json"), "{not json");
        Files.writeString(dir.resolve("empty.json"), "{}");
        for (List<String> args : List.of(List.of("import", "junk.json"), List.of("import", "empty.json"),
                List.of("import", "missing.json"), List.of("export", "--to", "no/such/dir/x.json"))) {
            ExecutableRun.Result result = albert(other, target.apiKey()).workingDirectory(dir).run(args.toArray(String[]::new));
            assertEquals(2, result.exitCode(), args + "\n" + result);
            assertTrue(result.stderr().startsWith("error: "), result.toString());
        }
        String reader = server.issueKey(source.apiKey(), List.of("memory.read"));
        ExecutableRun.Result refused = albert(server, reader).workingDirectory(dir).run("export", "--to", "r.json");
        assertEquals(4, refused.exitCode(), refused.toString());
        assertTrue(Files.notExists(dir.resolve("r.json")));
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".part")), "no partial file left behind");
        }
    }
}
