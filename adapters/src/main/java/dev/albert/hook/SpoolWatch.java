package dev.albert.hook;

import dev.albert.capture.queue.Spool;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Notices what hooks handed to the spool while the agent was running but could not answer them in time (a hook JVM
 * that started late on a loaded machine has no budget left to wait): each time the spool holds an item it has not
 * seen, it asks for a delivery round, which moves the items into the queue. Items a round could not take (the queue
 * unusable) are not asked about again, so a stuck spool never keeps the agent from going idle.
 */
final class SpoolWatch {
    /** How often the spool is listed: a directory read, a few microseconds when it is empty. */
    static final long PERIOD_MILLIS = 1_000;

    private final Path queueDirectory;
    private final Consumer<Path> deliver;
    private final Set<String> seen = new HashSet<>();

    SpoolWatch(Path queueDirectory, Consumer<Path> deliver) {
        this.queueDirectory = queueDirectory;
        this.deliver = deliver;
    }

    void start(ScheduledExecutorService timer) {
        timer.scheduleWithFixedDelay(this::check, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Asks for a round when an item appeared since the last look; true when it asked. */
    synchronized boolean check() {
        List<Spool.Item> items;
        try {
            items = Spool.of(queueDirectory).items();
        } catch (IOException | RuntimeException e) {
            return false; // no spool yet, or unreadable: the next hook's own round reports it
        }
        boolean fresh = false;
        Set<String> now = new HashSet<>();
        for (Spool.Item item : items) {
            now.add(item.id());
            fresh |= !seen.contains(item.id());
        }
        seen.retainAll(now);
        seen.addAll(now);
        if (fresh) {
            deliver.accept(queueDirectory);
        }
        return fresh;
    }
}
