package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A list of two-factor recovery or backup codes under a heading that names them: GitHub's {@code github-recovery-codes.txt}
 * (ten "xxxxx-xxxxx"), Google's backup codes ("1234 5678" in pairs), scratch codes, numbered lists, in the languages
 * their sites speak. Each code opens the account without the second factor. The codes are read on the heading's line
 * after it and on the lines below, up to the first line that is not codes; three or more of one shape (the same
 * length, dashes at the same places, a digit in each, three of them different) make a list, and the span from the first to the last is
 * reported. Error and status codes under such a heading are no list of these.
 */
final class RecoveryCodeLists implements SecretDetector {
    /** How many lines below its heading a list is read. */
    static final int MAX_LINES = 14;

    /** The headings' words, spaces for dashes and underscores, lower case: also the rule's keywords' stems. */
    private static final List<String> HEADINGS = List.of("recovery code", "backup code", "scratch code",
            "emergency code", "rescue code", "backup verification code", "2fa code", "2fa backup", "mfa backup",
            "backup-code", "recovery-code", "recovery_code", "backup_code", "wiederherstellungscode", "sicherungscode", "codes de r\u00e9cup\u00e9ration", "codes de secours", "code de secours",
            "c\u00f3digos de recuperaci\u00f3n", "c\u00f3digos de respaldo", "c\u00f3digos de seguridad",
            "c\u00f3digos de backup", "c\u00f3digos de recupera\u00e7\u00e3o", "codici di backup", "codici di recupero",
            "herstelcode", "back-upcode", "kody zapasowe", "kody odzyskiwania", "z\u00e1lo\u017en\u00ed k\u00f3dy",
            "helyre\u00e1ll\u00edt\u00f3 k\u00f3d", "yedek kod", "kurtarma kod", "m\u00e3 d\u1ef1 ph\u00f2ng",
            "m\u00e3 kh\u00f4i ph\u1ee5c", "kode cadangan", "kode pemulihan", "reservkod", "gjenopprettingskode",
            "\u0440\u0435\u0437\u0435\u0440\u0432\u043d\u044b\u0435 \u043a\u043e\u0434", // резервные код(ы)
            "\u043a\u043e\u0434\u044b \u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432\u043b\u0435\u043d\u0438\u044f", // коды восстановления
            "\u30d0\u30c3\u30af\u30a2\u30c3\u30d7\u30b3\u30fc\u30c9", // バックアップコード
            "\u30ea\u30ab\u30d0\u30ea\u30fc\u30b3\u30fc\u30c9", // リカバリーコード
            "\u5fa9\u65e7\u30b3\u30fc\u30c9", // 復旧コード
            "\u5907\u7528\u7801", "\u6062\u590d\u7801", "\u5099\u7528\u78bc", "\u6062\u5fa9\u78bc", // 备用码 恢复码 備用碼 恢復碼
            "\ubc31\uc5c5 \ucf54\ub4dc", "\ubcf5\uad6c \ucf54\ub4dc", // 백업 코드 복구 코드
            // The same codes called emergency, reserve or spare codes, and more languages (sec20): Polish, Italian,
            // Spanish, French, German, Portuguese, Dutch, the Nordic languages, Finnish, Czech, Romanian, Hungarian,
            // Indonesian, Turkish, Greek, Ukrainian, Hebrew, Arabic, Persian, Hindi, Thai.
            "kody awaryjne", "kody zapasowe", "kody jednorazowe", "codici di emergenza", "codici di riserva",
            "c\u00f3digos de emergencia", "c\u00f3digos de emerg\u00eancia", "c\u00f3digos de reserva",
            "codes d'urgence", "codes de r\u00e9serve", "notfallcodes", "notfall-codes", "ersatzcodes", "noodcodes",
            "reservekoder", "reservkoder", "n\u00f8dkoder", "varakoodit", "palautuskoodit", "z\u00e1chrann\u00e9 k\u00f3dy",
            "coduri de rezerv\u0103", "coduri de recuperare", "tartal\u00e9k k\u00f3d", "kode darurat", "acil durum kod",
            "\u03b5\u03c6\u03b5\u03b4\u03c1\u03b9\u03ba\u03bf\u03af \u03ba\u03c9\u03b4\u03b9\u03ba\u03bf\u03af", // εφεδρικοί κωδικοί
            "\u0440\u0435\u0437\u0435\u0440\u0432\u043d\u0456 \u043a\u043e\u0434", // резервні код(и)
            "\u05e7\u05d5\u05d3\u05d9 \u05d2\u05d9\u05d1\u05d5\u05d9", // קודי גיבוי
            "\u0631\u0645\u0648\u0632 \u0627\u0644\u0627\u0633\u062a\u0631\u062f\u0627\u062f", // رموز الاسترداد
            "\u0631\u0645\u0648\u0632 \u0627\u062d\u062a\u064a\u0627\u0637\u064a\u0629", // رموز احتياطية
            "\u06a9\u062f\u0647\u0627\u06cc \u067e\u0634\u062a\u06cc\u0628\u0627\u0646", // کدهای پشتیبان
            "\u092c\u0948\u0915\u0905\u092a \u0915\u094b\u0921", // बैकअप कोड
            "\u0e23\u0e2b\u0e31\u0e2a\u0e2a\u0e33\u0e23\u0e2d\u0e07"); // รหัสสำรอง

