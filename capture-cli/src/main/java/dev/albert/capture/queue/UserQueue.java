package dev.albert.capture.queue;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Text;

import java.util.function.ToIntFunction;

/** The user's queue as the commands open it: located from the run's environment, on the run's clock. */
public final class UserQueue {
    private UserQueue() {
    }

    public static CaptureQueue open(CommandContext context) {
        return CaptureQueue.open(QueueConfig.forUser(context.streams().env()).withClock(context.clock()));
    }

    /**
     * Runs {@code work} with the open queue. A queue that cannot be opened or written (permissions,
     * disk full) is one {@code error:} line and exit 5.
     */
    public static int with(CommandContext context, ToIntFunction<CaptureQueue> work) {
        try (CaptureQueue queue = open(context)) {
            return work.applyAsInt(queue);
        } catch (QueueException e) {
            context.streams().err().println("error: " + Text.oneLine(e.getMessage()));
            if (context.verbose()) {
                e.printStackTrace(context.streams().err());
            }
            return ExitCode.UNAVAILABLE.code();
        }
    }
}
