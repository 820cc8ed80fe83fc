package dev.albert.capture.connect;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Our entries in a Claude Code settings file ({@code hooks} → event → matcher groups → handlers), as
 * pure edits of the JSON tree: every foreign key, group and handler is kept in place and order. Our
 * handlers are recognised by their command alone (no custom keys): it ends with
 * {@code albert-hook claude-code <Event>}.
 */
public final class ClaudeSettings {
    /** The events we install, in this order, with their handler settings. */
    public static final List<String> EVENTS = List.of("SessionStart", "UserPromptSubmit", "Stop", "PreCompact", "PostCompact", "SessionEnd");
    static final Pattern OURS = Pattern.compile("(?:^|/)albert-hook'?\\s+claude-code\\s+([A-Za-z]+)\\s*$");

    private static final ObjectMapper JSON = JsonMapper.builder()
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonParser.Feature.AUTO_CLOSE_SOURCE)
            .build();

    private ClaudeSettings() {
    }

    /** Parses a settings file; empty means {@code {}}. Throws {@link JsonProcessingException} for bad JSON. */
    public static ObjectNode parse(byte[] bytes) throws JsonProcessingException {
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.isBlank()) {
            return JSON.createObjectNode();
        }
        JsonNode node = JSON.readTree(text);
        if (!(node instanceof ObjectNode object)) {
            throw new IllegalStateException("the top level is not a JSON object");
        }
        return object;
    }

    /** Two-space indentation, {@code "key": value}, a final newline: what Claude Code itself writes. */
    public static byte[] render(ObjectNode root) {
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator(""));
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        printer.indentObjectsWith(indenter);
        printer.indentArraysWith(indenter);
        try {
            return (JSON.writer(printer).writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The shell command of our handler: the launcher (quoted when needed), host, event. */
    public static String command(String launcher, String event) {
        String quoted = launcher.matches("[A-Za-z0-9_./+@:,-]+") ? launcher : "'" + launcher.replace("'", "'\\''") + "'";
        return quoted + " claude-code " + event;
    }

    static ObjectNode handler(String launcher, String event) {
        ObjectNode h = JSON.createObjectNode();
        h.put("type", "command");
        h.put("command", command(launcher, event));
        switch (event) {
            // Recall: Claude waits for these, so our entry says how long at most (the hook itself stays far below).
            case "SessionStart", "UserPromptSubmit" -> h.put("timeout", 10);
            // Capture after the turn: in the background, it must never delay or continue the turn.
            case "Stop", "PostCompact" -> {
                h.put("timeout", 30);
                h.put("async", true);
            }
            case "PreCompact" -> h.put("timeout", 10);
            // SessionEnd hooks share 1.5 s; ours hands the checkpoint off and exits well within it.
            case "SessionEnd" -> h.put("timeout", 2);
            default -> throw new IllegalArgumentException(event);
        }
        return h;
    }

    static ObjectNode group(String launcher, String event) {
        ObjectNode g = JSON.createObjectNode();
        if (event.equals("SessionStart")) {
            g.put("matcher", "startup|resume|clear|compact");
        }
        g.putArray("hooks").add(handler(launcher, event));
        return g;
    }

    static boolean isOurs(JsonNode handler) {
        JsonNode command = handler == null ? null : handler.get("command");
        return command != null && command.isTextual() && OURS.matcher(command.asText()).find();
    }

    /** Adds or updates our entries; true when the tree changed. Throws {@link IllegalStateException} for a shape we must not touch. */
    public static boolean connect(ObjectNode root, String launcher) {
        ObjectNode hooks = hooksObject(root, true);
        boolean changed = false;
        for (String event : EVENTS) {
            JsonNode existing = hooks.get(event);
            if (existing != null && !existing.isArray()) {
                throw new IllegalStateException("\"hooks\".\"" + event + "\" is not an array");
            }
            ArrayNode groups = existing == null ? null : (ArrayNode) existing;
            ObjectNode wanted = group(launcher, event);
            if (groups != null && exactlyOursAlready(groups, wanted)) {
                continue;
            }
            if (groups == null) {
                groups = hooks.putArray(event);
            } else {
                removeOurs(groups);
            }
            groups.add(wanted);
            changed = true;
        }
        return changed;
    }

    /** One group of ours, equal to the wanted one, and no other handler of ours under this event. */
    private static boolean exactlyOursAlready(ArrayNode groups, ObjectNode wanted) {
        int ours = 0;
        boolean same = false;
        for (JsonNode g : groups) {
            JsonNode hs = g.get("hooks");
            if (hs == null || !hs.isArray()) {
                continue;
            }
            for (JsonNode h : hs) {
                if (isOurs(h)) {
                    ours++;
                    same = g.equals(wanted);
                }
            }
        }
        return ours == 1 && same;
    }

    /** Removes our handlers from these groups, and groups that only we filled; true if any. */
    private static boolean removeOurs(ArrayNode groups) {
        boolean removed = false;
        for (Iterator<JsonNode> gi = groups.iterator(); gi.hasNext(); ) {
            JsonNode g = gi.next();
            JsonNode hs = g.get("hooks");
            if (hs == null || !hs.isArray()) {
                continue;
            }
            boolean removedHere = false;
            for (Iterator<JsonNode> hi = hs.iterator(); hi.hasNext(); ) {
                if (isOurs(hi.next())) {
                    hi.remove();
                    removedHere = true;
                }
            }
            if (removedHere && hs.isEmpty()) {
                gi.remove();
            }
            removed |= removedHere;
        }
        return removed;
    }

    /** Removes only our handlers (under any event); then groups and event arrays we emptied. True when changed. */
    public static boolean disconnect(ObjectNode root) {
        JsonNode hooksNode = root.get("hooks");
        if (!(hooksNode instanceof ObjectNode hooks)) {
            return false;
        }
        boolean changed = false;
        List<String> emptied = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = hooks.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getValue() instanceof ArrayNode groups && removeOurs(groups)) {
                changed = true;
                if (groups.isEmpty()) {
                    emptied.add(e.getKey());
                }
            }
        }
        emptied.forEach(hooks::remove);
        return changed;
    }

    /** Event → command of each handler of ours found (the last one when there are several). */
    public static Map<String, String> installed(ObjectNode root) {
        Map<String, String> found = new LinkedHashMap<>();
        JsonNode hooks = root.get("hooks");
        if (!(hooks instanceof ObjectNode)) {
            return found;
        }
        hooks.fields().forEachRemaining(e -> {
            if (!e.getValue().isArray()) {
                return;
            }
            for (JsonNode g : e.getValue()) {
                JsonNode hs = g.get("hooks");
                if (hs == null || !hs.isArray()) {
                    continue;
                }
                for (JsonNode h : hs) {
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

    private static ObjectNode hooksObject(ObjectNode root, boolean create) {
        JsonNode hooks = root.get("hooks");
        if (hooks == null) {
            return create ? root.putObject("hooks") : null;
        }
        if (!(hooks instanceof ObjectNode object)) {
            throw new IllegalStateException("\"hooks\" is not a JSON object");
        }
        return object;
    }
}
