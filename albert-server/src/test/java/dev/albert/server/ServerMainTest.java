package dev.albert.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

// sqlite-only: every case runs the entry point on its own SQLite file (--db); PostgreSQL start-up is PostgresStartupTest.
@org.junit.jupiter.api.Tag("sqlite-only")
class ServerMainTest {
    private static final Map<String, String> ENV = Map.of("ALBERT_API_KEY_PEPPER", TestServer.PEPPER);

    record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ServerMain.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), ENV, server -> {
                    throw new AssertionError("should not have started");
                });
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void portZeroPrintsTheListeningLineAndServesUntilStopped(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CountDownLatch stop = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<Integer> code = CompletableFuture.supplyAsync(() -> ServerMain.execute(
                new String[]{"--port", "0", "--db", dir.resolve("s.sqlite3").toString()},
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true, StandardCharsets.UTF_8),
                ENV, server -> {
                    started.countDown();
                    stop.await();
                }));
        assertTrue(started.await(20, TimeUnit.SECONDS));
        String line = err.toString(StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)\n").matcher(line);
        assertTrue(m.matches(), "exactly one line: " + line);
        try (HttpClient http = HttpClient.newHttpClient()) {
            var r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + m.group(1) + "/v1/health/ready"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode());
        }
        stop.countDown();
        assertEquals(0, code.get(20, TimeUnit.SECONDS));
        assertEquals(line, err.toString(StandardCharsets.UTF_8), "nothing else on stderr");
    }

    @Test
    void badFlagIsOneLineAndExit2() {
        Run r = run("--bogus");
        assertEquals(2, r.code());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("--bogus"));
        assertEquals(2, run("--port", "abc").code());
        assertEquals(2, run("--port", "70000").code());
    }

    @Test
    void helpAndVersion() {
        Run help = run("--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("--port") && help.out().contains("Example"));
        Run version = run("--version");
        assertEquals(0, version.code());
        assertTrue(version.out().startsWith("albert-server "));
    }

    @Test
    void portInUseIsExit5(@TempDir Path dir) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 50, java.net.InetAddress.getByName("127.0.0.1"))) {
            Run r = run("--port", Integer.toString(taken.getLocalPort()), "--db", dir.resolve("p.sqlite3").toString());
            assertEquals(5, r.code(), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("already in use"), r.err());
            assertFalse(r.err().contains("\tat "), "no stack trace without --verbose");
        }
    }

    @Test
    void aDatabaseUrlIsNeverTakenAsAFilePath(@TempDir Path dir) throws Exception {
        Path cwd = Path.of("").toAbsolutePath();
        for (String url : new String[]{"postgresql://albert:s3cret-pass@db.example:5432/albert",
                "postgres://db/albert", "jdbc:postgresql://db/albert", "POSTGRESQL://db/albert"}) {
            Run r = run("--port", "0", "--db", url);
            assertEquals(2, r.code(), url + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("give the URL with --database-url"), r.err());
            assertFalse(r.err().contains("s3cret"), "the URL's password is never printed: " + r.err());
        }
        for (String url : new String[]{"mysql://db/albert", "sqlite://albert.db", "https://example.com/db"}) {
            Run r = run("--port", "0", "--db", url);
            assertEquals(2, r.code(), url + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("unsupported scheme"), r.err());
        }
        try (var files = Files.list(cwd)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().matches("(?i)(postgres|postgresql|jdbc|mysql|sqlite|https):.*")),
                    "no file was created for a URL");
        }
        Path file = dir.resolve("via-url.sqlite3");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ServerMain.execute(new String[]{"--port", "0", "--db", file.toUri().toString()},
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true, StandardCharsets.UTF_8),
                ENV, server -> {
                });
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        assertTrue(Files.isRegularFile(file), "a file:// URL names a local file");
    }

    @Test
    void unusableDatabaseIsExit2(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("plain-file"), "x");
        Run r = run("--port", "0", "--db", file.resolve("db.sqlite3").toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("cannot open database"), r.err());
        Run corrupt = run("--port", "0", "--db", Files.writeString(dir.resolve("bad.sqlite3"), "not sqlite at all "
                .repeat(100)).toString());
        assertEquals(2, corrupt.code(), corrupt.err());
        Run verbose = run("--port", "0", "--verbose", "--db", file.resolve("db.sqlite3").toString());
        assertTrue(verbose.err().contains("\tat "), "a stack trace with --verbose");
    }

    @Test
    void realProcessStopsCleanlyOnSigterm(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-cp",
                System.getProperty("java.class.path"), ServerMain.class.getName(), "--port", "0", "--db",
                dir.resolve("proc.sqlite3").toString());
        pb.environment().put("ALBERT_API_KEY_PEPPER", TestServer.PEPPER);
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        try {
            var reader = new java.io.BufferedReader(new java.io.InputStreamReader(p.getErrorStream(),
                    StandardCharsets.UTF_8));
            String line = reader.readLine();
            assertTrue(line != null && line.startsWith("listening on http://127.0.0.1:"), String.valueOf(line));
            p.destroy(); // SIGTERM
            assertTrue(p.waitFor(20, TimeUnit.SECONDS));
            // The JVM reports a signal-initiated exit as 128 + 15; what matters is that it stopped by itself.
            assertTrue(p.exitValue() == 0 || p.exitValue() == 143, "exit " + p.exitValue());
            assertFalse(Files.exists(dir.resolve("proc.sqlite3-wal")) && Files.size(dir.resolve("proc.sqlite3-wal")) > 0,
                    "the WAL is checkpointed on a clean close");
        } finally {
            p.destroyForcibly();
        }
    }
}
