package dev.albert.clikit;

import picocli.CommandLine.Option;

/** {@code -o/--output table|json|jsonl|plain}; the default is a table on a terminal, plain lines otherwise. */
public final class OutputOptions {
    private final CommandContext context;

    @Option(names = {"-o", "--output"}, paramLabel = "<format>", converter = OutputFormat.Converter.class,
            completionCandidates = OutputFormat.Names.class,
            description = "Output format: ${COMPLETION-CANDIDATES} (default: table on a terminal, else plain).")
    OutputFormat format;

    public OutputOptions(CommandContext context) {
        this.context = context;
    }

    public OutputFormat format() {
        if (format != null) {
            return format;
        }
        return context.streams().stdoutIsTerminal() ? OutputFormat.TABLE : OutputFormat.PLAIN;
    }

    public Renderer renderer() {
        return new Renderer(context.streams(), format());
    }
}
