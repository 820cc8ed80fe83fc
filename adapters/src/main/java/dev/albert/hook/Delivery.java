package dev.albert.hook;

import dev.albert.capture.delivery.FlushPolicy;
import dev.albert.capture.delivery.FlushReport;
import dev.albert.capture.delivery.HttpCaptureSink;
import dev.albert.capture.delivery.QueueFlusher;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.client.ClientConfig;
import dev.albert.client.config.ConfigResolver;
import dev.albert.client.config.ConnectionFlags;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Random;

/** Configuration resolution and queue delivery as the hooks use them (never throw). */
final class Delivery {
    private Delivery() {
    }

    /** The configured server and key (flags are none: env, profile, file, default), or null. */
    static ClientConfig config(Map<String, String> env, String cwd) {
        try {
            Path dir = cwd == null || cwd.isBlank() ? Path.of("/") : Path.of(cwd);
            return new ConfigResolver(env, dir).resolve(ConnectionFlags.NONE).config();
        } catch (RuntimeException e) {
            HookLog.write(env, "configuration unusable: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            return null;
        }
    }

    static HookWork.Endpoint endpoint(Map<String, String> env, String cwd) {
        ClientConfig config = config(env, cwd);
        if (config == null) {
            return null;
        }
        if (config.apiKey() == null) {
            HookLog.write(env, "no API key configured (ALBERT_API_KEY or a profile); no recall, events stay queued");
            return null;
        }
        return new HookWork.Endpoint(config.baseUrl(), config.apiKey());
    }

    /** Delivers what is due until the deadline; problems are logged, events stay queued. */
    static void flush(CaptureQueue queue, Map<String, String> env, String cwd, Instant deadline) {
        ClientConfig config = config(env, cwd);
        if (config == null || config.apiKey() == null) {
            return;
        }
        try (HttpCaptureSink sink = HttpCaptureSink.of(config, Clock.systemUTC())) {
            FlushReport report = new QueueFlusher(queue, sink, Clock.systemUTC(), new Random(), FlushPolicy.defaults()).flush(deadline);
            if (report.failure() != null) {
                HookLog.write(env, "delivery: " + report.failure() + " " + report.lastError() + " (events stay queued)");
            }
        } catch (RuntimeException e) {
            HookLog.write(env, "delivery failed: " + e.getClass().getSimpleName() + " (events stay queued)");
        }
    }
}
