package dev.albert.cli.mcp;

import dev.albert.api.Json;
import dev.albert.api.auth.Capability;
import dev.albert.api.identity.WhoAmI;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.client.AlbertClient;
import dev.albert.client.HttpFailure;
import dev.albert.client.Unavailable;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.Resolution;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code albert mcp}: the 22 tools over MCP stdio for agent hosts, each call forwarded over REST with this
 * command's key, so the server checks and audits every call as that key's own.
 */
@Command(name = "mcp",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Serve Albert's memory tools to an MCP host (Claude Code, Codex, Cursor, OpenClaw) over stdio.",
                "Each tool call is forwarded over REST with this command's key and profile, so the server checks and audits it as that key. Only the tools the key may use are listed. stdout carries only the protocol; diagnostics go to stderr. Runs until the host closes stdin.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert mcp --profile agent",
                "  albert mcp --registered claude-code      # the key albert-capture connect claude-code --mcp stored",
                "  albert mcp --url https://memory.internal.example --api-key-file ~/.config/albert/agent.key",
                "  claude mcp add albert -- /opt/albert/bin/albert mcp --profile agent",
        })
public final class McpCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--registered", paramLabel = "<host>",
            description = "Use the dedicated least-privilege key that albert-capture connect <host> --mcp stored, and the server it was issued by (the Claude Code plugin starts the bridge this way). Without such a registration the usual key is used, with a warning on stderr.")
    String registered;

    public McpCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws InterruptedException {
        quietLibraryLogging(context.verbose());
        Resolution resolution = registered == null ? connection.resolve() : registration(registered);
        try (AlbertClient client = connection.connect(resolution)) {
            List<McpTool> tools = visibleTools(client);
            context.debug("serving " + tools.size() + " tools over stdio for " + client.config().baseUrl());
            new StdioBridge(tools, new RestForwarder(client)).serve(context.streams().in(), context.streams().out());
        }
        return ExitCode.OK.code();
    }

    /**
     * The tools this key may use, from {@code GET /v1/whoami}. A wrong key fails here, once, rather than on every
     * call; a server without whoami, or one that is down for now, gets every tool (the server still refuses what
     * the key may not do, and calls succeed once it is up).
     */
    private List<McpTool> visibleTools(AlbertClient client) {
        WhoAmI me;
        try {
            me = client.whoAmI();
        } catch (HttpFailure failure) {
            if (failure.status() == 401) {
                throw failure;
            }
            context.warn("cannot list this key's capabilities (" + failure.getMessage() + "); offering every tool");
            return ToolCatalogue.tools();
        } catch (Unavailable unavailable) {
            context.warn(unavailable.getMessage() + "; offering every tool, calls fail until the server answers");
            return ToolCatalogue.tools();
        }
        Set<Capability> granted = EnumSet.noneOf(Capability.class);
        for (String name : me.capabilities() == null ? List.<String>of() : me.capabilities()) {
            try {
                granted.add(Capability.fromWire(name));
            } catch (IllegalArgumentException newerServer) {
                context.debug("ignoring unknown capability " + name);
            }
        }
        return ToolCatalogue.visibleTo(granted);
    }

    /**
     * The key and server {@code albert-capture connect <host> --mcp} recorded: {@code <config dir>/mcp/<host>-user.key}
     * (else the project scope's) and the {@code url} of the {@code .json} beside it. Missing: the usual resolution.
     */
    private Resolution registration(String host) {
        if (!host.matches("[a-z][a-z0-9-]{0,31}")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--registered takes a host name such as "
                    + "claude-code, codex, cursor or openclaw, not '" + host + "'");
        }
        Path mcp = context.configResolver().configDirectory().resolve("mcp");
        for (String scope : List.of("user", "project")) {
            Path key = mcp.resolve(host + "-" + scope + ".key");
            Path state = mcp.resolve(host + "-" + scope + ".json");
            if (Files.isRegularFile(key) && Files.isRegularFile(state)) {
                String url;
                try {
                    url = Json.mapper().readTree(state.toFile()).path("url").asText(null);
                } catch (IOException e) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "cannot read " + state + ": "
                            + e.getMessage());
                }
                context.debug("using the MCP key registered for " + host + " (" + scope + ")");
                return connection.resolvePreferring(url, key);
            }
        }
        context.warn("no MCP key registered for " + host + " (albert-capture connect " + host
                + " --mcp makes one); using the usual key");
        return connection.resolve();
    }

    /**
     * The MCP SDK logs through SLF4J: to stderr (never stdout, the protocol), warnings only, sessions too with
     * --verbose. Never debug: the SDK's debug lines hold whole messages, arguments (and any secret in them) included.
     */
    private static void quietLibraryLogging(boolean verbose) {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", verbose ? "info" : "warn");
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.err");
    }
}