    /** Words on a heading's line that make its codes another kind: errors, exits, statuses. */
    private static final List<String> OTHER_CODES = List.of("error", "exit", "status", "return", "http", "fehler",
            "erreur", "reason");

    static String[] keywords() {
        return HEADINGS.toArray(String[]::new);
    }

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        int line = from;
        while (line < to) {
            int end = Bounded.lineEnd(text, line, to);
            String heading = text.substring(line, end).toLowerCase(Locale.ROOT).replace('-', ' ').replace('_', ' ');
            int at = heading.length() == end - line ? headingAt(heading) : -1;
            int next = end + 1;
            if (at >= 0 && OTHER_CODES.stream().noneMatch(heading::contains)) {
                next = readList(text, line + at, end, to, sink);
            }
            line = Math.max(next, end + 1);
        }
    }

    /** Where a heading's word is on the line (dashes and underscores read as blanks), or -1. */
    private static int headingAt(String line) {
        for (String heading : HEADINGS) {
            int at = line.indexOf(heading.replace('-', ' ').replace('_', ' '));
            if (at >= 0) {
                return at + heading.length();
            }
        }
        return -1;
    }

    /** Reads the codes after the heading's word and on the lines below; returns where the list ends. */
    private static int readList(String text, int from, int headingEnd, int to, SpanSink sink) {
        List<int[]> codes = new ArrayList<>();
        codesOn(text, from, headingEnd, codes, true);
        int line = headingEnd + 1;
        int lines = 0;
        while (line < to && lines < MAX_LINES) {
            int end = Bounded.lineEnd(text, line, to);
            if (Bounded.blank(text, line, end)) {
                if (!codes.isEmpty()) {
                    break;
                }
            } else if (!codesOn(text, line, end, codes, false)) {
                break;
            }
            lines++;
            line = end + 1;
        }
        if (codes.size() >= 3 && oneShape(text, codes)
                && codes.stream().map(c -> text.substring(c[0], c[1])).distinct().count() >= 3
                || codes.size() == 1 && singleCode(text, codes.getFirst())) {
            sink.accept(codes.getFirst()[0], codes.getLast()[1]);
        }
        return line;
    }

    /**
     * Adds the codes of text[from, to) to {@code codes}: runs of letters, digits and dashes after a list's marker
     * ("1.", "-", "•"); false when the line holds anything else (unless {@code partial}: the heading's own line).
     */
    private static boolean codesOn(String text, int from, int to, List<int[]> codes, boolean partial) {
        int i = from;
        while (i < to && (Character.isWhitespace(text.charAt(i)) || "-*\u2022:\uff1a".indexOf(text.charAt(i)) >= 0)) {
            i++;
        }
        int marker = i;
        while (marker < to && Character.isDigit(text.charAt(marker)) && marker - i < 2) {
            marker++;
        }
        if (marker > i && marker < to && (text.charAt(marker) == '.' || text.charAt(marker) == ')')) {
            i = marker + 1;
        }
        List<int[]> found = new ArrayList<>();
        while (i < to) {
            char ch = text.charAt(i);
            if (Character.isWhitespace(ch) || listSeparator(ch) || dashAlone(text, i, to)) {
                i++;
                continue;
            }
            int start = i;
            while (i < to && (ch = text.charAt(i)) < 128 && (Character.isLetterOrDigit(ch) || ch == '-')) {
                i++;
            }
            int stop = i;
            while (i < to && listSeparator(text.charAt(i))) {
                i++; // "3187 1688 / 7724 0109", "1234 5678, 2345 6789", "1234 5678，2345 6789"
            }
            if (stop == start || i == stop && i < to && !Character.isWhitespace(text.charAt(i))
                    || !codeShaped(text, start, stop)) {
                if (!partial) {
                    return false;
                }
                found.clear();
                while (i < to && !Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                continue;
            }
            found.add(new int[] {start, stop});
        }
        codes.addAll(found);
        return true;
    }

    /**
     * What separates codes written on one line: a slash, a bar, a comma or a semicolon in any script's form ("3187 1688 /
     * 7724 0109", "1234 5678，2345 6789").
     */
    private static boolean listSeparator(char c) {
        return "/|,;\u00b7\u3001\uff0c\uff1b".indexOf(c) >= 0;
    }

    /** A dash standing alone between codes ("1234 5678 - 2345 6789", "… – …"). */
    private static boolean dashAlone(String text, int i, int to) {
        char c = text.charAt(i);
        return (c == '-' || c == '\u2013' || c == '\u2014') && (i + 1 >= to || Character.isWhitespace(text.charAt(i + 1)))
                && (i == 0 || Character.isWhitespace(text.charAt(i - 1)));
    }

    /** Four to thirty letters, digits and inner dashes (a single code of five groups of five is 29), a digit among them, no dash at either end. */
    private static boolean codeShaped(String text, int start, int end) {
        int length = end - start;
        if (length < 4 || length > 30 || text.charAt(start) == '-' || text.charAt(end - 1) == '-') {
            return false;
        }
        for (int i = start; i < end; i++) {
            if (Character.isDigit(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A heading's one code in five or more groups of the same four to six letters and digits (an account's single
     * recovery code, Microsoft's "XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"): too long to be an error's or a product's number
     * under a heading that names recovery codes, three digits in it at least.
     */
    private static boolean singleCode(String text, int[] code) {
        String value = text.substring(code[0], code[1]);
        String[] groups = value.split("-", -1);
        if (groups.length < 5 || value.chars().filter(Character::isDigit).count() < 3) {
            return false;
        }
        for (String group : groups) {
            if (group.length() != groups[0].length() || group.length() < 4 || group.length() > 6) {
                return false;
            }
        }
        return true;
    }

    /** Every code has the first one's length and dashes at its places. */
    private static boolean oneShape(String text, List<int[]> codes) {
        int[] first = codes.getFirst();
        int length = first[1] - first[0];
        for (int[] code : codes) {
            if (code[1] - code[0] != length) {
                return false;
            }
            for (int k = 0; k < length; k++) {
                if ((text.charAt(first[0] + k) == '-') != (text.charAt(code[0] + k) == '-')) {
                    return false;
                }
            }
        }
        return true;
    }
}
