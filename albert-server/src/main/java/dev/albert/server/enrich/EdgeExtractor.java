package dev.albert.server.enrich;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The heuristic graph builder of contract §8: {@code left (1–80 chars) · phrase · right (1–80 chars)},
 * ended by {@code .}, {@code ;} or the end of the text, matched case-insensitively.
 */
public final class EdgeExtractor {
    public static final double CONFIDENCE = 0.65;
    public static final String ENTITY_TYPE = "concept";

    public record Edge(String source, String relationType, String target) {
    }

    private static final String[][] PHRASES = {
            {"depends on", "depends_on"},
            {"integrates with", "integrates_with"},
            {"runs on", "runs_on"},
            {"belongs to", "belongs_to"},
            {"is owned by", "owned_by"},
            {"works on", "works_on"},
            {"uses", "uses"},
            {"owns", "owns"},
            {"manages", "manages"},
            {"supports", "supports"},
            {"prefers", "prefers"},
    };

    private static final Pattern PATTERN = Pattern.compile(
            "([^.;]{1,80}?)\\s+(" + String.join("|", Arrays.stream(PHRASES).map(p -> p[0].replace(" ", "\\s+")).toList())
                    + ")\\s+([^.;]{1,80}?)\\s*(?:[.;]|$)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern SPACES = Pattern.compile("\\s+");

    public List<Edge> extract(String text) {
        List<Edge> edges = new ArrayList<>();
        for (String segment : text.split("[.;\\n]")) {
            Matcher m = PATTERN.matcher(segment.strip());
            if (m.find()) {
                String source = clean(m.group(1));
                String target = clean(m.group(3));
                String relation = relationType(m.group(2));
                if (!source.isEmpty() && !target.isEmpty() && relation != null) {
                    edges.add(new Edge(source, relation, target));
                }
            }
        }
        return edges;
    }

    private static String relationType(String phrase) {
        String normalized = SPACES.matcher(phrase.toLowerCase(Locale.ROOT)).replaceAll(" ");
        for (String[] p : PHRASES) {
            if (p[0].equals(normalized)) {
                return p[1];
            }
        }
        return null;
    }

    /** Collapse whitespace, trim punctuation, keep the last 10 words, at most 500 characters. */
    static String clean(String name) {
        String collapsed = SPACES.matcher(name).replaceAll(" ").strip();
        collapsed = collapsed.replaceAll("^[\\p{Punct}\\s]+|[\\p{Punct}\\s]+$", "");
        String[] words = collapsed.isEmpty() ? new String[0] : collapsed.split(" ");
        if (words.length > 10) {
            collapsed = String.join(" ", Arrays.copyOfRange(words, words.length - 10, words.length));
        }
        return collapsed.length() > 500 ? collapsed.substring(0, 500) : collapsed;
    }
}
