package dev.albert.cli.gc;

import dev.albert.api.gc.DuplicateGroup;
import dev.albert.api.gc.GcMemory;
import dev.albert.api.gc.GcReport;
import dev.albert.api.gc.StaleWorkingMemory;
import dev.albert.api.memory.MemoryInvalidate;
import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.cli.apply.DryRunOrApply;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.client.HttpFailure;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.CommandExitCodes;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Failures;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * {@code albert gc}: near-duplicate memories and stale working memory, from {@code GET /v1/gc}. A dry run by default;
 * {@code --apply} invalidates each duplicate (keeping the group's most trusted memory) and fails each stale working
 * memory through the ordinary routes, after a confirmation or with {@code --yes}.
 */
@Command(name = "gc",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Find what to clean up among the memories your key can read: groups of near-duplicate memories (the same workspace and project, at least --similarity of the same words), and your active working memories nobody updated for --stale-after.",
                "By default only shows what it would do (--dry-run). With --apply it invalidates each duplicate with the reason 'near-duplicate of <id>' (it leaves search and context but stays readable with its history; the group keeps its most trusted, then most confident, then oldest memory) and fails each stale working memory (which releases its locks). --apply asks for confirmation on a terminal; elsewhere it needs --yes.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert gc",
                "  albert gc --similarity 95 --stale-after 3d --output json",
                "  albert gc --apply",
                "  albert gc --apply --yes        (in a script)",
        })
public final class GcCommand implements Callable<Integer>, CommandExitCodes {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Mixin
    DryRunOrApply changes;

    @Option(names = "--similarity", paramLabel = "<percent>", description = "How much of their words two memories share to count as near-duplicates, 50 to 100 (default 85).")
    Integer similarity;

    @Option(names = "--stale-after", paramLabel = "<duration>", converter = Converters.DurationConverter.class,
            description = "A working memory not updated for this long is stale, e.g. 12h or 3d (default 1d; at least 1m).")
    Duration staleAfter;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only this workspace (default: the key's own workspace, or all for an organization key).")
    UUID workspace;

    public GcCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Map<ExitCode, String> exitCodes() {
        return ExitCode.everyWith(Map.of(
                ExitCode.OK, "success: the report was shown, or every change was made",
                ExitCode.USAGE, "invalid input, or --apply without --yes when stdin is not a terminal",
                ExitCode.REFUSED, "--apply: the server refused some changes (e.g. a memory no longer current); the others were made"));
    }

    /** One change gc proposes or made. */
    public record Action(String action, UUID id, UUID keep, String subject, Double similarity, String status, String detail) {
    }

    /** What {@code --output json} prints: the server's report and the actions. */
    public record Result(GcReport report, boolean applied, List<Action> actions) {
    }

    @Override
    public Integer call() {
        output.expect(Action.class);
        if (similarity != null && (similarity < 50 || similarity > 100)) {
            throw new ParameterException(spec.commandLine(), "--similarity must be between 50 and 100 (was " + similarity + ")");
        }
        if (staleAfter != null && staleAfter.toSeconds() < 60) {
            throw new ParameterException(spec.commandLine(), "--stale-after must be at least 1m");
        }
        changes.check(context, "changes memories");
        try (AlbertClient client = connection.connect()) {
            GcReport report = client.gcReport(workspace, similarity, staleAfter == null ? null : staleAfter.toSeconds());
            report.skipped().forEach(s -> context.warn("not checked: " + s));
            List<Action> planned = plan(report);
            if (!changes.applying() || planned.isEmpty()) {
                if (changes.applying()) {
                    context.note("nothing to clean up");
                }
                render(new Result(report, false, planned));
                return ExitCode.OK.code();
            }
            if (!changes.confirmed(context, question(planned))) {
                context.note("nothing was changed");
                render(new Result(report, false, planned));
                return ExitCode.OK.code();
            }
            List<Action> done = new ArrayList<>();
            boolean refused = false;
            for (Action a : planned) {
                Action result = apply(client, a);
                refused |= "refused".equals(result.status());
                done.add(result);
            }
            render(new Result(report, true, done));
            return refused ? ExitCode.REFUSED.code() : ExitCode.OK.code();
        }
    }

    static List<Action> plan(GcReport report) {
        List<Action> out = new ArrayList<>();
        for (DuplicateGroup g : report.duplicateGroups()) {
            for (GcMemory d : g.duplicates()) {
                out.add(new Action("invalidate", d.id(), g.keep().id(), d.subject(), d.similarity(), "planned", null));
            }
        }
        if (report.staleWorkingMemory() != null) {
            for (StaleWorkingMemory w : report.staleWorkingMemory()) {
                out.add(new Action("fail", w.id(), null, w.taskId(), null, "planned", "no update since " + w.updatedAt()));
            }
        }
        return out;
    }

    private static String question(List<Action> planned) {
        long invalidate = planned.stream().filter(a -> a.action().equals("invalidate")).count();
        long fail = planned.size() - invalidate;
        return "Invalidate " + invalidate + " duplicate memories and fail " + fail + " stale working memories?";
    }

    private Action apply(AlbertClient client, Action a) {
        try {
            if (a.action().equals("invalidate")) {
                client.invalidateMemory(a.id(), new MemoryInvalidate("near-duplicate of " + a.keep() + " (albert gc, "
                        + Math.round(a.similarity() * 100) + "% the same words)"));
            } else {
                client.failWorkingMemory(a.id(), new WorkingMemoryFinish("stale: " + a.detail() + " (albert gc)"));
            }
            return new Action(a.action(), a.id(), a.keep(), a.subject(), a.similarity(), "done", a.detail());
        } catch (HttpFailure failure) {
            if (Failures.forStatus(failure.status()) != ExitCode.REFUSED && Failures.forStatus(failure.status()) != ExitCode.NOT_FOUND) {
                throw failure; // authentication, permission or an unavailable server ends the run (exit 4 or 5)
            }
            context.warn(a.action() + " " + a.id() + ": " + failure.getMessage());
            return new Action(a.action(), a.id(), a.keep(), a.subject(), a.similarity(), "refused", failure.getMessage());
        }
    }

    private void render(Result result) {
        output.render(result, result.actions(), () -> table(result), () -> plain(result));
        if (!output.structured() && !result.applied() && !result.actions().isEmpty()) {
            context.note("dry run: nothing was changed; run with --apply to make these " + result.actions().size() + " changes");
        }
    }

    private static String table(Result r) {
        if (r.actions().isEmpty()) {
            return "nothing to clean up (" + r.report().scanned() + " memories compared" + (r.report().truncated() ? ", the most recent only" : "") + ")\n";
        }
        Table t = Table.of("action", "id", "status", "why", "subject");
        for (Action a : r.actions()) {
            t.row(a.action(), a.id(), a.status(), why(a), a.subject());
        }
        return t.render();
    }

    private static String plain(Result r) {
        StringBuilder b = new StringBuilder();
        for (Action a : r.actions()) {
            b.append(a.id()).append('\t').append(a.action()).append('\t').append(a.status()).append('\t').append(why(a)).append('\n');
        }
        return b.toString();
    }

    private static String why(Action a) {
        return a.keep() != null ? Math.round(a.similarity() * 100) + "% like " + a.keep() : a.detail();
    }
}
