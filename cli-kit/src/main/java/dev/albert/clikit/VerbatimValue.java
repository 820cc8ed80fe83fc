package dev.albert.clikit;

import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.Stack;

/**
 * An option's value taken as the next argument whatever it looks like ({@code parameterConsumer = VerbatimValue.class}):
 * for opaque values a server made, such as a lock token, which is random URL-safe text and begins with {@code -} one
 * time in 64. picocli would read {@code --token -VDIk…} as a clustered {@code -V} option and refuse it.
 * {@code --token=…} needs nothing of this; the value still goes through the option's type conversion.
 */
public final class VerbatimValue implements IParameterConsumer {
    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
        if (args.isEmpty()) {
            String name = argSpec instanceof OptionSpec option ? option.longestName() : argSpec.paramLabel();
            throw new MissingParameterException(commandSpec.commandLine(), argSpec,
                    "Missing required parameter for option '" + name + "' (" + argSpec.paramLabel() + ")");
        }
        argSpec.setValue(args.pop());
    }
}
