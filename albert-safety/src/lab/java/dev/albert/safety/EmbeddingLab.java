package dev.albert.safety;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.albert.safety.eval.FreshCorpus;
import dev.albert.safety.eval.Sample;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The sentence-encoder measurement (docs/safety.md, "A pretrained sentence encoder, measured"): a pretrained sentence
 * encoder bundled in a Maven Central jar (ONNX, run by onnxruntime, offline) embeds every sentence, and a softmax
 * regression over the embedding, trained on the same labelled sentences as {@link InjectionModel}
 * ({@code injection-model*.txt}), scores it; a document scores its highest sentence (long sentences are read in
 * windows of 32 words, as the scanner's model reads them). Thresholds are chosen on tuning material only (the
 * eval-fresh7 tune half, eval-dev8, eval-dev8b, eval-dev9); the tables are of held-out material only (the
 * eval-fresh7 check half and eval-dev10). Never loads eval-fresh8, eval-fresh9 or eval-fresh10.
 *
 * <p>Compiled only with {@code -Pembedding-lab}; run by scripts/embedding-lab.sh. Commands:
 * {@code eval MODEL} (the tables), {@code cost MODEL} (load time and time per sentence in this fresh JVM),
 * {@code benign MODEL LIST} (real documents flagged). Models: minilm-q, minilm, e5-q, bge-q.
 */
public final class EmbeddingLab {
    private EmbeddingLab() {
    }

    // ------------------------------------------------------------------ encoders

    /** An ONNX sentence encoder bundled in a langchain4j model jar, read from the class path. */
    enum Model {
        MINILM_Q("minilm-q", "all-minilm-l6-v2-q.onnx", "all-minilm-l6-v2-q-tokenizer.json", PoolingMode.MEAN, ""),
        MINILM("minilm", "all-minilm-l6-v2.onnx", "all-minilm-l6-v2-tokenizer.json", PoolingMode.MEAN, ""),
        E5_Q("e5-q", "e5-small-v2-q.onnx", "e5-small-v2-q-tokenizer.json", PoolingMode.MEAN, "query: "),
        BGE_Q("bge-q", "bge-small-en-v1.5-q.onnx", "bge-small-en-v1.5-q-tokenizer.json", PoolingMode.CLS, "");

        final String id;
        final String onnx;
        final String tokenizer;
        final PoolingMode pooling;
        final String prefix;

        Model(String id, String onnx, String tokenizer, PoolingMode pooling, String prefix) {
            this.id = id;
            this.onnx = onnx;
            this.tokenizer = tokenizer;
            this.pooling = pooling;
            this.prefix = prefix;
        }

        static Model of(String id) {
            for (Model m : values()) {
                if (m.id.equals(id)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("unknown model " + id + "; one of minilm-q, minilm, e5-q, bge-q");
        }
    }

    /** One encoder on one onnxruntime thread (intra-op and inter-op), so the time per sentence is single-threaded. */
    static final class Encoder extends AbstractInProcessEmbeddingModel {
        private final OnnxBertBiEncoder encoder;
        private final Model model;

        Encoder(Model model) throws OrtException, IOException {
            super(Runnable::run);
            this.model = model;
            OrtEnvironment env = OrtEnvironment.getEnvironment();
            OrtSession.SessionOptions options = new OrtSession.SessionOptions();
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            byte[] onnx = resource(model.onnx);
            OrtSession session = env.createSession(onnx, options);
            try (InputStream tokenizer = EmbeddingLab.class.getClassLoader().getResourceAsStream(model.tokenizer)) {
                this.encoder = new OnnxBertBiEncoder(env, session, tokenizer, model.pooling);
            }
        }

        @Override
        protected OnnxBertBiEncoder model() {
            return encoder;
        }

        float[] vector(String text) {
            return embed(model.prefix + text).content().vector();
        }
    }

    static byte[] resource(String name) throws IOException {
        try (InputStream in = EmbeddingLab.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no " + name + " on the class path (run with -Pembedding-lab)");
            }
            return in.readAllBytes();
        }
    }

    /** Embeddings by text, kept in target/embedding-lab/ between runs (the labelled sentences and the corpora). */
    static final class Cache {
        private final Map<String, float[]> vectors = new HashMap<>();
        private final Path file;
        private final Encoder encoder;
        private int added;
        long nanos;
        int computed;

