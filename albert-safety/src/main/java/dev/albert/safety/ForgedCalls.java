package dev.albert.safety;

import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * Twenty-third round: a call of the model forged inside what a tool returned. A tool's output is data; the model's
 * next call is written by the model, never by the output. Text that closes the result it sits in ({@code
 * </function_result>}, {@code </tool_result>}, {@code </search_results>} — a closing tag the text never opened, as
 * {@link ContainerBreakouts} reads it) and then writes a call ({@code <function_call name="issue_refund">}, {@code
 * <tool_use name=…>}, {@code <invoke name=…>}, {@code <|tool_call|>}, {@code "tool_calls": […]}, an MCP {@code
 * "method": "tools/call"}) forges the model's turn; so does an observation of a ReAct trace that goes on to write the
 * agent's {@code Action:} and {@code Action Input:} when no action came before the observation. The call must be an
 * act — its name starts with a verb that changes something (send, transfer, refund, delete, grant, run …) — since a
 * tool's output that quotes a lookup changes nothing. A trace pasted whole opens its results and writes its actions
 * before its observations, so it is not read.
 */
final class ForgedCalls {
    static final String RULE = "forged-call";

    /** How far after the closed result the call's name is looked for. */
    private static final int CALL_REACH = 300;

    /** Openings of a call in the chat formats: tags and tokens, lower case. */
    private static final List<String> CALL_OPENINGS = List.of("<function_call", "<function_calls", "<tool_use",
            "<tool_call", "<tool_calls", "<invoke", "<|tool_call|>", "<|im_start|>assistant", "<|python_tag|>");

    /** Keys that hold a call in a JSON message, lower case. */
    private static final List<String> CALL_KEYS = List.of("\"tool_calls\"", "\"function_call\"", "\"tools/call\"");

    /**
     * Verbs a call's name starts with when the call changes something (snake, kebab or camel case: "issue_refund",
     * "sendEmail", "delete-repo"), lower case; a name may put one word first ("issue_", "make_", "do_").
     */
    private static final List<String> ACTS = List.of("send", "transfer", "refund", "pay", "delete", "remove", "drop",
            "share", "export", "upload", "post", "forward", "grant", "approve", "create", "write", "update", "change",
            "reset", "disable", "cancel", "run", "exec", "execute", "book", "purchase", "buy", "move", "publish",
            "invite", "add", "set", "wipe", "purge", "revoke", "disable", "withdraw", "sell", "submit", "email",
            "sms", "message", "upi", "wire", "payment", "refund", "erase", "install", "deploy", "push", "merge",
            "commit", "overwrite", "edit", "modify", "rename", "close", "unlock", "escalate", "assign", "stop", "kill",
            "shutdown");

    /** Words a name may put before its verb. */
    private static final List<String> LEADS = List.of("issue", "make", "do", "perform", "trigger", "bulk", "force");

    private ForgedCalls() {
    }

    /** Whether a call of an act is written within the first blank space and lines after {@code from}. */
    static boolean callAfter(String text, String lower, int from) {
        int i = from;
        int n = text.length();
        while (i < n && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (i >= n) {
            return false;
        }
        int lineEnd = Bounded.indexOf(text, '\n', i, Math.min(n, i + CALL_REACH));
        lineEnd = lineEnd < 0 ? Math.min(n, i + CALL_REACH) : lineEnd;
        boolean call = false;
        for (String opening : CALL_OPENINGS) {
            if (lower.startsWith(opening, i)) {
                call = true;
                break;
            }
        }
        if (!call && (text.charAt(i) == '{' || text.charAt(i) == '"' || text.charAt(i) == '[')) {
            for (String key : CALL_KEYS) {
                if (Bounded.indexOf(lower, key, i, lineEnd) >= 0) {
                    call = true;
                    break;
                }
            }
        }
        return call && actNamed(lower, i, Math.min(n, i + CALL_REACH));
    }

    /**
     * A ReAct observation, written before any action, that goes on to an {@code Action:} line naming an act and an
     * {@code Action Input:} line: the observation (the tool's output) writes the agent's next step. Reports the action.
     */
    static void actionAfterObservation(String text, IntConsumer sink) {
        int observation = lineStartingWith(text, "observation:", 0);
        if (observation < 0) {
            return;
        }
        int firstAction = lineStartingWith(text, "action:", 0);
        if (firstAction < 0 || firstAction < observation) {
            return;
        }
        int input = lineStartingWith(text, "action input:", firstAction);
        if (input < 0 || input - firstAction > CALL_REACH) {
            return;
        }
        String lower = text.substring(firstAction, Math.min(text.length(), input)).toLowerCase(Locale.ROOT);
        if (actNamed(lower, 0, lower.length())) {
            sink.accept(firstAction);
        }
    }

    /** The start of the first line at or after {@code from} that opens (past blanks) with {@code label}, any case. */
    private static int lineStartingWith(String text, String label, int from) {
        int line = from == 0 ? 0 : text.lastIndexOf('\n', from) + 1;
        int n = text.length();
        while (line < n) {
            int i = line;
            while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
                i++;
            }
            if (text.regionMatches(true, i, label, 0, label.length())) {
                return i;
            }
            int end = text.indexOf('\n', line);
            if (end < 0) {
                return -1;
            }
            line = end + 1;
        }
        return -1;
    }

    /**
     * Whether an identifier in [from, to) of the lower-cased text names an act: the first identifier after a
     * {@code name} key or attribute, an {@code Action:} label or a call tag, whose first word (or second, after a
     * lead such as "issue") is one of {@link #ACTS}.
     */
    private static boolean actNamed(String lower, int from, int to) {
        int i = from;
        while (i < to) {
            char c = lower.charAt(i);
            if (Character.isLetter(c) && (i == from || !Character.isLetterOrDigit(lower.charAt(i - 1)))) {
                int end = i;
                while (end < to && (Character.isLetterOrDigit(lower.charAt(end)) || lower.charAt(end) == '_'
                        || lower.charAt(end) == '-')) {
                    end++;
                }
                if (end > i && (lower.indexOf('_', i) >= 0 && lower.indexOf('_', i) < end || precededByName(lower, i)
                        || precededByAction(lower, i)) && act(lower.substring(i, end))) {
                    return true;
                }
                i = end;
            } else {
                i++;
            }
        }
        return false;
    }

    /** {@code name="…"}, {@code "name": "…"} or {@code name: …} right before {@code at}. */
    private static boolean precededByName(String lower, int at) {
        int k = at - 1;
        while (k >= 0 && at - k < 6 && (lower.charAt(k) == '"' || lower.charAt(k) == ' ' || lower.charAt(k) == ':'
                || lower.charAt(k) == '=' || lower.charAt(k) == '\'')) {
            k--;
        }
        return k >= 3 && lower.startsWith("name", k - 3);
    }

    /** {@code action:} right before {@code at}. */
    private static boolean precededByAction(String lower, int at) {
        int k = at - 1;
        while (k >= 0 && lower.charAt(k) == ' ') {
            k--;
        }
        return k >= 6 && lower.startsWith("action:", k - 6);
    }

    /** A snake, kebab or single-word identifier whose verb is one of {@link #ACTS}. */
    private static boolean act(String identifier) {
        String[] parts = identifier.split("[_-]");
        if (parts.length == 0) {
            return false;
        }
        if (ACTS.contains(parts[0]) && !LEADS.contains(parts[0])) {
            return true;
        }
        return parts.length > 1 && LEADS.contains(parts[0]) && ACTS.contains(parts[1]);
    }
}
