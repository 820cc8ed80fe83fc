package dev.albert.cli;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run builds only the commands its arguments name (Launcher's lazy tree, for start-up): what it prints must be
 * exactly what the whole tree prints, for the root and for every command.
 */
class LazyCommandTreeTest {
    private static CommandLine wholeTree() {
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(PrintStream.nullOutputStream()),
                new PrintStream(PrintStream.nullOutputStream()), Map.of(), Path.of(""), false, false);
        return Launcher.commandLine(AlbertMain.class, CommandContext.of(streams));
    }

    @Test
    void everyCommandsHelpIsTheWholeTreesHelp() {
        List<String> differences = new ArrayList<>();
        compare(wholeTree(), new ArrayList<>(), differences);
        assertEquals(List.of(), differences);
    }

    private static void compare(CommandLine expected, List<String> path, List<String> differences) {
        List<String> args = new ArrayList<>(path);
        args.add("--help");
        ExecutableRun.Result help = ExecutableRun.of(AlbertMain::execute).run(args.toArray(String[]::new));
        if (help.exitCode() != 0 || !help.stdout().equals(expected.getUsageMessage())) {
            differences.add(String.join(" ", args) + " (exit " + help.exitCode() + "):\n" + help.stdout() + help.stderr());
        }
        for (Map.Entry<String, CommandLine> sub : expected.getSubcommands().entrySet()) {
            List<String> next = new ArrayList<>(path);
            next.add(sub.getKey());
            compare(sub.getValue(), next, differences);
        }
    }

    @Test
    void theHelpCommandShowsTheNamedCommandsHelp() {
        ExecutableRun.Result help = ExecutableRun.of(AlbertMain::execute).run("help", "search");
        assertEquals(0, help.exitCode(), help.stderr());
        assertEquals(wholeTree().getSubcommands().get("search").getUsageMessage(), help.stdout());
    }

    @Test
    void aTypoIsAUsageErrorWithSuggestionsFromEveryCommand() {
        ExecutableRun.Result typo = ExecutableRun.of(AlbertMain::execute).run("serch");
        assertEquals(2, typo.exitCode());
        assertTrue(typo.stderr().contains("did you mean: search"), typo.stderr());
    }

    @Test
    void noCommandListsEveryVisibleCommand() {
        ExecutableRun.Result none = ExecutableRun.of(AlbertMain::execute).run();
        assertEquals(2, none.exitCode());
        List<String> visible = wholeTree().getSubcommands().entrySet().stream()
                .filter(sub -> !sub.getValue().getCommandSpec().usageMessage().hidden())
                .map(Map.Entry::getKey).toList();
        assertTrue(none.stderr().startsWith("error: missing command; choose one of: " + String.join(", ", visible) + "\n"),
                none.stderr());
        assertTrue(none.stderr().contains(wholeTree().getUsageMessage()), none.stderr());
    }

    @Test
    void versionNamesTheExecutable() {
        ExecutableRun.Result version = ExecutableRun.of(AlbertMain::execute).run("--version");
        assertEquals(0, version.exitCode());
        assertTrue(version.stdout().startsWith("albert "), version.stdout());
    }
}
