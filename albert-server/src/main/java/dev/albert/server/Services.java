package dev.albert.server;

import dev.albert.server.audit.Audit;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.KeyHasher;
import dev.albert.server.enrich.Enricher;
import dev.albert.server.graph.GraphStore;
import dev.albert.server.memories.MemoryStore;
import dev.albert.server.screening.CredentialScreen;
import dev.albert.server.search.vector.VectorIndex;
import dev.albert.server.store.Database;
import io.javalin.http.Context;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** What the route handlers share: the database, the clock and the feature services. */
public record Services(Database db, Clock clock, KeyHasher hasher, Authenticator authenticator, Audit audit,
                       CredentialScreen screen, GraphStore graph, Enricher enricher, MemoryStore memories,
                       Path bootstrapTokenFile, VectorIndex vectors) {

    /** Now, at the microsecond precision the database keeps. */
    public Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    /** Authenticates the request; 401 otherwise. Runs before any body is read. */
    public Caller caller(Context ctx) {
        return authenticator.authenticate(ctx.header("Authorization"));
    }
}
