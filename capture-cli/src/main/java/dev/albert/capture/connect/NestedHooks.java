package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Our entries in a Claude-style hooks object ({@code hooks} → event → matcher groups → handlers), used
 * by Claude Code's settings.json and Codex's hooks.json, as pure edits of the JSON tree: every foreign
 * key, group and handler is kept in place and order, and our group goes last (Codex's trust keys are
 * positional: appending never moves anyone else's). Our handlers are recognised by their command alone
 * (no custom keys): it ends with {@code albert-hook <host> <Event>}.
 *
 * @param host   the host token in our command, e.g. {@code claude-code}
 * @param events the events we install, in order
 * @param group  the group we want for an event (given the launcher, see {@link #groupFor})
 */
record NestedHooks(String host, List<String> events, GroupFactory group) {
    /** Builds our wanted group for an event. */
    interface GroupFactory {
        ObjectNode group(String launcher, String event);
    }

    Pattern ours() {
        return ours(host);
    }

    static Pattern ours(String host) {
        return Pattern.compile("(?:^|/)albert-hook'?\\s+" + Pattern.quote(host) + "\\s+([A-Za-z_]+)\\s*$");
    }

    /** The shell command of our handler: the launcher (quoted when needed), host, event. */
    static String command(String launcher, String host, String event) {
        String quoted = launcher.matches("[A-Za-z0-9_./+@:,-]+") ? launcher : "'" + launcher.replace("'", "'\\''") + "'";
        return quoted + " " + host + " " + event;
    }

    ObjectNode groupFor(String launcher, String event) {
        return group.group(launcher, event);
    }

    boolean isOurs(JsonNode handler) {
        JsonNode command = handler == null ? null : handler.get("command");
        return command != null && command.isTextual() && ours().matcher(command.asText()).find();
    }

    /** Adds or updates our entries; true when the tree changed. Throws {@link IllegalStateException} for a shape we must not touch. */
    boolean connect(ObjectNode root, String launcher) {
        ObjectNode hooks = hooksObject(root, true);
        boolean changed = false;
        for (String event : events) {
            JsonNode existing = hooks.get(event);
            if (existing != null && !existing.isArray()) {
                throw new IllegalStateException("\"hooks\".\"" + event + "\" is not an array");
            }
            ArrayNode groups = existing == null ? null : (ArrayNode) existing;
            ObjectNode wanted = groupFor(launcher, event);
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
    private boolean exactlyOursAlready(ArrayNode groups, ObjectNode wanted) {
        int count = 0;
        boolean same = false;
        for (JsonNode g : groups) {
            JsonNode hs = g.get("hooks");
            if (hs == null || !hs.isArray()) {
                continue;
            }
            for (JsonNode h : hs) {
                if (isOurs(h)) {
                    count++;
                    same = g.equals(wanted);
                }
            }
        }
        return count == 1 && same;
    }

    /** Removes our handlers from these groups, and groups that only we filled; true if any. */
    private boolean removeOurs(ArrayNode groups) {
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
    boolean disconnect(ObjectNode root) {
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

    /** Where one handler of ours sits: its event, group index and handler index (Codex's trust key). */
    record Position(String event, int group, int handler, JsonNode groupNode, JsonNode handlerNode) {
    }

    /** Our handlers with their positions, in file order. */
    List<Position> positions(ObjectNode root) {
        List<Position> found = new ArrayList<>();
        JsonNode hooks = root.get("hooks");
        if (!(hooks instanceof ObjectNode)) {
            return found;
        }
        hooks.fields().forEachRemaining(e -> {
            if (!e.getValue().isArray()) {
                return;
            }
            for (int g = 0; g < e.getValue().size(); g++) {
                JsonNode group = e.getValue().get(g);
                JsonNode hs = group.get("hooks");
                if (hs == null || !hs.isArray()) {
                    continue;
                }
                for (int h = 0; h < hs.size(); h++) {
                    if (isOurs(hs.get(h))) {
                        Matcher m = ours().matcher(hs.get(h).get("command").asText());
                        if (m.find() && m.group(1).equals(e.getKey())) {
                            found.add(new Position(e.getKey(), g, h, group, hs.get(h)));
                        }
                    }
                }
            }
        });
        return found;
    }

    /** Event → command of each handler of ours found (the last one when there are several). */
    Map<String, String> installed(ObjectNode root) {
        Map<String, String> found = new LinkedHashMap<>();
        for (Position p : positions(root)) {
            found.put(p.event(), p.handlerNode().get("command").asText());
        }
        return found;
    }

    static ObjectNode hooksObject(ObjectNode root, boolean create) {
        JsonNode hooks = root.get("hooks");
        if (hooks == null) {
            return create ? root.putObject("hooks") : null;
        }
        if (!(hooks instanceof ObjectNode object)) {
            throw new IllegalStateException("\"hooks\" is not a JSON object");
        }
        return object;
    }

    /** The launcher path inside one of our commands (unquoted), or null. */
    static String launcherIn(String command) {
        Matcher m = Pattern.compile("^'?(.*?albert-hook)'?\\s").matcher(command);
        return m.find() ? m.group(1).replace("'\\''", "'") : null;
    }
}
