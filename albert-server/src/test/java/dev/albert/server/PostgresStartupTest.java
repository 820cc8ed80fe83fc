package dev.albert.server;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code albert-server --database-url} and {@code ALBERT_DATABASE_URL} through the real entry point: the server runs
 * on the PostgreSQL database and keeps its local files in the XDG data directory; a URL of another scheme, one without
 * a database and an unreachable server are each a one-line start-up error with exit 2 that never shows the password.
 */
@Tag("postgresql-only")
class PostgresStartupTest {

    record Run(int code, String err, String readyBody) {
    }

    private static Run run(Map<String, String> env, String... args) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CountDownLatch stop = new CountDownLatch(1);
        AtomicReference<String> ready = new AtomicReference<>();
        CompletableFuture<Integer> code = CompletableFuture.supplyAsync(() -> ServerMain.execute(args,
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true, StandardCharsets.UTF_8),
                env, new ServerMain.StopSignal() {
                    @Override
                    public void await(AlbertServer server) throws InterruptedException {
                        try (HttpClient http = HttpClient.newHttpClient()) {
                            ready.set(http.send(HttpRequest.newBuilder(URI.create(server.baseUrl()
                                    + "/v1/health/ready")).build(), HttpResponse.BodyHandlers.ofString()).body());
                        } catch (java.io.IOException e) {
                            ready.set("unreachable: " + e);
                        }
                        stop.countDown();
                    }
                }));
        int exit = code.get(120, TimeUnit.SECONDS);
        return new Run(exit, err.toString(StandardCharsets.UTF_8), ready.get());
    }

    private static Map<String, String> env(Path dir) {
        Map<String, String> env = new HashMap<>();
        env.put("ALBERT_API_KEY_PEPPER", TestServer.PEPPER);
        env.put("XDG_DATA_HOME", dir.toString());
        return env;
    }

    @Test
    void theOptionAndTheVariableRunTheServerOnPostgresql(@TempDir Path dir) throws Exception {
        String url = TestPostgres.get().createDatabase();
        Run byOption = run(env(dir), "--port", "0", "--database-url", url);
        assertEquals(0, byOption.code(), byOption.err());
        assertTrue(byOption.readyBody().contains("\"database\":\"ok\""), byOption.readyBody());
        assertTrue(Files.isRegularFile(dir.resolve("albert/server/postgresql.bootstrap-token")));
        assertFalse(Files.exists(dir.resolve("albert/server/albert.sqlite3")), "no SQLite file on PostgreSQL");

        Map<String, String> withVariable = env(dir);
        withVariable.put("ALBERT_DATABASE_URL", url);
        Run byVariable = run(withVariable, "--port", "0");
        assertEquals(0, byVariable.code(), byVariable.err());
        assertTrue(byVariable.readyBody().contains("\"database\":\"ok\""), byVariable.readyBody());
        try (var c = TestPostgres.get().connect(TestPostgres.databaseName(url));
             var rs = c.createStatement().executeQuery("SELECT count(*) FROM schema_migrations")) {
            rs.next();
            assertEquals(dev.albert.server.store.Database.knownSchemaVersions().size(), rs.getInt(1),
                    "the second start applied no migration twice");
        }
    }

    @Test
    void aBadUrlIsAOneLineStartupError(@TempDir Path dir) throws Exception {
        String[][] cases = {
                {"mysql://albert:s3cret@db/albert", "unsupported scheme"},
                {"albert.sqlite3", "is not a URL"},
                {"postgresql://albert:s3cret@127.0.0.1:5432", "names no database"},
                {"postgresql://albert:s3cret@127.0.0.1:1/albert", "cannot open database postgresql://albert@127.0.0.1:1/albert"},
        };
        for (String[] c : cases) {
            Run r = run(env(dir), "--port", "0", "--database-url", c[0]);
            assertEquals(2, r.code(), c[0] + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains(c[1]), r.err());
            assertFalse(r.err().contains("s3cret"), "the password is never printed: " + r.err());
        }
    }
}
