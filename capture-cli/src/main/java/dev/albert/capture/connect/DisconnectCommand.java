package dev.albert.capture.connect;

import dev.albert.capture.agent.AgentSocket;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert-capture disconnect <host>}: removes only our hook entries (OpenClaw: uninstalls our plugin). */
@Command(name = "disconnect",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Remove the albert-hook entries from a host's configuration (OpenClaw: uninstall the Albert plugin); every other entry and key stays byte-for-byte.",
                "With --mcp it removes the Albert MCP server that connect --mcp registered (only ours: a server named albert that albert-capture did not add stays), then revokes its dedicated key with your key and deletes the key's files; when the server cannot be reached it says so and how to revoke the key later.",
                "Queued events stay queued (albert-capture queue flush delivers them). The resident hook agent is stopped; a hook of a host that is still connected starts it again when it needs it.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture disconnect claude-code",
                "  albert-capture disconnect claude-code --scope project",
                "  albert-capture disconnect codex --dry-run",
                "  albert-capture disconnect cursor --mcp --scope project",
        })
public final class DisconnectCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<host>", description = "The host: claude-code, codex, cursor or openclaw.")
    String host;

    @Option(names = "--scope", paramLabel = "<scope>",
            description = "user (the default) or project (Claude Code and Cursor only), as for connect.")
    ClaudeCode.Scope scope;

    @Option(names = "--dry-run", description = "Print what would change as a diff (OpenClaw: the commands); change nothing.")
    boolean dryRun;

    @Option(names = "--mcp", description = "Remove the Albert MCP server registered by connect --mcp and revoke its key, instead of the hooks.")
    boolean mcp;

    @Mixin
    ConnectionOptions connection;

    public DisconnectCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        HostInstaller installer = ClaudeCode.requireHost(spec.commandLine(), host);
        ClaudeCode.Scope chosen = ClaudeCode.requireScope(spec.commandLine(), installer, scope);
        if (mcp) {
            return McpRegistration.disconnect(context, output, installer, chosen, dryRun, connection::resolve, connection::connect);
        }
        int code = ConnectCommand.apply(context, output, installer, chosen, dryRun, null, true);
        if (code == 0 && !dryRun && AgentSocket.stop(context.streams().env(), 2_000)) {
            context.note("stopped the hook agent (" + AgentSocket.socket(context.streams().env()) + ")");
        }
        return code;
    }
}
