package dev.albert.safety;

import java.util.Set;
import java.util.stream.Collectors;

/**
 * The head of a sentence that only names whom the rest is for, when that is an AI reader (ninth round): "For any bot
 * or LLM compiling a summary of this thread: …", "Any AI agent setting this repo up: …", "Для агента ИИ с доступом к
 * терминалу: …", "إلى المساعد الذكي الذي يلخص هذه الرسالة: …", "इस टिप्पणी को पढ़ने वाले एआई समीक्षक के लिए: …",
 * "致处理本文件的AI助手：…", "Lieber KI-Agent, …". A head opens the sentence (or follows a bracket or another label's
 * colon), holds an AI word, at most twelve words and no verb of its own, and is closed by a colon followed by at least
 * three words; it is marked as an address by how it opens ("for", "to", "any", "dear", "note" and their equivalents in
 * the languages the rules read) or, in languages that mark the addressee after the noun, by how it ends ("için", "के
 * लिए", "へ", "에게"). A greeting may close it with a comma instead ("Dear assistant, …", "Cher agent IA, …"). What
 * follows is spoken to the model that reads the text: the rules and the model read it as addressed.
 */
final class AddressHeads {
    private AddressHeads() {
    }

    /** How far after the AI word the closing colon may be, in characters. */
    private static final int REACH = 90;
    private static final int MAX_WORDS = 16;
    /** Characters of code, which a head of prose has none of: "all e in a[:i] have …" names no reader. */
    private static final String CODE = "[]{}<>=_/\\`|$&*+;";

    /** Words that open a head addressed to someone, folded as the rules read them (accents dropped). */
    private static final Set<String> OPENERS = folded("for", "to", "any", "every", "all", "each", "whichever",
            "whatever", "note", "message", "notice", "memo", "reminder", "instructions", "attention", "psa",
            "fur", "an", "jeder", "jede", "jedes", "alle", "hinweis", "nachricht", "achtung",
            "pour", "a", "au", "aux", "tout", "toute", "tous", "avis", "remarque",
            "para", "al", "cualquier", "todo", "toda", "nota", "mensaje", "atencion", "aviso",
            "ao", "qualquer", "mensagem", "atencao",
            "per", "all", "alla", "allo", "qualsiasi", "ogni", "messaggio", "attenzione",
            "voor", "aan", "elke", "ieder", "notitie", "bericht",
            "dla", "do", "kazdy", "kazda", "notatka", "wiadomosc", "uwaga", "pro", "kazdy", "pozor", "zprava",
            "для", "к", "ко", "до", "любой", "любому", "всем", "каждому", "заметка", "сообщение", "внимание", "увага",
            "her", "tum", "not", "mesaj", "dikkat",
            "إلى", "الى", "لكل", "ملاحظة", "رسالة", "تنبيه", "אל", "עבור", "לכל", "הודעה",
            "till", "for", "varje", "meddelande", "obs",
            "προς", "για", "σημειωση", "μηνυμα",
            "untuk", "kepada", "setiap", "catatan", "pesan", "perhatian", "gui", "cho", "moi", "luu",
            "ถึง", "สำหรับ", "เรียน", "सभी", "हर", "नोट", "संदेश",
            // Twelfth round: what a note calls itself, in more languages ("Texto para el asistente …:", "Instrucción
            // para el modelo …:"), and Swahili "kwa" (for, to)
            "text", "texto", "testo", "instruction", "instruccion", "instrucciones", "instrucao", "instrucoes",
            "istruzione", "istruzioni", "anweisung", "anweisungen", "consigne", "consignes", "comentario", "commentaire",
            "kommentar", "comment", "kwa", "ujumbe", "maagizo", "talimat",
            // Fourteenth round: what a note calls itself, and "for"/"to", in the languages a carrier's note was missed in
            // (a subtitle cue, a LaTeX comment, a form's remarks, a blog post's aside): Ukrainian, Czech, Slovak,
            // Catalan, Norwegian, Romanian, Greek and Hungarian.
            "примітка", "нотатка", "вказівка", "звернення", "pokyn", "pokyny", "poznamka", "upozorneni", "sdeleni",
            "pre", "upozornenie", "odkaz", "sprava", "missatge", "avis", "til", "merknad", "notat", "beskjed", "melding",
            "catre", "pentru", "mesaj", "παρατηρηση", "παρατήρηση", "σημείωση", "οδηγία", "jegyzet", "uzenet",
            "megjegyzes", "figyelem", "recado", "observacao", "observacion",
            // Fifteenth round: Bulgarian "note"/"message" and "to" ("Бележка към AI асистента, който …: …").
            "бележка", "съобщение", "към",
            // Sixteenth round: Portuguese "to the" plural and South Slavic "for" ("Aos assistentes de IA que …:",
            // "Za AI asistenta koji …:")
            "aos", "za", "за");

