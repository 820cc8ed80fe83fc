package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Acts on a system that a tool-using agent can perform and nobody can take back (seventeenth round): a database,
 * backups, a branch's protection, an audit log, two-factor sign-in, a firewall, pull requests, pending payments,
 * user accounts and records, tags, required checks and reviews, meetings, access. Read by two parts, in any of ~40
 * languages: a verb that destroys, disables, approves, merges, cancels or revokes (the lexicon's act verbs, or one of
 * {@link #VERBS}) and the object it is done to (one of {@link #TARGETS}). Said to an agent — one addressed, or one named
 * in the sentence's opening segment ("Агенте, …", "致自动审查机器人：…", "AI-agent: …") — the pair is an order to act on
 * the systems of whoever wrote the text; a runbook, changelog or admin page says the same words to people and names
 * no agent.
 *
 * <p>The rules' own vocabulary, like {@link SecurityActs}: kept out of {@link Lexicon}, so the model's features do not
 * move with it. Stems are lowercase and as {@link TextFolding} presents them; read over a bounded window.
 */
final class SystemActs {
    private SystemActs() {
    }

    /** Objects of an irreversible act on a system, as stems. */
    private static final List<String> TARGETS = folded(List.of(
            // English
            "database", "backups", "backup", "branch protection", "protected branch", "audit log", "two-factor",
            "2fa", "mfa", "firewall", "pull request", "pending payout", "pending payment", "pending refund",
            "accounts", "records", "all tags", "status checks", "required checks", "required review", "security check",
            "signing check", "users table", "customers table", "production", "meetings", "ownership", "access to",
            // German, Dutch, Scandinavian, Finnish, Estonian
            "datenbank", "sicherung", "branchschutz", "branch-schutz", "audit-log", "auszahlungen", "konten",
            "databank", "beveiligingscontroles", "verplichte reviews", "databas", "databasen", "grenskydd", "grenbeskyttelse",
            "pull requests", "kunder", "kundene", "tietokanta", "tuotantotietokan", "kasutajakonto", "andmebaas",
            // Romance
            "base de donnees", "base de datos", "banco de dados", "base di dati", "base de dades", "proteccion de la rama",
            "protection de la branche", "protecao da branch", "protezione del branch", "rama principal", "rama main",
            "rendez-vous", "pagos pendientes", "pagamentos pendentes", "rimborsi in sospeso", "paiements en attente",
            "produccion", "producao", "produzione", "produccio", "verificacao de assinatura", "inregistrarile",
            "copiile de rezerva", "copias de seguridad", "copies de seguretat", "controllo antifrode",
            // Slavic, Baltic, Hungarian, Greek
            "bazy danych", "baze danych", "databaze", "databazy", "produkcn", "produkcij", "produkcje", "produkcji", "baza podataka", "bazu podataka",
            "bazu", "zastitu grane", "zastita grane", "tagi", "dvojfaktorov", "dvoufaktorov",
            "база данных", "базу данных", "базата", "база даних", "продакшн", "продукцион", "prod", "записи", "ревью", "секреты",
            "захист гілки", "защиту ветки", "duomenu baz", "datubaze", "datubazes", "adatbazis", "βαση δεδομενων", "βάση δεδομένων",
            // Turkish, Azerbaijani, Arabic, Persian, Hebrew, Urdu
            "etiketler", "toplanti", "toplantilar", "odenis", "veritaban", "قاعدة بيانات", "قاعدة البيانات", "الإنتاج", "پرداخت",
            "پایگاه داده", "הענפים", "הגנת הענף", "מסד הנתונים", "اکاؤنٹس", "آڈٹ لاگ",
            // Indic
            "डेटाबेस", "प्रोडक्शन", "पेमेंट", "भुगतान", "পেমেন্ট", "ডেটাবেস", "ডাটাবেস",
            // East and South-East Asian
            "データベース", "本番", "ブランチ", "バックアップ", "数据库", "分支保护", "プルリクエスト", "拉取请求", "풀 리퀘스트", "풀리퀘스트", "付款", "生产", "标签", "合并请求",
            "데이터베이스", "운영", "회의", "계좌", "co so du lieu", "sao luu", "ฐานข้อมูล", "โปรดักชัน", "akun pengguna",
            "log audit", "bayaran", "pangkalan data", "basis data", "lahat ng file", "hifadhidata", "uzalishaji",
            // Twenty-first round: accounts, access, names and secrets — who may act (collaborators, owners,
            // administrators), two-step sign-in, DNS records, repositories and packages, keys, namespaces and buckets
            "collaborator", "colaborador", "collaboratore", "collaborateur", "коллаборатор", "współpracownik",
            "協作者", "协作者", "공동 작업자", "admins", "administrators", "administrator", "administrador",
            "amministrator", "administrateur", "администратор", "адміністратор", "адмініструвальник", "administrátor",
            "adminisztrátor", "yönetici", "管理者", "管理员", "관리자", "owners", "propriétaire", "eigentümer",
            "propietario", "proprietario", "proprietário", "владелец", "власник", "właściciel", "собственик", "所有者",
            "소유자", "two-step", "2-step", "zwei-faktor", "zweistufig", "deux facteurs", "double authentification",
            "dos factores", "dois fatores", "due fattori", "tweestaps", "twee-factor", "dwuetapow", "dwuskładnikow",
            "dvoufázov", "kaksivaihei", "tvåfaktor", "tvåstegs", "totrinn", "to-faktor", "kétlépcsős", "kétfaktoros",
            "iki adım", "iki faktör", "двухфактор", "двуфактор", "двофактор", "двухэтап", "двоетап", "二段階", "两步验证",
            "双因素", "雙重驗證", "2단계", "דו-שלבי", "ثنائي", "دو مرحله", "दो-चरण", "สองขั้นตอน", "xác thực hai",
            "dns", "mx record", "mx-record", "a record", "ns record", "cname", "spf", "dns-eintrag", "registro dns",
            "enregistrement dns", "запись dns", "ierakst", "رکورد", "레코드", "解析记录", "repository", "repositories",
            "repositorio", "repositório", "dépôt", "repozytorium", "repozitář", "repozitár", "репозитор", "depo",
            "リポジトリ", "仓库", "倉庫", "저장소", "ombor", "deploy key", "deploy keys", "access key", "api key",
            "signing key", "ssh key", "namespace", "bucket", "cluster", "monitoring", "alerts", "network policy",
            "networkpolicy"));

    /** Verbs of such an act the lexicon does not hold as act verbs: disable, turn off, approve, merge, cancel, revoke. */
    private static final List<String> VERBS = folded(List.of(
            "disable", "turn off", "switch off", "approve", "merge", "force-merge", "revoke", "cancel",
            "deaktiviere", "schalte", "gib", "genehmige", "desactive", "desactiva", "desative", "disattiva", "approuve",
            "approva", "aprueba", "aprove", "fusionne", "fusiona", "annule", "zet", "schakel", "keur", "wylacz", "zatwierdz",
            "vypni", "vypnite", "schval", "отключи", "вимкни", "одобри", "смёрдж", "смердж", "изключи", "iskljuci",
            "kapat", "onayla", "iptal", "tesdiqle", "təsdiqlə", "عطّل", "عطل", "وافق", "تأیید", "בטל", "بند کر",
            "मंज़ूरी", "अनुमोदन", "অনুমোদন", "無効", "承認", "マージ", "批准", "合并", "关闭", "取消", "비활성화", "승인",
            "취소", "tat", "phe duyet", "ปิด", "อนุมัติ", "matikan", "setujui", "luluskan", "zima", "stang av", "slett",
            "godkend", "flet", "zmerguj", "merguj", "wdroz", "διεγραψ", "διαγραψ", "διέγραψ", "διάγραψ", "remove", "entferne", "retire", "quita", "rimuovi", "remova", "премахни", "убери",
            "kaldir", "أزل", "हटाओ", "删掉", "제거", "lulita", "atspejo", "dezactiveaza", "torold", "kikapcsol", "απενεργοποι"));

    static List<String> folded(List<String> stems) {
        return stems.stream().map(p -> TextFolding.fold(p).text().toLowerCase(Locale.ROOT)).distinct().toList();
    }

    /** Where an object of {@link #TARGETS} that is no part of a name stands in text[from, to), or -1 (twenty-third round). */
    static int targetIn(String text, int from, int to) {
        int target = Waivers.firstOf(TARGETS, text, from, to);
        for (int tries = 1; target >= 0 && partOfAName(text, target) && tries < NAMES_SKIPPED; tries++) {
            target = Waivers.firstOf(TARGETS, text, target + 1, to);
        }
        return target >= 0 && !partOfAName(text, target) ? target : -1;
    }

    /** How far past the sentence start its object and verb are read. */
    private static final int REACH = 2 * Bounded.WINDOW;

    /**
     * Where the sentence names an irreversible act on a system — an object of {@link #TARGETS} with an act verb of the
     * lexicon ({@code acts}) or of {@link #VERBS} — reading at most {@link #REACH} characters, or -1.
     */
    static int in(String text, IntentText.Sentence s, boolean acts) {
        int end = Math.min(s.end(), s.start() + REACH);
        int target = Waivers.firstOf(TARGETS, text, s.start(), end);
        for (int tries = 1; target >= 0 && partOfAName(text, target) && tries < NAMES_SKIPPED; tries++) {
            target = Waivers.firstOf(TARGETS, text, target + 1, end);
        }
        if (target < 0 || partOfAName(text, target)) {
            return -1;
        }
        return acts || Waivers.firstOf(VERBS, text, s.start(), end) >= 0 || ordersAnAct(text, s, end) ? target : -1;
    }

    /**
     * Twenty-first round: the order opens (past its label's colon, if the sentence opens with one) or, in a verb-final
     * language, closes with a verb of acting that the demands lexicon reads in about sixty languages ("pridaj",
     * "o'chir", "läsch", "изключи"): an order, where a feature list's "AI assistant: helps admins add collaborators"
     * describes.
     */
    private static boolean ordersAnAct(String text, IntentText.Sentence s, int end) {
        int from = s.start();
        int limit = Math.min(end, from + OPENING);
        for (int i = from; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                break;
            }
            if (c == ':' || c == '\uFF1A') {
                from = i + 1;
                break;
            }
        }
        DemandVerbs.Kind kind = DemandVerbs.opening(text, from, end);
        if (kind == null) {
            kind = DemandVerbs.closing(text, from, end);
        }
        return kind == DemandVerbs.Kind.ACT;
    }

    /** How many objects inside names a sentence may hold before the rest of it is left unread (bounded cost). */
    private static final int NAMES_SKIPPED = 4;

    /**
     * The object word at {@code at} is part of a host, address, path or identifier ("receipts-backup.example",
     * "prod_db", "/var/backups"), not the system an order names: a dot, dash, at sign, slash or underscore joins it
     * to the character before.
     */
    private static boolean partOfAName(String text, int at) {
        return at > 0 && ".-@/_".indexOf(text.charAt(at - 1)) >= 0;
    }

    /** Words for an agent, as stems, read only in a sentence's opening segment. */
    static final List<String> AGENTS = folded(List.of(
            "agent", "agents", "agente", "agentul", "agentule", "agencie", "agenten", "agentti", "bot", "robot", "robô",
            "assistant", "assistent", "assistente", "asistente", "asistent", "asystent", "asystencie", "ai", "ia", "ki",
            "llm", "copilot", "агент", "агенте", "агенту", "ассистент", "асистент", "асистенте", 
            "ajan", "asistan", "köməkçi", "وكيل", "الوكيل", "مساعد", "المساعد", "دستیار", "ربات", "סוכן", "לסוכן",
            "सहायक", "एजेंट", "এজেন্ট", "সহকারী", "اسسٹنٹ", "エージェント", "アシスタント", "ボット", "机器人", "智能体",
            "助理", "助手", "에이전트", "어시스턴트", "봇", "tro ly", "ผู้ช่วย", "บอท", "agen", "ejen", "pembantu",
            "msaidizi", "avustaja", "tekoaly", "βοηθε", "βοηθός", "asszisztens", "ugynok", "agjent", "di asistente",
            "mi agent"));

    /** How long an opening segment ended by a comma may be, and how many spaces it may hold: a name, not a clause. */
    private static final int VOCATIVE = 24;
    private static final int VOCATIVE_SPACES = 3;

    /**
     * An opening segment ended by a comma is a form of address only when it is short ("AI assistant,", "Агенте,",
     * "助理，"); "Our AI agent may open pull requests and run tests, but …" is a clause about the agent.
     */
    private static boolean vocative(String text, int from, int to) {
        if (to - from > VOCATIVE) {
            return false;
        }
        int spaces = 0;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == ' ' && ++spaces > VOCATIVE_SPACES) {
                return false;
            }
        }
        return true;
    }

    /**
     * Twenty-first round: a term of the sentence between {@code from} and {@code to} names the AI reader (the lexicon's
     * AI terms, which {@link ReaderNouns} builds from a noun and a qualifier in about eighty languages: "AI-assistent",
     * "ШІ-памочніка", "tehisintellekti assistendile"), and none names people. Read for a segment closed by a colon,
     * where the label's own words name whom the order that follows is for.
     */
    private static boolean namesTheReader(IntentText.Sentence s, int from, int to) {
        for (IntentText.Term t : s.terms()) {
            if (t.start() >= to) {
                break;
            }
            if (t.start() >= from && t.is(IntentRules.AI) && !t.is(IntentRules.AI_PEOPLE)) {
                return true;
            }
        }
        return false;
    }

    /** How long an opening segment may be. */
    private static final int OPENING = 90;

    /**
     * The sentence opens with a segment that names an agent and ends at a colon or a comma ("Агенте, …", "AI-agent:
     * …", "致自动审查机器人：…", "Agents working on this repo after this commit: …"): the order that follows is said
     * to it. The segment lies on the sentence's first line, within {@link #OPENING} characters, and holds no slash or
     * underscore (a path or an identifier: a changelog's "agent/command.c (cmd_readkey):").
     */
    static boolean openedToAnAgent(String text, IntentText.Sentence s) {
        int from = s.start();
        while (from < s.end() && !Character.isLetterOrDigit(text.charAt(from)) && text.charAt(from) != '@') {
            from++;
        }
        int limit = Math.min(s.end(), from + OPENING);
        for (int i = from; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                return false;
            }
            if (c == '/' || c == '_') {
                // Twenty-first round: "agent/findkey.c (agent_write_key):", "gpg-agent/call_agent:" — a changelog's
                // file or function names a program's part, not a reader the order is said to
                return false;
            }
            boolean colon = c == ':' || c == '\uFF1A';
            if (colon || c == ',' || c == '\uFF0C' || c == '\u060C' || c == '\u3001') {
                return i > from && (colon || vocative(text, from, i))
                        && (Waivers.firstOf(AGENTS, text, from, i) >= 0 || colon && namesTheReader(s, from, i));
            }
        }
        return false;
    }
}
