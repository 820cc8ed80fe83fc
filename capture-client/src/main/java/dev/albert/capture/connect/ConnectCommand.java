package dev.albert.capture.connect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.client.cli.CommandContext;
import dev.albert.client.cli.ExitCode;
import dev.albert.client.cli.OutputOptions;
import dev.albert.client.cli.VerboseOption;
import dev.albert.client.cli.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** {@code albert-capture connect claude-code}: adds our hook entries to Claude Code's settings. */
@Command(name = "connect",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Install the albert-hook entries into a host's settings (absolute paths, explicit timeouts).",
                "Keeps every other entry and key; running it twice changes nothing; writes atomically with a backup (<file>.albert-backup) and restores the file on any failure.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture connect claude-code",
                "  albert-capture connect claude-code --scope project --dry-run",
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

    @Parameters(index = "0", paramLabel = "<host>", description = "The host: claude-code.")
    String host;

    @Option(names = "--scope", paramLabel = "<scope>", defaultValue = "user",
            description = "user (~/.claude/settings.json, the default) or project (.claude/settings.json of the current folder).")
    ClaudeCode.Scope scope;

    @Option(names = "--dry-run", description = "Print the resulting settings file on stdout; change nothing.")
    boolean dryRun;

    @Option(names = "--hook-command", paramLabel = "<path>", description = "The albert-hook launcher to install (default: bin/albert-hook of this installation).")
    String hookCommand;

    @Option(names = "--no-aot", description = "Do not create the hook's AOT cache (JDK 25+) after connecting.")
    boolean noAot;

    public ConnectCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape of {@code connect} and {@code disconnect}. */
    public record ChangeView(String host, String scope, String file, boolean changed, boolean dryRun, String backup,
                             List<String> events, String launcher) {
    }

    @Override
    public Integer call() {
        ClaudeCode.requireHost(spec.commandLine(), host);
        Path launcher = ClaudeCode.launcher(context.streams(), hookCommand);
        if (launcher == null) {
            context.streams().err().println("error: cannot find bin/albert-hook of this installation; pass --hook-command <path>");
            return ExitCode.USAGE.code();
        }
        if (!Files.isExecutable(launcher)) {
            context.warn(launcher + " is not an executable file yet; the hooks will do nothing until it is");
        }
        Path file = ClaudeCode.settingsFile(context.streams(), scope);
        return edit(context, output, file, scope, dryRun, launcher.toString(), true, noAot);
    }

    /** Shared by connect and disconnect: read, edit, write transactionally, report. */
    static int edit(CommandContext context, OutputOptions output, Path file, ClaudeCode.Scope scope, boolean dryRun,
                    String launcher, boolean connect, boolean noAot) {
        byte[] before;
        ObjectNode root;
        try {
            before = SettingsFile.read(file);
            root = ClaudeSettings.parse(before == null ? new byte[0] : before);
        } catch (SettingsFile.Failure e) {
            context.streams().err().println("error: " + e.getMessage());
            return ExitCode.UNAVAILABLE.code();
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
            context.streams().err().println("error: " + file + " is not valid JSON" + where + "; fix it first, nothing was changed");
            return ExitCode.USAGE.code();
        } catch (IllegalStateException e) {
            context.streams().err().println("error: " + file + ": " + e.getMessage() + "; nothing was changed");
            return ExitCode.USAGE.code();
        }
        boolean changed;
        try {
            changed = connect ? ClaudeSettings.connect(root, launcher) : ClaudeSettings.disconnect(root);
        } catch (IllegalStateException e) {
            context.streams().err().println("error: " + file + ": " + e.getMessage() + "; nothing was changed");
            return ExitCode.USAGE.code();
        }
        byte[] after = changed ? ClaudeSettings.render(root) : before;
        Path backup = null;
        if (dryRun) {
            if (!output.renderer().structured()) {
                context.streams().err().println((changed ? "would write " : "nothing to change in ") + file + (changed ? ":" : ""));
                if (changed) {
                    context.streams().out().print(new String(after, StandardCharsets.UTF_8));
                }
                return ExitCode.OK.code();
            }
        } else if (changed) {
            try {
                backup = SettingsFile.replace(file, before, after);
            } catch (SettingsFile.Failure e) {
                context.streams().err().println("error: " + e.getMessage());
                return ExitCode.UNAVAILABLE.code();
            }
        }
        Map<String, String> installed = ClaudeSettings.installed(root);
        ChangeView view = new ChangeView(ClaudeCode.HOST, scope.label(), file.toString(), changed, dryRun,
                backup == null ? null : backup.toString(), List.copyOf(installed.keySet()), connect ? launcher : null);
        String verb = connect ? (changed ? "connected Claude Code" : "Claude Code was already connected; nothing changed")
                : (changed ? "disconnected Claude Code" : "no albert-hook entries found; nothing changed");
        String line = verb + " (" + scope.label() + " scope: " + file + ")"
                + (connect && changed ? "\n  events: " + String.join(", ", installed.keySet()) : "")
                + (backup != null ? "\n  backup: " + backup : "") + "\n";
        output.renderer().render(view, () -> line, () -> line);
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
