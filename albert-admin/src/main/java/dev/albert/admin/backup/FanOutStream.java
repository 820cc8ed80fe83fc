package dev.albert.admin.backup;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Hands the same bytes to several sinks, each on a thread of its own, in the order they were written, so the
 * checks and the sealing of a backup (three SHA-256 passes and AES-GCM, docs/backup-format.md) use more than one
 * core while the caller keeps reading the network. Memory is bounded: a fixed pool of buffers, and the writer waits
 * when every buffer is still being processed.
 *
 * <p>A sink that fails stops receiving bytes; the failure (its own {@link IOException} or runtime exception, as it
 * was thrown) reaches the writer at its next {@code write}, or at {@link #finish()}, which also waits until every
 * sink has processed every byte. Not thread-safe for writers: one thread writes.
 */
final class FanOutStream extends OutputStream {
    static final int BUFFER = 256 * 1024;
    private static final int BUFFERS = 8;

    private final BlockingQueue<Block> free;
    private final List<Worker> workers = new ArrayList<>();
    private Block current;
    private boolean finished;

    FanOutStream(List<OutputStream> sinks, String name) {
        this(sinks, name, BUFFER, BUFFERS);
    }

    FanOutStream(List<OutputStream> sinks, String name, int bufferSize, int buffers) {
        if (sinks.isEmpty() || buffers < 1 || bufferSize < 1) {
            throw new IllegalArgumentException("needs a sink and a buffer");
        }
        free = new ArrayBlockingQueue<>(buffers);
        for (int i = 0; i < buffers; i++) {
            free.add(new Block(new byte[bufferSize]));
        }
        for (int i = 0; i < sinks.size(); i++) {
            Worker worker = new Worker(sinks.get(i), buffers + 1);
            worker.thread = Thread.ofPlatform().daemon().name(name + "-" + i).start(worker);
            workers.add(worker);
        }
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        if (finished) {
            throw new IOException("written after finish");
        }
        rethrowFailure();
        while (length > 0) {
            if (current == null) {
                current = take();
            }
            int n = Math.min(length, current.bytes.length - current.length);
            System.arraycopy(bytes, offset, current.bytes, current.length, n);
            current.length += n;
            offset += n;
            length -= n;
            if (current.length == current.bytes.length) {
                dispatch();
            }
        }
    }

    /** Hands on what is buffered, waits until every sink has processed everything, and rethrows a sink's failure. */
    void finish() throws IOException {
        if (finished) {
            return;
        }
        finished = true;
        if (current != null && current.length > 0) {
            dispatch();
        }
        for (Worker worker : workers) {
            worker.queue.add(Block.END);
        }
        for (Worker worker : workers) {
            try {
                worker.thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while the backup's checks finished");
            }
        }
        rethrowFailure();
    }

    /** Stops the sinks' threads without waiting for them (after a failure of the caller's own). */
    @Override
    public void close() {
        if (!finished) {
            finished = true;
            workers.forEach(w -> w.thread.interrupt());
        }
    }

    private void dispatch() throws IOException {
        Block block = current;
        current = null;
        block.pending.set(workers.size());
        for (Worker worker : workers) {
            worker.queue.add(block); // never full: at most every buffer and the end marker are queued
        }
        rethrowFailure();
    }

    private Block take() throws IOException {
        try {
            Block block = free.take();
            block.length = 0;
            return block;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while the backup's checks were busy");
        }
    }

    private void rethrowFailure() throws IOException {
        for (Worker worker : workers) {
            Throwable failure = worker.failure;
            Background.rethrowAsThrown(failure);
            if (failure != null) {
                throw new UncheckedIOException(new IOException(failure));
            }
        }
    }

    private void release(Block block) {
        if (block.pending.decrementAndGet() == 0) {
            free.add(block);
        }
    }

    /** A buffer in flight; {@code pending} counts the sinks that have not processed it yet. */
    private static final class Block {
        static final Block END = new Block(new byte[0]);
        final byte[] bytes;
        final AtomicInteger pending = new AtomicInteger();
        int length;

        Block(byte[] bytes) {
            this.bytes = bytes;
        }
    }

    private final class Worker implements Runnable {
        final OutputStream sink;
        final BlockingQueue<Block> queue;
        Thread thread;
        volatile Throwable failure;

        Worker(OutputStream sink, int capacity) {
            this.sink = sink;
            this.queue = new ArrayBlockingQueue<>(capacity);
        }

        @Override
        public void run() {
            try {
                while (true) {
                    Block block = queue.take();
                    if (block == Block.END) {
                        return;
                    }
                    try {
                        if (failure == null) {
                            sink.write(block.bytes, 0, block.length);
                        }
                    } catch (Throwable t) {
                        failure = t; // keep releasing buffers, so the writer never waits for this sink again
                    } finally {
                        release(block);
                    }
                }
            } catch (InterruptedException e) {
                // close(): the caller gave up
            }
        }
    }
}
