package dev.albert.completions;

import dev.albert.client.cli.Streams;
import dev.albert.completions.Executables.Executable;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Run in a JVM of its own by {@link HelpTextTest}: prints {@code <command> --help} of every command of every
 * executable, through its real entry point, at each width given ($COLUMNS), and {@code --version} of each.
 * picocli's own warnings go to this process's stderr, which the test reads.
 */
public final class HelpDump {
    static final String MARK = "=== ";

    public static void main(String[] args) {
        PrintStream report = System.out;
        for (Executable executable : Executables.all()) {
            for (CommandLine command : Executables.walk(executable.tree().get())) {
                List<String> words = new ArrayList<>(Executables.path(command));
                for (String width : args) {
                    words.add("--help");
                    run(report, executable, words, width);
                    words.removeLast();
                }
            }
            run(report, executable, List.of("--version"), "80");
        }
        report.flush();
    }

    private static void run(PrintStream report, Executable executable, List<String> words, String width) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of("COLUMNS", width), Path.of("").toAbsolutePath(), false, false);
        int code = executable.entry().run(words.toArray(String[]::new), streams);
        report.println(MARK + executable.name() + " " + String.join(" ", words) + " @" + width + " rc=" + code);
        report.print(out.toString(StandardCharsets.UTF_8));
        String errors = err.toString(StandardCharsets.UTF_8);
        if (!errors.isEmpty()) {
            report.println("--- stderr");
            report.print(errors);
        }
    }
}
