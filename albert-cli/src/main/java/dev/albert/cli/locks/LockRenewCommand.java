package dev.albert.cli.locks;

import dev.albert.api.Limits;
import dev.albert.api.lock.LockRead;
import dev.albert.api.lock.LockRenew;
import dev.albert.cli.output.Output;
import dev.albert.cli.workingmemory.Durations;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.time.Duration;
import java.util.concurrent.Callable;

/** {@code albert lock renew <lock-id>} ({@code POST /v1/locks/{id}/renew}). */
@Command(name = "renew",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Extend a lease you hold: it lasts --ttl from now. Exits 3 when the lease is stale (expired, released, or taken by someone else since).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert lock renew 3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7 --fence 4 --token \"$token\" --ttl 15m",
                "  ALBERT_LOCK_TOKEN=$token albert lock renew 3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7 --fence 4",
        })
public final class LockRenewCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    LockLease lease;

    @Option(names = "--ttl", paramLabel = "<duration>", converter = Converters.DurationConverter.class,
            description = "How long from now, 10s to 24h (default: 15m).")
    Duration ttl;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    public LockRenewCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(LockRead.class);
        String token = lease.token(spec, context);
        Integer seconds = Durations.seconds(spec, "--ttl", ttl, Limits.LOCK_TTL_MIN, Limits.LOCK_TTL_MAX);
        LockRead lock;
        try (AlbertClient client = connection.connect()) {
            lock = client.renewLock(lease.id, new LockRenew(token, lease.fence, seconds));
        }
        output.render(lock, () -> LockViews.details(lock), () -> LockViews.plain(lock));
        return ExitCode.OK.code();
    }
}
