package dev.albert.cli.capture;

import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
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

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert capture-policy profiles delete <name>} ({@code DELETE /v1/capture/profiles/{name}}). */
@Command(name = "delete",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Delete a stored capture profile. Sessions that chose it are governed by default from their next batch on, which may keep more than the deleted profile did; to tighten or loosen a policy in place, use set instead. Deleting a stored default brings the built-in one back. Needs workspaces.manage.",
                "Exits 1 when no profile of that name is stored in the workspace (the built-in default cannot be deleted).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert capture-policy profiles delete strict",
                "  albert capture-policy profiles delete default --workspace 5b0e2f4a-93c1-4d6e-8a7b-1c2d3e4f5a6b",
        })
public final class ProfileDeleteCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<name>", description = "The profile's name.")
    String name;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The workspace the profile is stored in (default: the key's own; organization-wide for an organization key).")
    UUID workspace;

    public ProfileDeleteCommand(CommandContext context) {
        this.context = context;
    }

    /** What {@code --output json} prints. */
    public record Deleted(String name, UUID workspaceId, boolean deleted) {
    }

    @Override
    public Integer call() {
        output.expect(Deleted.class);
        ProfileSetCommand.checkName(spec, name);
        try (AlbertClient client = connection.connect()) {
            client.deleteCaptureProfile(name, workspace);
        }
        if (!output.structured()) {
            context.note("Deleted capture profile " + name + "; sessions that chose it now use default");
        }
        Deleted result = new Deleted(name, workspace, true);
        output.render(result, () -> "", () -> "");
        return ExitCode.OK.code();
    }
}
