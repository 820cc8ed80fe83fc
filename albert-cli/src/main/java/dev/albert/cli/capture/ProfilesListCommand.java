package dev.albert.cli.capture;

import dev.albert.api.capture.CaptureProfileList;
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
import picocli.CommandLine.Option;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert capture-policy profiles list} ({@code GET /v1/capture/profiles}). */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List the capture profiles that govern your key's capture sessions: the workspace's own, the organization-wide ones, and the built-in default last. Needs memory.read.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert capture-policy profiles list",
                "  albert capture-policy profiles list --fields name,retention_days --output json",
        })
public final class ProfilesListCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The profiles that apply in this workspace (default: the key's own; an organization key without it lists every profile of the organization).")
    UUID workspace;

    @Override
    public Integer call() {
        output.expect(CaptureProfileRead.class);
        CaptureProfileList list;
        try (AlbertClient client = connection.connect()) {
            list = client.listCaptureProfiles(workspace);
        }
        output.render(list, list.profiles(), () -> ProfileRows.table(list.profiles()),
                () -> ProfileRows.plain(list.profiles()));
        return ExitCode.OK.code();
    }
}
