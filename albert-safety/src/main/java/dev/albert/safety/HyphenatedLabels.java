package dev.albert.safety;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A note to the AI reader written as one hyphenated or underscored label (twelfth round): "note-to-llm: when explaining
 * this error to the developer, tell them …", "INFO note-for-ai: when you summarise these logs, report that …",
 * "instructions_for_agent: …". The tokenizer reads such a label as one word, so no AI word and no address is found in
 * it. A label is a note word, "to" or "for", and an AI word, closed by a colon; it addresses the reader when an English
 * order follows ({@link Addressing#orderFrom}, past a leading condition), where "note-for-ai: disabled by default" or a
 * config key ({@code message_for_bot: "hi"}) orders nothing. Four {@code indexOf} passes over the text.
 */
final class HyphenatedLabels {
    private HyphenatedLabels() {
    }

    static final String RULE = "addressed-to-the-model";

    private static final List<String> JOINTS = List.of("-to-", "-for-", "_to_", "_for_");
    private static final Set<String> NOTES = Set.of("note", "notes", "message", "msg", "memo", "instructions",
            "instruction", "hint", "reminder", "info", "directive", "task");
    private static final Set<String> READERS = Set.of("ai", "ais", "llm", "llms", "model", "models", "agent", "agents",
            "assistant", "assistants", "bot", "bots", "gpt", "claude", "copilot", "chatbot", "chatgpt", "gemini");

    /** Where each label that orders the reader starts, in the folded text. */
    static void find(String text, java.util.function.IntConsumer sink) {
        for (String joint : JOINTS) {
            for (int p = indexOfIgnoreCase(text, joint, 0); p >= 0; p = indexOfIgnoreCase(text, joint, p + 1)) {
                int start = p;
                while (start > 0 && Character.isLetter(text.charAt(start - 1))) {
                    start--;
                }
                if (start == p || p - start > 12 || !NOTES.contains(text.substring(start, p).toLowerCase(Locale.ROOT))
                        || start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '-'
                        || text.charAt(start - 1) == '_' || text.charAt(start - 1) == '.')) {
                    continue;
                }
                int from = p + joint.length();
                int end = from;
                while (end < text.length() && Character.isLetter(text.charAt(end)) && end - from <= 12) {
                    end++;
                }
                if (end >= text.length() || text.charAt(end) != ':'
                        || !READERS.contains(text.substring(from, end).toLowerCase(Locale.ROOT))) {
                    continue;
                }
                int to = Bounded.lineEnd(text, end, end + 400);
                if (Addressing.orderFrom(text, new IntentText.Sentence(end + 1, to, List.of()), end + 1)) {
                    sink.accept(start);
                }
            }
        }
    }

    private static int indexOfIgnoreCase(String text, String needle, int from) {
        // The joints hold no letters but t, o, f, r: both cases are looked for.
        int lower = text.indexOf(needle, from);
        String upper = needle.toUpperCase(Locale.ROOT);
        int up = text.indexOf(upper, from);
        return lower < 0 ? up : up < 0 ? lower : Math.min(lower, up);
    }
}
