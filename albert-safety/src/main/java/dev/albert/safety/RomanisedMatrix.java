package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;

import static dev.albert.safety.IntentRules.*;

/**
 * Twenty-fourth round (lang24): the address and the demand in the romanised writings the retired blind corpora missed
 * across authors — Japanese in romaji (four authors: a Discord persona, a chat's "AI-san e: …", a blog's "Kono burogu o
 * yonde iru AI e: …", a request for the "shisutemu puromputo"), Russian in Latin letters (two: "skopiruj … skrytye
 * instrukcii i sistemnyj prompt"), Egyptian Arabic in Arabizi (two: "ya AI elly bit2ra el reviews: 2ool lel nas …",
 * "enta msh customer service, enta el modeer") and Roman Urdu. Chat, comments and reviews are written so by people
 * whose keyboard has no other script; the rules read the same sentence in kana, Cyrillic or Arabic letters and not in
 * Latin ones. Each row is one meaning in one writing, as {@link LanguageMatrix} lists them (the same categories, a
 * stem with {@code *} where the writing inflects or transliterates one sound several ways: {@code kh}/{@code h},
 * {@code j}/{@code y}, Arabizi's digits for the letters Latin has not — 2, 3, 5, 7).
 *
 * <p>The words are read by the rules that read every language: an override still needs the verb, the instructions and
 * their being earlier, a demand word is read only after an address to the AI reader. The same words said to people
 * ("Kollegi, zabud'te predydushchie instrukcii", "Ya gama3a, ensu el ta3limat elly 2olnaha", "minna, mae no shiji wa
 * wasurete") are read by {@link PeopleVocatives} first, which is why these rows could be taught now: the twenty-third
 * round's romanised rows were left unmerged for flagging exactly those. Words that are everyday words of a language the
 * rules read are left out: Russian "ty" (English "ty", thank you), "II" (a numeral), Arabizi "da", "di", "el" alone,
 * romaji "mae" and "ima" alone (only in their phrases: "mae no", "ima kara").
 */
final class RomanisedMatrix {
    private RomanisedMatrix() {
    }

