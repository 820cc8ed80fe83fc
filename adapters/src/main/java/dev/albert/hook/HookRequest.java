package dev.albert.hook;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One hook invocation as the thin client forwards it to the agent (or hands it to the in-process
 * fallback): the host and event from the command line, the host's stdin bytes, the working
 * directory, the environment variables that locate configuration and data, an event id chosen by the
 * client (so a fallback after a hung agent queues the same event, not a second copy), and the
 * absolute deadline. JDK classes only: the thin client loads this.
 */
public record HookRequest(String host, String event, String cwd, String eventId, long deadlineEpochMillis,
                          Map<String, String> env, byte[] stdin) {
    /** "ALB1": protocol version 1 of the agent socket. */
    static final int MAGIC = 0x414C4231;
    static final int MAX_FRAME = 8 << 20;

    /** Environment variables the agent needs to act as the hook process would. */
    static final String[] FORWARDED_ENV = {
            "HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR",
            "ALBERT_API_URL", "ALBERT_API_KEY", "ALBERT_PROFILE", "ALBERT_CONFIG_DIR", "ALBERT_WORKSPACE_ID",
            "ALBERT_HOOK_RECALL_MS", "CLAUDE_PROJECT_DIR", "CURSOR_PROJECT_DIR",
    };

    static Map<String, String> forwardedEnv(Map<String, String> env) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String name : FORWARDED_ENV) {
            String value = env.get(name);
            if (value != null) {
                out.put(name, value);
            }
        }
        return out;
    }

    byte[] encode() {
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
            int length = frame.length - 8;
            frame[4] = (byte) (length >>> 24);
            frame[5] = (byte) (length >>> 16);
            frame[6] = (byte) (length >>> 8);
            frame[7] = (byte) length;
            return frame;
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /** Reads one request frame (after which the client waits for the reply). */
    static HookRequest decode(DataInputStream in) throws IOException {
        if (in.readInt() != MAGIC) {
            throw new IOException("not an albert-hook request");
        }
        int length = in.readInt();
        if (length < 0 || length > MAX_FRAME) {
            throw new IOException("request frame too large");
        }
        String host = in.readUTF();
        String event = in.readUTF();
        String cwd = in.readUTF();
        String eventId = in.readUTF();
        long deadline = in.readLong();
        int envCount = in.readInt();
        if (envCount < 0 || envCount > 256) {
            throw new IOException("bad environment count");
        }
        Map<String, String> env = new LinkedHashMap<>();
        for (int i = 0; i < envCount; i++) {
            env.put(in.readUTF(), in.readUTF());
        }
        int stdinLength = in.readInt();
        if (stdinLength < 0 || stdinLength > MAX_FRAME) {
            throw new IOException("bad stdin length");
        }
        byte[] stdin = in.readNBytes(stdinLength);
        if (stdin.length != stdinLength) {
            throw new IOException("truncated request");
        }
        return new HookRequest(host, event, cwd, eventId, deadline, env, stdin);
    }

    /** Reply frame: magic, status (0 = handled), length, the bytes to print on stdout. */
    static byte[] encodeReply(byte[] stdout) {
        byte[] frame = new byte[12 + stdout.length];
        putInt(frame, 0, MAGIC);
        putInt(frame, 4, 0);
        putInt(frame, 8, stdout.length);
        System.arraycopy(stdout, 0, frame, 12, stdout.length);
        return frame;
    }

    static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }

    static int getInt(byte[] b, int at) {
        return ((b[at] & 0xff) << 24) | ((b[at + 1] & 0xff) << 16) | ((b[at + 2] & 0xff) << 8) | (b[at + 3] & 0xff);
    }
}
