package dev.albert.server.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The load driver of {@code scripts/bench-server-load.sh}: JDK only (no dependencies), so it runs from
 * {@code albert-server/target/test-classes}. Talks to a running server over loopback.
 * <pre>
 *   LoadDriver load     URL KEY FROM TO CONCURRENCY   bulk remember memories FROM..TO-1 (untimed detail, rate printed)
 *   LoadDriver remember URL KEY FROM TO CONCURRENCY   timed remember of memories FROM..TO-1
 *   LoadDriver search   URL KEY ROUNDS CONCURRENCY    timed search: the fixed query set, ROUNDS times
 *   LoadDriver scan     URL KEY N                     timed search for "?!" (no lexical term, no graph match):
 *                                                     what is left is the vector retriever's full chunk scan
 *   LoadDriver queries                              the fixed query set, one a line
 *   LoadDriver text     I                           memory I's body (to check determinism)
 * </pre>
 * Timed phases print one line: {@code RESULT <phase> n=<n> c=<c> seconds=<s> per_second=<r> p50_ms=<p50> p95_ms=<p95>}.
 * Memory texts are generated deterministically from their index: realistic engineering notes mixed from a
 * fixed vocabulary, 80 to 900 characters, so the same command always loads the same corpus.
 */
public final class LoadDriver {
    static final String[] COMPONENTS = {"billing service", "payments gateway", "auth proxy", "postgres cluster",
            "redis cache", "kafka topic", "search indexer", "checkout frontend", "mobile app", "CI pipeline",
            "terraform module", "nginx ingress", "notification worker", "feature flag service", "S3 bucket",
            "metrics exporter", "session store", "rate limiter", "GraphQL API", "cron scheduler", "image resizer",
            "ledger database", "audit log", "webhook dispatcher", "invoice renderer", "tax calculator",
            "user profile API", "recommendation model", "data warehouse", "ETL job"};
    static final String[] VERBS = {"depends on", "calls", "writes to", "reads from", "is deployed with",
            "replaced", "caches results of", "publishes events to", "is monitored by", "must not block"};
    static final String[] ISSUES = {"connection pool exhaustion", "timeouts under load", "a memory leak",
            "stale cache entries", "duplicate messages", "a race on startup", "clock skew", "slow queries",
            "TLS certificate expiry", "disk pressure", "retry storms", "schema drift", "noisy alerts",
            "lock contention", "cold start latency", "an off-by-one in pagination", "unicode normalisation bugs",
            "missing idempotency keys", "unbounded queues", "a broken rollback"};
    static final String[] FIXES = {"raise the pool size to 40 and add a queue timeout",
            "add jittered exponential backoff", "pin the client library to the previous minor version",
            "invalidate the cache on every deploy", "deduplicate by event id before processing",
            "move the migration to a separate release", "use UTC everywhere and compare with a tolerance",
            "add a covering index on (tenant_id, created_at)", "rotate the certificate a week before expiry",
            "page the on-call only for customer-visible errors", "roll back first, investigate second",
            "cap the queue at 10,000 items and shed load", "run the job with a fenced lease",
            "prefer feature flags over long-lived branches", "normalise to NFC before comparing"};
    static final String[] OPENERS = {"Decision:", "Lesson learned:", "Note:", "Warning:", "Procedure:",
            "Preference:", "Incident review:", "Fact:"};
    static final String[] PEOPLE = {"Dana", "Lee", "Priya", "Marco", "Yuki", "Sam", "Olu", "Ines"};

