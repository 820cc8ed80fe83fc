package dev.albert.cli.workingmemory;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.Limits;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.api.working.WorkingMemoryUpdate;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert working-memory update <id> --progress <json>} ({@code PATCH /v1/working-memory/{id}}). */
@Command(name = "update",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Record a task's progress (a JSON object that replaces the stored one) and/or push its expiry out.",
                "Exits 3 when the task is no longer active, 4 when another principal owns it.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert working-memory update 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d --progress '{\"step\": 3, \"of\": 5}'",
                "  jq -n '{step: \"tests\"}' | albert working-memory update 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d --progress - --expires-in 1h",
        })
public final class WorkingMemoryUpdateCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The working memory's id.")
    UUID id;

    @Option(names = "--progress", paramLabel = "<json>", description = "The progress as a JSON object, or - to read it from stdin.")
    String progress;

    @Option(names = "--expires-in", paramLabel = "<duration>", converter = Converters.DurationConverter.class,
            description = "Expire this long from now, 60s to 7d, e.g. 30m.")
    Duration expiresIn;

    public WorkingMemoryUpdateCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(WorkingMemoryRead.class);
        Integer seconds = Durations.seconds(spec, "--expires-in", expiresIn, Limits.WORKING_EXPIRES_MIN, Limits.WORKING_EXPIRES_MAX);
        if (progress == null && seconds == null) {
            throw new ParameterException(spec.commandLine(), "nothing to change; give --progress or --expires-in");
        }
        Map<String, Object> value = progress == null ? null : object(spec, Inputs.text(spec, context.streams(), progress,
                "progress", Limits.WORKING_DESCRIPTION_MAX));
        WorkingMemoryRead w;
        try (AlbertClient client = connection.connect()) {
            w = client.updateWorkingMemory(id, new WorkingMemoryUpdate(value, seconds));
        }
        output.render(w, () -> WorkingMemoryViews.details(w), () -> WorkingMemoryViews.plain(w));
        return ExitCode.OK.code();
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(CommandSpec spec, String json) {
        JsonNode node;
        try {
            node = Json.mapper().readTree(json);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "--progress is not JSON: "
                    + dev.albert.clikit.Text.oneLine(e instanceof com.fasterxml.jackson.core.JacksonException j ? j.getOriginalMessage() : e.getMessage()));
        }
        if (node == null || !node.isObject()) {
            throw new ParameterException(spec.commandLine(), "--progress must be a JSON object, e.g. {\"step\": 2}");
        }
        return Json.mapper().convertValue(node, Map.class);
    }
}
