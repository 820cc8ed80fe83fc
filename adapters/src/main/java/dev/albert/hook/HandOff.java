package dev.albert.hook;

import dev.albert.capture.queue.QueueLocation;
import dev.albert.capture.queue.Spool;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the thin client does when no agent answers: it hands the request to the queue's spool (sealed
 * with the queue key, fsynced: it survives a crash once this returns) and replies at once. The agent
 * drains the spool into the queue ({@link SpoolDrain}). JDK classes and the spool only: no SQLite,
 * Jackson or HTTP on this path.
 */
final class HandOff {
    private HandOff() {
    }

    /** True when the request is durably spooled (or has nothing to capture); false, logged, when it could not be. */
    static boolean spool(HookRequest request) {
        if (request.stdin().length == 0) {
            return true; // nothing that a drain could queue (what else is empty of captures, the drain decides)
        }
        try {
            Spool.of(QueueLocation.directory(request.env())).put(request.eventId(), withoutSecrets(request).encode());
            return true;
        } catch (Exception e) {
            HookLog.write(request.env(), request.event() + ": cannot hand the event to the spool: "
                    + e.getClass().getSimpleName() + "; not captured");
            return false;
        }
    }

    /** The API key is not needed to queue an event, so it is not written to disk (even sealed). */
    private static HookRequest withoutSecrets(HookRequest r) {
        Map<String, String> env = new LinkedHashMap<>(r.env());
        env.remove("ALBERT_API_KEY");
        return new HookRequest(r.host(), r.event(), r.cwd(), r.eventId(), r.deadlineEpochMillis(), env, r.stdin());
    }
}
