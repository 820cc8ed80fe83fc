package dev.albert.client;

import dev.albert.client.http.Sleeper;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Records the back-off delays instead of sleeping. */
final class RecordingSleeper implements Sleeper {
    final List<Duration> delays = new CopyOnWriteArrayList<>();

    @Override
    public void sleep(Duration duration) {
        delays.add(duration);
    }
}
