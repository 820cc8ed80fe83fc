package dev.albert.server;

import dev.albert.server.store.OwnerOnly;
import dev.albert.safety.SecretScanner;
import dev.albert.server.audit.Audit;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.KeyHasher;
import dev.albert.server.auth.WhoAmIRoutes;
import dev.albert.server.backup.BackupRoutes;
import dev.albert.server.capture.CaptureRoutes;
import dev.albert.server.capture.Retention;
import dev.albert.server.capture.RetentionSchedule;
import dev.albert.server.enrich.Enricher;
import dev.albert.server.enrich.HashingEmbedder;
import dev.albert.server.episodes.EpisodeRoutes;
import dev.albert.server.graph.GraphRoutes;
import dev.albert.server.graph.GraphStore;
import dev.albert.server.health.HealthRoutes;
import dev.albert.server.http.HttpApi;
import dev.albert.server.identity.BootstrapToken;
import dev.albert.server.identity.IdentityRoutes;
import dev.albert.server.identity.LinkRoutes;
import dev.albert.server.identity.PrincipalRoutes;
import dev.albert.server.listing.ListingRoutes;
import dev.albert.server.locks.LockRoutes;
import dev.albert.server.mcp.McpGateway;
import dev.albert.server.memories.MemoryLifecycleRoutes;
import dev.albert.server.memories.MemoryRoutes;
import dev.albert.server.memories.MemoryStore;
import dev.albert.server.memories.QuarantineRoutes;
import dev.albert.server.portability.PortabilityRoutes;
import dev.albert.server.screening.CredentialScreen;
import dev.albert.server.search.SearchRoutes;
import dev.albert.server.search.SessionStartRoutes;
import dev.albert.server.search.vector.VectorIndex;
import dev.albert.server.store.Database;
import dev.albert.server.store.PostgresDatabase;
import dev.albert.server.store.PostgresUrl;
import dev.albert.server.working.Housekeeping;
import dev.albert.server.working.WorkingMemoryRoutes;
import dev.albert.server.workspaces.WorkspaceRoutes;
import io.javalin.Javalin;
import io.javalin.util.JavalinBindException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The embedded Albert server: the v1 REST contract and our extensions over HTTP, on one SQLite file.
 * {@link #start(ServerConfig)} returns once the server is serving; {@link #close()} stops it.
 */
public final class AlbertServer implements AutoCloseable {
    private final Javalin app;
    private final Database db;
    private final String host;
    private final Path bootstrapTokenPath;
    private final Housekeeping housekeeping;
    private final RetentionSchedule retention;
    private final McpGateway mcp;
    private final AtomicBoolean closed = new AtomicBoolean();

    private AlbertServer(Javalin app, Database db, String host, Path bootstrapTokenPath, Housekeeping housekeeping,
                         RetentionSchedule retention, McpGateway mcp) {
        this.app = app;
        this.db = db;
        this.host = host;
        this.bootstrapTokenPath = bootstrapTokenPath;
        this.housekeeping = housekeeping;
        this.retention = retention;
        this.mcp = mcp;
    }

    public static AlbertServer start(ServerConfig config) throws IOException {
        Path database = config.database().toAbsolutePath();
        PostgresUrl postgres = null;
        if (config.databaseUrl() != null) {
            try {
                postgres = PostgresUrl.parse(config.databaseUrl());
            } catch (IllegalArgumentException e) {
                throw new StartupException("refusing to start: --database-url: " + e.getMessage(), 2);
            }
        }
        prepareDirectory(database, postgres == null);
        SecureRandom random = new SecureRandom();
        String pepper = resolvePepper(config, database, random);
        String problem = KeyHasher.pepperProblem(pepper);
        if (problem != null) {
            throw new StartupException("refusing to start: " + problem, 2);
        }
        Duration sweepInterval;
        Duration retentionInterval;
        long vectorIndexBound;
        try {
            sweepInterval = Housekeeping.interval(config.env());
            retentionInterval = RetentionSchedule.interval(config.env());
            vectorIndexBound = VectorIndex.maxChunks(config.env());
        } catch (IllegalArgumentException e) {
            throw new StartupException("refusing to start: " + e.getMessage(), 2);
        }
        Database db;
        try {
            db = postgres == null ? Database.open(database)
                    : PostgresDatabase.open(postgres, database.getParent(), config.env());
        } catch (SQLException | RuntimeException e) {
            throw new StartupException("cannot open database " + (postgres == null ? database : postgres.display())
                    + ": " + reason(e), 2, e);
        }
        try {
            KeyHasher hasher = new KeyHasher(pepper, random);
            GraphStore graph = new GraphStore();
            Path tokenFile = database.resolveSibling(database.getFileName() + ".bootstrap-token");
            HashingEmbedder embedder = new HashingEmbedder();
            VectorIndex vectors = new VectorIndex(db, embedder, vectorIndexBound);
            vectors.rebuild();
            Services services = new Services(db, config.clock(), hasher, new Authenticator(db, hasher, config.clock()),
                    new Audit(db, config.clock()), new CredentialScreen(SecretScanner.standard()), graph,
                    new Enricher(embedder, graph, vectors), new MemoryStore(graph, vectors), tokenFile, vectors);
            BootstrapToken token = new BootstrapToken(tokenFile, hasher);
            token.ensure(db, services.now());
            McpGateway mcp = new McpGateway(services.authenticator());
            Retention retention = new Retention(services);
            Javalin app = HttpApi.create(List.of(
                    new HealthRoutes(services)::register,
                    new IdentityRoutes(services, token)::register,
                    new EpisodeRoutes(services)::register,
                    new MemoryRoutes(services)::register,
                    new SearchRoutes(services)::register,
                    new GraphRoutes(services)::register,
                    new WorkingMemoryRoutes(services)::register,
                    new LockRoutes(services)::register,
                    new PortabilityRoutes(services)::register,
                    new BackupRoutes(services, token)::register,
                    new WhoAmIRoutes(services)::register,
                    new CaptureRoutes(services, retention)::register,
                    new QuarantineRoutes(services)::register,
                    new MemoryLifecycleRoutes(services)::register,
                    new ListingRoutes(services)::register,
                    new PrincipalRoutes(services)::register,
                    new WorkspaceRoutes(services)::register,
                    new LinkRoutes(services, config.env().get("ALBERT_PUBLIC_URL"))::register,
                    new SessionStartRoutes(services)::register,
                    new dev.albert.server.search.ExplainRoutes(services)::register,
                    new dev.albert.server.stats.StatsRoutes(services)::register,
                    new dev.albert.server.gc.GcRoutes(services)::register), mcp::install);
            try {
                app.start(config.host(), config.port());
            } catch (JavalinBindException e) {
                app.stop();
                mcp.close();
                throw new StartupException("port " + config.port() + " on " + config.host()
                        + " is already in use; choose another with --port", 5, e);
            } catch (RuntimeException e) {
                app.stop();
                mcp.close();
                throw new StartupException("cannot listen on " + config.host() + ":" + config.port() + ": "
                        + reason(e), 5, e);
            }
            AlbertServer server = new AlbertServer(app, db, config.host(), tokenFile,
                    Housekeeping.start(services, sweepInterval), RetentionSchedule.start(retention, retentionInterval), mcp);
            mcp.listening(server.baseUrl());
            return server;
        } catch (IOException | RuntimeException e) {
            db.close();
            throw e;
        }
    }

    private static String reason(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return message == null || message.isBlank() ? root.getClass().getSimpleName() : message.strip();
    }

    private static void prepareDirectory(Path database, boolean sqliteFile) throws StartupException {
        Path dir = database.getParent();
        try {
            if (!Files.isDirectory(dir)) {
                OwnerOnly.createDirectories(dir);
            }
            if (!Files.isWritable(dir)) {
                throw new AccessDeniedException(dir.toString());
            }
            if (!sqliteFile) {
                return;
            }
            if (Files.exists(database) && !Files.isWritable(database)) {
                throw new AccessDeniedException(database.toString());
            }
            if (!Files.exists(database)) {
                // SQLite gives its -wal and -shm files the database file's permissions.
                OwnerOnly.createFile(database);
            }
        } catch (IOException | UnsupportedOperationException e) {
            throw new StartupException("cannot open database " + database + ": directory " + dir
                    + " is not writable (" + e.getClass().getSimpleName() + ")", 2, e);
        }
    }

    /** The configured pepper, else ALBERT_API_KEY_PEPPER, else one generated and kept 0600 beside the db. */
    private static String resolvePepper(ServerConfig config, Path database, SecureRandom random) throws IOException {
        if (config.pepper() != null) {
            return config.pepper();
        }
        String fromEnv = config.env().get("ALBERT_API_KEY_PEPPER");
        if (fromEnv != null && !fromEnv.isEmpty()) {
            return fromEnv;
        }
        Path file = database.resolveSibling(database.getFileName() + ".pepper");
        try {
            if (Files.isRegularFile(file)) {
                return Files.readString(file, StandardCharsets.UTF_8).strip();
            }
            byte[] raw = new byte[36];
            random.nextBytes(raw);
            String pepper = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
            OwnerOnly.createFile(file);
            Files.writeString(file, pepper + "\n", StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING);
            return pepper;
        } catch (IOException e) {
            throw new StartupException("cannot read or create the pepper file " + file + ": " + reason(e), 2, e);
        }
    }

    public int port() {
        return app.port();
    }

    /**
     * Whether every connector sets TCP_NODELAY on the connections it accepts, so a small answer is never held back by
     * Nagle's algorithm against the client's delayed ACK (a ~40 ms stall per request; docs/capture-queue.md).
     */
    public boolean acceptsWithTcpNoDelay() {
        var connectors = app.jettyServer().server().getConnectors();
        return connectors.length > 0 && java.util.Arrays.stream(connectors)
                .allMatch(c -> c instanceof org.eclipse.jetty.server.ServerConnector sc && sc.getAcceptedTcpNoDelay());
    }

    public String baseUrl() {
        String h = host;
        if (h.equals("0.0.0.0") || h.equals("::") || h.equals("[::]") || h.isBlank()) {
            h = "127.0.0.1";
        } else if (h.contains(":") && !h.startsWith("[")) {
            h = "[" + h + "]";
        }
        return "http://" + h + ":" + port();
    }

    public Path bootstrapTokenPath() {
        return bootstrapTokenPath;
    }

    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            try {
                housekeeping.close();
                retention.close();
                mcp.close();
                app.stop();
            } finally {
                db.close();
            }
        }
    }
}
