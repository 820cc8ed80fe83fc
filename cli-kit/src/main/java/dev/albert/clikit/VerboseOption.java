package dev.albert.clikit;

import picocli.CommandLine.Option;

/** {@code --verbose}: where configuration came from, and stack traces on errors. */
public final class VerboseOption {
    private final CommandContext context;

    public VerboseOption(CommandContext context) {
        this.context = context;
    }

    @Option(names = "--verbose", description = "Show where the configuration came from, and stack traces on errors.")
    void verbose(boolean verbose) {
        if (verbose) { // never reset: picocli also calls setters to apply defaults
            context.verbose(true);
        }
    }
}
