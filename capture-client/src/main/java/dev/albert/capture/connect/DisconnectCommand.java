package dev.albert.capture.connect;

import dev.albert.capture.agent.AgentSocket;
import dev.albert.client.cli.CommandContext;
import dev.albert.client.cli.OutputOptions;
import dev.albert.client.cli.VerboseOption;
import dev.albert.client.cli.VersionProvider;
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
                "Queued events stay queued (albert-capture queue flush delivers them). The resident hook agent is stopped; a hook of a host that is still connected starts it again when it needs it.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture disconnect claude-code",
                "  albert-capture disconnect claude-code --scope project",
                "  albert-capture disconnect codex --dry-run",
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

    public DisconnectCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        HostInstaller installer = ClaudeCode.requireHost(spec.commandLine(), host);
        ClaudeCode.Scope chosen = ClaudeCode.requireScope(spec.commandLine(), installer, scope);
        int code = ConnectCommand.apply(context, output, installer, chosen, dryRun, null, true);
        if (code == 0 && !dryRun && AgentSocket.stop(context.streams().env(), 2_000)) {
            context.note("stopped the hook agent (" + AgentSocket.socket(context.streams().env()) + ")");
        }
        return code;
    }
}
