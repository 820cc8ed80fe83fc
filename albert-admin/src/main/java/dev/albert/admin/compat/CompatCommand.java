package dev.albert.admin.compat;

import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.CommandExitCodes;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputFormat;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.compat.CompatChecker;
import dev.albert.client.compat.CompatReport;
import dev.albert.client.compat.FeatureCheck;
import dev.albert.client.compat.Support;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.Map;

/** {@code albert-admin compat}: does this server have what the toolkit needs? */
@Command(name = "compat",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Compare the server with what this toolkit needs, feature by feature: supported, missing or degraded.",
                "Reads GET /v1/compat and /v1/health; a server without /v1/compat (an upstream Albert) is reported as such, with what can be inferred from its /openapi.json.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin compat",
                "  albert-admin compat --json | jq \\",
                "      '.features[] | select(.status != \"supported\")'",
                "  albert-admin compat --url https://memory.internal.example || echo \\",
                "      'upgrade the server first'",
        })
public final class CompatCommand implements Callable<Integer>, CommandExitCodes {
    @Override
    public Map<ExitCode, String> exitCodes() {
        return Map.of(
                ExitCode.OK, "every feature the toolkit needs is supported",
                ExitCode.REFUSED, "a needed feature is missing or degraded",
                ExitCode.UNAVAILABLE, "the server cannot be reached");
    }


    private final CommandContext context;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--json", description = "Same as --output json.")
    boolean json;

    public CompatCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        CompatReport report;
        try (AlbertClient client = connection.connect()) {
            report = CompatChecker.forThisToolkit().check(client);
        }
        Renderer renderer = json ? new Renderer(context.streams(), OutputFormat.JSON) : output.renderer();
        renderer.render(report, report.features(), () -> table(report), () -> plain(report));
        if (!renderer.structured()) {
            context.streams().err().println(summary(report));
        }
        return report.ok() ? ExitCode.OK.code() : ExitCode.REFUSED.code();
    }

    private static String table(CompatReport report) {
        Table table = Table.of("feature", "status", "needed", "used by", "detail");
        for (FeatureCheck check : report.features()) {
            table.row(check.feature(), check.status().wireName(), check.required() ? "yes" : "optional",
                    check.usedBy(), check.detail());
        }
        return header(report) + "\n" + table.render();
    }

    private static String plain(CompatReport report) {
        StringBuilder out = new StringBuilder();
        for (FeatureCheck check : report.features()) {
            out.append(check.feature()).append('\t').append(check.status().wireName()).append('\t')
                    .append(check.required() ? "required" : "optional")
                    .append(check.detail() == null ? "" : "\t" + check.detail()).append('\n');
        }
        return out.toString();
    }

    private static String header(CompatReport report) {
        return report.server() + " " + (report.version() == null ? "(version unknown)" : report.version()) + " at "
                + report.url() + (report.manifest() ? "" : "\nno /v1/compat: features inferred from " + report.inferredFrom());
    }

    private static String summary(CompatReport report) {
        if (report.ok()) {
            return "compatible: the server supports every feature this toolkit needs";
        }
        List<String> lacking = report.features().stream()
                .filter(c -> c.required() && c.status() != Support.SUPPORTED)
                .map(c -> c.feature() + " (" + c.status().wireName() + ")")
                .toList();
        return "not compatible: " + String.join(", ", lacking)
                + (report.manifest() ? "; upgrade the server" : "; this server has no toolkit extensions (no /v1/compat)");
    }
}
