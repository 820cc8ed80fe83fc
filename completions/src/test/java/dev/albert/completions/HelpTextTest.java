package dev.albert.completions;

import dev.albert.api.ToolkitVersion;
import dev.albert.cli.AlbertMain;
import dev.albert.client.cli.Streams;
import dev.albert.completions.Executables.Executable;
import dev.albert.hook.HookClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every command's help, of every executable, rendered through the real entry points at 80 and 120 columns
 * in a JVM of its own (picocli writes its warnings to that process's stderr): no warning, no line wider than
 * the terminal, no URL, path or dotted name split across lines, summaries that are whole sentences.
 */
class HelpTextTest {
    private static final List<String> WIDTHS = List.of("80", "120");
    /** Wide enough that nothing of ours wraps: the words every narrower rendering must keep whole. */
    private static final String REFERENCE_WIDTH = "200";

    private static List<Block> blocks;
    private static String childErrors;

    record Block(String executable, String args, int width, int exitCode, List<String> stdout, List<String> stderr) {
    }

    @BeforeAll
    static void renderEveryHelp(@org.junit.jupiter.api.io.TempDir Path temp) throws Exception {
        Path out = temp.resolve("help.txt");
        Path err = temp.resolve("help.err");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), HelpDump.class.getName()));
        command.addAll(WIDTHS);
        command.add(REFERENCE_WIDTH);
        Process child = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        if (!child.waitFor(10, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            fail("rendering the help did not finish");
        }
        childErrors = Files.readString(err);
        assertEquals(0, child.exitValue(), "the help renderer failed: " + childErrors);
        blocks = parse(Files.readAllLines(out));
    }

    @Test
    void picocliPrintsNoWarning() {
        assertEquals("", childErrors, "stderr of the help rendering (picocli warnings)");
    }

    @Test
    void everyCommandHasHelpThatExitsZeroWithNothingOnStderr() {
        List<Block> helps = helps();
        assertTrue(helps.size() > 40, "the command trees were walked: " + helps.size());
        for (Block help : helps) {
            assertEquals(0, help.exitCode(), help.executable() + " " + help.args());
            assertEquals(List.of(), help.stderr(), help.executable() + " " + help.args());
            assertTrue(help.stdout().getFirst().startsWith("Usage: "), help.executable() + " " + help.args());
        }
    }

    @Test
    void noLineIsWiderThanTheTerminal() {
        for (Block help : helps()) {
            for (String line : help.stdout()) {
                assertTrue(line.length() <= help.width(),
                        help.executable() + " " + help.args() + " at " + help.width() + " columns: " + line);
            }
        }
    }

    @Test
    void noUrlPathOrDottedNameIsSplitAcrossLines() {
        Map<String, Block> reference = new java.util.HashMap<>();
        helps().stream().filter(b -> b.width() == Integer.parseInt(REFERENCE_WIDTH))
                .forEach(b -> reference.put(b.executable() + " " + b.args(), b));
        for (Block help : helps()) {
            Block wide = reference.get(help.executable() + " " + help.args());
            String split = splitWord(wide.stdout(), help.stdout());
            if (split != null) {
                fail(help.executable() + " " + help.args() + " at " + help.width() + " columns splits '" + split + "':\n"
                        + String.join("\n", help.stdout()));
            }
        }
    }

    @Test
    void theSplitDetectorFindsWhatPicocliUsedToPrint() {
        List<String> whole = List.of("  --url=<url>  Albert's base URL (default: the profile's url, else http://127.0.0.1:8080).",
                "  memory.restricted keys.manage capture.write");
        assertEquals("http://127.0.0.1:8080).", splitWord(whole, List.of("  --url=<url>  Albert's base URL (default: the",
                "                 profile's url, else http://127.", "                 0.0.1:8080).",
                "  memory.restricted keys.manage capture.write")));
        assertEquals("keys.manage", splitWord(whole, List.of(whole.getFirst(), "  memory.restricted keys.", "  manage capture.write")));
        assertEquals(null, splitWord(whole, List.of("  --url=<url>  Albert's base URL (default: the profile's", "    url, else",
                "    http://127.0.0.1:8080).", "  memory.restricted", "  keys.manage capture.write")));
    }

    @Test
    void everySummaryIsAWholeSentence() {
        for (Executable executable : Executables.all()) {
            for (CommandLine command : Executables.walk(executable.tree().get())) {
                String[] description = command.getCommandSpec().usageMessage().description();
                String name = command.getCommandSpec().qualifiedName();
                assertTrue(description.length > 0 && !description[0].isBlank(), name + " has no description");
                assertTrue(description[0].strip().matches("(?s).*[.!?)]"), name + "'s summary ends mid-sentence: " + description[0]);
            }
        }
    }

    @Test
    void everyExecutableAnswersVersionWithTheBuildsVersion() throws IOException {
        assertNotEquals(ToolkitVersion.UNKNOWN, ToolkitVersion.current(), "the build wrote the version");
        for (Block version : blocks.stream().filter(b -> b.args().equals("--version")).toList()) {
            assertEquals(0, version.exitCode(), version.executable());
            assertEquals(List.of(version.executable() + " " + ToolkitVersion.current()), version.stdout(), version.executable());
        }
        assertEquals(Executables.all().size(), blocks.stream().filter(b -> b.args().equals("--version")).count());
        // albert-hook: on stderr, because its stdout belongs to the host.
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, HookClient.run(new String[] {"--version"}, new ByteArrayInputStream(new byte[0]), out, err,
                Map.of(), "/", System.currentTimeMillis()));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals("albert-hook " + ToolkitVersion.current(), err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void aMistypedCommandIsAUsageErrorWithASuggestionEvenWithHelp() {
        for (List<String> args : List.of(List.of("serch"), List.of("serch", "--help"))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), Map.of(), Path.of("").toAbsolutePath(), false, false);
            assertEquals(2, AlbertMain.execute(args.toArray(String[]::new), streams), String.join(" ", args));
            assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing on stdout for " + args);
            assertTrue(err.toString(StandardCharsets.UTF_8).contains("did you mean: search"), err.toString(StandardCharsets.UTF_8));
        }
    }

    /**
     * A word of the wide rendering that the narrow one does not have whole (it was cut across lines), or null:
     * wrapping may only move words to the next line, never break one.
     */
    static String splitWord(List<String> wide, List<String> narrow) {
        Map<String, Long> have = words(narrow);
        for (Map.Entry<String, Long> word : words(wide).entrySet()) {
            if (have.getOrDefault(word.getKey(), 0L) < word.getValue()) {
                return word.getKey();
            }
        }
        return null;
    }

    private static Map<String, Long> words(List<String> lines) {
        return lines.stream().flatMap(line -> java.util.Arrays.stream(line.strip().split("\\s+")))
                .filter(word -> !word.isEmpty())
                .collect(java.util.stream.Collectors.groupingBy(word -> word, java.util.stream.Collectors.counting()));
    }

    private static List<Block> helps() {
        return blocks.stream().filter(b -> b.args().endsWith("--help")).toList();
    }

    private static List<Block> parse(List<String> lines) {
        List<Block> parsed = new ArrayList<>();
        Pattern header = Pattern.compile(Pattern.quote(HelpDump.MARK) + "(\\S+) ?(.*) @(\\d+) rc=(-?\\d+)");
        Matcher current = null;
        List<String> out = new ArrayList<>();
        List<String> err = new ArrayList<>();
        boolean inErr = false;
        for (String line : lines) {
            Matcher m = header.matcher(line);
            if (m.matches()) {
                if (current != null) {
                    parsed.add(block(current, out, err));
                }
                current = m;
                out = new ArrayList<>();
                err = new ArrayList<>();
                inErr = false;
            } else if (line.equals("--- stderr")) {
                inErr = true;
            } else {
                (inErr ? err : out).add(line);
            }
        }
        if (current != null) {
            parsed.add(block(current, out, err));
        }
        return parsed;
    }

    private static Block block(Matcher header, List<String> out, List<String> err) {
        return new Block(header.group(1), header.group(2), Integer.parseInt(header.group(3)), Integer.parseInt(header.group(4)),
                List.copyOf(out), List.copyOf(err));
    }
}
