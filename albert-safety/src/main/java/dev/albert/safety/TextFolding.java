package dev.albert.safety;

import java.text.Normalizer;
import java.util.Arrays;

/**
 * The view of a text that the injection rules read: what a model would understand, not how it is
 * spelled. Compatibility forms are folded (NFKC: fullwidth {@code ｉｇｎｏｒｅ}, ligatures, mathematical
 * letters), accents are dropped from Latin letters ({@code précédentes} reads {@code precedentes}),
 * Cyrillic and Greek look-alikes inside a word that also has Latin letters become Latin
 * ({@code ignоre} with a Cyrillic о), Unicode tag characters are decoded to the ASCII they smuggle,
 * and invisible characters (zero-width, soft hyphen, bidi controls, variation selectors) are removed.
 * Case is kept: delimiter tokens are spelled exactly.
 *
 * <p>Offsets map back to the original, so findings report positions in the input as given. Plain
 * ASCII text (the common case) is returned as is, at the cost of one pass.
 */
final class TextFolding {
    /** Latin-1 Supplement through Latin Extended-B and the fullwidth forms, folded once at class load. */
    private static final String[] LATIN_FOLDED = new String[0x250];
    private static final String[] FULLWIDTH_FOLDED = new String[0xFFF0 - 0xFF00];
    /** Thai and Lao, folded once at class load: NFKC splits their "am" vowel, so they are no plain script. */
    private static final String[] THAI_LAO_FOLDED = new String[0x0F00 - 0x0E00];

    /** Cyrillic, Greek and Armenian letters that look like Latin ones, as pairs (look-alike, Latin). */
    private static final String CONFUSABLES = "аaеeоoрpсcуyхxіiјjѕsԁdԛqԝwһhӏlАAВBЕEКKМMНHОOРPСCТTХXІIЈJЅS"
            + "οoαaνvιiκkρpτtχxΑAΒBΕEΗHΙIΚKΜMΝNΟOΡPΤTΧXΥYΖZ"
            + "օoսuհhոnզqցgժdՏS";
    private static final char[] CONFUSABLE_TO = new char[0x590];

    /**
     * Twenty-third round: Latin letters that look like Cyrillic, Greek or Armenian ones, as pairs (Latin, look-alike),
     * for words of those scripts with Latin letters mixed in ({@code игнoриpуй} with a Latin o and p).
     */
    private static final String LATIN_TO_CYRILLIC = "aаcсeеoоpрxхyуiіkкAАBВCСEЕHНKКMМOОPРTТXХIІ";
    private static final String LATIN_TO_GREEK = "oοaαvνiιkκpρxχuυAΑBΒEΕHΗIΙKΚMΜNΝOΟPΡTΤXΧYΥZΖ";
    private static final String LATIN_TO_ARMENIAN = "oօuսhհnոqզgցdժSՏ";
    private static final char[] TO_CYRILLIC = pairs(LATIN_TO_CYRILLIC);
    private static final char[] TO_GREEK = pairs(LATIN_TO_GREEK);
    private static final char[] TO_ARMENIAN = pairs(LATIN_TO_ARMENIAN);

    private static char[] pairs(String pairs) {
        char[] to = new char[0x80];
        for (int i = 0; i < pairs.length(); i += 2) {
            to[pairs.charAt(i)] = pairs.charAt(i + 1);
        }
        return to;
    }

    static {
        for (int c = 0x80; c < LATIN_FOLDED.length; c++) {
            LATIN_FOLDED[c] = fold(String.valueOf((char) c));
        }
        for (int c = 0xFF00; c < 0xFFF0; c++) {
            FULLWIDTH_FOLDED[c - 0xFF00] = fold(String.valueOf((char) c));
        }
        for (int c = 0x0E00; c < 0x0F00; c++) {
            THAI_LAO_FOLDED[c - 0x0E00] = fold(String.valueOf((char) c));
        }
        for (int i = 0; i < CONFUSABLES.length(); i += 2) {
            CONFUSABLE_TO[CONFUSABLES.charAt(i)] = CONFUSABLES.charAt(i + 1);
        }
    }

    private TextFolding() {
    }

    /** A folded text and, unless it is the original, the original offset of each of its characters. */
    record Folded(String text, int[] origin) {
        /** The original offset of the character at {@code offset} of the folded text. */
        int original(int offset) {
            if (origin == null) {
                return offset;
            }
            return offset >= origin.length ? (origin.length == 0 ? 0 : origin[origin.length - 1] + 1) : origin[offset];
        }

        /** The offset in the folded text of the first character at or after {@code original} in the original. */
        int folded(int original) {
            if (origin == null) {
                return original;
            }
            int lo = 0;
            int hi = origin.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (origin[mid] < original) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        /** The original end (exclusive) of a folded span ending at {@code end}. */
        int originalEnd(int end) {
            return end <= 0 ? 0 : original(end - 1) + 1;
        }
    }

