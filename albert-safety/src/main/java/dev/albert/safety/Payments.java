package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Money moved to an account, read by its shape rather than its verb (fifteenth round): a sum with its currency ("84 500
 * kr", "2,000 €", "EUR 450", "$1,200") and, in the same span, where it goes — an IBAN ("RO49 AAAA 1B31 0075 9384 0000"),
 * a wallet address, or an account word followed by its number ("konto 8327-9, 994 551 230-4", "account no. 12345678").
 * The verb that moves it is written in whatever language the writer used ("föra över", "převeďte", "move", "переведи"),
 * the sum and the account are not: an order to pay reads the same in every language. The shape alone orders nothing:
 * an invoice asks a person to pay; {@link IntentRules} reads it as an act only where checks are waived or an AI reader is
 * told to make it.
 *
 * <p>Linear: one pass over at most {@link #REACH} characters of the span, each position read a bounded number of times.
 */
final class Payments {
    private Payments() {
    }

    /** How much of a span is read: an order to pay is a sentence or a few list items, not a page. */
    static final int REACH = 2 * Bounded.WINDOW;

    /** Currency signs, and the words a sum is written with in the languages the rules read (folded, lower-case). */
    private static final String SIGNS = "€$£¥₽₸₺₴₹₩₪฿₫";
    static final List<String> CURRENCY_WORDS = List.of("eur", "euro", "euros", "usd", "gbp", "chf", "sek", "nok",
            "dkk", "pln", "czk", "huf", "ron", "bgn", "try", "rub", "uah", "kzt", "inr", "jpy", "cny", "btc", "eth",
            "usdt", "kr", "kr.", "zl", "kc", "ft", "lei", "leva", "lv", "tl", "dollars", "dolares", "dollari", "rubles",
            "rublei", "рублей", "руб", "грн", "тенге", "лв", "евро", "долларов");
    /*
     * Sixteenth round: the currencies of more of the languages read — "4.500 lei", "3000 دولار", "100,000 روپے",
     * "RM8,000", "40,000 บาท", "300만 원", "TSh 2,000,000", "50,000 ብር", "50.000 dinara" — each as the writer spells it.
     */
    static final List<String> MORE_CURRENCY_WORDS = List.of("rm", "ringgit", "rp", "rupiah", "rs", "rupees",
            "rupee", "inr", "pkr", "bdt", "taka", "tsh", "tzs", "ksh", "kes", "ugx", "ngn", "naira", "birr", "etb",
            "baht", "thb", "vnd", "dong", "php", "peso", "pesos", "idr", "myr", "krw", "won", "sar", "aed", "egp",
            "irr", "rial", "riyal", "dinar", "dinara", "dinari", "din", "rsd", "kn", "kuna", "lek", "leke",
            "mkd", "denari", "azn", "manat", "gel", "amd", "dolar", "dolari", "dollar", "euros", "euro", "evro",
            "evra", "zloty", "zlotych", "korun", "forint", "forintot", "grivna", "hryvnia", "гривень", "гривні",
            "динара", "денари", "лева", "долара", "دولار", "دولارا", "يورو", "ريال", "ریال", "تومان", "درهم", "جنيه",
            "روپے", "روپیہ", "रुपये", "रुपए", "रुपया", "টাকা", "ரூபாய்", "บาท", "원", "ብር", "שקל", "ש\"ח", "元", "円",
            "万元", "萬元");
    /** Multipliers written between a number and its currency ("300만 원", "5 万元", "2 lakh rupees"). */
    private static final List<String> MULTIPLIERS = List.of("만", "억", "천", "万", "千", "lakh", "crore", "lakhs", "mil",
            "million", "millones", "milhões", "thousand", "tys", "тыс", "хиляди");
    /** Account words, folded, that a number follows: "konto 8327-9", "account 12345678", "сметка 1234 5678". */
    private static final List<String> ACCOUNT_WORDS = List.of("account", "acct", "konto", "kontot", "kontoen", "kontonr",
            "cuenta", "compte", "conta", "conto", "rekening", "rachunek", "rachunku", "ucet", "uctu", "ucet c", "счет",
            "счёт", "счета", "рахунок", "рахунку", "сметка", "сметката", "hesap", "hesabına", "hesabina", "tili",
            "tilille", "szamla", "szamlara", "saskaita", "saskaitą", "saskaitos", "konts", "kontu", "arve", "arvele",
            "λογαριασμό", "λογαριασμο", "حساب", "חשבון", "खाते", "खाता", "akaun", "tai khoan", "шот", "шотқа");
    /*
     * Sixteenth round: account words of more of the languages read ("contul RO49 …", "akaunti 0150 …", "ሂሳብ ቁጥር …",
     * "račun 160-…", "llogarinë …"). Words of a script written without spaces or with joined particles ("เข้าบัญชี",
     * "계좌로", "الحساب", "לחשבון", "اکاؤنٹ میں") count where the account word lies inside the run of letters; Korean
     * writes the number first ("123456-01-234567 계좌로").
     */
    private static final List<String> MORE_ACCOUNT_WORDS = List.of("contul", "cont", "contului", "contului", "akaunti",
            "rekeningnya", "racun", "racuna", "racunu", "rachun", "llogari", "llogarine", "llogarinë", "llogarisë",
            "számla", "számlára", "szamlaszam", "kontoen", "kontonummer", "tilinumero", "arveldusarve", "hesaba",
            "hesabı", "hesabi", "hesabına", "iban", "akun", "numero de cuenta", "conta corrente", "rachunek bankowy",
            "bankszámla", "račun", "račun", "рачун", "рачуна", "сметку", "счёт", "картку", "карту", "λογαριασμού");
    /** Account words that may lie inside a longer run of letters (scripts without spaces, joined particles). */
    private static final List<String> JOINED_ACCOUNT_WORDS = List.of("حساب", "חשבון", "खाते", "खाता", "खात्या",
            "अकाउंट", "बैंक खाते", "اکاؤنٹ", "کھاتہ", "حسابی", "অ্যাকাউন্ট", "হিসাব", "கணக்கு", "บัญชี", "계좌", "口座",
            "账户", "帳戶", "账号", "ሂሳብ", "akaunti");

    /** The span [from, to) names a sum of money and an account it goes to. */
    static boolean moved(String text, int from, int to) {
        int end = Math.min(Math.min(to, text.length()), from + REACH);
        return from < end && sumAt(text, from, end) && accountAt(text, from, end);
    }

    /** A run of digits (with group marks) that a currency sign or word stands right before or after. */
    private static boolean sumAt(String text, int from, int end) {
        for (int i = from; i < end; i++) {
            char c = text.charAt(i);
            if (!Character.isDigit(c) || i > from && Character.isLetterOrDigit(text.charAt(i - 1))) {
                continue;
            }
            int k = i;
            while (k < end && (isDigitOrMark(text.charAt(k)) && k + 1 < end && Character.isDigit(text.charAt(k + 1))
                    || Character.isDigit(text.charAt(k)))) {
                k++;
            }
            if (currencyAfter(text, k, end) || currencyBefore(text, i, from)) {
                return true;
            }
            i = k;
        }
        return false;
    }

    private static boolean isDigitOrMark(char c) {
        return Character.isDigit(c) || c == ',' || c == '.' || c == ' ' || c == '\u00A0' || c == '\u202F' || c == '\'';
    }

    private static boolean currencyAfter(String text, int at, int end) {
        int i = at;
        while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\u00A0' || text.charAt(i) == '\u202F')) {
            i++;
        }
        if (i < end && SIGNS.indexOf(text.charAt(i)) >= 0) {
            return true;
        }
        if (wordIn(text, i, end, CURRENCY_WORDS) || wordIn(text, i, end, MORE_CURRENCY_WORDS)) {
            return true;
        }
        int k = i;
        while (k < end && isWordChar(text.charAt(k))) {
            k++;
        }
        if (k > i && k < end && MULTIPLIERS.contains(text.substring(i, k).toLowerCase(Locale.ROOT))) {
            while (k < end && (text.charAt(k) == ' ' || text.charAt(k) == '\u00A0')) {
                k++;
            }
            return k < end && SIGNS.indexOf(text.charAt(k)) >= 0 || wordIn(text, k, end, CURRENCY_WORDS)
                    || wordIn(text, k, end, MORE_CURRENCY_WORDS);
        }
        return false;
    }

    /** A letter or a combining mark: Indic and Ethiopic words hold vowel signs that are no letters. */
    private static boolean isWordChar(char c) {
        int type = Character.getType(c);
        return Character.isLetter(c) || type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK;
    }

    private static boolean currencyBefore(String text, int at, int floor) {
        int i = at - 1;
        while (i >= floor && (text.charAt(i) == ' ' || text.charAt(i) == '\u00A0')) {
            i--;
        }
        if (i >= floor && SIGNS.indexOf(text.charAt(i)) >= 0) {
            return true;
        }
        int k = i;
        while (k >= floor && isWordChar(text.charAt(k))) {
            k--;
        }
        String word = text.substring(k + 1, i + 1).toLowerCase(Locale.ROOT);
        return k < i && (CURRENCY_WORDS.contains(word) || MORE_CURRENCY_WORDS.contains(word));
    }

    /** The letters at {@code at} are one of {@code words}, as a whole word. */
    private static boolean wordIn(String text, int at, int end, List<String> words) {
        int k = at;
        while (k < end && (isWordChar(text.charAt(k)) || text.charAt(k) == '.')) {
            k++;
        }
        if (k == at || asciiNoCurrency(text, at, k)) {
            return false;
        }
        String word = text.substring(at, k).toLowerCase(Locale.ROOT);
        if (words.contains(word) || word.endsWith(".") && words.contains(word.substring(0, word.length() - 1))) {
            return true;
        }
        // Sixteenth round: a particle glued to the currency in a script without spaces between them ("원을", "บาทเข้า")
        if (word.charAt(0) >= 0x0590) {
            for (String w : words) {
                if (!w.isEmpty() && w.charAt(0) >= 0x0590 && word.startsWith(w)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The {@link String#hashCode} of every currency word of both lists, sorted: {@link #asciiNoCurrency}'s table.
     */
    private static final int[] CURRENCY_HASHES = java.util.stream.Stream.concat(CURRENCY_WORDS.stream(),
            MORE_CURRENCY_WORDS.stream()).mapToInt(String::hashCode).distinct().sorted().toArray();

    /**
     * Twenty-first round: text[at, k) is ASCII and, lower-cased, with or without a final full stop, hashes to no
     * currency word, so it is none ({@link #wordIn} cut it out and lower-cased it, then compared it with a hundred
     * words, for every number followed by a word: "3 retries", "10 seconds", a sixth of the money reading in code).
     * Words of other scripts are read as before.
     */
    static boolean asciiNoCurrency(String text, int at, int k) {
        int hash = 0;
        int beforeLast = 0;
        for (int i = at; i < k; i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                return false;
            }
            beforeLast = hash;
            hash = 31 * hash + Character.toLowerCase(c);
        }
        return java.util.Arrays.binarySearch(CURRENCY_HASHES, hash) < 0
                && (text.charAt(k - 1) != '.' || java.util.Arrays.binarySearch(CURRENCY_HASHES, beforeLast) < 0);
    }

    /** An IBAN, a wallet address, or an account word with a number of at least six digits after it. */
    private static boolean accountAt(String text, int from, int end) {
        for (int i = from; i < end; i++) {
            char c = text.charAt(i);
            if (i > from && Character.isLetterOrDigit(text.charAt(i - 1))) {
                continue;
            }
            if (iban(text, i, end) || wallet(text, i, end)) {
                return true;
            }
            if (Character.isLetter(c)) {
                int k = i;
                while (k < end && isWordChar(text.charAt(k))) {
                    k++;
                }
                String word = text.substring(i, k).toLowerCase(Locale.ROOT);
                boolean account = ACCOUNT_WORDS.contains(word) || MORE_ACCOUNT_WORDS.contains(word) || joinedAccount(word);
                if (account && (digitsAfter(text, k, end) >= 6 || digitsBefore(text, i, from) >= 6)) {
                    return true;
                }
                i = k;
            }
        }
        return false;
    }

    /** Two capitals, two digits, then at least ten letters or digits in groups of up to four ("RO49 AAAA 1B31 …"). */
    private static boolean iban(String text, int i, int end) {
        if (i + 14 > end || !isUpper(text.charAt(i)) || !isUpper(text.charAt(i + 1)) || !Character.isDigit(text.charAt(i + 2))
                || !Character.isDigit(text.charAt(i + 3))) {
            return false;
        }
        int count = 0;
        int digits = 0;
        for (int k = i + 4; k < end && k < i + 44; k++) {
            char c = text.charAt(k);
            if (c == ' ' && k + 1 < end && isIbanChar(text.charAt(k + 1)) && isIbanChar(text.charAt(k - 1))) {
                continue;
            }
            if (!isIbanChar(c)) {
                break;
            }
            count++;
            digits += Character.isDigit(c) ? 1 : 0;
        }
        return count >= 10 && digits >= 6;
    }

    private static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean isIbanChar(char c) {
        return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }

    /** A Bitcoin bech32 address ("bc1q…") or an Ethereum one ("0x" and forty hex digits). */
    private static boolean wallet(String text, int i, int end) {
        if (text.startsWith("bc1", i)) {
            int k = i + 3;
            while (k < end && Character.isLetterOrDigit(text.charAt(k))) {
                k++;
            }
            return k - i >= 26;
        }
        if (text.startsWith("0x", i)) {
            int k = i + 2;
            while (k < end && Character.digit(text.charAt(k), 16) >= 0) {
                k++;
            }
            return k - i == 42;
        }
        return false;
    }

    /** An account word inside a run of letters of a script written without spaces or with joined particles. */
    private static boolean joinedAccount(String word) {
        if (word.isEmpty() || word.charAt(0) < 0x0590) {
            return false;
        }
        for (String w : JOINED_ACCOUNT_WORDS) {
            if (word.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** How many digits stand within the 24 characters before {@code at}, back to the first letter ("123456-01-234567 계좌로"). */
    private static int digitsBefore(String text, int at, int floor) {
        int digits = 0;
        for (int k = at - 1; k >= floor && k >= at - 24; k--) {
            char c = text.charAt(k);
            if (Character.isDigit(c)) {
                digits++;
            } else if (Character.isLetter(c)) {
                break;
            }
        }
        return digits;
    }

    /** How many digits follow within the next 24 characters, through spaces, dashes, dots, commas and "no."/"nr". */
    private static int digitsAfter(String text, int at, int end) {
        int digits = 0;
        for (int k = at; k < end && k < at + 24; k++) {
            char c = text.charAt(k);
            if (Character.isDigit(c)) {
                digits++;
            } else if (Character.isLetter(c) && digits > 0) {
                break;
            }
        }
        return digits;
    }
}
