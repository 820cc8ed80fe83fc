package dev.albert.cli.workingmemory;

import dev.albert.api.Limits;
import dev.albert.api.working.WorkingMemoryCreate;
import dev.albert.api.working.WorkingMemoryRead;
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

import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert working-memory start <task>} ({@code POST /v1/working-memory}). */
@Command(name = "start",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Start tracking a task: prints the working memory's id (and, with --lock, the lock's id, fence and token).",
                "The task id is unique in the organization: starting the same task again exits 3.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert working-memory start release-42 --description 'Cut release 4.2'",
                "  albert working-memory start migrate-db --resource-type database --resource orders --lock --expires-in 2h",
        })
public final class WorkingMemoryStartCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<task>", description = "The task's id (task_id), unique in the organization.")
    String task;

    @Option(names = "--description", paramLabel = "<text>", description = "What the task is, or - for stdin (default: the task id).")
    String description;

    @Option(names = "--resource-type", paramLabel = "<type>", description = "The kind of resource the task works on, e.g. repository.")
    String resourceType;

    @Option(names = "--resource", paramLabel = "<ref>", description = "The resource the task works on (resource_ref).")
    String resource;

    @Option(names = "--lock", description = "Also lock the resource for the task (needs locks.acquire, --resource-type and --resource).")
    boolean lock;

    @Option(names = "--expires-in", paramLabel = "<duration>", converter = Converters.DurationConverter.class,
            description = "When the task expires if not completed, 60s to 7d, e.g. 2h (default: 2h).")
    Duration expiresIn;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Workspace id (default: the key's own workspace).")
    UUID workspace;

    public WorkingMemoryStartCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(WorkingMemoryRead.class);
        if (task.isBlank()) {
            throw new ParameterException(spec.commandLine(), "<task> must not be empty");
        }
        Inputs.maxLength(spec, "<task>", task, Limits.TASK_ID_MAX);
        Inputs.maxLength(spec, "--resource-type", resourceType, Limits.RESOURCE_TYPE_MAX);
        Inputs.maxLength(spec, "--resource", resource, Limits.RESOURCE_REF_MAX);
        if (lock && (resourceType == null || resource == null)) {
            throw new ParameterException(spec.commandLine(), "--lock needs --resource-type and --resource");
        }
        Integer seconds = Durations.seconds(spec, "--expires-in", expiresIn, Limits.WORKING_EXPIRES_MIN, Limits.WORKING_EXPIRES_MAX);
        String text = description == null ? task
                : Inputs.text(spec, context.streams(), description, "description", Limits.WORKING_DESCRIPTION_MAX);
        WorkingMemoryRead created;
        try (AlbertClient client = connection.connect()) {
            created = client.createWorkingMemory(new WorkingMemoryCreate(task, text, workspace, resourceType, resource,
                    seconds, lock ? Boolean.TRUE : null));
        }
        output.render(created, () -> WorkingMemoryViews.details(created), () -> WorkingMemoryViews.plain(created));
        return ExitCode.OK.code();
    }
}