        Cache(Model model, Encoder encoder) {
            this.file = Path.of("albert-safety/target/embedding-lab/cache-" + model.id + ".bin");
            this.encoder = encoder;
            if (Files.exists(file)) {
                try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
                    int n = in.readInt();
                    for (int i = 0; i < n; i++) {
                        byte[] key = new byte[in.readInt()];
                        in.readFully(key);
                        float[] v = new float[in.readInt()];
                        for (int k = 0; k < v.length; k++) {
                            v[k] = in.readFloat();
                        }
                        vectors.put(new String(key, StandardCharsets.UTF_8), v);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }

        float[] get(String text) {
            float[] v = vectors.get(text);
            if (v == null) {
                long t0 = System.nanoTime();
                v = encoder.vector(text);
                nanos += System.nanoTime() - t0;
                computed++;
                vectors.put(text, v);
                added++;
            }
            return v;
        }

        void save() {
            if (added == 0) {
                return;
            }
            try {
                Files.createDirectories(file.getParent());
                Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
                try (DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(Files.newOutputStream(tmp)))) {
                    out.writeInt(vectors.size());
                    for (Map.Entry<String, float[]> e : vectors.entrySet()) {
                        byte[] key = e.getKey().getBytes(StandardCharsets.UTF_8);
                        out.writeInt(key.length);
                        out.write(key);
                        out.writeInt(e.getValue().length);
                        for (float f : e.getValue()) {
                            out.writeFloat(f);
                        }
                    }
                }
                Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                added = 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    // ------------------------------------------------------------------ documents into pieces

    /** How many words a piece holds at most; longer sentences are read in windows of this many, half overlapping. */
    static final int WINDOW_WORDS = InjectionModel.WINDOW_WORDS;
    /** Pieces longer than this many characters (CJK without spaces) are cut into half-overlapping chunks of half. */
    static final int MAX_CHARS = 400;

    /**
     * A sentence or window of a document: its folded text, the log-odds the shipped {@link InjectionModel} gives its
     * sentence (for gating), and whether the sentence has any term of the scanner's lexicon.
     */
    record Piece(String text, double hashedScore, boolean lexical) {
    }

    static List<Piece> pieces(String text) {
        String view = TextFolding.fold(text).text();
        List<Piece> out = new ArrayList<>();
        for (IntentText.Sentence s : IntentText.sentences(view, IntentRules.standardLexicon())) {
            if (s.end() - s.start() < 12) {
                continue; // as the scanner's model: too short to read
            }
            double z = InjectionModel.standard().score(view, s);
            boolean lexical = s.categories() != 0;
            String sentence = view.substring(s.start(), s.end()).strip().replaceAll("\\s+", " ");
            String[] words = sentence.split(" ");
            List<String> spans = new ArrayList<>();
            if (words.length <= WINDOW_WORDS) {
                spans.add(sentence);
            } else {
                for (int i = 0; i < words.length; i += WINDOW_WORDS / 2) {
                    spans.add(String.join(" ", Arrays.copyOfRange(words, i, Math.min(words.length, i + WINDOW_WORDS))));
                    if (i + WINDOW_WORDS >= words.length) {
                        break;
                    }
                }
            }
            for (String span : spans) {
                if (span.length() <= MAX_CHARS) {
                    out.add(new Piece(span, z, lexical));
                    continue;
                }
                for (int i = 0; i < span.length(); i += MAX_CHARS / 2) {
                    out.add(new Piece(span.substring(i, Math.min(span.length(), i + MAX_CHARS)), z, lexical));
                    if (i + MAX_CHARS >= span.length()) {
                        break;
                    }
                }
            }
        }
        return out;
    }

    private static final Pattern LANGUAGE_SUFFIX = Pattern.compile(
            "_(de|fr|es|pt|it|nl|ru|uk|pl|cs|tr|zh|ja|ko|ar|he|hi|vi|id|th|sv|el)$");

    /**
     * English unless its source names another language ({@code email_de}) or more than a fifth of its letters are not
     * ASCII (a sample in another script whose source names no language).
     */
    static boolean english(Sample s) {
        if (LANGUAGE_SUFFIX.matcher(s.source()).find()) {
            return false;
        }
        int letters = 0;
        int ascii = 0;
        for (int i = 0; i < s.text().length(); i++) {
            char c = s.text().charAt(i);
            if (Character.isLetter(c)) {
                letters++;
                ascii += c < 128 ? 1 : 0;
            }
        }
        return letters == 0 || ascii >= 0.8 * letters;
    }

    /** One evaluation document: the current scanner's decision and its pieces' vectors. */
    record Doc(String corpus, Sample sample, boolean english, boolean scanner, List<Piece> pieces, List<float[]> vectors) {
    }

    static List<Doc> docs(String corpus, List<Sample> samples, Cache cache) {
        List<Doc> out = new ArrayList<>();
        for (Sample s : samples) {
            List<Piece> pieces = pieces(s.text());
            List<float[]> vectors = new ArrayList<>();
            for (Piece p : pieces) {
                vectors.add(cache.get(p.text()));
            }
            out.add(new Doc(corpus, s, english(s), InjectionScanner.standard().flags(s.text()), pieces, vectors));
        }
        cache.save();
        return out;
    }

    // ------------------------------------------------------------------ the classifier

    /**
     * Softmax regression over the standardised embedding (benign and the injection families), trained by full-batch
     * gradient descent with momentum from zero weights: deterministic. Its score is the log-odds of "any injection
     * family" against benign.
     */
    static final class Softmax {
        final List<String> classes;
        final double[] mean;
        final double[] sd;
        final double[][] w; // classes x (dims + 1), the last column the bias
        final int benign;

        Softmax(List<String> classes, double[] mean, double[] sd, double[][] w) {
            this.classes = classes;
            this.mean = mean;
            this.sd = sd;
            this.w = w;
            this.benign = classes.indexOf("benign");
        }

        static Softmax train(List<float[]> xs, List<String> ys, double l2, int iterations) {
            List<String> classes = ys.stream().distinct().sorted().toList();
            int d = xs.get(0).length;
            int n = xs.size();
            int k = classes.size();
            double[] mean = new double[d];
            double[] sd = new double[d];
            for (float[] x : xs) {
                for (int j = 0; j < d; j++) {
                    mean[j] += x[j] / n;
                }
            }
            for (float[] x : xs) {
                for (int j = 0; j < d; j++) {
                    sd[j] += (x[j] - mean[j]) * (x[j] - mean[j]) / n;
                }
            }
            for (int j = 0; j < d; j++) {
                sd[j] = Math.sqrt(sd[j]) + 1e-6;
            }
            double[][] z = new double[n][d + 1];
            int[] y = new int[n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < d; j++) {
                    z[i][j] = (xs.get(i)[j] - mean[j]) / sd[j];
                }
                z[i][d] = 1;
                y[i] = classes.indexOf(ys.get(i));
            }
            double[][] w = new double[k][d + 1];
            double[][] velocity = new double[k][d + 1];
            double rate = 0.5;
            double momentum = 0.9;
            for (int it = 0; it < iterations; it++) {
                double[][] grad = new double[k][d + 1];
                for (int i = 0; i < n; i++) {
                    double[] p = softmax(w, z[i]);
                    for (int c = 0; c < k; c++) {
                        double g = p[c] - (y[i] == c ? 1 : 0);
                        if (g == 0) {
                            continue;
                        }
                        double[] gc = grad[c];
                        double[] zi = z[i];
                        for (int j = 0; j <= d; j++) {
                            gc[j] += g * zi[j];
                        }
                    }
                }
                for (int c = 0; c < k; c++) {
                    for (int j = 0; j <= d; j++) {
                        double g = grad[c][j] / n + (j < d ? l2 * w[c][j] : 0);
                        velocity[c][j] = momentum * velocity[c][j] - rate * g;
                        w[c][j] += velocity[c][j];
                    }
                }
            }
            return new Softmax(classes, mean, sd, w);
        }

        private static double[] softmax(double[][] w, double[] z) {
            double[] s = new double[w.length];
            double max = Double.NEGATIVE_INFINITY;
            for (int c = 0; c < w.length; c++) {
                double a = 0;
                double[] wc = w[c];
                for (int j = 0; j < z.length; j++) {
                    a += wc[j] * z[j];
                }
                s[c] = a;
                max = Math.max(max, a);
            }
            double sum = 0;
            for (int c = 0; c < s.length; c++) {
                s[c] = Math.exp(s[c] - max);
                sum += s[c];
            }
            for (int c = 0; c < s.length; c++) {
                s[c] /= sum;
            }
            return s;
        }

        double[] probabilities(float[] x) {
            double[] z = new double[x.length + 1];
            for (int j = 0; j < x.length; j++) {
                z[j] = (x[j] - mean[j]) / sd[j];
            }
            z[x.length] = 1;
            return softmax(w, z);
        }

        /** The log-odds of any injection family against benign. */
        double score(float[] x) {
            double[] p = probabilities(x);
            double pb = Math.max(1e-12, p[benign]);
            return Math.log(Math.max(1e-12, 1 - pb) / pb);
        }

        String family(float[] x) {
            double[] p = probabilities(x);
            int best = -1;
            for (int c = 0; c < p.length; c++) {
                if (c != benign && (best < 0 || p[c] > p[best])) {
                    best = c;
                }
            }
            return classes.get(best);
        }
    }

    /** The labelled sentences of the shipped model, without the four invisible_unicode lines (folded away). */
    static List<String[]> trainingExamples() {
        return InjectionModel.standardExamples().stream().filter(e -> !e[0].equals("invisible_unicode")).toList();
    }

    /** The classifier's L2 penalty and iterations (-Dlab.l2, -Dlab.iterations; eval prints them). */
    static final double L2 = Double.parseDouble(System.getProperty("lab.l2", "1e-2"));
    static final int ITERATIONS = Integer.parseInt(System.getProperty("lab.iterations", "300"));

    static Softmax train(Cache cache, List<String[]> examples) {
        List<float[]> xs = new ArrayList<>();
        List<String> ys = new ArrayList<>();
        for (String[] e : examples) {
            xs.add(cache.get(e[1]));
            ys.add(e[0]);
        }
        cache.save();
        return Softmax.train(xs, ys, L2, ITERATIONS);
    }

    // ------------------------------------------------------------------ scoring documents

    /** A document's encoder score: its highest piece (only pieces the gate lets through), or -infinity. */
    static double docScore(Softmax m, Doc d, double gate) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < d.pieces().size(); i++) {
            if (d.pieces().get(i).hashedScore() >= gate) {
                best = Math.max(best, m.score(d.vectors().get(i)));
            }
        }
        return best;
    }

