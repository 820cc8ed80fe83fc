package dev.albert.safety;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Twenty-second round: the labels a conversation's turns carry, by the role they name — the person (user), the model
 * (assistant), the system, a tool and the developer — in about a hundred languages and scripts, as a chat export, a
 * transcript or a forged exchange writes them in the document's own language ("Umsebenzisi:", "Umncedisi:", "### Inkqubo
 * (system):", "Usuario:", "Asistente:", "### Sistemo:", "[SYSTEMA]", "Памочнік:", "ਸਿਸਟਮ:", "ስርዓት:"). The earlier lists
 * ({@code ForgedTurns.AUTHORITIES}, {@code ForgedExchange}'s assistant words) held the languages each round met; this one
 * is written by meaning for languages no corpus has tested yet.
 *
 * <p>Entries follow {@link BoundaryLexicon}'s notation, folded as {@link TextFolding} presents text (accents dropped
 * from Latin letters) and lowercased: a trailing {@code *} is a stem (it matches the word it begins, as inflection writes
 * "usuariomanta", "карыстальніка", "asistanto"), an entry without one a whole word, an entry of several words those
 * words in a row, an entry in an unspaced script anywhere. Stems are kept to words long enough not to begin ordinary
 * words. {@code RoleLabelsTest} checks that every entry is reachable: written as a turn label, it is read with its role.
 */
final class RoleLabels {
    /** The role a turn label names. */
    enum Role { USER, ASSISTANT, SYSTEM, TOOL, DEVELOPER }

