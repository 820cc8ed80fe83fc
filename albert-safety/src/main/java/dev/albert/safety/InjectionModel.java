package dev.albert.safety;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A small naive Bayes model of injection sentences over word unigrams and bigrams (CJK and Hangul
 * characters count as words), trained when the class is first used from the curated corpus shipped
 * as the resource {@code injection-model.txt}: deterministic, no network, about a thousand
 * sentences, so training takes milliseconds. It backs the rules up on sentences they did not
 * report: a sentence scoring above {@link #THRESHOLD} (log-odds) is reported with the reason of the
 * injection class it is most like. Features are hashed into a fixed table ({@link #BUCKETS}), so
 * scoring a sentence is one pass over its words and one array read per feature.
 */
final class InjectionModel {
    /**
     * Log-odds above which a sentence is reported: the lowest that flags none of the generated tuning
     * corpus's hard negatives (15; 12 flags 19 of 372), plus a margin (docs/safety.md).
     */
    static final double THRESHOLD = 16.0;
    static final int BUCKETS = 1 << 17;
    private static final double ALPHA = 0.5;
    private static final String BENIGN = "benign";

    /** A sentence judged an injection: the reason of its nearest class and where its strongest word is. */
    record Verdict(ReasonCode reason, int at, double score) {
    }

    private final float[] weights = new float[BUCKETS];
    private final double prior;
    private final List<ReasonCode> classes = new ArrayList<>();
    private final Map<Integer, int[]> classCounts = new HashMap<>();
    private final int[] classTotals;

    private static final class Holder {
        static final InjectionModel STANDARD = train(load("injection-model.txt"));
    }

    static InjectionModel standard() {
        return Holder.STANDARD;
    }

    private InjectionModel(List<String[]> examples) {
        for (String[] e : examples) {
            if (!e[0].equals(BENIGN)) {
                ReasonCode code = ReasonCode.fromWireName(e[0])
                        .orElseThrow(() -> new IllegalStateException("unknown label " + e[0]));
                if (!classes.contains(code)) {
                    classes.add(code);
                }
            }
        }
        classTotals = new int[classes.size()];
        int[] injection = new int[BUCKETS];
        int[] benign = new int[BUCKETS];
        long injectionTotal = 0;
        long benignTotal = 0;
        int injectionSentences = 0;
        for (String[] e : examples) {
            boolean isBenign = e[0].equals(BENIGN);
            int cls = isBenign ? -1 : classes.indexOf(ReasonCode.fromWireName(e[0]).orElseThrow());
            injectionSentences += isBenign ? 0 : 1;
            for (int f : features(e[1], 0, e[1].length())) {
                if (isBenign) {
                    benign[f]++;
                    benignTotal++;
                } else {
                    injection[f]++;
                    injectionTotal++;
                    classCounts.computeIfAbsent(f, k -> new int[classes.size()])[cls]++;
                    classTotals[cls]++;
                }
            }
        }
        double vocabulary = 0;
        for (int b = 0; b < BUCKETS; b++) {
            vocabulary += injection[b] + benign[b] > 0 ? 1 : 0;
        }
        for (int b = 0; b < BUCKETS; b++) {
            if (injection[b] + benign[b] > 0) {
                weights[b] = (float) (Math.log((injection[b] + ALPHA) / (injectionTotal + ALPHA * vocabulary))
                        - Math.log((benign[b] + ALPHA) / (benignTotal + ALPHA * vocabulary)));
            }
        }
        prior = Math.log((double) injectionSentences / (examples.size() - injectionSentences));
    }

    static InjectionModel train(List<String[]> examples) {
        return new InjectionModel(examples);
    }

    /** The verdict on text[from, to) (one sentence of the folded text), or null if it reads as ordinary. */
    Verdict judge(String text, int from, int to) {
        List<Integer> fs = features(text, from, to);
        if (fs.isEmpty()) {
            return null;
        }
        double score = prior;
        float best = 0;
        int bestAt = from;
        int[] positions = positionsOf(text, from, to, fs.size());
        for (int i = 0; i < fs.size(); i++) {
            float w = weights[fs.get(i)];
            score += w;
            if (w > best) {
                best = w;
                bestAt = positions[i];
            }
        }
        if (score < THRESHOLD) {
            return null;
        }
        return new Verdict(nearestClass(fs), bestAt, score);
    }

    private ReasonCode nearestClass(List<Integer> fs) {
        double bestScore = Double.NEGATIVE_INFINITY;
        ReasonCode best = classes.get(0);
        for (int c = 0; c < classes.size(); c++) {
            double s = 0;
            for (int f : fs) {
                int[] counts = classCounts.get(f);
                s += Math.log(((counts == null ? 0 : counts[c]) + ALPHA) / (classTotals[c] + ALPHA * BUCKETS));
            }
            if (s > bestScore) {
                bestScore = s;
                best = classes.get(c);
            }
        }
        return best;
    }

    /**
     * The hashed features of text[from, to): each word (lower-cased letters and digits; each CJK or
     * Hangul character alone) and each pair of neighbouring words.
     */
    private static List<Integer> features(String text, int from, int to) {
        List<Integer> out = new ArrayList<>();
        int previous = 0;
        boolean hasPrevious = false;
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                i++;
                continue;
            }
            int start = i;
            if (Lexicon.isCjk(c)) {
                i++;
            } else {
                while (i < to && Character.isLetterOrDigit(text.charAt(i)) && !Lexicon.isCjk(text.charAt(i))) {
                    i++;
                }
            }
            int h = hashLower(text, start, i);
            out.add(bucket(h));
            if (hasPrevious) {
                out.add(bucket(previous * 0x9E3779B1 + h));
            }
            previous = h;
            hasPrevious = true;
        }
        return out;
    }

    /** Where each feature's word starts, in the order {@link #features} produced them. */
    private static int[] positionsOf(String text, int from, int to, int count) {
        int[] out = new int[count];
        int k = 0;
        boolean hasPrevious = false;
        int i = from;
        while (i < to && k < count) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                i++;
                continue;
            }
            int start = i;
            if (Lexicon.isCjk(c)) {
                i++;
            } else {
                while (i < to && Character.isLetterOrDigit(text.charAt(i)) && !Lexicon.isCjk(text.charAt(i))) {
                    i++;
                }
            }
            out[k++] = start;
            if (hasPrevious && k < count) {
                out[k++] = start;
            }
            hasPrevious = true;
        }
        return out;
    }

    private static int hashLower(String text, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + Character.toLowerCase(text.charAt(i));
        }
        return h;
    }

    private static int bucket(int h) {
        int x = h * 0x85EBCA6B;
        x ^= x >>> 15;
        return x & (BUCKETS - 1);
    }

    static List<String[]> load(String resource) {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = InjectionModel.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                if (tab <= 0) {
                    throw new IllegalStateException(resource + ": no label in '" + line + "'");
                }
                out.add(new String[] {line.substring(0, tab).toLowerCase(Locale.ROOT),
                        TextFolding.fold(line.substring(tab + 1)).text()});
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