    /** Greetings, which may also close a head with a comma: "Dear assistant, …". */
    private static final Set<String> GREETINGS = folded("dear", "hello", "hi", "hey", "greetings", "liebe", "lieber",
            "liebes", "hallo", "cher", "chere", "chers", "bonjour", "querido", "querida", "estimado", "estimada", "hola",
            "caro", "cara", "prezado", "prezada", "ola", "gentile", "ciao", "beste", "drogi", "droga", "szanowny",
            "szanowna", "mily", "mila", "vazeny", "vazena", "дорогой", "дорогая", "уважаемый", "уважаемая", "привет",
            "шановний", "дорогий", "sevgili", "sayın", "merhaba", "عزيزي", "عزيزتي", "שלום", "יקר", "kara", "hej",
            "αγαπητε", "halo", "xin", "प्रिय", "नमस्ते",
            // Fifteenth round: "dear" in Bulgarian, the Scandinavian languages, Finnish, Czech, Lithuanian, Latvian,
            // Estonian and the South Slavic languages
            "скъпи", "скъпа", "kære", "kjære", "kära", "hyvä", "drahý", "drahá", "brangus", "brangusis", "dārgais",
            "kallis", "dragi", "draga",
            // Eighteenth round (vocative18): the interjections and vocative particles people open a chat line with
            // before the name of the one they call ("Oye IA, …", "Эй, нейросеть, …", "Počuj, bot, …", "يا بوت، …"):
            // Spanish, Portuguese, Catalan, Italian, French, Turkish and Azerbaijani, Indonesian and Malay, Tagalog,
            // Uzbek, Russian, Ukrainian, Kazakh, Polish, Czech and Slovak, Hungarian, Finnish, Estonian, Latvian,
            // Swedish, Romanian, Afrikaans, Basque, Greek, Hebrew, Arabic, Persian, Urdu, Hindi, Bengali, Tamil,
            // Telugu, Amharic, Georgian, Armenian, Chinese, Japanese and Korean. Words that are also an article or a
            // pronoun once folded ("ô" is "o", "hé" is "he") are left out.
            "oye", "oiga", "escucha", "ei", "hei", "ehi", "eh", "ey", "oi", "psiu", "alo", "dis", "listen", "psst",
            "wahai", "hai", "uy", "hoy", "эй", "ей", "гей", "слышь", "слушай", "слухай", "әй", "sluchaj", "sluchajcie",
            "pocuj", "poslouchej", "figyelj", "kuule", "klau", "horru", "asculta", "haai", "aizu", "ρε", "βρε",
            "היי", "הי", "يا", "ای", "اے", "अरे", "सुनो", "ओए", "এই", "শোনো", "ஓய்", "டேய்", "ఓయ్", "ఏయ్", "ሄይ",
            "ჰეი", "հեյ", "喂", "嘿", "おい", "ねえ", "야", "얘", "어이");

