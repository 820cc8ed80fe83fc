package dev.albert.capture;

import dev.albert.capture.connect.ConnectCommand;
import dev.albert.capture.connect.DisconnectCommand;
import dev.albert.capture.connect.StatusCommand;
import dev.albert.capture.queue.QueueCommand;
import dev.albert.capture.record.RecordCommand;
import dev.albert.capture.screen.ScreenCommand;
import dev.albert.clikit.CommandExitCodes;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.Map;
import java.util.concurrent.Callable;

/** {@code albert-capture}: capture what happens in agent sessions, through an encrypted durable queue. */
@Command(name = "albert-capture",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Capture events of agent sessions into Albert.",
                "Events are screened for secrets, encrypted and queued on disk before any network call, then delivered at least once.",
        },
        subcommands = {
                ConnectCommand.class,
                DisconnectCommand.class,
                StatusCommand.class,
                RecordCommand.class,
                QueueCommand.class,
                ScreenCommand.class,
                HelpCommand.class,
        },
        footerHeading = "%nFiles:%n",
        footer = {
                "  The queue is $XDG_DATA_HOME/albert/capture/ (else ~/.local/share/albert/capture/): queue.db (SQLite, only ciphertext and bookkeeping) and queue.key (0600).",
                "%nConfiguration:",
                "  Flags win over ALBERT_API_URL, ALBERT_API_KEY and ALBERT_PROFILE, which win over the profiles of config.json in $ALBERT_CONFIG_DIR, else $XDG_CONFIG_HOME/albert, else ~/.config/albert.",
                "%nExamples:",
                "  albert-capture connect claude-code",
                "  albert-capture status claude-code --output json",
                "  albert-capture record --host claude-code --session s-1 --class decision \\",
                "      'Use WAL mode'",
                "  albert-capture queue stats --output json",
                "  albert-capture queue flush --deadline-ms 10000",
                "  git diff | albert-capture screen",
        })
public final class CaptureMain implements Callable<Integer>, CommandExitCodes {
    @Override
    public Map<ExitCode, String> exitCodes() {
        return ExitCode.everyWith(Map.of(
                ExitCode.OK, "success (record: always, unless its input is invalid)",
                ExitCode.UNAVAILABLE, "server, network or the local queue unavailable",
                ExitCode.INTEGRITY, "integrity failure (a queued record failed authentication)"));
    }


    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(args, Streams.system()));
    }

    /** The real entry point: what {@code main} runs, and what tests run in-process. */
    public static int execute(String[] args, Streams streams) {
        return Launcher.execute(CaptureMain.class, args, streams);
    }

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
