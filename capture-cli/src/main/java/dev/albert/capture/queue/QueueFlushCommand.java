package dev.albert.capture.queue;

import dev.albert.capture.delivery.FlushPolicy;
import dev.albert.capture.delivery.FlushReport;
import dev.albert.capture.delivery.HttpCaptureSink;
import dev.albert.capture.delivery.QueueFlusher;
import dev.albert.capture.delivery.SendResult;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Text;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.Resolution;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.time.Instant;
import java.util.Random;
import java.util.concurrent.Callable;

/** {@code albert-capture queue flush}: delivers what is due, within a deadline. */
@Command(name = "flush",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Deliver the queued events that are due (POST /v1/capture/events, in batches of up to 100).",
                "Acknowledged events are deleted; refused ones are parked with the reason; the rest stay queued for a later attempt with backoff. Never runs past --deadline-ms.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture queue flush",
                "  albert-capture queue flush --deadline-ms 5000 --output json",
        })
public final class QueueFlushCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--deadline-ms", paramLabel = "<ms>", defaultValue = "60000",
            description = "Stop delivering after this many milliseconds (default: ${DEFAULT-VALUE}); what is left stays queued.")
    int deadlineMs;

    public QueueFlushCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape of {@code queue flush}. */
    public record FlushView(int delivered, int duplicates, int parked, int retried, int tampered, long queued,
                            String stopped, String error) {
    }

    @Override
    public Integer call() {
        Inputs.range(spec, "--deadline-ms", deadlineMs, 1, 3_600_000);
        Instant deadline = context.clock().instant().plusMillis(deadlineMs);
        Resolution resolution = connection.resolve();
        if (resolution.config().apiKey() == null) {
            context.streams().err().println("error: no API key to deliver with; set ALBERT_API_KEY, use --api-key-file,"
                    + " or add a key to the profile (the events stay queued)");
            return ExitCode.AUTH.code();
        }
        boolean person = context.streams().stdoutIsTerminal();
        return UserQueue.with(context, queue -> {
            FlushReport report;
            try (HttpCaptureSink sink = HttpCaptureSink.of(resolution.config(), context.clock())) {
                report = new QueueFlusher(queue, sink, context.clock(), new Random(), FlushPolicy.defaults())
                        .flush(deadline, progress -> {
                            if (person) {
                                context.note("delivered " + progress.delivered() + ", parked " + progress.parked() + "…");
                            }
                        });
            }
            long left = queue.stats().queued();
            FlushView view = new FlushView(report.delivered(), report.duplicates(), report.parked(), report.retried(),
                    report.tampered(), left, report.stop().name().toLowerCase(java.util.Locale.ROOT),
                    report.failure() == null ? null : report.lastError());
            output.renderer().render(view, () -> summary(view), () -> summary(view));
            return exitCode(report, left);
        });
    }

    private int exitCode(FlushReport report, long left) {
        if (report.failure() != null) {
            context.streams().err().println("error: delivery stopped: " + Text.oneLine(report.lastError()) + "; "
                    + left + " event(s) stay queued");
            return report.failure() == SendResult.Failure.AUTHENTICATION ? ExitCode.AUTH.code() : ExitCode.UNAVAILABLE.code();
        }
        if (report.stop() == FlushReport.Stop.DEADLINE) {
            context.note("the deadline came first; " + left + " event(s) stay queued");
        }
        if (report.tampered() > 0) {
            context.streams().err().println("error: " + report.tampered() + " queued record(s) failed authentication and"
                    + " were moved aside, never sent (see 'albert-capture queue list --tampered')");
            return ExitCode.INTEGRITY.code();
        }
        return ExitCode.OK.code();
    }

    private static String summary(FlushView v) {
        return "delivered\t" + v.delivered() + "\nparked\t" + v.parked() + "\nretried\t" + v.retried()
                + "\ntampered\t" + v.tampered() + "\nqueued\t" + v.queued() + "\n";
    }
}
