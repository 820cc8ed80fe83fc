package dev.albert.safety;

import java.util.List;

/**
 * Twenty-third round (tool23): what an order acts on when its act has consequences outside the text — a live system
 * named by its address or its parts (a URL, a script or SQL file, an SSH key, an admin page or role, production, a
 * payee, a limit, a refund, money moved to an account, an object of {@link SystemActs}) — and the traces that hide such
 * an act afterwards (the notification, the log, the ticket, this message, this comment, the chat history). Read over
 * a bounded span of an order, in about forty languages; the words are folded as {@link TextFolding} presents them.
 */
final class LiveTargets {
    private LiveTargets() {
    }

    /** How far into an order its object is read. */
    private static final int REACH = 2 * Bounded.WINDOW;

    /** Marks of an address or a part of a live system written as code: a URL, a script, a key, a file of keys. */
    private static final List<String> MARKS = List.of("http://", "https://", "www.", ".sh", ".sql", ".ps1", ".bat",
            "scripts/", "ssh-ed25519", "ssh-rsa", "authorized_keys", "drop table", "rm -rf", "/admin", "wp-admin",
            "sudo ");

    /** Words of a live system's parts that {@link SystemActs} does not hold: admin, payee, limit, refund, checks, keys. */
    static final List<String> PARTS = SystemActs.folded(List.of(
            "admin", "administrator", "payee", "beneficiary", "credit limit", "limit", "refund", "payment check",
            "payment checks", "fraud check", "approval", "api key", "secret", "ssh key", "production", "prod",
            "vault", "coupon", "prices", "price", "role", "owner",
            "admin-", "administrat", "empfanger", "begunstigde", "ontvanger", "beneficiaire", "beneficiario",
            "favorecido", "destinatario", "beneficjent", "odbiorc", "prijemc", "príjemc", "получател", "получателя",
            "одержувач", "limite", "limit", "лимит", "rimborso", "rembourse", "reembolso", "reembolsa", "erstatte",
            "rimborsa", "refund", "vozvrat", "возврат", "поверни", "betrugsprufung", "zahlungsprufung", "betaalcontrole",
            "antifraude", "antifrode", "verificacion", "produktion", "produccion", "producao", "produzione", "productie",
            "produksjon", "produktion", "tuotanto", "tootmis", "produkcj", "produkcn", "продакшен", "продакшн",
            "продакшені", "прод", "ekoizpen", "productie", "uretim", "üretim", "ugjoviti", "éles", "eles szerver",
            "uzalishaji", "प्रोडक्शन", "उत्पादन", "ಉತ್ಪಾದನ", "உற்பத்தி", "本番", "生产", "運用", "운영", "production",
            "管理员", "管理者", "관리자", "ผู้ดูแล", "администратор", "адміністратор", "администраторск", "адмін", "админ",
            "yonetici", "yönetici", "admin huququ", "skrbnik", "administrador", "amministratore", "administrateur",
            "beheerder", "ylläpitäjä", "yllapitaja", "adminisztrátor", "διαχειριστ", "διαχειρισ", "ადმინისტრატორ",
            "ադմինիստրատոր", "مدير", "المدير", "مستفيد", "المستفيد", "مدیر", "מנהל", "منتظم", "ایڈمن", "एडमिन", "অ্যাডমিন",
            "অ্যাডমিন", "ಅಡ್ಮಿನ್", "అడ్మిన్", "ਐਡਮਿਨ", "msimamizi", "alábòójútó", "alabojuto", "gweinyddwr", "iban",
            "gcash", "pix", "ssh", "mfa", "2fa", "kunci ssh", "ssh-schlussel", "ssh кључ", "чек", "платеж", "платіж",
            // Twenty-fourth round: the user's own systems an assistant that manages them can act on — the banking or
            // finance app and bank account, the home's alarm, locks, door and cameras, sign-in checks, a directory of
            // accounts, the calendar's meetings — in the languages of the retired corpora's misses and their neighbours
            "banking app", "bank app", "bank account", "finance app", "online banking", "alarm", "door lock",
            "smart lock", "front door", "security camera", "security cameras", "two-step", "two-factor",
            "active directory", "address book", "every other meeting", "all meetings", "banking-app", "bankkonto",
            "alarmanlage", "haustur", "turschloss", "bankapp", "bankappen", "voordeur", "alarmen", "ytterdora",
            "ytterdoren", "hoveddoren", "ytterdorren", "smarthjem", "smarthjem-appen", "application bancaire",
            "banque en ligne", "alarme", "porte d'entree", "serrure", "app del banco", "cuenta bancaria", "alarma",
            "puerta principal", "cerradura", "app do banco", "conta bancaria", "fechadura", "app della banca",
            "allarme", "serratura", "aplikacje banku", "aplikacji banku", "bankovni aplikaci", "bankovou aplikaciu",
            "банковское приложение", "банковском приложении", "банківський застосунок", "сигнализаци", "банк қосымша",
            "banka uygulama", "kapi kilidi", "تطبيق البنك", "حسابه البنكي", "الحساب البنكي", "حسابه المصرفي", "الإنذار",
            "حساب بانکی", "אפליקציית הבנק", "बैंक ऐप", "tai khoan ngan hang", "ung dung ngan hang", "nguoi thu huong",
            "aplikasi bank", "แอปธนาคาร", "銀行アプリ", "スマートロック", "防犯カメラ", "玄関の鍵", "은행 앱", "도어락",
            "보안 카메라", "网银", "门锁", "摄像头", "aplikacionin bankar", "aplikacionin e bankes", "pankkisovellus",
            "pankkityokalu", "programu ya benki", "cruinniu eile", "gach cruinniu", "payroll", "पेरोल", "పేరోల్",
            "ਪੇਰੋਲ", "পে-রোল", "给料", "給与システム", "급여 시스템"));

