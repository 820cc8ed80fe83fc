package dev.albert.hook;

import dev.albert.client.config.FilePermissions;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The agent's socket: a 0600 Unix-domain socket (in the 0700 directory {@link AgentLock} prepared),
 * one request per connection ({@link HookRequest}'s frame), each served on a virtual thread. A client
 * that connects and sends nothing, or never reads its reply, is cut off after
 * {@value #CONNECTION_DEADLINE_MILLIS} ms. A client that connects and closes without a request (a
 * probe) is not an error. After each request it checks whether its code changed on disk (a rebuild or
 * upgrade) and then steps aside, so the next hook starts the new code.
 */
final class AgentServer {
    static final long CONNECTION_DEADLINE_MILLIS = 15_000;

    private final Path socket;
    private final ServerSocketChannel channel;
    private final ScheduledExecutorService timer;
    private final Map<String, String> env;
    private final Function<HookRequest, byte[]> handler;
    private final Runnable exit;
    private final ExecutorService workers = Executors.newVirtualThreadPerTaskExecutor();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Path codeFile = codeFile();
    private final long codeStamp = stamp(codeFile);
    private volatile boolean closed;

    private AgentServer(Path socket, ServerSocketChannel channel, ScheduledExecutorService timer, Map<String, String> env,
                        Function<HookRequest, byte[]> handler, Runnable exit) {
        this.socket = socket;
        this.channel = channel;
        this.timer = timer;
        this.env = env;
        this.handler = handler;
        this.exit = exit;
    }

    /** Binds the socket; the caller holds the lock, so whatever file is there is stale. */
    static AgentServer bind(Path socket, ScheduledExecutorService timer, Map<String, String> env,
                            Function<HookRequest, byte[]> handler, Runnable exit) throws IOException {
        Files.deleteIfExists(socket);
        ServerSocketChannel channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            channel.bind(UnixDomainSocketAddress.of(socket));
            FilePermissions.restrictToOwner(socket);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        return new AgentServer(socket, channel, timer, env, handler, exit);
    }

    void start() {
        Thread.ofPlatform().name("albert-agent-accept").start(this::acceptLoop);
    }

    Path socket() {
        return socket;
    }

    int inFlight() {
        return inFlight.get();
    }

    private void acceptLoop() {
        while (!closed) {
            try {
                SocketChannel client = channel.accept();
                inFlight.incrementAndGet();
                workers.execute(() -> serve(client));
            } catch (IOException | RuntimeException e) {
                if (!closed) {
                    HookLog.write(env, "agent accept failed: " + e.getClass().getSimpleName() + "; exiting");
                    exit.run();
                }
                return;
            }
        }
    }

    private void serve(SocketChannel client) {
        ScheduledFuture<?> deadline = null;
        try {
            deadline = timer.schedule(new CloseChannel(client), CONNECTION_DEADLINE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (RuntimeException shuttingDown) {
            // closed below by try-with-resources anyway
        }
        try (client) {
            DataInputStream in = new DataInputStream(Channels.newInputStream(client));
            HookRequest request = HookRequest.read(in);
            if (request != null) {
                byte[] reply = handler.apply(request);
                OutputStream out = Channels.newOutputStream(client);
                out.write(HookRequest.encodeReply(reply));
                out.flush();
            }
        } catch (IOException | RuntimeException e) {
            HookLog.write(env, "agent request failed: " + e.getClass().getSimpleName());
        } finally {
            if (deadline != null) {
                deadline.cancel(false);
            }
            inFlight.decrementAndGet();
        }
        if (codeFile != null && stamp(codeFile) != codeStamp) {
            HookLog.write(env, "agent code changed on disk; exiting");
            Thread.ofPlatform().name("albert-agent-close").start(exit); // not on a worker: closing waits for them
        }
    }

    void close() {
        closed = true;
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing
        }
        try {
            Files.deleteIfExists(socket);
        } catch (IOException ignored) {
            // a stale socket file is handled by the next agent
        }
        workers.shutdown();
        try {
            workers.awaitTermination(3, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
}
