package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.client.cli.Streams;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cursor (host-hooks §3): the flat {@code hooks.json} ({@code {"version":1,"hooks":{"<event>":[{command,
 * timeout}]}}}) of the user ({@code ~/.cursor/hooks.json}) or the project ({@code .cursor/hooks.json},
 * which Cursor runs in trusted workspaces). Our handler objects are appended to each event's array and
 * recognised by their command; never {@code failClosed}, never a matcher.
 */
final class CursorInstaller implements HostInstaller {
    static final List<String> EVENTS = List.of("sessionStart", "beforeSubmitPrompt", "afterAgentResponse", "preCompact", "stop", "sessionEnd");
    static final Pattern OURS = NestedHooks.ours("cursor");
    static final String NO_PER_PROMPT = "Cursor cannot inject memory per prompt (only sessionStart can add context): memory is recalled once, when a conversation starts; prompts and answers are still captured";

    @Override
    public String id() {
        return "cursor";
    }

    @Override
    public String title() {
        return "Cursor";
    }

    @Override
    public List<ClaudeCode.Scope> scopes() {
        return List.of(ClaudeCode.Scope.USER, ClaudeCode.Scope.PROJECT);
    }

    @Override
    public List<String> notes() {
        return List.of(NO_PER_PROMPT);
    }

    static Path hooksFile(Streams streams, ClaudeCode.Scope scope) {
        return scope == ClaudeCode.Scope.PROJECT ? streams.workingDirectory().resolve(".cursor").resolve("hooks.json")
                : HostInstaller.home(streams).resolve(".cursor").resolve("hooks.json");
    }

    /** Seconds: the prompt hook blocks submission, so it is short; the others hand off and return. */
    static int timeout(String event) {
        return switch (event) {
            case "sessionStart", "afterAgentResponse", "preCompact", "stop" -> 10;
            case "beforeSubmitPrompt", "sessionEnd" -> 5;
            default -> throw new IllegalArgumentException(event);
        };
    }

    static ObjectNode handler(String launcher, String event) {
        ObjectNode h = ClaudeSettings.newObject();
        h.put("command", NestedHooks.command(launcher, "cursor", event));
        h.put("timeout", timeout(event));
        return h;
    }

    static boolean isOurs(JsonNode handler) {
        JsonNode command = handler == null ? null : handler.get("command");
        return command != null && command.isTextual() && OURS.matcher(command.asText()).find();
    }

    @Override
    public Plan plan(Streams streams, ClaudeCode.Scope scope, String launcher) {
        Path file = hooksFile(streams, scope);
        byte[] before = HostInstaller.read(file);
        ObjectNode root = HostInstaller.readJson(file, before);
        boolean changed;
        try {
            changed = launcher != null ? connect(root, launcher) : disconnect(root);
        } catch (IllegalStateException e) {
            throw new Refused(2, file + ": " + e.getMessage() + "; nothing was changed");
        }
        byte[] after = changed ? ClaudeSettings.render(root) : before;
        return Plan.ofFiles(List.of(new FileChange(file, before, after)), List.copyOf(installed(root).keySet()), launcher == null ? List.of() : notes());
    }

    static boolean connect(ObjectNode root, String launcher) {
        boolean changed = false;
        if (root.isEmpty()) {
            root.put("version", 1);
            changed = true;
        }
        ObjectNode hooks = NestedHooks.hooksObject(root, true);
        for (String event : EVENTS) {
            JsonNode existing = hooks.get(event);
            if (existing != null && !existing.isArray()) {
                throw new IllegalStateException("\"hooks\".\"" + event + "\" is not an array");
            }
            ObjectNode wanted = handler(launcher, event);
            ArrayNode handlers = existing == null ? hooks.putArray(event) : (ArrayNode) existing;
            int ours = 0;
            boolean same = false;
            for (JsonNode h : handlers) {
                if (isOurs(h)) {
                    ours++;
                    same = h.equals(wanted);
                }
            }
            if (ours == 1 && same) {
                continue;
            }
            removeOurs(handlers);
            handlers.add(wanted);
            changed = true;
        }
        return changed;
    }

    static boolean disconnect(ObjectNode root) {
        JsonNode hooksNode = root.get("hooks");
        if (!(hooksNode instanceof ObjectNode hooks)) {
            return false;
        }
        boolean changed = false;
        List<String> emptied = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = hooks.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getValue() instanceof ArrayNode handlers && removeOurs(handlers)) {
                changed = true;
                if (handlers.isEmpty()) {
                    emptied.add(e.getKey());
                }
            }
        }
        emptied.forEach(hooks::remove);
        return changed;
    }

    private static boolean removeOurs(ArrayNode handlers) {
        boolean removed = false;
        for (Iterator<JsonNode> it = handlers.iterator(); it.hasNext(); ) {
            if (isOurs(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    static Map<String, String> installed(ObjectNode root) {
        Map<String, String> found = new LinkedHashMap<>();
        JsonNode hooks = root.get("hooks");
        if (!(hooks instanceof ObjectNode)) {
            return found;
        }
        hooks.fields().forEachRemaining(e -> {
            if (e.getValue().isArray()) {
                for (JsonNode h : e.getValue()) {
                    if (isOurs(h)) {
                        Matcher m = OURS.matcher(h.get("command").asText());
                        if (m.find() && m.group(1).equals(e.getKey())) {
                            found.put(e.getKey(), h.get("command").asText());
                        }
                    }
                }
            }
        });
        return found;
    }

    @Override
    public StatusCommand.ScopeView status(Streams streams, ClaudeCode.Scope scope) {
        return JsonHooksStatus.of(scope, hooksFile(streams, scope), EVENTS, CursorInstaller::installed, List.of());
    }
}
