package dev.albert.admin.principals;

import dev.albert.api.auth.PrincipalType;
import dev.albert.api.identity.PrincipalPage;
import dev.albert.api.identity.PrincipalRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert-admin principals list}: every page of {@code GET /v1/principals}. */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List principals (all pages).",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin principals list",
                "  albert-admin principals list --active --type agent --output jsonl | jq -r \\",
                "      .id",
        })
public final class PrincipalsListCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only principals of this workspace.")
    UUID workspace;

    @Option(names = "--type", paramLabel = "<type>", converter = PrincipalTypes.class, completionCandidates = PrincipalTypes.class,
            description = "Only principals of this type: agent, human or service.")
    PrincipalType type;

    @Option(names = "--active", negatable = true,
            description = "Only active principals (--no-active: only deactivated ones; default: both).")
    Boolean active;

    @Override
    public Integer call() {
        List<PrincipalRead> principals = new ArrayList<>();
        try (AlbertClient client = connection.connect()) {
            String cursor = null;
            do {
                PrincipalPage page = client.listPrincipals(workspace, type, active, 200, cursor);
                principals.addAll(page.items());
                cursor = page.nextCursor();
            } while (cursor != null);
        }
        output.renderer().render(principals, principals, () -> table(principals), () -> plain(principals));
        return ExitCode.OK.code();
    }

    private static String table(List<PrincipalRead> principals) {
        Table table = Table.of("id", "name", "type", "workspace", "active", "created");
        for (PrincipalRead p : principals) {
            table.row(p.id(), p.name(), p.principalType().wireName(), p.workspaceId() == null ? "(organization)" : p.workspaceId(),
                    p.active() ? "yes" : "no", p.createdAt());
        }
        return table.render();
    }

    private static String plain(List<PrincipalRead> principals) {
        StringBuilder out = new StringBuilder();
        for (PrincipalRead p : principals) {
            out.append(p.id()).append('\t')
                    .append(Renderer.oneLine(p.name())).append('\t')
                    .append("type=").append(p.principalType().wireName()).append('\t')
                    .append("workspace=").append(p.workspaceId() == null ? "-" : p.workspaceId().toString()).append('\t')
                    .append("active=").append(p.active() ? "True" : "False")
                    .append('\n');
        }
        return out.toString();
    }
}
