package dev.albert.capture.record;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.delivery.FlushPolicy;
import dev.albert.capture.delivery.FlushReport;
import dev.albert.capture.delivery.HttpCaptureSink;
import dev.albert.capture.delivery.QueueFlusher;
import dev.albert.capture.delivery.SendResult;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.Enqueued;
import dev.albert.capture.queue.EventIds;
import dev.albert.capture.queue.NewEvent;
import dev.albert.capture.queue.QueueException;
import dev.albert.capture.queue.UserQueue;
import dev.albert.client.AlbertException;
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
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * {@code albert-capture record}: screens an event, queues it durably, then tries to deliver the queue
 * within the deadline. Exits 0 whatever happens after the input was accepted (server down, queue
 * unusable), so a hook that calls it never fails its host; invalid input exits 2.
 */
@Command(name = "record",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Capture one event: redact secrets, encrypt and queue it on disk, then deliver what is due within --deadline-ms.",
                "Prints the event id. Exits 0 unless the input is invalid (2).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture record --host claude-code --session s-1 --class user_goal \\",
                "      'Make the build green'",
                "  git log -1 --format=%%B | albert-capture record --host codex --session s-2 \\",
                "      --class decision -",
                "  albert-capture record --host claude-code --session s-1 --class checkpoint \\",
                "      --no-deliver session_end",
        })
public final class RecordCommand implements Callable<Integer> {
    /** Longest event text accepted, in characters (the queue also bounds the sealed size). */
    static final int MAX_TEXT_CHARACTERS = 120_000;

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--host", required = true, paramLabel = "<host>", description = "The host, e.g. claude-code, codex, cursor, openclaw.")
    String host;

    @Option(names = "--session", required = true, paramLabel = "<key>", description = "The host's session id (capture session key).")
    String session;