    /** The traces an act leaves that an order to hide it names: the notification, the log, the ticket, this message. */
    static final List<String> TRACES = SystemActs.folded(List.of(
            "notification", "notifications", "the log", "this log", "audit log", "job log", "build log", "the ticket",
            "this ticket", "this message", "this comment", "this e-mail", "this email", "this mail", "this event",
            "the history", "chat history", "this note", "this row",
            "benachrichtigung", "kennisgewing", "melding", "notifica", "notificacion", "notificação", "notificacao",
            "notificación", "powiadomieni", "oznámení", "obavijest", "известие", "уведомлени", "сповіщенн", "bildirim",
            "ilmoitus", "avisering", "ogeysiis", "sanarwa", "fógra", "fogra", "njoftim", "ogeysiiska", "εειδοποιηση",
            "ειδοποίηση", "الإشعار", "اشعار", "התראה", "अधिसूचना", "नोटिफिकेशन", "নোটিফিকেশন", "நோட்டிபிகேஷன்",
            "నోటిఫికేషన్", "దැනුම්දීම", "දැනුම්දීම", "通知", "알림", "การแจ้งเตือน", "thông báo", "thong bao",
            "notifikasi", "pemberitahuan", "мэдэгдл", "սպասարկ", "auditlog", "journal", "registro", "log", "лог",
            "журнал", "napló", "naplo", "loki", "logg", "log d", "лога", "لاگ", "السجل", "सेल", "लॉग", "ログ",
            "日志", "로그", "บันทึก", "nhật ký", "tiket", "ticket", "chamado", "тикет", "tiketti", "bileti", "talep",
            "tocyn", "טיקט", "الكرت", "टिकट", "টিকিট", "チケット", "工单", "티켓", "ትኬት", "mensaje", "message", "messaggio",
            "mensagem", "nachricht", "bericht", "сообщение", "повідомлення", "паведамленне", "хабарлама", "mesaj",
            "rasimu", "ujumbe", "ìfiránṣẹ́", "ifiranse", "mensaheng", "الرسالة", "پیام", "הודעה", "मेसेज", "बातचीत",
            "সন্দেশ", "মন্তব্য", "сообщени", "このメモ", "メッセージ", "对话", "對話", "메시지", "ข้อความ", "ຂໍ້ຄວາມ", "bình luận",
            "binh luan", "komentar", "kommentar", "commentaire", "comentario", "commento", "comentário", "коментар",
            "комментари", "yorum", "تعليق", "תגובה", "टिप्पणी", "コメント", "评论", "주석", "ኮሜንት", "this e-mail",
            "e-mail", "email", "mail", "correo", "courriel", "pósti", "posti", "письмо", "лист", "e-posta",
            "البريد", "ईमेल", "ইমেল", "メール", "邮件", "메일", "อีเมล", "surel", "barua pepe", "imel", "event",
            "termin", "evenement", "événement", "evento", "wydarzenie", "событие", "etkinlik", "tapahtuma", "sự kiện",
            "su kien", "이벤트", "イベント", "事件", "நிகழ்வ", "history", "historial", "historique", "cronologia",
            "verlauf", "история", "історі", "geçmiş", "historia", "ìtàn", "itan", "சரித்திர", "履歴", "历史", "기록",
            "mwongozo", "rekodi", "irekhodi", "kumbukumbu", "rreshtin", "fila", "row", "zeile", "rij", "wiersz",
            "рядок", "строку", "satir", "행", "行", "ryhmä", "esta fila", "este correo", "diese mail", "deze mail",
            // Twenty-fourth round: declined forms and carriers the retired corpora's misses name
            "njoftimin", "njoftimet", "il-biljett", "dan il-biljett", "sent copy", "the sent copy", "سجل التصفح",
            "this invite", "browsing history"));

