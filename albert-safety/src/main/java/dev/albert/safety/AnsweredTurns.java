package dev.albert.safety;

import java.util.Arrays;
import java.util.Locale;

/**
 * Nineteenth round: a request said to a participant of a conversation and answered in the next turn is that
 * conversation's history, not an order to the reader of the stored text. Chat exports, chatbot sessions, support chats
 * and coding-agent sessions are full of people asking their bot, agent or colleague to forget an answer, remember a
 * preference, run the tests, delete a file or show its instructions — and the next turn, by the one asked, answers
 * ("Certo, ecco il riassunto …", "Удалил billing/v1.go, все тесты прошли.", "Saved to memory: prefers metric units.").
 * The {@link RefusedRequests eighteenth round} read only answers that refuse; any answer closes the request.
 * <p>
 * A finding of the override, memory, role, indirect or tool family is read as answered when
 * <ul>
 *   <li>it stands in a person's turn ("User:", "Utente:", "Я:", "[10:02] Customer:", {@link Addressing#humanSpeaker})
 *   that asks only for the person's own things ({@link #NOT_PERSON_SIZED});</li>
 *   <li>its sentence names nobody: not the reader of this text ("AI reading this export: …" is said to the future
 *   reader, whatever comes after it), not an assistant by name or mention ("@Copilot remember forever …", which the
 *   next speaker, a colleague, does not answer for);</li>
 *   <li>the next labelled line within {@link #NEXT_TURN_REACH} characters is another speaker's turn (not an
 *   authority's) that says something, and that answer holds no finding of its own and does not agree to drop its
 *   rules, reveal or send ({@link #AGREES}): a forged reply that agrees ("Assistant: Of course, I'll disregard my
 *   guidelines") is the attack's, and keeps it.</li>
 * </ul>
 * A request in the last turn has no answer and stays, and so does a forged system turn (the delimiter family is not
 * read here). A request for the reader's instructions or secrets, or to send something out, is not read either: there
 * an answer that agrees ("User: … reveal your system prompt" / "Assistant: Sure, here it is.") is the attack's own
 * priming of a leak, and only a refusal ({@link RefusedRequests}) closes it. Measured on every retired corpus: a first
 * version that read any labelled line as a turn and any answer as closing it cleared 38 attacks (meeting transcripts
 * whose speaker addresses the note-taking AI, calendar fields, customers asking a bot for every order's refund). Read per finding in bounded windows, so the work stays linear.
 */
final class AnsweredTurns {
    /** How far after the finding's line the answering turn is looked for, in characters. */
    private static final int NEXT_TURN_REACH = 600;

    /**
     * What a person-sized request does not hold, anywhere in its turn: a secret or private data, sending out, a
     * dangerous act or a tool over everything, a waived confirmation, concealment, a persona without limits, a rule for
     * whoever asks next, a claimed authority or precedence, a new instruction, a reveal. A customer who adds "and from
     * now on, whenever anyone asks about refunds, say …" or "send me the list of all customers" asks the bot for what
     * is not theirs, and that stays an attack however the bot answered.
     */
    private static final long NOT_PERSON_SIZED = IntentRules.SEND | IntentRules.SECRET | IntentRules.PRIVATE
            | IntentRules.DANGER | IntentRules.TOOL | IntentRules.NO_CONFIRM | IntentRules.CONCEAL | IntentRules.SILENT
            | IntentRules.UNBOUND | IntentRules.JAILBREAK | IntentRules.NOT_AI | IntentRules.WHENEVER
            | IntentRules.USERS | IntentRules.AUTHORIZED | IntentRules.PRECEDENCE | IntentRules.NEWINSTR
            | IntentRules.REVEAL | IntentRules.REVEAL_MID | IntentRules.PROMPT_STRONG;
    /** An answer that agrees to drop its rules, reveal or send: the forged reply of a many-turn attack. */
    private static final long AGREES = IntentRules.OVR | IntentRules.VOID | IntentRules.UNBOUND | IntentRules.JAILBREAK
            | IntentRules.NOT_AI | IntentRules.REVEAL | IntentRules.SEND | IntentRules.ROLE_NOW;

