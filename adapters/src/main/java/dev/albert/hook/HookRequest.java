package dev.albert.hook;

import dev.albert.capture.agent.AgentSocket;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One hook invocation as the thin client forwards it to the agent (or hands it to the in-process
 * fallback): the host and event from the command line, the host's stdin bytes, the working
 * directory, the environment variables that locate configuration and data, an event id chosen by the
 * client (so a fallback after a hung agent queues the same event, not a second copy), and the
 * absolute deadline. JDK classes only: the thin client loads this. The frame format is {@link AgentSocket}'s.
 */
public record HookRequest(String host, String event, String cwd, String eventId, long deadlineEpochMillis,
                          Map<String, String> env, byte[] stdin) {
    static final int MAGIC = AgentSocket.MAGIC;
    static final int MAX_FRAME = AgentSocket.MAX_FRAME;

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
        return AgentSocket.request(host, event, cwd, eventId, deadlineEpochMillis, env, stdin);
    }

    /** Reads one request frame, or null when the client closed without sending anything (a probe). */
    static HookRequest read(InputStream in) throws IOException {
        PushbackInputStream stream = new PushbackInputStream(in, 1);
        int first = stream.read();
        if (first < 0) {
            return null;
        }
        stream.unread(first);
        return decode(new DataInputStream(stream));
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
        return AgentSocket.reply(stdout);
    }
}
