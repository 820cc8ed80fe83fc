package dev.albert.cli.locks;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert lock}: fenced leases on shared resources. */
@Command(name = "lock",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Coordinate with other agents through fenced leases: a lock on a resource is held by one principal until released or expired, and every new holder gets a higher fence number to pass to the resource.",
                "A lock someone else holds exits 3, naming the holder and the expiry.",
        },
        subcommands = {LockAcquireCommand.class, LockRenewCommand.class, LockReleaseCommand.class, LockRunCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  read -r id fence token expires < <(albert lock acquire deploy/prod --ttl 15m --output plain)",
                "  albert lock renew \"$id\" --fence \"$fence\" --token \"$token\"",
                "  albert lock release \"$id\" --fence \"$fence\" --token \"$token\"",
                "  albert lock run deploy/prod -- ./deploy.sh",
        })
public final class LockCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