    @Option(names = "--class", required = true, paramLabel = "<class>",
            description = "Event class: user_goal, assistant_outcome, decision, correction, tool_outcome, note, compaction_summary, checkpoint.")
    String eventClass;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<text>",
            description = "The event text, or - (the default) to read it from stdin (UTF-8).")
    String text;

    @Option(names = "--deadline-ms", paramLabel = "<ms>", defaultValue = "500",
            description = "Total time for reading stdin, queueing and delivering (default: ${DEFAULT-VALUE}). The event is queued either way.")
    int deadlineMs;

    @Option(names = "--no-deliver", description = "Only queue the event (e.g. at session end); a later flush delivers it.")
    boolean noDeliver;

    @Option(names = "--turn", paramLabel = "<key>", description = "The host's turn id.")
    String turn;

    @Option(names = "--project", paramLabel = "<ref>", description = "Project reference (prj_…), never an absolute path.")
    String project;

    @Option(names = "--branch", paramLabel = "<name>", description = "VCS branch.")
    String branch;

    @Option(names = "--meta", paramLabel = "<key=value>", description = "Extra field, repeatable (screened and encrypted like the text).")
    Map<String, String> metadata;

    @Option(names = "--event-id", paramLabel = "<uuidv7>", description = "Use this event id (a UUIDv7) instead of a new one, e.g. to make a retried hook idempotent.")
    String eventId;

    public RecordCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape of {@code record}. */
    public record RecordView(String eventId, boolean duplicate, List<String> redacted, int dropped, Delivery delivery) {
    }

    /** What the delivery attempt did; null fields when it was not attempted. */
    public record Delivery(boolean attempted, int delivered, String error) {
    }

    @Override
    public Integer call() {
        Instant deadline = context.clock().instant().plusMillis(Inputs.range(spec, "--deadline-ms", deadlineMs, 0, 600_000));
        NewEvent event = event(deadline);

        Enqueued queued;
        CaptureQueue queue;
        try {
            queue = UserQueue.open(context);
        } catch (QueueException e) {
            return gaveUp("cannot open the capture queue: " + e.getMessage());
        }
        try (queue) {
            try {
                queued = queue.enqueue(event);
            } catch (IllegalArgumentException tooLarge) {
                throw new ParameterException(spec.commandLine(), tooLarge.getMessage());
            } catch (QueueException e) {
                return gaveUp("cannot queue the event: " + e.getMessage());
            }
            if (!queued.redactedRules().isEmpty()) {
                context.note("redacted credential-shaped text before queueing (" + String.join(", ", queued.redactedRules()) + ")");
            }
            if (queued.dropped() > 0) {
                context.warn("the capture queue is full; dropped the " + queued.dropped() + " oldest event(s)");
            }
            Delivery delivery = noDeliver ? new Delivery(false, 0, null) : deliver(queue, deadline);
            RecordView view = new RecordView(queued.eventId(), queued.duplicate(), queued.redactedRules(), queued.dropped(), delivery);
            output.renderer().render(view, () -> view.eventId() + "\n", () -> view.eventId() + "\n");
            return ExitCode.OK.code();
        } catch (QueueException closing) {
            return gaveUp(closing.getMessage());
        }
    }

    private NewEvent event(Instant deadline) {
        CaptureEventClass cls;
        try {
            cls = CaptureEventClass.fromWire(eventClass.strip());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--class: unknown event class '" + eventClass.strip()
                    + "' (expected one of " + CaptureEventClass.wireNames() + ")");
        }
        UUID id = null;
        if (eventId != null) {
            if (!EventIds.isUuidV7(eventId.strip())) {
                throw new ParameterException(spec.commandLine(), "--event-id must be a UUIDv7, e.g. 0192f0c4-6a4e-7c1d-9b2a-3f5e7d9c1b20");
            }
            id = UUID.fromString(eventId.strip());
        }
        String content = text == null || text.equals("-") ? readStdin(deadline) : text;
        if (content.isBlank()) {
            throw new ParameterException(spec.commandLine(), "the event text is empty");
        }
        if (content.codePointCount(0, content.length()) > MAX_TEXT_CHARACTERS) {
            throw new ParameterException(spec.commandLine(), "the event text is longer than " + MAX_TEXT_CHARACTERS + " characters");
        }
        try {
            return new NewEvent(id, host.strip(), session, cls, content, null, turn, project, branch, metadata);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private String readStdin(Instant deadline) {
        Duration wait = Duration.between(context.clock().instant(), deadline);
        BoundedStdin.Result result = BoundedStdin.read(context.streams().in(), MAX_TEXT_CHARACTERS * 4, wait);
        return switch (result) {
            case BoundedStdin.Result.Read read -> decode(read.bytes());
            case BoundedStdin.Result.TooLong ignored ->
                    throw new ParameterException(spec.commandLine(), "the event text on stdin is longer than " + MAX_TEXT_CHARACTERS + " characters");
            case BoundedStdin.Result.NotClosed ignored ->
                    throw new ParameterException(spec.commandLine(), "stdin was not closed within --deadline-ms; nothing was queued");
            case BoundedStdin.Result.Failed failed ->
                    throw new ParameterException(spec.commandLine(), "cannot read the event text from stdin: " + failed.message());
        };
    }

    private String decode(byte[] bytes) {
        try {
            String decoded = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            return (decoded.startsWith("\uFEFF") ? decoded.substring(1) : decoded).stripTrailing();
        } catch (CharacterCodingException e) {
            throw new ParameterException(spec.commandLine(), "the event text on stdin is not valid UTF-8");
        }
    }

    /** Never fails: every problem becomes a note; the event stays queued for a later flush. */
    private Delivery deliver(CaptureQueue queue, Instant deadline) {
        Resolution resolution;
        try {
            resolution = connection.resolve();
        } catch (AlbertException e) {
            context.warn("not delivering now: " + e.getMessage() + " (the event stays queued)");
            return new Delivery(false, 0, e.getMessage());
        }
        if (resolution.config().apiKey() == null) {
            context.debug("no API key configured; the event stays queued");
            return new Delivery(false, 0, "no API key");
        }
        try (HttpCaptureSink sink = HttpCaptureSink.of(resolution.config(), context.clock())) {
            FlushReport report = new QueueFlusher(queue, sink, context.clock(), new Random(), FlushPolicy.defaults())
                    .flush(deadline);
            context.debug("delivery: " + report);
            if (report.failure() == SendResult.Failure.UNAVAILABLE) {
                context.warn("the server is unavailable: " + Text.oneLine(String.valueOf(report.lastError())) + " (the event stays queued)");
            } else if (report.failure() != null) {
                context.warn(report.lastError() + " (events stay queued)");
            }
            if (report.tampered() > 0) {
                context.warn(report.tampered() + " queued record(s) failed authentication and were moved aside");
            }
            return new Delivery(true, report.delivered(), report.failure() == null ? null : report.lastError());
        } catch (RuntimeException e) {
            context.warn("delivery failed: " + Text.oneLine(String.valueOf(e.getMessage())) + " (the event stays queued)");
            return new Delivery(true, 0, String.valueOf(e.getMessage()));
        }
    }

    private int gaveUp(String message) {
        context.warn(message);
        return ExitCode.OK.code();
    }
}
