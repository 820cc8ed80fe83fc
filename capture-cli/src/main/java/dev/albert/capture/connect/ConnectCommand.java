package dev.albert.capture.connect;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** {@code albert-capture connect <host>}: installs our hook entries (or OpenClaw plugin) for a host. */
@Command(name = "connect",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Install the albert-hook entries into a host's configuration (absolute paths, explicit timeouts): Claude Code's settings.json, Codex's hooks.json and the trust entries in its config.toml, Cursor's hooks.json, or the Albert plugin for OpenClaw (through the openclaw command).",
                "Keeps every other entry and key byte-for-byte; running it twice changes nothing; writes atomically with a backup (<file>.albert-backup) and puts every file it touched back as it was when any step fails.",
                "With --mcp it registers Albert's MCP server instead (bin/albert mcp over stdio, named albert) where the host reads its MCP servers: ~/.claude.json or the project's .mcp.json, Codex's config.toml [mcp_servers.albert], ~/.cursor/mcp.json or .cursor/mcp.json, OpenClaw's mcp.servers (through openclaw mcp set). It first issues a dedicated key for the agent principal mcp-<host> with only the capabilities the MCP tools need, using your key (which needs keys.manage and principals.manage, and those capabilities); the key is stored 0600 in <config dir>/mcp/ and the host's configuration names only its file.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture connect claude-code",
                "  albert-capture connect claude-code --scope project --dry-run",
                "  albert-capture connect codex",
                "  albert-capture connect cursor --scope project",
                "  albert-capture connect openclaw",
                "  albert-capture connect claude-code --mcp --profile admin",
                "  albert-capture connect codex --mcp --capabilities memory.read,memory.write",
                "  albert-claude-lifecycle connect        (the same as the first line)",
        })
