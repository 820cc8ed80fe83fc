package dev.albert.capture.connect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.health.HealthResponse;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueStats;
import dev.albert.capture.queue.UserQueue;
import dev.albert.client.AlbertClient;
import dev.albert.client.AlbertException;
import dev.albert.client.ClientConfig;
import dev.albert.client.Timeouts;
import dev.albert.client.cli.CommandContext;
import dev.albert.client.cli.ConnectionOptions;
import dev.albert.client.cli.ExitCode;
import dev.albert.client.cli.OutputOptions;
import dev.albert.client.cli.Text;
import dev.albert.client.cli.VerboseOption;
import dev.albert.client.cli.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.StandardProtocolFamily;
import java.net.URI;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code albert-capture status claude-code}: what is installed, the queue, the agent and the server. */
@Command(name = "status",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Show the albert-hook entries installed for a host (user and project scope), the local queue, whether the hook agent runs, and whether the server answers (health, recall endpoint).",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture status claude-code",
                "  albert-capture status claude-code --output json | jq .server",
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

    @Parameters(index = "0", paramLabel = "<host>", description = "The host: claude-code.")
    String host;

    public StatusCommand(CommandContext context) {
        this.context = context;
    }

    public record ScopeView(String scope, String file, boolean exists, boolean complete, List<String> installed,
                            List<String> missing, String launcher, Boolean launcherExecutable, String error) {
    }

    public record QueueView(long queued, long bytes, long dropped, long parked, long tampered, long delivered,
                            Long oldestAgeSeconds, String error) {
    }

    public record AgentView(String socket, boolean running) {
    }

    public record ServerView(String url, boolean keyConfigured, boolean reachable, String version, String recall, String error) {
    }

    public record StatusView(String host, List<ScopeView> scopes, QueueView queue, AgentView agent, ServerView server) {
    }

    @Override
    public Integer call() {
        ClaudeCode.requireHost(spec.commandLine(), host);
        List<ScopeView> scopes = new ArrayList<>();
        for (ClaudeCode.Scope scope : ClaudeCode.Scope.values()) {
            scopes.add(scope(scope));
        }
        StatusView view = new StatusView(ClaudeCode.HOST, scopes, queue(), agent(), server());
        output.renderer().render(view, () -> human(view), () -> human(view));
        return ExitCode.OK.code();
    }

    private ScopeView scope(ClaudeCode.Scope scope) {
        Path file = ClaudeCode.settingsFile(context.streams(), scope);
        byte[] bytes;
        try {
            bytes = SettingsFile.read(file);
        } catch (SettingsFile.Failure e) {
            return new ScopeView(scope.label(), file.toString(), true, false, List.of(), ClaudeSettings.EVENTS, null, null, e.getMessage());
        }
        if (bytes == null) {
            return new ScopeView(scope.label(), file.toString(), false, false, List.of(), ClaudeSettings.EVENTS, null, null, null);
        }
        ObjectNode root;
        try {
            root = ClaudeSettings.parse(bytes);
        } catch (JsonProcessingException | IllegalStateException e) {
            return new ScopeView(scope.label(), file.toString(), true, false, List.of(), ClaudeSettings.EVENTS, null, null, "not valid JSON");
        }
        Map<String, String> installed = ClaudeSettings.installed(root);
        List<String> missing = ClaudeSettings.EVENTS.stream().filter(e -> !installed.containsKey(e)).toList();
        String launcher = installed.values().stream().findFirst()
                .map(c -> c.substring(0, c.length() - c.replaceFirst(".*albert-hook'?", "").length()).replaceAll("^'|'$", ""))
                .orElse(null);
        return new ScopeView(scope.label(), file.toString(), true, missing.isEmpty() && !installed.isEmpty(),
                List.copyOf(installed.keySet()), missing, launcher,
                launcher == null ? null : Files.isExecutable(Path.of(launcher)), null);
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

    private AgentView agent() {
        Map<String, String> env = context.streams().env();
        Path dir;
        String runtime = context.streams().env("XDG_RUNTIME_DIR");
        if (runtime != null && runtime.startsWith("/")) {
            dir = Path.of(runtime, "albert");
        } else {
            String xdg = context.streams().env("XDG_DATA_HOME");
            Path data = xdg != null && xdg.startsWith("/") ? Path.of(xdg, "albert")
                    : Path.of(env.getOrDefault("HOME", System.getProperty("user.home")), ".local", "share", "albert");
            dir = data.resolve("run");
        }
        Path socket = dir.resolve("agent.sock");
        boolean running = false;
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(socket));
            running = true;
        } catch (IOException | RuntimeException ignored) {
            // not running
        }
        return new AgentView(socket.toString(), running);
    }

    private ServerView server() {
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
        return new ServerView(config.baseUrl(), config.apiKey() != null, true, version, recall(config), null);
    }

    /** Whether the server has POST /v1/context/session-start: "available", "missing" (404) or "unknown: …". */
    static String recall(ClientConfig config) {
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
                out.write("{\"query\":null,\"host\":\"claude-code\",\"session_key\":\"albert-status\",\"budgets\":{\"max_items\":1}}".getBytes(StandardCharsets.UTF_8));
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

    private static String human(StatusView v) {
        StringBuilder b = new StringBuilder("Claude Code\n");
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
                b.append("    hook: ").append(s.launcher()).append(Boolean.FALSE.equals(s.launcherExecutable()) ? " (NOT executable)" : "").append('\n');
            }
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
