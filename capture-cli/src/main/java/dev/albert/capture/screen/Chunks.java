package dev.albert.capture.screen;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a text into pieces no longer than one screening call reads, at line ends where it can (else at
 * whitespace), and remembers where each piece starts (line and column in the whole text), so a file
 * larger than the scanners' limit is screened whole instead of having its remainder redacted.
 */
final class Chunks {
    /** Where a piece starts: its offset, its 1-based line, and the column offset of its first line. */
    record Chunk(int start, int end, int firstLine, int firstColumnOffset) {
    }

    private Chunks() {
    }

    static List<Chunk> of(String text, int max) {
        List<Chunk> chunks = new ArrayList<>();
        int start = 0;
        int line = 1;
        int lineStart = 0;
        int n = text.length();
        do {
            int end = Math.min(n, start + max);
            if (end < n) {
                int newline = lastLineEnd(text, start, end);
                if (newline > start) {
                    end = newline;
                } else {
                    int space = end;
                    while (space > start + max / 2 && !Character.isWhitespace(text.charAt(space - 1))) {
                        space--;
                    }
                    end = space > start + max / 2 ? space : end;
                    if (Character.isHighSurrogate(text.charAt(end - 1))) {
                        end--;
                    }
                }
            }
            chunks.add(new Chunk(start, end, line, start - lineStart));
            for (int i = start; i < end; i++) {
                char c = text.charAt(i);
                if (c == '\n' || (c == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n'))) {
                    line++;
                    lineStart = i + 1;
                }
            }
            start = end;
        } while (start < n);
        return chunks;
    }

    /** The offset just after the last line end in {@code [start, end)}, or -1. */
    private static int lastLineEnd(String text, int start, int end) {
        for (int i = end - 1; i > start; i--) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                return i + 1;
            }
        }
        return -1;
    }
}
