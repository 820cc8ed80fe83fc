package dev.albert.cli;

import dev.albert.cli.episodes.ForgetEpisodeCommand;
import dev.albert.cli.episodes.GetEpisodeCommand;
import dev.albert.cli.episodes.IngestCommand;
import dev.albert.cli.graph.GraphCommand;
import dev.albert.cli.locks.LockCommand;
import dev.albert.cli.mcp.McpCommand;
import dev.albert.cli.memory.ForgetCommand;
import dev.albert.cli.memory.GetCommand;
import dev.albert.cli.memory.HistoryCommand;
import dev.albert.cli.memory.InvalidateCommand;
import dev.albert.cli.memory.RememberCommand;
import dev.albert.cli.memory.SupersedeCommand;
import dev.albert.cli.memory.UpdateCommand;
import dev.albert.cli.portability.ExportCommand;
import dev.albert.cli.portability.ImportCommand;
import dev.albert.cli.workingmemory.WorkingMemoryCommand;
import dev.albert.cli.audit.AuditCommand;
import dev.albert.cli.explain.ExplainCommand;
import dev.albert.cli.stats.StatsCommand;
import dev.albert.cli.profiles.ConfigCommand;
import dev.albert.cli.profiles.LoginCommand;
import dev.albert.cli.review.ReviewCommand;
import dev.albert.cli.timeline.TimelineCommand;
import dev.albert.cli.recall.ContextCommand;
import dev.albert.cli.recall.SearchCommand;
import dev.albert.cli.shell.ShellCommand;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert}: memory work for developers and scripts. */
@Command(name = "albert",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Remember, ingest, search and recall with an Albert memory server; the knowledge graph, task state, locks and the lifecycle of memories.",
        subcommands = {
                RememberCommand.class,
                IngestCommand.class,
                UpdateCommand.class,
                SearchCommand.class,
                ContextCommand.class,
                GetCommand.class,
                GetEpisodeCommand.class,
                ForgetCommand.class,
                ForgetEpisodeCommand.class,
                GraphCommand.class,
                WorkingMemoryCommand.class,
                LockCommand.class,
                ExportCommand.class,
                ImportCommand.class,
                SupersedeCommand.class,
                InvalidateCommand.class,
                HistoryCommand.class,
                ExplainCommand.class,
                TimelineCommand.class,
                StatsCommand.class,
                dev.albert.cli.gc.GcCommand.class,
                dev.albert.cli.capture.CaptureCommand.class,
                ReviewCommand.class,
                AuditCommand.class,
                ConfigCommand.class,
                LoginCommand.class,
                McpCommand.class,
                ShellCommand.class,
                HelpCommand.class,
        },
        footerHeading = "%nConfiguration:%n",
        footer = {
                "  Flags win over ALBERT_API_URL, ALBERT_API_KEY and ALBERT_PROFILE, which win over the profiles of config.json in $ALBERT_CONFIG_DIR, else $XDG_CONFIG_HOME/albert, else ~/.config/albert.",
                "%nExamples:",
                "  export ALBERT_API_URL=http://127.0.0.1:8080 ALBERT_API_KEY=alb_...",
                "  albert remember 'The deploy script is ops/deploy.sh' --subject \\",
                "      'Deploy script'",
                "  albert search deploy --limit 5",
                "  albert context 'how do we deploy?' --max-characters 4000",
        })
public final class AlbertMain implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(args, Streams.system()));
    }

    /** The real entry point: what {@code main} runs, and what tests run in-process. */
    public static int execute(String[] args, Streams streams) {
        return Launcher.execute(AlbertMain.class, args, streams);
    }

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
