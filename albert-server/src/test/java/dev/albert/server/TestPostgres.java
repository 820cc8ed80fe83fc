package dev.albert.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for tests: the machine's own binaries ({@code pg_config --bindir}, else the newest
 * {@code /usr/lib/postgresql/<version>/bin}) run {@code initdb} and {@code pg_ctl} in a temporary directory on a free
 * loopback port, once per test JVM, stopped at JVM exit; each test server gets a fresh database of it
 * ({@link #createDatabase()}). PostgreSQL refuses to run as root, so as root (this machine, CI) the commands run as the
 * {@code postgres} user through {@code runuser}, with the directory owned by it.
 *
 * <p>The server suite runs against it when the system property {@code albert.test.database} is {@code postgresql}
 * (the second surefire execution of albert-server); {@link TestServer} reads {@link #selected()}.
 */
public final class TestPostgres {
    private static final String PROPERTY = "albert.test.database";
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static volatile TestPostgres instance;

    private final Path directory;
    private final Path bin;
    private final int port;
    private final boolean asPostgresUser;

    private TestPostgres(Path directory, Path bin, int port, boolean asPostgresUser) {
        this.directory = directory;
        this.bin = bin;
        this.port = port;
        this.asPostgresUser = asPostgresUser;
    }

    /** True when this test JVM runs the server suite on PostgreSQL. */
    public static boolean selected() {
        return "postgresql".equalsIgnoreCase(System.getProperty(PROPERTY, ""));
    }

    /** The JVM's PostgreSQL server, started on first use. */
    public static TestPostgres get() {
        TestPostgres running = instance;
        if (running == null) {
            synchronized (TestPostgres.class) {
                running = instance;
                if (running == null) {
                    running = start();
                    instance = running;
                }
            }
        }
        return running;
    }

    /** A new, empty database; its URL as an operator gives it ({@code postgresql://postgres@127.0.0.1:port/name}). */
    public String createDatabase() {
        String name = "albert_test_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
        try (Connection c = connect("postgres"); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create test database " + name, e);
        }
        return "postgresql://postgres@127.0.0.1:" + port + "/" + name;
    }

    /** A direct connection (autocommit) to {@code database} on this server. */
    public Connection connect(String database) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        props.setProperty("stringtype", "unspecified");
        return DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/" + database, props);
    }

    /** A small pool of direct autocommit connections to {@code database}; close it when done. */
    public com.zaxxer.hikari.HikariDataSource pool(String database) {
        com.zaxxer.hikari.HikariConfig config = new com.zaxxer.hikari.HikariConfig();
        config.setJdbcUrl("jdbc:postgresql://127.0.0.1:" + port + "/" + database);
        config.setUsername("postgres");
        config.addDataSourceProperty("stringtype", "unspecified");
        config.setMaximumPoolSize(4);
        config.setMinimumIdle(0);
        config.setPoolName("test-direct-" + database);
        return new com.zaxxer.hikari.HikariDataSource(config);
    }

    /** The database name of a URL made by {@link #createDatabase()}. */
    public static String databaseName(String url) {
        return url.substring(url.lastIndexOf('/') + 1);
    }

    private static TestPostgres start() {
        try {
            Path bin = binaries();
            boolean root = "root".equals(System.getProperty("user.name"));
            Path dir = Files.createTempDirectory("albert-test-postgresql-");
            if (root) {
                run(List.of("chown", "postgres", dir.toString()), false, dir);
            }
            Path data = dir.resolve("data");
            int port = freePort();
            TestPostgres pg = new TestPostgres(dir, bin, port, root);
            pg.exec(List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", "postgres", "-A", "trust",
                    "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"));
            pg.exec(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l",
                    dir.resolve("postgresql.log").toString(), "-w", "-t", "120", "-o",
                    "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off"
                            + " -c synchronous_commit=off -c full_page_writes=off -c max_connections=400"
                            + " -c shared_buffers=64MB", "start"));
            Runtime.getRuntime().addShutdownHook(new Thread(pg::stop, "test-postgresql-stop"));
            return pg;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a test PostgreSQL", e);
        }
    }

    private void stop() {
        try {
            exec(List.of(bin.resolve("pg_ctl").toString(), "-D", directory.resolve("data").toString(), "-m",
                    "immediate", "-w", "stop"));
        } catch (IOException | RuntimeException ignored) {
            // the JVM is exiting; the directory goes anyway
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort at exit
        }
    }

    private void exec(List<String> command) throws IOException {
        run(command, asPostgresUser, directory);
    }

    private static void run(List<String> command, boolean asPostgresUser, Path dir) throws IOException {
        List<String> full = new ArrayList<>();
        if (asPostgresUser) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        Path log = Files.createTempFile("albert-test-postgresql-", ".out");
        try {
            Process p = new ProcessBuilder(full).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            if (!p.waitFor(180, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("timed out: " + String.join(" ", full));
            }
            if (p.exitValue() != 0) {
                throw new IOException("failed (" + p.exitValue() + "): " + String.join(" ", full) + "\n"
                        + Files.readString(log, StandardCharsets.UTF_8));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: " + String.join(" ", full), e);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    /** {@code pg_config --bindir} when it names initdb, else the newest {@code /usr/lib/postgresql/<n>/bin}. */
    private static Path binaries() throws IOException {
        try {
            Process p = new ProcessBuilder("pg_config", "--bindir").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (p.waitFor() == 0 && Files.isExecutable(Path.of(out, "initdb"))) {
                return Path.of(out);
            }
        } catch (IOException | InterruptedException ignored) {
            // no pg_config: look in Debian's place
        }
        Path root = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(root)) {
            try (Stream<Path> versions = Files.list(root)) {
                var newest = versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                        .max(Comparator.comparingInt(b -> versionOf(b.getParent())));
                if (newest.isPresent()) {
                    return newest.get();
                }
            }
        }
        throw new IOException("no PostgreSQL server binaries (initdb) found: install Debian's postgresql package");
    }

    private static int versionOf(Path dir) {
        try {
            return Integer.parseInt(dir.getFileName().toString());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
