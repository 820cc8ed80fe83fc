package dev.albert.capture.connect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The trust entries Codex needs before it runs a user hook (host-hooks §2.3; real-hosts-codex-openclaw
 * §1 "Trust", verified against Codex 0.169's own {@code hooks/list}):
 * <pre>
 * [hooks.state."&lt;abs hooks.json&gt;:&lt;event_snake&gt;:&lt;group&gt;:&lt;handler&gt;"]
 * trusted_hash = "sha256:&lt;hex of the sorted, compact JSON of {event_name, matcher?, hooks:[handler]}&gt;"
 * </pre>
 * The handler in the hash is {@code {type, command, timeout, async}} (timeout default 600, async default
 * false). We keep our entries in one marked block at the end of config.toml, so every other line of
 * the file stays byte-for-byte; a table elsewhere with one of our keys (an earlier trust from Codex's
 * {@code /hooks}) is replaced, since TOML forbids the same table twice. The hash depends on Codex
 * internals: if a Codex upgrade changes it, {@code status} says the hooks are not trusted, and
 * trusting them once in {@code /hooks} works as before.
 */
final class CodexTrust {
    static final String BEGIN = "# BEGIN albert-hook trust entries (albert-capture connect codex; removed by disconnect)";
    static final String END = "# END albert-hook trust entries";
    private static final ObjectMapper SORTED = JsonMapper.builder().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();
    private static final Pattern TABLE = Pattern.compile("^\\s*\\[\\s*hooks\\.state\\.\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]\\s*(?:#.*)?$");
    private static final Pattern HASH = Pattern.compile("^\\s*trusted_hash\\s*=\\s*\"([^\"]*)\"");

    private CodexTrust() {
    }

    /** One trust entry. */
    record Entry(String key, String hash) {
    }

    static String snake(String event) {
        return event.replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
    }

    /** The entries for our handlers at their current positions in this hooks.json. */
    static List<Entry> entries(Path hooksFile, List<NestedHooks.Position> positions) {
        List<Entry> out = new ArrayList<>();
        for (NestedHooks.Position p : positions) {
            String key = hooksFile.toAbsolutePath() + ":" + snake(p.event()) + ":" + p.group() + ":" + p.handler();
            out.add(new Entry(key, hash(snake(p.event()), p.groupNode().get("matcher"), p.handlerNode())));
        }
        return out;
    }

    static String hash(String eventSnake, JsonNode matcher, JsonNode handler) {
        Map<String, Object> h = new TreeMap<>();
        h.put("type", "command");
        h.put("command", handler.path("command").asText());
        h.put("timeout", Math.max(1, handler.path("timeout").asLong(600)));
        h.put("async", handler.path("async").asBoolean(false));
        if (handler.hasNonNull("statusMessage")) {
            h.put("statusMessage", handler.get("statusMessage").asText());
        }
        Map<String, Object> identity = new TreeMap<>();
        identity.put("event_name", eventSnake);
        if (matcher != null && matcher.isTextual()) {
            identity.put("matcher", matcher.asText());
        }
        identity.put("hooks", List.of(h));
        try {
            byte[] json = SORTED.writeValueAsBytes(identity);
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(json));
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** config.toml with our block replaced by these entries (none: the block removed); everything else unchanged. */
    static String withEntries(String config, List<Entry> entries) {
        List<String> keys = entries.stream().map(Entry::key).toList();
        List<String> kept = new ArrayList<>();
        boolean inOurs = false;
        boolean skippingTable = false;
        for (String line : config.split("\n", -1)) {
            if (line.equals(BEGIN)) {
                inOurs = true;
                if (!kept.isEmpty() && kept.get(kept.size() - 1).isEmpty()) {
                    kept.remove(kept.size() - 1); // the blank line we put before our block
                }
                continue;
            }
            if (inOurs) {
                if (line.equals(END)) {
                    inOurs = false;
                }
                continue;
            }
            if (line.stripLeading().startsWith("[")) {
                Matcher m = TABLE.matcher(line);
                skippingTable = m.matches() && keys.contains(unescape(m.group(1)));
            }
            if (!skippingTable) {
                kept.add(line);
            }
        }
        String rest = String.join("\n", kept);
        if (entries.isEmpty()) {
            return rest;
        }
        StringBuilder b = new StringBuilder(rest);
        if (!b.isEmpty() && b.charAt(b.length() - 1) != '\n') {
            b.append('\n');
        }
        if (!b.isEmpty()) {
            b.append('\n');
        }
        b.append(BEGIN).append('\n');
        for (Entry e : entries) {
            b.append("[hooks.state.\"").append(escape(e.key())).append("\"]\n");
            b.append("trusted_hash = \"").append(e.hash()).append("\"\n");
        }
        b.append(END).append('\n');
        return b.toString();
    }

    /** Every {@code hooks.state} key with its {@code trusted_hash}, wherever it is in the file. */
    static Map<String, String> present(String config) {
        Map<String, String> found = new LinkedHashMap<>();
        String table = null;
        for (String line : config.split("\n", -1)) {
            if (line.stripLeading().startsWith("[")) {
                Matcher m = TABLE.matcher(line);
                table = m.matches() ? unescape(m.group(1)) : null;
                continue;
            }
            Matcher h = HASH.matcher(line);
            if (table != null && h.find()) {
                found.put(table, h.group(1));
            }
        }
        return found;
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static String unescape(String s) {
        return s.replace("\\\"", "\"").replace("\\\\", "\\");
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
