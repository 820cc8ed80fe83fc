package dev.albert.safety;

import java.util.List;

/**
 * Twenty-third round (tool23): an order on a live system said to a reader named by what it can do. Files that only
 * machines read — a sitemap's or a feed's comment, a Gherkin comment, a CI config, a log line, a bank statement's
 * free-text line — address the agent that will read them by its tools or its job in a pipeline ("Crawling agents with
 * browser or shell tools:", "The test agent reading this file:", "Für den Review-Agenten mit Terminal:", "ｂｏｔ：" after
 * a support log's time stamp) and order an act with consequences: open an admin page and submit it, transfer money,
 * run a script in production, grant access, and then delete what would show it.
 *
 * <p>One sentence: <em>a label closed by a colon that names an automated reader by its tools or its pipeline role,
 * followed by a demand whose object is a live system (a URL, a script, an account, an SSH key, money, a system's
 * object) or the trace of an act (a notification, a log, a ticket), is tool coercion.</em> The label is read past a
 * line's time stamp, bracketed fields and log level, and past a chat line's speaker ("Jomar: bot: …"). A bare
 * "bot:"/"agent:" label at a speaker's place may be the bot's or a human agent's own turn in a transcript ("bot: Open
 * https://… to track your parcel"), so there the order must also waive a check or hide its trace. A runbook's "On-call
 * engineer: run …", a test step "Testers: run …", "Crawlers: please respect Crawl-delay" name no automated reader by its
 * tools, or demand no act on a live system.
 */
final class CapableReaders {
    private CapableReaders() {
    }

    /** How far into a sentence its label may close. */
    private static final int REACH = 200;
    /** The longest label read. */
    private static final int LABEL = 110;
    /** The longest chat speaker's name before a bot's label. */
    private static final int SPEAKER = 24;

