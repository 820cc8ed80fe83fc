package dev.albert.admin.backup;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/** Work a backup command runs beside its main thread (the file key, {@code integrity_check}), and its outcome. */
final class Background {
    private Background() {
    }

    /** Starts {@code task} on a daemon thread named {@code name}. */
    static Thread start(String name, FutureTask<?> task) {
        return Thread.ofPlatform().daemon().name(name).start(task);
    }

    /** The task's result, or what it threw, as it threw it ({@code what} names the work in the message otherwise). */
    static <T> T await(FutureTask<T> task, String what) throws IOException {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while " + what);
        } catch (ExecutionException e) {
            rethrowAsThrown(e.getCause());
            throw new IOException(what + " failed", e.getCause());
        }
    }

    /** Throws {@code failure} as it was thrown if it is an I/O, runtime or error; returns for anything else. */
    static void rethrowAsThrown(Throwable failure) throws IOException {
        if (failure instanceof IOException io) {
            throw io;
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
    }
}
