package dev.albert.cli.episodes;

import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.episode.EpisodeCreate;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.Trust;
import dev.albert.cli.memory.WriteNotes;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.client.MemoryFilter;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.Table;
import dev.albert.clikit.Text;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * {@code albert ingest <file|dir|->}: keeps source text as episodes ({@code POST /v1/episodes}); the server derives one
 * searchable memory from each. The server deduplicates by content and source, so a re-ingest creates nothing new.
 */
@Command(name = "ingest",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Keep a document or a conversation transcript as an episode; the server derives a searchable memory from it.",
                "Give a file, a directory (every UTF-8 text file in it, recursively, hidden ones skipped) or - for stdin.",
                "Each source is identified by --source-id (default: the file's absolute path), and ingesting the same text from the same source again returns the existing episode (status existing) instead of a copy.",
                "Warns on stderr when a derived memory was quarantined; --output json carries quarantined, quarantine_reasons and confidence_clamped for each.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert ingest docs/architecture.md --project shop",
                "  albert ingest notes/ --source-id wiki:ops",
                "  cat session.log | albert ingest - --kind transcript --source-id chat:2026-12-01 --output json",
        })
public final class IngestCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<file|dir|->", description = "What to ingest: a file, a directory, or - for stdin (UTF-8).")
    String source;

    @Option(names = "--kind", paramLabel = "<kind>", defaultValue = "document", converter = Kind.Converter.class,
            completionCandidates = Kind.Names.class,
            description = "${COMPLETION-CANDIDATES}: what the text is (the episode's source_type is document or conversation; default: ${DEFAULT-VALUE}).")
    Kind kind;

    @Option(names = "--source-id", paramLabel = "<id>",
            description = "A stable name for the source (the episode's source_uri), e.g. wiki:ops; for a directory each file is <id>/<relative path>. Needed to make re-ingesting stdin idempotent per source.")
    String sourceId;

    @Option(names = "--project", paramLabel = "<ref>", description = "Project reference (project_ref).")
    String project;

    @Option(names = "--task", paramLabel = "<ref>", description = "Task reference (task_ref).")
    String task;

    @Option(names = "--sensitivity", paramLabel = "<level>", converter = Converters.SensitivityConverter.class,
            completionCandidates = Converters.SensitivityNames.class,
            description = "${COMPLETION-CANDIDATES} (default: internal).")
    Sensitivity sensitivity;

    @Option(names = "--occurred-at", paramLabel = "<time>", converter = Converters.InstantConverter.class,
            description = "When the source was written or the conversation happened (ISO-8601; default: now).")
    Instant occurredAt;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Workspace id (default: the key's own workspace).")
    UUID workspace;

    public IngestCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(IngestResult.class);
        Inputs.maxLength(spec, "--source-id", sourceId, Limits.SOURCE_URI_MAX);
        Inputs.maxLength(spec, "--project", project, Limits.REF_MAX);
        Inputs.maxLength(spec, "--task", task, Limits.REF_MAX);
        List<Sources.Source> sources = "-".equals(source)
                ? List.of(new Sources.Source("-", sourceId == null ? "" : sourceId,
                        Inputs.text(spec, context.streams(), "-", "text to ingest", Limits.EPISODE_CONTENT_MAX)))
                : Sources.read(spec, context, context.streams().workingDirectory().resolve(source), sourceId);
        if (sources.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "no UTF-8 text files to ingest in " + source);
        }
        List<IngestResult> results = new ArrayList<>();
        try (AlbertClient client = connection.connect()) {
            for (Sources.Source s : sources) {
                AlbertClient.Ingested ingested = client.ingestEpisode(new EpisodeCreate(workspace, project, task, null,
                        s.text(), kind.sourceType(), s.uri(), sensitivity, occurredAt, null));
                MemoryRead derived = client.listMemories(MemoryFilter.NONE.withEpisode(ingested.episode().id()), 1, null)
                        .items().stream().findFirst().orElse(null);
                IngestResult result = IngestResult.of(s.label(), ingested, derived);
                if (derived != null) {
                    WriteNotes.report(context, derived, null, false);
                }
                results.add(result);
            }
        }
        output.render(results, results, () -> table(results), () -> plain(results));
        return ExitCode.OK.code();
    }

    private static String table(List<IngestResult> results) {
        Table table = Table.of("source", "status", "episode", "memory", "quarantined");
        for (IngestResult r : results) {
            table.row(r.source(), r.status(), r.episodeId(), r.memoryId(),
                    Boolean.TRUE.equals(r.quarantined()) ? String.join(",", r.quarantineReasons()) : "no");
        }
        return table.render();
    }

    /** {@code episode-id, status, source}: the episode id first, for {@code cut -f1}. */
    private static String plain(List<IngestResult> results) {
        StringBuilder out = new StringBuilder();
        for (IngestResult r : results) {
            out.append(r.episodeId()).append('\t').append(r.status()).append('\t').append(Text.oneLine(r.source())).append('\n');
        }
        return out.toString();
    }

    /** One ingested source: its episode, whether it is new, and the memory the server derived from it. */
    public record IngestResult(String source, String status, UUID episodeId, String sourceType, String sourceUri,
                               UUID memoryId, Trust trust, Double confidence, Boolean confidenceClamped,
                               Boolean quarantined, List<String> quarantineReasons) {
        static IngestResult of(String source, AlbertClient.Ingested ingested, MemoryRead derived) {
            return new IngestResult(source, ingested.created() ? "created" : "existing", ingested.episode().id(),
                    ingested.episode().sourceType(), ingested.episode().sourceUri(),
                    derived == null ? null : derived.id(), derived == null ? null : derived.trust(),
                    derived == null ? null : derived.confidence(),
                    derived == null ? null : WriteNotes.clamped(derived, WriteNotes.classifierConfidence(derived)),
                    derived == null ? null : Boolean.TRUE.equals(derived.quarantined()),
                    derived == null || derived.quarantineReasons() == null ? List.of() : derived.quarantineReasons());
        }
    }
}
