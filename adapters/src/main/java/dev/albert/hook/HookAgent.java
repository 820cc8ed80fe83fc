package dev.albert.hook;

import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueueLocation;
import dev.albert.client.Version;
import dev.albert.client.policy.LeanHttp;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The resident local agent: started on demand by a hook that found none, it answers each forwarded
 * event with the bytes the hook prints, keeping the queue, scanner and HTTP connections warm. It
 * acknowledges only after the durable enqueue; delivery happens in the background. Its parts:
 * <ul>
 *   <li>{@link AgentLock}: one agent per socket, and its pid file;</li>
 *   <li>{@link AgentServer}: the Unix-domain socket and the wire protocol;</li>
 *   <li>{@link IdleWatch}: exit after {@code ALBERT_HOOK_AGENT_IDLE_MS} (default 10 minutes) without work, or
 *   once its socket file is gone;</li>
 *   <li>{@link FlushCoalescer}: delivery rounds (drain the spool, flush the queue), one per queue at a time.</li>
 * </ul>
 */
public final class HookAgent implements AutoCloseable {
    static final long DEFAULT_IDLE_MILLIS = 10 * 60 * 1000;
    /** How long a delivery that may wait (after a prompt) waits for the events that follow. */
    static final long DEFAULT_FLUSH_DELAY_MILLIS = 1_000;
    static final long FLUSH_MILLIS = 30_000;