    /**
     * Words that name what an automated reader can do or which step of a pipeline it is, as folded lower-case stems:
     * tools, a shell, a terminal, a browser, a command line, clicking, automation, crawling, running tests, and reading
     * or processing this very file, in about forty languages.
     */
    static final List<String> CAPABILITIES = SystemActs.folded(List.of(
            // English
            "tool", "tools", "shell", "terminal", "browser", "command line", "command-line", "click", "automation",
            "automated", "automatic", "crawler", "crawling", "test runner", "test agent", "runner", "reading this",
            "reading the", "that reads", "which reads", "processing this", "processes this", "that processes",
            "executes this", "running this", "reviewing this", "with access",
            // German, Dutch, Scandinavian, Icelandic, Finnish, Estonian
            "werkzeug", "kommandozeile", "automatisiert", "automatisch", "test-agent", "testagent", "review-agent",
            "diese datei", "diesen auszug", "dieses postfach", "liest", "verarbeitet", "ausfuhrt", "shelltoegang",
            "opdrachtregel", "geautomatiseerd", "dit bestand", "dit afschrift", "leest", "verwerkt", "uitvoert",
            "skalltilgang", "skaltilgang", "denne fila", "denne fil", "detta utdrag", "laser", "leser", "laeser",
            "testagenten", "les", "tyokalu", "komentorivi", "selain", "automaatio", "automaattinen", "kasittelee",
            "kasitteleva", "lukee", "tooriist", "kasurea", "brauser", "automaatne", "loeb", "testagent",
            // Romance
            "outils", "navigateur", "ligne de commande", "automatise", "automatises", "automatique", "d'indexation",
            "qui lit", "qui lisent", "lisant", "qui traite", "herramientas", "navegador", "linea de comandos",
            "automatizacion", "automatizado", "automatico", "rastreador", "rastreadores", "que lea", "que lean",
            "que procese", "acceso a terminal", "ferramentas", "linha de comando", "automacao", "automatizad",
            "que le", "que trata", "acesso ao shell", "strumenti", "terminale", "riga di comando", "automazione",
            "che legge", "che esegue", "esegue questo", "unelte", "instrumente", "acces la terminal", "axentes",
            // Slavic, Baltic, Hungarian, Greek, Albanian, Armenian, Georgian
            "narzedzi", "powloki", "powłoki", "przegladark", "automatyz", "czyta", "przetwarza", "nastroj", "orodji",
            "brskanje", "testovaci", "cte tento", "alat", "preglednik", "automatsk", "инструмент", "терминал",
            "браузер", "командн", "автоматиз", "автоматич", "тестов", "читающ", "читает", "чита", "обрабатыв",
            "обработува", "обробля", "shell", "eszkoz", "terminal", "bongesz", "automatizmus", "feldolgozo",
            "olvas", "rik", "parluk", "irank", "narsykl", "εργαλει", "τερματικ", "αυτοματισμ", "κανει κλικ",
            "επεξεργαζεται", "mjete", "shfletues", "terminali", "lexon", "lexojne", "բրաուզեր", "գործիք",
            "ბრაუზერ", "ტერმინალ", "დამმუშავებელ",
            // Turkish, Azerbaijani, Central Asian, Persian, Arabic, Hebrew, Urdu
            "arac", "kabuk", "tarayici", "otomasyon", "otomatik", "okuyan", "isleyen", "inceleyen", "avtomatik",
            "emal eden", "qayta ishlovchi", "ابزار", "پوسته", "ترمینال", "مرورگر", "خودکار", "أدوات", "متصفح",
            "تلقائي", "آلي", "الذي يقرأ", "الذي يعالج", "כלים", "מסוף", "דפדפן", "אוטומטי", "שמטפל", "שקורא",
            "خودکار", "پڑھنے والے",
            // Indic
            "टूल", "शेल", "टर्मिनल", "ब्राउज़र", "स्वचालित", "पढ़ने वाले", "चलाने वाले", "संभालने वाले", "शेल-सक्षम",
            "चाचणी", "चालवणाऱ्या", "प्रक्रिया", "টুল", "শেল", "ব্রাউজার", "স্বয়ংক্রিয়", "প্রক্রিয়াকারী",
            "தானியங்கி", "படிக்கும்", "స్వయంచాలక", "చదివే", "ಸ್ವಯಂಚಾಲಿತ", "ಓದುವ", "വായിക്കുന്ന", "પ્રક્રિયા",
            "ස්වයංක්‍රීය", "කියවන", "स्वचालित",
            // East and South-East Asian, African
            "工具", "浏览器", "瀏覽器", "命令", "自动", "自動", "测试", "測試", "抓取", "爬虫", "ツール", "シェル",
            "ブラウザ", "テストランナー", "クローラー", "読み込む", "読む", "도구", "셸", "브라우저", "자동화", "처리하는",
            "읽는", "เครื่องมือ", "เบราว์เซอร์", "อัตโนมัติ", "ประมวลผล", "ឧបករណ៍", "ដែលអាន", "công cụ",
            "cong cu", "trinh duyet", "quyen chay lenh", "tu dong", "dang doc", "xu ly", "alat", "peramban",
            "otomatis", "automatik", "memproses", "membaca", "zana", "kivinjari", "otomatiki", "unaochakata",
            "anayesoma", "የሚያስኬድ", "አውቶማቲክ", "akhriya", "ocubungula"));

    /**
     * Where the order said to a reader named by its capability stands (past the label's colon), or -1: a label
     * naming an automated reader by its tools or role, and a demand after it whose object is a live system or an
     * act's trace.
     */
    static int orderAt(String text, IntentText.Sentence s) {
        int order = orderFrom(text, s, s.start());
        // Twenty-fourth round: a statement, a table or a log written without full stops is one sentence of many lines,
        // and its label stands at a later line's start ("…\n15.11.2026 Energji 3.420 L\nPër asistentin e IA-së që
        // lexon këtë pasqyrë: hap …"); read each of its first LINES line starts, a real or an escaped line break.
        int line = s.start();
        for (int n = 0; order < 0 && n < LINES; n++) {
            line = nextLine(text, line, s.end());
            if (line < 0) {
                break;
            }
            order = orderFrom(text, s, line);
        }
        return order;
    }