public final class ConnectCommand implements Callable<Integer> {
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
            description = "user (the default: ~/.claude/settings.json, $CODEX_HOME or ~/.codex, ~/.cursor/hooks.json, the OpenClaw state folder) or project (.claude/settings.json or .cursor/hooks.json of the current folder; Claude Code and Cursor only).")
    ClaudeCode.Scope scope;

    @Option(names = "--dry-run", description = "Print what would change as a diff (OpenClaw: the commands); change nothing.")
    boolean dryRun;

    @Option(names = "--hook-command", paramLabel = "<path>", description = "The albert-hook launcher to install (default: bin/albert-hook of this installation).")
    String hookCommand;

    @Option(names = "--plugin-dir", paramLabel = "<dir>", description = "OpenClaw only: the plugin folder to install (default: plugin-packaging/openclaw of this installation).")
    Path pluginDir;

    @Option(names = "--no-aot", description = "Do not create the hook's AOT cache (JDK 25+) after connecting.")
    boolean noAot;

    @Option(names = "--mcp", description = "Register Albert's MCP server (albert mcp) with the host, with a dedicated least-privilege key, instead of the hooks.")
    boolean mcp;

    @Option(names = "--albert-command", paramLabel = "<path>", description = "With --mcp: the albert launcher the host starts (default: bin/albert of this installation).")
    String albertCommand;

    @Option(names = "--capabilities", paramLabel = "<list>", split = ",",
            description = "With --mcp: give the key only these of the capabilities the MCP tools need (default: all of them: memory.read, memory.write, memory.delete, memory.export, memory.import, graph.query, graph.write, working_memory.write, locks.acquire); the tools they do not cover are not offered.")
    List<String> capabilities;

    @Mixin
    ConnectionOptions connection;

    public ConnectCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape of {@code connect} and {@code disconnect}. */
    public record ChangeView(String host, String scope, String file, boolean changed, boolean dryRun, String backup,
                             List<String> events, String launcher, List<String> files, List<String> backups, List<String> commands,
                             List<String> notes) {
    }

    @Override
    public Integer call() {
        HostInstaller installer = ClaudeCode.requireHost(spec.commandLine(), host);
        ClaudeCode.Scope chosen = ClaudeCode.requireScope(spec.commandLine(), installer, scope);
        if (installer instanceof OpenClawInstaller openclaw && pluginDir != null) {
            installer = openclaw.withPluginDir(context.streams().workingDirectory().resolve(pluginDir));
        }
        if (mcp) {
            return connectMcp(installer, chosen);
        }
        Path launcher = ClaudeCode.launcher(context.streams(), hookCommand);
        if (launcher == null) {
            context.streams().err().println("error: cannot find bin/albert-hook of this installation; pass --hook-command <path>");
            return ExitCode.USAGE.code();
        }
        if (!Files.isExecutable(launcher)) {
            context.warn(launcher + " is not an executable file yet; the hooks will do nothing until it is");
        }
        return apply(context, output, installer, chosen, dryRun, launcher.toString(), noAot);
    }

    private int connectMcp(HostInstaller installer, ClaudeCode.Scope chosen) {
        Path albert = ClaudeCode.launcher(context.streams(), albertCommand, "albert");
        if (albert == null) {
            context.streams().err().println("error: cannot find bin/albert of this installation; pass --albert-command <path>");
            return ExitCode.USAGE.code();
        }
        if (!Files.isExecutable(albert)) {
            context.warn(albert + " is not an executable file yet; the host cannot start the MCP server until it is");
        }
        List<String> needed = McpKey.needed();
        List<String> wanted = capabilities == null ? needed
                : capabilities.stream().map(String::strip).filter(c -> !c.isEmpty()).distinct().sorted().toList();
        for (String c : wanted) {
            if (!needed.contains(c)) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "--capabilities: '" + c + "' is not needed by any MCP tool; choose from " + String.join(", ", needed));
            }
        }
        if (wanted.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--capabilities: name at least one of " + String.join(", ", needed));
        }
        return McpRegistration.connect(context, output, installer, chosen, dryRun, albert, wanted, connection.resolve(), connection::connect);
    }

    /** Shared by connect ({@code launcher} set) and disconnect ({@code launcher} null): plan, show or apply all or nothing, report. */
    static int apply(CommandContext context, OutputOptions output, HostInstaller installer, ClaudeCode.Scope scope, boolean dryRun,
                     String launcher, boolean noAot) {
        boolean connect = launcher != null;
        HostInstaller.Plan plan;
        try {
            plan = installer.plan(context.streams(), scope, launcher);
        } catch (HostInstaller.Refused e) {
            context.streams().err().println("error: " + e.getMessage());
            return e.exitCode;
        }
        List<FileChange> changing = plan.files().stream().filter(FileChange::changes).toList();
        boolean changed = plan.changes();
        List<String> shownCommands = plan.commands().stream().map(HostInstaller.Step::shown).toList();
        Path mainFile = plan.files().isEmpty() ? plan.guarded().get(0) : plan.files().get(0).file();
        if (dryRun && !output.renderer().structured()) {
            if (!changed) {
                context.streams().err().println("nothing to change in " + mainFile);
                return ExitCode.OK.code();
            }
            for (FileChange c : changing) {
                context.streams().err().println("would write " + c.file() + ":");
                context.streams().out().print(UnifiedDiff.of(c.file().toString(), c.before(), c.after()));
            }
            for (String command : shownCommands) {
                context.streams().err().println("would run:");
                context.streams().out().println(command);
            }
            return ExitCode.OK.code();
        }
        List<Path> backups = new ArrayList<>();
        if (!dryRun && changed) {
            try {
                backups.addAll(FileTransaction.commit(plan.files()));
                HostCommands.run(context.streams(), plan.commands(), plan.guarded());
            } catch (SettingsFile.Failure e) {
                context.streams().err().println("error: " + e.getMessage());
                return ExitCode.UNAVAILABLE.code();
            }
        }
        String title = installer.title();
        String where = " (" + scope.label() + " scope: " + mainFile + ")";
        String verb = connect ? (changed ? "connected " + title : title + " was already connected; nothing changed")
                : (changed ? "disconnected " + title : "no " + installer.entries() + " found; nothing changed");
        StringBuilder line = new StringBuilder(verb).append(where);
        if (connect && changed) {
            line.append("\n  ").append(installer.itemsLabel()).append(": ").append(String.join(", ", plan.events()));
            for (FileChange c : changing) {
                if (!c.file().equals(mainFile)) {
                    line.append("\n  also: ").append(c.file());
                }
            }
        }
        for (Path b : backups) {
            line.append("\n  backup: ").append(b);
        }
        if (changed) {
            for (String note : plan.notes()) {
                line.append("\n  note: ").append(note);
            }
        }
        line.append('\n');
        ChangeView view = new ChangeView(installer.id(), scope.label(), mainFile.toString(), changed, dryRun,
                backups.isEmpty() ? null : backups.get(0).toString(), plan.events(), launcher,
                changing.stream().map(c -> c.file().toString()).toList(), backups.stream().map(Path::toString).toList(), shownCommands,
                plan.notes());
        output.renderer().render(view, line::toString, line::toString);
        if (connect && !dryRun && !noAot) {
            trainAot(context, Path.of(launcher));
        }
        return ExitCode.OK.code();
    }

    /** Creates the hook's AOT cache (a training run of the hook path); a failure is only a note. */
    private static void trainAot(CommandContext context, Path launcher) {
        if (!Files.isExecutable(launcher)) {
            return;
        }
        try {
            ProcessBuilder builder = new ProcessBuilder(launcher.toString(), "--train-aot")
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectErrorStream(false);
            builder.environment().clear();
            builder.environment().putAll(context.streams().env());
            Process p = builder.start();
            p.getErrorStream().transferTo(java.io.OutputStream.nullOutputStream());
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                context.note("creating the hook's AOT cache took too long; hooks run without it");
            } else if (p.exitValue() == 0) {
                context.note("created the hook's start-up cache (AOT)");
            }
        } catch (IOException e) {
            context.note("could not create the hook's AOT cache: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
