package dev.albert.hook;

import dev.albert.capture.queue.QueueLocation;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;

/**
 * {@code ALBERT_HOOK_AGENT=off}: no resident agent, so a hook that handed its event to the spool starts
 * this one-shot process (detached) instead. It drains the spool into the queue, delivers what is due
 * within 30 s and exits. Two of them at once are harmless (see {@link SpoolDrain}).
 */
public final class HookDrain {
    static final long FLUSH_MILLIS = 30_000;

    private HookDrain() {
    }

    public static void main(String[] args) {
        run(System.getenv());
        System.exit(0);
    }

    /** Drain and deliver for this environment's queue; never throws. Returns how many items were queued. */
    static int run(Map<String, String> env) {
        try (OneShotServices services = new OneShotServices()) {
            Path dir = QueueLocation.directory(env);
            int queued = SpoolDrain.drain(dir, services, env);
            // Also what earlier drains queued but could not deliver (server down then).
            Delivery.flush(services.queue(env), env, "/", Instant.now().plusMillis(FLUSH_MILLIS));
            return queued;
        } catch (Throwable t) {
            HookLog.write(env, "drain failed: " + t.getClass().getName());
            return 0;
        }
    }
}
