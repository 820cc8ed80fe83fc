package dev.albert.hook;

import dev.albert.capture.queue.Spool;

import javax.crypto.AEADBadTagException;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Moves what hooks handed to the spool into the queue: each item is opened, handled like the event it
 * is (capture only) and removed only after the queue holds it. A crash in between leaves the item, and
 * the next drain's enqueue of the same event id is ignored by the queue: every item is queued once.
 * An item that cannot be opened is moved aside (kept, never retried); when the queue cannot take
 * events, the rest stays for a later drain.
 */
final class SpoolDrain {
    private SpoolDrain() {
    }

    /** Drains the spool of this queue directory; returns how many items went into the queue. Never throws. */
    static int drain(Path queueDirectory, HookWork.Services services, Map<String, String> logEnv) {
        Spool spool = Spool.of(queueDirectory);
        int queued = 0;
        try {
            List<Spool.Item> items = spool.items();
            if (items.isEmpty()) {
                return 0;
            }
            byte[] key = spool.key();
            for (Spool.Item item : items) {
                HookRequest request;
                try {
                    byte[] bytes = spool.open(item, key);
                    if (bytes == null) {
                        continue; // another drain took it
                    }
                    request = HookRequest.decode(new DataInputStream(new ByteArrayInputStream(bytes)));
                } catch (AEADBadTagException | IOException unreadable) {
                    HookLog.write(logEnv, "spool item " + item.id() + " cannot be opened (" + unreadable.getClass().getSimpleName()
                            + "); moved aside");
                    spool.moveAside(item);
                    continue;
                }
                HookWork.Outcome outcome = HookWork.captureOnly(request, services);
                if (outcome.capture() == HookWork.Capture.FAILED) {
                    HookLog.write(logEnv, "the queue cannot take spooled events now; " + "they stay in the spool");
                    return queued;
                }
                spool.remove(item);
                if (outcome.capture() == HookWork.Capture.QUEUED) {
                    queued++;
                }
            }
        } catch (IOException | RuntimeException e) {
            HookLog.write(logEnv, "draining the spool failed: " + e.getClass().getSimpleName() + " (items stay in the spool)");
        }
        return queued;
    }
}
