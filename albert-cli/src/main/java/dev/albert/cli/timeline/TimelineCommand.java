package dev.albert.cli.timeline;

import dev.albert.api.Limits;
import dev.albert.api.memory.MemoryPage;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.MemoryStatus;
import dev.albert.api.memory.Trust;
import dev.albert.cli.memory.MemoryFields;
import dev.albert.cli.output.Output;
import dev.albert.cli.output.Paging;
import dev.albert.client.AlbertClient;
import dev.albert.client.MemoryFilter;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

import java.time.Instant;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert timeline}: memories in the order they were created ({@code GET /v1/memories}). */
@Command(name = "timeline",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List memories in the order they were created, oldest first, filtered by type, status, trust, project, task, quarantine and time. An empty result prints nothing and exits 0.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert timeline --project shop --since 2026-11-01T00:00:00Z",
                "  albert timeline --type decision --trust verified --all --output jsonl",
                "  albert timeline --status deleted --fields id,updated_at",
        })
public final class TimelineCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Paging paging;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--type", paramLabel = "<type>", description = "Only memories of this type.")
    String type;

    @Option(names = "--status", paramLabel = "<status>", converter = StatusConverter.class, completionCandidates = StatusNames.class,
            description = "${COMPLETION-CANDIDATES} (default: active).")
    MemoryStatus status;

    @Option(names = "--trust", paramLabel = "<trust>", converter = MemoryFields.TrustConverter.class,
            completionCandidates = MemoryFields.TrustNames.class, description = "Only this trust: ${COMPLETION-CANDIDATES}.")
    Trust trust;

    @Option(names = "--project", paramLabel = "<ref>", description = "Only memories with this project_ref.")
    String project;

    @Option(names = "--task", paramLabel = "<ref>", description = "Only memories with this task_ref.")
    String task;

    @Option(names = "--quarantined", paramLabel = "<yes|no>", arity = "0..1", fallbackValue = "true",
            description = "Only quarantined memories (or, with =false, only those not quarantined).")
    Boolean quarantined;

    @Option(names = "--since", paramLabel = "<time>", converter = Converters.InstantConverter.class, description = "Created after this time (ISO-8601).")
    Instant since;

    @Option(names = "--until", paramLabel = "<time>", converter = Converters.InstantConverter.class, description = "Created before this time (ISO-8601).")
    Instant until;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only this workspace (default: the key's own workspace, or all for an organization key).")
    UUID workspace;

    @Override
    public Integer call() {
        output.expect(MemoryRead.class);
        paging.validate(spec);
        Inputs.maxLength(spec, "--type", type, Limits.MEMORY_TYPE_MAX);
        Inputs.maxLength(spec, "--project", project, Limits.REF_MAX);
        Inputs.maxLength(spec, "--task", task, Limits.REF_MAX);
        MemoryFilter filter = new MemoryFilter(type, status, trust, quarantined, project, task, workspace, since, until, null);
        Paging.Page<MemoryRead> page;
        try (AlbertClient client = connection.connect()) {
            page = paging.fetch((limit, cursor) -> client.listMemories(filter, limit, cursor), MemoryPage::items,
                    MemoryPage::nextCursor, output.structured(), "albert timeline");
        }
        MemoryPage shown = new MemoryPage(page.items(), page.nextCursor());
        output.render(shown, shown.items(), () -> MemoryRows.table(shown.items(), false), () -> MemoryRows.plain(shown.items()));
        return ExitCode.OK.code();
    }

    public static final class StatusConverter implements ITypeConverter<MemoryStatus> {
        @Override
        public MemoryStatus convert(String value) {
            try {
                return MemoryStatus.fromWire(value.strip().toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("'" + value + "' is not a status; use active or deleted");
            }
        }
    }

    public static final class StatusNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(MemoryStatus.values()).map(MemoryStatus::wireName).iterator();
        }
    }
}