    /**
     * Words as the scanner reads them (folded: no accents, NFKC) and as written, lower-cased, for a word list read
     * against either text: "susurró" is read as "susurro", "pasakė" as "pasake".
     */
    static java.util.Set<String> lowerCasedAsWrittenAndRead(java.util.List<String> words) {
        java.util.Set<String> all = new java.util.LinkedHashSet<>();
        for (String w : words) {
            all.add(w.toLowerCase(java.util.Locale.ROOT));
            all.add(fold((CharSequence) w).text().toLowerCase(java.util.Locale.ROOT));
        }
        return java.util.Collections.unmodifiableSet(all);
    }

    static Folded fold(CharSequence input) {
        String text = input.toString();
        int n = text.length();
        int first = 0;
        while (first < n && text.charAt(first) < 0x80
                && !(WordMarkup.mayStartAt(text, first) && WordMarkup.skip(text, first, false) > first)) {
            first++;
        }
        if (first == n) {
            return new Folded(text, null);
        }
        StringBuilder out = new StringBuilder(n + 16);
        int[] origin = new int[n + 16];
        out.append(text, 0, first);
        for (int i = 0; i < first; i++) {
            origin[i] = i;
        }
        int i = first;
        int partnerAt = -1; // where the partner of an emphasis run inside a word starts (ig**no**re)
        while (i < n) {
            int skipTo = WordMarkup.skip(text, i, i == partnerAt);
            if (skipTo > i) { // markup inside a word renders nothing: ig<b></b>nore reads ignore
                if (text.charAt(i) != '<' && i != partnerAt) {
                    partnerAt = WordMarkup.partner(text, skipTo, text.charAt(i));
                }
                i = skipTo;
                continue;
            }
            int cp = text.codePointAt(i);
            int width = Character.charCount(cp);
            String folded = foldCodePoint(cp, out);
            if (folded != null && folded.length() == 1 && isDiacritic(folded.charAt(0)) && attach(out, folded.charAt(0))) {
                folded = null;
            }
            if (folded != null) {
                for (int k = 0; k < folded.length(); k++) {
                    if (out.length() == origin.length) {
                        origin = Arrays.copyOf(origin, origin.length * 2);
                    }
                    origin[out.length()] = i;
                    out.append(folded.charAt(k));
                }
            }
            i += width;
        }
        foldMixedScriptWords(out);
        return new Folded(out.toString(), Arrays.copyOf(origin, out.length()));
    }

    /** What one code point reads as, or {@code null} to drop it. */
    private static String foldCodePoint(int cp, StringBuilder out) {
        if (cp < 0x80) {
            return String.valueOf((char) cp);
        }
        if (isInvisible(cp)) {
            return null;
        }
        if (isBlank(cp)) {
            return " "; // fifteenth round: a blank that is no space to NFKC still parts words
        }
        if (cp >= 0xE0020 && cp <= 0xE007E) {
            // Tag characters spell ASCII invisibly: read what they say.
            return String.valueOf((char) (cp - 0xE0000));
        }
        if (cp >= 0xE0000 && cp <= 0xE007F) {
            return null;
        }
        if (cp < LATIN_FOLDED.length) {
            return LATIN_FOLDED[cp];
        }
        if (cp >= 0xFF00 && cp < 0xFFF0) {
            return FULLWIDTH_FOLDED[cp - 0xFF00];
        }
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK && !out.isEmpty() && out.charAt(out.length() - 1) < 0x80) {
            // A combining accent after a Latin letter: é written as e + U+0301.
            return null;
        }
        if (cp >= 0x0E00 && cp < 0x0F00) {
            return THAI_LAO_FOLDED[cp - 0x0E00];
        }
        if (cp >= 0x1F130 && cp < 0x1F190 && ((cp - 0x1F130) & 0x1F) < 26) {
            // Twenty-third round: squared, negative circled and negative squared capitals (🄸🄶🄽, 🅘🅖🅝, 🅸🅶🅽), which
            // NFKC leaves as they are (or which sit among the emoji read as is), read as the letters they show.
            return String.valueOf((char) ('A' + ((cp - 0x1F130) & 0x1F)));
        }
        if (isPlainScript(cp)) {
            return new String(Character.toChars(cp));
        }
        return fold(new String(Character.toChars(cp)));
    }

