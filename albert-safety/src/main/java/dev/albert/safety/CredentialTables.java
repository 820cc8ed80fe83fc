package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Credentials in a table: a CSV or TSV export, a semicolon-separated sheet or a Markdown table whose header names a
 * password, secret, token or key column ("Service,URL,Username,Password,Owner", "| Host | User | Passwort |"). Every
 * value under that column is read as its header says, however the row's other cells look: no expression can tell
 * which column a value stands in. The header is found on the keyword's line (the rule's region); the rows are the
 * lines after it with as many cells, to the first blank or different line, at most {@link #MAX_ROWS}: a header is no
 * row of a table, so each line is read as a row of one table at most.
 */
final class CredentialTables implements SecretDetector {
    /** How many lines after its header a table's rows are read, past the region's end: the gate opens it on the header. */
    private static final int MAX_ROWS = 60;

    /** A header cell's words that name a password, in the languages the prose rules read. */
    private static final Set<String> PASSWORD_HEADERS = Set.of("password", "passwort", "passwd", "pwd", "pw", "pass",
            "passphrase", "kennwort", "wachtwoord", "mot de passe", "mdp", "contrase\u00f1a", "contrasena", "clave",
            "senha", "has\u0142o", "haslo", "heslo", "jelsz\u00f3", "jelszo", "parola", "parol\u0103", "parool", "passord",
            "adgangskode", "l\u00f6senord", "losenord", "salasana", "\u015fifre", "sifre", "kata sandi", "kata laluan",
            "m\u1eadt kh\u1ea9u", "mat khau", "lozinka",
            "\u043f\u0430\u0440\u043e\u043b\u044c", // пароль
            "\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2", // κωδικός
            "\u30d1\u30b9\u30ef\u30fc\u30c9", // パスワード
            "\u5bc6\u7801", "\u5bc6\u78bc", // 密码 密碼
            "\ube44\ubc00\ubc88\ud638", // 비밀번호
            "\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19", // รหัสผ่าน
            "\u05e1\u05d9\u05e1\u05de\u05d4", // סיסמה
            "\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631", // كلمة المرور
            "\u0631\u0645\u0632 \u0639\u0628\u0648\u0631", // رمز عبور
            "\u092a\u093e\u0938\u0935\u0930\u094d\u0921"); // पासवर्ड

    /** A header cell's words that name a generated credential: its values must look generated. */
    private static final Set<String> TOKEN_HEADERS = Set.of("secret", "token", "api key", "api_key", "apikey",
            "access key", "secret key", "client secret", "api token", "access token", "auth token", "private key");

    /**
     * Words that make a password's or token's column say something else about it: its hash, salt, policy, length,
     * age or expiry, whether it is required or was reset, a hint, where it is kept: the start of one of its words.
     */
    private static final List<String> OTHER_COLUMNS = List.of("hash", "salt", "digest", "polic", "length", "expir",
            "last", "age", "date", "strength", "reset", "required", "change", "hint", "rule", "status", "manager",
            "type", "field", "count", "min", "max", "encrypted", "format", "location", "vault", "id", "name", "url");

    /** The words that open the rule's windows: the header words' spellings, in any case. */
    static String[] keywords() {
        List<String> words = new ArrayList<>(PASSWORD_HEADERS);
        words.removeAll(List.of("pw", "pwd", "pass", "mdp", "clave"));
        words.addAll(List.of("pass", "pwd", "mdp", "clave", "secret", "token", "api key", "api_key", "apikey",
                "access key", "private key"));
        return words.toArray(String[]::new);
    }

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        int line = from;
        while (line < to) {
            int end = Bounded.lineEnd(text, line, to);
            int next = readTable(text, line, end, text.length(), sink);
            line = next > end ? next : end + 1;
        }
    }

    /**
     * Reads a table whose header is text[line, end) if it is one, reports the values of its credential column, and
     * returns where the table ends (or {@code end} when the line is no header).
     */
    private static int readTable(String text, int line, int end, int to, SpanSink sink) {
        char delimiter = delimiter(text, line, end);
        if (delimiter == 0) {
            return end;
        }
        List<int[]> header = cells(text, line, end, delimiter);
        int column = -1;
        boolean password = false;
        for (int i = 0; i < header.size(); i++) {
            String cell = cellText(text, header.get(i));
            Boolean kind = credentialHeader(cell);
            if (kind != null) {
                if (column >= 0) {
                    return end; // two credential columns: a description of fields, not an export
                }
                column = i;
                password = kind;
            }
        }
        if (column < 0 || line > 0 && continuesTable(text, line, delimiter, header.size())) {
            return end; // a row in the middle of a table is no header ("| 64017 | qmailp | qmail pw |")
        }
        int row = end + 1;
        int rows = 0;
        while (row < to && rows < MAX_ROWS) {
            int rowEnd = Bounded.lineEnd(text, row, to);
            if (rowEnd == row || Bounded.blank(text, row, rowEnd)) {
                break;
            }
            List<int[]> cells = cells(text, row, rowEnd, delimiter);
            if (cells.size() != header.size()) {
                break;
            }
            rows++;
            int[] cell = cells.get(column);
            if (!markdownRule(text, cells)) {
                int[] value = unquoted(text, cell);
                String v = text.substring(value[0], value[1]);
                char after = value[1] < text.length() ? text.charAt(value[1]) : '\n';
                if (!v.isEmpty() && v.chars().noneMatch(Character::isWhitespace) && (password ? GenericAssignmentRules.strongInProse(v)
                        && GenericAssignmentRules.passwordValue(v, false, after)
                        : v.length() >= 16 && GenericAssignmentRules.tokenValue(v, false, after))) {
                    sink.accept(value[0], value[1]);
                }
            }
            row = rowEnd + 1;
        }
        return rows == 0 ? end : row - 1;
    }

    /**
     * Whether a header cell names a credential column: TRUE for a password, FALSE for a generated credential, null
     * for neither. The word with at most two others ("Admin password", "WiFi-Passwort", "Password (temp)"), none of
     * them saying the column holds something else about it.
     */
    private static Boolean credentialHeader(String cell) {
        if (cell.isEmpty() || cell.length() > 60) {
            return null;
        }
        String c = BLANKS.matcher(MARKS.matcher(REMARK.matcher(cell.toLowerCase(Locale.ROOT)).replaceAll(" "))
                .replaceAll(" ").replace('-', ' ').strip()).replaceAll(" ");
        if (c.isEmpty() || c.length() > 40 || c.split(" ").length > 3) {
            return null;
        }
        for (String word : c.split(" ")) {
            for (String other : OTHER_COLUMNS) {
                if (word.startsWith(other)) {
                    return null;
                }
            }
        }
        if (endsWithWord(c, PASSWORD_HEADERS)) {
            return Boolean.TRUE;
        }
        return endsWithWord(c.replace('_', ' '), TOKEN_HEADERS) || TOKEN_HEADERS.contains(c) ? Boolean.FALSE : null;
    }

    /** Short words that name a password only as the whole cell: "qmail pw", "boarding pass" are not. */
    private static final Set<String> WHOLE_CELL_ONLY = Set.of("pw", "pwd", "pass", "mdp", "clave");

    private static final java.util.regex.Pattern REMARK = java.util.regex.Pattern.compile("\\([^)]*\\)");
    private static final java.util.regex.Pattern MARKS = java.util.regex.Pattern.compile("[*_`\"'#:]");
    private static final java.util.regex.Pattern BLANKS = java.util.regex.Pattern.compile("\\s+");

    /** The cell is one of the words, or ends with one after a blank ("admin password", "wifi passwort"). */
    private static boolean endsWithWord(String cell, Set<String> words) {
        for (String word : words) {
            if (cell.equals(word) || !WHOLE_CELL_ONLY.contains(word) && (cell.endsWith(" " + word)
                    || cell.startsWith(word + " ") && cell.length() - word.length() <= 12)) {
                return true;
            }
        }
        return false;
    }

    /** The line before text[line] is a row of the same table: as many cells at the same delimiter. */
    private static boolean continuesTable(String text, int line, char delimiter, int cells) {
        int end = line - 1;
        int start = Bounded.lineStart(text, end, end - Bounded.WINDOW);
        return delimiter(text, start, end) == delimiter && cells(text, start, end, delimiter).size() == cells;
    }

    /** The line's delimiter: a tab, a bar, a semicolon or a comma, the first that splits it into 3+ cells (bar: 2+). */
    private static char delimiter(String text, int line, int end) {
        int tabs = 0;
        int bars = 0;
        int semicolons = 0;
        int commas = 0;
        for (int i = line; i < end; i++) {
            switch (text.charAt(i)) {
                case '\t' -> tabs++;
                case '|' -> bars++;
                case ';' -> semicolons++;
                case ',' -> commas++;
                default -> { }
            }
        }
        return tabs >= 2 ? '\t' : bars >= 2 ? '|' : semicolons >= 2 ? ';' : commas >= 2 ? ',' : 0;
    }

    /** The cells of text[line, end) split at the delimiter (not inside double quotes); a Markdown row's outer bars dropped. */
    private static List<int[]> cells(String text, int line, int end, char delimiter) {
        int start = line;
        int stop = end;
        if (delimiter == '|') {
            while (start < stop && Character.isWhitespace(text.charAt(start))) {
                start++;
            }
            while (stop > start && Character.isWhitespace(text.charAt(stop - 1))) {
                stop--;
            }
            if (start < stop && text.charAt(start) == '|') {
                start++;
            }
            if (stop > start && text.charAt(stop - 1) == '|') {
                stop--;
            }
        }
        List<int[]> cells = new ArrayList<>();
        boolean quoted = false;
        int cell = start;
        for (int i = start; i < stop; i++) {
            char ch = text.charAt(i);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == delimiter && !quoted) {
                cells.add(new int[] {cell, i});
                cell = i + 1;
            }
        }
        cells.add(new int[] {cell, stop});
        return cells;
    }

    private static String cellText(String text, int[] cell) {
        return text.substring(cell[0], cell[1]).strip();
    }

    /** The cell without its blanks and the quotes or backticks around it. */
    private static int[] unquoted(String text, int[] cell) {
        int start = cell[0];
        int end = cell[1];
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        if (end - start >= 2 && text.charAt(start) == text.charAt(end - 1)
                && (text.charAt(start) == '"' || text.charAt(start) == '\'' || text.charAt(start) == '`')) {
            start++;
            end--;
        }
        return new int[] {start, end};
    }

    /** A Markdown table's rule under its header: cells of dashes and colons. */
    private static boolean markdownRule(String text, List<int[]> cells) {
        for (int[] cell : cells) {
            String c = cellText(text, cell);
            if (c.isEmpty() || !c.chars().allMatch(ch -> ch == '-' || ch == ':')) {
                return false;
            }
        }
        return true;
    }
}
