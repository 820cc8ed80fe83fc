package dev.albert.cli.audit;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert audit}: the organization's audit log. */
@Command(name = "audit",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Read the audit log of your organization (needs admin): who did what to which record, never the memory text itself.",
        subcommands = AuditListCommand.class,
        footerHeading = "%nExamples:%n",
        footer = "  albert audit list --type memory.quarantined --since 2026-12-01T00:00:00Z")
public final class AuditCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