    /** Scripts whose letters NFKC leaves alone: checked first so CJK and Cyrillic text costs no normalizer call. */
    private static boolean isPlainScript(int cp) {
        return (cp >= 0x0370 && cp <= 0x052F) || (cp >= 0x0590 && cp <= 0x06FF) || (cp >= 0x3040 && cp <= 0x30FF)
                || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0x1F000 && cp <= 0x1FAFF);
    }

    /** Zero-width characters, soft hyphen, bidi controls, invisible operators and variation selectors. */
    static boolean isInvisible(int cp) {
        return cp == 0x00AD || cp == 0x034F || cp == 0x180E || (cp >= 0x200B && cp <= 0x200F)
                || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x2069) || cp == 0xFEFF
                || (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xE0100 && cp <= 0xE01EF);
    }

    /**
     * Visible blanks NFKC leaves as they are: the Ogham space mark and other space separators, the braille blank and
     * the Hangul fillers, which render as a space and are written as one to part words a rule would read.
     */
    static boolean isBlank(int cp) {
        return cp == 0x2800 || cp == 0x3164 || cp == 0xFFA0 || cp == 0x115F || cp == 0x1160
                || cp > 0xFF && Character.getType(cp) == Character.SPACE_SEPARATOR;
    }

    /**
     * Combining diacritics (and the kana voicing marks half-width katakana fold to): marks that sit on a letter, as
     * opposed to the vowel signs of abugidas and the points of Hebrew and Arabic, which are left alone.
     */
    static boolean isDiacritic(char c) {
        return (c >= 0x0300 && c <= 0x036F) || (c >= 0x0483 && c <= 0x0489) || (c >= 0x1AB0 && c <= 0x1AFF)
                || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F)
                || c == 0x3099 || c == 0x309A;
    }

    /**
     * Twenty-third round: a combining diacritic after a letter of an alphabet or a kana is composed with it when
     * Unicode has the composite (и + ̆ reads й, ﾌﾟ reads プ), and otherwise dropped after an alphabet letter: marks
     * stacked on letters (и̴̶г̃н̸) hide the word from a reader of words, not from a reader of text. Returns whether
     * the mark was taken in; a mark after anything else is kept.
     */
    private static boolean attach(StringBuilder out, char mark) {
        if (out.isEmpty()) {
            return false;
        }
        char base = out.charAt(out.length() - 1);
        boolean alphabet = WordMarkup.isWordLetter(base);
        if (!alphabet && !(base >= 0x3040 && base <= 0x30FF)) {
            return false;
        }
        String composed = Normalizer.normalize(new String(new char[] {base, mark}), Normalizer.Form.NFC);
        if (composed.length() == 1) {
            out.setCharAt(out.length() - 1, composed.charAt(0));
            return true;
        }
        return alphabet;
    }

    /** NFKC, then Latin letters without their accents. */
    private static String fold(String s) {
        String nfkc = Normalizer.normalize(s, Normalizer.Form.NFKC);
        String decomposed = Normalizer.normalize(nfkc, Normalizer.Form.NFD);
        StringBuilder b = new StringBuilder(decomposed.length());
        for (int i = 0; i < decomposed.length(); i++) {
            char c = decomposed.charAt(i);
            if (Character.getType(c) == Character.NON_SPACING_MARK && !b.isEmpty() && b.charAt(b.length() - 1) < 0x80) {
                continue;
            }
            b.append(c);
        }
        String result = b.toString();
        // ß, æ, ø, ł and friends have no decomposition; spell them as their Latin readers would.
        return switch (result) {
            case "ß" -> "ss";
            case "æ" -> "ae";
            case "Æ" -> "AE";
            case "ø" -> "o";
            case "Ø" -> "O";
            case "ł" -> "l";
            case "Ł" -> "L";
            case "đ" -> "d";
            case "œ" -> "oe";
            default -> result;
        };
    }

    /**
     * In a word mixing Latin letters with Cyrillic, Greek or Armenian look-alikes, the look-alikes become Latin
     * ({@code ignоre}); twenty-third round: unless the word is of the other script, with more of its letters that look
     * like no Latin one than Latin letters that look like none of its own: then the Latin look-alikes become that
     * script's letters ({@code игнoриpуй} with a Latin o and p reads игнорируй).
     */
    private static void foldMixedScriptWords(StringBuilder s) {
        int n = s.length();
        int i = 0;
        while (i < n) {
            if (!Character.isLetter(s.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            int latin = 0;
            boolean confusable = false;
            int foreign = 0; // letters of another alphabet that look like no Latin letter
            char[] toForeign = null;
            while (i < n && Character.isLetter(s.charAt(i))) {
                char c = s.charAt(i);
                if (c < 0x80) {
                    latin++;
                } else if (c < CONFUSABLE_TO.length && CONFUSABLE_TO[c] != 0) {
                    confusable = true;
                } else if (c >= 0x0370 && c < 0x0590) {
                    foreign++;
                    if (toForeign == null) {
                        toForeign = c < 0x0400 ? TO_GREEK : c < 0x0530 ? TO_CYRILLIC : TO_ARMENIAN;
                    }
                }
                i++;
            }
            if (latin > 0 && toForeign != null && foreign > latinWithoutLookAlike(s, start, i, toForeign)) {
                for (int k = start; k < i; k++) {
                    char c = s.charAt(k);
                    if (c < 0x80 && toForeign[c] != 0) {
                        s.setCharAt(k, toForeign[c]);
                    }
                }
            } else if (latin > 0 && confusable) {
                for (int k = start; k < i; k++) {
                    char c = s.charAt(k);
                    if (c < CONFUSABLE_TO.length && CONFUSABLE_TO[c] != 0) {
                        s.setCharAt(k, CONFUSABLE_TO[c]);
                    }
                }
            }
        }
    }

    /** How many Latin letters of a word look like no letter of the other script ({@code toForeign}). */
    private static int latinWithoutLookAlike(StringBuilder s, int from, int to, char[] toForeign) {
        int count = 0;
        for (int k = from; k < to; k++) {
            char c = s.charAt(k);
            if (c < 0x80 && toForeign[c] == 0) {
                count++;
            }
        }
        return count;
    }
}
