package dev.albert.cli.timeline;

import dev.albert.api.memory.MemoryRead;
import dev.albert.clikit.Table;
import dev.albert.clikit.Text;

import java.util.List;

/** Memories as rows of a listing. */
public final class MemoryRows {
    private MemoryRows() {
    }

    public static String table(List<MemoryRead> memories, boolean reasons) {
        if (memories.isEmpty()) {
            return "";
        }
        Table table = reasons ? Table.of("created", "id", "reasons", "subject")
                : Table.of("created", "id", "type", "trust", "status", "subject");
        for (MemoryRead m : memories) {
            if (reasons) {
                table.row(m.createdAt(), m.id(), m.quarantineReasons() == null ? null : String.join(",", m.quarantineReasons()), title(m));
            } else {
                table.row(m.createdAt(), m.id(), m.memoryType(), m.trust() == null ? null : m.trust().wireName(),
                        status(m), title(m));
            }
        }
        return table.render();
    }

    /** {@code id, created, type, subject}, tab-separated, id first for {@code cut -f1}. */
    public static String plain(List<MemoryRead> memories) {
        StringBuilder out = new StringBuilder();
        for (MemoryRead m : memories) {
            out.append(m.id()).append('\t').append(m.createdAt()).append('\t').append(m.memoryType()).append('\t')
                    .append(Text.oneLine(title(m))).append('\n');
        }
        return out.toString();
    }

    /** The status, with "quarantined" and "ended" where they apply. */
    static String status(MemoryRead m) {
        String status = m.status() == null ? "-" : m.status().wireName();
        if (Boolean.TRUE.equals(m.quarantined())) {
            status += ",quarantined";
        }
        if (m.validUntil() != null) {
            status += ",ends " + m.validUntil();
        }
        return status;
    }

    static String title(MemoryRead m) {
        if (m.subject() != null && !m.subject().isBlank()) {
            return m.subject();
        }
        String content = m.content() == null ? "" : m.content().strip();
        int newline = content.indexOf('\n');
        return newline < 0 ? content : content.substring(0, newline);
    }
}