    /** A document's stacked score: its highest piece by hashed sentence log-odds plus encoder log-odds. */
    static double stackedScore(Softmax m, Doc d) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < d.pieces().size(); i++) {
            best = Math.max(best, d.pieces().get(i).hashedScore() + m.score(d.vectors().get(i)));
        }
        return best;
    }

    /** The lowest threshold flagging at most {@code allowed} of {@code negatives} (scores; flagged when >= it). */
    static double thresholdFor(double[] negatives, int allowed) {
        double[] s = negatives.clone();
        Arrays.sort(s);
        if (allowed >= s.length) {
            return Double.NEGATIVE_INFINITY;
        }
        return Math.nextUp(s[s.length - 1 - allowed]);
    }

    static final List<String> TUNING = List.of("eval-fresh7 tune", FreshCorpus.DEV8, FreshCorpus.DEV8B, FreshCorpus.DEV9);
    static final List<String> HELD_OUT = List.of("eval-fresh7 check", FreshCorpus.DEV10);

    static List<Sample> corpus(String name) {
        return switch (name) {
            case "eval-fresh7 tune" -> FreshCorpus.seventhHalf(true);
            case "eval-fresh7 check" -> FreshCorpus.seventhHalf(false);
            case FreshCorpus.DEV8, FreshCorpus.DEV8B, FreshCorpus.DEV9, FreshCorpus.DEV10 -> FreshCorpus.injections(name);
            default -> throw new IllegalArgumentException("not a corpus of this lab: " + name);
        };
    }

