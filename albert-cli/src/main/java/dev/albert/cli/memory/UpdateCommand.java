package dev.albert.cli.memory;

import dev.albert.api.Limits;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.MemoryUpdate;
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

import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert update <id>}: changes fields of a memory in place ({@code PATCH /v1/memories/{id}}). */
@Command(name = "update",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Change a memory in place: only the fields you give are changed. New text is screened and re-indexed.",
                "To record that a claim changed while keeping the old one in its history, use supersede instead.",
                "Warns on stderr when the new text is quarantined or the confidence is lowered to the trust's ceiling.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert update 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --subject 'Deploy script (v2)'",
                "  echo 'The deploy script is ops/deploy.sh --prod' | albert update 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --content -",
                "  albert update 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --valid-until 2026-12-31T00:00:00Z --output json",
        })
public final class UpdateCommand implements Callable<Integer> {
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

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The memory's id.")
    UUID id;

    @Option(names = "--content", paramLabel = "<text>", description = "New content, or - to read it from stdin (UTF-8).")
    String content;

    @Option(names = "--valid-until", paramLabel = "<time>", converter = Converters.InstantConverter.class,
            description = "When the memory stops being valid (ISO-8601, e.g. 2026-12-31T00:00:00Z).")
    Instant validUntil;

    public UpdateCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(MemoryRead.class, WriteNotes.EXTRA_FIELDS);
        fields.validate(spec);
        String text = content == null ? null
                : Inputs.text(spec, context.streams(), content, "content", Limits.MEMORY_CONTENT_MAX);
        if (!fields.any() && text == null && validUntil == null) {
            throw new ParameterException(spec.commandLine(),
                    "nothing to change; give --subject, --content, --type, --sensitivity, --confidence, --trust or --valid-until");
        }
        MemoryUpdate update = new MemoryUpdate(fields.subject, text, fields.type, fields.sensitivity, fields.confidence,
                validUntil, null, fields.trust);
        MemoryRead memory;
        try (AlbertClient client = connection.connect()) {
            memory = client.updateMemory(id, update);
        }
        WriteNotes.report(context, memory, fields.confidence, true);
        output.render(WriteNotes.annotated(memory, fields.confidence), () -> MemoryViews.details(memory),
                () -> memory.id().toString());
        return ExitCode.OK.code();
    }
}
