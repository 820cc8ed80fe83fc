package dev.albert.clikit;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;

import java.util.Optional;

/**
 * {@code -h, --help} and {@code -V, --version} ({@code mixinStandardHelpOptions = true}) without picocli reflecting over
 * its own help mixin on every run. {@link CommandModelWriter} writes the two options' annotations out of picocli's
 * mixin into {@code StandardHelpOptions_CommandModel}; this object holds their values, as picocli's mixin does.
 */
final class StandardHelpOptions {
    /** The key picocli files its help mixin under ({@link CommandSpec#mixinStandardHelpOptions()} looks for it). */
    static final String MIXIN_KEY = "mixinStandardHelpOptions";
    /** The mixin whose annotations the build reads: picocli's own, not public. */
    static final String PICOCLI_MIXIN = "picocli.CommandLine$AutoHelpMixin";

    boolean helpRequested;
    boolean versionRequested;

    /** As {@link CommandSpec#mixinStandardHelpOptions(boolean) spec.mixinStandardHelpOptions(true)}. */
    static void mixInto(CommandSpec spec) throws Exception {
        Optional<CommandModel> model = CommandModel.of(StandardHelpOptions.class);
        if (model.isEmpty() || spec.scopeType() == ScopeType.INHERIT || spec.inherited()) {
            spec.mixinStandardHelpOptions(true);   // picocli's way: also passes them on to subcommands
            return;
        }
        CommandSpec mixin = model.get().spec(new StandardHelpOptions(), CommandLine.defaultFactory());
        for (String name : mixin.optionsMap().keySet()) {
            if (spec.optionsMap().containsKey(name)) {
                return;   // the command has its own -h or --version: picocli then adds none either
            }
        }
        spec.addMixin(MIXIN_KEY, mixin);
    }
}