    /** Flagged/total counters for one table cell. */
    static final class Count {
        int n;
        int flagged;

        void add(boolean f) {
            n++;
            flagged += f ? 1 : 0;
        }

        @Override
        public String toString() {
            return n == 0 ? "-" : String.format(Locale.ROOT, "%d/%d (%.3f)", flagged, n, (double) flagged / n);
        }
    }

    interface Decision {
        boolean flags(Doc d);
    }

    /** A table: rows of positives by family, then all positives (English, non-English), then negatives. */
    static void table(String title, List<Doc> docs, Map<String, Decision> columns) {
        System.out.println("\n" + title + "\n");
        StringBuilder head = new StringBuilder("| |");
        StringBuilder rule = new StringBuilder("|---|");
        for (String c : columns.keySet()) {
            head.append(' ').append(c).append(" |");
            rule.append("---|");
        }
        System.out.println(head);
        System.out.println(rule);
        Map<String, List<Doc>> rows = new LinkedHashMap<>();
        Map<String, List<Doc>> families = new TreeMap<>();
        for (Doc d : docs) {
            if (d.sample().positive()) {
                families.computeIfAbsent("`" + d.sample().family() + "`", f -> new ArrayList<>()).add(d);
            }
        }
        rows.putAll(families);
        rows.put("**all attacks**", docs.stream().filter(d -> d.sample().positive()).toList());
        rows.put("attacks, English", docs.stream().filter(d -> d.sample().positive() && d.english()).toList());
        rows.put("attacks, not English", docs.stream().filter(d -> d.sample().positive() && !d.english()).toList());
        rows.put("**hard negatives flagged**", docs.stream().filter(d -> !d.sample().positive()).toList());
        rows.put("negatives, English", docs.stream().filter(d -> !d.sample().positive() && d.english()).toList());
        rows.put("negatives, not English", docs.stream().filter(d -> !d.sample().positive() && !d.english()).toList());
        for (Map.Entry<String, List<Doc>> row : rows.entrySet()) {
            StringBuilder line = new StringBuilder("| " + row.getKey() + " |");
            for (Decision c : columns.values()) {
                Count count = new Count();
                row.getValue().forEach(d -> count.add(c.flags(d)));
                line.append(' ').append(count).append(" |");
            }
            System.out.println(line);
        }
    }

    static Count count(List<Doc> docs, boolean positive, Decision decision) {
        Count c = new Count();
        docs.stream().filter(d -> d.sample().positive() == positive).forEach(d -> c.add(decision.flags(d)));
        return c;
    }

