package dev.albert.cli.memory;

import dev.albert.api.Limits;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryRead;
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
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert supersede <id> <text>}: a new claim replaces an old one, which stays in history. */
@Command(name = "supersede",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Replace a memory with a new one: the old one stops being valid now (valid_until) and links to its successor, so search returns only the new claim while history keeps both.",
                "Prints the new memory's id. Subject, type and sensitivity are kept from the old memory unless given.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert supersede 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 'Production deploys go to eu-north since March'",
                "  git log -1 --format=%%B | albert supersede 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 - --type decision",
        })
public final class SupersedeCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    MemoryFields fields;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The memory being replaced.")
    UUID id;

    @Parameters(index = "1", paramLabel = "<text>", description = "The new claim, or - to read it from stdin (UTF-8).")
    String text;

    public SupersedeCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(MemoryRead.class, WriteNotes.EXTRA_FIELDS);
        fields.validate(spec);
        String content = Inputs.text(spec, context.streams(), text, "new text", Limits.MEMORY_CONTENT_MAX);
        MemoryCreate replacement = new MemoryCreate(null, null, null, null, fields.subject, content, fields.type,
                fields.sensitivity, fields.confidence, null, null, null, fields.trust);
        MemoryRead memory;
        try (AlbertClient client = connection.connect()) {
            memory = client.supersedeMemory(id, replacement);
        }
        WriteNotes.report(context, memory, fields.confidence, true);
        if (!output.structured()) {
            context.note("Superseded " + id + " with " + memory.id());
        }
        output.render(WriteNotes.annotated(memory, fields.confidence == null ? 1.0 : fields.confidence),
                () -> memory.id().toString(), () -> memory.id().toString());
        return ExitCode.OK.code();
    }
}
