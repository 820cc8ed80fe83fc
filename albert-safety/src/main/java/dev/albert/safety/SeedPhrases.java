package dev.albert.safety;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A wallet's seed phrase: 12, 15, 18, 21 or 24 words of BIP-39's English word list in a row (numbered or not, on one
 * line, down a column or in a grid), near a word that names a seed, a mnemonic, a wallet or a recovery phrase in any of
 * the languages wallets are used in. Whoever has the words has the wallet. The word list alone does not decide: twelve
 * ordinary English words can all be on it ("hope, river, friend, summer, …"), so the rule runs only near its context
 * words, and a run must hold mostly different words (the standard's test vector "abandon abandon … about" is no one's
 * wallet). The list is the standard's ({@code bip39-english.txt}, its licence beside it).
 */
final class SeedPhrases implements SecretDetector {
    /** How many lines after a context word's line a phrase may end: a 24-word phrase one word a line, and a title. */
    static final int MAX_LINES = 30;

    /** BIP-39's English words (3 to 8 lower-case letters). */
    private static final Set<String> WORDS = load();

    /**
     * The words that name a seed phrase or what it opens, lower case (the gate matches any case): English, hardware and
     * browser wallets' names (Ledger, Trezor, MetaMask), the
     * languages of the large exchanges' help pages, and the wallet words of the scripts that do not write them in Latin.
     */
    private static final List<String> CONTEXT = List.of("seed", "mnemonic", "wallet", "recovery phrase",
            "secret phrase", "backup phrase", "secret recovery", "recovery words", "ledger", "trezor", "metamask", "semilla", "billetera", "cartera",
            "frase de recuperaci\u00f3n", "semente", "carteira", "frase de recupera\u00e7\u00e3o", "graine",
            "portefeuille", "phrase de r\u00e9cup\u00e9ration", "mn\u00e9monique", "wiederherstellungsphrase",
            "frase di recupero", "portafoglio", "herstelzin", "portemonnee", "fraza odzyskiwania", "portfel",
            "pen\u011b\u017eenk", "obnovovac\u00ed fr\u00e1z", "p\u00e9nzt\u00e1rc", "t\u00e1rca", "pl\u00e5nbok",
            "\u00e5terst\u00e4llningsfras", "lompakko", "palautuslause", "c\u00fczdan", "kurtarma kelime",
            "portofel", "fraz\u0103 de recuperare", "dompet", "frasa pemulihan", "c\u1ee5m t\u1eeb kh\u00f4i ph\u1ee5c",
            "v\u00ed ti\u1ec1n",
            "\u0441\u0438\u0434", // сид(-фраза)
            "\u043c\u043d\u0435\u043c\u043e\u043d\u0438\u043a", // мнемоник(а)
            "\u043a\u043e\u0448\u0435\u043b", // кошел(ёк)
            "\u0433\u0430\u043c\u0430\u043d", // гаман(ець)
            "\u03c0\u03bf\u03c1\u03c4\u03bf\u03c6\u03cc\u03bb\u03b9", // πορτοφόλι
            "\u05d0\u05e8\u05e0\u05e7", // ארנק
            "\u0645\u062d\u0641\u0638\u0629", // محفظة
            "\u06a9\u06cc\u0641 \u067e\u0648\u0644", // کیف پول
            "\u0935\u0949\u0932\u0947\u091f", // वॉलेट
            "\u30b7\u30fc\u30c9", // シード
            "\u30a6\u30a9\u30ec\u30c3\u30c8", // ウォレット
            "\u30cb\u30fc\u30e2\u30cb\u30c3\u30af", // ニーモニック
            "\u5fa9\u5143\u30d5\u30ec\u30fc\u30ba", // 復元フレーズ
            "\u52a9\u8bb0\u8bcd", "\u52a9\u8a18\u8a5e", // 助记词 助記詞
            "\u94b1\u5305", "\u9322\u5305", // 钱包 錢包
            "\uc9c0\uac11", // 지갑
            "\uc2dc\ub4dc", // 시드
            "\ub2c8\ubaa8\ub2c9", // 니모닉
            "\ubcf5\uad6c \ubb38\uad6c"); // 복구 문구

