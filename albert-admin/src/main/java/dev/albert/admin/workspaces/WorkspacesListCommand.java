package dev.albert.admin.workspaces;

import dev.albert.api.identity.WorkspaceRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code albert-admin workspaces list}: {@code GET /v1/workspaces}. */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List the workspaces your key can see (a workspace-scoped key sees only its own).",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin workspaces list",
                "  albert-admin workspaces list --output jsonl | jq -r .name",
        })
public final class WorkspacesListCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        List<WorkspaceRead> workspaces;
        try (AlbertClient client = connection.connect()) {
            workspaces = client.listWorkspaces();
        }
        output.renderer().render(workspaces, workspaces, () -> table(workspaces), () -> plain(workspaces));
        return ExitCode.OK.code();
    }

    private static String table(List<WorkspaceRead> workspaces) {
        Table table = Table.of("id", "name", "created");
        for (WorkspaceRead w : workspaces) {
            table.row(w.id(), w.name(), w.createdAt());
        }
        return table.render();
    }

    private static String plain(List<WorkspaceRead> workspaces) {
        StringBuilder out = new StringBuilder();
        for (WorkspaceRead w : workspaces) {
            out.append(w.id()).append('\t').append(Renderer.oneLine(w.name())).append('\n');
        }
        return out.toString();
    }
}
