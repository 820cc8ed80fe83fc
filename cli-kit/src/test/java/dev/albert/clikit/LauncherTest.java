package dev.albert.clikit;

import dev.albert.client.HttpFailure;
import dev.albert.client.cli.Streams;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shared command-line plumbing, through a small demo tree. */
class LauncherTest {

    @Command(name = "demo", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
            subcommands = {Show.class, Fail.class, Read.class},
            footerHeading = "%nExamples:%n", footer = "  demo show x")
    static final class Demo implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            return Launcher.missingSubcommand(spec);
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true)
    static final class Show implements Callable<Integer> {
        @Mixin
        OutputOptions output;

        @Parameters(index = "0")
        String value;

        @Override
        public Integer call() {
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("value", value);
            data.put("api_key_like_field", List.of("a", "b"));
            data.put("empty", List.of());
            output.renderer().render(data, List.of(data, Map.of("second", 2)),
                    () -> Table.of("value", "n").row(value, 1).render(), () -> value);
            return 0;
        }
    }

    @Command(name = "fail", mixinStandardHelpOptions = true)
    static final class Fail implements Callable<Integer> {
        @Mixin
        VerboseOption verbose;

        @Option(names = "--status")
        int status;

        @Override
        public Integer call() {
            if (status == 0) {
                throw new IllegalStateException("boom");
            }
            throw new HttpFailure(status, "GET", "/v1/x", null, true);
        }
    }

    @Command(name = "read", mixinStandardHelpOptions = true)
    static final class Read implements Callable<Integer> {
        private final CommandContext context;

        @Spec
        CommandSpec spec;

        @Parameters(index = "0")
        String text;

        Read(CommandContext context) {
            this.context = context;
        }

        @Override
        public Integer call() {
            context.streams().out().println("[" + Inputs.text(spec, context.streams(), text, "text", 20) + "]");
            return 0;
        }
    }

    record Run(int exitCode, String stdout, String stderr) {
    }

    private static Run run(boolean terminal, String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            Streams streams = new Streams(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e, Map.of(),
                    Path.of("").toAbsolutePath(), terminal, terminal);
            code = Launcher.execute(Demo.class, args, streams);
        }
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Run run(String... args) {
        return run(false, "", args);
    }

    @Test
    void parameterErrorsAreOneLinePlusAHelpHint() {
        Run run = run("show", "x", "--bogus");
        assertEquals(2, run.exitCode());
        assertEquals("", run.stdout());
        assertEquals("error: Unknown option: '--bogus'\ntry 'demo show --help'\n", run.stderr());

        Run missing = run("show");
        assertEquals(2, missing.exitCode());
        assertEquals("error: Missing required parameter: '<value>'\ntry 'demo show --help'\n", missing.stderr());

        Run badFormat = run("show", "x", "--output", "yaml");
        assertEquals(2, badFormat.exitCode());
        assertTrue(badFormat.stderr().startsWith("error: Invalid value for option '--output': 'yaml' is not an output format"));
    }

    @Test
    void failuresAreOneLineWithTheirExitCodeAndNoStackTrace() {
        Run forbidden = run("fail", "--status", "403");
        assertEquals(4, forbidden.exitCode());
        assertEquals("error: HTTP 403 Forbidden\n", forbidden.stderr());

        Run bug = run("fail");
        assertEquals(70, bug.exitCode());
        assertEquals(1, bug.stderr().lines().count(), bug.stderr());
        assertTrue(bug.stderr().startsWith("error: unexpected IllegalStateException: boom"));
    }

    @Test
    void verboseAddsTheStackTrace() {
        Run run = run("fail", "--status", "404", "--verbose");
        assertEquals(1, run.exitCode());
        assertTrue(run.stderr().startsWith("error: HTTP 404 Not Found\n"));
        assertTrue(run.stderr().contains("at dev.albert.clikit.LauncherTest$Fail.call"), run.stderr());
    }

    @Test
    void helpAndVersionGoToStdout() {
        Run help = run("--help");
        assertEquals(0, help.exitCode());
        assertTrue(help.stdout().contains("Examples:\n  demo show x"), help.stdout());
        assertEquals("", help.stderr());
        Run version = run("--version");
        assertEquals(0, version.exitCode());
        assertTrue(version.stdout().startsWith("demo "), version.stdout());
    }

    @Test
    void aGroupWithoutItsCommandIsAUsageError() {
        Run run = run();
        assertEquals(2, run.exitCode());
        assertTrue(run.stderr().startsWith("error: missing command; choose one of: show, fail, read\nUsage: demo"), run.stderr());
        assertEquals("", run.stdout());
    }

    @Test
    void outputDefaultsToATableOnATerminalAndPlainOtherwise() {
        assertEquals("hello\n", run("show", "hello").stdout());
        assertEquals("VALUE   N\nhello   1\n", run(true, "", "show", "hello").stdout());
    }

    @Test
    void jsonIsPrettyAndStableWithMapKeysSorted() {
        Run run = run("show", "x", "-o", "json");
        assertEquals("""
                {
                  "api_key_like_field": [
                    "a",
                    "b"
                  ],
                  "empty": [],
                  "value": "x"
                }
                """, run.stdout());
    }

    @Test
    void jsonLinesAreOneCompactObjectPerLine() {
        Run run = run("show", "x", "--output", "JSONL");
        assertEquals("{\"api_key_like_field\":[\"a\",\"b\"],\"empty\":[],\"value\":\"x\"}\n{\"second\":2}\n", run.stdout());
    }

    @Test
    void atFilesAreNotExpandedAndStdinIsReadAsUtf8() {
        assertEquals("[@alice]\n", run("read", "@alice").stdout());
        assertEquals("[Müller 日本]\n", run(false, "Müller 日本\n\n", "read", "-").stdout());
        Run tooLong = run(false, "x".repeat(21), "read", "-");
        assertEquals(2, tooLong.exitCode());
        assertEquals("error: the text is 21 characters long; at most 20 are allowed\ntry 'demo read --help'\n", tooLong.stderr());
        Run wayTooLong = run(false, "x".repeat(200), "read", "-");
        assertEquals("error: the text on stdin is longer than 20 characters\ntry 'demo read --help'\n", wayTooLong.stderr());
        Run empty = run(false, "  \n", "read", "-");
        assertEquals("error: the text is empty\ntry 'demo read --help'\n", empty.stderr());
    }

    @Test
    void invalidUtf8OnStdinIsAUsageError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams streams = new Streams(new ByteArrayInputStream(new byte[] {(byte) 0xC3, (byte) 0x28}),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of(), Path.of("."), false, false);
        assertEquals(2, Launcher.execute(Demo.class, new String[] {"read", "-"}, streams));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("error: the text on stdin is not valid UTF-8"));
    }

    @Test
    void terminalOutputLosesControlCharacters() {
        assertEquals("red\n", run(true, "", "show", "\u001b[31mred", "-o", "plain").stdout().replace("[31m", ""));
        assertFalse(run(true, "", "show", "\u001b[31mred", "-o", "plain").stdout().contains("\u001b"));
        assertTrue(run(false, "", "show", "\u001b[31mred", "-o", "plain").stdout().contains("\u001b"), "pipes get the bytes");
    }

    @Test
    void tablesPadAndCutCells() {
        String rendered = Table.of("a", "bee").row("x", null).row("y".repeat(100), "line\nbreak").render();
        List<String> lines = rendered.lines().toList();
        assertEquals("A" + " ".repeat(Table.MAX_CELL - 1 + 3) + "BEE", lines.get(0));
        assertEquals("x" + " ".repeat(Table.MAX_CELL - 1 + 3) + "-", lines.get(1));
        assertTrue(lines.get(2).startsWith("y".repeat(Table.MAX_CELL - 1) + "…   line break"), lines.get(2));
    }

    @Test
    void detailsAlignFieldsAndKeepTheBody() {
        assertEquals("id:       1\nsubject:  -\n--\nline one\nline two\n",
                Details.of().field("id", 1).field("subject", null).body("line one\nline two").render());
    }
}