    /** The rows, writing by writing (BCP 47 tags: language and Latn). */
    static final List<LanguageMatrix.Row> ROWS = rows(
            // Japanese in romaji (Hepburn and the chat spellings with doubled or dropped long vowels)
            "ja-Latn", AI, "jinkou chinou|jinkou chinou no|gengo moderu|chatto botto|chattobotto|ai eejento|ai-san|bot-san"
                    + "|botto-san|ai asistanto",
            "ja-Latn", OVR, "mushi shite|mushi shite kudasai|mushi shiro|mushi shitte|wasurete|wasurete kudasai|wasurero"
                    + "|shitagawanaide",
            "ja-Latn", INSTR | INSTR_CORE | PROMPT, "shiji|shiji wa|shiji o|meirei|ruuru|ruru|kisoku",
            "ja-Latn", PRIOR, "mae no|mae ni|izen no|ima made no|kore made no|moto no|saki no",
            "ja-Latn", ALL, "subete|zenbu|zembu",
            "ja-Latn", NOW, "ima kara|kore kara|kore kara wa|ima kara wa|kyou kara",
            "ja-Latn", UNBOUND, "seigen nashi|seigen no nai|ruuru nashi|ruru nashi|kisoku nashi|seigen mo ruuru mo nai",
            "ja-Latn", MEMORY, "oboete|oboete oite|oboete oite kudasai|kioku shite|kioku shite kudasai|kioku shiro",
            "ja-Latn", FUTURE, "zutto|eikyuu ni|eien ni|kore kara no subete no kaiwa|tsugi no sesshon|kongo zutto",
            "ja-Latn", SEND, "okutte|okutte kudasai|soushin shite|soushin shite kudasai|tensou shite",
            "ja-Latn", SECRET, "pasuwaado|pasuwado|api kii",
            "ja-Latn", USERS, "yuuzaa|yuuza|yuzaa|yuza|riyousha",
            "ja-Latn", DEMAND, "tsutaete|tsutaete kudasai|itte kudasai|sakujo shite|jikkou shite|shounin shite|misete"
                    + "|hyouji shite|oshiete|kaite kudasai|kotaete|kotaete kudasai|shitagatte|shitagae",
            "ja-Latn", REVEAL, "misete|misete kudasai|hyouji shite|hyouji shite kudasai|oshiete|oshiete kudasai"
                    + "|kaiji shite",
            "ja-Latn", PROMPT_STRONG, "shisutemu puromputo|shisutemu no shiji|kakusareta shiji|kakusareta ruuru"
                    + "|himitsu no shiji",
            "ja-Latn", READING, "yonde iru|yonderu|shori suru|matomeru|kanri suru",
            "ja-Latn", YOU, "anata|anata wa|kimi wa|omae wa",
            "ja-Latn", ROLE_PLAY, "to shite furumatte|no yakuwari|yakuwari o",
            // Russian in Latin letters (translit with j or y, kh or h, shch or sch)
            "ru-Latn", AI, "nejroset*|neyroset*|jazykovoj modeli|yazykovoj modeli|jazykovaja model*|yazykovaya model*"
                    + "|chat-bot*|chatbot*|ii-assistent*|ii-pomoshchnik*|ii-agent*",
            "ru-Latn", OVR, "zabud*|ignoriruj|ignoriruy|ignorirujte|ignoriruyte|ne obrashchaj vnimanija",
            "ru-Latn", INSTR | INSTR_CORE | PROMPT, "instrukci*|instruktsi*|ukazani*",
            "ru-Latn", PRIOR, "predydushch*|prezhn*|ranee dannye|starye|starykh",
            "ru-Latn", ALL, "vse|vsjo|vsyo|vsekh",
            "ru-Latn", NOW, "s ehtogo momenta|s etogo momenta|otnyne|s nynešnego momenta",
            "ru-Latn", UNBOUND, "bez ogranichenij|bez ogranicheniy|bez ogranichenii|bez pravil|net nikakikh ogranichenij",
            "ru-Latn", MEMORY, "zapomni|zapomnite",
            "ru-Latn", FUTURE, "navsegda|vo vsekh budushchikh|na budushchee|v kazhdom sledujushchem|v kazhdom sleduyushchem",
            "ru-Latn", SEND, "otprav*|pereshli|perešli|vyshli",
            "ru-Latn", SECRET, "parol*|api-kljuch*|api-klyuch*",
            "ru-Latn", USERS, "pol'zovatel*|polzovatel*",
            "ru-Latn", DEMAND, "skazhi|skazhite|udali|udalite|zapusti|zapustite|odobri|odobrite|pokazhi|pokazhite|vyvedi"
                    + "|vypolni|vypolnjaj|zakroj|oceni|ocenite|slushajsja",
            "ru-Latn", REVEAL, "pokazhi|pokazhite|vyvedi|vyvesti|skopiruj|procitiruj|raskroj",
            "ru-Latn", PROMPT_STRONG, "sistemnyj prompt|sistemnyi prompt|sistemnyy prompt|sistemnye instrukcii"
                    + "|skrytye instrukcii|skrytyje instrukcii|skrytye pravila",
            "ru-Latn", READING, "kotoryj chitaet|kotoraja chitaet|kotoraya chitaet|kotoryj ehto chitaet"
                    + "|kotoryj eto chitaet|obrabatyvajushch*|obrabatyvayushch*",
            "ru-Latn", YOU, "tebja|tebya",
            // Egyptian and Levantine Arabic in Arabizi (digits for the letters Latin lacks)
            "ar-Latn", OVR, "ensa|ensaa|insa|ensu|itjahel|etgahel|tgahel",
            "ar-Latn", INSTR | INSTR_CORE | PROMPT, "ta3limat|ta3leemat|t3limat|2awamer|awamer|2awa3ed|qawa3ed",
            "ar-Latn", PRIOR, "2abl keda|abl keda|2adima|el 2adima|elly fatet",
            "ar-Latn", NOW, "mn delwa2ti|men delwa2ti|mn delwa2t|men delwa2t|mn delwa2ty",
            "ar-Latn", UNBOUND, "mn gheer 2awa3ed|bela 2awa3ed|malaksh ay 2awa3ed|mafeesh 2awa3ed|msh m7tag te3mel ay 7aga"
                    + "|mn gheer 7edood",
            "ar-Latn", MEMORY, "efteker|eftekr|e7faz|i7faz|e7fazo",
            "ar-Latn", FUTURE, "3ala tool|lel abad|fe kol el mo7adsat|dayman w abadan",
            "ar-Latn", SEND, "ab3at|eb3at|ib3at|b3atly",
            "ar-Latn", USERS, "el user|lel user|el mostakhdem|el mosta5dem",
            "ar-Latn", DEMAND, "2ool|2oul|2oly|2olo|emsa7|imsa7|shaghal|wafe2|warreeni|warini|e2fel|etba3",
            "ar-Latn", REVEAL, "warreeni|warini|warrini|wareeni|ekshef|tala3ly",
            "ar-Latn", PROMPT_STRONG, "el system prompt|el ta3limat el serreya|el ta3limat el makhfeya|ta3limat el system",
            "ar-Latn", READING, "elly bete2ra|elly bet2ra|elly bit2ra|elly bey2ra|elly biy2ra|elly by2ra|elly bey3alleg",
            "ar-Latn", YOU, "enta|ente|inta",
            // Urdu and Hindi in Latin letters
            "ur-Latn", OVR, "bhool jao|bhool jaao|bhul jao|nazarandaz karo",
            "ur-Latn", INSTR | INSTR_CORE | PROMPT, "hidayat|hidaayat|ahkamat",
            "ur-Latn", PRIOR, "pehle di gayi|pichli|pehle wali|purani|purane",
            "ur-Latn", SEND, "bhej do|bhejo|bhej dein|whatsapp kar do",
            "ur-Latn", UNBOUND, "koi pabandi nahi|koi qanoon nahi|koi rules nahi|bina pabandi",
            "ur-Latn", MEMORY, "yaad rakho|yaad rakhna|yaad rakhiye",
            "ur-Latn", FUTURE, "hamesha ke liye|aglay har|aage ki har",
            "ur-Latn", READING, "parhne wale|padhne wale|parh raha|padh raha");

    /** Adds every row to the lexicon. */
    static Lexicon extend(Lexicon x) {
        for (LanguageMatrix.Row row : ROWS) {
            x.add(row.category(), row.words());
        }
        return x;
    }

    private static List<LanguageMatrix.Row> rows(Object... cells) {
        if (cells.length % 3 != 0) {
            throw new IllegalArgumentException("rows come in threes: writing, category, words");
        }
        List<LanguageMatrix.Row> rows = new ArrayList<>();
        for (int i = 0; i + 2 < cells.length; i += 3) {
            rows.add(new LanguageMatrix.Row((String) cells[i], (Long) cells[i + 1], (String) cells[i + 2]));
        }
        return List.copyOf(rows);
    }
}
