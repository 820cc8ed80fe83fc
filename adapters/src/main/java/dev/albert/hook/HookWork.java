package dev.albert.hook;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.Enqueued;
import dev.albert.capture.queue.EventClass;
import dev.albert.capture.queue.EventIds;
import dev.albert.capture.queue.NewEvent;
import dev.albert.safety.SecretScanner;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What a Claude Code hook event does, in the resident agent (and, capture only, when the agent drains
 * an event that a hook handed to the spool while no agent answered):
 * parse the host's JSON, queue the capture event (screened, encrypted, durable) and, for
 * {@code SessionStart} and {@code UserPromptSubmit}, recall from the server. Returns the exact bytes
 * to print: nothing, or {@code {"hookSpecificOutput":{"hookEventName":…,"additionalContext":…}}}.
 * Every failure is logged (never content) and becomes the no-op reply.
 */
public final class HookWork {
    static final byte[] NOTHING = new byte[0];
    /** Claude Code's cap on an injected string. */
    static final int HOST_CAP = 10_000;
    static final String HOST = "claude-code";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What the agent and the one-shot drainer provide differently. */
    public interface Services {
        /** The user's queue for this environment (opened, or cached by the agent). */
        CaptureQueue queue(Map<String, String> env);

        /** The queue could not be used: forget a cached connection. */
        default void queueFailed(Map<String, String> env) {
        }

        /** Server URL and key for this environment and folder, or null when not configured. */
        Endpoint endpoint(Map<String, String> env, String cwd);

        /** Deliver the queue in the background: {@code soon}, or a little later so that one flush carries the next events too. */
        void deliver(Map<String, String> env, String cwd, long deadlineEpochMillis, boolean soon);
    }

    /** Where recall goes. */
    public record Endpoint(String baseUrl, String apiKey) {
    }

    private HookWork() {
    }

    /** Whether a request's capture event reached the queue. */
    enum Capture {
        /** Durably queued (or already there: the same event id). */
        QUEUED,
        /** Nothing to queue: an event without capture, a no-op payload, an event too large to keep. */
        NONE,
        /** The queue could not take it (unusable, disk full): try again later. */
        FAILED
    }

    /** The bytes to print and what became of the capture event. */
    record Outcome(byte[] reply, Capture capture) {
    }

    /** Handles one event as the agent does: capture, recall, schedule delivery. Never throws. */
    public static byte[] handle(HookRequest r, Services services) {
        return process(r, services, true).reply();
    }

    /**
     * Only the capture part, for an event handed to the spool while no agent answered: its reply is
     * long gone, so there is no recall. Never throws.
     */
    static Outcome captureOnly(HookRequest r, Services services) {
        return process(r, services, false);
    }

