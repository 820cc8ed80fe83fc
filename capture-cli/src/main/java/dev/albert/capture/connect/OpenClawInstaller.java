package dev.albert.capture.connect;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.client.cli.Streams;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * OpenClaw (host-hooks §4.4): our plugin package ({@code plugin-packaging/openclaw}, id {@value #PLUGIN_ID})
 * installed with OpenClaw's own CLI, never by rewriting its JSON5 config (a JSON library would drop
 * the user's comments): {@code openclaw plugins install --link <dir> --force --accept-capabilities}
 * (the plugin runs a local command, which OpenClaw asks consent for), then {@code openclaw config patch}
 * for what the plugin needs — enabled, {@code hooks.allowConversationAccess: true} (without it a
 * non-bundled plugin never sees {@code before_prompt_build} or {@code agent_end}), and the absolute
 * {@code albert-hook} path. The config file is restored byte-for-byte when any step fails.
 */
final class OpenClawInstaller implements HostInstaller {
    static final String PLUGIN_ID = "albert";
    static final List<String> EVENTS = List.of("before_prompt_build", "agent_end");
    /** The plugin's hard limit for one albert-hook run (the hook's own budget is 3 s); OpenClaw's default is 15 s. */
    static final int TIMEOUT_MS = 4_000;
    private static final ObjectMapper JSON5 = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_TRAILING_COMMA, JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES,
                    JsonReadFeature.ALLOW_SINGLE_QUOTES, JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS, JsonReadFeature.ALLOW_LEADING_PLUS_SIGN_FOR_NUMBERS)
            .build();

    /** The plugin folder to install; set by {@code connect --plugin-dir}, else next to the launcher. */
    private final Path pluginDir;

    OpenClawInstaller() {
        this(null);
    }

    OpenClawInstaller(Path pluginDir) {
        this.pluginDir = pluginDir;
    }

    OpenClawInstaller withPluginDir(Path dir) {
        return new OpenClawInstaller(dir);
    }

    @Override
    public String id() {
        return "openclaw";
    }

    @Override
    public String title() {
        return "OpenClaw";
    }

    @Override
    public List<ClaudeCode.Scope> scopes() {
        return List.of(ClaudeCode.Scope.USER);
    }

    /** {@code OPENCLAW_CONFIG_PATH}, else {@code $OPENCLAW_STATE_DIR/openclaw.json}, else {@code ~/.openclaw/openclaw.json}. */
    static Path configFile(Streams streams) {
        String explicit = streams.env("OPENCLAW_CONFIG_PATH");
        if (explicit != null && !explicit.isBlank()) {
            return streams.workingDirectory().resolve(explicit).toAbsolutePath().normalize();
        }
        String state = streams.env("OPENCLAW_STATE_DIR");
        Path dir = state != null && !state.isBlank() ? streams.workingDirectory().resolve(state) : HostInstaller.home(streams).resolve(".openclaw");
        return dir.resolve("openclaw.json").toAbsolutePath().normalize();
    }

    /** The {@code openclaw} executable on the run's PATH, or null. */
    static Path executable(Streams streams) {
        String path = streams.env("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isBlank()) {
                Path candidate = Path.of(dir, "openclaw");
                if (Files.isExecutable(candidate)) {
                    return candidate.toAbsolutePath();
                }
            }
        }
        return null;
    }

    Path pluginDir(String launcher) {
        if (pluginDir != null) {
            return pluginDir.toAbsolutePath().normalize();
        }
        Path bin = Path.of(launcher).toAbsolutePath().getParent();
        Path home = bin == null ? null : bin.getParent();
        return home == null ? null : home.resolve("plugin-packaging").resolve("openclaw");
    }

    /** The config as a tree (missing when the file is absent or empty); unreadable or not JSON5 refuses, exit 2. */
    static JsonNode readConfig(Path config) {
        byte[] bytes = HostInstaller.read(config);
        if (bytes == null || bytes.length == 0) {
            return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
        }
        try {
            return JSON5.readTree(bytes);
        } catch (java.io.IOException e) {
            throw new Refused(2, "cannot read " + config + " as JSON5; nothing was changed");
        }
    }

    /** What the config says about our plugin now. */
    record Entry(boolean present, boolean enabled, boolean conversationAccess, String hookCommand, List<String> loadPaths, String error) {
        boolean complete(String launcher, Path dir) {
            return enabled && conversationAccess && launcher.equals(hookCommand) && dir != null && loadPaths.contains(dir.toString());
        }
    }

    static Entry entry(Path config) {
        byte[] bytes;
        try {
            bytes = SettingsFile.read(config);
        } catch (SettingsFile.Failure e) {
            return new Entry(false, false, false, null, List.of(), e.getMessage());
        }
        if (bytes == null || bytes.length == 0) {
            return new Entry(false, false, false, null, List.of(), null);
        }
        JsonNode root;
        try {
            root = JSON5.readTree(bytes);
        } catch (java.io.IOException e) {
            return new Entry(false, false, false, null, List.of(), "cannot read " + config + " as JSON5");
        }
        JsonNode plugins = root.path("plugins");
        List<String> paths = new ArrayList<>();
        plugins.path("load").path("paths").forEach(p -> paths.add(p.asText()));
        JsonNode ours = plugins.path("entries").path(PLUGIN_ID);
        return new Entry(!ours.isMissingNode(), ours.path("enabled").asBoolean(false),
                ours.path("hooks").path("allowConversationAccess").asBoolean(false),
                ours.path("config").hasNonNull("hookCommand") ? ours.path("config").path("hookCommand").asText() : null, paths, null);
    }

    @Override
    public Plan plan(Streams streams, ClaudeCode.Scope scope, String launcher) {
        Path config = configFile(streams);
        Entry now = entry(config);
        if (now.error() != null) {
            throw new Refused(2, now.error() + "; nothing was changed");
        }
        Path openclaw = executable(streams);
        if (launcher == null) {
            if (!now.present() || !now.enabled()) {
                return new Plan(List.of(), List.of(), List.of(), List.of(config), List.of());
            }
            requireExecutable(openclaw);
            return new Plan(List.of(), List.of(), List.of(new Step(List.of(openclaw.toString(), "plugins", "uninstall", PLUGIN_ID, "--force"), null)),
                    List.of(config), List.of());
        }
        Path dir = pluginDir(launcher);
        if (dir == null || !Files.isRegularFile(dir.resolve("openclaw.plugin.json"))) {
            throw new Refused(2, "the Albert OpenClaw plugin is not at " + dir + "; pass --plugin-dir <plugin-packaging/openclaw>");
        }
        if (now.complete(launcher, dir)) {
            return new Plan(List.of(), EVENTS, List.of(), List.of(config), List.of());
        }
        requireExecutable(openclaw);
        ObjectNode patch = ClaudeSettings.newObject();
        ObjectNode entry = patch.putObject("plugins").putObject("entries").putObject(PLUGIN_ID);
        entry.put("enabled", true);
        entry.putObject("config").put("hookCommand", launcher).put("timeoutMs", TIMEOUT_MS);
        entry.putObject("hooks").put("allowConversationAccess", true);
        List<Step> steps = List.of(
                new Step(List.of(openclaw.toString(), "plugins", "install", "--link", dir.toString(), "--force", "--accept-capabilities"), null),
                new Step(List.of(openclaw.toString(), "config", "patch", "--stdin"), patch.toString()));
        return new Plan(List.of(), EVENTS, steps, List.of(config),
                List.of("restart a running gateway to load the plugin: openclaw gateway restart"));
    }

    static void requireExecutable(Path openclaw) {
        if (openclaw == null) {
            throw new Refused(2, "cannot find the openclaw command on the PATH; install OpenClaw (npm install -g openclaw) or put it on the PATH");
        }
    }

    @Override
    public StatusCommand.ScopeView status(Streams streams, ClaudeCode.Scope scope) {
        Path config = configFile(streams);
        Entry e = entry(config);
        if (e.error() != null) {
            return StatusCommand.ScopeView.broken(scope.label(), config, EVENTS, e.error());
        }
        boolean exists = Files.exists(config);
        if (!e.present() || !e.enabled()) {
            return new StatusCommand.ScopeView(scope.label(), config.toString(), exists, false, List.of(), EVENTS, null, null, null, List.of(), null);
        }
        List<String> notes = new ArrayList<>();
        notes.add("plugin " + PLUGIN_ID + " enabled" + (e.loadPaths().isEmpty() ? "" : " from " + String.join(", ", e.loadPaths())));
        if (!e.conversationAccess()) {
            notes.add("hooks.allowConversationAccess is not true: OpenClaw drops the plugin's before_prompt_build and agent_end; run connect again");
        }
        List<String> installed = e.conversationAccess() && e.hookCommand() != null ? EVENTS : List.of();
        return new StatusCommand.ScopeView(scope.label(), config.toString(), exists, !installed.isEmpty(), installed,
                EVENTS.stream().filter(x -> !installed.contains(x)).toList(), e.hookCommand(),
                e.hookCommand() == null ? null : Files.isExecutable(Path.of(e.hookCommand())), null, notes, null);
    }
}
