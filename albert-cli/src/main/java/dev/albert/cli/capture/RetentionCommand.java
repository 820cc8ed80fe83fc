package dev.albert.cli.capture;

import dev.albert.api.capture.CaptureRetentionReport;
import dev.albert.api.capture.CaptureRetentionRequest;
import dev.albert.cli.apply.DryRunOrApply;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.CommandExitCodes;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * {@code albert capture-policy retention} ({@code POST /v1/capture/retention/run}): what retention housekeeping would scrub now
 * (the default), or scrub it with {@code --apply} after a confirmation or {@code --yes}.
 */
@Command(name = "retention",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Run capture retention now over the capture sessions your key reaches: captured events older than their profile keeps their class, and the memories promoted from them. The server also runs it by itself every ALBERT_CAPTURE_RETENTION_SECONDS (default an hour).",
                "By default only counts what would go (--dry-run). With --apply it deletes those events and scrubs those memories as forget does (gone from get, search and context); it asks for confirmation on a terminal, elsewhere it needs --yes. Needs workspaces.manage; --apply also needs memory.delete.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert capture-policy retention",
                "  albert capture-policy retention --apply",
                "  albert capture-policy retention --apply --yes --output json   (in a script)",
        })
public final class RetentionCommand implements Callable<Integer>, CommandExitCodes {
    private final CommandContext context;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Mixin
    DryRunOrApply changes;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only this workspace's sessions (default: every session the key reaches).")
    UUID workspace;

    public RetentionCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Map<ExitCode, String> exitCodes() {
        return ExitCode.everyWith(Map.of(
                ExitCode.OK, "success: the counts were shown, or everything counted was scrubbed",
                ExitCode.USAGE, "invalid input, or --apply without --yes when stdin is not a terminal",
                ExitCode.AUTH, "the key lacks workspaces.manage (or memory.delete, for --apply)"));
    }

    @Override
    public Integer call() {
        output.expect(CaptureRetentionReport.class);
        changes.check(context, "deletes captured events and memories");
        try (AlbertClient client = connection.connect()) {
            CaptureRetentionReport counted = client.runCaptureRetention(new CaptureRetentionRequest(true, workspace));
            if (!changes.applying() || counted.events() == 0) {
                if (changes.applying()) {
                    context.note("nothing is past its retention");
                }
                render(counted);
                return ExitCode.OK.code();
            }
            if (!changes.confirmed(context, question(counted))) {
                context.note("nothing was changed");
                render(counted);
                return ExitCode.OK.code();
            }
            render(client.runCaptureRetention(new CaptureRetentionRequest(false, workspace)));
            return ExitCode.OK.code();
        }
    }

    private static String question(CaptureRetentionReport counted) {
        return "Delete " + counted.events() + " captured events and scrub " + counted.memories() + " memories promoted from them?";
    }

    private void render(CaptureRetentionReport r) {
        output.render(r, () -> table(r), () -> plain(r));
        if (!output.structured() && r.dryRun() && r.events() > 0) {
            context.note("dry run: nothing was changed; run with --apply to scrub these " + r.events() + " events");
        }
    }

    private static String table(CaptureRetentionReport r) {
        Table t = Table.of(r.dryRun() ? "would scrub" : "scrubbed", "count");
        t.row("sessions", r.sessions());
        t.row("events", r.events());
        t.row("memories", r.memories());
        r.eventsByClass().forEach((cls, n) -> t.row("  " + cls, n));
        return t.render();
    }

    private static String plain(CaptureRetentionReport r) {
        return (r.dryRun() ? "dry-run" : "scrubbed") + '\t' + r.sessions() + '\t' + r.events() + '\t' + r.memories()
                + '\t' + r.eventsByClass().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(",")) + '\n';
    }
}
