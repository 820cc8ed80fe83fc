package dev.albert.client.http;

import java.time.Duration;

/** Waits between attempts; tests pass a recording sleeper instead of really sleeping. */
@FunctionalInterface
public interface Sleeper {
    Sleeper SYSTEM = duration -> Thread.sleep(duration);

    void sleep(Duration duration) throws InterruptedException;
}
