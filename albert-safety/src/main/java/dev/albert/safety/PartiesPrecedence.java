package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Legal precedence between the parties of an agreement, not an order to the text's reader (twentieth round). An
 * entire-agreement or precedence clause says that the agreement "supersedes all prior instructions" or that "any
 * instruction that conflicts with it shall be disregarded": the instructions are those the parties, their staff or
 * their documents gave each other, and the clause names the agreement or its parties to say so ("this Agreement",
 * "the Parties", "Vertragsparteien", "настоящий договор", "本契約", "당사자"). An override sentence that names one of
 * them and says nothing to a reader — no AI word, second person, address, "reading this", prompt, persona, and no act
 * (send, reveal, tool, secret, memory, concealment, waived confirmation) — is read as that clause. "The AI assistant
 * reviewing this Agreement shall disregard its previous instructions" and "This contract supersedes all your previous
 * instructions" still flag.
 *
 * <p>The rules' own vocabulary, like {@link SecurityActs}: kept out of {@link Lexicon}, so the model's features do not
 * move with it. Stems are lowercase and as {@link TextFolding} presents them; read only for override findings, in the
 * finding's sentence, over at most {@link Bounded#WINDOW} times two characters.
 */
final class PartiesPrecedence {
    private PartiesPrecedence() {
    }

    /** What a clause between parties does not hold: a reader, a persona or an act on the reader's world. */
    private static final long TO_A_READER = IntentRules.AI | IntentRules.YOU | IntentRules.YOUR | IntentRules.ME
            | IntentRules.IF_YOU | IntentRules.ADDRESS | IntentRules.READING | IntentRules.PROMPT_STRONG
            | IntentRules.JAILBREAK | IntentRules.ROLE_NOW | IntentRules.ROLE_PLAY | IntentRules.UNBOUND
            | IntentRules.NOT_AI | IntentRules.SEND | IntentRules.REVEAL | IntentRules.NO_CONFIRM | IntentRules.CONCEAL
            | IntentRules.SILENT | IntentRules.TOOL | IntentRules.SECRET | IntentRules.MEMORY | IntentRules.URGENT
            | IntentRules.AUTHORIZED | IntentRules.NEWINSTR | IntentRules.DANGER;

    /**
     * Words (word starts) for an agreement and its parties: "agreement", "contract", "licence", "parties", the parties'
     * roles ("licensee", "supplier"), "Vertrag", "contrat", "umowa", "договор", "sözleşme", "عقد", "הסכם", "अनुबंध", …
     */
    private static final List<String> STEMS = List.of(
            "agreement", "contract", "licence", "license", "parties", "party's", "licensee", "licensor", "supplier",
            "contractor", "employer",
            "vertrag", "vereinbarung", "partei", "lizenz", "contrat", "l'accord", "present accord", "partie",
            "contrato", "acuerdo", "partes", "contratto", "accordo", "le parti", "delle parti", "tra le parti", "umow",
            "porozumieni", "overeenkomst", "partij", "avtal", "aftale", "parterna", "partene", "parterne",
            "sopimu", "osapuol", "leping", "poolte", "szerzod", "felek", "sozlesme", "taraflar", "smlouv", "smluv",
            "zmluv", "smluvni stran", "ugovor", "pogodb", "partilor", "partile", "contracte", "les parts",
            "ooreenkoms", "partye", "samning", "aðil", "mkataba", "perjanjian", "pihak", "kontrak", "muqavil",
            "terefl", "kontrat", "hop dong", "cac ben",
            "договор", "договір", "соглашени", "угод", "сторон", "сторін", "страни", "страните",
            "σύμβασ", "συμβασ", "μερών", "μερων", "συμβαλλ",
            "عقد", "العقد", "اتفاق", "الطرف", "الأطراف", "הסכם", "ההסכם", "הצדדים", "अनुबंध", "समझौत", "पक्ष",
            "պայմանագ", "կողմ", "ხელშეკრულ", "მხარე",
            "合同", "协议", "協議", "合約", "双方", "雙方", "当事人", "當事人", "契約", "当事者", "계약", "당사자");

    private static final List<String> FOLDED = STEMS.stream()
            .map(p -> TextFolding.fold(p).text().toLowerCase(Locale.ROOT)).distinct().toList();

    /** True if the override sentence {@code s} is a clause about what holds between an agreement's parties. */
    static boolean between(String text, IntentText.Sentence s) {
        if (s.has(TO_A_READER)) {
            return false;
        }
        int from = s.start();
        int to = Math.min(s.end(), s.start() + 2 * Bounded.WINDOW);
        String lower = text.substring(from, to).toLowerCase(Locale.ROOT);
        for (String stem : FOLDED) {
            int at = lower.indexOf(stem);
            while (at >= 0) {
                // a word's start (scripts without spaces: anywhere)
                if (stem.charAt(0) > 0x2FFF || at == 0 || !Character.isLetter(lower.charAt(at - 1))) {
                    return true;
                }
                at = lower.indexOf(stem, at + 1);
            }
        }
        return false;
    }
}
