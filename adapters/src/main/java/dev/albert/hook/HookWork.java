package dev.albert.hook;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.context.SessionStartBudgets;
import dev.albert.api.context.SessionStartProvenance;
import dev.albert.api.context.SessionStartRequest;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.Enqueued;
import dev.albert.capture.queue.EventIds;
import dev.albert.capture.queue.NewEvent;
import dev.albert.client.policy.LeanHttp;
import dev.albert.hook.hosts.Host;
import dev.albert.hook.hosts.HostAdapter;
import dev.albert.hook.hosts.HostEvent;
import dev.albert.hook.hosts.Phase;
import dev.albert.hook.hosts.Turn;
import dev.albert.safety.SecretScanner;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * What a hook event does in the resident agent, for every host (and, capture only, when the agent
 * drains an event that a hook handed to the spool while no agent answered):
 * the host's adapter ({@link HostAdapter}) reads its JSON into a {@link Turn}; this queues the turn's
 * capture events (screened, encrypted, durable) and, when the turn asks for it, recalls from the
 * server and hands the block back to the adapter for the host's reply. Returns the exact bytes to
 * print. Every failure is logged (never content) and becomes the host's no-op reply.
 */
public final class HookWork {
    static final byte[] NOTHING = new byte[0];
    /** Claude Code's cap on an injected string (each host's own: {@link HostAdapter#cap()}). */
    static final int HOST_CAP = 10_000;
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

        /** The transport for this endpoint (the agent keeps one per endpoint, with its kept-alive connections). */
        LeanHttp http(Endpoint endpoint);