    private static Outcome process(HookRequest r, Services services, boolean withRecall) {
        Map<String, String> env = r.env();
        Outcome none = new Outcome(NOTHING, Capture.NONE);
        try {
            HookEvent hookEvent = HookEvent.named(r.event());
            if (hookEvent == null) {
                return none;
            }
            JsonNode payload = parse(r.stdin());
            if (payload == null) {
                HookLog.write(env, r.event() + ": stdin is not a JSON object (" + r.stdin().length + " bytes); no-op");
                return none;
            }
            String named = text(payload, "hook_event_name");
            if (named != null && !named.equals(r.event())) {
                HookLog.write(env, r.event() + ": payload is for another event or host; no-op");
                return none;
            }
            String session = text(payload, "session_id");
            if (session == null || session.length() > 256) {
                HookLog.write(env, r.event() + ": no usable session_id; no-op");
                return none;
            }
            String projectDir = firstNonBlank(text(payload, "cwd"), env.get("CLAUDE_PROJECT_DIR"), r.cwd());
            Provenance provenance = projectDir == null || !projectDir.startsWith("/") ? Provenance.NONE : Provenance.of(Path.of(projectDir));
            String turn = text(payload, "prompt_id");
            String prompt = hookEvent == HookEvent.USER_PROMPT_SUBMIT ? nonBlank(text(payload, "prompt")) : null;

            NewEvent event = switch (hookEvent) {
                case SESSION_START -> null;
                case USER_PROMPT_SUBMIT -> prompt == null ? null
                        : event(r, session, EventClass.USER_GOAL, prompt, turn, provenance, Map.of());
                case STOP -> {
                    String message = nonBlank(text(payload, "last_assistant_message"));
                    Map<String, String> meta = payload.path("stop_hook_active").asBoolean(false)
                            ? Map.of("stop_hook_active", "true") : Map.of();
                    yield message == null ? null : event(r, session, EventClass.ASSISTANT_OUTCOME, message, turn, provenance, meta);
                }
                case POST_COMPACT -> {
                    String summary = nonBlank(text(payload, "compact_summary"));
                    yield summary == null ? null : event(r, session, EventClass.COMPACTION_SUMMARY, summary, turn, provenance,
                            metaOf("trigger", text(payload, "trigger")));
                }
                case PRE_COMPACT -> event(r, session, EventClass.CHECKPOINT, "pre_compaction", turn, provenance,
                        metaOf("kind", "pre_compaction", "trigger", text(payload, "trigger")));
                case SESSION_END -> event(r, session, EventClass.CHECKPOINT, "session_end", turn, provenance,
                        metaOf("kind", "session_end", "reason", text(payload, "reason")));
            };
            Capture captured = event == null ? Capture.NONE : capture(r, services, event);

            byte[] reply = NOTHING; // Stop: any output makes Claude continue the turn; the others print nothing
            if (withRecall && hookEvent == HookEvent.SESSION_START) {
                reply = recall(r, services, session, null, provenance, hookEvent.budget());
            } else if (withRecall && prompt != null) {
                reply = recall(r, services, session, prompt, provenance, hookEvent.budget());
            }
            if (captured == Capture.QUEUED) {
                // After a prompt, the turn's Stop usually follows soon: one flush can carry both.
                services.deliver(env, r.cwd(), r.deadlineEpochMillis(), hookEvent != HookEvent.USER_PROMPT_SUBMIT);
            }
            return new Outcome(reply, captured);
        } catch (Throwable t) {
            HookLog.write(env, r.event() + ": failed with " + t.getClass().getName() + "; no-op");
            return none;
        }
    }

    private static NewEvent event(HookRequest r, String session, EventClass cls, String text, String turn,
                                  Provenance provenance, Map<String, String> metadata) {
        UUID id = null;
        Instant createdAt = null;
        try {
            id = r.eventId().isEmpty() ? null : UUID.fromString(r.eventId());
            if (id != null && EventIds.isUuidV7(r.eventId())) {
                createdAt = Instant.ofEpochMilli(EventIds.timestampMillis(id)); // when the host ran the hook, also if drained later
            }
        } catch (IllegalArgumentException ignored) {
            // a new id then
        }
        Map<String, String> meta = new LinkedHashMap<>(metadata);
        meta.put("hook_event", r.event());
        return new NewEvent(id, HOST, session, cls, text, createdAt, clip(turn), provenance.projectRef(), clip(provenance.branch()), meta);
    }

