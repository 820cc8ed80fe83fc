package dev.albert.cli.capture;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureProfileRead;
import dev.albert.api.memory.Trust;
import dev.albert.clikit.Table;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** How capture profiles print as a table and as plain lines (name first, for {@code cut -f1}). */
final class ProfileRows {
    private ProfileRows() {
    }

    static String table(List<CaptureProfileRead> profiles) {
        Table t = Table.of("name", "scope", "classes", "max text", "max events", "retention (days)", "max trust");
        for (CaptureProfileRead p : profiles) {
            t.row(p.name(), scope(p), classes(p), p.maxTextChars(), p.maxEventsPerSession() == null ? "-"
                    : p.maxEventsPerSession(), pairs(p.retentionDays()), pairs(p.maxTrust()));
        }
        return t.render();
    }

    static String plain(List<CaptureProfileRead> profiles) {
        StringBuilder b = new StringBuilder();
        for (CaptureProfileRead p : profiles) {
            b.append(p.name()).append('\t').append(scope(p)).append('\t').append(classes(p)).append('\t')
                    .append(p.maxTextChars()).append('\t')
                    .append(p.maxEventsPerSession() == null ? "-" : p.maxEventsPerSession()).append('\t')
                    .append(pairs(p.retentionDays())).append('\t').append(pairs(p.maxTrust())).append('\n');
        }
        return b.toString();
    }

    private static String scope(CaptureProfileRead p) {
        return p.builtin() ? "built-in" : p.workspaceId() == null ? "organization" : p.workspaceId().toString();
    }

    private static String classes(CaptureProfileRead p) {
        if (p.classes().size() == CaptureEventClass.values().length) {
            return "all";
        }
        return p.classes().isEmpty() ? "none"
                : p.classes().stream().map(CaptureEventClass::wireName).collect(Collectors.joining(","));
    }

    private static String wire(Object value) {
        return value instanceof Trust t ? t.wireName() : String.valueOf(value);
    }

    private static String pairs(Map<String, ?> values) {
        if (values.isEmpty()) {
            return "-";
        }
        return values.entrySet().stream().map(e -> e.getKey() + "=" + wire(e.getValue())).collect(Collectors.joining(","));
    }
}