    /** The lengths BIP-39 defines: 128 to 256 bits of entropy and their checksum, three words for each 32 bits. */
    private static final Set<Integer> LENGTHS = Set.of(12, 15, 18, 21, 24);

    static String[] keywords() {
        return CONTEXT.toArray(String[]::new);
    }

    /** Whether {@code word} is on BIP-39's English list. */
    static boolean listed(String word) {
        return WORDS.contains(word);
    }

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        Run run = new Run();
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (separator(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < to && !separator(text.charAt(i))) {
                i++;
            }
            read(text, start, i, run, sink);
        }
        run.end(text, sink);
    }

    /** One token of text[start, end): a list's number is skipped, a listed word extends the run, anything else ends it. */
    private static void read(String text, int start, int end, Run run, SpanSink sink) {
        if (number(text, start, end)) {
            return;
        }
        int s = start;
        for (int k = end - 1; k > start; k--) {
            if ("=:\uff1a".indexOf(text.charAt(k)) >= 0) { // a key or a label glued to the first word (MNEMONIC="…", 助记词：…)
                run.end(text, sink);
                s = k + 1;
                break;
            }
        }
        while (s < end && "\"'`\u201c\u201e\u00ab(".indexOf(text.charAt(s)) >= 0) {
            s++;
        }
        int e = end;
        boolean closes = false; // a closing quotation mark or a sentence's end after the word ends the phrase
        while (e > s && "\"'`\u201d\u00bb).:!?".indexOf(text.charAt(e - 1)) >= 0) {
            e--;
            closes = true;
        }
        boolean opens = s > start && "\"'`\u201c\u201e\u00ab(".indexOf(text.charAt(s - 1)) >= 0;
        if (opens) {
            run.end(text, sink); // an opening quotation mark starts a phrase
        }
        if (e - s >= 3 && e - s <= 8 && WORDS.contains(text.substring(s, e))) {
            run.add(s, e, text.substring(s, e));
            if (closes) {
                run.end(text, sink);
            }
        } else {
            run.end(text, sink);
        }
    }

    /** A list's number: one or two digits, maybe closed by a period, a parenthesis or a colon ("1.", "12)", "07"). */
    private static boolean number(String text, int start, int end) {
        int e = end;
        if (e > start && ".):".indexOf(text.charAt(e - 1)) >= 0) {
            e--;
        }
        if (e - start < 1 || e - start > 2) {
            return false;
        }
        for (int k = start; k < e; k++) {
            if (!Character.isDigit(text.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    /** What stands between a phrase's words: blanks, line breaks and the separators of a list in any script. */
    private static boolean separator(char c) {
        return Character.isWhitespace(c) || ",;/|\u00b7\u3001\uff0c\uff1b\u2022".indexOf(c) >= 0;
    }

    /** The listed words read in a row so far. */
    private static final class Run {
        private int first = -1;
        private int last;
        private int count;
        private final Set<String> distinct = new HashSet<>();

        void add(int start, int end, String word) {
            if (first < 0) {
                first = start;
            }
            last = end;
            count++;
            if (distinct.size() < 32) {
                distinct.add(word);
            }
        }

        /** Reports the run if it is a phrase's length of mostly different words, and starts a new one. */
        void end(String text, SpanSink sink) {
            if (LENGTHS.contains(count) && distinct.size() * 4 >= count * 3) {
                sink.accept(first, last);
            }
            first = -1;
            count = 0;
            distinct.clear();
        }
    }

    private static Set<String> load() {
        try (InputStream in = SeedPhrases.class.getResourceAsStream("bip39-english.txt")) {
            if (in == null) {
                throw new IllegalStateException("missing resource bip39-english.txt");
            }
            Set<String> words = new HashSet<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    words.add(line.strip());
                }
            }
            if (words.size() != 2048) {
                throw new IllegalStateException("BIP-39's English list has 2048 words, read " + words.size());
            }
            return Set.copyOf(words);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
