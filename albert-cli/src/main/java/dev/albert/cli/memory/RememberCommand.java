package dev.albert.cli.memory;

import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.cli.output.Output;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert remember <text>|-}: stores one memory ({@code POST /v1/memories}) and prints its id. */
@Command(name = "remember",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Store a durable memory and print its id.",
                "Credential-shaped text is refused by the server (exit 3) and never stored.",
                "Text that looks like injected instructions is stored but quarantined: a warning on stderr names the reason codes, and --output json carries quarantined, quarantine_reasons, requested_confidence and confidence_clamped.",
                "A --confidence above the ceiling of the memory's trust is lowered by the server, and a note on stderr says so.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert remember 'The deploy script is ops/deploy.sh' --subject \\",
                "      'Deploy script'",
                "  git log -1 --format=%%B | albert remember - --type decision --project albert",
                "  albert remember 'Prefers tabs over spaces' --type preference --output json",
        })
public final class RememberCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<text>", description = "What to remember, or - to read it from stdin (UTF-8).")
    String text;

    @Option(names = "--subject", paramLabel = "<subject>", description = "A short title (at most 500 characters).")
    String subject;

    @Option(names = "--type", paramLabel = "<type>",
            description = "Memory type, e.g. fact, decision, lesson, procedure, warning, preference (default: fact).")
    String type;

    @Option(names = "--sensitivity", paramLabel = "<level>", converter = Converters.SensitivityConverter.class,
            completionCandidates = Converters.SensitivityNames.class,
            description = "${COMPLETION-CANDIDATES} (default: internal).")
    Sensitivity sensitivity;

    @Option(names = "--project", paramLabel = "<ref>", description = "Project reference (project_ref).")
    String project;

    @Option(names = "--task", paramLabel = "<ref>", description = "Task reference (task_ref).")
    String task;

    @Option(names = "--confidence", paramLabel = "<0..1>", description = "How sure you are, from 0 to 1 (default: 1).")
    Double confidence;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Workspace id (default: the key's own workspace).")
    UUID workspace;

    public RememberCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(MemoryRead.class, WriteNotes.EXTRA_FIELDS);
        Inputs.maxLength(spec, "--subject", subject, Limits.SUBJECT_MAX);
        Inputs.maxLength(spec, "--type", type, Limits.MEMORY_TYPE_MAX);
        Inputs.maxLength(spec, "--project", project, Limits.REF_MAX);
        Inputs.maxLength(spec, "--task", task, Limits.REF_MAX);
        if (confidence != null) {
            Inputs.range(spec, "--confidence", confidence, 0.0, 1.0);
        }
        String content = Inputs.text(spec, context.streams(), text, "text to remember", Limits.MEMORY_CONTENT_MAX);

        MemoryCreate request = new MemoryCreate(workspace, project, task, null, subject, content, type, sensitivity,
                confidence, null, null, null, null);
        MemoryRead memory;
        try (AlbertClient client = connection.connect()) {
            memory = client.createMemory(request);
        }
        WriteNotes.report(context, memory, confidence, true);
        output.render(WriteNotes.annotated(memory, confidence == null ? 1.0 : confidence),
                () -> memory.id().toString(), () -> memory.id().toString());
        return ExitCode.OK.code();
    }
}
