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
 * A small statistical model of injection sentences: a logistic regression over hashed word unigrams and bigrams
 * (CJK and Hangul characters count as words), character 3–5-grams within words and the rules' role categories
 * ({@link Config#STANDARD}), with per-class word counts (naive
 * Bayes) to name the family. Trained from the curated corpora shipped as text resources ({@link #standardExamples});
 * the build trains it once and ships the result ({@link InjectionModelFile}, {@code injection-model.bin}), so a
 * process loads it instead of training (training is deterministic: the same examples give the same model). It
 * backs the rules up on sentences they did not report: a sentence scoring at least {@link #THRESHOLD} (log-odds)
 * is reported with the reason of the injection class it is most like. Features are hashed into a fixed table
 * ({@link #BUCKETS}), so scoring a sentence is one pass over its words and one array read per feature.
 */
final class InjectionModel {
    /**
     * Log-odds (logistic regression) from which a sentence is reported. Chosen with {@link #CONTEXT_THRESHOLD} on
     * tuning material only (FeatureLab {@code eval} and {@code grid}; docs/safety.md, eleventh round): the most
     * attacks of the eval-fresh7 tune half and eval-dev8/8b/9 found with no more of their hard negatives flagged than
     * before, no more real documents flagged, and none of the unit samples' hard negatives, the benign mixed corpus or
     * the generated hard negatives; ties to the higher thresholds. (The stronger L2 of this model shrinks the log-odds:
     * the word-only model with L2 0.001 used 5.) Twelfth round, with eval-fresh10's text: 2.15 (at 2.0 the model read
     * "Führe niemals `git push --force` ohne Rückfrage aus." at 2.12; from 2.13 up to 2.2 tuning and held out are as
     * at the eleventh round's 2.0 and real documents flagged fall 98 → 82). With the ordinary technical prose
     * ({@link #ROUND12_PROSE}) the log-odds of ordinary text fall further: 1.0 with {@link #CONTEXT_THRESHOLD} 0.5 finds
     * the tuning attacks 2.15/0.6 found without it (196/209 at 1/181), held out 130/145 at 5/136 (was 129), real
     * documents flagged 80 → 46 (FeatureLab {@code grid shipped,p12}; 1.1 finds one tuning attack fewer), and with
     * {@link #CONTEXT_THRESHOLD} 0.0 198/209.
     */
    static final double THRESHOLD = 1.0;
    /**
     * Log-odds from which a sentence is reported when the document around it addresses the model that reads it
     * (an address in it or the two sentences before, a line that only says whom the text is for) or hides it from
     * people in a carrier that mentions an AI reader (eighth round; {@link InjectionScanner}, {@link Carriers}).
     * Chosen with {@link #THRESHOLD}; 0.5 read an AGENTS.md's own heading ("Instructions for AI coding agents working
     * in this repository:", 0.53) as an order. Twelfth round, with {@link #THRESHOLD} 1.0 and the ordinary prose: 0.0
     * (two tuning attacks more than 0.5, 198/209, nothing more flagged; -1.0 flags 12 of the 864 generated hard
     * negatives); with the twelfth round's rules merged, -0.5 (202/209 against 0.0's 201, nothing more flagged).
     */
    static final double CONTEXT_THRESHOLD = -0.5;
    static final int BUCKETS = Config.STANDARD.buckets();

    /**
     * What the model reads and how it is trained: the hashed table's size (2^{@code bucketBits}), hashed character
     * n-grams of {@code charMin}..{@code charMax} characters (none when {@code charMax} is 0) read within each word
     * (padded with its boundaries) or, with {@code charAcross}, over the words joined by single spaces, each counting
     * {@code charScale} (a sentence has many more character n-grams than words), and the training's L2 strength, epochs,
     * learning rate and the weight of the injection class relative to balancing the classes, and how words under a
     * negator are read ({@link #NEGATION_NONE}, {@link #NEGATION_REPLACE}, {@link #NEGATION_BESIDE}).
     */
    record Config(int bucketBits, int charMin, int charMax, boolean charAcross, double charScale, double l2, int epochs,
                  double rate, double positiveScale, int negation) {
        /** Words are read as spelled, negated or not (the shipped model's reading). */
        static final int NEGATION_NONE = 0;
        /**
         * The words after a negator ({@link #NEGATORS}: never, not, niemals, nie, jamais, nunca, не, 不 …) up to the
         * clause's end are read as other words ("NOT_run"), so "never run X without asking" shares no word feature with
         * the order "run X without asking" (the sentiment-analysis reading of negation).
         */
        static final int NEGATION_REPLACE = 1;
        /** As {@link #NEGATION_REPLACE}, but the marked words are read beside the plain ones, not instead of them. */
        static final int NEGATION_BESIDE = 2;

        /**
         * The shipped model's since the eleventh round: words, roles and character 3–5-grams within words at 0.35, L2
         * 0.1 (docs/safety.md, "The model's features, measured" and the eleventh round). Before: words and roles only,
         * L2 0.001 ({@code new Config(17, 0, 0, false, 0, 1e-3, 30, 0.2, 1, NEGATION_NONE)}).
         */
        static final Config STANDARD = new Config(17, 3, 5, false, 0.35, 0.1, 30, 0.2, 1, NEGATION_NONE);

        int buckets() {
            return 1 << bucketBits;
        }

        Config {
            if (charMax > RING) {
                throw new IllegalArgumentException("character n-grams of up to " + RING + " characters, not " + charMax);
            }
        }

        boolean chars() {
            return charMax > 0;
        }

        /**
         * As a record prints itself, spelled out: the model file names its configuration by it, and the record's own
         * costs a fresh JVM tens of milliseconds of method-handle set-up at every start (fourteenth round).
         */
        @Override
        public String toString() {
            return new StringBuilder("Config[bucketBits=").append(bucketBits).append(", charMin=").append(charMin)
                    .append(", charMax=").append(charMax).append(", charAcross=").append(charAcross)
                    .append(", charScale=").append(charScale).append(", l2=").append(l2)
                    .append(", epochs=").append(epochs)
                    .append(", rate=").append(rate).append(", positiveScale=").append(positiveScale)
                    .append(", negation=").append(negation).append(']').toString();
        }
    }
    private static final double ALPHA = 0.5;
    private static final String BENIGN = "benign";
    /** The fifth round's hand-written training corpus (independent of every evaluation corpus). */
    static final String ROUND5 = "injection-model-round5.txt";
    /**
     * The sixth round's hand-written training corpus (independent of every evaluation corpus): persona
     * adoption, tool coercion, indirect, memory and delimiter attacks in many registers and languages, with
     * as many hard negatives.
     */
    static final String ROUND6 = "injection-model-round6.txt";
    /**
     * The seventh round's hand-written training corpus (independent of every evaluation corpus): tool
     * coercion, prompt extraction, indirect and persona attacks, non-English and obfuscated spellings, with
     * as many hard negatives.
     */
    static final String ROUND7 = "injection-model-round7.txt";
    /**
     * The eleventh round's training text, part one: the injection documents of eval-fresh8 and eval-fresh9 (two blind
     * authors' corpora, retired from held-out use once scored), labelled sentence by sentence by hand.
     */
    static final String ROUND11_LABELLED = "injection-model-round11-labelled.txt";
    /** Part two: every sentence of those corpora's hard-negative documents, benign (written by FeatureLab). */
    static final String ROUND11_NEGATIVES = "injection-model-round11-negatives.txt";
    /**
     * The twelfth round's: the injection documents of eval-fresh10 (a third blind author's corpus, retired once scored
     * three times), labelled sentence by sentence by hand, and its hard negatives' sentences, benign.
     */
    static final String ROUND12_LABELLED = "injection-model-round12-labelled.txt";
    static final String ROUND12_NEGATIVES = "injection-model-round12-negatives.txt";
    /**
     * And ordinary technical prose, benign, written by hand in 28 languages (changelogs, man pages, READMEs, licence-like
     * and policy text, runbooks, the attack words in their everyday senses): the register real documents are written
     * in, which the hard negatives of earlier rounds hardly held.
     */
    static final String ROUND12_PROSE = "injection-model-round12-prose.txt";

    /** A sentence judged an injection: the reason of its nearest class and where its strongest word is. */
    record Verdict(ReasonCode reason, int at, double score) {
    }

    private final double threshold;
    private final Config config;
    private final int mask;

    double threshold() {
        return threshold;
    }
    /** Logistic-regression weights per hashed feature, and the bias: the score of a sentence. */
    private final float[] weights;
    private final double bias;
    private final List<ReasonCode> classes;
    private final Map<Integer, int[]> classCounts;
    private final int[] classTotals;

    private static final class Holder {
        static final InjectionModel STANDARD = InjectionModelFile.shipped(THRESHOLD)
                .orElseGet(() -> train(standardExamples()));
    }

    /** A trained model's state, as {@link InjectionModelFile} stores it. */
    record State(float[] weights, double bias, List<ReasonCode> classes, Map<Integer, int[]> classCounts,
                 int[] classTotals) {
    }

    InjectionModel(State state, double threshold) {
        this(state, Config.STANDARD, threshold);
    }

    InjectionModel(State state, Config config, double threshold) {
        if (state.weights().length != config.buckets()) {
            throw new IllegalArgumentException("a table of " + state.weights().length + " weights for " + config);
        }
        this.threshold = threshold;
        this.config = config;
        this.mask = config.buckets() - 1;
        this.weights = state.weights();
        this.bias = state.bias();
        this.classes = List.copyOf(state.classes());
        this.classCounts = state.classCounts();
        this.classTotals = state.classTotals();
    }

    State state() {
        return new State(weights, bias, classes, classCounts, classTotals);
    }

    static InjectionModel standard() {
        return Holder.STANDARD;
    }

    /**
     * The curated training resources: hand-written and sampled sentences, the fourth round's tuning
     * sentences, the fifth round's hand-written corpus (generalising over the families, with hard negatives),
     * the sixth round's hand-written corpus (the families weakest on unseen text, with hard negatives), the
     * seventh round's hand-written corpus (tool coercion, prompt extraction, indirect, persona, non-English
     * and obfuscated text, with hard negatives), and the eleventh and twelfth rounds': three blind authors' corpora,
     * retired once scored (their injection documents labelled sentence by sentence, their hard negatives' sentences
     * benign).
     */
    static List<String[]> standardExamples() {
        List<String[]> all = new ArrayList<>();
        for (String resource : STANDARD_RESOURCES) {
            all.addAll(load(resource));
        }
        return all;
    }

    /** The training resources of {@link #standardExamples}, in the order they are read. */
    static final List<String> STANDARD_RESOURCES = List.of("injection-model.txt", "injection-model-tuning.txt", ROUND5,
            ROUND6, ROUND7, ROUND11_LABELLED, ROUND11_NEGATIVES, ROUND12_LABELLED, ROUND12_NEGATIVES,
            ROUND12_PROSE);

    private InjectionModel(List<String[]> examples, Config config, double threshold) {
        this.threshold = threshold;
        this.config = config;
        this.mask = config.buckets() - 1;
        this.weights = new float[config.buckets()];
        this.classCounts = new HashMap<>();
        List<ReasonCode> classes = new ArrayList<>();
        this.classes = classes;
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
        int n = examples.size();
        int[][] features = new int[n][];
        int[][] chars = new int[n][];
        boolean[] positive = new boolean[n];
        double[] weight = new double[n];
        int positives = 0;
        for (int k = 0; k < n; k++) {
            String[] e = examples.get(k);
            positive[k] = !e[0].equals(BENIGN);
            weight[k] = e.length > 2 ? Double.parseDouble(e[2]) : 1;
            positives += positive[k] ? 1 : 0;
            features[k] = featuresOfExample(e[1]);
            chars[k] = config.chars() ? charFeatures(e[1], 0, e[1].length()) : NONE;
            if (positive[k]) {
                int cls = classes.indexOf(ReasonCode.fromWireName(e[0]).orElseThrow());
                for (int f : wordFeatures(e[1], 0, e[1].length())) {
                    classCounts.computeIfAbsent(f, key -> new int[classes.size()])[cls]++;
                    classTotals[cls]++;
                }
            }
        }
        // Logistic regression by stochastic gradient descent in a fixed order (deterministic), the
        // injections weighted up to balance the classes, L2 applied to the weights an example touches.
        double positiveWeight = (positives == 0 ? 1 : (double) (n - positives) / positives) * config.positiveScale();
        double l2 = config.l2();
        double scale = config.charScale();
        double b = 0;
        for (int epoch = 0; epoch < config.epochs(); epoch++) {
            double rate = config.rate() / (1 + epoch);
            for (int k = 0; k < n; k++) {
                double z = b;
                for (int f : features[k]) {
                    z += weights[f];
                }
                if (chars[k].length > 0) {
                    double c = 0;
                    for (int f : chars[k]) {
                        c += weights[f];
                    }
                    z += scale * c;
                }
                double p = 1 / (1 + Math.exp(-z));
                double g = (positive[k] ? (1 - p) * positiveWeight : -p) * rate * weight[k];
                b += g;
                for (int f : features[k]) {
                    weights[f] += (float) (g - rate * l2 * weights[f]);
                }
                for (int f : chars[k]) {
                    weights[f] += (float) (g * scale - rate * l2 * weights[f]);
                }
            }
        }
        bias = b;
    }

    private static final int[] NONE = new int[0];

    static InjectionModel train(List<String[]> examples) {
        return new InjectionModel(examples, Config.STANDARD, THRESHOLD);
    }

    /** A model reporting sentences from {@code threshold} log-odds (for evaluations that choose one). */
    static InjectionModel train(List<String[]> examples, double threshold) {
        return new InjectionModel(examples, Config.STANDARD, threshold);
    }

    /**
     * A model read and trained as {@code config} says (for evaluations that compare features and training). An example
     * is {@code {label, folded text}}, or with a third element its weight in training ({@code "0.5"}; 1 without).
     */
    static InjectionModel train(List<String[]> examples, Config config, double threshold) {
        return new InjectionModel(examples, config, threshold);
    }

    Config config() {
        return config;
    }

    /** The log-odds of a training line (folded) being an injection. */
    double score(String line) {
        return logOdds(featuresOfExample(line), line, 0, line.length());
    }

    /** The log-odds of a sentence of the folded text being an injection. */
    double score(String text, IntentText.Sentence sentence) {
        return logOdds(features(text, sentence), text, sentence.start(), sentence.end());
    }

    /**
     * The model's log-odds for a set of features of text[from, to): the bias plus their weights, plus the scaled
     * weights of the span's character n-grams (if the model reads them).
     */
    private double logOdds(int[] features, String text, int from, int to) {
        Counted words = new Counted(features.length);
        double z = bias;
        for (int f : features) {
            if (words.add(f)) {
                z += weights[f];
            }
        }
        if (config.chars()) {
            z += config.charScale() * charSum(text, from, to);
        }
        return z;
    }

    /** The verdict on one sentence of the folded text, or null if it reads as ordinary. */
    Verdict judge(String text, IntentText.Sentence sentence) {
        return judge(text, sentence, threshold);
    }

    /** The verdict on one sentence, reported from {@code threshold} log-odds (a lower one in context). */
    Verdict judge(String text, IntentText.Sentence sentence, double threshold) {
        return judge(text, sentence, threshold, WINDOW_WORDS);
    }

    /** The verdict with windows of {@code windowWords} words (for evaluations that choose the size). */
    Verdict judge(String text, IntentText.Sentence sentence, double threshold, int windowWords) {
        return judge(text, sentence, threshold, threshold, null, windowWords);
    }

    /**
     * The verdict on one sentence, reported from {@code threshold} log-odds, or from {@code lower} when
     * {@code inContext} says so — asked only of a sentence scoring between the two, so the document around a
     * sentence is looked at only when it could matter.
     */
    Verdict judge(String text, IntentText.Sentence sentence, double threshold, double lower,
                  java.util.function.BooleanSupplier inContext) {
        return judge(text, sentence, threshold, lower, inContext, WINDOW_WORDS);
    }

    private Verdict judge(String text, IntentText.Sentence sentence, double upper, double lower,
                          java.util.function.BooleanSupplier inContext, int windowWords) {
        int[] fs = features(text, sentence);
        if (fs.length == 0) {
            return null;
        }
        double z = logOdds(fs, text, sentence.start(), sentence.end());
        double threshold = upper;
        if (z < upper) {
            if (inContext == null || z < lower || !inContext.getAsBoolean()) {
                return null;
            }
            threshold = lower;
        }
        Verdict whole = judgeSpan(text, sentence, threshold);
        if (whole == null) {
            return null;
        }
        int[] starts = wordStarts(text, sentence.start(), sentence.end());
        if (starts.length <= windowWords) {
            return whole;
        }
        // A long "sentence" (a JSON blob, a table, a paragraph without stops) reported whole is read again in
        // overlapping windows of windowWords words, and reported only if one of them is too, so weakly
        // injection-like words far apart do not add up (eighth round). Each word is read whole and in at most two
        // windows, and each term once per window it lies in: linear.
        List<IntentText.Term> terms = sentence.terms();
        int firstTerm = 0;
        Verdict best = null;
        for (int i = 0; i < starts.length; i += windowWords / 2) {
            int from = starts[i];
            int to = i + windowWords < starts.length ? starts[i + windowWords] : sentence.end();
            while (firstTerm < terms.size() && terms.get(firstTerm).start() < from) {
                firstTerm++;
            }
            List<IntentText.Term> inside = new ArrayList<>();
            for (int k = firstTerm; k < terms.size() && terms.get(k).end() <= to; k++) {
                inside.add(terms.get(k));
            }
            Verdict v = judgeSpan(text, new IntentText.Sentence(from, to, inside), threshold);
            if (v != null && (best == null || v.score() > best.score())) {
                best = v;
            }
            if (i + windowWords >= starts.length) {
                break;
            }
        }
        // The whole sentence bounds its windows: a window must not drop the words that make it discussion
        // ("In our red-team exercise the payload was …"), only the far-apart words that would add up.
        return best == null ? null : best.score() <= whole.score() ? best : whole;
    }

    /**
     * How many words the model reads at once; a longer sentence reported whole is read again in overlapping windows
     * of this many. 32: none of the 4,698 positive sentences of the training resources and the tuning corpora that
     * the model reports whole is lost at 32 (one Hindi sentence is at 24), and fewer real documents are flagged
     * (docs/safety.md, eighth round).
     */
    static final int WINDOW_WORDS = 32;

    /**
     * The end of the run of letters, digits and in-word marks from {@code i} that holds no CJK or Hangul character: a
     * Hindi or Thai word is one word, not one per vowel sign (ninth round; the rules read words so, {@link IntentText}).
     */
    private static int wordEnd(String text, int i, int to) {
        while (i < to && IntentText.inWord(text.charAt(i)) && !Lexicon.isCjk(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Where each word of text[from, to) starts (three CJK or Hangul characters are a word). */
    private static int[] wordStarts(String text, int from, int to) {
        int[] out = new int[16];
        int n = 0;
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                i++;
                continue;
            }
            if (n == out.length) {
                out = java.util.Arrays.copyOf(out, n * 2);
            }
            out[n++] = i;
            if (Lexicon.isCjk(c)) {
                // Three CJK or Hangul characters count as one word here: a window spans about as much meaning.
                int run = 0;
                while (i < to && Lexicon.isCjk(text.charAt(i)) && run < 3) {
                    i++;
                    run++;
                }
            } else {
                i = wordEnd(text, i, to);
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private Verdict judgeSpan(String text, IntentText.Sentence sentence, double threshold) {
        int[] fs = features(text, sentence);
        if (fs.length == 0) {
            return null;
        }
        double score = logOdds(fs, text, sentence.start(), sentence.end());
        if (score < threshold) {
            return null;
        }
        List<Integer> words = wordFeatures(text, sentence.start(), sentence.end());
        int[] positions = positionsOf(text, sentence.start(), sentence.end(), words.size());
        float best = Float.NEGATIVE_INFINITY;
        int bestAt = sentence.start();
        for (int i = 0; i < words.size(); i++) {
            float w = weights[words.get(i)];
            if (w > best) {
                best = w;
                bestAt = positions[i];
            }
        }
        return new Verdict(nearestClass(words), bestAt, score);
    }

    /** The verdict on the strongest sentence of text[from, to) (folded), or null if none reads as an injection. */
    Verdict judge(String text, int from, int to) {
        String part = text.substring(from, to);
        Verdict best = null;
        for (IntentText.Sentence sentence : IntentText.sentences(part, IntentRules.standardLexicon())) {
            Verdict v = judge(part, sentence);
            if (v != null && (best == null || v.score() > best.score())) {
                best = new Verdict(v.reason(), from + v.at(), v.score());
            }
        }
        return best;
    }

    /**
     * A training line's features, each once: a sentence is scored by which words, roles and n-grams it holds, not how
     * often, so repeating ordinary words ("padding words padding words …", a log's same line) adds nothing.
     */
    private int[] featuresOfExample(String line) {
        IntBuffer out = new IntBuffer(line.length() / 3);
        wordFeatures(line, 0, line.length(), out, out);
        for (IntentText.Sentence sentence : IntentText.sentences(line, IntentRules.standardLexicon())) {
            roleFeatures(sentence, out);
        }
        return java.util.Arrays.stream(out.toArray()).distinct().toArray();
    }

    /** A sentence's word and role features, as read (repeated ones are counted once by {@link #logOdds}). */
    private int[] features(String text, IntentText.Sentence sentence) {
        IntBuffer out = new IntBuffer((sentence.end() - sentence.start()) / 3);
        wordFeatures(text, sentence.start(), sentence.end(), out, out);
        roleFeatures(sentence, out);
        return out.toArray();
    }

    /**
     * The features a scoring has counted: open addressing over the feature numbers (plus one, so 0 is empty), grown at
     * half full, so counting each feature once is one probe per feature and the table is as small as the sentence.
     */
    private static final class Counted {
        private int[] slots;
        private int size;

        /** A table for up to {@code expected} features at most half full: sized once, it does not grow. */
        Counted(int expected) {
            slots = new int[Math.max(16, Integer.highestOneBit(Math.max(1, expected) * 2 - 1) << 1)];
        }

        /** Whether f is new (and now counted). */
        boolean add(int f) {
            int key = f + 1;
            int m = slots.length - 1;
            int i = (key * 0x9E3779B1) >>> 7 & m;
            while (slots[i] != 0) {
                if (slots[i] == key) {
                    return false;
                }
                i = (i + 1) & m;
            }
            slots[i] = key;
            if (++size * 2 > slots.length) {
                grow();
            }
            return true;
        }

        private void grow() {
            int[] old = slots;
            slots = new int[old.length * 2];
            int m = slots.length - 1;
            for (int key : old) {
                if (key != 0) {
                    int i = (key * 0x9E3779B1) >>> 7 & m;
                    while (slots[i] != 0) {
                        i = (i + 1) & m;
                    }
                    slots[i] = key;
                }
            }
        }
    }

    /**
     * The roles of the rules' vocabulary the sentence holds (who is addressed, what is demanded, what is
     * targeted: {@link IntentRules}' categories, in every language the vocabulary has), each alone and in
     * pairs, and those of words at a clause start (imperatives): what lets the model generalize past
     * the words it was trained on.
     */
    private void roleFeatures(IntentText.Sentence sentence, IntBuffer out) {
        long all = sentence.categories();
        long starts = 0;
        for (IntentText.Term t : sentence.terms()) {
            if (t.clauseStart()) {
                starts |= t.categories();
            }
        }
        for (long rest = all; rest != 0; rest &= rest - 1) {
            int a = Long.numberOfTrailingZeros(rest);
            out.add(bucket(0x5bd1e995 + a));
            for (long more = rest & (rest - 1); more != 0; more &= more - 1) {
                out.add(bucket(0x27d4eb2d + a * 64 + Long.numberOfTrailingZeros(more)));
            }
            if ((starts & (1L << a)) != 0) {
                out.add(bucket(0x165667b1 + a));
            }
        }
    }

    private ReasonCode nearestClass(List<Integer> fs) {
        double bestScore = Double.NEGATIVE_INFINITY;
        ReasonCode best = classes.get(0);
        for (int c = 0; c < classes.size(); c++) {
            double s = 0;
            for (int f : fs) {
                int[] counts = classCounts.get(f);
                s += Math.log(((counts == null ? 0 : counts[c]) + ALPHA) / (classTotals[c] + ALPHA * weights.length));
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
    private List<Integer> wordFeatures(String text, int from, int to) {
        IntBuffer buffer = new IntBuffer(16);
        wordFeatures(text, from, to, buffer, null);
        List<Integer> out = new ArrayList<>(buffer.size);
        for (int k = 0; k < buffer.size; k++) {
            out.add(buffer.values[k]);
        }
        return out;
    }

    /** A growable run of ints: the features of a sentence, without boxing them. */
    private static final class IntBuffer {
        int[] values;
        int size;

        IntBuffer(int capacity) {
            values = new int[Math.max(4, capacity)];
        }

        void add(int v) {
            if (size == values.length) {
                values = java.util.Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(values, size);
        }
    }

    /**
     * Each word of text[from, to) and each pair of neighbouring words, hashed, to {@code out} (one or two per word, in
     * order: {@link #positionsOf}); with {@link Config#NEGATION_BESIDE} the marked words under a negator and their pairs
     * also go to {@code beside} (none when it is null).
     */
    private void wordFeatures(String text, int from, int to, IntBuffer out, IntBuffer beside) {
        int negation = config.negation();
        int previous = 0;
        int previousMarked = 0;
        boolean hasPrevious = false;
        boolean negated = false;
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                negated &= !endsClause(c);
                i++;
                continue;
            }
            int start = i;
            if (Lexicon.isCjk(c)) {
                i++;
            } else {
                i = wordEnd(text, i, to);
            }
            int h = hashLower(text, start, i);
            int marked = negated ? h ^ NEGATED : h;
            int word = negation == Config.NEGATION_REPLACE ? marked : h;
            out.add(bucket(word));
            if (hasPrevious) {
                out.add(bucket(previous * 0x9E3779B1 + word));
            }
            if (negated && beside != null && negation == Config.NEGATION_BESIDE) {
                beside.add(bucket(marked));
                if (hasPrevious) {
                    beside.add(bucket(previousMarked * 0x9E3779B1 + marked));
                }
            }
            negated |= negation != Config.NEGATION_NONE && java.util.Arrays.binarySearch(NEGATORS, h) >= 0;
            previous = word;
            previousMarked = marked;
            hasPrevious = true;
        }
    }

    /** What a negated word's hash is xor-ed with: a word under a negator is another word. */
    private static final int NEGATED = 0x6E6F745F;

    /** Whether c ends a negator's scope: a clause's punctuation (the fullwidth forms are folded to these). */
    private static boolean endsClause(char c) {
        return c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '\n' || c == '\u3002'
                || c == '\u3001';
    }

    /**
     * The hashes ({@link #hashLower}) of the negators, folded as the text is ({@link TextFolding}): the words whose
     * clause {@link Config#NEGATION_REPLACE} reads as negated, in the languages the rules read. Sorted (a binary search
     * per word). English "don't" is read as "don" and "t", French "n'oublie" as "n" and "oublie".
     */
    private static final int[] NEGATORS = java.util.stream.Stream.of(
                    "not", "never", "no", "nor", "don", "doesn", "didn", "mustn", "shouldn", "cannot", "neither",
                    "nicht", "nie", "niemals", "nimmer", "kein", "keine", "keinen", "keinem", "keiner", "keines",
                    "ne", "n", "pas", "jamais", "aucun", "aucune", "ni",
                    "nunca", "jamás", "non", "nem", "não", "nao", "mai", "nessun", "nessuna", "nada", "ningún", "ninguna",
                    "niet", "nooit", "geen", "inte", "aldrig", "ikke", "aldri", "ej", "icke",
                    "älä", "ei", "koskaan", "nigdy", "żaden", "nikdy", "nesmíš", "asla", "hiç", "değil", "sakın",
                    "не", "никогда", "нельзя", "ні", "ніколи", "ни",
                    "不", "别", "勿", "没", "莫", "절대", "안", "못", "मत", "नहीं", "कभी", "không", "đừng", "jangan", "tidak", "bukan", "kamwe")
            .mapToInt(w -> {
                String folded = TextFolding.fold(w).text();
                return hashLower(folded, 0, folded.length());
            })
            .distinct().sorted().toArray();

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
                i = wordEnd(text, i, to);
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

    private int bucket(int h) {
        int x = h * 0x85EBCA6B;
        x ^= x >>> 15;
        return x & mask;
    }

    /** The sum of the weights of text[from, to)'s character n-grams ({@link #charGrams}: each distinct word's once). */
    private double charSum(String text, int from, int to) {
        double[] sum = new double[1];
        charGrams(text, from, to, f -> sum[0] += weights[f]);
        return sum[0];
    }

    /** The hashed character n-grams of text[from, to), in order ({@link #charGrams}). */
    private int[] charFeatures(String text, int from, int to) {
        int[][] out = {new int[64]};
        int[] n = {0};
        charGrams(text, from, to, f -> {
            if (n[0] == out[0].length) {
                out[0] = java.util.Arrays.copyOf(out[0], n[0] * 2);
            }
            out[0][n[0]++] = f;
        });
        return java.util.Arrays.copyOf(out[0], n[0]);
    }

    /** A hash of text[from, to) lower-cased (which words of a span have given their n-grams). */
    private static int lowerHash(String text, int from, int to) {
        int h = 0x3C6EF372;
        for (int k = from; k < to; k++) {
            h = 31 * h + Character.toLowerCase(text.charAt(k));
        }
        return h;
    }

    /**
     * Each character n-gram ({@link Config#charMin}..{@link Config#charMax}) of text[from, to)'s words (as {@link
     * #wordFeatures} reads them, lower-cased), hashed. Within words, each distinct word of the span gives its n-grams once
     * (a repeated word adds nothing), padded with a boundary mark at both ends, and a CJK or Hangul character, already a
     * word feature alone, is skipped; across words, the words are joined by single spaces (CJK and Hangul characters
     * without one) and the grams run over the joined text.
     */
    private void charGrams(String text, int from, int to, java.util.function.IntConsumer out) {
        int min = config.charMin();
        int max = config.charMax();
        char[] ring = new char[RING]; // the last characters of the stream, at filled & (RING - 1)
        int filled = 0; // characters in the current stream (a word, or the whole span across words)
        boolean across = config.charAcross();
        boolean lastCjk = false;
        Counted words = across ? null : new Counted((to - from) / 2 + 1);
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                i++;
                continue;
            }
            int start = i;
            boolean cjk = Lexicon.isCjk(c);
            int end = cjk ? i + 1 : wordEnd(text, i, to);
            i = end;
            if (!across) {
                if (cjk || !words.add(lowerHash(text, start, end))) {
                    continue; // a CJK character is a word feature; a word seen before has given its n-grams
                }
                filled = 0;
                filled = push(ring, filled, '\u0002', min, max, out);
                for (int k = start; k < end; k++) {
                    filled = push(ring, filled, Character.toLowerCase(text.charAt(k)), min, max, out);
                }
                push(ring, filled, '\u0003', min, max, out);
            } else {
                if (filled > 0 && !(cjk && lastCjk)) {
                    filled = push(ring, filled, ' ', min, max, out);
                }
                for (int k = start; k < end; k++) {
                    filled = push(ring, filled, Character.toLowerCase(text.charAt(k)), min, max, out);
                }
                lastCjk = cjk;
            }
        }
    }

    /**
     * The ring of the stream's last characters: a power of two, so a position is a mask rather than a division (the
     * divisions by the n-gram length were most of the time the n-grams cost). Holds n-grams of up to 8 characters.
     */
    private static final int RING = 8;

    /**
     * Appends c to the stream held in ring (its last {@code ring.length} characters; {@code filled} so far) and emits
     * the n-grams ending at it; returns the new count.
     */
    private int push(char[] ring, int filled, char c, int min, int max, java.util.function.IntConsumer out) {
        ring[filled & (RING - 1)] = c;
        filled++;
        int h = 0x2545F491;
        int longest = Math.min(max, filled);
        for (int n = 1; n <= longest; n++) {
            h = 31 * h + ring[(filled - n) & (RING - 1)];
            if (n >= min) {
                out.accept(bucket(h * 0x9E3779B1 + n));
            }
        }
        return filled;
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
                out.add(example(resource, line));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** One training line of {@code resource}, "label TAB sentence": the label lower case, the sentence folded. */
    static String[] example(String resource, String line) {
        int tab = line.indexOf('\t');
        if (tab <= 0) {
            throw new IllegalStateException(resource + ": no label in '" + line + "'");
        }
        return new String[] {line.substring(0, tab).toLowerCase(Locale.ROOT),
                TextFolding.fold(line.substring(tab + 1)).text()};
    }
}
