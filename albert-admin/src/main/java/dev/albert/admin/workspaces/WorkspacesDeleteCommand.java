package dev.albert.admin.workspaces;

import dev.albert.api.identity.WorkspaceDeleted;
import dev.albert.api.identity.WorkspaceDisposition;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Prompter;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * {@code albert-admin workspaces delete <id>}: {@code DELETE /v1/workspaces/{id}} with a disposition for its
 * memories. On a terminal without {@code --disposition} it asks; elsewhere the flag is required (exit 2).
 */
@Command(name = "delete",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Delete a workspace.",
                "Its memories, episodes and relationships are made organization-wide (organization), moved into another workspace (move, with --target), or forgotten: scrubbed (forget). Its principals are deactivated, so their keys stop working. On a terminal it asks which; otherwise --disposition is required.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin workspaces delete 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      --disposition organization",
                "  albert-admin workspaces delete 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      --disposition move --target 0b1c4a7f-6d9e-4c3e-8a2f-5f0c2a9e1b7d",
                "  albert-admin workspaces delete 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      --disposition forget --output json",
        })
public final class WorkspacesDeleteCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The workspace's id.")
    UUID id;

    @Option(names = "--disposition", paramLabel = "<what>", converter = Dispositions.class, completionCandidates = Dispositions.class,
            description = "What happens to its memories: ${COMPLETION-CANDIDATES} (asked on a terminal; required otherwise).")
    WorkspaceDisposition disposition;

    @Option(names = "--target", paramLabel = "<workspace id>", converter = Converters.UuidConverter.class,
            description = "With --disposition move: the workspace that receives the memories.")
    UUID target;

    public WorkspacesDeleteCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        if (disposition == null) {
            if (!context.streams().stdinIsTerminal()) {
                throw new ParameterException(spec.commandLine(),
                        "say what happens to the workspace's memories: --disposition organization|move|forget (with --target <workspace id> for move)");
            }
            ask();
        }
        if (disposition == WorkspaceDisposition.MOVE && target == null) {
            throw new ParameterException(spec.commandLine(), "--disposition move needs --target <workspace id>");
        }
        if (disposition != WorkspaceDisposition.MOVE && target != null) {
            throw new ParameterException(spec.commandLine(), "--target is only for --disposition move");
        }
        if (id.equals(target)) {
            throw new ParameterException(spec.commandLine(), "--target is the workspace being deleted");
        }
        WorkspaceDeleted deleted;
        try (AlbertClient client = connection.connect()) {
            deleted = client.deleteWorkspace(id, disposition, target);
        }
        String summary = "Workspace deleted (" + deleted.disposition().wireName() + "): " + deleted.memories() + " memories, "
                + deleted.episodes() + " episodes, " + deleted.relationships() + " relationships, "
                + deleted.principalsDeactivated() + " principals deactivated";
        output.renderer().render(deleted, () -> summary, () -> summary);
        return ExitCode.OK.code();
    }

    /** The interactive choice, asked on the terminal (JLine). */
    private void ask() {
        try (Prompter in = Prompter.open(context.streams())) {
            choose(in);
        }
    }

    private void choose(Prompter in) {
        context.note("Deleting workspace " + id + ". What should happen to its memories?");
        context.note("  organization  make them organization-wide");
        context.note("  move          move them to another workspace");
        context.note("  forget        forget them (scrubbed; cannot be undone)");
        while (disposition == null) {
            String answer = prompt(in, "Disposition [organization/move/forget]: ");
            try {
                disposition = new Dispositions().convert(answer);
            } catch (TypeConversionException e) {
                context.note(e.getMessage());
            }
        }
        while (disposition == WorkspaceDisposition.MOVE && target == null) {
            String answer = prompt(in, "Target workspace id: ");
            try {
                target = new Converters.UuidConverter().convert(answer);
            } catch (TypeConversionException e) {
                context.note(e.getMessage());
            }
        }
    }

    private String prompt(Prompter in, String question) {
        String line = in.ask(question);
        if (line == null) {
            throw new ParameterException(spec.commandLine(), "no answer; nothing was deleted (use --disposition organization|move|forget)");
        }
        return line;
    }

    /** {@code organization}, {@code move} or {@code forget}. */
    public static final class Dispositions implements ITypeConverter<WorkspaceDisposition>, Iterable<String> {
        @Override
        public WorkspaceDisposition convert(String value) {
            try {
                return WorkspaceDisposition.fromWire(value.strip().toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("'" + value + "' is not a disposition; use organization, move or forget");
            }
        }

        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(WorkspaceDisposition.values()).map(WorkspaceDisposition::wireName).iterator();
        }
    }
}
