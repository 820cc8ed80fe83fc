package dev.albert.server;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * {@code albert-server}: runs the embedded server until SIGTERM or SIGINT. Prints exactly one line,
 * {@code listening on <url>}, to stderr when ready. Exit codes: 0 stopped cleanly, 2 bad flags or an
 * unusable database or pepper, 5 the port is unavailable.
 */
@Command(name = "albert-server", mixinStandardHelpOptions = true, versionProvider = ServerMain.Version.class,
        description = "Runs the Albert server (the v1 REST contract) on a SQLite file or a PostgreSQL database.",
        footer = {"", "Examples:", "  albert-server --port 8080 --db ~/.local/share/albert/server/albert.sqlite3",
                "  ALBERT_API_KEY_PEPPER=... albert-server --database-url postgresql://albert@db.internal:5432/albert"})
public final class ServerMain {

    @Option(names = "--port", paramLabel = "<n>", defaultValue = "8080",
            description = "Port to listen on (0 = a free port). Default: ${DEFAULT-VALUE}.")
    int port;

    @Option(names = "--host", paramLabel = "<addr>", defaultValue = ServerConfig.DEFAULT_HOST,
            description = "Address to bind. Default: ${DEFAULT-VALUE}.")
    String host;

    @Option(names = "--db", paramLabel = "<file>",
            description = "SQLite database file (a URL such as postgresql://... is refused; see --database-url). Default: $XDG_DATA_HOME/albert/server/albert.sqlite3.")
    String database;

    @Option(names = "--database-url", paramLabel = "<url>",
            description = "Run on this PostgreSQL database (postgresql://user:password@host:5432/database) instead of a SQLite file; several servers may share one. Default: $ALBERT_DATABASE_URL, else SQLite. The pepper and bootstrap-token files are kept in $XDG_DATA_HOME/albert/server/ (or the directory of --db when both are given).")
    String databaseUrl;

    @Option(names = "--verbose", description = "Print stack traces for errors.")
    boolean verbose;

    /** How a running server is told to stop; the real entry point uses the JVM's shutdown hook. */
    interface StopSignal {
        /**
         * Called once the server serves and before it is announced, so that a stop request sent as soon as
         * {@code listening on} is read is never missed.
         */
        default void arm(AlbertServer server) {
        }

        /** Blocks until the server should stop. */
        void await(AlbertServer server) throws InterruptedException;
    }

    public static void main(String[] args) {
        int code = execute(args, System.out, System.err, System.getenv());
        // After a signal the JVM is already shutting down, and System.exit would wait forever.
        if (code != 0) {
            System.exit(code);
        }
    }

    static int execute(String[] args, PrintStream out, PrintStream err, Map<String, String> env) {
        return execute(args, out, err, env, new ShutdownHookSignal());
    }

    static int execute(String[] args, PrintStream out, PrintStream err, Map<String, String> env, StopSignal stop) {
        ServerMain options = new ServerMain();
        CommandLine cli = new CommandLine(options);
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        CommandLine.ParseResult parsed;
        try {
            parsed = cli.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            err.println("albert-server: " + e.getMessage() + " (see --help)");
            return 2;
        }
        if (parsed.isUsageHelpRequested()) {
            cli.usage(out);
            return 0;
        }
        if (parsed.isVersionHelpRequested()) {
            cli.printVersionHelp(out);
            return 0;
        }
        if (options.port < 0 || options.port > 65_535) {
            err.println("albert-server: --port must be between 0 and 65535, got " + options.port + " (see --help)");
            return 2;
        }
        return options.run(err, env, stop);
    }

    private int run(PrintStream err, Map<String, String> env, StopSignal stop) {
        ServerConfig.Builder config = ServerConfig.builder().host(host).port(port).env(env);
        AlbertServer server;
        try {
            String url = databaseUrl != null ? databaseUrl : blankToNull(env.get("ALBERT_DATABASE_URL"));
            if (url != null) {
                config.databaseUrl(DatabaseLocation.postgresUrl(databaseUrl != null ? "--database-url"
                        : "ALBERT_DATABASE_URL", url));
                if (database != null) {
                    config.database(DatabaseLocation.file(database).toAbsolutePath().getParent().resolve("postgresql"));
                }
            } else if (database != null) {
                config.database(DatabaseLocation.file(database));
            }
            server = AlbertServer.start(config.build());
        } catch (StartupException e) {
            err.println("albert-server: " + e.getMessage());
            if (verbose) {
                e.printStackTrace(err);
            }
            return e.exitCode();
        } catch (Exception e) {
            err.println("albert-server: could not start: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
            if (verbose) {
                e.printStackTrace(err);
            }
            return 5;
        }
        stop.arm(server);
        err.println("listening on " + server.baseUrl());
        err.flush();
        try {
            stop.await(server);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.close();
        }
        return 0;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }

    /**
     * Waits for SIGTERM/SIGINT: the shutdown hook closes the server (checkpointing the WAL) and lets {@code main}
     * finish. The hook is installed before the server is announced: a signal right after {@code listening on}
     * used to arrive before it existed, and the JVM exited without closing the database.
     */
    private static final class ShutdownHookSignal implements StopSignal {
        private final CountDownLatch stopped = new CountDownLatch(1);
        private final CountDownLatch mainDone = new CountDownLatch(1);

        @Override
        public void arm(AlbertServer server) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                server.close();
                stopped.countDown();
                try {
                    mainDone.await(java.time.Duration.ofSeconds(5).toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "albert-server-shutdown"));
        }

        @Override
        public void await(AlbertServer server) throws InterruptedException {
            try {
                stopped.await();
            } finally {
                mainDone.countDown();
            }
        }
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[]{"albert-server " + ServerVersion.VERSION};
        }
    }
}
