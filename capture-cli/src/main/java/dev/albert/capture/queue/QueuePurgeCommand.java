package dev.albert.capture.queue;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code albert-capture queue purge}: deletes every queued, parked and tampered record. */
@Command(name = "purge",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Delete every record of the local queue (queued, parked and tampered); undelivered events are lost.",
                "Asks for confirmation on a terminal; elsewhere --yes is required. The totals stay.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture queue purge",
                "  albert-capture queue purge --yes --output json",
        })
public final class QueuePurgeCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = {"-y", "--yes"}, description = "Do not ask for confirmation.")
    boolean yes;

    public QueuePurgeCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape of {@code queue purge}. */
    public record PurgeView(int purged) {
    }

    @Override
    public Integer call() {
        if (!yes && !context.streams().stdinIsTerminal()) {
            throw new ParameterException(spec.commandLine(),
                    "refusing to purge without confirmation: not on a terminal, so pass --yes");
        }
        return UserQueue.with(context, queue -> {
            if (!yes) {
                QueueStats stats = queue.stats();
                context.streams().err().print("Delete all " + (stats.queued() + stats.parked())
                        + " record(s) of the capture queue? Undelivered events are lost. [y/N] ");
                context.streams().err().flush();
                if (!confirmed()) {
                    context.note("nothing purged");
                    return ExitCode.OK.code();
                }
            }
            PurgeView view = new PurgeView(queue.purge());
            context.note("purged " + view.purged() + " record(s)");
            output.renderer().render(view, () -> view.purged() + "\n", () -> view.purged() + "\n");
            return ExitCode.OK.code();
        });
    }

    private boolean confirmed() {
        try {
            String answer = new BufferedReader(new InputStreamReader(context.streams().in(), StandardCharsets.UTF_8)).readLine();
            return answer != null && answer.strip().toLowerCase(Locale.ROOT).matches("y|yes");
        } catch (IOException e) {
            return false;
        }
    }
}
