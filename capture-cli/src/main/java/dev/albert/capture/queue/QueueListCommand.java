package dev.albert.capture.queue;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code albert-capture queue list}: the oldest records, bookkeeping only. */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "List queued and parked records, oldest first: id, class, age, attempts, status and the last error or parked reason.",
                "Event content is never shown (it stays encrypted).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture queue list",
                "  albert-capture queue list --output jsonl | jq -r \\",
                "      'select(.status == \"parked\") | .reason'",
                "  albert-capture queue list --tampered",
        })
public final class QueueListCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--limit", paramLabel = "<n>", defaultValue = "100",
            description = "At most this many records (default: ${DEFAULT-VALUE}; 1 to 10000).")
    int limit;

    @Option(names = "--tampered", description = "List the records moved aside because they failed authentication instead.")
    boolean tampered;

    public QueueListCommand(CommandContext context) {
        this.context = context;
    }

    /** One record in {@code queue list --output json}. */
    public record ListItem(String eventId, String host, String sessionKey, String eventClass, Instant createdAt,
                           long ageSeconds, String status, int attempts, Instant nextAttemptAt, String reason,
                           long bytes) {
    }

    /** One record in {@code queue list --tampered --output json}. */
    public record TamperedItem(String eventId, String host, String sessionKey, String eventClass, Instant createdAt,
                               Instant detectedAt, String reason, long bytes) {
    }

    @Override
    public Integer call() {
        Inputs.range(spec, "--limit", limit, 1, 10_000);
        return UserQueue.with(context, queue -> {
            Instant now = context.clock().instant();
            if (tampered) {
                List<TamperedItem> items = queue.tampered().stream().limit(limit)
                        .map(t -> new TamperedItem(t.eventId(), t.host(), t.sessionKey(), t.eventClass(), t.createdAt(),
                                t.detectedAt(), t.reason(), t.sizeBytes()))
                        .toList();
                output.renderer().render(items, items, () -> tamperedTable(items), () -> tamperedPlain(items));
                return ExitCode.OK.code();
            }
            List<ListItem> items = queue.list(limit).stream()
                    .map(r -> new ListItem(r.eventId(), r.host(), r.sessionKey(),
                            r.eventClass() == null ? "?" : r.eventClass().wireName(), r.createdAt(),
                            Math.max(0, Duration.between(r.createdAt(), now).toSeconds()),
                            r.leased() ? "sending" : r.status().column(), r.attempts(),
                            r.status() == RecordStatus.PARKED ? null : r.nextAttemptAt(), r.lastError(), r.sizeBytes()))
                    .toList();
            output.renderer().render(items, items, () -> table(items, now), () -> plain(items));
            return ExitCode.OK.code();
        });
    }

    private static String table(List<ListItem> items, Instant now) {
        if (items.isEmpty()) {
            return "the queue is empty\n";
        }
        Table table = Table.of("event id", "class", "host", "age", "attempts", "status", "next", "reason");
        for (ListItem i : items) {
            String next = i.nextAttemptAt() == null ? null
                    : i.nextAttemptAt().isAfter(now) ? "in " + Ages.human(Duration.between(now, i.nextAttemptAt()).toSeconds()) : "due";
            table.row(i.eventId(), i.eventClass(), i.host(), Ages.human(i.ageSeconds()), i.attempts(), i.status(), next, i.reason());
        }
        return table.render();
    }

    private static String plain(List<ListItem> items) {
        StringBuilder out = new StringBuilder();
        for (ListItem i : items) {
            out.append(i.eventId()).append('\t').append(i.eventClass()).append('\t').append(i.host()).append('\t')
                    .append("age=").append(i.ageSeconds()).append('\t')
                    .append("attempts=").append(i.attempts()).append('\t')
                    .append("status=").append(i.status()).append('\t')
                    .append("reason=").append(i.reason() == null ? "-" : Renderer.oneLine(i.reason())).append('\n');
        }
        return out.toString();
    }

    private static String tamperedTable(List<TamperedItem> items) {
        if (items.isEmpty()) {
            return "no record has failed authentication\n";
        }
        Table table = Table.of("event id", "class", "host", "created", "detected", "reason");
        for (TamperedItem t : items) {
            table.row(t.eventId(), t.eventClass(), t.host(), t.createdAt(), t.detectedAt(), t.reason());
        }
        return table.render();
    }

    private static String tamperedPlain(List<TamperedItem> items) {
        StringBuilder out = new StringBuilder();
        for (TamperedItem t : items) {
            out.append(t.eventId()).append('\t').append(t.eventClass()).append('\t').append(t.host()).append('\t')
                    .append("reason=").append(t.reason()).append('\n');
        }
        return out.toString();
    }
}
