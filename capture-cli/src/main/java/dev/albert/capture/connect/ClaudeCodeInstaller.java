package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.client.cli.Streams;

import java.nio.file.Path;
import java.util.List;

/** Claude Code: our six entries in {@code ~/.claude/settings.json} (user) or {@code .claude/settings.json} (project). */
final class ClaudeCodeInstaller implements HostInstaller {
    @Override
    public String id() {
        return ClaudeCode.HOST;
    }

    @Override
    public String title() {
        return "Claude Code";
    }

    @Override
    public List<ClaudeCode.Scope> scopes() {
        return List.of(ClaudeCode.Scope.USER, ClaudeCode.Scope.PROJECT);
    }

    @Override
    public Plan plan(Streams streams, ClaudeCode.Scope scope, String launcher) {
        Path file = ClaudeCode.settingsFile(streams, scope);
        byte[] before = HostInstaller.read(file);
        ObjectNode root = HostInstaller.readJson(file, before);
        boolean changed;
        try {
            changed = launcher != null ? ClaudeSettings.connect(root, launcher) : ClaudeSettings.disconnect(root);
        } catch (IllegalStateException e) {
            throw new Refused(2, file + ": " + e.getMessage() + "; nothing was changed");
        }
        byte[] after = changed ? ClaudeSettings.render(root) : before;
        return Plan.ofFiles(List.of(new FileChange(file, before, after)), List.copyOf(ClaudeSettings.installed(root).keySet()), List.of());
    }

    @Override
    public StatusCommand.ScopeView status(Streams streams, ClaudeCode.Scope scope) {
        return JsonHooksStatus.of(scope, ClaudeCode.settingsFile(streams, scope), ClaudeSettings.EVENTS, ClaudeSettings.HOOKS::installed, List.of());
    }
}
