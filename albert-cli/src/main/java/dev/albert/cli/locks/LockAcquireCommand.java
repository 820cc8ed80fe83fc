package dev.albert.cli.locks;

import dev.albert.api.lock.LockRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert lock acquire <resource>} ({@code POST /v1/locks/acquire}). */
@Command(name = "acquire",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Take a lease on a resource and print its id, fence, token and expiry (plain: one tab-separated line).",
                "Exits 3 when someone else holds it (the error names the holder and when the lease ends).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert lock acquire deploy/prod",
                "  read -r id fence token expires < <(albert lock acquire orders --type database --ttl 5m --output plain)",
                "  albert lock acquire deploy/prod --output json | jq -r .token",
        })
public final class LockAcquireCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    LockTarget target;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        output.expect(LockRead.class);
        Integer ttl = target.validate(spec);
        LockRead lock;
        try (AlbertClient client = connection.connect()) {
            lock = client.acquireLock(target.request(ttl));
        }
        output.render(lock, () -> LockViews.details(lock), () -> LockViews.plain(lock));
        return ExitCode.OK.code();
    }
}
