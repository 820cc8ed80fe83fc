package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.client.cli.Streams;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * OpenAI Codex CLI (host-hooks §2, real-hosts-codex-openclaw §1): our groups appended to
 * {@code $CODEX_HOME/hooks.json} (else {@code ~/.codex/hooks.json}), and the trust entries Codex
 * requires before it runs a user hook, in {@code config.toml} ({@link CodexTrust}). Both files change
 * together or not at all. User scope only: a project's {@code .codex/} layer only loads in trusted
 * projects, and its trust entries live in the user's config anyway.
 */
final class CodexInstaller implements HostInstaller {
    static final List<String> EVENTS = List.of("SessionStart", "UserPromptSubmit", "Stop", "PreCompact");
    static final NestedHooks HOOKS = new NestedHooks("codex", EVENTS, CodexInstaller::group);

    @Override
    public String id() {
        return "codex";
    }

    @Override
    public String title() {
        return "Codex";
    }

    @Override
    public List<ClaudeCode.Scope> scopes() {
        return List.of(ClaudeCode.Scope.USER);
    }

    static Path codexHome(Streams streams) {
        String home = streams.env("CODEX_HOME");
        return home != null && home.startsWith("/") ? Path.of(home) : HostInstaller.home(streams).resolve(".codex");
    }

    /** Seconds Codex waits for our handler; no {@code async} (Codex skips async handlers), no matcher (every source). */
    static int timeout(String event) {
        return switch (event) {
            case "SessionStart", "UserPromptSubmit", "PreCompact" -> 10;
            case "Stop" -> 30;
            default -> throw new IllegalArgumentException(event);
        };
    }

    static ObjectNode group(String launcher, String event) {
        ObjectNode g = ClaudeSettings.newObject();
        ObjectNode h = g.putArray("hooks").addObject();
        h.put("type", "command");
        h.put("command", NestedHooks.command(launcher, "codex", event));
        h.put("timeout", timeout(event));
        return g;
    }

    @Override
    public Plan plan(Streams streams, ClaudeCode.Scope scope, String launcher) {
        Path hooksFile = codexHome(streams).resolve("hooks.json");
        Path configFile = codexHome(streams).resolve("config.toml");
        byte[] hooksBefore = HostInstaller.read(hooksFile);
        byte[] configBefore = HostInstaller.read(configFile);
        ObjectNode root = HostInstaller.readJson(hooksFile, hooksBefore);
        boolean changed;
        try {
            changed = launcher != null ? HOOKS.connect(root, launcher) : HOOKS.disconnect(root);
        } catch (IllegalStateException e) {
            throw new Refused(2, hooksFile + ": " + e.getMessage() + "; nothing was changed");
        }
        byte[] hooksAfter = changed ? ClaudeSettings.render(root) : hooksBefore;
        String config = configBefore == null ? "" : new String(configBefore, StandardCharsets.UTF_8);
        List<CodexTrust.Entry> entries = launcher == null ? List.of() : CodexTrust.entries(hooksFile, HOOKS.positions(root));
        String configAfter = CodexTrust.withEntries(config, entries);
        byte[] configAfterBytes = configAfter.equals(config) ? configBefore : configAfter.getBytes(StandardCharsets.UTF_8);
        List<FileChange> files = new ArrayList<>();
        files.add(new FileChange(hooksFile, hooksBefore, hooksAfter));
        files.add(new FileChange(configFile, configBefore, configAfterBytes));
        return Plan.ofFiles(files, List.copyOf(HOOKS.installed(root).keySet()), List.of());
    }

    @Override
    public StatusCommand.ScopeView status(Streams streams, ClaudeCode.Scope scope) {
        Path hooksFile = codexHome(streams).resolve("hooks.json");
        StatusCommand.ScopeView view = JsonHooksStatus.of(scope, hooksFile, EVENTS, HOOKS::installed, List.of());
        if (view.installed().isEmpty()) {
            return view;
        }
        // Codex runs a user hook only when config.toml trusts exactly this handler at exactly this position.
        String note;
        try {
            byte[] hooks = SettingsFile.read(hooksFile);
            byte[] config = SettingsFile.read(codexHome(streams).resolve("config.toml"));
            List<CodexTrust.Entry> wanted = CodexTrust.entries(hooksFile, HOOKS.positions(ClaudeSettings.parse(hooks)));
            Map<String, String> present = CodexTrust.present(config == null ? "" : new String(config, StandardCharsets.UTF_8));
            long trusted = wanted.stream().filter(e -> e.hash().equals(present.get(e.key()))).count();
            note = trusted == wanted.size() ? "trusted: all " + trusted + " hooks (config.toml hooks.state)"
                    : "NOT trusted: " + (wanted.size() - trusted) + " of " + wanted.size() + " hooks lack a current trust entry; run connect again or trust them in Codex's /hooks";
        } catch (RuntimeException | com.fasterxml.jackson.core.JsonProcessingException e) {
            note = "trust unknown: " + e.getMessage();
        }
        return view.withNotes(List.of(note));
    }
}
