package dev.albert.safety;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Words and short phrases by what they do in a sentence, in several languages: the vocabulary the
 * intent rules ({@link IntentRules}) combine. An entry is a space-separated word sequence; a word
 * ending in {@code *} matches any word it starts ({@code instruct*}). CJK entries match as substrings
 * of a run of CJK characters, which has no spaces; so do the entries of the scripts of South-East Asia that write
 * none between words either (Thai, Lao, Khmer, Burmese), but only from and to the edges of a character cluster
 * ({@link #clusterEdge}), and a longer word listed as {@link #plainWords} is read as itself, so that the short entry
 * it holds is not found in it. Entries are folded as {@link TextFolding} folds the text and
 * lowercased as the tokenizer lowers it, so that an entry is spelled as the text it must match is read: Bengali
 * {@code করো} and Tamil {@code சொல்லுங்கள்} in the decomposed vowel signs the folding leaves, Polish {@code hasło}
 * without its stroke, Persian without its zero-width non-joiner. Immutable once built.
 */
final class Lexicon {
    /** One phrase: its words (the last may be a stem), and the categories it stands for. */
    record Phrase(String[] words, boolean[] stem, long categories) {
        boolean sameAs(Phrase other) {
            return categories == other.categories && java.util.Arrays.equals(words, other.words)
                    && java.util.Arrays.equals(stem, other.stem);
        }
    }

    private final Map<String, List<Phrase>> byFirstWord = new HashMap<>();
    private final Map<String, List<Phrase>> byFirstStem = new HashMap<>();
    private final Set<Integer> stemLengths = new HashSet<>();
    /** {@link #stemLengths} as an array, in the set's own order (phrases are found in that order). */
    private int[] stemLengthOrder = new int[0];
    /** The first two characters of every first-word stem, hashed: most words start no stem, and skip its lookups. */
    private final java.util.BitSet stemStarts = new java.util.BitSet(PREFIX_BUCKETS);
    /**
     * Every first-word stem by its {@link String#hashCode} and its length ({@link #stemKey}), a Bloom filter: a word
     * whose first two characters start some stem was cut and looked up at every stem length (a tenth of the injection
     * scan of code and prose, twenty-first round); now a prefix is cut out only where a stem of that length may hold
     * those characters. A stem is never filtered out, so the phrases found and their order are what they were.
     */
    private final java.util.BitSet stemKeys = new java.util.BitSet(STEM_KEY_BUCKETS);
    private static final int STEM_KEY_BUCKETS = 1 << 18;
    private final Map<String, Long> cjk = new HashMap<>();
    /**
     * The length of the longest unspaced entry by its first two characters, hashed (one-character entries by their
     * one): most positions of a run start no entry and try no substring, the others only the lengths that may match.
     */
    private final short[] longestUnspaced = new short[PREFIX_BUCKETS];
    /** The first two characters of every first word and stem, hashed: most words of a text start no phrase. */
    private final java.util.BitSet starts = new java.util.BitSet(PREFIX_BUCKETS);
    private static final int PREFIX_BUCKETS = 1 << 16;

    /**
     * Compiled once: {@code String.replaceAll} and {@code split} compiled these for each of the thousands of entries,
     * most of the lexicon's making in a fresh JVM (fourteenth round).
     */
    private static final java.util.regex.Pattern ELISION = java.util.regex.Pattern.compile("(^| )(\\p{L}|qu)'(\\p{L})");
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile(" +");

    Lexicon add(long category, String entries) {
        for (String raw : entries.split("\\|")) {
            String entry = folded(raw);
            if (entry.isEmpty()) {
                continue;
            }
            if (isUnspaced(entry.charAt(0))) {
                addUnspaced(entry, category);
                continue;
            }
            // Elision is split as the tokenizer splits it: "l'utilisateur" is "l'" and "utilisateur".
            String elided = entry.indexOf('\'') < 0 ? entry : ELISION.matcher(entry).replaceAll("$1$2' $3");
            String[] words = SPACES.split(elided);
            boolean[] stem = new boolean[words.length];
            for (int i = 0; i < words.length; i++) {
                if (words[i].endsWith("*")) {
                    words[i] = words[i].substring(0, words[i].length() - 1);
                    stem[i] = true;
                }
            }
            Phrase phrase = new Phrase(words, stem, category);
            List<Phrase> same = (stem[0] ? byFirstStem : byFirstWord).getOrDefault(words[0], List.of());
            if (listed(same, phrase)) {
                continue;   // listed twice (the vocabulary grows by rounds): matched once, not found twice a sentence
            }
            for (String w : words) {
                // Every word of a phrase, so a word filtered out by the prefix test is in no phrase at all.
                starts.set(prefixBucket(w));
            }
            if (stem[0]) {
                byFirstStem.computeIfAbsent(words[0], k -> new ArrayList<>()).add(phrase);
                if (stemLengths.add(words[0].length())) {
                    stemLengthOrder = stemLengths.stream().mapToInt(Integer::intValue).toArray();
                }
                stemStarts.set(prefixBucket(words[0]));
                stemKeys.set(stemKey(words[0].hashCode(), words[0].length()));
            } else {
                byFirstWord.computeIfAbsent(words[0], k -> new ArrayList<>()).add(phrase);
            }
        }
        return this;
    }

    /** A loop, not a stream: called for each of the thousands of entries of a fresh JVM's first lexicon. */
    private static boolean listed(List<Phrase> phrases, Phrase phrase) {
        for (Phrase p : phrases) {
            if (phrase.sameAs(p)) {
                return true;
            }
        }
        return false;
    }

    /**
     * An entry as the text it must match is read: folded, and lowercased as the tokenizer lowers words. Every word list
     * the rules compare with the folded text ({@link BoundaryLexicon}, {@link ReaderNouns}, {@link DemandVerbs},
     * {@link RefusedRequests}) folds its entries here.
     */
    static String folded(String raw) {
        return TextFolding.fold(raw.strip()).text().toLowerCase(Locale.ROOT);
    }

    private void addUnspaced(String entry, long category) {
        cjk.merge(entry, category, (a, b) -> a | b);
        int bucket = prefixBucket(entry.charAt(0), entry.length() > 1 ? entry.charAt(1) : 0);
        longestUnspaced[bucket] = (short) Math.max(longestUnspaced[bucket], Math.min(entry.length(), Short.MAX_VALUE));
    }

    /**
     * Everyday words of an unspaced script that hold a shorter entry and mean something else (Thai "คีย์บอร์ด",
     * keyboard, holds "คีย์", key): read as themselves, they stand for no category, and the entry inside is not found.
     */
    Lexicon plainWords(String entries) {
        for (String raw : entries.split("\\|")) {
            String entry = folded(raw);
            if (!entry.isEmpty() && isUnspaced(entry.charAt(0))) {
                addUnspaced(entry, 0);
            }
        }
        return this;
    }

    /** Scripts written without spaces between words: CJK and Hangul, and Thai, Lao, Khmer and Burmese. */
    static boolean isUnspaced(char c) {
        return isCjk(c) || isSoutheastAsian(c);
    }

    /** Thai, Lao, Burmese (Myanmar) and Khmer letters, signs and digits. */
    static boolean isSoutheastAsian(char c) {
        return (c >= 0x0E01 && c <= 0x0EDF) || (c >= 0x1000 && c <= 0x109F) || (c >= 0x1780 && c <= 0x17FF);
    }

    /**
     * True if a word of an unspaced script may start (or the one before end) at {@code i} of {@code text}: always in
     * CJK, whose characters are words' letters one by one; in the scripts of South-East Asia only between character
     * clusters, not before a vowel sign, tone mark or following vowel ("า", "ะ") that belongs to the letter before,
     * nor after a leading vowel ("เ", "แ", "โ", "ใ", "ไ") or a subscript joiner that belongs to the letter after.
     */
    static boolean clusterEdge(String text, int i) {
        if (i <= 0 || i >= text.length()) {
            return true;
        }
        char c = text.charAt(i);
        char before = text.charAt(i - 1);
        if (!isSoutheastAsian(c) && !isSoutheastAsian(before)) {
            return true;
        }
        int type = Character.getType(c);
        boolean attachedToBefore = type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || c == 0x0E30 || c == 0x0E32 || c == 0x0E33 || c == 0x0E45 || c == 0x0E46
                || c == 0x0EB0 || c == 0x0EB2 || c == 0x0EB3;
        boolean attachedToAfter = (before >= 0x0E40 && before <= 0x0E44) || (before >= 0x0EC0 && before <= 0x0EC4)
                || before == 0x17D2 || before == 0x1039;
        return !attachedToBefore && !attachedToAfter;
    }

    /**
     * The longest unspaced entry that may start at {@code i} of a run ending at {@code end}: 0 if none starts with the
     * two characters there (nor with the one, for one-character entries).
     */
    int longestUnspacedAt(String text, int i, int end) {
        char a = text.charAt(i);
        int one = longestUnspaced[prefixBucket(a, 0)];
        return Math.min(end - i, i + 1 < end ? Math.max(one, longestUnspaced[prefixBucket(a, text.charAt(i + 1))]) : one);
    }

    static boolean isCjk(char c) {
        return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF)
                || (c >= 0xAC00 && c <= 0xD7A3);
    }

    /** Phrases that may start at a word: exact first word, then stems that the word starts with. */
    void phrasesAt(String word, List<Phrase> sink) {
        phrasesAt(word, sink, true);
    }

    /**
     * {@link #phrasesAt} without the {@link #stemKeys} filter, every stem length looked up: the reference the filter is
     * tested against ({@code LexiconTest}); the scanners call {@link #phrasesAt}.
     */
    void phrasesAtEveryLength(String word, List<Phrase> sink) {
        phrasesAt(word, sink, false);
    }

    private void phrasesAt(String word, List<Phrase> sink, boolean filtered) {
        if (!mayStartPhrase(word)) {
            return;
        }
        List<Phrase> exact = byFirstWord.get(word);
        if (exact != null) {
            sink.addAll(exact);
        }
        int first = word.isEmpty() ? 0 : Character.toLowerCase(word.charAt(0));
        int second = word.length() < 2 ? 0 : Character.toLowerCase(word.charAt(1));
        int hashed = 0; // hash is String.hashCode of word[0, hashed)
        int hash = 0;
        for (int len : stemLengthOrder) {
            // A stem the word starts with has the word's first characters: no stem with them, no lookup.
            if (len <= word.length() && stemStarts.get(prefixBucket(len > 0 ? first : 0, len > 1 ? second : 0))) {
                if (filtered) {
                    if (len < hashed) {
                        hashed = 0;
                        hash = 0;
                    }
                    while (hashed < len) {
                        hash = 31 * hash + word.charAt(hashed++);
                    }
                    if (!stemKeys.get(stemKey(hash, len))) {
                        continue; // no stem of this length has these characters: nothing to cut out and look up
                    }
                }
                List<Phrase> stems = byFirstStem.get(word.substring(0, len));
                if (stems != null) {
                    sink.addAll(stems);
                }
            }
        }
    }

    /** The {@link #stemKeys} bucket of a stem (or a word's prefix) with this hash and length. */
    private static int stemKey(int hash, int length) {
        int h = hash * 0x9E3779B9 + length * 0x85EBCA6B;
        return (h ^ (h >>> 15)) & (STEM_KEY_BUCKETS - 1);
    }

    /** Whether {@link IntentText} reads the AI reader's names built from parts ({@link ReaderNouns}) with it. */
    private boolean readerNouns;

    /** Reads the AI reader's names built from parts ({@link ReaderNouns}) with this lexicon: the standard one does. */
    Lexicon readingReaderNouns() {
        readerNouns = true;
        return this;
    }

    boolean readsReaderNouns() {
        return readerNouns;
    }

    /** Words the tokenizer must see although no phrase has them (leading adverbs). */
    Lexicon keep(java.util.Collection<String> words) {
        words.forEach(w -> starts.set(prefixBucket(w)));
        return this;
    }

    /** False if no phrase has a word with the word's first two characters: the common case, answered without lookups. */
    boolean mayStartPhrase(CharSequence word) {
        return starts.get(prefixBucket(word));
    }

    /** {@link #mayStartPhrase(CharSequence)} of text[from, end), without cutting the word out. */
    boolean mayStartPhrase(String text, int from, int end) {
        int a = end > from ? Character.toLowerCase(text.charAt(from)) : 0;
        int b = end > from + 1 ? Character.toLowerCase(text.charAt(from + 1)) : 0;
        return starts.get(prefixBucket(a, b));
    }

    private static int prefixBucket(CharSequence word) {
        int a = word.length() > 0 ? Character.toLowerCase(word.charAt(0)) : 0;
        int b = word.length() > 1 ? Character.toLowerCase(word.charAt(1)) : 0;
        return prefixBucket(a, b);
    }

    private static int prefixBucket(int a, int b) {
        return ((a * 31) ^ (b * 1_000_003)) & (PREFIX_BUCKETS - 1);
    }

    /** The categories of a CJK substring, or 0. */
    long cjk(String s) {
        Long c = cjk.get(s);
        return c == null ? 0 : c;
    }

    /** The categories of an unspaced substring, 0 for a {@link #plainWords plain word}, or null if it is no entry. */
    Long unspaced(String s) {
        return cjk.get(s);
    }


    static boolean wordMatches(String pattern, boolean stem, String word) {
        return stem ? word.startsWith(pattern) : word.equals(pattern);
    }
}
