package dev.albert.capture.record;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Reads all of stdin, but gives up at a deadline: a host that never closes the pipe must not hold a
 * hook past its budget. The reading thread is a daemon, so an abandoned read never keeps the
 * process alive.
 */
final class BoundedStdin {
    private BoundedStdin() {
    }

    /** Outcome of a bounded read. */
    sealed interface Result {
        record Read(byte[] bytes) implements Result {
        }

        record TooLong() implements Result {
        }

        record NotClosed() implements Result {
        }

        record Failed(String message) implements Result {
        }
    }

    static Result read(InputStream in, int maxBytes, Duration wait) {
        CompletableFuture<Result> reading = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] buffer = new byte[8192];
                int n;
                while ((n = in.read(buffer)) >= 0) {
                    out.write(buffer, 0, n);
                    if (out.size() > maxBytes) {
                        reading.complete(new Result.TooLong());
                        return;
                    }
                }
                reading.complete(new Result.Read(out.toByteArray()));
            } catch (IOException e) {
                reading.complete(new Result.Failed(e.getMessage()));
            }
        }, "albert-stdin");
        reader.setDaemon(true);
        reader.start();
        try {
            return reading.get(Math.max(1, wait.toMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return new Result.NotClosed();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result.NotClosed();
        } catch (ExecutionException e) {
            return new Result.Failed(String.valueOf(e.getCause()));
        }
    }
}
