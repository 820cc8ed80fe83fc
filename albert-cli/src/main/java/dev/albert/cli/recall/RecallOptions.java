package dev.albert.cli.recall;

import dev.albert.api.Limits;
import dev.albert.clikit.Converters;
import dev.albert.clikit.Inputs;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** The filters {@code search} and {@code context} share (the scope and filter fields of a search request). */
public final class RecallOptions {
    @Option(names = "--limit", paramLabel = "<n>", defaultValue = "10", description = "At most this many hits, 1 to 100 (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--type", paramLabel = "<type>", description = "Only memories of this type; repeatable.")
    List<String> types = new ArrayList<>();

    @Option(names = "--project", paramLabel = "<ref>", description = "Only memories with this project_ref.")
    String project;

    @Option(names = "--task", paramLabel = "<ref>", description = "Only memories with this task_ref.")
    String task;

    @Option(names = "--no-graph", description = "Leave out relationship hits from the knowledge graph.")
    boolean noGraph;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only this workspace (default: the key's own workspace, or all for an organization key).")
    UUID workspace;

    /** The search request for {@code query} with these filters. */
    public dev.albert.api.search.SearchRequest request(String query) {
        return new dev.albert.api.search.SearchRequest(workspace, project, task, null, query, limit, typesOrNull(), null,
                null, includeGraph(), null);
    }

    /** Checks the values before any network call. */
    public void validate(CommandSpec spec) {
        Inputs.range(spec, "--limit", limit, 1, Limits.SEARCH_LIMIT_MAX);
        Inputs.maxLength(spec, "--project", project, Limits.REF_MAX);
        Inputs.maxLength(spec, "--task", task, Limits.REF_MAX);
        for (String type : types) {
            Inputs.maxLength(spec, "--type", type, Limits.MEMORY_TYPE_MAX);
        }
    }

    List<String> typesOrNull() {
        return types.isEmpty() ? null : List.copyOf(types);
    }

    Boolean includeGraph() {
        return noGraph ? Boolean.FALSE : null;
    }
}