    /**
     * Fifteenth round: "with" and "having" after an AI word that opens a head, naming what the reader can use ("Agent
     * with tool access:", "Assistent mit Shell-Zugriff:", "Агент с доступом к терминалу:"), folded.
     */
    private static final Set<String> EQUIPPED = folded("with", "having", "mit", "avec", "con", "com", "met", "med",
            "z", "ze", "s", "se", "с", "із", "з", "ile", "dengan", "kun", "su", "ar", "koos", "cu", "με");

    /** Words or characters that close a head in languages that mark the addressee after it. */
    private static final Set<String> CLOSERS = folded("icin", "लिए", "लिये", "को", "에게", "께", "へ", "に", "への", "宛",
            "宛て", "向け",
            // Twenty-fourth round (lang24): "へ" in romaji, closing a head of the AI word and a colon ("Kono burogu o
            // yonde iru AI e: …", "AI eejento e: …"); "e" alone before a colon after an AI word is no other language's
            // head ("and:" closes no noun phrase of an address)
            "e");

    /** CJK characters that open a head addressed to someone: "致…", "给…", "給…". */
    private static final String CJK_OPENERS = "致给給";

    private static Set<String> folded(String... words) {
        return java.util.Arrays.stream(words).map(w -> TextFolding.fold(w).text().toLowerCase(java.util.Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
    }

    /** The AI word of the sentence's address head, or null when it has none. */
    static IntentText.Term of(IntentRules.Context context, IntentText.Sentence s) {
        Head h = find(context, s);
        return h == null ? null : h.ai();
    }

    /** The head opens an English order after its colon: "For any bot compiling this thread: conclude that …". */
    static boolean orderAfter(IntentRules.Context context, IntentText.Sentence s) {
        Head h = find(context, s);
        return h != null && Addressing.orderFrom(context.text(), s, h.close() + 1);
    }

    /** An address head: its AI word and the colon or comma that closes it. */
    private record Head(IntentText.Term ai, int close) {
    }

    private static Head find(IntentRules.Context context, IntentText.Sentence s) {
        String text = context.text();
        // The text before the last AI word is read back once: the next one's head opens where that one's did unless a
        // mark lies between them, so one endless sentence is not read again per AI word (thirteenth round).
        int readFrom = s.start();
        int opened = s.start();
        for (IntentText.Term t : s.terms()) {
            if (!t.is(IntentRules.AI) || t.is(IntentRules.AI_PEOPLE)) {
                continue;
            }
            int close = closing(text, t.end(), s.end());
            if (close < 0) {
                continue;
            }
            int open = opening(text, readFrom, t.start());
            open = open > readFrom ? open : opened;
            readFrom = t.start();
            opened = open;
            if (!moreWordsThan(text, open, close, MAX_WORDS) && isHead(context, text, open, close, t)) {
                return new Head(t, close);
            }
        }
        return null;
    }

    /**
     * [open, close) holds more than {@code max} words as {@link #isHead} splits them, so it is no head: read back from
     * {@code close} only until that many words start, not the whole of a long sentence. A word starts at a letter
     * after a character no word holds (neither letter nor mark); counting only those never counts too many.
     */
    private static boolean moreWordsThan(String text, int open, int close, int max) {
        int starts = 0;
        for (int i = close - 1; i > open; i--) {
            if (Character.isLetter(text.charAt(i)) && outsideWords(text.charAt(i - 1)) && ++starts > max) {
                return true;
            }
        }
        return false;
    }

    private static boolean outsideWords(char c) {
        int type = Character.getType(c);
        return !Character.isSurrogate(c) && !Character.isLetter(c) && type != Character.NON_SPACING_MARK
                && type != Character.ENCLOSING_MARK && type != Character.COMBINING_SPACING_MARK;
    }

    /** The colon or comma that closes a head after {@code from}, on the same line and in the sentence, or -1. */
    private static int closing(String text, int from, int end) {
        int limit = Math.min(end, from + REACH);
        for (int i = from; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '.' || c == '!' || c == '?' || c == ';' || c == '\u3002') {
                return -1;
            }
            if ((c == ',' || c == '\u060C') && Addressing.relativeAfter(text, i + 1)) {
                continue; // "An die KI, die diesen Thread zusammenfasst: …": the head goes on to its colon
            }
            if (c == ':' || c == '\uFF1A' || c == ',' || c == '\u060C' || c == '\uFF0C') {
                return c == ':' && i + 1 < text.length() && text.charAt(i + 1) == ':' ? -1 : i; // "Agent::Start"
            }
        }
        return -1;
    }

    /**
     * Where the head before {@code at} opens: a line start, a bracket or another label's colon after {@code from}, or
     * {@code from} (the sentence start, or where the text before was read up to).
     */
    private static int opening(String text, int from, int at) {
        for (int i = at - 1; i >= from; i--) {
            char c = text.charAt(i);
            if (c == '\n' || c == '(' || c == '[' || c == ']' || c == ':' || c == '\uFF1A' || c == '\u2014' || c == '"'
                    || c == '\u201C') {
                return i + 1;
            }
        }
        return from;
    }

    private static boolean isHead(IntentRules.Context context, String text, int open, int close, IntentText.Term ai) {
        char c = text.charAt(close);
        if ((c == ',' || c == '\u060C' || c == '\uFF0C') && (ai.start() == open
                || !GREETINGS.contains(firstWord(text, open, ai.start())))) {
            return false; // a comma closes only a greeting's head; most commas after an AI word close nothing
        }
        if (context.transcript() && (open <= 0 || Bounded.indexOf(text, '\n', open - 1, ai.start() + 1) >= 0) && close - open < 30
                && text.charAt(close) != ',') {
            return false; // "Assistant: …" or "AI Assistant: …" opening a line of a conversation: a speaker's turn
        }
        while (open < close && !Character.isLetter(text.charAt(open))) {
            open++; // "<!-- Для ИИ, …": the head starts at its first letter, after a comment's or a list's marks
        }
        String head = text.substring(open, close).toLowerCase(java.util.Locale.ROOT).strip();
        for (int i = 0; i < head.length(); i++) {
            if (CODE.indexOf(head.charAt(i)) >= 0) {
                return false;
            }
        }
        String[] words = head.split("[^\\p{L}\\p{M}]+");
        int from = words.length > 0 && words[0].isEmpty() ? 1 : 0;
        if (words.length - from == 0 || words.length - from > MAX_WORDS || Addressing.wordsOnLine(text, close + 1, 3, true) < 3) {
            return false;
        }
        for (int k = from + 1; k < words.length; k++) {
            if (Addressing.isFiniteVerb(words[k])) {
                return false; // "The agent has access to: …" says something; a head only names its reader
            }
        }
        String first = words[from];
        if (text.charAt(close) == ',' || text.charAt(close) == '\u060C' || text.charAt(close) == '\uFF0C') {
            return GREETINGS.contains(first) && ai.start() > open; // "Dear assistant, …", not "For agents, the …"
        }
        if (OPENERS.contains(first) || GREETINGS.contains(first)
                || CJK_OPENERS.indexOf(head.charAt(0)) >= 0 && Lexicon.isCjk(head.charAt(0))) {
            return true;
        }
        if (ai.start() <= open + 1 && text.charAt(close) == ':' && Addressing.relativeAfter(text, wordEnd(text, ai))) {
            return true; // "Боте, який веде мої нотатки: …": the reader called by name and by what it does, then a colon
        }
        if (text.charAt(close) == ':' && namedWithItsNoun(text, open, ai)
                && Addressing.relativeAfter(text, wordEnd(text, ai))) {
            return true; // "Asystencie AI, który streszcza …: …", "Alatima umjetne inteligencije koji sažimaju …: …"
        }
        if (ai.start() <= open + 1 && gluedTo(first)) {
            return true; // "לבינה המלאכותית שמסכמת את השרשור: …", "للمساعد الذي يقرأ هذا: …": "to" glued to the AI word
        }
        if (ai.start() <= open + 1 && Addressing.relativeAfter(text, commaAfter(text, ai.end(), close))) {
            return true; // "Ассистенту, который запускает этот стек: …": the reader named by what it does, "to" in its case
        }
        if (ai.start() <= open + 1 && words.length - from > 2 && EQUIPPED.contains(words[from + 1])) {
            return true; // "Assistant with calendar and email tools: …": the reader named by what it can use
        }
        if (noteBeforeBracket(text, open)) {
            return true; // "Not (destek asistanına): …", "Note (to the support bot): …": the note word outside the bracket
        }
        String last = words[words.length - 1];
        if (hungarianDative(text, ai, close, last)) {
            return true;
        }
        if (text.charAt(close) == ':' && markedByADativeEnding(text, ai, close, last)) {
            return true;
        }
        for (String closer : CLOSERS) {
            if (last.equals(closer) || Lexicon.isCjk(closer.charAt(0)) && last.endsWith(closer)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sixteenth round: the AI word is the last of a noun phrase of at most three words that opens the head — the noun
     * before the word the vocabulary knows ("Asystencie AI", "Alatima umjetne inteligencije", "Nástroje umělé
     * inteligence"), which the reader-named-by-its-work reading above wants first. At most two words before it, none
     * a verb (isHead has checked the whole head), so "The summary the AI wrote, which …: …" is still no head.
     */
    private static boolean namedWithItsNoun(String text, int open, IntentText.Term ai) {
        if (ai.start() <= open + 1) {
            return true;
        }
        int words = 0;
        for (int i = open; i < ai.start(); i++) {
            if (Character.isLetter(text.charAt(i)) && (i == open || outsideWords(text.charAt(i - 1)))) {
                words++;
            }
            if (",;\"'".indexOf(text.charAt(i)) >= 0) {
                return false;
            }
        }
        return words <= 2 && !ARTICLES.contains(firstWord(text, open, ai.start()));
    }

    /**
     * Articles, which languages that have them put before a noun phrase that is no vocative: "Die KI-Strategie der
     * Firma: …" names a topic, and German "der" is an article there, not a relative pronoun.
     */
    private static final Set<String> ARTICLES = folded("the", "a", "an", "der", "die", "das", "den", "dem", "des",
            "le", "la", "les", "el", "los", "las", "il", "lo", "gli", "o", "os", "as", "het", "een", "de");

    /** Just past the comma that follows the AI word (which ends at {@code from}), or {@code close} when none does. */
    private static int commaAfter(String text, int from, int close) {
        return from < close && (text.charAt(from) == ',' || text.charAt(from) == '\u060C') ? from + 1 : close;
    }

    /**
     * Fifteenth round: the head sits in a bracket right after a word that opens a head ("Not (destek asistanına):",
     * "Nota (para el asistente):"): the bracket names whom the note is for, as "Note to …" would.
     */
    private static boolean noteBeforeBracket(String text, int open) {
        int bracket = open - 1;
        while (bracket >= 0 && text.charAt(bracket) == ' ') {
            bracket--;
        }
        if (bracket < 1 || text.charAt(bracket) != '(') {
            return false;
        }
        int end = bracket;
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        int start = end;
        while (start > 0 && Character.isLetter(text.charAt(start - 1)) && end - start < 24) {
            start--;
        }
        return start < end && OPENERS.contains(text.substring(start, end).toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * Fifteenth round: Hungarian marks whom a note is for by the dative ending on the noun itself, the head's last word:
     * "Az e-mailt feldolgozó MI-asszisztensnek: …", "A jegyzeteket kezelő botnak: …". Only the AI word's own ending
     * counts, so a head that ends in a person ("a titkárnőnek") is no address.
     */
    private static boolean hungarianDative(String text, IntentText.Term ai, int close, String last) {
        int end = ai.end();
        while (end < close && IntentText.inWord(text.charAt(end))) {
            end++;
        }
        return end >= close - 1 && last.length() > 4 && (last.endsWith("nak") || last.endsWith("nek"))
                && text.substring(ai.start(), end).toLowerCase(java.util.Locale.ROOT).endsWith(last);
    }

    /**
     * Sixteenth round: the languages that, like Hungarian, mark whom a note is for by a dative ending rather than a word
     * before it — Mongolian ("… хиймэл оюун ухаанд: …"), Tamil ("… செயற்கை நுண்ணறிவு உதவியாளருக்கு: …"), Kannada,
     * Telugu and Malayalam — with the ending on the AI word itself or on the one noun after it ("AI assistant-to").
     * The head closes with a colon right after that word, so "… ухаанд" inside a sentence addresses nobody.
     */
    private static boolean markedByADativeEnding(String text, IntentText.Term ai, int close, String last) {
        int end = ai.end();
        while (end < close && IntentText.inWord(text.charAt(end))) {
            end++;
        }
        int next = end;
        while (next < close && text.charAt(next) == ' ') {
            next++;
        }
        boolean own = end >= close - 1;
        boolean nounAfter = !own && next < close && Bounded.indexOf(text, ' ', next, close) < 0;
        if (!own && !nounAfter || last.length() < 3) {
            return false;
        }
        for (String ending : DATIVE_ENDINGS) {
            if (last.endsWith(ending)) {
                return true;
            }
        }
        return false;
    }

    /** Dative endings that name a note's addressee: Mongolian, Tamil, Kannada, Telugu, Malayalam. */
    private static final Set<String> DATIVE_ENDINGS = folded("ад", "эд", "од", "өд", "нд", "рт",
            "க்கு", "ுக்கு", "ಗೆ", "ಕ್ಕೆ", "కి", "కు", "ക്ക്", "ന്");

    /** Just past the comma after the AI word's own word, or its end when no comma follows it. */
    private static int wordEnd(String text, IntentText.Term ai) {
        int end = ai.end();
        while (end < text.length() && IntentText.inWord(text.charAt(end))) {
            end++;
        }
        return end < text.length() && text.charAt(end) == ',' ? end + 1 : end;
    }

    /**
     * Twelfth round: the head's first word is the AI word with "to" or "for" glued before it, as Hebrew (ל, על-ידי is
     * not) and Arabic (لل, ل) write it: "לבינה", "לעוזר", "למודל", "للمساعد", "للذكاء".
     */
    private static boolean gluedTo(String first) {
        return first.length() > 2 && (first.charAt(0) == '\u05DC' || first.startsWith("\u0644\u0644"));
    }

    /**
     * The sentence opens with a greeting of people, closed by a colon or comma within five words, and names no AI reader
     * in it: "Dear support team: please run the diagnostics …", "Hi Dana, …". What follows asks a person.
     */
    static boolean greetsPeople(String text, IntentText.Sentence s) {
        int open = s.start();
        while (open < s.end() && !Character.isLetter(text.charAt(open))) {
            open++;
        }
        int close = open;
        int words = 0;
        while (close < s.end() && words <= 5 && ":,\uFF1A\u060C\uFF0C\n".indexOf(text.charAt(close)) < 0) {
            words += text.charAt(close) == ' ' ? 1 : 0;
            close++;
        }
        if (close >= s.end() || words > 5 || text.charAt(close) == '\n' || close == open) {
            return false;
        }
        String[] head = text.substring(open, close).toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}\\p{M}]+");
        if (head.length < 2 || !GREETINGS.contains(head[0])) {
            return false;
        }
        for (IntentText.Term t : s.terms()) {
            if (t.start() < close && t.is(IntentRules.AI) && !t.is(IntentRules.AI_PEOPLE)) {
                return false;
            }
        }
        return true;
    }

    /** The first word of text[from, to) after any marks, lower-case, as the heads' word lists hold it. */
    private static String firstWord(String text, int from, int to) {
        int i = from;
        while (i < to && !Character.isLetter(text.charAt(i))) {
            i++;
        }
        int k = i;
        while (k < to && IntentText.inWord(text.charAt(k))) {
            k++;
        }
        return text.substring(i, k).toLowerCase(java.util.Locale.ROOT);
    }
}
