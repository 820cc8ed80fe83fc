package dev.albert.cli.audit;

import dev.albert.api.Json;
import dev.albert.api.audit.AuditEventPage;
import dev.albert.api.audit.AuditEventRead;
import dev.albert.cli.output.Output;
import dev.albert.cli.output.Paging;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert audit list} ({@code GET /v1/audit-events}). */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "List audit events, oldest first, one page at a time: when more remain, stderr says which --cursor continues (JSON carries next_cursor).",
                "Needs admin (exit 4 otherwise).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert audit list --since 2026-12-01T00:00:00Z",
                "  albert audit list --type memory.quarantine_released --all --output jsonl",
                "  albert audit list --principal 1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b --cursor <cursor>",
        })
public final class AuditListCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Paging paging;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--type", paramLabel = "<event>", description = "Only this event type, e.g. memory.created or lock.acquired.")
    String type;

    @Option(names = "--principal", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "Only events by this principal.")
    UUID principal;

    @Option(names = "--since", paramLabel = "<time>", converter = Converters.InstantConverter.class, description = "At or after this time (ISO-8601).")
    Instant since;

    @Option(names = "--until", paramLabel = "<time>", converter = Converters.InstantConverter.class, description = "Before this time (ISO-8601).")
    Instant until;

    @Override
    public Integer call() {
        output.expect(AuditEventRead.class);
        paging.validate(spec);
        Inputs.maxLength(spec, "--type", type, 100);
        Paging.Page<AuditEventRead> page;
        try (AlbertClient client = connection.connect()) {
            page = paging.fetch((limit, cursor) -> client.listAuditEvents(type, principal, since, until, limit, cursor),
                    AuditEventPage::items, AuditEventPage::nextCursor, output.structured(), "albert audit list");
        }
        AuditEventPage shown = new AuditEventPage(page.items(), page.nextCursor());
        List<AuditEventRead> events = shown.items();
        output.render(shown, events, () -> table(events), () -> plain(events));
        return ExitCode.OK.code();
    }

    private static String table(List<AuditEventRead> events) {
        if (events.isEmpty()) {
            return "";
        }
        Table table = Table.of("at", "event", "principal", "target", "detail");
        for (AuditEventRead e : events) {
            table.row(e.createdAt(), e.eventType(), e.principalId(), e.targetId(), detail(e));
        }
        return table.render();
    }

    private static String plain(List<AuditEventRead> events) {
        StringBuilder out = new StringBuilder();
        for (AuditEventRead e : events) {
            out.append(e.id()).append('\t').append(e.createdAt()).append('\t').append(e.eventType()).append('\t')
                    .append(e.principalId() == null ? "-" : e.principalId()).append('\t')
                    .append(e.targetId() == null ? "-" : e.targetId()).append('\t').append(detail(e)).append('\n');
        }
        return out.toString();
    }

    private static String detail(AuditEventRead e) {
        return e.detail() == null || e.detail().isEmpty() ? "-" : Json.mapper().valueToTree(e.detail()).toString();
    }
}