    /** The fixed search query set. */
    static final String[] QUERIES = {"postgres connection pool exhaustion", "billing service timeouts",
            "how do we roll back a broken deploy", "redis cache stale entries", "kafka duplicate messages",
            "certificate expiry", "rate limiter retry storms", "checkout frontend slow queries",
            "idempotency keys webhook dispatcher", "clock skew UTC tolerance", "terraform module schema drift",
            "feature flags long-lived branches", "on-call paging noisy alerts", "ledger database covering index",
            "notification worker unbounded queues", "mobile app cold start latency",
            "what did Priya decide about the payments gateway", "unicode normalisation NFC",
            "search indexer lock contention", "ETL job fenced lease"};

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: LoadDriver load|remember|search|queries|text ...");
        }
        switch (args[0]) {
            case "queries" -> Arrays.stream(QUERIES).forEach(System.out::println);
            case "text" -> System.out.println(text(Integer.parseInt(args[1])));
            case "load", "remember" -> remember(args[0], args[1], args[2], Integer.parseInt(args[3]),
                    Integer.parseInt(args[4]), Integer.parseInt(args[5]));
            case "search" -> search("search", args[1], args[2], Integer.parseInt(args[3]), Integer.parseInt(args[4]),
                    QUERIES);
            case "scan" -> search("scan", args[1], args[2], Integer.parseInt(args[3]), 1, new String[]{"?!"});
            default -> throw new IllegalArgumentException("unknown command " + args[0]);
        }
    }

    static String subject(int i) {
        Random r = new Random(0x5EED_0000L + i);
        return pick(r, OPENERS).replace(":", "") + " " + pick(r, COMPONENTS) + " #" + i;
    }

    static String text(int i) {
        Random r = new Random(0xA1BE_0000L + 31L * i);
        StringBuilder sb = new StringBuilder();
        int sentences = 1 + r.nextInt(6);
        sb.append(pick(r, OPENERS)).append(' ');
        for (int s = 0; s < sentences; s++) {
            String a = pick(r, COMPONENTS);
            String b = pick(r, COMPONENTS);
            switch (r.nextInt(5)) {
                case 0 -> sb.append("The ").append(a).append(' ').append(pick(r, VERBS)).append(" the ").append(b)
                        .append('.');
                case 1 -> sb.append("We saw ").append(pick(r, ISSUES)).append(" in the ").append(a)
                        .append("; the fix was to ").append(pick(r, FIXES)).append('.');
                case 2 -> sb.append(pick(r, PEOPLE)).append(" decided to ").append(pick(r, FIXES)).append(" for the ")
                        .append(a).append(" after ").append(pick(r, ISSUES)).append('.');
                case 3 -> sb.append("Ticket OPS-").append(1000 + r.nextInt(9000)).append(": ").append(a)
                        .append(" showed ").append(pick(r, ISSUES)).append(" at ").append(r.nextInt(24))
                        .append(":").append(String.format(Locale.ROOT, "%02d", r.nextInt(60))).append(" UTC.");
                default -> sb.append("Always ").append(pick(r, FIXES)).append(" when touching the ").append(a)
                        .append('.');
            }
            sb.append(' ');
        }
        return sb.toString().strip();
    }

    static String pick(Random r, String[] from) {
        return from[r.nextInt(from.length)];
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                default -> {
                    if (ch < 0x20) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
                    } else {
                        sb.append(ch);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    interface Call {
        HttpRequest request(int i);
    }

    /** Runs calls 0..n-1 with at most {@code concurrency} in flight; returns latencies in nanoseconds. */
    static long[] run(HttpClient http, int n, int concurrency, int expected, Call call) throws Exception {
        long[] latencies = new long[n];
        Semaphore slots = new Semaphore(concurrency);
        AtomicInteger failures = new AtomicInteger();
        AtomicLong firstFailure = new AtomicLong(-1);
        List<String> failureBodies = new ArrayList<>();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<?>> futures = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                slots.acquire();
                int index = i;
                futures.add(pool.submit(() -> {
                    try {
                        long t0 = System.nanoTime();
                        HttpResponse<String> r = http.send(call.request(index), HttpResponse.BodyHandlers.ofString());
                        latencies[index] = System.nanoTime() - t0;
                        if (r.statusCode() != expected) {
                            failures.incrementAndGet();
                            firstFailure.compareAndSet(-1, index);
                            synchronized (failureBodies) {
                                if (failureBodies.size() < 3) {
                                    failureBodies.add(r.statusCode() + " " + r.body());
                                }
                            }
                        }
                    } catch (Exception e) {
                        failures.incrementAndGet();
                        synchronized (failureBodies) {
                            if (failureBodies.size() < 3) {
                                failureBodies.add(e.toString());
                            }
                        }
                    } finally {
                        slots.release();
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        }
        if (failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " of " + n + " requests failed, e.g. " + failureBodies);
        }
        return latencies;
    }

    static HttpClient client() {
        return HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    static void remember(String phase, String url, String key, int from, int to, int concurrency) throws Exception {
        try (HttpClient http = client()) {
            int n = to - from;
            long t0 = System.nanoTime();
            long[] latencies = run(http, n, concurrency, 201, i -> HttpRequest.newBuilder(URI.create(url + "/v1/memories"))
                    .timeout(Duration.ofSeconds(120)).header("Authorization", "Bearer " + key)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"subject\":" + quote(subject(from + i))
                            + ",\"content\":" + quote(text(from + i)) + "}")).build());
            report(phase, n, concurrency, System.nanoTime() - t0, latencies);
        }
    }

    static void search(String phase, String url, String key, int rounds, int concurrency, String[] queries)
            throws Exception {
        try (HttpClient http = client()) {
            int n = rounds * queries.length;
            long t0 = System.nanoTime();
            long[] latencies = run(http, n, concurrency, 200, i -> HttpRequest.newBuilder(URI.create(url + "/v1/search"))
                    .timeout(Duration.ofSeconds(300)).header("Authorization", "Bearer " + key)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"query\":" + quote(queries[i % queries.length])
                            + ",\"limit\":10}")).build());
            report(phase, n, concurrency, System.nanoTime() - t0, latencies);
        }
    }

    static void report(String phase, int n, int concurrency, long elapsedNanos, long[] latencies) {
        long[] sorted = latencies.clone();
        Arrays.sort(sorted);
        double seconds = elapsedNanos / 1e9;
        System.out.printf(Locale.ROOT, "RESULT %s n=%d c=%d seconds=%.2f per_second=%.1f p50_ms=%.2f p95_ms=%.2f%n",
                phase, n, concurrency, seconds, n / seconds, percentile(sorted, 50), percentile(sorted, 95));
    }

    static double percentile(long[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }
}
