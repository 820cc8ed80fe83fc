package dev.albert.capture.agent;

import dev.albert.capture.queue.QueueLocation;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.Map;

/**
 * The client side of the hook agent's socket, in one place: where the socket is, the request and reply
 * frames (protocol version 1, big-endian), and one call with a hard deadline. The hook's thin client
 * talks to the agent through it, and so do {@code albert-capture status} (ping) and {@code disconnect}
 * (stop). JDK classes only, and no lambdas: the thin client loads this on every event.
 * <ul>
 *   <li>request: {@code int} magic {@code ALB1}, {@code int} frame length, UTF host, event, cwd, event id,
 *       {@code long} deadline (epoch ms), {@code int} env count and UTF pairs, {@code int} stdin length and bytes;</li>
 *   <li>reply: {@code int} magic, {@code int} status (0), {@code int} length, the bytes to print.</li>
 * </ul>
 * Control requests use the host {@code albert}: {@code ping} (answered with nothing) and {@code stop}
 * (answered, then the agent exits).
 */
public final class AgentSocket {
    /** "ALB1": protocol version 1 of the agent socket. */
    public static final int MAGIC = 0x414C4231;
    public static final int MAX_FRAME = 8 << 20;

    private AgentSocket() {
    }

    /**
     * {@code $ALBERT_HOOK_AGENT_DIR} (absolute), else {@code $XDG_RUNTIME_DIR/albert} (absolute), else
     * {@code <XDG data home>/albert/run}.
     */
    public static Path directory(Map<String, String> env) {
        String explicit = env.get("ALBERT_HOOK_AGENT_DIR");
        if (explicit != null && explicit.startsWith("/")) {
            return Path.of(explicit);
        }
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isBlank() && runtime.startsWith("/")) {
            return Path.of(runtime, "albert");
        }
        return QueueLocation.dataHome(env).resolve("albert").resolve("run");
    }

    public static Path socket(Map<String, String> env) {
        return directory(env).resolve("agent.sock");
    }

    /** One request frame. */
    public static byte[] request(String host, String event, String cwd, String eventId, long deadlineEpochMillis,
                                 Map<String, String> env, byte[] stdin) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(256 + stdin.length);
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(MAGIC);
            out.writeInt(0); // frame length, patched below
            out.writeUTF(host);
            out.writeUTF(event);
            out.writeUTF(cwd);
            out.writeUTF(eventId);
            out.writeLong(deadlineEpochMillis);
            out.writeInt(env.size());
            for (Map.Entry<String, String> e : env.entrySet()) {
                out.writeUTF(e.getKey());
                out.writeUTF(e.getValue());
            }
            out.writeInt(stdin.length);
            out.write(stdin);
            out.flush();
            byte[] frame = bytes.toByteArray();
            ByteBuffer.wrap(frame).putInt(4, frame.length - 8);
            return frame;
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /** One reply frame: status 0 and the bytes the hook prints. */
    public static byte[] reply(byte[] stdout) {
        ByteBuffer frame = ByteBuffer.allocate(12 + stdout.length);
        frame.putInt(MAGIC).putInt(0).putInt(stdout.length).put(stdout);
        return frame.array();
    }

    /** The agent's answer: {@code stdout} when it replied; else {@code absent} tells "nobody listens" from "connected but silent". */
    public record Reply(byte[] stdout, boolean absent) {
        public boolean answered() {
            return stdout != null;
        }
    }

    /** Sends one frame and waits at most {@code waitMillis} for the reply. Never throws. */
    public static Reply call(Path socket, byte[] frame, long waitMillis) {
        SocketChannel channel;
        try {
            channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        } catch (IOException | RuntimeException e) {
            return new Reply(null, true);
        }
        try {
            try {
                channel.connect(UnixDomainSocketAddress.of(socket));
            } catch (IOException | RuntimeException refusedOrMissing) {
                return new Reply(null, true);
            }
            Thread watchdog = new Thread(new Deadline(channel, waitMillis), "albert-agent-deadline");
            watchdog.setDaemon(true);
            watchdog.start();
            try {
                ByteBuffer request = ByteBuffer.wrap(frame);
                while (request.hasRemaining()) {
                    channel.write(request);
                }
                ByteBuffer header = ByteBuffer.allocate(12);
                readFully(channel, header);
                int length = header.getInt(8);
                if (header.getInt(0) != MAGIC || header.getInt(4) != 0 || length < 0 || length > MAX_FRAME) {
                    return new Reply(null, false);
                }
                ByteBuffer body = ByteBuffer.allocate(length);
                readFully(channel, body);
                return new Reply(body.array(), false);
            } catch (IOException | RuntimeException silentOrBroken) {
                return new Reply(null, false);
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

    /** {@code albert ping}: whether an agent answers on this environment's socket. */
    public static boolean ping(Map<String, String> env, long waitMillis) {
        return control(env, "ping", waitMillis).answered();
    }

    /** {@code albert stop}: asks the agent to exit; true when one answered. */
    public static boolean stop(Map<String, String> env, long waitMillis) {
        return control(env, "stop", waitMillis).answered();
    }

    private static Reply control(Map<String, String> env, String event, long waitMillis) {
        byte[] frame = request("albert", event, "", "", System.currentTimeMillis() + waitMillis, Map.of(), new byte[0]);
        return call(socket(env), frame, waitMillis);
    }

    private static void readFully(SocketChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new IOException("the agent closed the connection early");
            }
        }
    }

    /** Closes the channel at the deadline, which ends a blocked read with an exception (a named class: no lambda bootstrap). */
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
}