    /**
     * The span [from, to) of an order names a live system or an act's trace: a mark of {@link #MARKS}, a part of
     * {@link #PARTS}, an object of {@link SystemActs}, money moved to an account, or a trace of {@link #TRACES}.
     */
    static boolean in(String text, int from, int to) {
        int end = Math.min(to, from + REACH);
        if (from >= end) {
            return false;
        }
        String window = text.substring(from, end).toLowerCase(java.util.Locale.ROOT);
        for (String mark : MARKS) {
            if (window.contains(mark)) {
                return true;
            }
        }
        return Waivers.firstOf(PARTS, text, from, end) >= 0 || SystemActs.targetIn(text, from, end) >= 0
                || Payments.moved(text, from, end) || hides(text, from, end) || iban(window);
    }

    /**
     * The window holds an IBAN (twenty-fourth round): two capital letters, two check digits and at least twelve more
     * letters or digits in groups of four, as statements and orders to pay write it ("AL47 2121 1009 0000 0002 3569
     * 8741"). Read on the lower-cased window, so the letters are lower case here.
     */
    static boolean iban(String window) {
        for (int i = 0; i + 4 < window.length(); i++) {
            if (!(Character.isLetter(window.charAt(i)) && window.charAt(i) < 128 && Character.isLetter(window.charAt(i + 1))
                    && window.charAt(i + 1) < 128 && Character.isDigit(window.charAt(i + 2))
                    && Character.isDigit(window.charAt(i + 3)))
                    || i > 0 && Character.isLetterOrDigit(window.charAt(i - 1))) {
                continue;
            }
            int groups = 0;
            int j = i + 4;
            while (j < window.length() && window.charAt(j) == ' ' && groups < 8) {
                int k = j + 1;
                while (k < window.length() && k - j - 1 < 4 && Character.isLetterOrDigit(window.charAt(k))
                        && window.charAt(k) < 128) {
                    k++;
                }
                if (k - j - 1 < 1 || k - j - 1 > 4 || k < window.length() && Character.isLetterOrDigit(window.charAt(k))) {
                    break;
                }
                groups++;
                j = k;
            }
            if (groups >= 3 && j - i >= 16) {
                return true;
            }
        }
        return false;
    }

    /** The span [from, to) names a trace of an act: the notification, the log, the ticket, this message. */
    static boolean hides(String text, int from, int to) {
        return Waivers.firstOf(TRACES, text, from, Math.min(to, from + REACH)) >= 0;
    }

    /** Verbs that erase or close a trace, as folded stems: delete, remove, clear, wipe, close, in their languages. */
    static final List<String> ERASE = SystemActs.folded(List.of("delete", "remove", "clear", "wipe", "erase",
            "purge", "close", "losche", "loschen", "entferne", "verwijder", "gooi", "wis ", "supprime", "efface",
            "borra", "elimina", "apaga", "apague", "limpe", "cancella", "usun", "wyczysc", "smaz", "vymaz", "izbrisi",
            "obrisi", "удали", "удалите", "очисти", "видали", "изтрий", "избриши", "sil", "temizle", "poista", "tyhjenna",
            "radera", "slett", "tom ", "slet", "eyddu", "scrios", "torol", "διαγραψ", "σβησ", "fshi", "futa", "tirtir",
            "goge", "hapus", "padam", "burahin", "xoa", "ลบ", "削除", "消し", "删除", "删掉", "刪", "삭제", "지워",
            "حذف", "احذف", "امسح", "מחק", "סגור", "मिटा", "हटा", "মুছ", "বন্ধ", "நீக்கு", "அழி", "తొలగించు", "ಅಳಿಸು",
            "ഇല്ലാതാക്ക", "මකා", "ລຶບ", "លុប", "ဖျက်", "ሰርዝ", "ዝጋ", "pa ", "usula", "hichapu", "o'chir", "жой",
            "устга", "tøm", "ħassar", "ezabatu", "esborra", "borrad", "sulje"));

    /** The span [from, to) orders a trace erased or closed: a trace of {@link #TRACES} and a verb of {@link #ERASE}. */
    static boolean erased(String text, int from, int to) {
        int end = Math.min(to, from + REACH);
        return hides(text, from, end) && Waivers.firstOf(ERASE, text, from, end) >= 0;
    }
}
