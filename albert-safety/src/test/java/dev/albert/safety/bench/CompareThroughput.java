package dev.albert.safety.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Screening throughput of two builds of albert-safety in one run, so both see the same machine load:
 * each build's classes in its own class loader, the same generated megabyte of text, timed in
 * alternation (warm-up rounds first), medians reported as MB/s and as the ratio after/before, by the clock and by the
 * timing thread's CPU time (sixteenth round: on a machine shared by several builds the clock counts the others' work
 * too, the thread's CPU time hardly).
 * Usage (scripts/bench-screening.sh --compare REV): {@code CompareThroughput BEFORE_CLASSES
 * AFTER_CLASSES RE2J_JAR [ROUNDS]}.
 */
public final class CompareThroughput {
    private record Build(String name, Object secrets, Method secretScan, Object injections, Method injectionScan) {
        static Build load(String name, Path classes, Path re2j) throws Exception {
            URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL(), re2j.toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Class<?> secretScanner = Class.forName("dev.albert.safety.SecretScanner", true, loader);
            Class<?> injectionScanner = Class.forName("dev.albert.safety.InjectionScanner", true, loader);
            return new Build(name, secretScanner.getMethod("standard").invoke(null),
                    secretScanner.getMethod("scan", CharSequence.class), injectionScanner.getMethod("standard").invoke(null),
                    injectionScanner.getMethod("scan", CharSequence.class));
        }

        /** Nanoseconds one scan took: by the clock, and in the thread's CPU time. */
        long[] time(boolean secret, String text) throws Exception {
            long cpu = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            Object result = secret ? secretScan.invoke(secrets, text) : injectionScan.invoke(injections, text);
            long elapsed = System.nanoTime() - start;
            cpu = THREADS.getCurrentThreadCpuTime() - cpu;
            if (result == null) {
                throw new IllegalStateException("no result");
            }
            return new long[] {elapsed, cpu};
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CompareThroughput() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: CompareThroughput BEFORE_CLASSES AFTER_CLASSES RE2J_JAR [ROUNDS]");
            System.exit(2);
        }
        Path re2j = Path.of(args[2]);
        List<Build> builds = List.of(Build.load("before", Path.of(args[0]), re2j), Build.load("after", Path.of(args[1]), re2j));
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 7;
        int chars = ScreeningBenchmark.CHARS;
        String[][] corpora = {{"mixed", Corpus.mixed(42, chars, 10).text().substring(0, chars)},
                {"prose", Corpus.prose(42, chars).text().substring(0, chars)}};
        System.out.printf("%-16s %-6s %12s %12s %8s %12s %12s %8s%n", "scanner", "corpus", "before MB/s", "after MB/s",
                "ratio", "before (CPU)", "after (CPU)", "ratio");
        for (boolean secret : new boolean[] {true, false}) {
            for (String[] corpus : corpora) {
                long[][] times = new long[2][rounds];
                long[][] cpu = new long[2][rounds];
                for (int warm = 0; warm < 3; warm++) {
                    for (Build b : builds) {
                        b.time(secret, corpus[1]);
                    }
                }
                for (int r = 0; r < rounds; r++) {
                    // Alternate which build goes first, so neither always runs right after a collection.
                    for (int k = 0; k < 2; k++) {
                        int b = (r + k) % 2;
                        long[] taken = builds.get(b).time(secret, corpus[1]);
                        times[b][r] = taken[0];
                        cpu[b][r] = taken[1];
                    }
                }
                double before = mbPerSecond(chars, median(times[0]));
                double after = mbPerSecond(chars, median(times[1]));
                double cpuBefore = mbPerSecond(chars, median(cpu[0]));
                double cpuAfter = mbPerSecond(chars, median(cpu[1]));
                System.out.printf("%-16s %-6s %12.1f %12.1f %8.2f %12.1f %12.1f %8.2f%n",
                        secret ? "SecretScanner" : "InjectionScanner", corpus[0], before, after, after / before, cpuBefore,
                        cpuAfter, cpuAfter / cpuBefore);
            }
        }
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static double mbPerSecond(int chars, long nanos) {
        return chars / 1e6 / (nanos / 1e9);
    }
}
