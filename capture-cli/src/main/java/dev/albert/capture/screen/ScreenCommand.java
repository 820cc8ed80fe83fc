package dev.albert.capture.screen;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.CommandExitCodes;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.safety.ContentScreen;
import dev.albert.safety.Redaction;
import dev.albert.safety.ScreenResult;
import dev.albert.safety.SecretScanner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.Map;

/**
 * {@code albert-capture screen [FILE|-]}: the same secret screening and injection scan the capture
 * client and the server apply, for people and scripts. Nothing leaves the machine.
 */
@Command(name = "screen",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Screen text for credentials and injected instructions, as capture and the server do.",
                "Reports rule, line and column (counted from 1 in the input as given), never the secret itself.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  git diff | albert-capture screen",
                "  albert-capture screen notes.md --output json",
                "  albert-capture screen --redact session.log > session.redacted.log",
        })
public final class ScreenCommand implements Callable<Integer>, CommandExitCodes {
    @Override
    public Map<ExitCode, String> exitCodes() {
        return Map.of(
                ExitCode.OK, "clean: nothing found",
                ExitCode.NOT_FOUND, "something was found (with --redact: the redacted text is still printed)",
                ExitCode.USAGE, "usage error, unreadable input or input that is not UTF-8 text");
    }


    /** Far above any text a person screens; stops a mistaken `screen /dev/zero` from eating the heap. */
    static final int MAX_INPUT_BYTES = 64 * 1024 * 1024;

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE|-", defaultValue = "-",
            description = "The file to screen, or - for stdin (the default).")
    String input;

    @Option(names = "--redact",
            description = "Print the text with every secret replaced by [REDACTED:<rule>]; findings, injected instructions included, go to stderr (as JSON with --output json).")
    boolean redact;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    public ScreenCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape: {@code {"findings":[…]}}. */
    public record Report(List<Finding> findings) {
    }

    @Override
    public Integer call() {
        String text = decode(read());
        List<Finding> findings;
        if (redact) {
            // Secrets are replaced; injected instructions cannot be cut out of a text, so they are
            // reported (reason code, line, column) and the server quarantines what carries them.
            StringBuilder redacted = new StringBuilder(text.length());
            findings = new ArrayList<>();
            for (Chunks.Chunk chunk : Chunks.of(text, SecretScanner.MAX_SCREENED_CHARS)) {
                String piece = text.substring(chunk.start(), chunk.end());
                Redaction redaction = SecretScanner.standard().redact(piece);
                redacted.append(redaction.text());
                findings.addAll(shifted(findings(new ScreenResult(redaction.findings(),
                        ContentScreen.standard().screen(piece).injections())), chunk));
            }
            context.streams().out().print(redacted);
            context.streams().out().flush();
            if (output.renderer().structured()) {
                context.streams().err().println(Renderer.toJson(new Report(findings)));
            } else {
                findings.forEach(f -> context.streams().err().println(plainLine(f)));
                long injections = findings.stream().filter(f -> f.kind().equals("injection")).count();
                if (injections > 0) {
                    context.streams().err().println("note: " + injections
                            + " injected instruction(s) reported above are not redacted; the server quarantines them");
                }
            }
        } else {
            findings = new ArrayList<>();
            for (Chunks.Chunk chunk : Chunks.of(text, SecretScanner.MAX_SCREENED_CHARS)) {
                findings.addAll(shifted(findings(ContentScreen.standard().screen(
                        text.substring(chunk.start(), chunk.end()))), chunk));
            }
            Renderer renderer = output.renderer();
            if (findings.isEmpty() && !renderer.structured()) {
                context.streams().err().println("clean: no credentials or injected instructions found");
            } else {
                renderer.render(new Report(findings), findings, () -> table(findings), () -> plain(findings));
            }
        }
        return findings.isEmpty() ? ExitCode.OK.code() : ExitCode.NOT_FOUND.code();
    }

    /** Findings of a chunk, placed in the whole text. */
    private static List<Finding> shifted(List<Finding> findings, Chunks.Chunk chunk) {
        if (chunk.start() == 0) {
            return findings;
        }
        List<Finding> out = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            int column = f.line() == 1 ? f.column() + chunk.firstColumnOffset() : f.column();
            out.add(new Finding(f.kind(), f.rule(), f.line() + chunk.firstLine() - 1, column, f.fingerprint(), f.detail()));
        }
        return out;
    }

    private static List<Finding> findings(ScreenResult result) {
        List<Finding> all = new ArrayList<>();
        result.secrets().forEach(f -> all.add(Finding.of(f)));
        result.injections().forEach(f -> all.add(Finding.of(f)));
        all.sort(Comparator.comparingInt(Finding::line).thenComparingInt(Finding::column));
        return all;
    }

    private byte[] read() {
        try {
            if ("-".equals(input)) {
                return readBounded(context.streams().in(), "stdin");
            }
            Path file = context.streams().workingDirectory().resolve(input);
            if (Files.isDirectory(file)) {
                throw new ParameterException(spec.commandLine(), input + " is a directory");
            }
            try (InputStream in = Files.newInputStream(file)) {
                return readBounded(in, input);
            }
        } catch (NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "no such file: " + input);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read " + input + ": " + e.getMessage());
        }
    }

    private byte[] readBounded(InputStream in, String what) throws IOException {
        byte[] bytes = in.readNBytes(MAX_INPUT_BYTES + 1);
        if (bytes.length > MAX_INPUT_BYTES) {
            throw new ParameterException(spec.commandLine(),
                    what + " is larger than " + (MAX_INPUT_BYTES >> 20) + " MiB; split it first");
        }
        return bytes;
    }

    private String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new ParameterException(spec.commandLine(),
                    ("-".equals(input) ? "stdin" : input) + " is not UTF-8 text");
        }
    }

    private String table(List<Finding> findings) {
        Table table = Table.of("line", "column", "kind", "rule", "fingerprint");
        findings.forEach(f -> table.row(f.line(), f.column(), f.kind(), f.rule(), f.fingerprint()));
        return table.render();
    }

    private String plain(List<Finding> findings) {
        StringBuilder out = new StringBuilder();
        findings.forEach(f -> out.append(plainLine(f)).append('\n'));
        return out.toString();
    }

    /** Compiler style, so editors and grep can jump to it: {@code <source>:<line>:<column>: <kind> <rule>}. */
    private String plainLine(Finding f) {
        String source = "-".equals(input) ? "<stdin>" : input;
        return source + ":" + f.line() + ":" + f.column() + ": " + f.kind() + " " + f.rule();
    }
}
