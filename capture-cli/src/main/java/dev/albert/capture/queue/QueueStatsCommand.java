package dev.albert.capture.queue;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.concurrent.Callable;

/** {@code albert-capture queue stats}: counts, never content. */
@Command(name = "stats",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Show what the local queue holds: queued, bytes and parked now; dropped (queue full), tampered (failed authentication) and delivered since the queue was created.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture queue stats",
                "  albert-capture queue stats --output json | jq .dropped",
        })
public final class QueueStatsCommand implements Callable<Integer> {
    private final CommandContext context;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    public QueueStatsCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape of {@code queue stats}. */
    public record StatsView(long queued, long bytes, long dropped, long parked, long tampered, long delivered,
                            Long oldestAgeSeconds) {
        static StatsView of(QueueStats s) {
            return new StatsView(s.queued(), s.bytes(), s.dropped(), s.parked(), s.tampered(), s.delivered(),
                    s.oldestAge() == null ? null : s.oldestAge().toSeconds());
        }
    }

    @Override
    public Integer call() {
        return UserQueue.with(context, queue -> {
            StatsView stats = StatsView.of(queue.stats());
            output.renderer().render(stats, () -> table(stats), () -> plain(stats));
            return ExitCode.OK.code();
        });
    }

    private static String table(StatsView s) {
        return Table.of("queued", "bytes", "dropped", "parked", "tampered", "delivered", "oldest")
                .row(s.queued(), s.bytes(), s.dropped(), s.parked(), s.tampered(), s.delivered(),
                        s.oldestAgeSeconds() == null ? null : Ages.human(s.oldestAgeSeconds()))
                .render();
    }

    private static String plain(StatsView s) {
        return "queued\t" + s.queued() + "\nbytes\t" + s.bytes() + "\ndropped\t" + s.dropped() + "\nparked\t" + s.parked()
                + "\ntampered\t" + s.tampered() + "\ndelivered\t" + s.delivered() + "\noldest_age_seconds\t"
                + (s.oldestAgeSeconds() == null ? "-" : s.oldestAgeSeconds()) + "\n";
    }
}
