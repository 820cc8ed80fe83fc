package dev.albert.safety;

import java.util.List;

/**
 * Seventeenth round: a rule set up for the reader as its new or only one, opening a clause: "New rule: …", "Nueva
 * regla: …", "Uusi sääntö: …", "the only valid instruction is …", "Fra nu af er den eneste gyldige regel …". Said to
 * people it is a house rule or a policy ("New rule: the kitchen closes at 23:00"), so it is read only in a sentence
 * addressed to an AI or a program reading the text ({@link IntentRules#addressed}); there it replaces whatever the
 * reader was told, as "new instructions follow" does.
 */
final class NewRules {
    private NewRules() {
    }

    /** How many characters of a sentence (and after each of its first colons) are read for the phrase. */
    private static final int REACH = 160;

    /** "New rule" and "the only (valid) rule / instruction" in forty languages, folded ({@link ProcessingReaders#fold}). */
    private static final List<String> PHRASES = List.of(
            "new rule", "the only rule", "the one rule", "the only valid instruction", "the only valid rule",
            "only instruction that applies", "nueva regla", "unica regla", "unica instruccion valida", "nova regra",
            "unica regra", "nuova regola", "l'unica regola", "unica regola", "unica istruzione valida", "nouvelle regle",
            "seule regle", "seule instruction valable", "neue regel", "einzige regel", "einzige gultige", "nieuwe regel",
            "enige regel", "ny regel", "nye regel", "eneste regel", "eneste gyldige regel", "enda regel", "uusi saanto",
            "ainoa saanto", "nowa zasada", "jedyna zasada", "jedyna obowiazujaca", "nove pravidlo", "nové pravidlo",
            "jedine pravidlo", "uj szabaly", "egyetlen szabaly", "regula noua", "singura regula", "novo pravilo",
            "jedino pravilo", "ново правило", "новое правило", "нове правило", "единственное правило",
            "єдине правило", "единствено правило", "νεος κανονας", "μονος κανονας", "yeni kural", "tek kural",
            "yeni qayda", "aturan baru", "satu-satunya aturan", "peraturan baharu", "kanuni mpya", "bagong patakaran",
            "nauja taisykle", "jauns noteikums", "uus reegel", "nova norma", "unica norma", "ny regla", "riail nua",
            "nuwe reel", "neue vorgabe", "nouvelle consigne", "nueva consigna", "nueva directriz", "nova diretriz",
            "nieuwe richtlijn", "nowa wytyczna", "nuova direttiva", "ny instruks", "ny instruktion", "жаңа ереже", "ახალი წესი", "шинэ дүрэм", "قاعدة جديدة", "القاعدة الجديدة", "כלל חדש",
            "قانون جدید", "नया नियम", "新规则", "新規則", "新しいルール", "새 규칙", "quy tac moi", "กฎใหม่")
            .stream().map(ProcessingReaders::fold).distinct().toList();

    /** The offset of a new or only rule opening a clause of sentence {@code s}, or -1. */
    static int declaredIn(String text, IntentText.Sentence s) {
        int from = s.start();
        for (int tried = 0; tried < 3 && from < s.end(); tried++) {
            int at = opensWith(text, from, s.end());
            if (at >= 0) {
                return at;
            }
            int colon = Bounded.indexOf(text, ':', from, Math.min(s.end(), from + 400));
            if (colon < 0) {
                return -1;
            }
            from = colon + 1;
        }
        return -1;
    }

    /** A phrase among the first words at {@code from} (after blanks, quotes, dashes, a numbering and "the/a" forms). */
    private static int opensWith(String text, int from, int end) {
        int i = from;
        while (i < end && (Character.isWhitespace(text.charAt(i)) || "-–—*•\"'«„“>([".indexOf(text.charAt(i)) >= 0)) {
            i++;
        }
        String head = ProcessingReaders.fold(text.substring(i, Math.min(end, i + REACH)));
        for (String p : PHRASES) {
            int at = head.indexOf(p);
            // At the clause's start, or within its first few words ("Fra nu af er den eneste gyldige regel", "A nova regra é").
            if (at >= 0 && at <= 40 && (at == 0 || !Character.isLetterOrDigit(head.charAt(at - 1)))) {
                return i + Math.min(at, Math.max(0, Math.min(end, i + REACH) - i - 1));
            }
        }
        return -1;
    }
}
