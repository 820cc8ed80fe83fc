package dev.albert.server.portability;

import dev.albert.server.store.OwnerOnly;
import dev.albert.api.auth.Capability;
import dev.albert.api.portability.ExportBundle;
import dev.albert.api.portability.ExportStreamHeader;
import dev.albert.api.portability.ImportResult;
import dev.albert.api.portability.MemoryExport;
import dev.albert.api.portability.RelationshipExport;
import dev.albert.api.portability.WorkspaceExport;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.Responses;
import dev.albert.server.http.Uploads;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Export and import: the {@code albert-export-v1} JSON bundle of Albert v1 ({@code GET /v1/export},
 * {@code POST /v1/import}, contract §6) and the streamed NDJSON form of the same records for tenants too
 * large for one document ({@code GET /v1/export/stream}, {@code POST /v1/import/stream}, extension).
 */
public final class PortabilityRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(PortabilityRoutes.class);
    private static final int STREAM_BUFFER = 64 * 1024;

    private final Services s;

    public PortabilityRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v1/export", this::export);
        routes.post("/v1/import", this::importBundle);
        routes.get("/v1/export/stream", this::exportStream);
        routes.post("/v1/import/stream", ctx -> Uploads.handle(ctx, this::importStream));
    }

    private static UUID queryUuid(Context ctx, String name) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return null;
        }
        UUID id = Body.parseUuid(raw);
        if (id == null) {
            throw Body.parameterError("query", name, "uuid_parsing",
                    "Input should be a valid UUID, unable to parse string as an UUID", raw, null);
        }
        return id;
    }

    private void export(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_EXPORT);
        UUID requested = queryUuid(ctx, "workspace_id");
        Instant now = s.now();
        ExportBundle bundle = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, requested);
            List<WorkspaceExport> workspaces = new ArrayList<>();
            List<MemoryExport> memories = new ArrayList<>();
            List<RelationshipExport> relationships = new ArrayList<>();
            new Exporter(c, caller.organizationId(), workspace, caller.readable()).export(new Exporter.Sink() {
                @Override
                public void workspace(WorkspaceExport w) {
                    workspaces.add(w);
                }

                @Override
                public void memory(MemoryExport m) {
                    memories.add(m);
                }

                @Override
                public void relationship(RelationshipExport r) {
                    relationships.add(r);
                }
            });
            return new ExportBundle(ExportBundle.FORMAT_VERSION, now,
                    Exporter.organizationName(c, caller.organizationId()), workspaces, memories, relationships);
        });
        s.audit().recordRead(caller, "memory.exported", null,
                Map.of("memories", bundle.memories().size(), "relationships", bundle.relationships().size()));
        Responses.json(ctx, 200, bundle);
    }

    private void importBundle(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_IMPORT);
        Body body = Body.parse(ctx.bodyAsBytes()).screenedAs(Importer.SCREENED_AS);
        UUID workspaceId = body.uuid("workspace_id", Presence.NULLABLE);
        Body bundleBody = body.nested("bundle", Presence.REQUIRED);
        BundleItems.Bundle bundle = bundleBody == null ? null : BundleItems.bundle(bundleBody);
        body.finish();
        Instant now = s.now();
        ImportResult result = s.db().write(c -> {
            Importer importer = new Importer(s, c, caller, Scopes.resolveWorkspace(c, caller, workspaceId),
                    bundle.organizationName(), bundle.exportedAt(), now);
            for (BundleItems.WorkspaceItem w : bundle.workspaces()) {
                importer.workspace(w);
            }
            for (BundleItems.MemoryItem m : bundle.memories()) {
                importer.memory(m);
            }
            for (BundleItems.RelationshipItem r : bundle.relationships()) {
                importer.relationship(r);
            }
            return audited(c, caller, importer.result(), "json");
        });
        Responses.json(ctx, 200, result);
    }

    private ImportResult audited(java.sql.Connection c, Caller caller, ImportResult result, String format)
            throws java.sql.SQLException {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("memories_created", result.memoriesCreated());
        detail.put("memories_skipped", result.memoriesSkipped());
        detail.put("relationships_created", result.relationshipsCreated());
        detail.put("workspaces_created", result.workspacesCreated());
        detail.put("format", format);
        s.audit().record(c, caller, "memory.imported", null, detail);
        return result;
    }

    private void exportStream(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_EXPORT);
        UUID requested = queryUuid(ctx, "workspace_id");
        // Scope problems must be real 403/404 answers, so they are checked before the 200 is committed.
        s.db().read(c -> Scopes.resolveWorkspace(c, caller, requested));
        Instant now = s.now();
        ctx.status(200).contentType(Ndjson.MEDIA_TYPE);
        Exporter.Counts counts;
        try {
            OutputStream out = new BufferedOutputStream(ctx.outputStream(), STREAM_BUFFER);
            counts = s.db().read(c -> {
                UUID workspace = Scopes.resolveWorkspace(c, caller, requested);
                Ndjson.Writer writer = new Ndjson.Writer(out);
                try {
                    writer.header(new ExportStreamHeader(ExportStreamHeader.FORMAT_VERSION, now,
                            Exporter.organizationName(c, caller.organizationId())));
                    Exporter.Counts written = new Exporter(c, caller.organizationId(), workspace, caller.readable())
                            .export(writer);
                    writer.end(written);
                    return written;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            // The client went away; what it got has no end line, so it cannot mistake it for a whole export.
            LOG.debug("export stream aborted: {}", e.getCause().getClass().getName());
            return;
        }
        s.audit().recordRead(caller, "memory.exported", null, Map.of("memories", counts.memories(),
                "relationships", counts.relationships(), "format", "ndjson"));
    }

    private void importStream(Context ctx) throws IOException {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_IMPORT);
        UUID requested = queryUuid(ctx, "workspace_id");
        s.db().read(c -> Scopes.resolveWorkspace(c, caller, requested));
        // The stream is checked whole (framing, checksum) on disk before the write transaction starts, so a
        // slow or broken upload never holds the writer and a refused stream leaves nothing behind.
        Path spool = OwnerOnly.createTempFile(s.db().workDirectory(), ".albert-import-", ".ndjson");
        try {
            Ndjson.Verified verified;
            try (InputStream in = Uploads.body(ctx);
                 OutputStream out = new BufferedOutputStream(Files.newOutputStream(spool), STREAM_BUFFER)) {
                verified = Ndjson.spoolAndVerify(in, out);
            }
            Instant now = s.now();
            ImportResult result = s.db().write(c -> {
                Importer importer = new Importer(s, c, caller, Scopes.resolveWorkspace(c, caller, requested),
                        verified.organizationName(), verified.exportedAt(), now);
                try (InputStream in = new BufferedInputStream(Files.newInputStream(spool), STREAM_BUFFER)) {
                    Ndjson.apply(in, importer);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return audited(c, caller, importer.result(), "ndjson");
            });
            Responses.json(ctx, 200, result);
        } finally {
            Files.deleteIfExists(spool);
        }
    }
}
