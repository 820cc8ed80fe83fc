package dev.albert.hook;

import dev.albert.capture.agent.AgentSocket;
import dev.albert.capture.queue.EventIds;
import dev.albert.hook.hosts.Host;
import dev.albert.hook.hosts.HostEvent;

import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
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
 *   <li>if there is no agent, or it does not answer in time, hand the event to the queue's spool
 *       ({@link HandOff}: sealed, fsynced, no SQLite) and reply at once; start an agent in the
 *       background, which drains the spool into the queue and serves the next event.</li>
 * </ol>
 * Every wait is cut to the event's budget counted from the start of the process ({@link Budget}).
 * Always exits 0; prints nothing but the host's reply (Claude Code: nothing, or the recall JSON).
 */
public final class HookClient {
    static final String USAGE = """
            usage: albert-hook <host> <event>
              What coding-agent hosts run on every event: reads the host's JSON on stdin, prints the host's
              reply on stdout (memory recalled for the prompt, or the host's "nothing to add"), always exits 0.
              Installed by `albert-capture connect <host>`; see docs/hooks.md.

            hosts and events:
              claude-code  SessionStart UserPromptSubmit Stop PreCompact PostCompact SessionEnd
              codex        SessionStart UserPromptSubmit Stop PreCompact
              cursor       sessionStart beforeSubmitPrompt afterAgentResponse preCompact stop sessionEnd
              openclaw     before_prompt_build agent_end   (run by the Albert OpenClaw plugin)

            other:
              albert-hook --help | --version     this text / the version, on stderr
              albert-hook --train-aot            create the start-up caches (bin/albert-hook only)
              albert-hook albert stop            stop the resident agent, if one runs (install.sh --uninstall)

            An unknown host or event does nothing (a line in $XDG_DATA_HOME/albert/logs/hook.log).
            """;

    private HookClient() {
    }

    public static void main(String[] args) {
        long start = processStartMillis();
        int code;
        try {
            code = run(args, new FileInputStream(FileDescriptor.in), new FileOutputStream(FileDescriptor.out),
                    new FileOutputStream(FileDescriptor.err), System.getenv(), System.getProperty("user.dir"), start);
        } catch (Throwable t) {
            code = 0;
        }
        System.exit(code);
    }

    /**
     * When this process started (what the host measures from), so the budget also covers the JVM's own
     * start-up; the time {@code main} began if the platform does not say. Optional handled by hand:
     * a method reference here would cost an invokedynamic bootstrap on every run.
     */
    static long processStartMillis() {
        long now = System.currentTimeMillis();
        try {
            java.util.Optional<java.time.Instant> started = ProcessHandle.current().info().startInstant();
            if (started.isPresent()) {
                long at = started.get().toEpochMilli();
                return at <= now && now - at < 60_000 ? at : now;
            }
        } catch (RuntimeException unsupported) {
            // fall through
        }
        return now;
    }

