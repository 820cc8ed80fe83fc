package dev.albert.admin.workspaces;

import dev.albert.api.identity.WorkspaceCreate;
import dev.albert.api.identity.WorkspaceRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
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

import java.util.concurrent.Callable;

/** {@code albert-admin workspaces create <name>}: {@code POST /v1/workspaces}; prints the new id. */
@Command(name = "create",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Create a workspace and print its id. Names are unique in the organization (a taken name exits 3).",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin workspaces create research",
                "  albert-admin workspaces create research --output json",
        })
public final class WorkspacesCreateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<name>", description = "The workspace's name.")
    String name;

    @Override
    public Integer call() {
        if (name.isBlank()) {
            throw new ParameterException(spec.commandLine(), "the workspace name is empty");
        }
        Inputs.maxLength(spec, "<name>", name, 200);
        WorkspaceRead workspace;
        try (AlbertClient client = connection.connect()) {
            workspace = client.createWorkspace(new WorkspaceCreate(name));
        }
        output.renderer().render(workspace, () -> workspace.id().toString(), () -> workspace.id().toString());
        return ExitCode.OK.code();
    }
}
