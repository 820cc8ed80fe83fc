package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Acts on the physical security of a home or an office that a tool-using assistant can perform (fifteenth round):
 * unlocking a door, disarming or switching off an alarm, opening a garage or a gate, switching off the cameras, adding a
 * user to the smart-home app. Said to an assistant inside a text it reads — a kitchen speaker's transcript, a note, a
 * chore list — they are orders to act on the world for whoever wrote the text. A manual that shows what one may say
 * ("say „Hey Home, unlock the front door“") quotes the words and is left to {@link ShownSpeech}.
 *
 * <p>The rules' own vocabulary, like {@link Waivers}: kept out of {@link Lexicon}, so the model's features do not move
 * with it. Phrases are lowercase and as {@link TextFolding} presents them; read only in sentences addressed to the
 * model, over a bounded window.
 */
final class SecurityActs {
    private SecurityActs() {
    }

    private static final List<String> PHRASES = List.of(
            // English
            "unlock the door", "unlock the front door", "unlock the back door", "unlock the main door",
            "unlock the smart lock", "disarm the alarm", "disarm the security system", "turn off the alarm",
            "switch off the alarm", "disable the alarm", "deactivate the alarm", "open the garage", "open the gate",
            "turn off the cameras", "disable the cameras", "switch off the cameras",
            // Swedish, Danish, Norwegian, Finnish
            "lås upp ytterdörren", "lås upp dörren", "stäng av larmet", "larma av", "öppna garaget", "stäng av kamerorna",
            "lås døren op", "lås hoveddøren op", "slå alarmen fra", "lås opp døren",
            "slå av alarmen", "åbn garagen", "åpne garasjen", "avaa ovi", "avaa ulko-ovi", "kytke hälytys pois",
            // German, Dutch
            "entriegle die tür", "entriegele die tür", "schließ die tür auf", "schliesse die tür auf",
            "deaktiviere die alarmanlage", "schalte die alarmanlage aus", "alarmanlage aus", "öffne das garagentor",
            "ontgrendel de deur", "schakel het alarm uit", "open de garage",
            // French, Spanish, Italian, Portuguese, Romanian
            "déverrouille la porte", "déverrouillez la porte", "désactive l'alarme", "désactivez l'alarme",
            "coupe l'alarme", "ouvre le garage", "ouvre la porte d'entrée", "desbloquea la puerta", "abre la puerta",
            "desactiva la alarma", "apaga la alarma", "abre el garaje", "sblocca la porta", "apri la porta",
            "disattiva l'allarme", "apri il garage", "destranque a porta", "destrave a porta", "abra a porta",
            "desative o alarme", "desligue o alarme", "abra a garagem", "deblochează ușa", "dezactivează alarma",
            // Polish, Czech, Slovak, Russian, Ukrainian, Bulgarian
            "odblokuj drzwi", "otwórz drzwi", "wyłącz alarm", "otwórz garaż", "odemkni dveře", "odemkni vchodové dveře",
            "vypni alarm", "otevři garáž", "odomkni dvere", "открой дверь", "открой входную дверь",
            "отключи сигнализацию", "выключи сигнализацию", "открой гараж", "відчини двері", "вимкни сигналізацію",
            "отключи алармата", "отвори вратата",
            // Turkish, Greek, Hungarian
            "kapıyı aç", "kapının kilidini aç", "alarmı kapat", "garajı aç", "ξεκλείδωσε την πόρτα",
            "απενεργοποίησε τον συναγερμό", "nyisd ki az ajtót", "kapcsold ki a riasztót",
            // Arabic, Hebrew, Persian, Hindi
            "افتح الباب", "عطل الإنذار", "أوقف الإنذار", "פתח את הדלת", "כבה את האזעקה", "در را باز کن",
            "دزدگیر را خاموش کن", "दरवाज़ा खोलो", "दरवाजा खोलो", "अलार्म बंद करो",
            // Indonesian, Vietnamese, Chinese, Japanese, Korean
            "buka kunci pintu", "matikan alarm", "mở khóa cửa", "tắt báo động", "打开门锁", "解锁大门", "解除警报", "关闭警报",
            "ドアの鍵を開けて", "アラームを解除", "警報を解除", "문 잠금 해제", "경보 해제", "알람 꺼");

    private static final List<String> FOLDED = PHRASES.stream()
            .map(p -> TextFolding.fold(p).text().toLowerCase(Locale.ROOT)).toList();

    /** Where in the sentence such an act is named, reading at most {@link Bounded#WINDOW} characters, or -1. */
    static int in(String text, IntentText.Sentence s) {
        return Waivers.firstOf(FOLDED, text, s.start(), Math.min(s.end(), s.start() + 2 * Bounded.WINDOW));
    }
}
