package dev.albert.hook;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A separate process for {@link SpoolCrashTest}. {@code spool <root>}: hands numbered Stop events to
 * the spool as a hook without an agent does, and prints {@code ok <event id> .} after each hand-off
 * returned (the moment the hook would reply), until killed. {@code drain <root>}: drains the spool into
 * the queue, over and over, printing {@code drained <n>}.
 */
public final class SpoolChild {
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        Map<String, String> env = env(Path.of(args[1]));
        out.println("ready");
        if (args[0].equals("spool")) {
            for (int n = 0; ; n++) {
                String stdin = "{\"session_id\":\"crash\",\"hook_event_name\":\"Stop\",\"last_assistant_message\":\"reply " + n + "\"}";
                HookRequest request = new HookRequest("claude-code", "Stop", "/", HookClient.newEventId(),
                        System.currentTimeMillis() + 2_000, HookRequest.forwardedEnv(env), stdin.getBytes(StandardCharsets.UTF_8));
                if (HandOff.spool(request)) {
                    out.print("ok " + request.eventId() + " .\n"); // one write; "." marks a complete line
                }
            }
        }
        try (OneShotServices services = new OneShotServices()) {
            while (true) {
                out.println("drained " + SpoolDrain.drain(dev.albert.capture.queue.QueueLocation.directory(env), services, env));
            }
        }
    }

    static Map<String, String> env(Path root) {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", root.resolve("home").toString());
        env.put("XDG_DATA_HOME", root.resolve("data").toString());
        return env;
    }
}
