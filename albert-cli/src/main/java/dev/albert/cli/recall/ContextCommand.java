package dev.albert.cli.recall;

import dev.albert.api.Limits;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.context.ContextResponse;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.cli.output.Output;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;

/** {@code albert context <query>}: an assembled, numbered context block ({@code POST /v1/context/assemble}). */
@Command(name = "context",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Assemble the best-matching memories into one numbered context block for a prompt.",
                "Prints the text (JSON gives the citations too); exits 1 when nothing matches.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert context 'how do we deploy?'",
                "  albert context 'database migrations' --limit 5 --max-characters 4000 > \\",
                "      context.txt",
                "  albert context 'open risks' --project albert --output json | jq \\",
                "      '.citations[].memory_id'",
        })
public final class ContextCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    RecallOptions filters;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<query>", description = "What the context is for, or - to read it from stdin.")
    String query;

    @Option(names = "--max-characters", paramLabel = "<n>", defaultValue = "12000",
            description = "Size budget of the block, 500 to 200000 (default: ${DEFAULT-VALUE}).")
    int maxCharacters;

    public ContextCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(ContextResponse.class);
        filters.validate(spec);
        Inputs.range(spec, "--max-characters", maxCharacters, Limits.CONTEXT_CHARS_MIN, Limits.CONTEXT_CHARS_MAX);
        String text = Inputs.text(spec, context.streams(), query, "query", Limits.QUERY_MAX);
        ContextRequest request = new ContextRequest(filters.workspace, filters.project, filters.task, null, text,
                filters.limit, filters.typesOrNull(), null, null, filters.includeGraph(), null, maxCharacters);
        ContextResponse response;
        try (AlbertClient client = connection.connect()) {
            response = client.assembleContext(request);
        }
        for (String degraded : Objects.requireNonNullElse(response.degraded(), List.<String>of())) {
            context.warn("context degraded: " + degraded);
        }
        String block = Objects.requireNonNullElse(response.context(), "");
        output.render(response, () -> block, () -> block);
        if (block.isBlank()) {
            if (!output.structured()) {
                context.note("No memories match '" + Renderer.oneLine(text) + "'.");
            }
            return ExitCode.NOT_FOUND.code();
        }
        return ExitCode.OK.code();
    }
}
