package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.Map;

import static dev.albert.cli.CommandTestSupport.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileCommandsTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;

    @TempDir
    Path home;

    @BeforeAll
    static void bootstrap() {
        key = server.bootstrap("Acme", "main").apiKey();
    }

    /** albert with only a config directory: no ALBERT_API_URL or ALBERT_API_KEY, so profiles decide. */
    private ExecutableRun albert() {
        return ExecutableRun.of(AlbertMain::execute).env(Map.of("ALBERT_CONFIG_DIR", home.resolve("config").toString(),
                "HOME", home.toString())).workingDirectory(home);
    }

    @Test
    void loginChecksTheKeyThenSavesAPrivateProfileThatCommandsUse() throws IOException {
        Files.writeString(home.resolve("key.txt"), key + "\n");
        ExecutableRun.Result login = albert().run("login", "--profile", "local", "--url", server.url(), "--api-key-file", "key.txt");
        assertEquals(0, login.exitCode(), login.toString());
        assertTrue(login.stderr().startsWith("Logged in to " + server.url() + " as Test Administrator (Acme / main)"), login.stderr());
        Path file = home.resolve("config/config.json");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));

        ExecutableRun.Result remembered = albert().run("remember", "Profiles work like kubectl contexts");
        assertEquals(0, remembered.exitCode(), remembered.toString());
        assertEquals("local\n", albert().run("config", "current").stdout());

        ExecutableRun.Result list = albert().run("config", "list", "-o", "json");
        JsonNode row = json(list).get(0);
        assertEquals("local", row.get("name").asText());
        assertTrue(row.get("current").asBoolean());
        assertFalse(list.stdout().contains(key), "the key itself is never listed");
    }

    @Test
    void aRefusedKeyIsNotSaved() {
        String wrong = "alb_AAAAAAAAAAAA_" + "b".repeat(43);
        ExecutableRun.Result login = albert().stdin(wrong + "\n").run("login", "--url", server.url(), "--api-key-stdin");
        assertEquals(4, login.exitCode(), login.toString());
        assertFalse(Files.exists(home.resolve("config/config.json")));
        ExecutableRun.Result notAKey = albert().stdin("hunter2\n").run("login", "--url", server.url(), "--api-key-stdin");
        assertEquals(2, notAKey.exitCode(), notAKey.toString());
        ExecutableRun.Result noKey = albert().run("login", "--url", server.url());
        assertEquals(2, noKey.exitCode(), noKey.toString());
        assertTrue(noKey.stderr().startsWith("error: give --api-key-file or --api-key-stdin"), noKey.stderr());
    }

    @Test
    void setUseDeleteLikeKubectlContexts() {
        ExecutableRun.Result added = albert().stdin(key).run("config", "set", "a", "--url", server.url(), "--api-key-stdin");
        assertEquals(0, added.exitCode(), added.toString());
        assertEquals(0, albert().run("config", "set", "b", "--url", "http://127.0.0.1:1").exitCode());
        assertEquals(1, albert().run("config", "current").exitCode(), "no current profile yet");
        assertEquals(0, albert().run("config", "use", "a").exitCode());
        assertEquals("a\n", albert().run("config", "current").stdout());
        assertEquals("b\n", albert().env("ALBERT_PROFILE", "b").run("config", "current").stdout());
        assertEquals(1, albert().run("search", "anything", "--profile", "a").exitCode(), "a reaches the server: no hits");
        assertEquals(5, albert().run("search", "anything", "--profile", "b").exitCode(), "b points at a closed port");

        ExecutableRun.Result missing = albert().run("config", "use", "c");
        assertEquals(1, missing.exitCode());
        assertTrue(missing.stderr().contains("(profiles: a, b)"), missing.stderr());
        assertEquals(0, albert().run("config", "delete", "a").exitCode());
        assertEquals(1, albert().run("config", "current").exitCode(), "deleting the current profile clears current");
        assertEquals("b\t-\thttp://127.0.0.1:1\n", albert().run("config", "list", "-o", "plain").stdout());
        assertEquals(2, albert().run("config", "set", "bad name", "--url", "http://x").exitCode());
        assertEquals(2, albert().run("config", "set", "n", "--url", "ftp://x").exitCode());
        assertEquals(2, albert().run("config", "set", "new-without-url").exitCode());
        assertEquals(2, albert().run("config", "set", "k", "--url", "http://x", "--api-key-file", "missing.key").exitCode());
    }
}
