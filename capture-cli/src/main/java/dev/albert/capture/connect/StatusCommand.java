package dev.albert.capture.connect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.health.HealthResponse;
import dev.albert.capture.agent.AgentSocket;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueStats;
import dev.albert.capture.queue.UserQueue;
import dev.albert.client.AlbertClient;
import dev.albert.client.AlbertException;
import dev.albert.client.ClientConfig;
import dev.albert.client.Timeouts;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Text;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code albert-capture status <host>}: what is installed (per scope), whether the hook runs, the queue, the agent and the server. */
@Command(name = "status",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Show the albert-hook entries installed for a host (each scope it has), whether the installed hook command runs, the local queue, whether the hook agent runs, and whether the server answers (health, recall endpoint).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture status claude-code",
                "  albert-capture status claude-code --output json | jq .server",
                "  albert-capture status codex",
                "  albert-capture status openclaw",
        })
public final class StatusCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<host>", description = "The host: claude-code, codex, cursor or openclaw.")
    String host;

    public StatusCommand(CommandContext context) {
        this.context = context;
    }

    /**
     * One scope of one host.
     *
     * @param launcherRunnable whether {@code <launcher> --version} ran and exited 0 (null: nothing installed)
     * @param notes            host facts for this scope (Codex: trust; OpenClaw: the plugin's state)
     */
    public record ScopeView(String scope, String file, boolean exists, boolean complete, List<String> installed,
                            List<String> missing, String launcher, Boolean launcherExecutable, Boolean launcherRunnable,
                            List<String> notes, String error) {
        static ScopeView broken(String scope, Path file, List<String> events, String error) {
            return new ScopeView(scope, file.toString(), true, false, List.of(), events, null, null, null, List.of(), error);
        }

        ScopeView withNotes(List<String> more) {
            List<String> all = new ArrayList<>(notes);
            all.addAll(more);
            return new ScopeView(scope, file, exists, complete, installed, missing, launcher, launcherExecutable, launcherRunnable, all, error);
        }

        ScopeView withRunnable(Boolean runnable) {
            return new ScopeView(scope, file, exists, complete, installed, missing, launcher, launcherExecutable, runnable, notes, error);
        }
    }

    public record QueueView(long queued, long bytes, long dropped, long parked, long tampered, long delivered,
                            Long oldestAgeSeconds, String error) {
    }

    public record AgentView(String socket, boolean running) {
    }

    public record ServerView(String url, boolean keyConfigured, boolean reachable, String version, String recall, String error) {
    }

    public record StatusView(String host, List<ScopeView> scopes, List<ScopeView> mcp, List<String> notes, QueueView queue, AgentView agent,
                             ServerView server) {
    }

    @Override
    public Integer call() {
        HostInstaller installer = ClaudeCode.requireHost(spec.commandLine(), host);
        List<ScopeView> scopes = new ArrayList<>();
        Map<String, Boolean> runs = new java.util.HashMap<>();
        for (ClaudeCode.Scope scope : installer.scopes()) {
            ScopeView view = installer.status(context.streams(), scope);
            if (view.launcher() != null) {
                view = view.withRunnable(runs.computeIfAbsent(view.launcher(), this::runnable));
            }
            scopes.add(view);
        }
        List<ScopeView> mcp = new ArrayList<>();
        McpInstaller mcpInstaller = new McpInstaller(installer, null, List.of());
        for (ClaudeCode.Scope scope : installer.scopes()) {
            mcp.add(mcpInstaller.status(context.streams(), scope));
        }
        StatusView view = new StatusView(installer.id(), scopes, mcp, installer.notes(), queue(), agent(), server(installer.id()));
        output.renderer().render(view, () -> human(installer.title(), view), () -> human(installer.title(), view));
        return ExitCode.OK.code();
    }

    /** Whether the hook command starts at all: {@code <launcher> --version} exits 0 within 20 s. */
    private boolean runnable(String launcher) {
        if (!Files.isExecutable(Path.of(launcher))) {
            return false;
        }
        try {
            ProcessBuilder builder = new ProcessBuilder(launcher, "--version")
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().clear();
            builder.environment().putAll(context.streams().env());
            Process p = builder.start();
            if (!p.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private QueueView queue() {
        try (CaptureQueue queue = UserQueue.open(context)) {
            QueueStats s = queue.stats();
            return new QueueView(s.queued(), s.bytes(), s.dropped(), s.parked(), s.tampered(), s.delivered(),
                    s.oldestAge() == null ? null : s.oldestAge().toSeconds(), null);
        } catch (RuntimeException e) {
            return new QueueView(0, 0, 0, 0, 0, 0, null, Text.oneLine(String.valueOf(e.getMessage())));
        }
    }

    /** Asks the agent over its own protocol (a ping), so a probe is not a failed request in the hook log. */
    private AgentView agent() {
        Map<String, String> env = context.streams().env();
        return new AgentView(AgentSocket.socket(env).toString(), AgentSocket.ping(env, 1_000));
    }

    private ServerView server(String hostId) {
        ClientConfig config;
        try {
            config = connection.resolve().config();
        } catch (AlbertException e) {
            return new ServerView(null, false, false, null, null, e.getMessage());
        }
        config = config.withTimeouts(Timeouts.DEFAULTS.withCall(Duration.ofSeconds(3)));
        String version;
        try (AlbertClient client = context.client(config)) {
            HealthResponse health = client.live();
            version = health.version();
        } catch (AlbertException | IllegalStateException e) {
            return new ServerView(config.baseUrl(), config.apiKey() != null, false, null, null, Text.oneLine(String.valueOf(e.getMessage())));
        }
        return new ServerView(config.baseUrl(), config.apiKey() != null, true, version, recall(config, hostId), null);
    }

    /** Whether the server has POST /v1/context/session-start: "available", "missing" (404) or "unknown: …". */
    static String recall(ClientConfig config, String hostId) {
        try {
            HttpURLConnection c = (HttpURLConnection) URI.create(config.baseUrl() + "/v1/context/session-start").toURL().openConnection();
            c.setConnectTimeout(3000);
            c.setReadTimeout(3000);
            c.setRequestMethod("POST");
            c.setDoOutput(true);
            c.setRequestProperty("Content-Type", "application/json");
            if (config.apiKey() != null) {
                c.setRequestProperty("Authorization", "Bearer " + config.apiKey());
            }
            try (OutputStream out = c.getOutputStream()) {
                out.write(("{\"query\":null,\"host\":\"" + hostId + "\",\"session_key\":\"albert-status\",\"budgets\":{\"max_items\":1}}").getBytes(StandardCharsets.UTF_8));
            }
            int status = c.getResponseCode();
            InputStream body = status >= 400 ? c.getErrorStream() : c.getInputStream();
            if (body != null) {
                body.close();
            }
            c.disconnect();
            return switch (status) {
                case 404, 405, 501 -> "missing (the server has no /v1/context/session-start; hooks capture but do not recall)";
                case 401, 403 -> "refused (HTTP " + status + ": check the API key)";
                default -> status / 100 == 2 ? "available" : "answered HTTP " + status;
            };
        } catch (IOException | RuntimeException e) {
            return "unknown: " + e.getClass().getSimpleName();
        }
    }

    private static String human(String title, StatusView v) {
        StringBuilder b = new StringBuilder(title).append('\n');
        for (ScopeView s : v.scopes()) {
            b.append("  ").append(s.scope()).append(" scope: ").append(s.file());
            if (s.error() != null) {
                b.append(" (").append(s.error()).append(")\n");
            } else if (!s.exists()) {
                b.append(" (no file)\n");
            } else if (s.installed().isEmpty()) {
                b.append(" (not connected)\n");
            } else {
                b.append(s.complete() ? " (connected)" : " (partly connected; missing " + String.join(", ", s.missing()) + ")").append('\n');
                b.append("    hook: ").append(s.launcher()).append(Boolean.FALSE.equals(s.launcherExecutable()) ? " (NOT executable)"
                        : Boolean.FALSE.equals(s.launcherRunnable()) ? " (does NOT run: try it with --version)" : Boolean.TRUE.equals(s.launcherRunnable()) ? " (runs)" : "").append('\n');
            }
            for (String note : s.notes()) {
                b.append("    ").append(note).append('\n');
            }
        }
        for (ScopeView m : v.mcp()) {
            b.append("  MCP server, ").append(m.scope()).append(" scope: ").append(m.file()).append(m.error() != null ? " (" + m.error() + ")"
                    : m.complete() ? " (registered: " + m.launcher() + (Boolean.FALSE.equals(m.launcherExecutable()) ? ", NOT executable" : "") + ")"
                    : " (not registered)").append('\n');
        }
        for (String note : v.notes()) {
            b.append("  note: ").append(note).append('\n');
        }
        QueueView q = v.queue();
        b.append("queue: ").append(q.error() != null ? "unusable (" + q.error() + ")"
                : q.queued() + " queued, " + q.parked() + " parked, " + q.dropped() + " dropped, " + q.tampered() + " tampered, " + q.delivered() + " delivered").append('\n');
        b.append("agent: ").append(v.agent().running() ? "running" : "not running (starts with the next hook)").append(" (").append(v.agent().socket()).append(")\n");
        ServerView s = v.server();
        b.append("server: ").append(s.url() == null ? "not configured" : s.url()).append(s.reachable() ? " answers" + (s.version() == null ? "" : " (" + s.version() + ")")
                : " does not answer" + (s.error() == null ? "" : ": " + s.error()));
        if (!s.keyConfigured()) {
            b.append("; no API key configured");
        }
        b.append('\n');
        if (s.recall() != null) {
            b.append("recall: ").append(s.recall()).append('\n');
        }
        return b.toString();
    }
}
