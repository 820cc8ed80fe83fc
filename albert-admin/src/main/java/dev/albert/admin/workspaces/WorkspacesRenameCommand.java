package dev.albert.admin.workspaces;

import dev.albert.api.identity.WorkspaceRead;
import dev.albert.api.identity.WorkspaceUpdate;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert-admin workspaces rename <id> <name>}: {@code PATCH /v1/workspaces/{id}}. */
@Command(name = "rename",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Rename a workspace. Exits 1 when there is no such workspace, 3 when the name is taken.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin workspaces rename 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      research-archive",
        })
public final class WorkspacesRenameCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The workspace's id.")
    UUID id;

    @Parameters(index = "1", paramLabel = "<name>", description = "The new name.")
    String name;

    @Override
    public Integer call() {
        if (name.isBlank()) {
            throw new ParameterException(spec.commandLine(), "the workspace name is empty");
        }
        Inputs.maxLength(spec, "<name>", name, 200);
        WorkspaceRead workspace;
        try (AlbertClient client = connection.connect()) {
            workspace = client.updateWorkspace(id, new WorkspaceUpdate(name));
        }
        output.renderer().render(workspace, () -> "Workspace renamed", () -> "Workspace renamed");
        return ExitCode.OK.code();
    }
}
