package dev.albert.cli.episodes;

import dev.albert.cli.memory.ForgetCommand;
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
import picocli.CommandLine.Parameters;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert forget-episode <id>}: scrubs an episode and every memory derived from it. */
@Command(name = "forget-episode",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Forget an episode: its text is erased, and so is every memory derived from it.",
                "Prints nothing on stdout (a confirmation on stderr); exits 1 when there is no such episode.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert forget-episode 6c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e",
                "  albert ingest notes/ --output plain | cut -f1 | xargs -n1 albert forget-episode",
        })
public final class ForgetEpisodeCommand implements Callable<Integer> {
    private final CommandContext context;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The episode's id.")
    UUID id;

    public ForgetEpisodeCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(ForgetCommand.Deleted.class);
        try (AlbertClient client = connection.connect()) {
            client.deleteEpisode(id);
        }
        if (output.structured()) {
            output.render(new ForgetCommand.Deleted(id, true), () -> "", () -> "");
        } else {
            context.note("Forgot episode " + id + " and the memories derived from it");
        }
        return ExitCode.OK.code();
    }
}
