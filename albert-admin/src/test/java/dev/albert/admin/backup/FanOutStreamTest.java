package dev.albert.admin.backup;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FanOutStreamTest {
    @Test
    void everySinkGetsEveryByteInOrderWhateverTheWriteSizes() throws IOException {
        byte[] data = new byte[1_000_003];
        new Random(7).nextBytes(data);
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (FanOutStream out = new FanOutStream(List.of(a, b), "test", 4096, 3)) {
            Random sizes = new Random(11);
            int at = 0;
            while (at < data.length) {
                int n = Math.min(data.length - at, sizes.nextInt(20_000));
                if (n == 1) {
                    out.write(data[at]);
                } else {
                    out.write(data, at, n);
                }
                at += n;
            }
            out.finish();
        }
        assertArrayEquals(data, a.toByteArray());
        assertArrayEquals(data, b.toByteArray());
    }

    @Test
    void aSinksIoFailureReachesTheWriterAsItWasThrownAndTheOtherSinksDoNotHangIt() throws IOException {
        IOException disk = new IOException("disk full");
        OutputStream failing = new OutputStream() {
            long seen;

            @Override
            public void write(int b) {
                throw new UnsupportedOperationException();
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                seen += len;
                if (seen > 10_000) {
                    throw disk;
                }
            }
        };
        ByteArrayOutputStream other = new ByteArrayOutputStream();
        try (FanOutStream out = new FanOutStream(List.of(other, failing), "test", 1024, 2)) {
            IOException thrown = assertThrows(IOException.class, () -> {
                byte[] chunk = new byte[1000];
                for (int i = 0; i < 10_000; i++) { // far more than the buffers hold: the writer must not wait forever
                    out.write(chunk, 0, chunk.length);
                }
                out.finish();
            });
            assertSame(disk, thrown);
        }
    }

    @Test
    void aSinksRuntimeFailureSurfacesAtFinishAtTheLatest() {
        IllegalStateException bad = new IllegalStateException("the snapshot inside has no manifest line");
        OutputStream check = new OutputStream() {
            @Override
            public void write(int b) {
                throw bad;
            }

            @Override
            public void write(byte[] b, int off, int len) {
                throw bad;
            }
        };
        FanOutStream out = new FanOutStream(List.of(check), "test", 1024, 2);
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> {
            out.write(new byte[10], 0, 10); // buffered only: nothing has reached the sink yet
            out.finish();
        });
        assertSame(bad, thrown);
    }

    @Test
    void theWriterWaitsWhenEveryBufferIsInFlightSoMemoryStaysBounded() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicLong received = new AtomicLong();
        OutputStream slow = new OutputStream() {
            @Override
            public void write(int b) {
                throw new UnsupportedOperationException();
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
                received.addAndGet(len);
            }
        };
        int size = 1024;
        int buffers = 3;
        AtomicLong accepted = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        FanOutStream out = new FanOutStream(List.of(slow), "test", size, buffers);
        Thread writer = Thread.ofPlatform().start(() -> {
            try {
                byte[] chunk = new byte[size];
                for (int i = 0; i < 50; i++) {
                    out.write(chunk, 0, size);
                    accepted.addAndGet(size);
                }
                out.finish();
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        // Bounded polling on a condition, not on time: the writer ends up waiting for a free buffer.
        for (int i = 0; i < 6_000 && writer.getState() != Thread.State.WAITING; i++) {
            Thread.sleep(10);
        }
        assertEquals(Thread.State.WAITING, writer.getState(), "the writer waits for a buffer");
        assertTrue(accepted.get() <= (long) buffers * size, "no more than the buffers hold was taken: " + accepted.get());
        release.countDown();
        writer.join(TimeUnit.MINUTES.toMillis(2));
        assertEquals(null, failure.get());
        assertEquals(50L * size, received.get());
    }
}
