package dev.albert.server.capture;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@link Retention#runAll()} periodically: every {@code ALBERT_CAPTURE_RETENTION_SECONDS} (default 3600; 0 turns
 * the timer off; {@code POST /v1/capture/retention/run} works either way). The first run comes one interval after
 * start, so a server restarted in a loop does not scrub in a loop.
 */
public final class RetentionSchedule implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RetentionSchedule.class);
    public static final String SETTING = "ALBERT_CAPTURE_RETENTION_SECONDS";
    public static final Duration DEFAULT_INTERVAL = Duration.ofHours(1);
    private static final long MAX_SECONDS = 7 * 24 * 3600;

    private final ScheduledExecutorService scheduler;

    private RetentionSchedule(ScheduledExecutorService scheduler) {
        this.scheduler = scheduler;
    }

    /** The interval from {@code ALBERT_CAPTURE_RETENTION_SECONDS} (whole seconds, 0 = off, at most a week). */
    public static Duration interval(Map<String, String> env) {
        String raw = env.get(SETTING);
        if (raw == null || raw.isBlank()) {
            return DEFAULT_INTERVAL;
        }
        long seconds;
        try {
            seconds = Long.parseLong(raw.strip());
        } catch (NumberFormatException e) {
            seconds = -1;
        }
        if (seconds < 0 || seconds > MAX_SECONDS) {
            throw new IllegalArgumentException(SETTING + " must be a whole number of seconds between 0 (off) and "
                    + MAX_SECONDS);
        }
        return Duration.ofSeconds(seconds);
    }

    public static RetentionSchedule start(Retention retention, Duration interval) {
        if (interval.isZero()) {
            return new RetentionSchedule(null);
        }
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon()
                .name("albert-capture-retention").factory());
        scheduler.scheduleWithFixedDelay(() -> {
            try {
                retention.runAll();
            } catch (RuntimeException e) {
                // Retried at the next tick; the operator can run it now with POST /v1/capture/retention/run.
                LOG.warn("capture retention run failed: {}", e.getClass().getName());
            }
        }, interval.toSeconds(), interval.toSeconds(), TimeUnit.SECONDS);
        return new RetentionSchedule(scheduler);
    }

    public boolean enabled() {
        return scheduler != null;
    }

    @Override
    public void close() {
        if (scheduler == null) {
            return;
        }
        scheduler.shutdownNow();
        try {
            scheduler.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
