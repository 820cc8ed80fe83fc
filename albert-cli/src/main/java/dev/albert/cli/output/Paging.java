package dev.albert.cli.output;

import dev.albert.api.Limits;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Inputs;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/** {@code --limit}, {@code --cursor} and {@code --all} for the cursor listings of the server. */
public final class Paging {
    private final CommandContext context;

    @Option(names = "--limit", paramLabel = "<n>", defaultValue = "50", description = "Items per page, 1 to 200 (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--cursor", paramLabel = "<cursor>", description = "Continue after the page that printed this cursor.")
    String cursor;

    @Option(names = "--all", description = "Follow the cursors and list every page.")
    boolean all;

    public Paging(CommandContext context) {
        this.context = context;
    }

    public void validate(CommandSpec spec) {
        Inputs.range(spec, "--limit", limit, Limits.LIST_LIMIT_MIN, Limits.LIST_LIMIT_MAX);
    }

    /** One page and the cursor after it. */
    public record Page<T>(List<T> items, String nextCursor) {
    }

    /**
     * Fetches the first page (or every page with --all) with {@code fetch(limit, cursor)}; when more remain, says on
     * stderr how to continue (unless the output is structured: the JSON carries next_cursor).
     */
    public <P, T> Page<T> fetch(BiFunction<Integer, String, P> fetch, Function<P, List<T>> items, Function<P, String> next,
                                boolean structured, String command) {
        List<T> collected = new ArrayList<>();
        String at = cursor;
        while (true) {
            P page = fetch.apply(limit, at);
            collected.addAll(items.apply(page));
            at = next.apply(page);
            if (at == null || !all) {
                break;
            }
        }
        if (at != null && !structured) {
            context.note("more: " + command + " --cursor " + at);
        }
        return new Page<>(collected, at);
    }
}