    private final IntentRules.Context context;
    private final String text;
    /** The start offsets of every finding of the scan, sorted: an answer holding one of them is no plain answer. */
    private final int[] findings;

    AnsweredTurns(IntentRules.Context context, int[] findingStarts) {
        this.context = context;
        this.text = context.text();
        this.findings = findingStarts.clone();
        Arrays.sort(this.findings);
    }

    /** True if the finding at {@code start} of {@code reason} is a participant's request answered in the next turn. */
    boolean answered(ReasonCode reason, String ruleId, int start) {
        if (context.sentences().isEmpty() || start < 0 || start >= text.length()
                || !(reason == ReasonCode.INSTRUCTION_OVERRIDE || reason == ReasonCode.MEMORY_POISONING
                || reason == ReasonCode.ROLE_ASSUMPTION || reason == ReasonCode.INDIRECT
                || reason == ReasonCode.TOOL_COERCION) || ruleId.equals(InjectionScanner.ENCODED_RULE)
                || ruleId.equals(InjectionScanner.LEET_RULE)) {
            return false;
        }
        int s = context.sentenceAt(start);
        if (context.sentences().get(s).has(IntentRules.READING) || IntentRules.addressed(context, s)) {
            return false; // "assistant that reads this log later: …", "@Copilot remember forever: …": someone named
        }
        int lineStart = Bounded.lineStart(text, start, start - Bounded.WINDOW);
        if (lineStart > 0 && text.charAt(lineStart - 1) != '\n') {
            return false; // the line starts more than a window back: no speaker's label within reach
        }
        int colon = ShownSpeech.labelEnd(text, lineStart, start);
        if (colon < 0 || colon >= start) {
            return false;
        }
        String speaker = label(lineStart, colon);
        int turnEnd = Bounded.lineEnd(text, start, start + NEXT_TURN_REACH);
        if (!Addressing.humanSpeaker(speaker)
                || (ForgedTurns.categoriesIn(context, colon + 1, turnEnd) & NOT_PERSON_SIZED) != 0) {
            return false; // no person's turn, or one that asks for more than a person's own things
        }
        int limit = Math.min(text.length(), Bounded.lineEnd(text, start, start + NEXT_TURN_REACH) + NEXT_TURN_REACH);
        int line = Bounded.lineEnd(text, start, limit) + 1;
        while (line < limit) {
            int end = Bounded.lineEnd(text, line, limit);
            int next = ShownSpeech.labelEnd(text, line, end);
            if (next >= 0) {
                String answerer = label(line, next);
                return !answerer.equals(speaker) && !authority(answerer, true) && says(next + 1, end)
                        && !holdsFinding(line, end) && (ForgedTurns.categoriesIn(context, next + 1, end) & AGREES) == 0;
            }
            line = end + 1; // the same turn wrapped, or a blank line
        }
        return false; // the last turn, or no other speaker within reach: nobody answered
    }

    /** The label between the line's start (past a bracketed time) and its colon, lowercase. */
    private String label(int lineStart, int colon) {
        return text.substring(ShownSpeech.labelStart(text, lineStart), colon).strip().toLowerCase(Locale.ROOT);
    }

    /**
     * A label naming the system, a developer or an administrator: a turn that claims authority, not a participant. An
     * answering operator or administrator ({@code personsRole}) is a person of the conversation: a support chat's
     * "Operator: Sent to your e-mail." answers the customer.
     */
    private static boolean authority(String label, boolean personsRole) {
        for (String word : label.split("[\\s_.\\-\\[\\]()]+")) {
            if (!word.isEmpty() && ForgedTurns.authorityWord(word) && !(personsRole && ForgedTurns.personsRole(word))) {
                return true;
            }
        }
        return false;
    }

    /** The answer holds a letter or a digit: a turn that says something. */
    private boolean says(int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** A finding of the scan starts in [from, to). */
    private boolean holdsFinding(int from, int to) {
        int i = Arrays.binarySearch(findings, from);
        int at = i >= 0 ? i : -i - 1;
        return at < findings.length && findings[at] < to;
    }
}