    /** How many line starts of one sentence are read for a label after its first. */
    private static final int LINES = 16;

    /**
     * The start of the line after the one {@code from} is on, inside [from, end): past a line break or an escaped one
     * ({@code \n} in a JSON string or an iCalendar field), or -1.
     */
    static int nextLine(String text, int from, int end) {
        for (int i = from; i < end - 1; i++) {
            if (text.charAt(i) == '\n') {
                return i + 1;
            }
            if (text.charAt(i) == '\\' && text.charAt(i + 1) == 'n') {
                return i + 2;
            }
        }
        return -1;
    }

    /**
     * The start of the line that holds {@code at}, read back no further than {@code from}: past the last line break or
     * escaped line break before it.
     */
    static int lineStart(String text, int from, int at) {
        for (int i = at - 1; i >= from; i--) {
            if (text.charAt(i) == '\n') {
                return i + 1;
            }
            if (text.charAt(i) == 'n' && i > from && text.charAt(i - 1) == '\\') {
                return i + 1;
            }
        }
        return from;
    }

    /** {@link #orderAt} for a label that starts at {@code start}, a line's start inside the sentence. */
    private static int orderFrom(String text, IntentText.Sentence s, int start) {
        int limit = Math.min(s.end(), start + REACH);
        if (!anyColon(text, start, limit)) {
            // most lines hold no colon of any script: no label, and no need to read past the line's prefix
            return -1;
        }
        int from = pastLinePrefix(text, start, limit);
        int colon = colonAfter(text, from, Math.min(limit, from + LABEL));
        if (colon < 0) {
            return -1;
        }
        boolean afterSpeaker = false;
        boolean reader = namesAReader(text, from, colon);
        if (!reader && colon - from <= SPEAKER && !text.substring(from, colon).contains(" ")) {
            // "Jomar: bot: …", "[28/11] 阿明: 機械人：…": a chat line's speaker, then the bot the speaker calls
            int next = colonAfter(text, colon + 1, Math.min(limit, colon + 1 + SPEAKER + 2));
            if (next < 0 || !namesAReader(text, colon + 1, next)) {
                return -1;
            }
            from = skipSpaces(text, colon + 1, next);
            colon = next;
            afterSpeaker = true;
        } else if (!reader) {
            return key(text, from, colon) ? keyedOrder(text, s, from, colon) : -1;
        }
        if (key(text, from, colon)) {
            return keyedOrder(text, s, from, colon);
        }
        if (fields(text, from, colon)) {
            return -1;
        }
        boolean bare = !afterSpeaker && !text.substring(from, colon).trim().contains(" ");
        if (!afterSpeaker && !bare && Waivers.firstOf(CAPABILITIES, text, from, colon) < 0
                && Waivers.firstOf(DUTIES, text, from, colon) < 0) {
            return -1;
        }
        int order = skipSpaces(text, colon + 1, s.end());
        if (order >= s.end() || !demands(text, s, order, !bare)) {
            return -1;
        }
        if (!LiveTargets.in(text, order, s.end())) {
            return -1;
        }
        if (bare && Waivers.in(text, order, s.end()) < 0 && !LiveTargets.erased(text, order, s.end())) {
            return -1;
        }
        return order;
    }

    /**
     * The clause after the label opens (or, verb-final, closes) with a verb of a demand ({@link DemandVerbs}, or an act
     * verb of the lexicon among its first words: "open", "run", "deploy"), or moves money, or the order waives a check
     * or erases the act's trace ("… ohne Freigabe und lösche diese Nachricht") — {@code implied} only: after a bare
     * speaker label ("エージェント：logs/*.log を削除しました。") a report of what was done names a trace too, so there a
     * verb of a demand must say it.
     */
    private static boolean demands(String text, IntentText.Sentence s, int order, boolean implied) {
        int clause = Math.min(s.end(), order + 2 * Bounded.WINDOW);
        int first = firstStop(text, order, clause);
        return DemandVerbs.opening(text, order, clause) != null || DemandVerbs.closing(text, order, first) != null
                || BotMentions.leadingAct(text, s, order, first) >= 0 || Payments.moved(text, order, clause)
                || ENGLISH_ACTS.contains(firstWord(text, order, first))
                || OPENING_ACTS.contains(firstWord(text, order, first))
                // an act whose check is waived or whose trace is erased is demanded, whatever verb says it
                || implied && (Waivers.in(text, order, clause) >= 0 || LiveTargets.erased(text, order, clause));
    }

