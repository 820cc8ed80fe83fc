package dev.albert.server.listing;

import dev.albert.api.Limits;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.Query;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * One cursor-paginated listing request: its page size, the position to continue after, and the binding its cursors
 * are signed with. Rows are ordered by {@code created_at} then {@code id}; {@link #keyset(String)} continues strictly
 * after the position, so a row is never served twice and rows present when the listing began are never skipped.
 */
public final class Listing {
    private final int limit;
    private final Cursors.Position after;
    private final String binding;
    private final Cursors cursors;

    private Listing(int limit, Cursors.Position after, String binding, Cursors cursors) {
        this.limit = limit;
        this.after = after;
        this.binding = binding;
        this.cursors = cursors;
    }

    /**
     * Reads {@code limit} and {@code cursor} and checks the cursor against the binding; the caller has read its
     * filters into {@code filters} with the same {@link Query} and calls {@link Query#finish()} afterwards.
     */
    public static Listing read(Query query, Cursors cursors, String kind, Caller caller, Map<String, ?> filters) {
        Integer limit = query.integer("limit", Limits.LIST_LIMIT_DEFAULT, Limits.LIST_LIMIT_MIN, Limits.LIST_LIMIT_MAX);
        StringBuilder binding = new StringBuilder(kind).append('|').append(caller.organizationId()).append('|')
                .append(caller.workspaceId());
        new TreeMap<>(filters).forEach((name, value) -> binding.append('|').append(name).append('=').append(value));
        Cursors.Position after = null;
        String cursor = query.string("cursor", 200);
        if (cursor != null) {
            after = cursors.decode(binding.toString(), cursor).orElse(null);
            if (after == null) {
                query.error("cursor", "invalid cursor");
            }
        }
        return new Listing(limit == null ? Limits.LIST_LIMIT_DEFAULT : limit, after, binding.toString(), cursors);
    }

    /** {@code AND (created_at, id) > position} over the alias, or nothing on the first page. */
    public String keyset(String alias, List<Object> params) {
        if (after == null) {
            return "";
        }
        params.add(after.createdAt());
        params.add(after.createdAt());
        params.add(after.id());
        return " AND (" + alias + ".created_at > ? OR (" + alias + ".created_at = ? AND " + alias + ".id > ?))";
    }

    /** {@code ORDER BY … LIMIT ?} fetching one row more than the page, to know whether another page follows. */
    public String orderAndLimit(String alias, List<Object> params) {
        params.add(limit + 1);
        return " ORDER BY " + alias + ".created_at, " + alias + ".id LIMIT ?";
    }

    /** The page (at most {@code limit} rows) and the cursor after its last row, or null if nothing follows. */
    public <T> Page<T> page(List<T> rows, Function<T, Cursors.Position> position) {
        if (rows.size() <= limit) {
            return new Page<>(rows, null);
        }
        List<T> items = new ArrayList<>(rows.subList(0, limit));
        return new Page<>(items, cursors.encode(binding, position.apply(items.getLast())));
    }

    public record Page<T>(List<T> items, String nextCursor) {
    }
}
