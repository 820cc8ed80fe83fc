package dev.albert.hook;

import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueueLocation;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The resident local agent: started on demand by a hook that found none, it listens on a 0600
 * Unix-domain socket in a 0700 directory, keeps the queue, scanners and HTTP connections warm, and
 * answers each forwarded event with the bytes the hook prints. It acknowledges only after the durable
 * enqueue; delivery to the server then happens in the background. It exits after
 * {@code ALBERT_HOOK_AGENT_IDLE_MS} (default 10 minutes) without events. One agent per socket: an
 * exclusive lock on {@code agent.lock} next to the socket decides, so a socket file left by a killed
 * agent is simply replaced.
 */
public final class HookAgent implements AutoCloseable {
    static final long DEFAULT_IDLE_MILLIS = 10 * 60 * 1000;

    private final Path socket;
    private final Map<String, String> env;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final ServerSocketChannel server;
    private final ExecutorService workers = Executors.newVirtualThreadPerTaskExecutor();
    private final ExecutorService flushers = Executors.newVirtualThreadPerTaskExecutor();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "albert-agent-idle");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong lastActivity = new AtomicLong(System.currentTimeMillis());
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Map<Path, CaptureQueue> queues = new ConcurrentHashMap<>();
    private final Set<Path> flushing = ConcurrentHashMap.newKeySet();
    private final Set<Path> flushAgain = ConcurrentHashMap.newKeySet();
    private final Object done = new Object();
    private volatile boolean closed;
    private final Services services = new Services();
    private final Path codeFile = codeFile();
    private final long codeStamp = stamp(codeFile);

    private HookAgent(Path socket, Map<String, String> env, FileChannel lockChannel, FileLock lock, ServerSocketChannel server) {
        this.socket = socket;
        this.env = env;
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.server = server;
    }

    public static void main(String[] args) {
        Map<String, String> env = System.getenv();
        try {
            Path socket = args.length > 0 ? Path.of(args[0]) : HookPaths.agentSocket(env);
            HookAgent agent = start(socket, idleMillis(env), env);
            if (agent == null) {
                System.exit(0);
            }
            // Events that earlier hooks queued but could not deliver (e.g. at SessionEnd) go now.
            agent.services.deliver(env, "/", System.currentTimeMillis() + 30_000, true);
            agent.awaitClosed();
        } catch (Throwable t) {
            HookLog.write(env, "agent failed: " + t.getClass().getName() + ": " + t.getMessage());
        }
        System.exit(0);
    }

    static long idleMillis(Map<String, String> env) {
        try {
            String v = env.get("ALBERT_HOOK_AGENT_IDLE_MS");
            return v == null ? DEFAULT_IDLE_MILLIS : Math.max(100, Long.parseLong(v.strip()));
        } catch (NumberFormatException e) {
            return DEFAULT_IDLE_MILLIS;
        }
    }

    /** Starts an agent on this socket, or returns null when another agent holds it. */
    public static HookAgent start(Path socket, long idleMillis, Map<String, String> env) throws IOException {
        Path dir = socket.getParent();
        Files.createDirectories(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        FileChannel lockChannel = FileChannel.open(dir.resolve("agent.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = lockChannel.tryLock();
        } catch (OverlappingFileLockException sameJvm) {
            lock = null;
        }
        if (lock == null) {
            lockChannel.close();
            return null;
        }
        ServerSocketChannel server;
        try {
            Files.deleteIfExists(socket); // we hold the lock: whatever is there is stale
            server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
            server.bind(UnixDomainSocketAddress.of(socket));
            Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-------"));
        } catch (IOException | RuntimeException e) {
            lock.release();
            lockChannel.close();
            throw e;
        }
        HookAgent agent = new HookAgent(socket, env, lockChannel, lock, server);
        try {
            Files.writeString(dir.resolve("agent.pid"), ProcessHandle.current().pid() + "\n");
        } catch (IOException ignored) {
            // only for people and scripts that want to stop it
        }
        agent.begin(idleMillis);
        HookLog.write(env, "agent listening on " + socket);
        return agent;
    }

    private void begin(long idleMillis) {
        Thread acceptor = new Thread(this::acceptLoop, "albert-agent-accept");
        acceptor.start();
        long period = Math.max(50, Math.min(idleMillis / 4, 30_000));
        timer.scheduleAtFixedRate(() -> {
            if (inFlight.get() == 0 && flushing.isEmpty() && System.currentTimeMillis() - lastActivity.get() >= idleMillis) {
                HookLog.write(env, "agent idle for " + idleMillis + " ms; exiting");
                close();
            }
        }, period, period, TimeUnit.MILLISECONDS);
    }

    public Path socket() {
        return socket;
    }

    public boolean isClosed() {
        return closed;
    }

    public void awaitClosed() throws InterruptedException {
        synchronized (done) {
            while (!closed) {
                done.wait();
            }
        }
    }

    private void acceptLoop() {
        while (!closed) {
            try {
                SocketChannel channel = server.accept();
                lastActivity.set(System.currentTimeMillis());
                inFlight.incrementAndGet();
                workers.execute(() -> serve(channel));
            } catch (IOException | RuntimeException e) {
                if (!closed) {
                    HookLog.write(env, "agent accept failed: " + e.getClass().getSimpleName() + "; exiting");
                    close();
                }
                return;
            }
        }
    }

    /** A client that connects and never sends (or never reads) must not hold the agent: its connection is closed after this. */
    static final long CONNECTION_DEADLINE_MILLIS = 15_000;

    private void serve(SocketChannel channel) {
        java.util.concurrent.ScheduledFuture<?> deadline = null;
        try {
            deadline = timer.schedule(new CloseChannel(channel), CONNECTION_DEADLINE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (RuntimeException shuttingDown) {
            // closed below by try-with-resources anyway
        }
        try (channel) {
            HookRequest request = HookRequest.decode(new DataInputStream(Channels.newInputStream(channel)));
            byte[] reply = "albert".equals(request.host()) && "ping".equals(request.event())
                    ? HookWork.NOTHING
                    : HookWork.handle(request, services);
            OutputStream out = Channels.newOutputStream(channel);
            out.write(HookRequest.encodeReply(reply));
            out.flush();
        } catch (IOException | RuntimeException e) {
            HookLog.write(env, "agent request failed: " + e.getClass().getSimpleName());
        } finally {
            if (deadline != null) {
                deadline.cancel(false);
            }
            lastActivity.set(System.currentTimeMillis());
            inFlight.decrementAndGet();
        }
        if (codeFile != null && stamp(codeFile) != codeStamp) {
            // A rebuilt or upgraded toolkit: step aside so the next hook starts an agent with the new code.
            HookLog.write(env, "agent code changed on disk; exiting");
            Thread.ofPlatform().name("albert-agent-close").start(this::close); // not on a worker: close() waits for them
        }
    }

    /** The jar (or class folder) this agent runs from, or null. */
    private static Path codeFile() {
        try {
            return Path.of(HookAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (Exception | Error e) {
            return null;
        }
    }

    private static long stamp(Path file) {
        try {
            return file == null || Files.isDirectory(file) ? 0 : Files.getLastModifiedTime(file).toMillis() ^ Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    private record CloseChannel(SocketChannel channel) implements Runnable {
        @Override
        public void run() {
            try {
                channel.close();
            } catch (IOException ignored) {
                // already closed
            }
        }
    }

    @Override
    public void close() {
        synchronized (done) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            server.close();
        } catch (IOException ignored) {
            // closing
        }
        try {
            Files.deleteIfExists(socket);
            Files.deleteIfExists(socket.resolveSibling("agent.pid"));
        } catch (IOException ignored) {
            // a stale socket file is handled by the next agent
        }
        timer.shutdownNow();
        workers.shutdown();
        flushers.shutdown();
        try {
            workers.awaitTermination(3, TimeUnit.SECONDS);
            flushers.awaitTermination(3, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        queues.values().forEach(q -> {
            try {
                q.close();
            } catch (RuntimeException ignored) {
                // closing
            }
        });
        try {
            lock.release();
            lockChannel.close();
        } catch (IOException ignored) {
            // the process ends anyway
        }
        synchronized (done) {
            done.notifyAll();
        }
    }

    /** Warm services: one open queue per queue directory, background delivery, at most one flush per queue at a time. */
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
        public void deliver(Map<String, String> requestEnv, String cwd, long deadlineEpochMillis, boolean soon) {
            Path dir = QueueLocation.directory(requestEnv);
            if (closed) {
                return;
            }
            if (!flushing.add(dir)) {
                flushAgain.add(dir);
                return;
            }
            try {
                flushers.execute(() -> {
                    try {
                        do {
                            flushAgain.remove(dir);
                            CaptureQueue q;
                            try {
                                q = queue(requestEnv);
                            } catch (RuntimeException e) {
                                HookLog.write(env, "agent: cannot open the queue for delivery: " + e.getClass().getSimpleName());
                                return;
                            }
                            Delivery.flush(q, requestEnv, cwd, Instant.now().plusSeconds(30));
                        } while (flushAgain.contains(dir) && !closed);
                    } finally {
                        flushing.remove(dir);
                        lastActivity.set(System.currentTimeMillis());
                    }
                });
            } catch (RuntimeException rejected) {
                flushing.remove(dir);
            }
        }
    }
}