    private static String nonBlank(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    private static String clip(String s) {
        return s == null ? null : s.length() > 1024 ? s.substring(0, 1024) : s;
    }

    /** Queues the event durably; NONE or FAILED (logged) when the queue cannot take it. */
    private static Capture capture(HookRequest r, Services services, NewEvent event) {
        try {
            CaptureQueue queue = services.queue(r.env());
            Enqueued queued = queue.enqueue(event);
            if (queued.dropped() > 0) {
                HookLog.write(r.env(), "the capture queue is full; dropped the " + queued.dropped() + " oldest event(s)");
            }
            return Capture.QUEUED;
        } catch (IllegalArgumentException tooLarge) {
            HookLog.write(r.env(), r.event() + ": event not queued: " + tooLarge.getMessage());
            return Capture.NONE;
        } catch (RuntimeException e) {
            services.queueFailed(r.env());
            HookLog.write(r.env(), r.event() + ": cannot queue the event: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            return Capture.FAILED;
        }
    }

    private static byte[] recall(HookRequest r, Services services, String session, String query,
                                 Provenance provenance, Budget budget) throws IOException {
        Endpoint endpoint = services.endpoint(r.env(), r.cwd());
        if (endpoint == null) {
            return NOTHING;
        }
        ObjectNode body = JSON.createObjectNode();
        // Nothing leaves the process unscreened: the prompt is the query, so it is redacted like the queue does.
        body.put("query", screened(query));
        body.put("host", HOST);
        body.put("session_key", screened(session));
        body.put("event", r.event());
        ObjectNode prov = body.putObject("provenance");
        prov.put("project_ref", provenance.projectRef());
        prov.put("branch", screened(provenance.branch()));
        prov.putNull("task");
        ObjectNode budgets = body.putObject("budgets");
        budgets.put("max_characters", 8_000);
        budgets.put("max_tokens", 2_000);
        budgets.put("max_items", 8);
        String workspace = r.env().get("ALBERT_WORKSPACE_ID");
        if (workspace != null && !workspace.isBlank()) {
            body.put("workspace_id", workspace.strip());
        }
        long left = r.deadlineEpochMillis() - System.currentTimeMillis() - 100;
        long timeout = Math.min(recallTimeout(r.env(), budget), left);
        AtomicReference<String> problem = new AtomicReference<>();
        byte[] answer = RecallClient.post(endpoint.baseUrl(), endpoint.apiKey(), JSON.writeValueAsBytes(body), timeout, problem);
        if (answer == null) {
            HookLog.write(r.env(), r.event() + ": no recall: " + problem.get());
            return NOTHING;
        }
        String context;
        try {
            JsonNode tree = JSON.readTree(answer);
            context = tree == null ? null : text(tree, "context");
        } catch (JsonProcessingException e) {
            HookLog.write(r.env(), r.event() + ": recall answer is not JSON; no-op");
            return NOTHING;
        }
        if (context == null || context.isBlank()) {
            return NOTHING;
        }
        ObjectNode reply = JSON.createObjectNode();
        ObjectNode specific = reply.putObject("hookSpecificOutput");
        specific.put("hookEventName", r.event());
        specific.put("additionalContext", bounded(context));
        return JSON.writeValueAsBytes(reply);
    }

    private static String screened(String text) {
        return text == null || text.isEmpty() ? text : SecretScanner.standard().redact(text).text();
    }

    private static long recallTimeout(Map<String, String> env, Budget budget) {
        try {
            String v = env.get("ALBERT_HOOK_RECALL_MS");
            return v == null ? budget.recall() : Math.max(20, Math.min(10_000, Long.parseLong(v.strip())));
        } catch (NumberFormatException e) {
            return budget.recall();
        }
    }

    /**
     * The block as Claude should see it: always inside {@code <albert-memory …>…</albert-memory>},
     * and below Claude Code's 10,000-character cap (cut at a line end, marked as truncated).
     */
    static String bounded(String context) {
        String block = context.strip();
        if (!block.startsWith("<albert-memory")) {
            block = "<albert-memory source=\"albert\">\n" + block + "\n</albert-memory>";
        }
        if (block.length() <= HOST_CAP) {
            return block;
        }
        String tail = "\n[truncated]\n</albert-memory>";
        int cut = HOST_CAP - tail.length();
        if (Character.isLowSurrogate(block.charAt(cut))) {
            cut--;
        }
        int line = block.lastIndexOf('\n', cut);
        if (line > HOST_CAP / 2) {
            cut = line;
        }
        return block.substring(0, cut) + tail;
    }

    static JsonNode parse(byte[] stdin) {
        if (stdin.length == 0) {
            return null;
        }
        try {
            JsonNode node = JSON.readTree(stdin);
            return node != null && node.isObject() ? node : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || !v.isTextual() ? null : v.asText();
    }

    private static String firstNonBlank(String... values) {
        for (String v : values) {
            if (v != null && !v.isBlank()) {
                return v;
            }
        }
        return null;
    }

    private static Map<String, String> metaOf(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) {
            if (kv[i + 1] != null && !kv[i + 1].isBlank()) {
                m.put(kv[i], kv[i + 1].length() > 200 ? kv[i + 1].substring(0, 200) : kv[i + 1]);
            }
        }
        return m;
    }
}
