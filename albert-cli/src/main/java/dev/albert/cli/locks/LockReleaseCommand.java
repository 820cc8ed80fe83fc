package dev.albert.cli.locks;

import dev.albert.api.lock.LockRelease;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert lock release <lock-id>} ({@code POST /v1/locks/{id}/release}). */
@Command(name = "release",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Give a lease up so others can take the resource. Exits 3 when the lease is stale (released already, or taken by someone else since).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert lock release 3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7 --fence 4 --token \"$token\"",
        })
public final class LockReleaseCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    LockLease lease;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    public LockReleaseCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(Released.class);
        String token = lease.token(spec, context);
        try (AlbertClient client = connection.connect()) {
            client.releaseLock(lease.id, new LockRelease(token, lease.fence));
        }
        if (output.structured()) {
            output.render(new Released(lease.id, true), () -> "", () -> "");
        } else {
            context.note("Released lock " + lease.id);
        }
        return ExitCode.OK.code();
    }

    /** What --output json prints. */
    public record Released(UUID id, boolean released) {
    }
}
