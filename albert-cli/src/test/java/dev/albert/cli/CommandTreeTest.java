package dev.albert.cli;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.CommandPaths;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.client.compat.ToolkitNeeds;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The whole command tree: what compat names exists, and every command's help has an example and the exit codes. */
class CommandTreeTest {
    /** Their stdout is not theirs to format: the export document itself, and the locked command's own output. */
    private static final Set<String> RAW_OUTPUT = Set.of("export", "lock run", "mcp", "shell"); // mcp: stdout is the MCP protocol; shell: a terminal
    private static final Set<String> EXECUTABLES = Set.of("albert", "albert-admin", "albert-capture", "albert-hook");

    private static CommandLine tree() {
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(PrintStream.nullOutputStream()),
                new PrintStream(PrintStream.nullOutputStream()), Map.of(), Path.of(""), false, false);
        return Launcher.commandLine(AlbertMain.class, CommandContext.of(streams));
    }

    @Test
    void compatUsedByNamesOnlyCommandsThatExist() {
        for (String name : ToolkitNeeds.commands()) {
            assertTrue(EXECUTABLES.contains(name.split(" ")[0]), "not one of our executables: " + name);
        }
        assertEquals(List.of(), CommandPaths.missing(tree(), ToolkitNeeds.commands()));
        assertEquals(List.of("albert no-such-verb"), CommandPaths.missing(tree(), List.of("albert search", "albert no-such-verb")),
                "the check itself can fail");
    }

    @Test
    void everyCommandHasHelpWithAnExampleAndTheExitCodes() {
        List<String> problems = new ArrayList<>();
        for (List<String> path : leaves(tree(), new ArrayList<>())) {
            List<String> args = new ArrayList<>(path);
            args.add("--help");
            ExecutableRun.Result help = ExecutableRun.of(AlbertMain::execute).run(args.toArray(String[]::new));
            if (help.exitCode() != 0 || !help.stdout().contains("Examples:\n  albert ")
                    || !help.stdout().contains("Exit codes:\n")
                    || !RAW_OUTPUT.contains(String.join(" ", path)) && !help.stdout().contains("--output")) {
                problems.add(String.join(" ", path) + ":\n" + help.stdout());
            }
        }
        assertEquals(List.of(), problems);
    }

    private static List<List<String>> leaves(CommandLine at, List<String> path) {
        List<List<String>> out = new ArrayList<>();
        for (Map.Entry<String, CommandLine> sub : at.getSubcommands().entrySet()) {
            if (sub.getKey().equals("help")) {
                continue;
            }
            List<String> next = new ArrayList<>(path);
            next.add(sub.getKey());
            if (sub.getValue().getSubcommands().isEmpty()) {
                out.add(next);
            } else {
                out.addAll(leaves(sub.getValue(), next));
            }
        }
        return out;
    }
}
