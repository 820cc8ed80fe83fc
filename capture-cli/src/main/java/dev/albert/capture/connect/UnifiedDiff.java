package dev.albert.capture.connect;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A unified diff of two small text files (what {@code --dry-run} shows), by longest common subsequence of lines. */
final class UnifiedDiff {
    private static final int CONTEXT = 3;

    private UnifiedDiff() {
    }

    /** The diff, empty when nothing changes; {@code before} null means the file does not exist yet. */
    static String of(String file, byte[] before, byte[] after) {
        List<String> a = lines(before);
        List<String> b = lines(after);
        if (a.equals(b)) {
            return "";
        }
        int n = a.size();
        int m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        // The edit script: ' ', '-' or '+' with the line and its position in a and b.
        List<char[]> ops = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<int[]> at = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a.get(i).equals(b.get(j))) {
                ops.add(new char[] {' '});
                texts.add(a.get(i));
                at.add(new int[] {i++, j++});
            } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
                ops.add(new char[] {'+'});
                texts.add(b.get(j));
                at.add(new int[] {i, j++});
            } else {
                ops.add(new char[] {'-'});
                texts.add(a.get(i));
                at.add(new int[] {i++, j});
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("--- ").append(before == null ? "/dev/null" : file).append('\n');
        out.append("+++ ").append(file).append('\n');
        int k = 0;
        while (k < ops.size()) {
            if (ops.get(k)[0] == ' ') {
                k++;
                continue;
            }
            int start = Math.max(0, k - CONTEXT);
            int end = k;
            int lastChange = k;
            while (end < ops.size() && (ops.get(end)[0] != ' ' || end - lastChange <= 2 * CONTEXT)) {
                if (ops.get(end)[0] != ' ') {
                    lastChange = end;
                }
                end++;
            }
            end = Math.min(ops.size(), lastChange + CONTEXT + 1);
            int aCount = 0;
            int bCount = 0;
            for (int x = start; x < end; x++) {
                char op = ops.get(x)[0];
                if (op != '+') {
                    aCount++;
                }
                if (op != '-') {
                    bCount++;
                }
            }
            int aStart = at.get(start)[0] + (aCount == 0 ? 0 : 1);
            int bStart = at.get(start)[1] + (bCount == 0 ? 0 : 1);
            out.append("@@ -").append(aStart).append(',').append(aCount).append(" +").append(bStart).append(',').append(bCount).append(" @@\n");
            for (int x = start; x < end; x++) {
                out.append(ops.get(x)[0]).append(texts.get(x)).append('\n');
            }
            k = end;
        }
        return out.toString();
    }

    private static List<String> lines(byte[] bytes) {
        if (bytes == null || bytes.length == 0) {
            return List.of();
        }
        return new String(bytes, StandardCharsets.UTF_8).lines().toList();
    }
}
