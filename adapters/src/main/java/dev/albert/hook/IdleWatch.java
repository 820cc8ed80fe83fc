package dev.albert.hook;

import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * The agent's lifetime: it ends after {@code idleMillis} without requests or deliveries, so a resident
 * agent costs nothing once the user stops working; and within a second of its last work when it can no longer
 * be reached, its socket file gone (its runtime or home directory deleted): no hook could connect to it, and its
 * lock would keep a new agent from starting.
 */
final class IdleWatch {
    private final long idleMillis;
    private final ScheduledExecutorService timer;
    private final BooleanSupplier busy;
    private final BooleanSupplier reachable;
    private final Runnable exit;
    private final Map<String, String> env;
    private final AtomicLong lastActivity = new AtomicLong(System.currentTimeMillis());

    IdleWatch(long idleMillis, ScheduledExecutorService timer, BooleanSupplier busy, BooleanSupplier reachable,
              Runnable exit, Map<String, String> env) {
        this.idleMillis = idleMillis;
        this.timer = timer;
        this.busy = busy;
        this.reachable = reachable;
        this.exit = exit;
        this.env = env;
    }

    void start() {
        long period = Math.max(50, Math.min(idleMillis / 4, 1_000));
        timer.scheduleAtFixedRate(this::check, period, period, TimeUnit.MILLISECONDS);
    }

    void touch() {
        lastActivity.set(System.currentTimeMillis());
    }

    private void check() {
        if (busy.getAsBoolean()) {
            touch();
        } else if (!reachable.getAsBoolean()) {
            HookLog.writeIfDataFolderExists(env, "agent socket removed; exiting");
            exit.run();
        } else if (System.currentTimeMillis() - lastActivity.get() >= idleMillis) {
            HookLog.writeIfDataFolderExists(env, "agent idle for " + idleMillis + " ms; exiting");
            exit.run();
        }
    }
}
