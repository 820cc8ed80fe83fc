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
        int line = 0;
        while (line < n) {
            int end = text.indexOf('\n', line);
            end = end < 0 ? n : end;
            RoleLabels.Label label = RoleLabels.label(text, line, end);
            if (label != null) {
                turns.add(new Turn(label, line, end, opened, false));
                counts.merge(label.words(), 1, Integer::sum);
                opened |= label.role() == RoleLabels.Role.USER || label.role() == RoleLabels.Role.ASSISTANT;
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
            if (role != RoleLabels.Role.USER && role != RoleLabels.Role.ASSISTANT && t.afterOpening()
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
        if (t.inString()) {
            return t.end();
        }
        int limit = Math.min(text.length(), t.label().turn() + TURN_REACH);
        int end = t.end();
        for (int lines = 1; lines < TURN_LINES && end < limit; lines++) {
            int next = Bounded.lineEnd(text, end + 1, limit);
            if (RoleLabels.label(text, end + 1, next) != null) {
                break;
            }
            end = next;
        }
        return Math.min(end, limit);
    }
}
