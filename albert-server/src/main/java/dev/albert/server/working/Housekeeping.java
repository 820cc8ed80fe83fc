package dev.albert.server.working;

import dev.albert.server.Services;
import dev.albert.server.locks.LockStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The periodic sweep the Python worker runs (contract §3.7): active working memories past their expiry
 * become {@code expired} and their locks are released. Every working-memory and lock request also
 * sweeps first, so answers never depend on when this last ran.
 */
public final class Housekeeping implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Housekeeping.class);
    public static final String SETTING = "ALBERT_HOUSEKEEPING_SECONDS";
    public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(60);
    private static final double MIN_SECONDS = 0.5;
    private static final double MAX_SECONDS = 3600;

    private final Services services;
    private final WorkingMemoryStore store;
    private final ScheduledExecutorService scheduler;

    private Housekeeping(Services services) {
        this.services = services;
        this.store = new WorkingMemoryStore(new LockStore(services.hasher()));
        this.scheduler = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon()
                .name("albert-housekeeping").factory());
    }

    /** The sweep interval from {@code ALBERT_HOUSEKEEPING_SECONDS} (0.5–3600, default 60). */
    public static Duration interval(Map<String, String> env) {
        String raw = env.get(SETTING);
        if (raw == null || raw.isBlank()) {
            return DEFAULT_INTERVAL;
        }
        double seconds;
        try {
            seconds = Double.parseDouble(raw.strip());
        } catch (NumberFormatException e) {
            seconds = Double.NaN;
        }
        if (!(seconds >= MIN_SECONDS && seconds <= MAX_SECONDS)) {
            throw new IllegalArgumentException(SETTING + " must be a number of seconds between 0.5 and 3600");
        }
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    public static Housekeeping start(Services services, Duration interval) {
        Housekeeping h = new Housekeeping(services);
        h.scheduler.scheduleWithFixedDelay(h::sweepQuietly, interval.toMillis(), interval.toMillis(),
                TimeUnit.MILLISECONDS);
        return h;
    }

    /** Runs one sweep; returns how many working memories expired. */
    public int sweep() {
        return services.db().write(c -> store.expireDue(c, services.now()));
    }

    private void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            // A failed sweep is retried at the next tick; requests sweep on their own as well.
            LOG.warn("working-memory expiry sweep failed: {}", e.getClass().getName());
        }
    }

    @Override
    public void close() {
        scheduler.shutdownNow();
        try {
            scheduler.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