    /** The entries of each role, as written (folded and lowercased at load). */
    static final Map<Role, List<String>> ENTRIES = new EnumMap<>(Map.of(
            Role.USER, List.of("user", "human", "usuario*", "usuari", "usuário*", "utilisateur*", "utente",
                    "utilizador*", "utilizator*", "benutzer*", "nutzer*", "gebruiker*", "användare*", "anvandare*",
                    "bruger*", "bruker*", "notandi*", "käyttäjä*", "kasutaja*", "lietotāj*", "naudotoj*", "vartotoj*",
                    "użytkownik*", "uzytkownik*", "uživatel*", "používateľ*", "uporabnik*", "korisnik*", "корисник*",
                    "felhasználó*", "потребител*", "пользовател*", "користувач*", "карыстальнік*", "χρήστη*",
                    "kullanıcı*", "kullanici*", "istifadəçi*", "пайдаланушы*", "foydalanuvchi*", "хэрэглэгч*",
                    "მომხმარებ*", "օգտատեր*", "משתמש", "המשתמש", "المستخدم", "مستخدم", "کاربر", "صارف",
                    "उपयोगकर्ता", "यूज़र", "वापरकर्ता", "प्रयोगकर्ता", "ব্যবহারকারী", "વપરાશકર્તા", "ਵਰਤੋਂਕਾਰ", "பயனர்",
                    "వినియోగదారు", "ಬಳಕೆದಾರ", "ഉപയോക്താവ്", "පරිශීලක", "ผู้ใช้", "ຜູ້ໃຊ້", "អ្នកប្រើ", "အသုံးပြုသူ",
                    "người dùng", "pengguna", "gumagamit", "用户", "用戶", "使用者", "ユーザー", "ユーザ", "사용자",
                    "mtumiaji", "umsebenzisi", "olùmúlò", "mai amfani", "ተጠቃሚ", "isticmaale", "onye ọrụ",
                    "defnyddiwr", "úsáideoir", "erabiltzaile*", "utent", "përdorues*", "uzanto", "itilizatè",
                    "mpampiasa", "gebruiker", "usor", "nguoi dung"),
            Role.ASSISTANT, List.of("assistant*", "assistent*", "asistent*", "asystent*", "asisten", "asistan",
                    "asistanto", "asszisztens*", "avustaja*", "aðstoðarmaður", "aðstoðarmann*", "pomočnik*",
                    "pomocník*", "ассистент*", "асистент*", "помощник*", "помічник*", "памочнік*", "βοηθός", "βοηθέ",
                    "βοηθος", "βοηθε", "köməkçi*", "көмекші*", "yordamchi*", "туслах", "ასისტენტ*", "დამხმარე",
                    "օգնական*", "עוזר", "העוזר", "המסייע", "المساعد", "مساعد", "دستیار*", "معاون", "सहायक",
                    "सहाय्यक", "সহকারী", "সহায়ক", "સહાયક", "ਸਹਾਇਕ", "உதவியாளர*", "సహాయక*", "ಸಹಾಯಕ*", "സഹായി*", "സഹായീ",
                    "සහායක*", "ผู้ช่วย", "ຜູ້ຊ່ວຍ", "ជំនួយការ", "လက်ထောက်", "trợ lý", "tro ly", "pembantu",
                    "katulong", "助手", "助理", "アシスタント", "어시스턴트", "msaidizi", "umsizi", "msizi",
                    "umncedisi", "mncedisi", "olùrànlọ́wọ́", "mataimaki*", "ረዳት", "caawiye", "onye enyemaka",
                    "cynorthwy*", "cúntóir*", "chúntóir*", "laguntzaile*", "mpanampy", "yanapaq*", "chatbot*", "sahayak",
                    // the reader as the language calls an AI (two words, or a stem of an inflecting language's word)
                    "intelligence artificielle", "inteligencia artificial", "intelligenza artificiale",
                    "inteligência artificial", "künstliche intelligenz", "sztuczna inteligencja", "umělá inteligence",
                    "искусственный интеллект", "штучний інтелект", "yapay zeka", "kunstmatige intelligentie",
                    "tekoäly*", "mesterséges intelligencia", "inteligența artificială", "τεχνητή νοημοσύνη",
                    "intellegenti*", "kecerdasan buatan", "trí tuệ nhân tạo", "人工智能", "人工知能", "인공지능",
                    "ai", "bot"),
            Role.SYSTEM, List.of("system*", "systeme", "système", "sistem*", "systeem*", "süsteem*", "susteem*",
                    "sustav*", "rendszer*", "järjestelmä*", "jarjestelma*", "stelsel*", "kerfi*", "córas", "coras",
                    "sistēm*", "sistèm", "sistemo", "systema*", "систем*", "сістэм*", "σύστημ*", "συστημ*", "жүйе*",
                    "tizim*", "სისტემ*", "համակարգ*", "מערכת", "המערכת", "نظام", "النظام", "سیستم", "سسٹم",
                    "सिस्टम", "प्रणाली", "সিস্টেম", "સિસ્ટમ", "ਸਿਸਟਮ", "சிஸ்டம்", "அமைப்பு", "సిస్టమ్", "ಸಿಸ್ಟಮ್",
                    "ವ್ಯವಸ್ಥೆ", "സിസ്റ്റം", "පද්ධතිය", "hệ thống", "he thong", "ระบบ", "ລະບົບ", "ប្រព័ន្ធ", "စနစ်",
                    "系统", "系統", "システム", "시스템", "mfumo", "uhlelo", "inkqubo", "tsarin", "ስርዓት", "ሲስተም",
                    "nidaam*", "sistemụ", "rafitra", "ètò"),
            Role.TOOL, List.of("tool", "werkzeug*", "herramienta*", "outil*", "strumento*", "ferramenta*",
                    "narzędzi*", "nástroj*", "инструмент*", "εργαλεί*", "araç", "arac", "eszköz*", "verktyg*",
                    "værktøj*", "verktøy*", "työkalu*", "tööriist*", "unealt*", "ツール", "工具", "도구", "أداة",
                    "الأداة", "ابزار", "टूल", "उपकरण", "công cụ", "เครื่องมือ", "zana", "kasangkapan", "function"),
            Role.DEVELOPER, List.of("developer*", "entwickler*", "desarrollador*", "développeur*", "sviluppator*",
                    "desenvolvedor*", "ontwikkelaar*", "utvecklare*", "udvikler*", "utvikler*", "kehittäjä*",
                    "arendaja*", "deweloper*", "programist*", "vývojář*", "vývojár*", "razvijal*", "fejlesztő*",
                    "dezvoltator*", "разработчик*", "розробник*", "προγραμματιστ*", "geliştirici*", "开发者", "開發者",
                    "開発者", "개발자", "المطور", "مطور", "توسعه‌دهنده", "डेवलपर", "nhà phát triển", "pengembang",
                    "msanidi")));

    private static final Map<Role, List<String>> FOLDED = folded();