    /**
     * English verbs of an act on a live system that neither {@link DemandVerbs} (other languages) nor the lexicon's
     * act verbs hold, read as the order's first word: open, submit, star, fork, follow, click, raise, invite, issue.
     */
    private static final java.util.Set<String> ENGLISH_ACTS = java.util.Set.of("open", "submit", "star", "fork",
            "follow", "click", "raise", "invite", "issue", "grant", "add", "transfer", "pay", "refund", "run", "deploy",
            "rotate", "reset", "disable", "delete", "drop", "execute", "call", "approve", "remove", "turn", "switch",
            "set", "change", "create", "post", "log", "use", "accept", "decline", "cancel", "forward", "send",
            "unlock", "install", "merge", "publish", "release", "go");

    /**
     * Act verbs as an order's first word in languages whose imperatives {@link DemandVerbs} does not hold (twenty-fourth
     * round), folded: use, open, enter (Arabic), go in, turn off, switch off, unlock (Norwegian, Danish, Swedish).
     */
    static final java.util.Set<String> OPENING_ACTS = java.util.Set.copyOf(SystemActs.folded(List.of("استخدم",
            "افتح", "ادخل", "حول", "gå", "skru", "slå", "åbn", "sluk", "stäng", "öppna", "logg")));

    /** The first word of [from, to), lower case, or "". */
    private static String firstWord(String text, int from, int to) {
        int i = from;
        while (i < to && !Character.isLetter(text.charAt(i))) {
            i++;
        }
        int start = i;
        while (i < to && Character.isLetter(text.charAt(i))) {
            i++;
        }
        return text.substring(start, i).toLowerCase(java.util.Locale.ROOT);
    }

    /** The end of the first clause of the order: a comma or a full stop of any script, or {@code end}. */
    private static int firstStop(String text, int from, int end) {
        for (int i = from; i < end; i++) {
            if (",;\u060C\uFF0C\u3001\u3002\u0964\n".indexOf(text.charAt(i)) >= 0) {
                return i;
            }
        }
        return end;
    }

