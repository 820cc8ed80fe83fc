package dev.albert.server.search;

import dev.albert.api.auth.Sensitivity;
import dev.albert.server.http.ScopeFields;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Database;
import dev.albert.server.store.Dialect;
import dev.albert.server.store.Sql;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lexical retriever's ranked-first statement keeps the full-text matches as the outer loop and looks each one up
 * by its primary key. The plan SQLite picks does not depend on the data here (no statistics are kept), and the one it
 * picks for a plain JOIN walks every memory of the tenant through an index and probes the matches, which grows with
 * the tenant: at 100,000 memories it was most of a search.
 */
@Tag("sqlite-only")
class SearchPlanTest {
    @TempDir
    Path dir;

    @Test
    void theRankedMatchesDriveTheJoinToMemories() throws Exception {
        try (Database db = Database.open(dir.resolve("plan.sqlite3"))) {
            SearchParams p = new SearchParams(new ScopeFields(null, null, null, null), "how do we roll back", 10,
                    List.of(), List.of(), null, true, true, false);
            SearchService.Filter filter = new SearchService.Filter(UUID.randomUUID(), UUID.randomUUID(), p,
                    List.of(Sensitivity.values()), Instant.parse("2026-12-02T00:00:00Z"));
            List<Object> params = new ArrayList<>();
            params.add(Dialect.SQLITE.lexicalMatch(SearchService.lexicalTerms(p.query())));
            params.add(300);
            String where = filter.sql(params);
            params.add(30);
            String sql = "EXPLAIN QUERY PLAN " + Dialect.SQLITE.lexicalTopSql(MemoryRow.COLUMNS, where);
            List<String> plan = db.read(c -> Sql.list(c, sql, rs -> rs.getString("detail"), params.toArray()));
            List<String> memories = plan.stream().filter(step -> step.matches("(SCAN|SEARCH) m\\b.*")).toList();
            assertEquals(List.of("SEARCH m USING INTEGER PRIMARY KEY (rowid=?)"), memories, String.join("\n", plan));
            int matches = plan.indexOf("SCAN r");
            assertTrue(matches >= 0 && matches < plan.indexOf(memories.getFirst()), String.join("\n", plan));
        }
    }
}
