package dev.albert.safety;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What an AI product can do, described to its users (twenty-fourth round): a help page's "The assistant can remember
 * things you tell it … and use them in future chats", "El asistente puede recordar lo que le cuentas", "Trợ lý có thể
 * ghi nhớ những điều bạn kể", "ผู้ช่วยสามารถจดจำสิ่งที่คุณบอก", "Asisten dapat mengingat hal yang Anda ceritakan …
 * di percakapan berikutnya". The AI word is the sentence's subject and an ability modal ("can", "puede", "có thể",
 * "สามารถ", "dapat", "可以") follows it at once: the sentence says what the product is able to do, in the third person,
 * which no order to the reader does — an order says "remember", "you must", "from now on", and a planted standing
 * order says what the reader will always do. Drops memory findings and the address finding at that subject.
 *
 * <p>Not when the sentence names this text's reader, calls it (an address word), or holds what makes a capability an
 * attack whoever states it: "always", sending, no confirmation, hiding, silence, authority, urgency, "now".
 * Read per finding, in its sentence only.
 */
final class FeatureDescriptions {
    private final IntentRules.Context context;
    private final String text;

    FeatureDescriptions(IntentRules.Context context) {
        this.context = context;
        this.text = context.text();
    }

    /** What an attack's sentence holds and a feature's description does not. */
    private static final long ATTACK = IntentRules.READING | IntentRules.IF_YOU | IntentRules.ADDRESS
            | IntentRules.ALWAYS | IntentRules.SEND | IntentRules.NO_CONFIRM | IntentRules.CONCEAL | IntentRules.SILENT
            | IntentRules.AUTHORIZED | IntentRules.URGENT | IntentRules.NOW | IntentRules.SECRET | IntentRules.DEST
            | IntentRules.OVR | IntentRules.VOID | IntentRules.UNBOUND | IntentRules.JAILBREAK;

    /** True if the finding at {@code start} lies in a sentence describing what the AI can do. */
    boolean describes(ReasonCode reason, String ruleId, int start) {
        if (start < 0 || start >= text.length()
                || reason != ReasonCode.MEMORY_POISONING && !ruleId.equals("addressed-to-the-model")) {
            return false;
        }
        IntentText.Sentence s = context.sentences().get(context.sentenceAt(start));
        if ((s.categories() & ATTACK) != 0 || s.terms().isEmpty()) {
            return false;
        }
        for (IntentText.Term t : s.terms()) {
            if (t.start() - s.start() > 40) {
                return false;
            }
            if (t.is(IntentRules.AI) && !t.is(IntentRules.AI_PEOPLE) && ableAfter(t.end())) {
                return true;
            }
        }
        return false;
    }

    /** An ability modal right after the subject: the next word, or the next two for "có thể", "is able". */
    private boolean ableAfter(int end) {
        String after = text.substring(end, Math.min(text.length(), end + 24)).toLowerCase(Locale.ROOT);
        for (String unspaced : ABLE_UNSPACED) {
            if (after.startsWith(unspaced)) {
                return true;
            }
        }
        String[] words = after.strip().split("[^\\p{L}\\p{M}]+");
        if (words.length == 0) {
            return false;
        }
        if (ABLE.contains(words[0])) {
            return true;
        }
        return words.length > 1 && ABLE.contains(words[0] + " " + words[1]);
    }

    /** Modals of ability and permission, as the scanner reads them (folded) and as written. */
    private static final Set<String> ABLE = TextFolding.lowerCasedAsWrittenAndRead(List.of("can", "may", "could", "is able", "are able", "kann",
            "können", "konnen", "peut", "peuvent", "puede", "pueden", "pode", "podem", "può", "possono", "kan", "kunnen",
            "voi", "voivat", "tud", "tudja", "může", "mohou", "môže", "môžu", "może", "mogą", "moze", "lahko",
            "poate", "pot", "може", "можуть", "может", "могут", "може да", "можа", "μπορεί", "μπορούν", "có thể",
            "dapat", "bisa", "boleh", "mampu", "anaweza", "wanaweza", "maaaring",
            "kunna", "يمكنه", "يستطيع", "تستطيع", "يمكن",
            "יכול", "יכולה", "می‌تواند", "میتواند"));

    /** Scripts written without spaces: "助手可以…", "助手能…", "ผู้ช่วยสามารถ…". */
    private static final List<String> ABLE_UNSPACED = List.of("可以", "能够", "能夠", "能", "สามารถ");
}