    /** How long a turn label may be: a role word, a second word ("Inkqubo (system)", "mai amfani"), its brackets. */
    static final int LABEL_WIDTH = 36;

    private RoleLabels() {
    }

    private static Map<Role, List<String>> folded() {
        Map<Role, List<String>> out = new EnumMap<>(Role.class);
        ENTRIES.forEach((role, entries) -> out.put(role, entries.stream()
                .map(Lexicon::folded).map(e -> e.toLowerCase(Locale.ROOT)).toList()));
        return out;
    }

    /** The span [from, to) of a folded text names the role: one of its words is (or begins with) an entry. */
    static boolean names(String text, int from, int to, Role role) {
        String span = text.substring(from, Math.min(to, text.length())).toLowerCase(Locale.ROOT);
        for (String entry : FOLDED.get(role)) {
            if (BoundaryLexicon.occurs(span, entry)) {
                return true;
            }
        }
        return false;
    }

    /** The label's first word (or words, for an entry of several) is an entry of the role. */
    private static boolean opens(String words, Role role) {
        for (String entry : FOLDED.get(role)) {
            boolean stem = entry.endsWith("*");
            String word = stem ? entry.substring(0, entry.length() - 1) : entry;
            if (words.startsWith(word) && (stem || Lexicon.isUnspaced(word.charAt(0)) || words.length() == word.length()
                    || !Character.isLetter(words.charAt(word.length())))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A turn label opening the line (or escaped line) [from, to): after blanks, rule marks, quotes and an opening
     * bracket or tag ({@code ###}, {@code **}, {@code [}, {@code <}, {@code 【}), at most four words opening with a
     * word of one role (a parenthetical or a name after it: "Inkqubo (system)", "Assistent (Jana)"; "The user said" is
     * no label), then a colon, or the bracket's close ("[SYSTEMA]",
     * "<sistema>"). Returns the role and where the turn's words start, or null. A label naming two roles is none; so is a
     * plain word label that is indented or has nothing after it but a block indicator: a key of YAML or of a mapping.
     */
    static Label label(String text, int from, int to) {
        int i = from;
        while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        int indent = i - from;
        while (i < to && " \t#*>\"'-".indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        char open = i < to ? text.charAt(i) : 0;
        boolean bracket = open == '[' || open == '<' || open == '\u3010';
        boolean marked = bracket || i > from + indent;
        if (bracket) {
            i++;
        }
        int limit = Math.min(to, i + LABEL_WIDTH);
        int end = i;
        int words = 0;
        boolean inWord = false;
        while (end < limit) {
            char c = text.charAt(end);
            if (c == ':' || c == '\uFF1A' || bracket && (c == ']' || c == '>' || c == '\u3011')) {
                break;
            }
            boolean letter = Character.isLetter(c) || Character.getType(c) == Character.NON_SPACING_MARK
                    || Character.getType(c) == Character.COMBINING_SPACING_MARK || c == '\'' || c == '\u2019';
            if (letter && !inWord && ++words > 4) {
                return null;
            }
            if (!letter && c != ' ' && c != '(' && c != ')' && c != '*' && c != '_' && c != '-') {
                return null;
            }
            inWord = letter;
            end++;
        }
        if (end >= limit || end == i || words == 0) {
            return null;
        }
        int turn = end + 1;
        while (turn < to && (text.charAt(turn) == '*' || text.charAt(turn) == ':' || text.charAt(turn) == '\uFF1A')) {
            turn++;
        }
        if (!marked && (indent >= 2 || blockKey(text, turn, to))) {
            return null; // a key of structured data ("  system: |", "assistants:"), not a speaker's turn
        }
        Role found = null;
        String head = text.substring(i, end).toLowerCase(Locale.ROOT);
        for (Role role : Role.values()) {
            if (opens(head, role)) {
                if (found != null) {
                    return null;
                }
                found = role;
            }
        }
        return found == null ? null : new Label(found, text.substring(i, end).strip().toLowerCase(Locale.ROOT), turn);
    }

    /** Nothing but blanks and a YAML block indicator after a label: the key of a block or a mapping. */
    private static boolean blockKey(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (" \t|>-+\r".indexOf(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    /** A turn label: its role, its words (lowercase, for counting repeats) and where the turn's words start. */
    record Label(Role role, String words, int turn) {
    }
}
