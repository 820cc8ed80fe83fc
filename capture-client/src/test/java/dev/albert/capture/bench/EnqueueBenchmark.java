package dev.albert.capture.bench;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.NewEvent;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueueLimits;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One durable enqueue (screen, seal, one {@code BEGIN IMMEDIATE … COMMIT} with
 * {@code synchronous=FULL} in WAL mode): the latency distribution a hook pays. The queue lives on
 * the disk given by {@code -Dbench.dir} (default: the working directory's {@code target/}), never
 * on tmpfs, where fsync would be free.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 4)
@Measurement(iterations = 3, time = 4)
public class EnqueueBenchmark {

    @State(Scope.Benchmark)
    public static class Queue {
        /** Bytes of event text; 256 is a typical prompt, 4096 a tool outcome. */
        @Param({"256", "4096"})
        public int textBytes;

        /** {@code empty}: bounds far away; {@code full}: at 10,000 records, every enqueue drops the oldest. */
        @Param({"empty", "full"})
        public String state;

        Path dir;
        CaptureQueue queue;
        NewEvent event;

        @Setup(Level.Trial)
        public void open() throws IOException {
            Path base = Path.of(System.getProperty("bench.dir", "target"));
            Files.createDirectories(base);
            dir = Files.createTempDirectory(base, "bench-queue-");
            QueueLimits limits = state.equals("full") ? QueueLimits.defaults()
                    : new QueueLimits(Integer.MAX_VALUE, Long.MAX_VALUE, QueueLimits.DEFAULT_MAX_RECORD_BYTES);
            queue = CaptureQueue.open(QueueConfig.at(dir).withLimits(limits));
            String text = "the build is green again after pinning the parser version; ".repeat(1 + textBytes / 40)
                    .substring(0, textBytes);
            event = NewEvent.of("claude-code", "bench-session", CaptureEventClass.TOOL_OUTCOME, text)
                    .withContext("turn-1", "prj_bench", "main").withMetadata(Map.of("tool", "Bash"));
            if (state.equals("full")) {
                for (int i = 0; i < limits.maxRecords(); i++) {
                    queue.enqueue(event);
                }
            }
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            queue.close();
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    @Benchmark
    public Object enqueue(Queue q) {
        return q.queue.enqueue(q.event);
    }
}
