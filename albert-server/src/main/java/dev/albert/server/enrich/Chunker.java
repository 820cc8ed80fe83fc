package dev.albert.server.enrich;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Splits a memory's text into chunks (contract §9): paragraphs at blank lines, over-long paragraphs
 * into sentences, anything still too long hard-split stepping by (max − overlap); units packed
 * greedily joined by a blank line; each new chunk starts with up to {@code overlap} characters of the
 * previous one, cut at a word boundary. At most {@code maxChunks}.
 */
public final class Chunker {
    private static final Pattern PARAGRAPH_BREAK = Pattern.compile("\\n\\s*\\n");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+");

    private final int maxCharacters;
    private final int overlap;
    private final int maxChunks;

    public record Chunks(List<String> chunks, boolean truncated) {
    }

    public Chunker(int maxCharacters, int overlap, int maxChunks) {
        this.maxCharacters = maxCharacters;
        this.overlap = Math.min(overlap, maxCharacters / 2);
        this.maxChunks = maxChunks;
    }

    public Chunks chunk(String text) {
        String stripped = text.strip();
        if (stripped.isEmpty()) {
            return new Chunks(List.of(), false);
        }
        List<String> units = new ArrayList<>();
        for (String paragraph : PARAGRAPH_BREAK.split(stripped)) {
            String p = paragraph.strip();
            if (p.isEmpty()) {
                continue;
            }
            if (p.length() <= maxCharacters) {
                units.add(p);
                continue;
            }
            for (String sentence : SENTENCE_END.split(p)) {
                String s = sentence.strip();
                if (s.isEmpty()) {
                    continue;
                }
                if (s.length() <= maxCharacters) {
                    units.add(s);
                } else {
                    hardSplit(s, units);
                }
            }
        }
        List<String> chunks = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean truncated = false;
        for (String unit : units) {
            if (current.isEmpty()) {
                current.append(unit);
            } else if (current.length() + 2 + unit.length() <= maxCharacters) {
                current.append("\n\n").append(unit);
            } else {
                if (chunks.size() == maxChunks) {
                    truncated = true;
                    break;
                }
                String previous = current.toString();
                chunks.add(previous);
                current.setLength(0);
                String tail = overlapTail(previous);
                if (!tail.isEmpty() && tail.length() + 1 + unit.length() <= maxCharacters) {
                    current.append(tail).append(' ');
                }
                current.append(unit);
            }
        }
        if (!truncated && !current.isEmpty()) {
            if (chunks.size() == maxChunks) {
                truncated = true;
            } else {
                chunks.add(current.toString());
            }
        }
        return new Chunks(List.copyOf(chunks), truncated);
    }

    private void hardSplit(String s, List<String> units) {
        int step = Math.max(1, maxCharacters - overlap);
        for (int start = 0; start < s.length(); start += step) {
            int end = Math.min(s.length(), start + maxCharacters);
            units.add(s.substring(start, end));
            if (end == s.length()) {
                break;
            }
        }
    }

    /** The last {@code overlap} characters of a chunk, starting at a word boundary. */
    private String overlapTail(String previous) {
        if (overlap == 0) {
            return "";
        }
        if (previous.length() <= overlap) {
            return previous.strip();
        }
        int from = previous.length() - overlap;
        if (!Character.isWhitespace(previous.charAt(from - 1))) {
            int space = indexOfWhitespace(previous, from);
            if (space < 0) {
                return "";
            }
            from = space;
        }
        return previous.substring(from).strip();
    }

    private static int indexOfWhitespace(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
