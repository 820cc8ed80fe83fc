package dev.albert.cli.graph;

import dev.albert.api.graph.RelationshipRead;
import dev.albert.clikit.Table;
import dev.albert.clikit.Text;

import java.util.List;
import java.util.Locale;

/** How relationships look as a table and as plain lines. */
final class Relationships {
    private Relationships() {
    }

    static String table(List<RelationshipRead> edges) {
        if (edges.isEmpty()) {
            return "";
        }
        Table table = Table.of("source", "relation", "target", "confidence", "id", "source entity", "target entity");
        for (RelationshipRead e : edges) {
            table.row(e.sourceName(), e.relationType(), e.targetName(), confidence(e), e.id(), e.sourceEntityId(),
                    e.targetEntityId());
        }
        return table.render();
    }

    /** {@code id, source, relation, target, source-entity-id, target-entity-id}, tab-separated. */
    static String plain(List<RelationshipRead> edges) {
        StringBuilder out = new StringBuilder();
        for (RelationshipRead e : edges) {
            out.append(e.id()).append('\t').append(Text.oneLine(e.sourceName())).append('\t')
                    .append(Text.oneLine(e.relationType())).append('\t').append(Text.oneLine(e.targetName())).append('\t')
                    .append(e.sourceEntityId()).append('\t').append(e.targetEntityId()).append('\n');
        }
        return out.toString();
    }

    private static String confidence(RelationshipRead e) {
        return e.confidence() == null ? null : String.format(Locale.ROOT, "%.2f", e.confidence());
    }
}
