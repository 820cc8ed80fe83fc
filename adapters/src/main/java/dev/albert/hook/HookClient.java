package dev.albert.hook;

import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code albert-hook <host> <event>}: what the hosts run on every event. The lean entry point: JDK
 * classes only (no picocli, Jackson or SQLite are loaded on the fast path), so a JVM with an AOT
 * cache starts it in a few tens of milliseconds.
 * <ol>
 *   <li>read the host's JSON from stdin, with a deadline ({@link Budget});</li>
 *   <li>forward it to the resident agent over its Unix-domain socket and print the agent's reply;</li>
 *   <li>if there is no agent, or it does not answer in time, do the work in-process
 *       ({@link HookWork}) and start an agent in the background for the next event.</li>
 * </ol>
 * Always exits 0; prints nothing but the host's reply (Claude Code: nothing, or the recall JSON).
 */
public final class HookClient {
    /** The hosts and events this client understands; anything else gets the no-op reply at once. */
    static boolean supported(String host, String event) {
        return "claude-code".equals(host) && switch (event) {
            case "SessionStart", "UserPromptSubmit", "Stop", "PreCompact", "PostCompact", "SessionEnd" -> true;
            default -> false;
        };
    }

    private HookClient() {
    }

    public static void main(String[] args) {
        long start = System.nanoTime();
        int code;
        try {
            code = run(args, new FileInputStream(FileDescriptor.in), new FileOutputStream(FileDescriptor.out),
                    System.getenv(), System.getProperty("user.dir"), start);
        } catch (Throwable t) {
            code = 0;
        }
        System.exit(code);
    }

    /** The whole hook run; never throws, always returns 0. */
    public static int run(String[] args, InputStream in, OutputStream out, Map<String, String> env, String cwd, long startNanos) {
        byte[] reply = new byte[0];
        try {
            reply = work(args, in, env, cwd, startNanos);
        } catch (Throwable t) {
            HookLog.write(env, "hook failed: " + t.getClass().getName());
        }
        try {
            out.write(reply);
            out.flush();
        } catch (IOException | RuntimeException ignored) {
            // the host went away; nothing to tell it
        }
        return 0;
    }

    private static byte[] work(String[] args, InputStream in, Map<String, String> env, String cwd, long startNanos) {
        if (args.length == 1 && "--version".equals(args[0])) {
            // stderr: stdout belongs to the host, even when a person asks.
            System.err.println("albert-hook " + dev.albert.api.ToolkitVersion.current());
            return new byte[0];
        }
        if (args.length < 2) {
            HookLog.write(env, "usage: albert-hook <host> <event> (got " + args.length + " arguments)");
            return new byte[0];
        }
        String host = args[0];
        String event = args[1];
        if ("albert".equals(host) && "ping".equals(event)) {
            return ping(env);
        }
        if ("albert".equals(host) && "ensure-agent".equals(event)) {
            ensureAgent(env);
            return new byte[0];
        }
        if (!supported(host, event)) {
            HookLog.write(env, "ignored unsupported hook " + safe(host) + " " + safe(event));
            return new byte[0];
        }
        Budget budget = Budget.of(event);
        long deadline = System.currentTimeMillis() + budget.total() - elapsed(startNanos);
        byte[] stdin = readStdin(in, budget.stdin() - elapsed(startNanos), env);
        HookRequest request = new HookRequest(host, event, cwd == null ? "" : cwd, uuidV7(), deadline,
                HookRequest.forwardedEnv(env), stdin);

        String mode = env.getOrDefault("ALBERT_HOOK_AGENT", "on");
        Path socket = HookPaths.agentSocket(env);
        boolean agentAbsent = true;
        if (!"off".equals(mode)) {
            AgentReply answer = callAgent(socket, request.encode(), budget.agentWait());
            if (answer.stdout != null) {
                return answer.stdout;
            }
            agentAbsent = answer.absent;
            HookLog.write(env, agentAbsent ? "no agent at " + socket + "; working in-process"
                    : "the agent did not answer within " + budget.agentWait() + " ms; working in-process");
        }
        byte[] reply = HookWork.fallback(request, budget);
        if (agentAbsent && "on".equals(mode)) {
            startAgent(socket, env);
        }
        return reply;
    }

    /** {@code albert-hook albert ping}: asks the agent for nothing; used to train the AOT cache and by tests. */
    private static byte[] ping(Map<String, String> env) {
        AgentReply answer = pingAgent(env);
        return answer.stdout == null ? new byte[0] : answer.stdout;
    }

    static AgentReply pingAgent(Map<String, String> env) {
        HookRequest request = new HookRequest("albert", "ping", "", uuidV7(), System.currentTimeMillis() + 1_000,
                HookRequest.forwardedEnv(env), new byte[0]);
        return callAgent(HookPaths.agentSocket(env), request.encode(), 1_000);
    }

