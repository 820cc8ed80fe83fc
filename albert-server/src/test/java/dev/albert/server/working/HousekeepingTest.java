package dev.albert.server.working;

import dev.albert.server.AlbertServer;
import dev.albert.server.ServerConfig;
import dev.albert.server.StartupException;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The scheduled sweep, run every half second here, expires records nobody asks about. */
class HousekeepingTest {
    @RegisterExtension
    static final TestServer server = new TestServer(Map.of(Housekeeping.SETTING, "0.5"));

    @Test
    void theSweepExpiresIdleRecordsAndReleasesTheirLocks() throws InterruptedException {
        Tenant acme = server.bootstrap("Acme", "main");
        String ref = "repo-" + UUID.randomUUID();
        String id = server.post("/v1/working-memory", acme.key(), Map.of("task_id", "idle", "description", "d",
                "acquire_lock", true, "resource_type", "repo", "resource_ref", ref, "expires_in_seconds", 60))
                .expect(201).json().get("id").asText();
        String untouched = server.post("/v1/working-memory", acme.key(), Map.of("task_id", "busy", "description", "d"))
                .expect(201).json().get("id").asText();
        server.clock().advance(Duration.ofSeconds(61));
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        // Only the database is read here, so nothing but the sweep can expire the record.
        while (!"expired".equals(server.one("SELECT status FROM working_memories WHERE id = ?", id))
                && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertEquals("expired", server.one("SELECT status FROM working_memories WHERE id = ?", id));
        assertTrue(server.one("SELECT released_at FROM resource_locks WHERE resource_ref = ?", ref) != null);
        assertEquals("active", server.one("SELECT status FROM working_memories WHERE id = ?", untouched));
    }

    @Test
    void anUnusableIntervalRefusesToStart(@TempDir Path dir) {
        for (String bad : new String[] {"0.1", "abc", "3601", "NaN"}) {
            StartupException e = assertThrows(StartupException.class, () -> AlbertServer.start(ServerConfig.builder()
                    .port(0).database(dir.resolve("db.sqlite3")).pepper(TestServer.PEPPER)
                    .env(Map.of(Housekeeping.SETTING, bad)).build()).close());
            assertEquals(2, e.exitCode());
            assertTrue(e.getMessage().contains(Housekeeping.SETTING), e.getMessage());
        }
    }
}
