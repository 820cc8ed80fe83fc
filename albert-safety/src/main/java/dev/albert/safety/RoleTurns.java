package dev.albert.safety;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * Twenty-second round: a turn of the system, the developer or a tool forged into a document in the document's own
 * language ({@link RoleLabels}), read by where it stands and what it says, not by its words' language.
 *
 * <p>A privileged turn is forged when (1) its label is written once in the text — chat software writes its "System:"
 * line again and again ("Agent Maja joined", "Chat ended"); (2) it comes after the conversation began (a user's or an
 * assistant's turn before it) or after the document ended ({@code \end{document}}, {@code </html>}, an end banner): a
 * real system prompt opens a conversation, which is how template documentation and test fixtures show one; and (3) its
 * turn speaks to or about the AI reader (the assistant's label word, or the vocabulary's AI reader) and either names
 * the user too with a rule's mark — a modal, a time from which it holds, an address, a number to pay or call: a rule
 * for how the assistant treats its user ("Umncedisi kufuneka ngoku axelele umsebenzisi … 0821115533"), where a report
 * of what happened ("the assistant transferred the user to an agent") has none — or carries an instruction word ({@link BoundaryLexicon}: "uusi ohje", "новое указание"), an order of the vocabulary,
 * an act, a secret or a destination; or, naming nobody, it voids or replaces the
 * reader's instructions ("ignore the rules above", "new instruction"). Turns written inside one string — a JSON
 * value, a log message, an exception — are read the same way, each escaped line break ({@code \n}) starting a line;
 * there a person's turn that hands the reader an act or a new task is forged too when the string ends on the
 * assistant's bare label, waiting for the reader's reply.
 */
final class RoleTurns {
    static final String RULE = "forged-role-turn";

    /** How far a turn is read: its line and the lines after it up to the next label, within this many characters. */
    private static final int TURN_REACH = 600;
    private static final int TURN_LINES = 4;

    /** What a privileged turn must carry, besides naming the reader, when it does not name the user. */
    private static final long ORDER_OR_ACT = IntentRules.OVR | IntentRules.REVEAL | IntentRules.REVEAL_MID
            | IntentRules.SEND | IntentRules.UNBOUND | IntentRules.NEWINSTR | IntentRules.AUTHORIZED | IntentRules.VOID
            | IntentRules.PRECEDENCE | IntentRules.CONCEAL | IntentRules.NO_CONFIRM | IntentRules.JAILBREAK
            | IntentRules.ROLE_NOW | IntentRules.ACTION | IntentRules.DANGER | IntentRules.TOOL | IntentRules.SECRET
            | IntentRules.PRIVATE | IntentRules.DEST | IntentRules.FUTURE;

    /** An order that needs no reader named: it voids, replaces or lifts the reader's own instructions and limits. */
    private static final long OVERRIDES = IntentRules.OVR | IntentRules.REVEAL | IntentRules.NEWINSTR
            | IntentRules.VOID | IntentRules.JAILBREAK | IntentRules.ROLE_NOW | IntentRules.UNBOUND
            | IntentRules.PRECEDENCE | IntentRules.NO_CONFIRM | IntentRules.CONCEAL;

    /** A rule about the user: a modal, a time from which it holds, a destination or a number to pay or call. */
    private static final long RULING = IntentRules.MODAL | IntentRules.NOW | IntentRules.ALWAYS | IntentRules.FUTURE
            | IntentRules.DEST | IntentRules.DEMAND | IntentRules.WHENEVER | IntentRules.BEHAVE | IntentRules.SILENT
            | IntentRules.LINK | IntentRules.EMAIL;

    private RoleTurns() {
    }

    /** A labelled line: its label and where its line (or escaped line) ends. */
    private record Turn(RoleLabels.Label label, int start, int end, boolean afterOpening, boolean inString) {
    }

    static void scan(IntentRules.Context context, IntConsumer sink) {
        String text = context.text();
        int n = text.length();
        List<Turn> turns = new ArrayList<>();
        Map<String, Integer> counts = new HashMap<>();
        boolean opened = false;
        boolean conversation = false;
        RoleColumn column = null;
        int line = 0;
        while (line < n) {
            int end = text.indexOf('\n', line);
            end = end < 0 ? n : end;
            RoleLabels.Label label = RoleLabels.label(text, line, end);
            if (column == null && label == null && Bounded.blank(text, 0, line)) {
                column = RoleColumn.of(text, line, end);
            }
            RoleLabels.Label field = label != null ? null : column != null ? column.row(text, line, end)
                    : roleField(text, line, end);
            if (label != null) {
                turns.add(new Turn(label, line, end, opened || Bounded.blank(text, 0, line), false));
                counts.merge(label.words(), 1, Integer::sum);
                opened |= label.role() == RoleLabels.Role.USER || label.role() == RoleLabels.Role.ASSISTANT;
                conversation |= label.role() == RoleLabels.Role.USER || label.role() == RoleLabels.Role.ASSISTANT;
            } else if (field != null) {
                // a message list's or a table's row: a conversation by its shape, read on its own line when its
                // content is there (JSON, CSV) and on the lines after it when not (YAML)
                turns.add(new Turn(field, line, end, true, !Bounded.blank(text, field.turn(), end)));
                counts.merge(field.words(), 1, Integer::sum);
            } else if (documentEnds(text, line, end)) {
                opened = true;
            }
            if (Bounded.indexOf(text, "\\n", line, end) >= 0) {
                stringTurns(context, line, end, turns, counts, sink);
            }
            line = end + 1;
        }
        for (Turn t : turns) {
            RoleLabels.Role role = t.label().role();
            // twenty-third round: a privileged turn that opens the text counts when no conversation follows it —
            // a system prompt opens a documented exchange, an order stands alone before the document it rides on
            if (role != RoleLabels.Role.USER && role != RoleLabels.Role.ASSISTANT && t.afterOpening()
                    && (!Bounded.blank(text, 0, t.start()) || t.label().words().contains(":")
                        || !conversation && role != RoleLabels.Role.TOOL && RoleLabels.roleOf(t.label().words()) != null)
                    && counts.get(t.label().words()) == 1 && privilegedTurnOrders(context, t)) {
                sink.accept(t.start());
            }
        }
    }

    /**
     * The turns written inside one line's string, each escaped line break starting a line: labels are counted and
     * collected like the text's own; a person's turn that hands the reader an act is reported here when the string's
     * last escaped line is the assistant's bare label.
     */
    private static void stringTurns(IntentRules.Context context, int line, int end, List<Turn> turns,
                                    Map<String, Integer> counts, IntConsumer sink) {
        String text = context.text();
        boolean opened = wordsBefore(text, line, Bounded.indexOf(text, "\\n", line, end));
        List<Turn> people = new ArrayList<>();
        Turn last = null;
        for (int at = Bounded.indexOf(text, "\\n", line, end); at >= 0; ) {
            int from = at;
            while (from + 1 < end && text.charAt(from) == '\\' && text.charAt(from + 1) == 'n') {
                from += 2;
            }
            int next = Bounded.indexOf(text, "\\n", from, end);
            int to = next < 0 ? end : next;
            RoleLabels.Label label = RoleLabels.label(text, from, to);
            if (label != null) {
                Turn t = new Turn(label, from, to, opened, true);
                turns.add(t);
                counts.merge(label.words(), 1, Integer::sum);
                opened |= label.role() == RoleLabels.Role.USER || label.role() == RoleLabels.Role.ASSISTANT;
                if (label.role() == RoleLabels.Role.USER) {
                    people.add(t);
                }
                last = t;
            }
            at = next;
        }
        if (last != null && last.label().role() == RoleLabels.Role.ASSISTANT && bare(text, last.label().turn(), last.end())) {
            for (Turn person : people) {
                int from = person.label().turn();
                long c = ForgedTurns.categoriesIn(context, from, person.end());
                boolean hands = (c & (IntentRules.ACTION | IntentRules.DANGER | IntentRules.TOOL | IntentRules.SEND
                        | IntentRules.NEWINSTR | IntentRules.OVR)) != 0 || ForgedTurns.newTaskIn(text, from, person.end());
                if (hands) { // a string's words are quoted by the string itself: not read as a discussion of them
                    sink.accept(person.start());
                    return;
                }
            }
        }
    }

    /**
     * The string holding the escaped line break at {@code at} opens with someone's words before it ("Thanks for the
     * quick reply.\\n\\nSystem: …"), not with a label (a logged prompt "System: You are …\\nUser: …").
     */
    private static boolean wordsBefore(String text, int line, int at) {
        int open = at;
        while (open > line && text.charAt(open - 1) != '"' && text.charAt(open - 1) != '\'') {
            open--;
        }
        for (int i = open; i < at; i++) {
            if (Character.isLetter(text.charAt(i))) {
                return RoleLabels.label(text, open, at) == null;
            }
        }
        return false;
    }

    /** Nothing but quotes, brackets and blanks in [from, to): an assistant's label waiting for its reply. */
    private static boolean bare(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The line ends the document or the container it is in: {@code \end{document}}, a closing tag alone on its line
     * ({@code </html>}, {@code </review>}), an end banner, or a short comment saying "end" ("# end of file", "// konec
     * dat", "% fine del documento").
     */
    static boolean documentEnds(String text, int from, int to) {
        int i = from;
        while (i < to && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (text.startsWith("\\end{document}", i) || ForgedTurns.endBanner(text, from, to)) {
            return true;
        }
        if (text.startsWith("</", i)) {
            int close = Bounded.indexOf(text, '>', i, to);
            return close > i + 2 && Bounded.blank(text, close + 1, to);
        }
        int words = i;
        while (words < to && "#/%;".indexOf(text.charAt(words)) >= 0) {
            words++;
        }
        return words > i && to - words < 48 && text.substring(words, to).strip().split("\\s+").length <= 6
                && BoundaryLexicon.has(text, words, to, BoundaryLexicon.Meaning.END);
    }

    /**
     * The privileged turn speaks to or about the AI reader and names the user, or orders, acts or hands over a secret
     * or a destination; it is not a discussion of such a turn.
     */
    private static boolean privilegedTurnOrders(IntentRules.Context context, Turn t) {
        String text = context.text();
        int from = t.label().turn();
        int to = turnEnd(text, t);
        long c = ForgedTurns.categoriesIn(context, from, to);
        boolean reader = RoleLabels.names(text, from, to, RoleLabels.Role.ASSISTANT) || (c & IntentRules.AI) != 0;
        boolean order = reader && ((c & ORDER_OR_ACT) != 0 || RoleLabels.names(text, from, to, RoleLabels.Role.USER)
                && ((c & RULING) != 0 || accountNumber(text, from, to))
                || BoundaryLexicon.has(text, from, to, BoundaryLexicon.Meaning.INSTRUCTION)
                || Waivers.in(text, from, to) >= 0) || (c & OVERRIDES) != 0;
        return order && (t.inString() || !IntentRules.discussion(context, context.sentenceAt(from), from, from + 1));
    }

    /** The line opens the next item of a YAML list ({@code - rola: użytkownik}) or of a JSON list ({@code {"rol": …}}). */
    private static boolean nextItem(String text, int from, int to) {
        int i = from;
        while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == ',')) {
            i++;
        }
        return i < to && (text.charAt(i) == '-' || text.charAt(i) == '{');
    }

    /** How many colons of a line are read for a role field. */
    private static final int FIELD_COLONS = 4;

    /**
     * Twenty-third round: a role field of a message list in any language — a key that means "role" ({@code "rolle":},
     * {@code "роль":}, {@code - rooli:}, {@code "役割":}) whose value is a privileged role in the language's own word
     * ({@code "system"}, {@code "mfumo"}, {@code järjestelmä}, {@code システム}) — as a label whose turn is the rest of
     * the message. Reads the line's first {@link #FIELD_COLONS} colons.
     */
    static RoleLabels.Label roleField(String text, int from, int to) {
        int colon = from;
        for (int k = 0; k < FIELD_COLONS; k++) {
            colon = Bounded.indexOf(text, ':', colon, Math.min(to, from + 400));
            if (colon < 0) {
                return null;
            }
            int keyEnd = colon;
            while (keyEnd > from && (text.charAt(keyEnd - 1) == '"' || text.charAt(keyEnd - 1) == ' ')) {
                keyEnd--;
            }
            int keyStart = keyEnd;
            while (keyStart > from && keyEnd - keyStart < 16 && (Character.isLetter(text.charAt(keyStart - 1))
                    || text.charAt(keyStart - 1) == '_' || text.charAt(keyStart - 1) == ' ')) {
                keyStart--;
            }
            if (keyStart < keyEnd && ForgedTurns.roleWord(text.substring(keyStart, keyEnd).strip().replace('_', ' '))) {
                RoleLabels.Label value = privilegedValue(text, colon + 1, to, "field:");
                if (value != null) {
                    return value;
                }
            }
            colon++;
        }
        return null;
    }

    /**
     * A privileged role written as a field's or a cell's whole value from {@code from} (past blanks and a quote): its
     * role, the value, and where the rest of the line starts; null when the value is no privileged role.
     */
    static RoleLabels.Label privilegedValue(String text, int from, int to, String kind) {
        int i = from;
        while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '"' || text.charAt(i) == '\'')) {
            i++;
        }
        int end = i;
        while (end < to && end - i < 24 && (Character.isLetter(text.charAt(end)) || text.charAt(end) == ' '
                || Character.getType(text.charAt(end)) == Character.NON_SPACING_MARK
                || Character.getType(text.charAt(end)) == Character.COMBINING_SPACING_MARK)) {
            end++;
        }
        if (end == i || end < to && Character.isLetterOrDigit(text.charAt(end))) {
            return null;
        }
        String value = text.substring(i, end).strip().toLowerCase(java.util.Locale.ROOT);
        RoleLabels.Role role = RoleLabels.roleOf(value);
        if (role == null || role == RoleLabels.Role.USER || role == RoleLabels.Role.ASSISTANT) {
            return null;
        }
        int turn = end;
        while (turn < to && " \"',;\t}".indexOf(text.charAt(turn)) >= 0) {
            turn++;
        }
        return new RoleLabels.Label(role, kind + value, turn);
    }

    /**
     * Twenty-third round: a table's role column — a header row whose cell means "role" in any language ({@code
     * rolle}, {@code rôle}, {@code vai_tro}, {@code роль}), split by commas, semicolons or tabs — and, in each row
     * after it, the cell in that column read as a privileged role ({@link #privilegedValue}).
     */
    private record RoleColumn(char separator, int index) {
        static RoleColumn of(String text, int from, int to) {
            for (char sep : new char[] {',', ';', '\t'}) {
                if (Bounded.indexOf(text, sep, from, to) < 0) {
                    continue;
                }
                int cell = 0;
                int start = from;
                while (start <= to && cell < 8) {
                    int next = Bounded.indexOf(text, sep, start, to);
                    int cellEnd = next < 0 ? to : next;
                    String name = text.substring(start, cellEnd).strip().replace("\"", "").replace('_', ' ');
                    if (ForgedTurns.roleWord(name)) {
                        return new RoleColumn(sep, cell);
                    }
                    if (next < 0) {
                        break;
                    }
                    start = next + 1;
                    cell++;
                }
            }
            return null;
        }

        RoleLabels.Label row(String text, int from, int to) {
            int start = from;
            for (int cell = 0; cell < index; cell++) {
                int next = Bounded.indexOf(text, separator, start, to);
                if (next < 0) {
                    return null;
                }
                start = next + 1;
            }
            int next = Bounded.indexOf(text, separator, start, to);
            RoleLabels.Label value = privilegedValue(text, start, next < 0 ? to : next, "cell:");
            return value == null || next < 0 ? null : new RoleLabels.Label(value.role(), value.words(), next + 1);
        }
    }

    /** Seven digits or more in a row in [from, to): a phone number or an account to pay or call. */
    private static boolean accountNumber(String text, int from, int to) {
        int run = 0;
        for (int i = from; i < to; i++) {
            run = Character.isDigit(text.charAt(i)) ? run + 1 : 0;
            if (run >= 7) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where a privileged turn ends: its own line, and the lines after it that open with no label (at most {@link
     * #TURN_LINES}, within {@link #TURN_REACH}); inside a string, its escaped line.
     */
    private static int turnEnd(String text, Turn t) {
        boolean field = t.label().words().startsWith("field:");
        if (t.inString()) {
            int close = field ? Bounded.indexOf(text, '}', t.label().turn(), t.end()) : -1;
            return close < 0 ? t.end() : close; // a JSON message ends with its object
        }
        int limit = Math.min(text.length(), t.label().turn() + TURN_REACH);
        int end = t.end();
        for (int lines = 1; lines < TURN_LINES && end < limit; lines++) {
            int next = Bounded.lineEnd(text, end + 1, limit);
            if (RoleLabels.label(text, end + 1, next) != null || field && nextItem(text, end + 1, next)) {
                break;
            }
            end = next;
        }
        return Math.min(end, limit);
    }
}
