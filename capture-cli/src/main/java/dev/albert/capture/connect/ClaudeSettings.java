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
 * Our entries in a Claude Code settings file ({@code hooks} → event → matcher groups → handlers; the
 * edits are {@link NestedHooks}'), and the JSON round trip every hooks file of ours uses: strict JSON
 * in, big numbers kept exactly, rendered the way Claude Code writes it.
 */
public final class ClaudeSettings {
    /** The events we install, in this order, with their handler settings. */
    public static final List<String> EVENTS = List.of("SessionStart", "UserPromptSubmit", "Stop", "PreCompact", "PostCompact", "SessionEnd");

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
        return NestedHooks.command(launcher, "claude-code", event);
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
            // SessionEnd hooks share 1.5 s unless a settings entry asks for more. Ours hands the checkpoint off and
            // exits in well under that when the machine is idle; 5 s keeps the checkpoint when a busy machine makes
            // the JVM start slow, and costs nothing when it is fast (Claude waits only as long as the hook runs).
            case "SessionEnd" -> h.put("timeout", 5);
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

    /** Our entries in Claude Code's settings.json. */
    static final NestedHooks HOOKS = new NestedHooks("claude-code", EVENTS, ClaudeSettings::group);

    /** Adds or updates our entries; true when the tree changed. Throws {@link IllegalStateException} for a shape we must not touch. */
    public static boolean connect(ObjectNode root, String launcher) {
        return HOOKS.connect(root, launcher);
    }

    /** Removes only our handlers (under any event); then groups and event arrays we emptied. True when changed. */
    public static boolean disconnect(ObjectNode root) {
        return HOOKS.disconnect(root);
    }

    /** Event → command of each handler of ours found (the last one when there are several). */
    public static Map<String, String> installed(ObjectNode root) {
        return HOOKS.installed(root);
    }

    static ObjectNode newObject() {
        return JSON.createObjectNode();
    }
}