        /** Deliver the queue in the background: {@code soon}, or a little later so that one flush carries the next events too. */
        void deliver(Map<String, String> env, String cwd, long deadlineEpochMillis, boolean soon);
    }

    /** Where recall goes. */
    public record Endpoint(String baseUrl, String apiKey) {
    }

    private HookWork() {
    }

    /** Loads and initialises what every event uses (the secret scanner's rules, Jackson); never throws. */
    static void warm() {
        try {
            SecretScanner.standard().redact("warm-up");
            JSON.readTree("{\"warm\":true}");
            // the transport's classes (LeanHttp's HttpURLConnection), for the first recall; opening connects nothing
            java.net.URI.create("http://127.0.0.1/").toURL().openConnection();
        } catch (IOException | RuntimeException ignored) {
            // only a head start
        }
    }

    /** Whether a request's capture events reached the queue. */
    enum Capture {
        /** Durably queued (or already there: the same event id). */
        QUEUED,
        /** Nothing to queue: an event without capture, a no-op payload, an event too large to keep. */
        NONE,
        /** The queue could not take them (unusable, disk full): try again later. */
        FAILED
    }

    /** The bytes to print and what became of the capture events. */
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
        Host host = Host.named(r.host());
        HostEvent hostEvent = host == null ? null : host.event(r.event());
        if (hostEvent == null) {
            HookLog.write(env, "ignored unsupported hook " + r.host() + " " + r.event());
            return new Outcome(host == null ? NOTHING : host.noOp(r.event()), Capture.NONE);
        }
        Outcome none = new Outcome(hostEvent.noOp(), Capture.NONE);
        try {
            HostAdapter adapter = HostAdapter.of(host);
            JsonNode payload = parse(r.stdin());
            if (payload == null) {
                HookLog.write(env, r.event() + ": stdin is not a JSON object (" + r.stdin().length + " bytes); no-op");
                return none;
            }
            HostAdapter.Reading reading = adapter.read(hostEvent, payload, env, r.cwd());
            if (!(reading instanceof Turn turn)) {
                HookLog.write(env, r.event() + ": " + ((HostAdapter.Rejected) reading).reason() + "; no-op");
                return none;
            }
            String projectDir = turn.projectDir();
            Provenance provenance = projectDir == null || !projectDir.startsWith("/") ? Provenance.NONE : Provenance.of(Path.of(projectDir));
            Budget budget = Budget.of(hostEvent);

            Capture captured = Capture.NONE;
            for (int i = 0; i < turn.captures().size() && captured != Capture.FAILED; i++) {
                Turn.Capture c = turn.captures().get(i);
                Capture one = capture(r, services, event(r, host, i, turn.sessionKey(), c, provenance));
                if (one != Capture.NONE) {
                    captured = one;
                }
            }
            byte[] reply = !withRecall || turn.recall() == null ? hostEvent.noOp()
                    : recall(r, services, hostEvent, adapter, turn.sessionKey(), turn.recall().query(), provenance, budget);
            if (captured == Capture.QUEUED) {
                // After a turn: deliver soon. A prompt or a closing session: a little later, so one flush
                // carries what follows it (a prompt's Stop).
                services.deliver(env, r.cwd(), r.deadlineEpochMillis(), hostEvent.phase() == Phase.CAPTURE);
            }
            return new Outcome(reply, captured);
        } catch (Throwable t) {
            HookLog.write(env, r.event() + ": failed with " + t.getClass().getName() + "; no-op");
            return none;
        }
    }

    /**
     * The queued event. The i-th capture of one hook run gets the client's event id with i added to its
     * counter bits, so a fallback after a hung agent re-queues the same ids (duplicates the queue ignores).
     */
    private static NewEvent event(HookRequest r, Host host, int index, String session, Turn.Capture c, Provenance provenance) {
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
        if (id != null && index > 0) {
            id = EventIds.withCounterAdvanced(id, index);
        }
        Map<String, String> meta = new LinkedHashMap<>(c.metadata());
        meta.put("hook_event", r.event());
        return new NewEvent(id, host.id(), session, c.eventClass(), c.text(), createdAt, clip(c.turnKey()), provenance.projectRef(),
                clip(provenance.branch()), meta);
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

    private static byte[] recall(HookRequest r, Services services, HostEvent hostEvent, HostAdapter adapter, String session,
                                 String query, Provenance provenance, Budget budget) throws IOException {
        byte[] nothing = hostEvent.noOp();
        Endpoint endpoint = services.endpoint(r.env(), r.cwd());
        if (endpoint == null) {
            return nothing;
        }
        UUID workspace = null;
        String workspaceEnv = r.env().get("ALBERT_WORKSPACE_ID");
        if (workspaceEnv != null && !workspaceEnv.isBlank()) {
            try {
                workspace = UUID.fromString(workspaceEnv.strip());
            } catch (IllegalArgumentException e) {
                HookLog.write(r.env(), r.event() + ": no recall: ALBERT_WORKSPACE_ID is not a workspace id (a UUID)");
                return nothing;
            }
        }
        // Nothing leaves the process unscreened: the prompt is the query, so it is redacted like the queue does.
        SessionStartRequest body = new SessionStartRequest(screened(query), hostEvent.host().id(), screened(session),
                r.event(), new SessionStartProvenance(provenance.projectRef(), screened(provenance.branch()), null),
                SessionStartBudgets.DEFAULTS, workspace);
        long left = r.deadlineEpochMillis() - System.currentTimeMillis() - 100;
        long timeout = Math.min(recallTimeout(r.env(), budget), left);
        RecallClient.Recalled recalled = RecallClient.post(services.http(endpoint), Json.mapper().writeValueAsBytes(body), timeout);
        byte[] answer = recalled.body();
        if (answer == null) {
            HookLog.write(r.env(), r.event() + ": no recall: " + recalled.problem());
            return nothing;
        }
        String context;
        try {
            JsonNode tree = JSON.readTree(answer);
            context = tree == null ? null : text(tree, "context");
        } catch (JsonProcessingException e) {
            HookLog.write(r.env(), r.event() + ": recall answer is not JSON; no-op");
            return nothing;
        }
        if (context == null || context.isBlank()) {
            return nothing;
        }
        return adapter.recalled(hostEvent, bounded(context, adapter.cap()));
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
        return bounded(context, HOST_CAP);
    }

    /** The same, below {@code cap} characters (the host's limit). */
    static String bounded(String context, int cap) {
        String block = context.strip();
        if (!block.startsWith("<albert-memory")) {
            block = "<albert-memory source=\"albert\">\n" + block + "\n</albert-memory>";
        }
        if (block.length() <= cap) {
            return block;
        }
        String tail = "\n[truncated]\n</albert-memory>";
        int cut = cap - tail.length();
        if (Character.isLowSurrogate(block.charAt(cut))) {
            cut--;
        }
        int line = block.lastIndexOf('\n', cut);
        if (line > cap / 2) {
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


}
