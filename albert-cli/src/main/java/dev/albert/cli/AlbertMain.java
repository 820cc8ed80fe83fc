package dev.albert.cli;

import dev.albert.cli.mcp.McpCommand;
import dev.albert.cli.memory.ForgetCommand;
import dev.albert.cli.memory.GetCommand;
import dev.albert.cli.memory.RememberCommand;
import dev.albert.cli.recall.ContextCommand;
import dev.albert.cli.recall.SearchCommand;
import dev.albert.client.cli.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.client.cli.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert}: memory work for developers and scripts. */
@Command(name = "albert",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Remember, search and recall with an Albert memory server.",
        subcommands = {
                RememberCommand.class,
                GetCommand.class,
                SearchCommand.class,
                ContextCommand.class,
                ForgetCommand.class,
                McpCommand.class,
                HelpCommand.class,
        },
        footerHeading = "%nConfiguration:%n",
        footer = {
                "  Flags win over ALBERT_API_URL, ALBERT_API_KEY and ALBERT_PROFILE, which win over",
                "  the profiles of config.json in $ALBERT_CONFIG_DIR, else $XDG_CONFIG_HOME/albert,",
                "  else ~/.config/albert.",
                "%nExamples:",
                "  export ALBERT_API_URL=http://127.0.0.1:8080 ALBERT_API_KEY=alb_...",
                "  albert remember 'The deploy script is ops/deploy.sh' --subject 'Deploy script'",
                "  albert search deploy --limit 5",
                "  albert context 'how do we deploy?' --max-characters 4000",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
                "0:ok",
                "1:not found / no result",
                "2:usage error or invalid input",
                "3:the server refused the request (4xx other than authentication)",
                "4:authentication or permission failure",
                "5:server or network unavailable",
                "6:integrity failure",
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
