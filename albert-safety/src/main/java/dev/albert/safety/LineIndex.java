package dev.albert.safety;

import java.util.Arrays;

/** Maps offsets in a text to 1-based line and column numbers; lines end at \n, \r\n or \r. */
final class LineIndex {
    private final int[] lineStarts;

    LineIndex(CharSequence text) {
        int[] starts = new int[16];
        int count = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean newline = c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'));
            if (newline) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        this.lineStarts = Arrays.copyOf(starts, count);
    }

    int lineOf(int offset) {
        int i = Arrays.binarySearch(lineStarts, offset);
        return (i >= 0 ? i : -i - 2) + 1;
    }

    int columnOf(int offset) {
        return offset - lineStarts[lineOf(offset) - 1] + 1;
    }
}