    /** The label between {@code from} and {@code to} holds a word for an automated reader. */
    static boolean namesAReader(String text, int from, int to) {
        if (to <= from) {
            return false;
        }
        if (Waivers.firstOf(SystemActs.AGENTS, text, from, to) >= 0 || Waivers.firstOf(AUTOMATA, text, from, to) >= 0) {
            return true;
        }
        int i = from;
        while (i < to) {
            while (i < to && !Character.isLetterOrDigit(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < to && !Character.isWhitespace(text.charAt(i)) && ",()\"'«»“”".indexOf(text.charAt(i)) < 0) {
                i++;
            }
            if (i > start && BotMentions.namesAReader(text.substring(start, i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Words that name an automated reader by the thing it looks after for its user — the assistant "managing this
     * calendar", the agent "that handles this mailbox", "picking up her messages", "using this schema", "checking out
     * this commit" — as folded lower-case stems in about sixty languages (twenty-fourth round). A person's job is said
     * the same way ("Priya, who manages this calendar"), so they stand in for a capability only in a label that also
     * names an automated reader.
     */
    static final List<String> DUTIES = SystemActs.folded(List.of(
            // English
            "managing", "manages", "manage", "handling", "handles", "in charge of", "looking after", "looks after",
            "picking up", "screening", "answering", "monitoring", "using this", "checking out", "running on",
            // Germanic
            "verwaltet", "verwaltenden", "betreut", "zuständig", "bearbeitet", "beheert", "afhandelt", "bestuur",
            "sköter", "hanterar", "håndterer", "styrer", "sér um", "hoitava", "hoitavalle", "hallinnoi", "haldab",
            "haldav", "hallinnoiva",
            // Romance, Celtic, Maltese, Basque
            "qui gère", "gérant", "gestiona", "gestionan", "administra", "administrează", "maneja", "xestiona",
            "gestisce", "gerencia", "que atende", "atiende", "bhainistíonn", "bainistíonn", "rheoli", "jmexxi",
            "jimmaniġġja", "kudeatzen",
            // Slavic, Baltic, Hungarian, Greek, Albanian
            "zarządza", "spravuje", "upravlja", "управља", "управляет", "управляющ", "керує", "управлява", "tvarko",
            "valdo", "pārvalda", "kezelő", "kezeli", "διαχειρίζεται", "menaxhon",
            // Turkic, Mongolian, Caucasus, Iranian, Semitic, Indic
            "yöneten", "idarə edən", "басқаратын", "оқып", "boshqaradigan", "хариуцах", "მმართველ", "կառավարող",
            "يدير", "تدير", "مدیریت", "שמנהל", "שמנהלת", "سنبھالنے", "संभालने", "सम्हाल्ने", "प्रबंधित", "পরিচালনা",
            "நிர்வகிக்கும்", "నిర్వహించే", "හසුරුවන",
            // South-East and East Asian, African
            "quản lý", "mengelola", "menguruskan", "humahawak", "ที่ดูแล", "ดูแล", "ដែលគ្រប់គ្រង", "ကိုင်တွယ်", "管理",
            "관리하는", "anayesimamia", "anayeshughulikia", "ለሚያስተናግደው", "ṣàkóso", "ophethe", "na-ahụ maka"));

    /** Nouns for an automated reader that are no agent word: automation, crawler, runner, in their languages. */
    static final List<String> AUTOMATA = SystemActs.folded(List.of("automation", "automatisierung",
            "automatización", "automação", "automatizzazione", "automatisering", "automatizace", "automatyzacja",
            "automatizmus", "automaatio", "автоматизация", "автоматизація", "αυτοματισμό", "otomasyon", "crawler",
            "crawlers", "rastreador", "robot", "robots", "روبوت", "الروبوت", "機械人", "机器人", "ボット", "봇", "자동화 시스템",
            "tác tử", "tac tu", "ഏജന്റ്", "ஏஜென்ட்", "ఏజెంట్", "ಏಜೆಂಟ್", "એજન્ટ", "ਏਜੰਟ", "ایجنٹ", "ඒජන්ත",
            "ភ្នាក់ងារ", "ኤጀንት", "ወኪል", "wakala", "wakiilka", "agjent", "agjentët", "agjentet", "գործակալ",
            "գործակալներին", "აგენტ", "аґент", "агенту", "агентот", "агентам", "агентов", "ajanı", "ajan", "agentə",
            "sistemai", "tizimga", "avtomatlashtirilgan", "whoever", "testagent", "testagenten", "testiagent",
            "test-agent", "review-agent", "agentiem", "agenteari", "agentet", "agentët", "agentes", "axentes",
            "automatisation", "automatizmusnak", "automatizacion", "asiant", "agentul", "agentów", "agentow", "agentem",
            "agenttia", "agenteille", "agentille", "agentti", "агентот", "агента", "агентови", "агентам", "агенты",
            "ajana", "ajanı", "otomasyon", "otomasyona", "wakala", "ወኪል", "عامل", "הסוכן", "לסוכן", "エージェント",
            "代理", "智能体", "에이전트", "자동화 시스템", "ตัวแทน", "tác tử", "ejen", "agen", "робот", "роботу", "бот",
            "бота", "боту", "ботові", "bots", "bot"));

    /** Past a line's time stamp, bracketed fields, log level and comment marks: where its words start. */
    static int pastLinePrefix(String text, int from, int limit) {
        int i = from;
        for (int round = 0; round < 8 && i < limit; round++) {
            int before = i;
            while (i < limit && (Character.isWhitespace(text.charAt(i)) || "#/*!->;%|".indexOf(text.charAt(i)) >= 0
                    || text.startsWith("<!--", i) || escapedBreak(text, i))) {
                i += escapedBreak(text, i) ? 2 : 1;
            }
            if (i < limit && Character.isDigit(text.charAt(i))) {
                int j = i;
                while (j < limit && (Character.isDigit(text.charAt(j)) || ":-./TZ+,".indexOf(text.charAt(j)) >= 0)) {
                    j++;
                }
                if (j - i >= 4 && (j >= limit || Character.isWhitespace(text.charAt(j)) || text.charAt(j) == ']')) {
                    i = j;
                }
            }
            if (i < limit && (text.charAt(i) == '[' || text.charAt(i) == '(' || text.charAt(i) == '<')) {
                // "[chat#88213]", "(12:04)", "<item><description>": a line's fields and a markup's tags; a group right
                // before a colon is the label itself ("(for the agent):")
                char close = text.charAt(i) == '[' ? ']' : text.charAt(i) == '(' ? ')' : '>';
                int end = text.indexOf(close, i);
                boolean label = end + 1 < text.length() && (text.charAt(end + 1) == ':' || text.charAt(end + 1) == '\uFF1A');
                if (end > i && end - i <= 60 && text.lastIndexOf('\n', end) < i && !label) {
                    i = end + 1;
                }
            }
            int w = i;
            while (w < limit && Character.isUpperCase(text.charAt(w))) {
                w++;
            }
            if (w - i >= 4 && w - i <= 7 && (w >= limit || text.charAt(w) == ' ')
                    && List.of("INFO", "WARN", "WARNING", "ERROR", "DEBUG", "TRACE", "FATAL", "NOTE").contains(text.substring(i, w))) {
                i = w;
            }
            if (i == before) {
                break;
            }
        }
        return i;
    }

    /**
     * The label is a key of a JSON, YAML or TOML record (twenty-fourth round): one token, quoted or holding an
     * underscore ({@code "note_for_ai_agents"}, {@code ai_agent_instructions}, {@code "AIエージェントへのメモ"}).
     */
    static boolean key(String text, int from, int colon) {
        String label = text.substring(from, colon).strip();
        boolean quoted = label.length() > 2 && (label.charAt(0) == '"' || label.charAt(0) == '\'')
                && label.charAt(label.length() - 1) == label.charAt(0);
        String name = quoted ? label.substring(1, label.length() - 1) : label;
        if (name.isEmpty() || name.length() > 60 || !quoted && name.indexOf('_') < 0) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetterOrDigit(c) && "_-.".indexOf(c) < 0 && Character.getType(c) != Character.NON_SPACING_MARK
                    && Character.getType(c) != Character.COMBINING_SPACING_MARK) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where the order in the value of a key that names an AI reader stands, or -1 (twenty-fourth round): the key holds
     * a mark of artificial intelligence ({@link #AI_MARKS}: {@code ai}, {@code ki}, {@code ia}, {@code ии}, GPT, LLM,
     * "yapay zeka", "الذكي", …) beside a word for an agent, assistant or bot ({@code note_for_ai_agents},
     * {@code hinweis_fuer_ki_agent}, {@code ملاحظة_للوكيل_الذكي}), and the value — a string or a YAML block after
     * {@code >} or {@code |} — is an order on a live system or an act's trace. A record's {@code agent_note} for a
     * human support agent names no AI, and a key naming one whose value describes ({@code "ai_summary": "…"}) demands
     * nothing.
     */
    private static int keyedOrder(String text, IntentText.Sentence s, int from, int colon) {
        String name = text.substring(from, colon).strip().toLowerCase(java.util.Locale.ROOT);
        if (!aiMarked(name) || !namesAReader(text, from, colon) && Waivers.firstOf(KEY_READERS, name.replace('_', ' '),
                0, name.length()) < 0) {
            return -1;
        }
        int order = colon + 1;
        while (order < s.end() && (Character.isWhitespace(text.charAt(order)) || "\"'>|-".indexOf(text.charAt(order)) >= 0)) {
            order++;
        }
        if (order >= s.end() || !demands(text, s, order, true) || !LiveTargets.in(text, order, s.end())) {
            return -1;
        }
        return order;
    }

    /** Marks of artificial intelligence in a record's key, folded lower case, read as whole parts between separators. */
    static final List<String> AI_MARKS = List.of("ai", "ki", "ia", "ии", "ші", "yz", "gpt", "llm", "bot", "zeka", "الذكي",
            "ذكاء", "tekoaly", "tekoalylle");

    /** Words for an agent or assistant that a key declines or writes in lower case: "agenta", "tro_ly", "asystenta". */
    static final List<String> KEY_READERS = SystemActs.folded(List.of("agent", "agenta", "agentu", "agente", "agentem",
            "ajani", "ajanı", "ejen", "agen", "asystent", "asystenta", "asistent", "asistenta", "assistent", "assistant",
            "tro ly", "агент", "агента", "агенту", "ассистент", "ассистента", "асистент", "وكيل", "للوكيل", "الوكيل",
            "مساعد", "एजेंट", "エージェント", "에이전트", "助手", "ผู้ช่วย"));

    /** The key holds a mark of {@link #AI_MARKS} as a whole part, or "AI"/"ai" glued to a word of a script without spaces. */
    private static boolean aiMarked(String name) {
        for (String part : name.split("[_\\-.\\s]+")) {
            if (AI_MARKS.contains(part)) {
                return true;
            }
        }
        for (int i = name.indexOf("ai"); i >= 0; i = name.indexOf("ai", i + 1)) {
            boolean before = i == 0 || !Character.isLetter(name.charAt(i - 1))
                    || Character.UnicodeScript.of(name.charAt(i - 1)) != Character.UnicodeScript.LATIN;
            boolean after = i + 2 >= name.length() || !Character.isLetter(name.charAt(i + 2))
                    || Character.UnicodeScript.of(name.charAt(i + 2)) != Character.UnicodeScript.LATIN;
            if (before && after) {
                return true;
            }
        }
        return false;
    }

    /** An escaped line break or tab, {@code \n}, {@code \r} or {@code \t}, as JSON strings and iCalendar fields write them. */
    private static boolean escapedBreak(String text, int i) {
        return text.charAt(i) == '\\' && i + 1 < text.length() && "nrt".indexOf(text.charAt(i + 1)) >= 0;
    }

    /**
     * A label is words: one holding {@code =}, braces, straight quotes or a backtick is a structured record's fields
     * ({@code agent step=3 tool_call args={"q":"rate limit"}}), whose colon closes a key, not an address.
     */
    private static boolean fields(String text, int from, int colon) {
        for (int i = from; i < colon; i++) {
            if ("={}\"`".indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether [from, to) holds a colon of any script that {@link #colonAfter} reads, on any line. */
    private static boolean anyColon(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (isColon(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean isColon(char c) {
        return c == ':' || c == '\uFF1A' || c == '\u0589' || c == '\u17D6' || c == '\u1365' || c == '\u1361';
    }

    /** The first colon of any script in [from, to) on the same line, or -1. */
    private static int colonAfter(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '.' && i + 1 < to && text.charAt(i + 1) == ' ') {
                return -1;
            }
            if (isColon(c)) {
                boolean url = i + 2 < text.length() && text.charAt(i + 1) == '/' && text.charAt(i + 2) == '/';
                boolean time = i > 0 && Character.isDigit(text.charAt(i - 1)) && i + 1 < text.length()
                        && Character.isDigit(text.charAt(i + 1));
                if (!url && !time) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static int skipSpaces(String text, int from, int end) {
        int i = from;
        while (i < end && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }
}
