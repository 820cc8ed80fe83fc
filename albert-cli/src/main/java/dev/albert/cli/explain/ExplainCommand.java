package dev.albert.cli.explain;

import dev.albert.api.explain.ExplainResponse;
import dev.albert.api.explain.ExplainedHit;
import dev.albert.api.explain.RetrieverRank;
import dev.albert.cli.recall.RecallCommand;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Table;
import dev.albert.clikit.Text;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/** {@code albert explain <query>}: why each hit of a search came back ({@code POST /v1/search/explain}). */
@Command(name = "explain",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Explain a search: for each hit, which retrievers (lexical, vector, graph) found it, its rank and score in each, and what each rank added to the fused score (1 / (60 + rank)); the scope searched and any degraded backend.",
                "Takes the same filters as search; exits 1 when nothing matches.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert explain 'where do production deploys go'",
                "  albert explain postgres --project shop --output json | jq '.hits[0].retrievers'",
        })
public final class ExplainCommand extends RecallCommand {
    @Parameters(index = "0", paramLabel = "<query>", description = "The search to explain, or - to read it from stdin.")
    String query;

    public ExplainCommand(CommandContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        output.expect(ExplainedHit.class);
        String text = checkedQuery(query);
        ExplainResponse response;
        try (AlbertClient client = connection.connect()) {
            response = client.explain(filters.request(text));
        }
        for (String degraded : Objects.requireNonNullElse(response.degraded(), List.<String>of())) {
            context.warn("degraded: " + degraded);
        }
        List<ExplainedHit> hits = Objects.requireNonNullElse(response.hits(), List.of());
        if (!output.structured()) {
            context.note("scope: workspace " + (response.workspaceId() == null ? "all" : response.workspaceId())
                    + (response.projectRef() == null ? "" : ", project " + response.projectRef())
                    + "; candidates " + response.candidates().entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")));
        }
        output.render(response, hits, () -> table(hits), () -> plain(hits));
        if (hits.isEmpty()) {
            if (!output.structured()) {
                context.note("No memories match '" + Text.oneLine(text) + "'.");
            }
            return ExitCode.NOT_FOUND.code();
        }
        return ExitCode.OK.code();
    }

    private static String table(List<ExplainedHit> hits) {
        if (hits.isEmpty()) {
            return "";
        }
        Table table = Table.of("rank", "score", "retriever", "rank in it", "its score", "rrf", "subject");
        for (ExplainedHit hit : hits) {
            boolean first = true;
            for (RetrieverRank r : hit.retrievers()) {
                table.row(first ? hit.rank() : "", first ? number(hit.score()) : "", r.retriever(), r.rank(),
                        number(r.score()), number(r.rrfContribution()), first ? hit.subject() : "");
                first = false;
            }
        }
        return table.render();
    }

    /** One line per hit and retriever: {@code rank, memory-id, retriever, rank-in-it, its-score, rrf}. */
    private static String plain(List<ExplainedHit> hits) {
        StringBuilder out = new StringBuilder();
        for (ExplainedHit hit : hits) {
            for (RetrieverRank r : hit.retrievers()) {
                out.append(hit.rank()).append('\t').append(hit.memoryId() == null ? "-" : hit.memoryId()).append('\t')
                        .append(r.retriever()).append('\t').append(r.rank()).append('\t').append(number(r.score()))
                        .append('\t').append(number(r.rrfContribution())).append('\n');
            }
        }
        return out.toString();
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.4f", value);
    }
}