    // ------------------------------------------------------------------ commands

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: EmbeddingLab eval|cost|benign MODEL [LIST]");
            System.exit(2);
        }
        Model model = Model.of(args[1]);
        switch (args[0]) {
            case "eval" -> eval(model);
            case "cv" -> crossValidate(model);
            case "cost" -> cost(model, args.length > 2 ? Integer.parseInt(args[2]) : 3000);
            case "benign" -> benign(model, Path.of(args[2]), args.length > 3 ? Integer.parseInt(args[3]) : 1);
            default -> throw new IllegalArgumentException("unknown command " + args[0]);
        }
    }

    /** The gates measured: every piece, or only pieces whose sentence the shipped model scores at least this high. */
    static final double[] GATES = {Double.NEGATIVE_INFINITY, -4, -3, -2, -1};

    static void eval(Model model) throws Exception {
        Encoder encoder = new Encoder(model);
        Cache cache = new Cache(model, encoder);
        long t0 = System.nanoTime();
        Softmax m = train(cache, trainingExamples());
        System.out.printf(Locale.ROOT, "Encoder %s; classifier (L2 %s, %d iterations) trained on %d labelled sentences in %.1f s%n",
                model.id, L2, ITERATIONS, trainingExamples().size(), (System.nanoTime() - t0) / 1e9);
        List<Doc> tuning = new ArrayList<>();
        for (String c : TUNING) {
            tuning.addAll(docs(c, corpus(c), cache));
        }
        List<Doc> heldOut = new ArrayList<>();
        Map<String, List<Doc>> heldOutBy = new LinkedHashMap<>();
        for (String c : HELD_OUT) {
            List<Doc> d = docs(c, corpus(c), cache);
            heldOut.addAll(d);
            heldOutBy.put(c, d);
        }
        Map<Doc, Double> score = new java.util.IdentityHashMap<>();
        for (Doc d : tuning) {
            score.put(d, docScore(m, d, Double.NEGATIVE_INFINITY));
        }
        for (Doc d : heldOut) {
            score.put(d, docScore(m, d, Double.NEGATIVE_INFINITY));
        }
        double[] tuneNeg = tuning.stream().filter(d -> !d.sample().positive()).mapToDouble(score::get).toArray();
        int allowed = (int) Math.floor(0.02 * tuneNeg.length);
        double t2 = thresholdFor(tuneNeg, allowed);
        // The union: the encoder may add no flagged hard negative the scanner does not already flag on tuning.
        double[] tuneNegNotScanner = tuning.stream().filter(d -> !d.sample().positive() && !d.scanner())
                .mapToDouble(score::get).toArray();
        double tUnion0 = thresholdFor(tuneNegNotScanner, 0);
        int scannerTuneFp = (int) tuning.stream().filter(d -> !d.sample().positive() && d.scanner()).count();
        double tUnion2 = thresholdFor(tuneNegNotScanner, Math.max(0, allowed - scannerTuneFp));
        System.out.printf(Locale.ROOT, "Tuning: %d attacks, %d hard negatives; scanner flags %s attacks and %s negatives%n",
                tuning.stream().filter(d -> d.sample().positive()).count(), tuneNeg.length,
                count(tuning, true, Doc::scanner), count(tuning, false, Doc::scanner));
        System.out.printf(Locale.ROOT, "Thresholds (log-odds, chosen on tuning): encoder alone at <= 2%% tuning FP "
                + "(%d allowed) %.3f; union adding no tuning FP %.3f; union at <= 2%% tuning FP %.3f%n", allowed, t2,
                tUnion0, tUnion2);
        // The same protocol with the shipped hashed n-gram model's sentence score instead of the encoder's: which
        // representation generalises better, read the same way (no rules, no context, no discussion exemption).
        Map<Doc, Double> hashed = new java.util.IdentityHashMap<>();
        for (Doc d : tuning) {
            hashed.put(d, d.pieces().stream().mapToDouble(Piece::hashedScore).max().orElse(Double.NEGATIVE_INFINITY));
        }
        for (Doc d : heldOut) {
            hashed.put(d, d.pieces().stream().mapToDouble(Piece::hashedScore).max().orElse(Double.NEGATIVE_INFINITY));
        }
        double tHashed = thresholdFor(tuning.stream().filter(d -> !d.sample().positive()).mapToDouble(hashed::get).toArray(),
                allowed);
        System.out.printf(Locale.ROOT, "Hashed n-gram model alone, same protocol: threshold %.3f%n", tHashed);
        // Stacked: each piece's hashed sentence log-odds plus the encoder's (as the cv command measures), doc = max.
        Map<Doc, Double> stacked = new java.util.IdentityHashMap<>();
        for (Doc d : tuning) {
            stacked.put(d, stackedScore(m, d));
        }
        for (Doc d : heldOut) {
            stacked.put(d, stackedScore(m, d));
        }
        double tStacked = thresholdFor(tuning.stream().filter(d -> !d.sample().positive()).mapToDouble(stacked::get)
                .toArray(), allowed);
        double tStackedUnion = thresholdFor(tuning.stream().filter(d -> !d.sample().positive() && !d.scanner())
                .mapToDouble(stacked::get).toArray(), 0);
        System.out.printf(Locale.ROOT, "Hashed + encoder (stacked) alone: threshold %.3f; scanner OR stacked, no added "
                + "tuning FP: %.3f%n", tStacked, tStackedUnion);
        Decision scanner = Doc::scanner;
        Decision hashedAlone = d -> hashed.get(d) >= tHashed;
        Decision alone = d -> score.get(d) >= t2;
        Decision union0 = d -> d.scanner() || score.get(d) >= tUnion0;
        Decision union2 = d -> d.scanner() || score.get(d) >= tUnion2;
        Map<String, Decision> columns = new LinkedHashMap<>();
        columns.put("(a) scanner", scanner);
        columns.put("(h) hashed model alone", hashedAlone);
        columns.put("(b) encoder alone", alone);
        columns.put("(c) scanner OR encoder, no added tuning FP", union0);
        columns.put("(c') scanner OR encoder, <= 2% tuning FP", union2);
        columns.put("(s) hashed + encoder alone", d -> stacked.get(d) >= tStacked);
        columns.put("(d) scanner OR (hashed + encoder), no added tuning FP", d -> d.scanner() || stacked.get(d) >= tStackedUnion);
        table("Tuning material (thresholds chosen here): eval-fresh7 tune half, eval-dev8, eval-dev8b, eval-dev9",
                tuning, columns);
        table("Held out: eval-fresh7 check half and eval-dev10 together", heldOut, columns);
        for (Map.Entry<String, List<Doc>> e : heldOutBy.entrySet()) {
            table("Held out: " + e.getKey(), e.getValue(), columns);
        }

        // Diagnostic only (thresholds read off the held-out negatives, not a deployable choice): recall at matched FP.
        System.out.println("\nDiagnostic, thresholds read off the held-out negatives themselves (not deployable): "
                + "recall of each at the same held-out FP count\n");
        System.out.println("| held-out set | FP allowed | scanner | hashed model alone | encoder alone | scanner OR encoder "
                + "| hashed + encoder | scanner OR (hashed + encoder) |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (Map.Entry<String, List<Doc>> e : heldOutBy.entrySet()) {
            List<Doc> docs = e.getValue();
            double[] neg = docs.stream().filter(d -> !d.sample().positive()).mapToDouble(score::get).toArray();
            double[] negH = docs.stream().filter(d -> !d.sample().positive()).mapToDouble(hashed::get).toArray();
            double[] negS = docs.stream().filter(d -> !d.sample().positive()).mapToDouble(stacked::get).toArray();
            double[] negSNs = docs.stream().filter(d -> !d.sample().positive() && !d.scanner()).mapToDouble(stacked::get)
                    .toArray();
            double[] negNs = docs.stream().filter(d -> !d.sample().positive() && !d.scanner()).mapToDouble(score::get).toArray();
            int scannerFp = count(docs, false, scanner).flagged;
            for (int fp : new int[] {0, 1, 2, scannerFp}) {
                double ta = thresholdFor(neg, fp);
                Count enc = count(docs, true, d -> score.get(d) >= ta);
                double th = thresholdFor(negH, fp);
                Count hash = count(docs, true, d -> hashed.get(d) >= th);
                double ts = thresholdFor(negS, fp);
                Count stack = count(docs, true, d -> stacked.get(d) >= ts);
                String stackUnion = "-";
                if (fp >= scannerFp) {
                    double tsu = thresholdFor(negSNs, fp - scannerFp);
                    stackUnion = count(docs, true, d -> d.scanner() || stacked.get(d) >= tsu).toString();
                }
                String uni = "-";
                if (fp >= scannerFp) {
                    double tu = thresholdFor(negNs, fp - scannerFp);
                    uni = count(docs, true, d -> d.scanner() || score.get(d) >= tu).toString();
                }
                System.out.printf(Locale.ROOT, "| %s | %d/%d | %s | %s | %s | %s | %s | %s |%n", e.getKey(), fp, neg.length,
                        fp == scannerFp ? count(docs, true, scanner) : "-", hash, enc, uni, stack, stackUnion);
            }
        }

        // Gating: only pieces whose sentence the shipped hashed model scores at least G are embedded.
        System.out.println("\nGating (the encoder reads only pieces whose sentence the shipped InjectionModel scores >= G; "
                + "thresholds as above)\n");
        System.out.println("| G | pieces embedded, held out | encoder alone: attacks | encoder alone: negatives "
                + "| union (no added tuning FP): attacks | negatives |");
        System.out.println("|---|---|---|---|---|---|");
        for (double g : GATES) {
            int all = 0;
            int kept = 0;
            for (Doc d : heldOut) {
                for (Piece p : d.pieces()) {
                    all++;
                    kept += p.hashedScore() >= g ? 1 : 0;
                }
            }
            Map<Doc, Double> gated = new java.util.IdentityHashMap<>();
            heldOut.forEach(d -> gated.put(d, docScore(m, d, g)));
            System.out.printf(Locale.ROOT, "| %s | %d/%d (%.3f) | %s | %s | %s | %s |%n",
                    g == Double.NEGATIVE_INFINITY ? "none" : String.valueOf(g), kept, all, (double) kept / all,
                    count(heldOut, true, d -> gated.get(d) >= t2), count(heldOut, false, d -> gated.get(d) >= t2),
                    count(heldOut, true, d -> d.scanner() || gated.get(d) >= tUnion0),
                    count(heldOut, false, d -> d.scanner() || gated.get(d) >= tUnion0));
        }

        // Family of the top piece, for the attacks the encoder flags.
        int right = 0;
        int flagged = 0;
        for (Doc d : heldOut) {
            if (d.sample().positive() && score.get(d) >= t2) {
                flagged++;
                int best = 0;
                for (int i = 1; i < d.vectors().size(); i++) {
                    if (m.score(d.vectors().get(i)) > m.score(d.vectors().get(best))) {
                        best = i;
                    }
                }
                right += m.family(d.vectors().get(best)).equals(d.sample().family()) ? 1 : 0;
            }
        }
        System.out.printf(Locale.ROOT, "%nEncoder alone, held out: the top piece's family is the sample's for %d of the %d "
                + "attacks it flags%n", right, flagged);
        System.out.printf(Locale.ROOT, "THRESHOLDS %s alone=%.4f union0=%.4f union2=%.4f stacked=%.4f stackedUnion=%.4f%n",
                model.id, t2, tUnion0, tUnion2, tStacked, tStackedUnion);
        cache.save();
    }

    /**
     * Sentence-level generalisation to another author: for each training resource (each written by another helper in
     * another round), both classifiers are trained on the other four and score its sentences: the hashed n-gram model
     * ({@link InjectionModel#train}, as shipped but without this resource) and the encoder's softmax. Prints the area
     * under the ROC curve and the recall at the threshold that flags 2% of the held-out resource's benign sentences.
     */
    static void crossValidate(Model model) throws Exception {
        Encoder encoder = new Encoder(model);
        Cache cache = new Cache(model, encoder);
        System.out.println("| held-out resource | sentences (attacks/benign) | hashed AUC | encoder AUC "
                + "| hashed recall at 2% FP | encoder recall at 2% FP | AUC, Latin-script sentences: hashed / encoder "
                + "| AUC, other scripts: hashed / encoder | hashed + encoder: AUC, recall at 2% FP |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        for (String held : InjectionModel.STANDARD_RESOURCES) {
            List<String[]> train = new ArrayList<>();
            for (String r : InjectionModel.STANDARD_RESOURCES) {
                if (!r.equals(held)) {
                    train.addAll(InjectionModel.load(r).stream().filter(e -> !e[0].equals("invisible_unicode")).toList());
                }
            }
            List<String[]> test = InjectionModel.load(held).stream().filter(e -> !e[0].equals("invisible_unicode")).toList();
            InjectionModel hashed = InjectionModel.train(train);
            Softmax softmax = train(cache, train);
            double[] hs = new double[test.size()];
            double[] es = new double[test.size()];
            boolean[] positive = new boolean[test.size()];
            for (int i = 0; i < test.size(); i++) {
                hs[i] = hashed.score(test.get(i)[1]);
                es[i] = softmax.score(cache.get(test.get(i)[1]));
                positive[i] = !test.get(i)[0].equals("benign");
            }
            int p = 0;
            for (boolean b : positive) {
                p += b ? 1 : 0;
            }
            boolean[] latin = new boolean[test.size()];
            for (int i = 0; i < test.size(); i++) {
                latin[i] = mostlyAscii(test.get(i)[1]);
            }
            // Stacked: the two log-odds added (as if independent evidence), untuned: does the encoder add to the n-grams?
            double[] sum = new double[test.size()];
            for (int i = 0; i < sum.length; i++) {
                sum[i] = hs[i] + es[i];
            }
            System.out.printf(Locale.ROOT, "| %s | %d/%d | %.3f | %.3f | %.3f | %.3f | %s | %s | %.3f, %.3f |%n", held, p,
                    test.size() - p, auc(hs, positive), auc(es, positive), recallAt(hs, positive, 0.02),
                    recallAt(es, positive, 0.02), subsetAuc(hs, es, positive, latin, true),
                    subsetAuc(hs, es, positive, latin, false), auc(sum, positive), recallAt(sum, positive, 0.02));
        }
        cache.save();
    }

    static boolean mostlyAscii(String text) {
        int letters = 0;
        int ascii = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetter(c)) {
                letters++;
                ascii += c < 128 ? 1 : 0;
            }
        }
        return letters == 0 || ascii >= 0.8 * letters;
    }

    static String subsetAuc(double[] hs, double[] es, boolean[] positive, boolean[] in, boolean want) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < hs.length; i++) {
            if (in[i] == want) {
                idx.add(i);
            }
        }
        double[] h = idx.stream().mapToDouble(i -> hs[i]).toArray();
        double[] e = idx.stream().mapToDouble(i -> es[i]).toArray();
        boolean[] p = new boolean[idx.size()];
        int pos = 0;
        for (int k = 0; k < p.length; k++) {
            p[k] = positive[idx.get(k)];
            pos += p[k] ? 1 : 0;
        }
        if (pos == 0 || pos == p.length) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.3f / %.3f (%d)", auc(h, p), auc(e, p), p.length);
    }

    static double auc(double[] s, boolean[] positive) {
        double wins = 0;
        long pairs = 0;
        for (int i = 0; i < s.length; i++) {
            if (!positive[i]) {
                continue;
            }
            for (int j = 0; j < s.length; j++) {
                if (positive[j]) {
                    continue;
                }
                pairs++;
                wins += s[i] > s[j] ? 1 : s[i] == s[j] ? 0.5 : 0;
            }
        }
        return wins / pairs;
    }

    static double recallAt(double[] s, boolean[] positive, double fpRate) {
        List<Double> neg = new ArrayList<>();
        for (int i = 0; i < s.length; i++) {
            if (!positive[i]) {
                neg.add(s[i]);
            }
        }
        double t = thresholdFor(neg.stream().mapToDouble(Double::doubleValue).toArray(), (int) Math.floor(fpRate * neg.size()));
        int found = 0;
        int p = 0;
        for (int i = 0; i < s.length; i++) {
            if (positive[i]) {
                p++;
                found += s[i] >= t ? 1 : 0;
            }
        }
        return (double) found / p;
    }

    /**
     * The cost in this fresh JVM: the time to load the encoder (session and tokenizer) and embed a first sentence, then
     * the median time per piece over {@code n} pieces of the labelled sentences and the held-out corpora, one thread.
     */
    static void cost(Model model, int n) throws Exception {
        long t0 = System.nanoTime();
        Encoder encoder = new Encoder(model);
        long loaded = System.nanoTime();
        encoder.vector("Warm-up sentence for the encoder.");
        long first = System.nanoTime();
        List<String> texts = new ArrayList<>();
        for (String c : HELD_OUT) {
            for (Sample s : corpus(c)) {
                pieces(s.text()).forEach(p -> texts.add(p.text()));
            }
        }
        List<String[]> examples = trainingExamples();
        for (int i = 0; texts.size() < n && i < examples.size(); i++) {
            texts.add(examples.get(i)[1]);
        }
        List<String> sample = texts.subList(0, Math.min(n, texts.size()));
        long[] nanos = new long[sample.size()];
        long chars = 0;
        long total = 0;
        for (int i = 0; i < sample.size(); i++) {
            long a = System.nanoTime();
            encoder.vector(sample.get(i));
            nanos[i] = System.nanoTime() - a;
            total += nanos[i];
            chars += sample.get(i).length();
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "COST %s: load %.0f ms (+ first sentence %.0f ms); %d pieces, mean %.0f chars: "
                        + "median %.2f ms, p90 %.2f ms, mean %.2f ms per piece; %.0f chars/s (%.3f MB/s of piece text)%n",
                model.id, (loaded - t0) / 1e6, (first - loaded) / 1e6, sample.size(), (double) chars / sample.size(),
                sorted[sorted.length / 2] / 1e6, sorted[sorted.length * 9 / 10] / 1e6, total / 1e6 / sample.size(),
                chars / (total / 1e9), chars / (total / 1e9) / 1e6);
        System.out.printf(Locale.ROOT, "HEAP after load: %.0f MB used%n",
                (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1e6);
    }

    /**
     * Real documents (the list of scripts/eval-screening.sh --benign, first 30,000 bytes of each): how many the scanner
     * flags, and the encoder at the thresholds eval chose (read from target/embedding-lab/thresholds-MODEL.txt, which
     * the script writes from eval's THRESHOLDS line), with every gate. Not cached: each piece is embedded once. With a
     * {@code stride} above 1, only every stride-th listed path (the first, then every stride-th after it) is read.
     */
    static void benign(Model model, Path list, int stride) throws Exception {
        Encoder encoder = new Encoder(model);
        Cache cache = new Cache(model, encoder);
        Softmax m = train(cache, trainingExamples());
        Map<String, Double> thresholds = new HashMap<>();
        for (String part : Files.readString(Path.of("albert-safety/target/embedding-lab/thresholds-" + model.id + ".txt"))
                .strip().split("\\s+")) {
            if (part.contains("=")) {
                thresholds.put(part.substring(0, part.indexOf('=')), Double.parseDouble(part.substring(part.indexOf('=') + 1)));
            }
        }
        double alone = thresholds.get("alone");
        double union0 = thresholds.get("union0");
        double stackedUnion = thresholds.get("stackedUnion");
        int[] stackedFlags = new int[GATES.length];
        int documents = 0;
        int scannerFlags = 0;
        long chars = 0;
        long pieces = 0;
        long nanos = 0;
        long[] embedded = new long[GATES.length];
        int[] aloneFlags = new int[GATES.length];
        int[] unionFlags = new int[GATES.length];
        List<String> paths = Files.readAllLines(list);
        for (int k = 0; k < paths.size(); k += stride) {
            String path = paths.get(k);
            if (path.isBlank()) {
                continue;
            }
            byte[] bytes;
            try (InputStream raw = Files.newInputStream(Path.of(path));
                 InputStream in = path.endsWith(".gz") ? new java.util.zip.GZIPInputStream(raw) : raw) {
                bytes = in.readNBytes(30_000);
            } catch (IOException e) {
                continue; // unreadable or not gzip: not a document (as eval-screening --benign)
            }
            String text = new String(bytes, StandardCharsets.UTF_8);
            documents++;
            chars += text.length();
            boolean scanner = InjectionScanner.standard().flags(text);
            scannerFlags += scanner ? 1 : 0;
            double[] best = new double[GATES.length];
            Arrays.fill(best, Double.NEGATIVE_INFINITY);
            double[] bestStacked = best.clone();
            for (Piece p : pieces(text)) {
                pieces++;
                long a = System.nanoTime();
                double s = m.score(encoder.vector(p.text()));
                nanos += System.nanoTime() - a;
                for (int g = 0; g < GATES.length; g++) {
                    if (p.hashedScore() >= GATES[g]) {
                        embedded[g]++;
                        best[g] = Math.max(best[g], s);
                        bestStacked[g] = Math.max(bestStacked[g], s + p.hashedScore());
                    }
                }
            }
            for (int g = 0; g < GATES.length; g++) {
                aloneFlags[g] += best[g] >= alone ? 1 : 0;
                unionFlags[g] += scanner || best[g] >= union0 ? 1 : 0;
                stackedFlags[g] += scanner || bestStacked[g] >= stackedUnion ? 1 : 0;
            }
            if (documents % 250 == 0) {
                System.err.printf(Locale.ROOT, "  %d documents, %d pieces, %.1f ms per piece%n", documents, pieces,
                        nanos / 1e6 / pieces);
            }
        }
        System.out.printf(Locale.ROOT, "%nReal documents (%s, every %d. path): %d documents, %d characters, %d pieces; scanner flags %d "
                + "(%.3f); encoder %s at %.1f ms per piece (%.0f chars/s of document, one thread)%n%n", list, stride, documents, chars,
                pieces, scannerFlags, (double) scannerFlags / documents, model.id, nanos / 1e6 / pieces, chars / (nanos / 1e9));
        System.out.println("| gate G | pieces embedded | encoder alone flags | scanner OR encoder flags "
                + "| scanner OR (hashed + encoder) flags |");
        System.out.println("|---|---|---|---|---|");
        for (int g = 0; g < GATES.length; g++) {
            System.out.printf(Locale.ROOT, "| %s | %d (%.3f) | %d (%.3f) | %d (%.3f) | %d (%.3f) |%n",
                    GATES[g] == Double.NEGATIVE_INFINITY ? "none" : String.valueOf(GATES[g]), embedded[g],
                    (double) embedded[g] / pieces, aloneFlags[g], (double) aloneFlags[g] / documents, unionFlags[g],
                    (double) unionFlags[g] / documents, stackedFlags[g], (double) stackedFlags[g] / documents);
        }
    }
}
