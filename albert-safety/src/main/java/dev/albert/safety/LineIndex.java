package dev.albert.safety;

import java.util.Arrays;

/**
 * Maps offsets in a text to 1-based line and column numbers, and lines back to offsets; lines end at
 * {@code \n}, {@code \r\n} or {@code \r}. Built once per scan so every finding is located with a
 * binary search instead of a rescan.
 */
final class LineIndex {
    private final int[] lineStarts;
    private final int[] lineEnds;

    LineIndex(CharSequence text) {
        int[] starts = new int[16];
        int[] ends = new int[16];
        int count = 0;
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                if (count + 1 >= starts.length) {
                    starts = Arrays.copyOf(starts, starts.length * 2);
                    ends = Arrays.copyOf(ends, ends.length * 2);
                }
                starts[count] = start;
                ends[count] = i;
                count++;
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (count + 1 >= starts.length) {
            starts = Arrays.copyOf(starts, count + 1);
            ends = Arrays.copyOf(ends, count + 1);
        }
        starts[count] = start;
        ends[count] = n;
        count++;
        this.lineStarts = Arrays.copyOf(starts, count);
        this.lineEnds = Arrays.copyOf(ends, count);
    }

    /** The 1-based line holding the offset. */
    int lineOf(int offset) {
        int i = Arrays.binarySearch(lineStarts, offset);
        return (i >= 0 ? i : -i - 2) + 1;
    }

    /** The 1-based column (in UTF-16 code units) of the offset on its line. */
    int columnOf(int offset) {
        return offset - lineStarts[lineOf(offset) - 1] + 1;
    }

    int lineCount() {
        return lineStarts.length;
    }

    /** Offset of the first character of a 1-based line. */
    int lineStart(int line) {
        return lineStarts[line - 1];
    }

    /** Offset just past the last character of a 1-based line, before its terminator. */
    int lineEnd(int line) {
        return lineEnds[line - 1];
    }
}
