package dev.albert.cli.review;

import dev.albert.api.Limits;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.QuarantineReview;
import dev.albert.api.memory.ReviewDecision;
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
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert review release|reject <id>} ({@code POST /v1/memories/{id}/quarantine/review}). */
abstract class ReviewDecisionCommand implements Callable<Integer> {
    private final CommandContext context;
    private final ReviewDecision decision;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The quarantined memory's id.")
    UUID id;

    @Option(names = "--note", paramLabel = "<text>", description = "Why (kept in the memory's history, not in the audit log).")
    String note;

    ReviewDecisionCommand(CommandContext context, ReviewDecision decision) {
        this.context = context;
        this.decision = decision;
    }

    @Override
    public Integer call() {
        output.expect(MemoryRead.class);
        Inputs.maxLength(spec, "--note", note, Limits.REVIEW_NOTE_MAX);
        MemoryRead memory;
        try (AlbertClient client = connection.connect()) {
            memory = client.reviewQuarantine(id, new QuarantineReview(decision, note));
        }
        if (!output.structured()) {
            context.note(decision == ReviewDecision.RELEASE
                    ? "Released memory " + id + ": it is searched and assembled again"
                    : "Rejected memory " + id + ": it was erased");
        }
        output.render(memory, () -> "", () -> "");
        return ExitCode.OK.code();
    }

    @Command(name = "release",
            mixinStandardHelpOptions = true,
            versionProvider = VersionProvider.class,
            description = {
                    "Release a quarantined memory: it returns to search and context, and the same text is not quarantined again. Needs memory.review.",
                    "Exits 3 when the memory is not quarantined.",
            },
            footerHeading = "%nExamples:%n",
            footer = "  albert review release 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --note 'quoted from the security runbook'")
    static final class Release extends ReviewDecisionCommand {
        Release(CommandContext context) {
            super(context, ReviewDecision.RELEASE);
        }
    }

    @Command(name = "reject",
            mixinStandardHelpOptions = true,
            versionProvider = VersionProvider.class,
            description = {
                    "Reject a quarantined memory: it is erased as forget does. Needs memory.review.",
                    "Exits 3 when the memory is not quarantined.",
            },
            footerHeading = "%nExamples:%n",
            footer = "  albert review reject 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --note 'prompt injection from a scraped page'")
    static final class Reject extends ReviewDecisionCommand {
        Reject(CommandContext context) {
            super(context, ReviewDecision.REJECT);
        }
    }
}