    /** {@code albert-hook albert ensure-agent}: starts the agent unless one answers, and waits up to 10 s for it. */
    static void ensureAgent(Map<String, String> env) {
        if (pingAgent(env).stdout != null) {
            return;
        }
        startAgent(HookPaths.agentSocket(env), env);
        long until = System.currentTimeMillis() + 10_000;
        while (System.currentTimeMillis() < until) {
            if (pingAgent(env).stdout != null) {
                return;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    static long elapsed(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    private static String safe(String s) {
        return s.length() > 40 || !s.matches("[A-Za-z0-9._-]*") ? "<invalid>" : s;
    }

    // ---- stdin ----

    /** Up to 4 MiB of stdin, or what arrived before the deadline (a pipe that never closes). */
    static byte[] readStdin(InputStream in, long waitMillis, Map<String, String> env) {
        StdinReader task = new StdinReader(in);
        ByteArrayOutputStream buffer = task.buffer;
        Thread reader = new Thread(task, "albert-hook-stdin");
        reader.setDaemon(true);
        reader.start();
        long until = System.currentTimeMillis() + Math.max(1, waitMillis);
        synchronized (buffer) {
            while (!task.done) {
                long left = until - System.currentTimeMillis();
                if (left <= 0) {
                    HookLog.write(env, "stdin was not closed within " + waitMillis + " ms; using the " + buffer.size() + " bytes read");
                    break;
                }
                try {
                    buffer.wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            return buffer.toByteArray();
        }
    }

    /** Reads stdin to its end into {@link #buffer} (a named class, not a lambda: no bootstrap at start-up). */
    private static final class StdinReader implements Runnable {
        final ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);
        final InputStream in;
        boolean done;

        StdinReader(InputStream in) {
            this.in = in;
        }

        @Override
        public void run() {
            byte[] chunk = new byte[8192];
            try {
                int n;
                while ((n = in.read(chunk)) >= 0) {
                    synchronized (buffer) {
                        buffer.write(chunk, 0, n);
                        if (buffer.size() > 4 << 20) {
                            break;
                        }
                    }
                }
            } catch (IOException | RuntimeException ignored) {
                // treated as end of input
            }
            synchronized (buffer) {
                done = true;
                buffer.notifyAll();
            }
        }
    }

    /** Closes the channel at the deadline, which ends a blocked read with an exception. */
    private static final class Deadline implements Runnable {
        private final SocketChannel channel;
        private final long waitMillis;

        Deadline(SocketChannel channel, long waitMillis) {
            this.channel = channel;
            this.waitMillis = waitMillis;
        }

        @Override
        public void run() {
            try {
                Thread.sleep(Math.max(1, waitMillis));
                channel.close();
            } catch (InterruptedException | IOException done) {
                // answered in time, or closing failed: either way nothing to do
            }
        }
    }

    // ---- the agent ----

    /** stdout != null: the agent's reply. Otherwise absent = nobody listens (vs. connected but silent). */
    record AgentReply(byte[] stdout, boolean absent) {
    }

    static AgentReply callAgent(Path socket, byte[] frame, long waitMillis) {
        SocketChannel channel;
        try {
            channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        } catch (IOException | RuntimeException e) {
            return new AgentReply(null, true);
        }
        try {
            try {
                channel.connect(UnixDomainSocketAddress.of(socket));
            } catch (IOException | RuntimeException refusedOrMissing) {
                return new AgentReply(null, true);
            }
            Thread watchdog = watchdog(channel, waitMillis);
            try {
                ByteBuffer request = ByteBuffer.wrap(frame);
                while (request.hasRemaining()) {
                    channel.write(request);
                }
                ByteBuffer header = ByteBuffer.allocate(12);
                readFully(channel, header);
                if (header.getInt(0) != HookRequest.MAGIC || header.getInt(4) != 0) {
                    return new AgentReply(null, false);
                }
                int length = header.getInt(8);
                if (length < 0 || length > HookRequest.MAX_FRAME) {
                    return new AgentReply(null, false);
                }
                ByteBuffer body = ByteBuffer.allocate(length);
                readFully(channel, body);
                return new AgentReply(body.array(), false);
            } catch (IOException | RuntimeException silentOrBroken) {
                return new AgentReply(null, false);
            } finally {
                watchdog.interrupt();
            }
        } finally {
            try {
                channel.close();
            } catch (IOException ignored) {
                // closing
            }
        }
    }

    private static void readFully(SocketChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new IOException("the agent closed the connection early");
            }
        }
    }

    private static Thread watchdog(SocketChannel channel, long waitMillis) {
        Thread t = new Thread(new Deadline(channel, waitMillis), "albert-hook-deadline");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * Starts the agent detached ({@code setsid}, stdin from /dev/null, output discarded: it logs to
     * hook.log), with this process's java and class path, so the next event finds it. Never waits.
     */
    static void startAgent(Path socket, Map<String, String> env) {
        try {
            String java = ProcessHandle.current().info().command().orElse(null);
            String classPath = System.getProperty("java.class.path");
            if (java == null || classPath == null || classPath.isBlank()) {
                return;
            }
            List<String> command = new ArrayList<>();
            if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
                command.add("/usr/bin/setsid");
            }
            command.addAll(List.of(java, "-XX:+UseSerialGC", "-Xmx256m", "-XX:TieredStopAtLevel=1",
                    "--enable-native-access=ALL-UNNAMED", "-cp", classPath, "dev.albert.hook.HookAgent", socket.toString()));
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().putAll(HookRequest.forwardedEnv(env));
            builder.start();
            HookLog.write(env, "started an agent for " + socket);
        } catch (IOException | RuntimeException e) {
            HookLog.write(env, "cannot start the agent: " + e.getClass().getSimpleName());
        }
    }

    /** A UUIDv7 (ms timestamp, version 7, RFC variant, random bits) without SecureRandom's start-up cost. */
    static String uuidV7() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long ms = System.currentTimeMillis();
        long msb = (ms << 16) | 0x7000L | (random.nextInt() & 0x0fffL);
        long lsb = (random.nextLong() & 0x3fffffffffffffffL) | 0x8000000000000000L;
        return new java.util.UUID(msb, lsb).toString();
    }
}
