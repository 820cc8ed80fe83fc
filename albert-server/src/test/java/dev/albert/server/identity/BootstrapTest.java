package dev.albert.server.identity;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.AlbertServer;
import dev.albert.server.ServerConfig;
import dev.albert.server.StartupException;
import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BootstrapTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    @Test
    void openOnAnEmptyServerThenClosedThenTokenWorksOnce() throws Exception {
        Path tokenFile = server.server().bootstrapTokenPath();
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(tokenFile)));
        if (server.databaseUrl() == null) {
            // The SQLite file holds key hashes; on PostgreSQL there is no local database file.
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(server.database())));
        }

        JsonNode first = server.post("/v1/bootstrap", null, Map.of("organization", "Acme", "workspace", "main"))
                .expect(201).json();
        assertTrue(first.get("api_key").asText().matches("alb_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}"));
        assertEquals(19, first.get("capabilities").size(), "every capability, the extensions included");
        assertTrue(first.get("capabilities").toString().contains("\"capture.write\""), "every capability");
        String key = first.get("api_key").asText();
        JsonNode keys = server.get("/v1/keys", key).expect(200).json();
        assertEquals("bootstrap administrator", keys.get(0).get("name").asText());
        // The administrator is a workspace-scoped human.
        assertEquals(1, server.count("SELECT count(*) FROM principals WHERE id = ? AND principal_type = 'human'"
                + " AND workspace_id = ? AND name = 'Administrator'", first.get("principal_id").asText(),
                first.get("workspace_id").asText()));

        var closed = server.post("/v1/bootstrap", null, Map.of("organization", "Evil", "workspace", "w"));
        assertEquals(403, closed.status());
        assertTrue(closed.detail().toLowerCase(java.util.Locale.ROOT).contains("bootstrap token"), closed.detail());
        assertEquals(403, server.post("/v1/bootstrap", null, Map.of("organization", "Evil", "workspace", "w",
                "bootstrap_token", "guess")).status());

        String token = Files.readString(tokenFile).strip();
        JsonNode again = server.post("/v1/bootstrap", null, Map.of("organization", "Acme", "workspace", "main",
                "bootstrap_token", token)).expect(201).json();
        assertEquals(first.get("organization_id"), again.get("organization_id"), "finds the organization by name");
        assertEquals(first.get("workspace_id"), again.get("workspace_id"));
        assertEquals(first.get("principal_id"), again.get("principal_id"));
        assertNotEquals(first.get("api_key"), again.get("api_key"), "always a new key");

        assertEquals(403, server.post("/v1/bootstrap", null, Map.of("organization", "Acme", "workspace", "main",
                "bootstrap_token", token)).status(), "a used token is consumed");
        String replaced = Files.readString(tokenFile).strip();
        assertNotEquals(token, replaced);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(tokenFile)));
        server.post("/v1/bootstrap", null, Map.of("organization", "Beta", "workspace", "w",
                "bootstrap_token", replaced)).expect(201);
    }

    @Test
    void generatedPepperIsPersisted0600(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("data").resolve("albert.sqlite3");
        try (AlbertServer s = AlbertServer.start(ServerConfig.builder().port(0).database(db).env(Map.of()).build())) {
            assertTrue(s.baseUrl().startsWith("http://127.0.0.1:"));
        }
        Path pepper = dir.resolve("data").resolve("albert.sqlite3.pepper");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(pepper)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(db.getParent())));
        String first = Files.readString(pepper);
        assertTrue(first.strip().length() >= 32);
        try (AlbertServer s = AlbertServer.start(ServerConfig.builder().port(0).database(db).env(Map.of()).build())) {
            s.close();
            s.close(); // idempotent
        }
        assertEquals(first, Files.readString(pepper), "the pepper is reused, so keys stay valid");
    }

    @Test
    void weakPepperIsRefused(@TempDir Path dir) {
        StartupException e = assertThrows(StartupException.class, () -> AlbertServer.start(ServerConfig.builder()
                .port(0).database(dir.resolve("a.sqlite3")).env(Map.of("ALBERT_API_KEY_PEPPER", "short")).build()));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("at least 32 characters"), e.getMessage());
    }

    @Test
    void developmentPepperIsAccepted(@TempDir Path dir) throws Exception {
        try (AlbertServer s = AlbertServer.start(ServerConfig.builder().port(0).database(dir.resolve("a.sqlite3"))
                .env(Map.of("ALBERT_API_KEY_PEPPER", "development-only-change-me")).build())) {
            assertTrue(s.port() > 0);
        }
    }

    @Test
    void defaultDatabaseFollowsXdg() {
        assertEquals(Path.of("/x/albert/server/albert.sqlite3"),
                ServerConfig.builder().env(Map.of("XDG_DATA_HOME", "/x")).build().database());
        assertEquals(Path.of("/home/u/.local/share/albert/server/albert.sqlite3"),
                ServerConfig.builder().env(Map.of("HOME", "/home/u")).build().database());
        ServerConfig defaults = ServerConfig.builder().env(Map.of("HOME", "/h")).build();
        assertEquals("127.0.0.1", defaults.host());
        assertEquals(8080, defaults.port());
    }
}
