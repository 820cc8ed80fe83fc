package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.client.cli.Streams;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code connect <host> --mcp}: registers {@code albert mcp} (an {@link McpEntry}) as the host's MCP server named
 * {@value McpEntry#NAME}, where each host reads its MCP servers (host-hooks §1.5, §2.7, §3.5; contract §10):
 * <ul>
 *   <li>Claude Code: {@code mcpServers} of {@code ~/.claude.json} (user scope) or of the project's {@code .mcp.json};</li>
 *   <li>Codex: {@code [mcp_servers.albert]} of {@code $CODEX_HOME/config.toml}, in a marked block ({@link CodexMcpBlock});</li>
 *   <li>Cursor: {@code mcpServers} of {@code ~/.cursor/mcp.json} or of the project's {@code .cursor/mcp.json};</li>
 *   <li>OpenClaw: {@code mcp.servers.albert} of its config, written by {@code openclaw mcp set} and removed by
 *       {@code openclaw mcp unset} (OpenClaw's own CLI, as for the plugin: its JSON5 keeps comments).</li>
 * </ul>
 * A server of that name that is not ours is never changed or removed: connect refuses (exit 2).
 */
final class McpInstaller implements HostInstaller {
    private final HostInstaller host;
    /** What to register; null when disconnecting or reading the status. */
    private final McpEntry entry;
    /** Lines for the user after a connect that changed something (the key that was issued). */
    private final List<String> notes;

    McpInstaller(HostInstaller host, McpEntry entry, List<String> notes) {
        this.host = host;
        this.entry = entry;
        this.notes = List.copyOf(notes);
    }

    @Override
    public String id() {
        return host.id();
    }

    @Override
    public String title() {
        return host.title() + " MCP";
    }

    @Override
    public String entries() {
        return "Albert MCP server";
    }

    @Override
    public String itemsLabel() {
        return "MCP servers";
    }

    @Override
    public List<ClaudeCode.Scope> scopes() {
        return host.scopes();
    }

    /** The file the host reads its MCP servers from in this scope. */
    static Path configFile(Streams streams, HostInstaller host, ClaudeCode.Scope scope) {
        boolean project = scope == ClaudeCode.Scope.PROJECT;
        return switch (host) {
            case ClaudeCodeInstaller c -> project ? streams.workingDirectory().resolve(".mcp.json")
                    : HostInstaller.home(streams).resolve(".claude.json");
            case CursorInstaller c -> project ? streams.workingDirectory().resolve(".cursor").resolve("mcp.json")
                    : HostInstaller.home(streams).resolve(".cursor").resolve("mcp.json");
            case CodexInstaller c -> CodexInstaller.codexHome(streams).resolve("config.toml");
            case OpenClawInstaller c -> OpenClawInstaller.configFile(streams);
            case McpInstaller m -> configFile(streams, m.host, scope);
        };
    }

    @Override
    public Plan plan(Streams streams, ClaudeCode.Scope scope, String launcher) {
        Path file = configFile(streams, host, scope);
        McpEntry wanted = launcher == null ? null : entry;
        Plan plan = switch (host) {
            case OpenClawInstaller c -> openClaw(streams, file, wanted);
            case CodexInstaller c -> codex(file, wanted);
            default -> json(file, wanted, host instanceof ClaudeCodeInstaller);
        };
        if (wanted == null || notes.isEmpty()) {
            return plan;
        }
        List<String> all = new java.util.ArrayList<>(notes);
        all.addAll(plan.notes());
        return new Plan(plan.files(), plan.events(), plan.commands(), plan.guarded(), all);
    }

    /** Claude Code and Cursor: {@code "mcpServers": {"albert": {...}}} in a JSON file, everything else kept. */
    private static Plan json(Path file, McpEntry wanted, boolean withType) {
        byte[] before = HostInstaller.read(file);
        ObjectNode root = HostInstaller.readJson(file, before);
        JsonNode servers = root.get("mcpServers");
        if (servers != null && !(servers instanceof ObjectNode)) {
            throw new Refused(2, file + ": \"mcpServers\" is not an object; nothing was changed");
        }
        JsonNode existing = servers == null ? null : servers.get(McpEntry.NAME);
        boolean changed = false;
        if (wanted != null) {
            refuseForeign(file, existing);
            ObjectNode server = wanted.json(withType);
            if (!server.equals(existing)) {
                (servers == null ? root.putObject("mcpServers") : (ObjectNode) servers).set(McpEntry.NAME, server);
                changed = true;
            }
        } else if (McpEntry.ours(existing)) {
            ((ObjectNode) servers).remove(McpEntry.NAME);
            if (servers.isEmpty()) {
                root.remove("mcpServers");
            }
            changed = true;
        }
        byte[] after = changed ? ClaudeSettings.render(root) : before;
        return Plan.ofFiles(List.of(new FileChange(file, before, after)), wanted != null ? List.of(McpEntry.NAME) : List.of(), List.of());
    }

    private static Plan codex(Path file, McpEntry wanted) {
        byte[] before = HostInstaller.read(file);
        String config = before == null ? "" : new String(before, StandardCharsets.UTF_8);
        String foreign = CodexMcpBlock.foreignTable(config);
        if (wanted != null && foreign != null) {
            throw new Refused(2, file + " already has " + foreign + " outside albert-capture's block; remove it or rename it first, nothing was changed");
        }
        String after = CodexMcpBlock.with(config, wanted);
        byte[] afterBytes = after.equals(config) ? before : after.getBytes(StandardCharsets.UTF_8);
        return Plan.ofFiles(List.of(new FileChange(file, before, afterBytes)), wanted != null ? List.of(McpEntry.NAME) : List.of(), List.of());
    }

    private static Plan openClaw(Streams streams, Path config, McpEntry wanted) {
        JsonNode existing = OpenClawInstaller.readConfig(config).path("mcp").path("servers").path(McpEntry.NAME);
        JsonNode current = existing.isMissingNode() ? null : existing;
        Path openclaw = OpenClawInstaller.executable(streams);
        if (wanted == null) {
            if (!McpEntry.ours(current)) {
                return new Plan(List.of(), List.of(), List.of(), List.of(config), List.of());
            }
            OpenClawInstaller.requireExecutable(openclaw);
            return new Plan(List.of(), List.of(), List.of(new Step(List.of(openclaw.toString(), "mcp", "unset", McpEntry.NAME), null)),
                    List.of(config), List.of());
        }
        refuseForeign(config, current);
        ObjectNode server = wanted.json(false);
        if (server.equals(current)) {
            return new Plan(List.of(), List.of(McpEntry.NAME), List.of(), List.of(config), List.of());
        }
        OpenClawInstaller.requireExecutable(openclaw);
        return new Plan(List.of(), List.of(McpEntry.NAME),
                List.of(new Step(List.of(openclaw.toString(), "mcp", "set", McpEntry.NAME, server.toString()), null)),
                List.of(config), List.of("restart a running gateway to load the server: openclaw gateway restart"));
    }

    private static void refuseForeign(Path file, JsonNode existing) {
        if (existing != null && !McpEntry.ours(existing)) {
            throw new Refused(2, file + " already has an MCP server named \"" + McpEntry.NAME
                    + "\" that albert-capture did not add; remove or rename it first, nothing was changed");
        }
    }

    @Override
    public StatusCommand.ScopeView status(Streams streams, ClaudeCode.Scope scope) {
        Path file = configFile(streams, host, scope);
        String command;
        try {
            command = registeredCommand(file);
        } catch (RuntimeException e) {
            return StatusCommand.ScopeView.broken(scope.label(), file, List.of(McpEntry.NAME), e.getMessage());
        }
        boolean installed = command != null;
        return new StatusCommand.ScopeView(scope.label(), file.toString(), Files.exists(file), installed,
                installed ? List.of(McpEntry.NAME) : List.of(), installed ? List.of() : List.of(McpEntry.NAME), command,
                command == null ? null : Files.isExecutable(Path.of(command)), null, List.of(), null);
    }

    /** The command of our registered server in this file, or null when none of ours is there. */
    private String registeredCommand(Path file) {
        JsonNode server;
        switch (host) {
            case OpenClawInstaller c -> server = OpenClawInstaller.readConfig(file).path("mcp").path("servers").path(McpEntry.NAME);
            case CodexInstaller c -> {
                byte[] bytes = HostInstaller.read(file);
                return CodexMcpBlock.command(bytes == null ? "" : new String(bytes, StandardCharsets.UTF_8));
            }
            default -> {
                byte[] bytes = HostInstaller.read(file);
                server = HostInstaller.readJson(file, bytes).path("mcpServers").path(McpEntry.NAME);
            }
        }
        return McpEntry.ours(server) ? server.get("command").asText() : null;
    }
}