    /** The whole hook run; never throws, always returns 0. {@code startEpochMillis}: when the budget began. */
    public static int run(String[] args, InputStream in, OutputStream out, OutputStream err, Map<String, String> env, String cwd,
                          long startEpochMillis) {
        if (args.length == 1 && ("--help".equals(args[0]) || "-h".equals(args[0]) || "--version".equals(args[0]) || "-V".equals(args[0]))) {
            // stdout belongs to the host: help and version go to stderr
            String text = args[0].startsWith("--h") || "-h".equals(args[0]) ? USAGE : "albert-hook " + dev.albert.client.Version.current() + "\n";
            try {
                err.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                err.flush();
            } catch (IOException | RuntimeException ignored) {
                // nowhere to say it
            }
            return 0;
        }
        Host known = args.length >= 2 ? Host.named(args[0]) : null;
        byte[] reply = known == null ? new byte[0] : known.noOp(args[1]);
        try {
            reply = work(args, in, env, cwd, startEpochMillis);
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

    private static byte[] work(String[] args, InputStream in, Map<String, String> env, String cwd, long startEpochMillis) {
        if (args.length < 2) {
            HookLog.write(env, "usage: albert-hook <host> <event> (got " + args.length + " arguments)");
            return new byte[0];
        }
        String host = args[0];
        String event = args[1];
        if ("albert".equals(host) && "ping".equals(event)) {
            return ping(env);
        }
        if ("albert".equals(host) && "stop".equals(event)) {
            stopAgent(env);
            return new byte[0];
        }
        if ("albert".equals(host) && "ensure-agent".equals(event)) {
            ensureAgent(env);
            return new byte[0];
        }
        Host known = Host.named(host);
        HostEvent hostEvent = known == null ? null : known.event(event);
        if (hostEvent == null) {
            HookLog.write(env, "ignored unsupported hook " + safe(host) + " " + safe(event));
            return known == null ? new byte[0] : known.noOp(event);
        }
        Budget budget = Budget.of(hostEvent, env);
        long deadline = startEpochMillis + budget.total();
        byte[] stdin = readStdin(in, budget.stdinWait(startEpochMillis, System.currentTimeMillis()), env);
        HookRequest request = new HookRequest(host, event, cwd == null ? "" : cwd, newEventId(), deadline,
                HookRequest.forwardedEnv(env), stdin);

        String mode = env.getOrDefault("ALBERT_HOOK_AGENT", "on");
        Path socket = HookPaths.agentSocket(env);
        boolean agentAbsent = true;
        if (!"off".equals(mode)) {
            long wait = Math.min(budget.agentWait(), deadline - Budget.HAND_OFF_RESERVE - System.currentTimeMillis());
            AgentSocket.Reply answer = AgentSocket.call(socket, request.encode(), wait);
            if (answer.answered()) {
                return answer.stdout();
            }
            agentAbsent = answer.absent();
            HookLog.write(env, agentAbsent ? "no agent at " + socket + "; handing the event to the spool"
                    : "the agent did not answer within " + wait + " ms; handing the event to the spool");
        }
        HandOff.spool(request);
        if ("off".equals(mode)) {
            startProcess(env, "dev.albert.hook.HookDrain", null);
        } else if (agentAbsent && "on".equals(mode)) {
            startAgent(socket, env);
        }
        return hostEvent.noOp();
    }

    /** A fresh event id: the capture queue's UUIDv7 generator (JDK classes only, no SecureRandom set-up). */
    static String newEventId() {
        return new EventIds(Clock.systemUTC(), ThreadLocalRandom.current()).next().toString();
    }

    /** {@code albert-hook albert ping}: asks the agent for nothing; used to train the AOT cache and by tests. */
    private static byte[] ping(Map<String, String> env) {
        AgentSocket.ping(env, 1_000);
        return new byte[0];
    }

    /**
     * {@code albert-hook albert stop}: asks a running agent to exit and waits up to 5 s until it no longer answers, so
     * that what runs next (install.sh --uninstall removing the toolkit) does not leave it running on deleted files.
     */
    static void stopAgent(Map<String, String> env) {
        if (!AgentSocket.stop(env, 2_000)) {
            return; // none answered
        }
        long until = System.currentTimeMillis() + 5_000;
        while (System.currentTimeMillis() < until && AgentSocket.ping(env, 500)) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** {@code albert-hook albert ensure-agent}: starts the agent unless one answers, and waits up to 10 s for it. */
    static void ensureAgent(Map<String, String> env) {
        if (AgentSocket.ping(env, 1_000)) {
            return;
        }
        startAgent(HookPaths.agentSocket(env), env);
        long until = System.currentTimeMillis() + 10_000;
        while (System.currentTimeMillis() < until) {
            if (AgentSocket.ping(env, 1_000)) {
                return;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
        }
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

    /** Starts the agent for this socket, detached; never waits (see {@link #startProcess}). */
    static void startAgent(Path socket, Map<String, String> env) {
        startProcess(env, "dev.albert.hook.HookAgent", socket.toString());
    }

    /**
     * Starts {@code mainClass} detached ({@code setsid}, stdin from /dev/null, output discarded: it logs
     * to hook.log), with this process's java and class path and the forwarded environment. Never waits.
     */
    static void startProcess(Map<String, String> env, String mainClass, String argument) {
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
                    "--enable-native-access=ALL-UNNAMED", "-cp", classPath, mainClass));
            if (argument != null) {
                command.add(argument);
            }
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().putAll(HookRequest.forwardedEnv(env));
            builder.start();
            HookLog.write(env, "started " + mainClass.substring(mainClass.lastIndexOf('.') + 1));
        } catch (IOException | RuntimeException e) {
            HookLog.write(env, "cannot start " + mainClass + ": " + e.getClass().getSimpleName());
        }
    }
}
