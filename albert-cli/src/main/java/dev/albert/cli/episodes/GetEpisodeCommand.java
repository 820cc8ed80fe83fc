package dev.albert.cli.episodes;

import dev.albert.api.episode.EpisodeRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.Details;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert get-episode <id>}: one episode ({@code GET /v1/episodes/{id}}). */
@Command(name = "get-episode",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Show one episode, the source text a memory was derived from. Exits 1 when it does not exist, was forgotten, or is hidden from your key.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert get-episode 6c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e",
                "  albert get-episode 6c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e --jq .content > source.md",
        })
public final class GetEpisodeCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The episode's id.")
    UUID id;

    @Override
    public Integer call() {
        output.expect(EpisodeRead.class);
        EpisodeRead episode;
        try (AlbertClient client = connection.connect()) {
            episode = client.getEpisode(id);
        }
        output.render(episode, () -> details(episode), () -> details(episode));
        return ExitCode.OK.code();
    }

    static String details(EpisodeRead e) {
        return Details.of()
                .field("id", e.id())
                .field("source type", e.sourceType())
                .field("source", e.sourceUri() == null || e.sourceUri().isEmpty() ? null : e.sourceUri())
                .field("sensitivity", e.sensitivity() == null ? null : e.sensitivity().wireName())
                .field("project", e.projectRef())
                .field("task", e.taskRef())
                .field("workspace", e.workspaceId())
                .field("occurred", e.occurredAt())
                .field("created", e.createdAt())
                .field("sha256", e.contentHash())
                .body(e.content() == null ? "" : e.content())
                .render();
    }
}
