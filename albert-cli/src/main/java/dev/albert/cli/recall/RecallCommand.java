package dev.albert.cli.recall;

import dev.albert.api.Limits;
import dev.albert.cli.output.Output;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.VerboseOption;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * A command that runs one query through the server's retrievers ({@code search}, {@code explain}): the
 * connection, the recall filters, the output format, and the query read and checked before any network call.
 * Each command declares its own {@code <query>} parameter, whose help says what the query is for.
 */
public abstract class RecallCommand implements Callable<Integer> {
    protected final CommandContext context;

    @Spec
    protected CommandSpec spec;

    @Mixin
    protected ConnectionOptions connection;

    @Mixin
    protected RecallOptions filters;

    @Mixin
    protected Output output;

    @Mixin
    VerboseOption verbose;

    protected RecallCommand(CommandContext context) {
        this.context = context;
    }

    /** The query (from the argument, or stdin for {@code -}), after the filters were checked. */
    protected String checkedQuery(String raw) {
        filters.validate(spec);
        return Inputs.text(spec, context.streams(), raw, "query", Limits.QUERY_MAX);
    }
}
