package dev.albert.cli.capture;

import dev.albert.api.capture.CaptureProfileRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert capture-policy profiles show <name>} ({@code GET /v1/capture/profiles/{name}}). */
@Command(name = "show",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Show the capture profile a session of the workspace gets by this name: the workspace's own, else the organization-wide one, else (for default) the built-in profile. Needs memory.read.",
                "Exits 1 when no profile of that name applies.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert capture-policy profiles show default",
                "  albert capture-policy profiles show strict --output json",
        })
public final class ProfileShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<name>", description = "The profile's name, e.g. default.")
    String name;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Resolve the name for this workspace (default: the key's own).")
    UUID workspace;

    @Override
    public Integer call() {
        output.expect(CaptureProfileRead.class);
        ProfileSetCommand.checkName(spec, name);
        CaptureProfileRead profile;
        try (AlbertClient client = connection.connect()) {
            profile = client.getCaptureProfile(name, workspace);
        }
        output.render(profile, List.of(profile), () -> ProfileRows.table(List.of(profile)),
                () -> ProfileRows.plain(List.of(profile)));
        return ExitCode.OK.code();
    }
}
