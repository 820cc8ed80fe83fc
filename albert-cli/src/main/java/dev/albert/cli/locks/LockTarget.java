package dev.albert.cli.locks;

import dev.albert.api.Limits;
import dev.albert.cli.workingmemory.Durations;
import dev.albert.clikit.Converters;
import dev.albert.clikit.Inputs;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

import java.time.Duration;
import java.util.UUID;

/** What {@code acquire} and {@code run} lock: the resource, its type, for how long, and for which task. */
public final class LockTarget {
    public static final String DEFAULT_TYPE = "resource";

    @Parameters(index = "0", paramLabel = "<resource>", description = "What to lock (the contract's resource_ref), e.g. deploy/prod or repo:shop.")
    String resource;

    @Option(names = "--type", paramLabel = "<type>", defaultValue = DEFAULT_TYPE,
            description = "The kind of resource (resource_type), e.g. repository or database (default: ${DEFAULT-VALUE}).")
    String type;

    @Option(names = "--ttl", paramLabel = "<duration>", converter = Converters.DurationConverter.class,
            description = "How long the lease lasts unless renewed, 10s to 24h, e.g. 15m (default: 15m).")
    Duration ttl;

    @Option(names = "--working-memory", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The task this lock belongs to: completing or failing it releases the lock.")
    UUID workingMemory;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Workspace id (default: the key's own workspace, or the task's).")
    UUID workspace;

    /** The TTL in seconds (null for the server's default), after checking every value. */
    Integer validate(CommandSpec spec) {
        if (resource.isBlank()) {
            throw new ParameterException(spec.commandLine(), "<resource> must not be empty");
        }
        if (type.isBlank()) {
            throw new ParameterException(spec.commandLine(), "--type must not be empty");
        }
        Inputs.maxLength(spec, "<resource>", resource, Limits.RESOURCE_REF_MAX);
        Inputs.maxLength(spec, "--type", type, Limits.RESOURCE_TYPE_MAX);
        return Durations.seconds(spec, "--ttl", ttl, Limits.LOCK_TTL_MIN, Limits.LOCK_TTL_MAX);
    }

    dev.albert.api.lock.LockAcquire request(Integer ttlSeconds) {
        return new dev.albert.api.lock.LockAcquire(workspace, workingMemory, type, resource, ttlSeconds);
    }
}