    private final Map<String, String> env;
    private final AgentLock lock;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "albert-agent-timer");
        t.setDaemon(true);
        return t;
    });
    private final Map<Path, CaptureQueue> queues = new ConcurrentHashMap<>();
    private final Map<HookWork.Endpoint, LeanHttp> transports = new ConcurrentHashMap<>();
    private final Services services = new Services();
    private final FlushCoalescer flushes;
    private final AgentServer server;
    private final IdleWatch idle;
    private final SpoolWatch spoolWatch;
    private final Object done = new Object();
    private volatile boolean closed;
    /** Set once close() has released everything (socket, pid file, lock). */
    private volatile boolean finished;

    private HookAgent(Path socket, long idleMillis, Map<String, String> env, AgentLock lock) throws IOException {
        this.env = env;
        this.lock = lock;
        this.flushes = new FlushCoalescer(this::deliveryRound, timer, flushDelayMillis(env));
        this.server = AgentServer.bind(socket, timer, env, this::answer, this::close);
        this.idle = new IdleWatch(idleMillis, timer, this::busy, () -> Files.exists(socket), this::close, env);
        this.spoolWatch = new SpoolWatch(QueueLocation.directory(env), directory -> flushes.request(directory, env, true));
    }

    public static void main(String[] args) {
        Map<String, String> env = System.getenv();
        try {
            Path socket = args.length > 0 ? Path.of(args[0]) : HookPaths.agentSocket(env);
            HookAgent agent = start(socket, idleMillis(env), env);
            if (agent == null) {
                System.exit(0);
            }
            agent.awaitClosed();
        } catch (Throwable t) {
            HookLog.write(env, "agent failed: " + t.getClass().getName() + ": " + t.getMessage());
        }
        System.exit(0);
    }

    static long idleMillis(Map<String, String> env) {
        return millis(env, "ALBERT_HOOK_AGENT_IDLE_MS", DEFAULT_IDLE_MILLIS, 100);
    }

    static long flushDelayMillis(Map<String, String> env) {
        return millis(env, "ALBERT_HOOK_FLUSH_DELAY_MS", DEFAULT_FLUSH_DELAY_MILLIS, 0);
    }

    private static long millis(Map<String, String> env, String name, long fallback, long min) {
        try {
            String v = env.get(name);
            return v == null ? fallback : Math.max(min, Long.parseLong(v.strip()));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /**
     * Starts an agent on this socket, or returns null when another agent holds it. On start it delivers
     * for the environment it was started from: what hooks handed to the spool while no agent answered
     * (the event that started it, events queued at SessionEnd) goes into the queue and out right away.
     */
    public static HookAgent start(Path socket, long idleMillis, Map<String, String> env) throws IOException {
        AgentLock lock = AgentLock.acquire(socket.getParent());
        if (lock == null) {
            return null;
        }
        HookAgent agent;
        try {
            agent = new HookAgent(socket, idleMillis, env, lock);
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
        lock.writePid();
        // Warm what the first event needs (the scanner's rules, Jackson), so it does not pay for them.
        Thread.ofVirtual().name("albert-agent-warm").start(HookWork::warm);
        agent.server.start();
        agent.idle.start();
        HookLog.write(env, "agent listening on " + socket);
        agent.flushes.request(QueueLocation.directory(env), env, true);
        agent.spoolWatch.start(agent.timer);
        return agent;
    }

    public Path socket() {
        return server.socket();
    }

    /** True once the agent has stopped and removed its socket and pid file. */
    public boolean isClosed() {
        return finished;
    }

    /** True while a request is served or a delivery round runs or waits. */
    public boolean busy() {
        return server.inFlight() > 0 || flushes.busy();
    }

    public void awaitClosed() throws InterruptedException {
        synchronized (done) {
            while (!finished) {
                done.wait();
            }
        }
    }

    /** One request from the socket: control requests ({@code albert ping|stop}) or a hook event. */
    private byte[] answer(HookRequest request) {
        idle.touch();
        if ("albert".equals(request.host())) {
            if ("stop".equals(request.event())) {
                HookLog.writeIfDataFolderExists(env, "agent asked to stop; exiting");
                Thread.ofPlatform().name("albert-agent-close").start(this::close); // not on a worker: close() waits for them
            }
            return HookWork.NOTHING;
        }
        return HookWork.handle(request, services);
    }

    /**
     * One delivery round for a queue directory: the spool into the queue, then the queue to the server. A directory
     * that does not exist holds nothing to deliver, and a round never creates it: the queue and its key are created by
     * a hook's event, not by a round that may run after the user removed the folder (or while the agent closes).
     */
    private void deliveryRound(Path directory, Map<String, String> requestEnv) {
        if (closed || !Files.isDirectory(directory)) {
            return;
        }
        try {
            // the user may remove the data folder while the round runs: its lines then go nowhere
            HookLog.keepingRemovedDataFolder(() -> deliver(directory, requestEnv));
        } finally {
            idle.touch();
        }
    }

    private void deliver(Path directory, Map<String, String> requestEnv) {
        SpoolDrain.drain(directory, services, requestEnv);
        CaptureQueue q;
        try {
            q = services.queue(requestEnv);
        } catch (RuntimeException e) {
            HookLog.write(env, "agent: cannot open the queue for delivery: " + e.getClass().getSimpleName());
            return;
        }
        Delivery.flush(q, requestEnv, "/", Instant.now().plusMillis(FLUSH_MILLIS));
    }

    @Override
    public void close() {
        synchronized (done) {
            if (closed) {
                return;
            }
            closed = true;
        }
        server.close();
        timer.shutdownNow();
        flushes.close();
        transports.values().forEach(LeanHttp::close);
        queues.values().forEach(q -> {
            try {
                q.close();
            } catch (RuntimeException ignored) {
                // closing
            }
        });
        lock.close();
        synchronized (done) {
            finished = true;
            done.notifyAll();
        }
    }

    /** Warm services: one open queue per queue directory; delivery through the coalescer. */
    private final class Services implements HookWork.Services {
        @Override
        public CaptureQueue queue(Map<String, String> requestEnv) {
            return queues.computeIfAbsent(QueueLocation.directory(requestEnv), dir -> CaptureQueue.open(QueueConfig.at(dir)));
        }

        @Override
        public void queueFailed(Map<String, String> requestEnv) {
            CaptureQueue q = queues.remove(QueueLocation.directory(requestEnv));
            if (q != null) {
                try {
                    q.close();
                } catch (RuntimeException ignored) {
                    // reopened on the next event
                }
            }
        }

        @Override
        public HookWork.Endpoint endpoint(Map<String, String> requestEnv, String cwd) {
            return Delivery.endpoint(requestEnv, cwd);
        }

        @Override
        public LeanHttp http(HookWork.Endpoint endpoint) {
            return transports.computeIfAbsent(endpoint, e -> new LeanHttp(URI.create(e.baseUrl()), e.apiKey(),
                    "albert-hook/" + Version.current(), Clock.systemUTC()));
        }

        @Override
        public void deliver(Map<String, String> requestEnv, String cwd, long deadlineEpochMillis, boolean soon) {
            flushes.request(QueueLocation.directory(requestEnv), requestEnv, soon);
        }
    }
}
