package dev.albert.cli.shell;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ids the shell's commands have printed this session (memories, episodes, working memory, relationships:
 * UUIDs; capture sessions and the like: a short lower-case prefix, an underscore and hex), newest first, so
 * {@code get 7a8<TAB>} completes an id just seen in a search. Bounded: the oldest are forgotten.
 */
final class SeenIds {
    static final int MAX = 500;
    private static final Pattern ID = Pattern.compile(
            "\\b(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z]{2,5}_[0-9a-f]{16,64})\\b");

    private final LinkedHashSet<String> ids = new LinkedHashSet<>();

    synchronized void addFrom(CharSequence output) {
        Matcher m = ID.matcher(output);
        while (m.find()) {
            String id = m.group();
            ids.remove(id);
            ids.add(id);
        }
        while (ids.size() > MAX) {
            ids.remove(ids.iterator().next());
        }
    }

    /** The ids that start with {@code prefix}, newest first. */
    synchronized List<String> matching(String prefix) {
        List<String> out = new ArrayList<>();
        for (String id : ids.reversed()) {
            if (id.startsWith(prefix)) {
                out.add(id);
            }
        }
        return out;
    }
}
