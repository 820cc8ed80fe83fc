package dev.albert.admin.workspaces;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert-admin workspaces}: partitions of the organization. */
@Command(name = "workspaces",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Create, list, rename and delete workspaces (needs workspaces.manage or admin; create and delete need an organization-scoped key).",
        subcommands = {WorkspacesCreateCommand.class, WorkspacesListCommand.class, WorkspacesRenameCommand.class,
                WorkspacesDeleteCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin workspaces create research",
                "  albert-admin workspaces list --output json",
                "  albert-admin workspaces rename 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      research-archive",
                "  albert-admin workspaces delete 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      --disposition organization",
        })
public final class WorkspacesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
