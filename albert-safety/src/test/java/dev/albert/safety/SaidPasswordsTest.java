package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link SaidPasswords}: a password said after a romanised or colloquial word for it, or after "the code of X is". */
class SaidPasswordsTest {

    private static List<String> said(String text) {
        List<String> values = new ArrayList<>();
        new SaidPasswords().detect(text, 0, text.length(), (start, end) -> values.add(text.substring(start, end)));
        return values;
    }

    @Test
    void aRomanisedWordGivesTheTypedWordOfItsSentence() {
        assertEquals(List.of("Kaede_Nikko52"), said("Sato-san, shanai wiki no pasuwaado wa Kaede_Nikko52 desu."));
        assertEquals(List.of("Naengmyeon_Ulsan8"), said("Seoyeon-ssi, bimilbeonho neun Naengmyeon_Ulsan8 ieyo."));
        assertEquals(List.of("Borscht_Odesa19"), said("parol ot wifi: Borscht_Odesa19"));
    }

    @Test
    void aCodeNeedsItsIsBeforeTheValue() {
        assertEquals(List.of("Kanel-Snegl_Aarhus7"), said("Koden til HR-portalen er stadig den gamle: Kanel-Snegl_Aarhus7."));
        assertEquals(List.of("Baumkuchen_Salzwedel5"), said("Der Code für das Portal ist jetzt Baumkuchen_Salzwedel5, danke."));
        assertEquals(List.of("Quince_Harbor_4417"), said("The code to the supplier portal is Quince_Harbor_4417 for now."));
        // no "is": a word typed with care elsewhere in the sentence is no code's value
        assertEquals(List.of(), said("The code review for Quince_Harbor_4417 is done."));
        assertEquals(List.of(), said("The code is compatible with Quince_Harbor_4417 and more."));
    }

    @Test
    void aVerbFinalLanguagesCopulaAfterTheValueLinksItToo() {
        assertEquals(List.of("Sohan_Qom2026"), said("\u06a9\u062f \u067e\u0646\u0644 \u0627\u0644\u0627\u0646 Sohan_Qom2026 \u0627\u0633\u062a."));
    }

    @Test
    void codesThatAreNoSecretStayClean() {
        assertEquals(List.of(), said("Rabatkoden til julesalget er JUL2026."));
        assertEquals(List.of(), said("Der Gutscheincode ist ADVENT25."));
        assertEquals(List.of(), said("The error code is E_CONN_REFUSED_42."));
        assertEquals(List.of(), said("The code for the locker is 4471."));
        assertEquals(List.of(), said("The code is getUserName2() in utils."));
        assertEquals(List.of(), said("pasuwaado wa juuni moji ijou desu."));
        // the sentence ends before the typed word
        assertEquals(List.of(), said("The code is ready. Lantern_Quay_5521 is the branch."));
    }

    @Test
    void typedAsksForCareAndNoOtherKindOfString() {
        assertTrue(SaidPasswords.typed("Momiji_Arashiyama8"));
        assertTrue(SaidPasswords.typed("Rugbr\u00f8d-Aarhus18"));
        assertFalse(SaidPasswords.typed("Python3.11"), "a version");
        assertFalse(SaidPasswords.typed("report_2024.pdf"), "a file's name");
        assertFalse(SaidPasswords.typed("src/Main_v2"), "a path");
        assertFalse(SaidPasswords.typed("fooBar2x"), "an identifier with one digit");
        assertFalse(SaidPasswords.typed("JUL2026X"), "no lower case");
        assertFalse(SaidPasswords.typed("$DB_PASS_2"), "a reference");
    }

    @Test
    void theScannerReportsItAsSaidPassword() {
        List<SecretFinding> found = SecretScanner.standard().scan("Yamamoto-san, kintai shisutemu no pasuwaado wa Fuji_Hakone77 desu.");
        assertEquals(1, found.size(), found.toString());
        assertEquals("said-password", found.getFirst().rule());
    }
}
