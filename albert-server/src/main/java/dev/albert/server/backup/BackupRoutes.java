package dev.albert.server.backup;

import dev.albert.server.store.OwnerOnly;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Capability;
import dev.albert.api.backup.BackupManifest;
import dev.albert.api.backup.RestoreResult;
import dev.albert.server.ServerVersion;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.Responses;
import dev.albert.server.http.Uploads;
import dev.albert.server.identity.BootstrapToken;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Backup and restore over REST for operators (extension, capability {@code admin}): a consistent snapshot
 * of the whole database streamed as {@code albert-backup-v1} (docs/backup-format.md), and restore from
 * one, confirmed by repeating its checksum. The server keeps serving throughout; during the swap itself
 * requests wait at the database gate.
 */
public final class BackupRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(BackupRoutes.class);
    public static final String MEDIA_TYPE = "application/vnd.albert.backup";
    static final int MAX_MANIFEST_BYTES = 64 * 1024;
    private static final Duration SWAP_WAIT = Duration.ofSeconds(30);
    private static final int BUFFER = 64 * 1024;

    private final Services s;
    private final BootstrapToken token;
    private final ReentrantLock restoring = new ReentrantLock();

    public BackupRoutes(Services services, BootstrapToken token) {
        this.s = services;
        this.token = token;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v1/admin/backup", this::backup);
        routes.post("/v1/admin/restore", ctx -> Uploads.handle(ctx, this::restore));
    }

    private Path workFile(String kind) throws IOException {
        return s.db().workDirectory().resolve(".albert-db." + kind + "-" + UUID.randomUUID());
    }

    private void backup(Context ctx) throws IOException, SQLException {
        Caller caller = s.caller(ctx);
        requireOperator(caller);
        Path snapshot = workFile("backup");
        try {
            s.db().snapshotInto(snapshot);
            OwnerOnly.restrict(snapshot);
            long size = Files.size(snapshot);
            int schemaVersion = BackupFile.schemaVersion(snapshot);
            String sha256 = BackupFile.sha256(snapshot);
            BackupManifest manifest = new BackupManifest(BackupManifest.FORMAT, ServerVersion.SERVER_NAME,
                    ServerVersion.VERSION, schemaVersion, s.now(), size, sha256);
            byte[] line = Json.mapper().writeValueAsBytes(manifest);
            s.audit().recordRead(caller, "backup.created", null,
                    Map.of("size_bytes", size, "sha256", sha256, "schema_version", schemaVersion));
            // Content-Length and the checksum promise these exact bytes, whatever the client accepts.
            ctx.disableCompression();
            ctx.status(200).contentType(MEDIA_TYPE);
            ctx.header("Content-Length", Long.toString(line.length + 1L + size));
            ctx.header("Content-Disposition", "attachment; filename=\"albert-" + manifest.createdAt().getEpochSecond()
                    + ".albert-backup\"");
            ctx.header("X-Albert-Backup-Sha256", sha256);
            try {
                OutputStream out = ctx.outputStream();
                out.write(line);
                out.write('\n');
                Files.copy(snapshot, out);
                out.flush();
            } catch (IOException e) {
                LOG.debug("backup stream aborted: {}", e.getClass().getName());
            }
        } finally {
            BackupFile.deleteWithSidecars(snapshot);
        }
    }

    private void restore(Context ctx) throws IOException {
        Caller caller = s.caller(ctx);
        requireOperator(caller);
        String confirm = ctx.queryParam("confirm");
        if (confirm == null) {
            throw Body.parameterError("query", "confirm", "missing", "Field required", null, null);
        }
        if (!restoring.tryLock()) {
            throw ApiException.conflict("A restore is already in progress");
        }
        Path upload = workFile("restore");
        try {
            OwnerOnly.createFile(upload);
            BackupManifest manifest;
            long received = 0;
            MessageDigest digest = BackupFile.sha256();
            try (InputStream in = Uploads.body(ctx);
                 OutputStream out = new BufferedOutputStream(Files.newOutputStream(upload), BUFFER)) {
                manifest = manifest(in);
                byte[] buffer = new byte[BUFFER];
                int n;
                while ((n = in.read(buffer)) > 0) {
                    digest.update(buffer, 0, n);
                    out.write(buffer, 0, n);
                    received += n;
                }
            }
            if (!confirm.strip().equalsIgnoreCase(manifest.sha256())) {
                throw ApiException.unprocessable("Restore not confirmed: confirm must repeat the sha256 of the "
                        + "backup's manifest");
            }
            if (received != manifest.sizeBytes()) {
                throw ApiException.unprocessable("Backup is truncated or has extra bytes: the manifest says "
                        + manifest.sizeBytes() + " bytes, the upload has " + received);
            }
            if (!HexFormat.of().formatHex(digest.digest()).equalsIgnoreCase(manifest.sha256())) {
                throw ApiException.unprocessable("Backup checksum does not match its manifest: the file was altered"
                        + " or damaged");
            }
            BackupFile.verifyAndMigrate(upload);
            s.db().replaceFile(upload, SWAP_WAIT);
            try {
                token.ensure(s.db(), s.now());
            } catch (IOException e) {
                // The restore itself succeeded; the token file is reissued at the next start.
                LOG.warn("could not reissue the bootstrap token file {}: {}", token.file(), e.getClass().getName());
            }
            RestoreResult result = s.db().read(c -> new RestoreResult(
                    BackupFile.schemaVersionOf(c), manifest.sha256(),
                    count(c, "organizations"), count(c, "memories"), count(c, "episodes"),
                    count(c, "relationships"), count(c, "api_keys")));
            Map<String, Object> detail = new LinkedHashMap<>();
            detail.put("sha256", manifest.sha256());
            detail.put("size_bytes", manifest.sizeBytes());
            detail.put("source_schema_version", manifest.schemaVersion());
            s.audit().recordRead(caller, "backup.restored", null, detail);
            Responses.json(ctx, 200, result);
        } finally {
            try {
                BackupFile.deleteWithSidecars(upload);
            } finally {
                restoring.unlock();
            }
        }
    }

    private static long count(java.sql.Connection c, String table) throws SQLException {
        return Sql.one(c, "SELECT count(*) AS n FROM " + table, rs -> rs.getLong("n")).orElse(0L);
    }

    /** Reads and validates the manifest line; anything that is not one is a 422. */
    private static BackupManifest manifest(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            if (line.size() >= MAX_MANIFEST_BYTES) {
                throw notABackup();
            }
            line.write(b);
        }
        if (b == -1) {
            throw notABackup();
        }
        JsonNode node;
        try {
            node = Json.mapper().readTree(line.toByteArray());
        } catch (IOException e) {
            throw notABackup();
        }
        if (node == null || !node.isObject()) {
            throw notABackup();
        }
        Body m = Body.detached((ObjectNode) node, List.of("body", "manifest")).notStored("server", "server_version", "sha256");
        m.literal("format", Presence.REQUIRED, null, List.of(BackupManifest.FORMAT));
        String server = m.string("server", Presence.OPTIONAL, "", 0, 200);
        String serverVersion = m.string("server_version", Presence.OPTIONAL, "", 0, 200);
        Integer schemaVersion = m.integer("schema_version", Presence.REQUIRED, null, 1, Integer.MAX_VALUE);
        Instant createdAt = m.instant("created_at", Presence.REQUIRED);
        Double size = m.number("size_bytes", Presence.REQUIRED, null, 0, 9.0e15);
        String sha256 = m.string("sha256", Presence.REQUIRED, null, 64, 64);
        if (sha256 != null && !sha256.matches("[0-9a-fA-F]{64}")) {
            m.fieldError("sha256", "sha256 must be 64 hexadecimal digits");
        }
        if (size != null && size != Math.rint(size)) {
            m.fieldError("size_bytes", "size_bytes must be a whole number");
        }
        m.finish();
        return new BackupManifest(BackupManifest.FORMAT, server, serverVersion, schemaVersion, createdAt,
                size.longValue(), sha256);
    }

    private static ApiException notABackup() {
        return ApiException.unprocessable("Not an albert-backup-v1 stream: it must start with a JSON manifest line");
    }

    /**
     * A backup holds every tenant of the server, so an organization's own administrator must not
     * take or restore one: only an administrator of the operator organization (the one created by
     * the first bootstrap on the empty server, which also holds the bootstrap token) may.
     */
    private void requireOperator(Caller caller) {
        caller.require(Capability.ADMIN);
        UUID operator = s.db().read(c -> Sql.one(c,
                "SELECT id FROM organizations ORDER BY created_at, rowid LIMIT 1", rs -> Sql.uuid(rs, "id")).orElse(null));
        if (!caller.organizationId().equals(operator)) {
            throw ApiException.forbidden("Backup and restore cover every tenant: they need an administrator of the"
                    + " server's operator organization");
        }
    }
}
