package dev.albert.cli.recall;

import dev.albert.api.search.HitKind;
import dev.albert.api.search.SearchHit;
import dev.albert.api.search.SearchRequest;
import dev.albert.api.search.SearchResponse;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** {@code albert search <query>}: hybrid search ({@code POST /v1/search}). */
@Command(name = "search",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Search memories by keyword, meaning and relationship, best first.",
                "Exits 1 when nothing matches. Degraded backends are reported on stderr.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert search 'deploy script'",
                "  albert search postgres --type decision --type lesson --limit 5",
                "  albert search 'release checklist' --project albert --no-graph --output json",
                "  albert search deploy --output plain | cut -f1     # ids only",
        })
public final class SearchCommand extends RecallCommand {
    @Parameters(index = "0", paramLabel = "<query>", description = "What to look for, or - to read it from stdin.")
    String query;

    public SearchCommand(CommandContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        output.expect(SearchHit.class);
        String text = checkedQuery(query);
        SearchRequest request = filters.request(text);
        SearchResponse response;
        try (AlbertClient client = connection.connect()) {
            response = client.search(request);
        }
        List<SearchHit> hits = Objects.requireNonNullElse(response.hits(), List.of());
        for (String degraded : Objects.requireNonNullElse(response.degraded(), List.<String>of())) {
            context.warn("search degraded: " + degraded);
        }
        output.render(response, hits, () -> table(hits), () -> plain(hits));
        if (hits.isEmpty()) {
            if (!output.structured()) {
                context.note("No memories match '" + Renderer.oneLine(text) + "'.");
            }
            return ExitCode.NOT_FOUND.code();
        }
        return ExitCode.OK.code();
    }

    private static String table(List<SearchHit> hits) {
        if (hits.isEmpty()) {
            return "";
        }
        Table table = Table.of("rank", "score", "backends", "subject", "id");
        int rank = 1;
        for (SearchHit hit : hits) {
            table.row(rank++, score(hit), backends(hit), title(hit), hit.memoryId());
        }
        return table.render();
    }

    /** Tab-separated {@code id, score, backends, subject}, id first for {@code cut -f1}. */
    private static String plain(List<SearchHit> hits) {
        StringBuilder out = new StringBuilder();
        for (SearchHit hit : hits) {
            out.append(hit.memoryId() == null ? "-" : hit.memoryId()).append('\t')
                    .append(score(hit)).append('\t')
                    .append(backends(hit)).append('\t')
                    .append(Renderer.oneLine(title(hit))).append('\n');
        }
        return out.toString();
    }

    private static String score(SearchHit hit) {
        return String.format(Locale.ROOT, "%.4f", hit.score());
    }

    private static String backends(SearchHit hit) {
        return hit.backends() == null || hit.backends().isEmpty() ? "-" : String.join(",", hit.backends());
    }

    /** The subject; for a relationship hit its sentence ("a uses b"); else the content's first line. */
    static String title(SearchHit hit) {
        if (hit.kind() == HitKind.RELATIONSHIP && hit.content() != null && !hit.content().isBlank()) {
            return hit.content();
        }
        if (hit.subject() != null && !hit.subject().isBlank()) {
            return hit.subject();
        }
        String content = hit.content() == null ? "" : hit.content().strip();
        int newline = content.indexOf('\n');
        return newline < 0 ? content : content.substring(0, newline);
    }
}
