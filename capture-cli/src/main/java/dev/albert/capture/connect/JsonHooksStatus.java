package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The status of one JSON hooks file (Claude Code, Codex, Cursor): which of our events are in it, and with which launcher. */
final class JsonHooksStatus {
    private JsonHooksStatus() {
    }

    static StatusCommand.ScopeView of(ClaudeCode.Scope scope, Path file, List<String> events,
                                      Function<ObjectNode, Map<String, String>> installedOf, List<String> notes) {
        byte[] bytes;
        try {
            bytes = SettingsFile.read(file);
        } catch (SettingsFile.Failure e) {
            return StatusCommand.ScopeView.broken(scope.label(), file, events, e.getMessage());
        }
        if (bytes == null) {
            return new StatusCommand.ScopeView(scope.label(), file.toString(), false, false, List.of(), events, null, null, null, notes, null);
        }
        ObjectNode root;
        try {
            root = ClaudeSettings.parse(bytes);
        } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalStateException e) {
            return StatusCommand.ScopeView.broken(scope.label(), file, events, "not valid JSON");
        }
        Map<String, String> installed = installedOf.apply(root);
        List<String> missing = events.stream().filter(e -> !installed.containsKey(e)).toList();
        String launcher = installed.values().stream().findFirst().map(NestedHooks::launcherIn).orElse(null);
        return new StatusCommand.ScopeView(scope.label(), file.toString(), true, missing.isEmpty() && !installed.isEmpty(),
                List.copyOf(installed.keySet()), missing, launcher,
                launcher == null ? null : Files.isExecutable(Path.of(launcher)), null, notes, null);
    }
}
