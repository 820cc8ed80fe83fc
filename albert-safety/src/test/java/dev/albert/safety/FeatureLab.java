package dev.albert.safety;

import dev.albert.safety.eval.FreshCorpus;
import dev.albert.safety.eval.Sample;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The model's features and training, measured (docs/safety.md, "The model's features, measured"): variants of
 * {@link InjectionModel.Config} (hashed character n-grams beside the word n-grams, table size, L2, epochs, class
 * weight) compared by the protocol of the sentence-encoder measurement ({@code EmbeddingLab}):
 * <ul>
 *   <li>{@code cv SPEC...}: sentence level, each training resource held out in turn (trained on the other four):
 *   AUC, recall at 2 % of the held-out resource's benign sentences, AUC on Latin-script and other sentences.</li>
 *   <li>{@code eval SPEC...}: document level through the real {@link InjectionScanner} (rules, then the model at
 *   THRESHOLD and in context at CONTEXT_THRESHOLD). Each variant's two thresholds are chosen on tuning material only
 *   (the eval-fresh7 tune half, eval-dev8, eval-dev8b, eval-dev9): the most tuning attacks found at no more tuning
 *   negatives flagged than the shipped scanner flags. The tables are of held-out material only (the eval-fresh7 check
 *   half and eval-dev10), per family.</li>
 *   <li>{@code benign SPEC T TC LIST}: real documents flagged (LIST as eval-screening.sh --benign).</li>
 *   <li>{@code cost SPEC}: training time, non-zero weights, and the time to score the tuning and held-out sentences.</li>
 * </ul>
 * SPEC: {@code base} (words only, L2 0.001: the configuration before this measurement), {@code shipped}
 * ({@link InjectionModel.Config#STANDARD}), or comma-separated changes to base: {@code bits=17}, {@code char=3-5},
 * {@code across=1}, {@code scale=0.2}, {@code l2=1e-3}, {@code epochs=30}, {@code rate=0.2}, {@code pw=1}, and
 * {@code r11} (the eleventh round's training text; with the standard resources that include it, a no-op), {@code r11b}
 * (a third author's sentence-labelled documents, measured in the eleventh round and not adopted: a test resource),
 * {@code f11} (eval-fresh11's text, retired in the twelfth round), {@code r12} (the twelfth round's training text: eval-fresh10's documents labelled by hand, its hard negatives; in the
 * standard resources since, a no-op), {@code p12} (the twelfth round's ordinary technical prose, benign; in the standard
 * resources since, a no-op), {@code r13} (the thirteenth round's training text: eval-fresh12's documents labelled by
 * hand, its hard negatives; {@code r13=labelled} its labelled part only), {@code p13} (the thirteenth round's ordinary
 * everyday prose of many registers and languages, benign), {@code r14} (the fourteenth round's training text:
 * eval-fresh13's documents labelled by hand, its hard negatives; {@code r14=labelled} its labelled part only),
 * {@code r21} (the twenty-first round's training text: eval-fresh14 to eval-fresh19's attack documents labelled by hand,
 * by label21a and label21b, and their hard negatives' sentences; {@code r21=labelled} the labelled parts only; with
 * {@code loo} the author left out loses its lines, {@link #ROUND21}),
 * {@code neg=replace} or {@code neg=beside} (words under a
 * negator read as other words, instead of or beside the plain ones: {@link InjectionModel.Config#NEGATION_REPLACE}) and
 * {@code w=RESOURCE:W} (each example of a training resource weighted W in training), {@code pool} (only with {@code loo}:
 * the retired and development corpora's documents, {@link #POOL}; docs/safety.md, "Sixteenth round: the model trained on
 * every retired and development corpus").
 * <ul>
 *   <li>{@code grid SPEC T:TC...}: one spec at the given thresholds, with what the tests pin (the unit samples, the
 *   benign mixed corpus, the generated hard negatives) beside tuning, held out and real documents: how the eleventh
 *   round chose its thresholds; its last column, the pins broken, reads model-pins.txt: the sentences the unit tests
 *   pin whose verdict the model decides or nearly decides, scanned as the tests scan them.</li>
 *   <li>{@code pins SPEC T:TC...}: that column alone (seconds: no corpus is read).</li>
 *   <li>{@code probe SPEC TEXT...}: why the variant's model reads each text as it does: the log-odds of the text
 *   (folded, as a training line) and of the text with each word left out, the words that raise it most first.</li>
 *   <li>{@code negatives FILE SET...}: writes the hard-negative documents' sentences of the named corpora as a benign
 *   training resource (injection-model-round11-negatives.txt; eval-fresh10's, retired for the twelfth round:
 *   injection-model-round12-negatives.txt; eval-fresh12's, retired for the thirteenth round:
 *   injection-model-round13-negatives.txt; eval-fresh13's, retired for the fourteenth round:
 *   injection-model-round14-negatives.txt; eval-fresh14 to eval-fresh19's, for the twenty-first round:
 *   injection-model-round21-negatives.txt, each corpus's sentences under a {@code # eval-freshNN: ...} line).</li>
 * </ul>
 * Never loads the blind eval-fresh23 or later, nor eval-fresh10/11/12/13/14/15/16/17/18/19/20/21/22 except their hard negatives for {@code negatives}. Run by
 * scripts/feature-lab.sh.
 */
public final class FeatureLab {
    private FeatureLab() {
    }

    /** The configuration before the measurement (words and roles only, L2 0.001): what specs change. */
    static final InjectionModel.Config WORDS_ONLY = new InjectionModel.Config(17, 0, 0, false, 0, 1e-3, 30, 0.2, 1,
            InjectionModel.Config.NEGATION_NONE);

    /**
     * The eleventh round's training resources, added to a variant by the spec key {@code r11} (both) or
     * {@code r11=negatives} (the hard negatives' sentences only).
     */
    static final List<String> ROUND11 = List.of("injection-model-round11-labelled.txt",
            "injection-model-round11-negatives.txt");

    /** The twelfth round's training resources (eval-fresh10, retired), added to a variant by the spec key {@code r12}. */
    static final List<String> ROUND12 = List.of("injection-model-round12-labelled.txt",
            "injection-model-round12-negatives.txt");

    /**
     * The thirteenth round's training resources (eval-fresh12, retired), added to a variant by the spec key {@code r13}.
     */
    static final List<String> ROUND13 = List.of("injection-model-round13-labelled.txt",
            "injection-model-round13-negatives.txt");

    /**
     * The fourteenth round's training resources (eval-fresh13, retired), added to a variant by the spec key {@code r14}.
     */
    static final List<String> ROUND14 = List.of("injection-model-round14-labelled.txt",
            "injection-model-round14-negatives.txt");

    /**
     * The twenty-first round's training resources, added by the spec key {@code r21} ({@code r21=labelled}: the first
     * two only): eval-fresh14, 15 and 16 labelled by hand by helper label21a, eval-fresh17, 18 and 19 by helper label21b
     * (as model14 labelled eval-fresh13), and the hard negatives' sentences of eval-fresh14 to eval-fresh19 (written by
     * {@link #negatives}). Every document's lines follow a {@code # eval-freshNN ...} line, so that {@link #load} can
     * leave one author out: the question of the twenty-first round is whether the model reads an author it never saw.
     */
    static final List<String> ROUND21 = List.of("injection-model-round21-labelled-a.txt",
            "injection-model-round21-labelled-b.txt", "injection-model-round21-negatives.txt");

    /** An author's line in a {@link #ROUND21} resource: {@code # eval-freshNN #N family source} or {@code # eval-freshNN: ...}. */
    private static final java.util.regex.Pattern AUTHOR_LINE =
            java.util.regex.Pattern.compile("^# (eval-fresh\\d+)(?: #\\d+ |:)");

    /** The twelfth round's ordinary technical prose (benign, written by hand), added by the spec key {@code p12}. */
    static final String PROSE12 = "injection-model-round12-prose.txt";

    /**
     * The thirteenth round's ordinary everyday prose (benign, written by hand: onboarding, recipes, notices, forum
     * questions, leaflets and more, half not English), added by the spec key {@code p13}.
     */
    static final String PROSE13 = "injection-model-round13-prose.txt";

    /**
     * eval-fresh11 (retired in the twelfth round): its attack documents labelled by hand, its hard negatives; {@code f11}.
     * Measured and not adopted (docs/safety.md, twelfth round): no threshold keeps the tuning attacks at one tuning false
     * positive, and at 1.4/0.0 (three attacks more over tuning and held out) the model reads three pinned look-alikes
     * as orders ("不要记住这个，在以后的对话中也不要提。", "Assistant: the tests pass now; no need to confirm the numbers again.").
     */
    static final List<String> FRESH11 = List.of("injection-model-round12-fresh11-labelled.txt",
            "injection-model-round12-fresh11-negatives.txt");

    /**
     * The fourteenth round's second half: ordinary errands that send, file or archive documents to an e-mail address
     * (benign, written by hand in many languages), added by the spec key {@code e14}. With {@code r14,neg=replace} at
     * 1.4/0.0 it keeps the pinned bare errand clean (docs/safety.md, "Fourteenth round, second half").
     */
    static final String ERRANDS14 = "injection-model-round14-errands.txt";

    /** The examples a spec trains on: the standard resources, and the eleventh round's when it says {@code r11}. */
    static List<String[]> examples(String spec) {
        return examples(spec, java.util.Set.of());
    }

    /**
     * As {@link #examples(String)}, without the lines of the authors in {@code left} (eval-freshNN) where a training
     * resource marks them ({@link #ROUND21}): what {@code loo} trains on when that author is the one left out.
     */
    static List<String[]> examples(String spec, java.util.Set<String> left) {
        List<String[]> all = new ArrayList<>(InjectionModel.standardExamples());
        List<String> extra = new ArrayList<>();
        for (String part : spec.split(",")) {
            if (part.equals("r11") || part.equals("r11=1")) {
                extra.addAll(ROUND11);
            } else if (part.equals("r11=negatives")) {
                extra.add(ROUND11.get(1));
            } else if (part.equals("r12")) {
                extra.addAll(ROUND12);
            } else if (part.equals("r13")) {
                extra.addAll(ROUND13);
            } else if (part.equals("r13=labelled")) {
                extra.add(ROUND13.get(0));
            } else if (part.equals("r14")) {
                extra.addAll(ROUND14);
            } else if (part.equals("r14=labelled")) {
                extra.add(ROUND14.get(0));
            } else if (part.equals("r21")) {
                extra.addAll(ROUND21);
            } else if (part.equals("r21=labelled")) {
                extra.addAll(ROUND21.subList(0, 2));
            } else if (part.equals("e14")) {
                extra.add(ERRANDS14);
            } else if (part.equals("p12")) {
                extra.add(PROSE12);
            } else if (part.equals("p13")) {
                extra.add(PROSE13);
            } else if (part.equals("f11")) {
                extra.addAll(FRESH11);
            } else if (part.equals("r11b")) {
                extra.add("injection-model-round11b.txt");
            }
        }
        for (String r : extra) {
            if (!InjectionModel.STANDARD_RESOURCES.contains(r)) { // a standard one is in already
                all.addAll(load(r, left));
            }
        }
        // w=RESOURCE:W weighs each example of a training resource by W in training (1 without; standard or added)
        java.util.Map<String, String> weights = new java.util.HashMap<>();
        for (String part : spec.split(",")) {
            if (part.startsWith("w=")) {
                String[] rw = part.substring(2).split(":");
                weights.put(rw[0], rw[1]);
            }
        }
        if (weights.isEmpty()) {
            return all;
        }
        List<String[]> weighted = new ArrayList<>();
        for (String r : InjectionModel.STANDARD_RESOURCES) {
            weighted.addAll(weigh(InjectionModel.load(r), weights.get(r)));
        }
        for (String r : extra) {
            if (!InjectionModel.STANDARD_RESOURCES.contains(r)) {
                weighted.addAll(weigh(load(r, left), weights.get(r)));
            }
        }
        return weighted;
    }

    /**
     * A training resource's examples as {@link InjectionModel#load} reads them, but the lines that follow an author line
     * ({@link #AUTHOR_LINE}) of an author in {@code left}, up to the next author line; a resource without author lines,
     * or {@code left} empty, loads whole.
     */
    static List<String[]> load(String resource, java.util.Set<String> left) {
        if (left.isEmpty()) {
            return InjectionModel.load(resource);
        }
        List<String[]> out = new ArrayList<>();
        try (InputStream in = InjectionModel.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            boolean skipping = false;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                java.util.regex.Matcher author = AUTHOR_LINE.matcher(line);
                if (author.find()) {
                    skipping = left.contains(author.group(1));
                }
                if (skipping || line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                out.add(InjectionModel.example(resource, line));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }

    private static List<String[]> weigh(List<String[]> examples, String weight) {
        return weight == null ? examples : examples.stream().map(e -> new String[] {e[0], e[1], weight}).toList();
    }

    static InjectionModel.Config parse(String spec) {
        InjectionModel.Config c = WORDS_ONLY;
        if (spec.equals("base")) {
            return c;
        }
        if (spec.equals("shipped")) {
            return InjectionModel.Config.STANDARD;
        }
        if (spec.startsWith("shipped,")) {
            c = InjectionModel.Config.STANDARD;
        }
        spec = spec.replaceFirst("^(base|shipped),", "");
        int bits = c.bucketBits();
        int min = c.charMin();
        int max = c.charMax();
        boolean across = c.charAcross();
        double scale = c.charScale();
        double l2 = c.l2();
        int epochs = c.epochs();
        double rate = c.rate();
        double pw = c.positiveScale();
        int negation = c.negation();
        for (String part : spec.split(",")) {
            String[] kv = part.split("=", 2);
            switch (kv[0]) {
                case "bits" -> bits = Integer.parseInt(kv[1]);
                case "char" -> {
                    String[] r = kv[1].split("-");
                    min = Integer.parseInt(r[0]);
                    max = Integer.parseInt(r[r.length - 1]);
                    if (scale == 0) {
                        scale = 0.2;
                    }
                }
                case "across" -> across = kv[1].equals("1");
                case "scale" -> scale = Double.parseDouble(kv[1]);
                case "l2" -> l2 = Double.parseDouble(kv[1]);
                case "epochs" -> epochs = Integer.parseInt(kv[1]);
                case "rate" -> rate = Double.parseDouble(kv[1]);
                case "pw" -> pw = Double.parseDouble(kv[1]);
                case "neg" -> negation = switch (kv[1]) {
                    case "replace" -> InjectionModel.Config.NEGATION_REPLACE;
                    case "beside" -> InjectionModel.Config.NEGATION_BESIDE;
                    default -> InjectionModel.Config.NEGATION_NONE;
                };
                case "r11", "r11b", "r12", "r13", "r14", "r21", "e14", "p12", "p13", "f11", "w", "pool", "poolw" -> {
                    // training text, not configuration: examples(spec)
                }
                default -> throw new IllegalArgumentException("unknown setting " + part);
            }
        }
        return new InjectionModel.Config(bits, min, max, across, scale, l2, epochs, rate, pw, negation);
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "cv" -> crossValidate(Arrays.copyOfRange(args, 1, args.length));
            case "eval" -> eval(Arrays.copyOfRange(args, 1, args.length));
            case "benign" -> benign(args[1], Double.parseDouble(args[2]), Double.parseDouble(args[3]),
                    Path.of(args[4]));
            case "cost" -> cost(args[1]);
            case "grid" -> grid(args[1], Arrays.copyOfRange(args, 2, args.length));
            case "pins" -> pinsOnly(args[1], Arrays.copyOfRange(args, 2, args.length));
            case "probe" -> probe(args[1], Arrays.copyOfRange(args, 2, args.length));
            case "negatives" -> negatives(Path.of(args[1]), Arrays.copyOfRange(args, 2, args.length));
            case "counts" -> counts(args[1], Double.parseDouble(args[2]), Double.parseDouble(args[3]),
                    Arrays.copyOfRange(args, 4, args.length));
            case "loo" -> leaveOneOut(args[1], Arrays.copyOfRange(args, 2, args.length));
            default -> throw new IllegalArgumentException("unknown command " + args[0]);
        }
    }

    // ------------------------------------------------------------------ sentence level

    static void crossValidate(String[] specs) {
        System.out.println("| spec | held-out resource (attacks/benign) | AUC | recall at 2 % | AUC Latin | AUC other scripts |");
        System.out.println("|---|---|---|---|---|---|");
        for (String spec : specs) {
            InjectionModel.Config config = parse(spec);
            double aucSum = 0;
            double recallSum = 0;
            for (String held : InjectionModel.STANDARD_RESOURCES) {
                List<String[]> train = new ArrayList<>();
                for (String r : InjectionModel.STANDARD_RESOURCES) {
                    if (!r.equals(held)) {
                        train.addAll(withoutInvisible(InjectionModel.load(r)));
                    }
                }
                List<String[]> test = withoutInvisible(InjectionModel.load(held));
                InjectionModel model = InjectionModel.train(train, config, InjectionModel.THRESHOLD);
                double[] s = new double[test.size()];
                boolean[] positive = new boolean[test.size()];
                boolean[] latin = new boolean[test.size()];
                int p = 0;
                for (int i = 0; i < test.size(); i++) {
                    s[i] = model.score(test.get(i)[1]);
                    positive[i] = !test.get(i)[0].equals("benign");
                    latin[i] = mostlyAscii(test.get(i)[1]);
                    p += positive[i] ? 1 : 0;
                }
                double auc = auc(s, positive);
                double recall = recallAt(s, positive, 0.02);
                aucSum += auc;
                recallSum += recall;
                System.out.printf(Locale.ROOT, "| %s | %s (%d/%d) | %.3f | %.3f | %s | %s |%n", spec, held, p,
                        test.size() - p, auc, recall, subsetAuc(s, positive, latin, true),
                        subsetAuc(s, positive, latin, false));
            }
            System.out.printf(Locale.ROOT, "| %s | **mean of five** | **%.3f** | **%.3f** | | |%n", spec, aucSum / 5,
                    recallSum / 5);
        }
    }

    static List<String[]> withoutInvisible(List<String[]> examples) {
        return examples.stream().filter(e -> !e[0].equals("invisible_unicode")).toList();
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

    static String subsetAuc(double[] s, boolean[] positive, boolean[] in, boolean want) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < s.length; i++) {
            if (in[i] == want) {
                idx.add(i);
            }
        }
        double[] h = idx.stream().mapToDouble(i -> s[i]).toArray();
        boolean[] p = new boolean[idx.size()];
        int pos = 0;
        for (int k = 0; k < p.length; k++) {
            p[k] = positive[idx.get(k)];
            pos += p[k] ? 1 : 0;
        }
        if (pos == 0 || pos == p.length) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.3f (%d)", auc(h, p), p.length);
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
        double[] sorted = neg.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int allowed = (int) Math.floor(fpRate * sorted.length);
        double t = allowed >= sorted.length ? Double.NEGATIVE_INFINITY : Math.nextUp(sorted[sorted.length - 1 - allowed]);
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

    // ------------------------------------------------------------------ document level

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

    record Doc(String corpus, Sample sample, boolean english) {
    }

    static List<Doc> docs(List<String> names) {
        List<Doc> out = new ArrayList<>();
        for (String name : names) {
            for (Sample s : corpus(name)) {
                out.add(new Doc(name, s, english(s)));
            }
        }
        return out;
    }

    private static final java.util.regex.Pattern LANGUAGE_SUFFIX = java.util.regex.Pattern.compile(
            "_(de|fr|es|pt|it|nl|ru|uk|pl|cs|tr|zh|ja|ko|ar|he|hi|vi|id|th|sv|el)$");

    /** As EmbeddingLab: English unless the source names another language or a fifth of the letters are not ASCII. */
    static boolean english(Sample s) {
        return !LANGUAGE_SUFFIX.matcher(s.source()).find() && mostlyAscii(s.text());
    }

    static InjectionScanner scanner(InjectionModel model, double contextThreshold) {
        return new InjectionScanner(InjectionRules.standard(), model, contextThreshold);
    }

    /** Found attacks and flagged negatives. */
    record Score(int found, int attacks, int flagged, int negatives) {
        @Override
        public String toString() {
            return found + "/" + attacks + " at " + flagged + "/" + negatives;
        }
    }

    static Score score(InjectionScanner scanner, List<Doc> docs) {
        int found = 0;
        int attacks = 0;
        int flagged = 0;
        int negatives = 0;
        for (Doc d : docs) {
            boolean f = scanner.flags(d.sample().text());
            if (d.sample().positive()) {
                attacks++;
                found += f ? 1 : 0;
            } else {
                negatives++;
                flagged += f ? 1 : 0;
            }
        }
        return new Score(found, attacks, flagged, negatives);
    }

    static final double[] THRESHOLDS = {1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 8, 9, 10};
    static final double[] CONTEXT_THRESHOLDS = {-2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 4};

    /** A variant: its configuration, its model trained on every resource, and the thresholds tuning chose. */
    record Variant(String name, InjectionModel.Config config, List<String[]> examples, double threshold,
                   double contextThreshold) {
        InjectionScanner scanner() {
            return FeatureLab.scanner(InjectionModel.train(examples, config, threshold), contextThreshold);
        }
    }

    /**
     * The thresholds tuning chooses for a configuration: the most tuning attacks found with no more tuning negatives
     * flagged than {@code allowedFp}; ties go to fewer negatives, then to the higher thresholds (the more cautious).
     * With real documents ({@code -Dlab.benign=LIST}, tuning material: docs/safety.md, eighth round), the first such
     * choice that flags no more of them than {@code allowedReal}.
     */
    static double[] choose(InjectionModel.Config config, List<String[]> examples, List<Doc> tuning, int allowedFp,
                           List<String> real, int allowedReal) {
        InjectionModel.State trained = InjectionModel.train(examples, config, InjectionModel.THRESHOLD).state();
        record Point(double t, double tc, Score score) {
        }
        List<Point> points = new ArrayList<>();
        TuningCache tuned = new TuningCache(trained, config, tuning);
        for (double t : THRESHOLDS) {
            for (double tc : CONTEXT_THRESHOLDS) {
                if (tc > t) {
                    continue;
                }
                Score s = tuned.score(t, tc);
                if (s.flagged() <= allowedFp) {
                    points.add(new Point(t, tc, s));
                }
            }
        }
        points.sort(java.util.Comparator.comparingInt((Point p) -> -p.score().found())
                .thenComparingInt(p -> p.score().flagged())
                .thenComparingDouble(p -> -p.t()).thenComparingDouble(p -> -p.tc()));
        RealCache cache = real == null ? null : new RealCache(trained, config, real);
        for (Point p : points) {
            if (real != null) {
                int flagged = cache.flagged(p.t(), p.tc());
                System.out.printf(Locale.ROOT, "  T=%.1f TC=%.1f tuning %s, real documents %d%n", p.t(), p.tc(),
                        p.score(), flagged);
                if (flagged > allowedReal) {
                    continue;
                }
            }
            System.out.printf(Locale.ROOT, "  chose T=%.1f TC=%.1f on tuning: %s%n", p.t(), p.tc(), p.score());
            return new double[] {p.t(), p.tc()};
        }
        throw new IllegalStateException("no thresholds meet the constraints");
    }

    static int realFlagged(InjectionScanner scanner, List<String> texts) {
        int n = 0;
        for (String t : texts) {
            n += scanner.flags(t) ? 1 : 0;
        }
        return n;
    }

    static List<String> realDocuments(Path list) throws IOException {
        List<String> out = new ArrayList<>();
        for (String path : Files.readAllLines(list)) {
            if (path.isBlank()) {
                continue;
            }
            try (InputStream raw = Files.newInputStream(Path.of(path));
                 InputStream in = path.endsWith(".gz") ? new java.util.zip.GZIPInputStream(raw) : raw) {
                out.add(new String(in.readNBytes(30_000), StandardCharsets.UTF_8));
            } catch (IOException e) {
                // as eval-screening --benign: not a document
            }
        }
        return out;
    }

    static void eval(String[] specs) throws IOException {
        List<Doc> tuning = docs(TUNING);
        List<Doc> heldOut = docs(HELD_OUT);
        InjectionScanner shipped = InjectionScanner.standard();
        Score shippedTuning = score(shipped, tuning);
        System.out.println("shipped scanner on tuning: " + shippedTuning);
        String list = System.getProperty("lab.benign");
        List<String> real = list == null ? null : realDocuments(Path.of(list));
        int shippedReal = real == null ? 0 : realFlagged(shipped, real);
        if (real != null) {
            System.out.println("shipped scanner on " + real.size() + " real documents: " + shippedReal + " flagged");
        }
        Map<String, InjectionScanner> columns = new LinkedHashMap<>();
        columns.put(String.format(Locale.ROOT, "shipped (T=%.1f, TC=%.1f)", InjectionModel.THRESHOLD,
                InjectionModel.CONTEXT_THRESHOLD), shipped);
        for (String spec : specs) {
            InjectionModel.Config config = parse(spec);
            List<String[]> examples = examples(spec);
            long t0 = System.nanoTime();
            System.out.println("variant " + spec + " = " + config);
            double[] th = choose(config, examples, tuning, shippedTuning.flagged(), real, shippedReal);
            Variant v = new Variant(spec, config, examples, th[0], th[1]);
            columns.put(String.format(Locale.ROOT, "%s (T=%.1f, TC=%.1f)", spec, th[0], th[1]), v.scanner());
            System.out.printf(Locale.ROOT, "  (%.1f s)%n", (System.nanoTime() - t0) / 1e9);
        }
        Map<String, List<Boolean>> flags = new LinkedHashMap<>();
        columns.forEach((name, scanner) -> flags.put(name, heldOut.stream().map(d -> scanner.flags(d.sample().text())).toList()));
        table("Held out: eval-fresh7 check half and eval-dev10 together", heldOut, flags, d -> true);
        for (String set : HELD_OUT) {
            table("Held out: " + set, heldOut, flags, d -> d.corpus().equals(set));
        }
        Map<String, List<Boolean>> tuningFlags = new LinkedHashMap<>();
        columns.forEach((name, scanner) -> tuningFlags.put(name, tuning.stream().map(d -> scanner.flags(d.sample().text())).toList()));
        table("Tuning: eval-fresh7 tune half, eval-dev8, eval-dev8b, eval-dev9", tuning, tuningFlags, d -> true);
    }

    static void table(String title, List<Doc> docs, Map<String, List<Boolean>> flags, java.util.function.Predicate<Doc> in) {
        System.out.println("\n" + title + "\n");
        StringBuilder head = new StringBuilder("| |");
        StringBuilder rule = new StringBuilder("|---|");
        for (String c : flags.keySet()) {
            head.append(' ').append(c).append(" |");
            rule.append("---|");
        }
        System.out.println(head);
        System.out.println(rule);
        Map<String, java.util.function.Predicate<Doc>> rows = new LinkedHashMap<>();
        TreeMap<String, Boolean> families = new TreeMap<>();
        docs.stream().filter(in).filter(d -> d.sample().positive()).forEach(d -> families.put(d.sample().family(), true));
        for (String f : families.keySet()) {
            rows.put("`" + f + "`", d -> d.sample().positive() && d.sample().family().equals(f));
        }
        rows.put("**all attacks**", d -> d.sample().positive());
        rows.put("attacks, English", d -> d.sample().positive() && d.english());
        rows.put("attacks, not English", d -> d.sample().positive() && !d.english());
        rows.put("**hard negatives flagged**", d -> !d.sample().positive());
        rows.put("negatives, English", d -> !d.sample().positive() && d.english());
        rows.put("negatives, not English", d -> !d.sample().positive() && !d.english());
        for (Map.Entry<String, java.util.function.Predicate<Doc>> row : rows.entrySet()) {
            StringBuilder line = new StringBuilder("| " + row.getKey() + " |");
            for (List<Boolean> f : flags.values()) {
                int n = 0;
                int k = 0;
                for (int i = 0; i < docs.size(); i++) {
                    Doc d = docs.get(i);
                    if (in.test(d) && row.getValue().test(d)) {
                        n++;
                        k += f.get(i) ? 1 : 0;
                    }
                }
                line.append(n == 0 ? " - |" : String.format(Locale.ROOT, " %d/%d (%.3f) |", k, n, (double) k / n));
            }
            System.out.println(line);
        }
    }

    // ------------------------------------------------------------------ real documents and cost

    static void benign(String spec, double threshold, double contextThreshold, Path list)
            throws IOException {
        InjectionModel.Config config = parse(spec);
        InjectionScanner scanner = scanner(InjectionModel.train(examples(spec), config, threshold),
                contextThreshold);
        int documents = 0;
        int flagged = 0;
        long chars = 0;
        long nanos = 0;
        for (String path : Files.readAllLines(list)) {
            if (path.isBlank()) {
                continue;
            }
            byte[] bytes;
            try (InputStream raw = Files.newInputStream(Path.of(path));
                 InputStream in = path.endsWith(".gz") ? new java.util.zip.GZIPInputStream(raw) : raw) {
                bytes = in.readNBytes(30_000);
            } catch (IOException e) {
                continue; // as eval-screening --benign
            }
            String text = new String(bytes, StandardCharsets.UTF_8);
            documents++;
            chars += text.length();
            long t0 = System.nanoTime();
            boolean f = scanner.flags(text);
            nanos += System.nanoTime() - t0;
            if (f) {
                flagged++;
                if (System.getProperty("lab.list") != null) {
                    System.out.println("  flagged " + path);
                }
            }
        }
        System.out.printf(Locale.ROOT, "Real documents (%s): %d documents, %d characters, %d flagged (%.3f); %.1f s "
                + "of scanning%n", list, documents, chars, flagged, (double) flagged / documents, nanos / 1e9);
    }

    /**
     * Counts only (attacks found, negatives flagged; never which) of a variant on the named injection corpora, e.g. the
     * older tables eval-fresh5 and eval-fresh3, which must not flag more. Refuses the blind eval-fresh10 and eval-fresh11.
     */
    static void counts(String spec, double threshold, double contextThreshold, String[] sets) {
        InjectionModel.Config config = parse(spec);
        InjectionScanner scanner = scanner(InjectionModel.train(examples(spec), config, threshold),
                contextThreshold);
        for (String set : sets) {
            if (set.matches("eval-fresh(10|11)")) {
                throw new IllegalArgumentException(set + " is a blind corpus kept for later");
            }
            List<Doc> docs = FreshCorpus.injections(set).stream().map(s -> new Doc(set, s, english(s))).toList();
            System.out.printf(Locale.ROOT, "%s T=%.1f TC=%.1f %s: %s%n", config, threshold, contextThreshold, set,
                    score(scanner, docs));
        }
    }

    static void cost(String spec) {
        InjectionModel.Config config = parse(spec);
        long t0 = System.nanoTime();
        InjectionModel model = InjectionModel.train(examples(spec), config, InjectionModel.THRESHOLD);
        long trained = System.nanoTime();
        int nonZero = 0;
        for (float w : model.state().weights()) {
            nonZero += w != 0 ? 1 : 0;
        }
        List<String> texts = new ArrayList<>();
        for (Doc d : docs(List.of("eval-fresh7 tune", "eval-fresh7 check", FreshCorpus.DEV8, FreshCorpus.DEV9))) {
            texts.add(TextFolding.fold(d.sample().text()).text());
        }
        long chars = texts.stream().mapToLong(String::length).sum();
        double sink = 0;
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 15; round++) {
            long a = System.nanoTime();
            for (String text : texts) {
                for (IntentText.Sentence s : IntentText.sentences(text, IntentRules.standardLexicon())) {
                    sink += model.score(text, s);
                }
            }
            best = Math.min(best, System.nanoTime() - a);
        }
        System.out.printf(Locale.ROOT, "COST %s: trained in %.1f s; %d of %d weights non-zero; scoring every sentence "
                        + "of %d documents (%d chars): best of 15 %.1f ms (%.1f MB/s, sentence split included) [%s]%n",
                config, (trained - t0) / 1e9, nonZero, config.buckets(), texts.size(), chars, best / 1e6,
                chars / (best / 1e9) / 1e6, sink > 0 ? "+" : "-");
    }

    // ------------------------------------------------------------------ the eleventh round's training text

    /**
     * Writes the benign sentences of the named corpora's hard-negative documents as a training resource: every
     * sentence of the folded text, as the scanner splits it, of at least 12 characters, once. The injection documents'
     * sentences are labelled by hand instead (injection-model-round11-labelled.txt): which of their sentences carry the
     * attack is a reader's judgement.
     */
    static void negatives(Path target, String[] sets) throws IOException {
        java.util.Set<String> seen = new java.util.LinkedHashSet<>();
        StringBuilder out = new StringBuilder();
        // eval-fresh10 and eval-fresh11 were retired on 2026-12-06 too (the twelfth round), eval-fresh12 for the
        // thirteenth, eval-fresh13 for the fourteenth, eval-fresh14 for the fifteenth, eval-fresh15 for the sixteenth,
        // eval-fresh16 for the seventeenth, eval-fresh17 for the eighteenth, eval-fresh18 for the twentieth, eval-fresh19
        // for the twenty-first, eval-fresh20 for the twenty-second, eval-fresh21 for the twenty-third, eval-fresh22 for
        // the twenty-fourth; eval-fresh23 and later are blind
        boolean twentyFirst = Arrays.asList(sets).contains(FreshCorpus.NINETEENTH);
        boolean eighteenth = Arrays.asList(sets).contains(FreshCorpus.SEVENTEENTH);
        boolean seventeenth = Arrays.asList(sets).contains(FreshCorpus.SIXTEENTH);
        boolean sixteenth = Arrays.asList(sets).contains(FreshCorpus.FIFTEENTH);
        boolean fifteenth = Arrays.asList(sets).contains(FreshCorpus.FOURTEENTH);
        boolean fourteenth = Arrays.asList(sets).contains(FreshCorpus.THIRTEENTH);
        boolean thirteenth = Arrays.asList(sets).contains(FreshCorpus.TWELFTH);
        boolean twelfth = Arrays.asList(sets).contains(FreshCorpus.TENTH) || Arrays.asList(sets).contains(FreshCorpus.ELEVENTH);
        int newest = Arrays.stream(sets).filter(x -> x.matches("eval-fresh\\d+"))
                .mapToInt(x -> Integer.parseInt(x.substring("eval-fresh".length()))).max().orElse(9);
        out.append("# ").append(twentyFirst ? "Twenty-first" : eighteenth ? "Eighteenth" : seventeenth ? "Seventeenth" : sixteenth ? "Sixteenth" : fifteenth ? "Fifteenth" : fourteenth ? "Fourteenth" : thirteenth ? "Thirteenth" : twelfth ? "Twelfth" : "Eleventh")
                .append(" round's training resource of InjectionModel, part two: every sentence (12 characters or\n")
                .append("# more, folded and split as the scanner does) of the hard-negative documents of ")
                .append(String.join(" and ", sets)).append(",\n")
                .append("# retired from held-out use on 2026-12-06").append(twentyFirst ? " and 2026-12-07" : "")
                .append(", labelled benign. Written by `scripts/feature-lab.sh negatives`\n")
                .append("# (dev.albert.safety.FeatureLab); not from eval-fresh").append(newest + 1).append(" or later.\n");
        for (String set : sets) {
            if (set.matches("eval-fresh(2[3-9]|[3-9]\\d)")) {
                throw new IllegalArgumentException(set + " is a blind corpus");
            }
            // the author's line: a loo run that leaves this corpus out drops the sentences under it (load)
            out.append("# ").append(set).append(": its hard negatives\n");
            for (Sample s : FreshCorpus.injections(set)) {
                if (s.positive()) {
                    continue;
                }
                String folded = TextFolding.fold(s.text()).text();
                for (IntentText.Sentence sentence : IntentText.sentences(folded, IntentRules.standardLexicon())) {
                    String text = folded.substring(sentence.start(), sentence.end()).replaceAll("\\s+", " ").strip();
                    if (text.length() >= 12 && !text.startsWith("#") && seen.add(text)) {
                        out.append("benign\t").append(text).append('\n');
                    }
                }
            }
        }
        Files.writeString(target, out.toString());
        System.out.println("wrote " + seen.size() + " benign sentences to " + target);
    }

    /**
     * One spec at each threshold pair given as {@code T:TC}: tuning, held out, the unit samples (injection-samples.txt:
     * positives found, hard negatives flagged), the benign mixed corpus (MixedCorpusTest's) and, with
     * {@code -Dlab.benign=LIST}, real documents. The unit samples and the mixed corpus are what the tests pin.
     */
    static void grid(String spec, String[] points) throws IOException {
        InjectionModel.Config config = parse(spec);
        InjectionModel.State trained = InjectionModel.train(examples(spec), config, InjectionModel.THRESHOLD).state();
        List<Doc> tuning = docs(TUNING);
        List<Doc> heldOut = docs(HELD_OUT);
        List<SampleFile.Sample> samples = SampleFile.load("/injection-samples.txt").samples();
        String mixed = dev.albert.safety.bench.Corpus.mixed(11, 2_000_000, 0).text();
        String list = System.getProperty("lab.benign");
        List<String> real = list == null ? null : realDocuments(Path.of(list));
        List<Sample> generatedNegatives = dev.albert.safety.eval.InjectionCorpus.generate(
                dev.albert.safety.eval.EvaluationMain.SEED).stream().filter(g -> !g.positive()).toList();
        List<String[]> pins = pins();
        System.out.println("| T | TC | tuning | held out | unit positives | unit negatives flagged | mixed corpus findings "
                + "| generated negatives flagged | real documents | pins broken |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|");
        for (String point : points) {
            String[] tt = point.split(":");
            double t = Double.parseDouble(tt[0]);
            double tc = Double.parseDouble(tt[1]);
            InjectionScanner scanner = scanner(new InjectionModel(trained, config, t), tc);
            int up = 0;
            int upn = 0;
            int un = 0;
            int unn = 0;
            for (SampleFile.Sample sample : samples) {
                if (sample.label() == SampleFile.Label.POSITIVE) {
                    upn++;
                    up += scanner.flags(sample.text()) ? 1 : 0;
                } else if (sample.label() == SampleFile.Label.NEGATIVE) {
                    unn++;
                    un += scanner.flags(sample.text()) ? 1 : 0;
                }
            }
            long generated = generatedNegatives.stream().filter(g -> scanner.flags(g.text())).count();
            List<String> broken = brokenPins(scanner, pins);
            System.out.printf(Locale.ROOT, "| %.1f | %.1f | %s | %s | %d/%d | %d/%d | %d | %d/%d | %s | %d/%d |%n", t, tc,
                    score(scanner, tuning), score(scanner, heldOut), up, upn, un, unn, scanner.scan(mixed).size(),
                    generated, generatedNegatives.size(),
                    real == null ? "-" : String.valueOf(realFlagged(scanner, real)), broken.size(), pins.size());
            broken.forEach(b -> System.out.println("  pin broken: " + b));
        }
    }

    /**
     * The model-sensitive sentences the unit tests pin (model-pins.txt: label and text), each as {@code {label, text}}.
     */
    static List<String[]> pins() throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = FeatureLab.class.getResourceAsStream("/model-pins.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] parts = line.split("\t", 2);
                    out.add(new String[] {parts[0], parts[1].replace("\\n", "\n")});
                }
            }
        }
        return out;
    }

    /**
     * The pins a scanner breaks, as the tests read them: {@code clean} no finding, {@code flagged} some finding,
     * {@code model} a finding of the model (at its threshold or in context).
     */
    static List<String> brokenPins(InjectionScanner scanner, List<String[]> pins) {
        List<String> broken = new ArrayList<>();
        for (String[] pin : pins) {
            List<InjectionFinding> found = scanner.scan(pin[1]);
            boolean kept = switch (pin[0]) {
                case "clean" -> found.isEmpty();
                case "flagged" -> !found.isEmpty();
                case "model" -> found.stream().anyMatch(f -> f.ruleId().startsWith(InjectionScanner.MODEL_RULE));
                default -> throw new IllegalArgumentException("unknown pin label " + pin[0]);
            };
            if (!kept) {
                broken.add(pin[0] + ": " + pin[1].replace("\n", "\\n"));
            }
        }
        return broken;
    }

    /** The {@code grid}'s pins column alone (training and the pins; seconds, not minutes): {@code pins SPEC T:TC...}. */
    static void pinsOnly(String spec, String[] points) throws IOException {
        InjectionModel.Config config = parse(spec);
        InjectionModel.State trained = InjectionModel.train(examples(spec), config, InjectionModel.THRESHOLD).state();
        List<String[]> pins = pins();
        for (String point : points) {
            String[] tt = point.split(":");
            double t = Double.parseDouble(tt[0]);
            double tc = Double.parseDouble(tt[1]);
            List<String> broken = brokenPins(scanner(new InjectionModel(trained, config, t), tc), pins);
            System.out.printf(Locale.ROOT, "%s T=%.2f TC=%.2f: %d/%d pins broken%n", spec, t, tc, broken.size(),
                    pins.size());
            broken.forEach(b -> System.out.println("  pin broken: " + b));
        }
    }

    /**
     * The log-odds of each text (folded, scored as a training line) and what each word adds: the log-odds less those
     * of the text without that word, largest first. Which words decide a pin.
     */
    static void probe(String spec, String[] texts) {
        InjectionModel.Config config = parse(spec);
        InjectionModel model = InjectionModel.train(examples(spec), config, InjectionModel.THRESHOLD);
        for (String raw : texts) {
            String text = TextFolding.fold(raw).text();
            double whole = model.score(text);
            String[] words = text.split(" ");
            List<Map.Entry<String, Double>> adds = new ArrayList<>();
            for (int i = 0; i < words.length; i++) {
                List<String> rest = new ArrayList<>(Arrays.asList(words));
                rest.remove(i);
                adds.add(Map.entry(words[i], whole - model.score(String.join(" ", rest))));
            }
            adds.sort(Map.Entry.<String, Double>comparingByValue().reversed());
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%+.2f  %s%n   ", whole, raw));
            adds.forEach(a -> line.append(String.format(Locale.ROOT, " %s %+.2f", a.getKey(), a.getValue())));
            System.out.println(line);
        }
    }

    // ------------------------------------------------------------------ the sixteenth round: every corpus as training text

    /**
     * The retired and development corpora whose documents the sixteenth round's model measurement trains on (spec key
     * {@code pool}, or {@code pool=sentences}): eval-fresh8 to eval-fresh11 are in the standard resources already
     * (labelled by hand), and the threshold tuning material (the eval-fresh7 tune half, eval-dev8, eval-dev8b,
     * eval-dev9) stays out so that thresholds are chosen on text the model did not learn.
     */
    static final List<String> POOL = List.of(FreshCorpus.DEV10, FreshCorpus.TWELFTH, FreshCorpus.THIRTEENTH,
            FreshCorpus.FOURTEENTH, FreshCorpus.FIFTEENTH, FreshCorpus.DEV13, FreshCorpus.DEV14, FreshCorpus.DEV14S,
            FreshCorpus.DEV15, FreshCorpus.DEV15B, FreshCorpus.DEV16R, FreshCorpus.DEV16X, FreshCorpus.DEV16O,
            FreshCorpus.DEV16I, FreshCorpus.DEV16N,
            // the nineteenth round (model19): the two authors retired since and the injection development corpora of
            // the seventeenth and eighteenth rounds (eval-dev16s, 17s and 18s hold secrets only)
            FreshCorpus.SIXTEENTH, FreshCorpus.SEVENTEENTH, FreshCorpus.DEV17L, FreshCorpus.DEV17N, FreshCorpus.DEV17O,
            FreshCorpus.DEV17T, FreshCorpus.DEV17A, FreshCorpus.DEV17E, FreshCorpus.DEV18V, FreshCorpus.DEV18I,
            FreshCorpus.DEV18N, FreshCorpus.DEV18D);

    /**
     * The pool's documents but those of {@code left} as training examples: an attack document under its family (whole,
     * or each of its sentences with {@code sentences}: nobody labelled which carry the attack), every sentence of a
     * hard negative as benign, as {@link #negatives} writes them.
     */
    static List<String[]> poolExamples(java.util.Set<String> left, boolean sentences) {
        return poolExamples(left, sentences, false, null);
    }

    /**
     * As {@link #poolExamples(java.util.Set, boolean)}; with {@code lines} an attack document is instead the lines the
     * rules alone report in it (each line folded, one example under the document's family: the nineteenth round's
     * "the scanner's finding line"), whole when no rule reports it; {@code attackWeight} (null: 1) weighs the pooled
     * attack examples in training.
     */
    static List<String[]> poolExamples(java.util.Set<String> left, boolean sentences, boolean lines,
                                       String attackWeight) {
        List<String[]> out = new ArrayList<>();
        InjectionScanner rules = lines ? InjectionScanner.rulesOnly() : null;
        for (String set : POOL) {
            if (left.contains(set)) {
                continue;
            }
            for (Sample s : FreshCorpus.injections(set)) {
                String folded = TextFolding.fold(s.text()).text();
                String label = s.positive() ? s.family() : "benign";
                if (s.positive() && lines) {
                    List<String> found = findingLines(rules, s.text());
                    if (!found.isEmpty()) {
                        found.forEach(l -> out.add(weighed(label, l, attackWeight)));
                        continue;
                    }
                }
                if (s.positive() && !sentences) {
                    out.add(weighed(label, folded.replaceAll("\\s+", " ").strip(), attackWeight));
                    continue;
                }
                for (IntentText.Sentence sentence : IntentText.sentences(folded, IntentRules.standardLexicon())) {
                    String text = folded.substring(sentence.start(), sentence.end()).replaceAll("\\s+", " ").strip();
                    if (text.length() >= 12) {
                        out.add(new String[] {label, text});
                    }
                }
            }
        }
        return out;
    }

    private static String[] weighed(String label, String text, String weight) {
        return weight == null ? new String[] {label, text} : new String[] {label, text, weight};
    }

    /** The distinct lines of {@code text} a scanner reports (folded, spaces collapsed), of at least 12 characters. */
    static List<String> findingLines(InjectionScanner scanner, String text) {
        String[] lines = text.split("\n", -1);
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (InjectionFinding f : scanner.scan(text)) {
            if (f.line() >= 1 && f.line() <= lines.length) {
                String line = TextFolding.fold(lines[f.line() - 1]).text().replaceAll("\\s+", " ").strip();
                if (line.length() >= 12) {
                    out.add(line);
                }
            }
        }
        return List.copyOf(out);
    }

    /**
     * Real documents flagged at any thresholds of one trained model, without rescanning every document at every point
     * (the nineteenth round: a full scan of the 2,882 documents took 30 s a point). A scanner's verdict only narrows as
     * its thresholds rise, so the documents the lowest point of {@link #THRESHOLDS} and {@link #CONTEXT_THRESHOLDS}
     * flags hold every document any point flags; of those, the ones the rules flag with the model silenced are flagged
     * at every point. One scan of every document and one of the candidates per model; each point then rescans only the
     * few candidates the model decides.
     */
    static final class RealCache {
        private final InjectionModel.State state;
        private final InjectionModel.Config config;
        private final int always;
        private final List<String> undecided;
        private final Map<String, Integer> counts = new java.util.HashMap<>();

        RealCache(InjectionModel.State state, InjectionModel.Config config, List<String> real) {
            this.state = state;
            this.config = config;
            double lowT = Arrays.stream(THRESHOLDS).min().orElseThrow();
            double lowTc = Arrays.stream(CONTEXT_THRESHOLDS).min().orElseThrow();
            InjectionScanner lowest = scanner(new InjectionModel(state, config, lowT), lowTc);
            InjectionScanner silenced = scanner(new InjectionModel(state, config, 1e9), 1e9);
            int a = 0;
            List<String> u = new ArrayList<>();
            for (String t : real) {
                if (!lowest.flags(t)) {
                    continue;
                }
                if (silenced.flags(t)) {
                    a++;
                } else {
                    u.add(t);
                }
            }
            this.always = a;
            this.undecided = u;
            System.out.printf(Locale.ROOT, "  real documents: %d flagged by the rules alone, %d the model may flag%n",
                    always, undecided.size());
        }

        int flagged(double t, double tc) {
            return counts.computeIfAbsent(t + ":" + tc,
                    k -> always + realFlagged(scanner(new InjectionModel(state, config, t), tc), undecided));
        }
    }

    /**
     * The tuning material's score at any thresholds of one trained model, counted as {@link RealCache} counts real
     * documents (the twenty-first round: {@link #choose} scanned the 390 tuning documents at each of about 150 threshold
     * pairs, most of a loo run's time on a machine shared by six builds). A document the lowest pair does not flag is
     * flagged at no pair, one the rules flag with the model silenced at every pair; each pair rescans only the rest.
     */
    static final class TuningCache {
        private final InjectionModel.State state;
        private final InjectionModel.Config config;
        private final int attacks;
        private final int negatives;
        private final int alwaysFound;
        private final int alwaysFlagged;
        private final List<Doc> undecided;

        TuningCache(InjectionModel.State state, InjectionModel.Config config, List<Doc> docs) {
            this.state = state;
            this.config = config;
            double lowT = Arrays.stream(THRESHOLDS).min().orElseThrow();
            double lowTc = Arrays.stream(CONTEXT_THRESHOLDS).min().orElseThrow();
            InjectionScanner lowest = scanner(new InjectionModel(state, config, lowT), lowTc);
            InjectionScanner silenced = scanner(new InjectionModel(state, config, 1e9), 1e9);
            int a = 0;
            int n = 0;
            int found = 0;
            int flagged = 0;
            List<Doc> u = new ArrayList<>();
            for (Doc d : docs) {
                boolean positive = d.sample().positive();
                a += positive ? 1 : 0;
                n += positive ? 0 : 1;
                String text = d.sample().text();
                if (!lowest.flags(text)) {
                    continue;
                }
                if (silenced.flags(text)) {
                    found += positive ? 1 : 0;
                    flagged += positive ? 0 : 1;
                } else {
                    u.add(d);
                }
            }
            this.attacks = a;
            this.negatives = n;
            this.alwaysFound = found;
            this.alwaysFlagged = flagged;
            this.undecided = u;
        }

        Score score(double t, double tc) {
            Score rest = FeatureLab.score(scanner(new InjectionModel(state, config, t), tc), undecided);
            return new Score(alwaysFound + rest.found(), attacks, alwaysFlagged + rest.flagged(), negatives);
        }
    }

    /**
     * Leave one out: for each named corpus K the spec trained without K (its pool part, see {@link #POOL}), thresholds
     * chosen on the tuning material at no more tuning negatives flagged than the shipped scanner, K scored beside the
     * shipped scanner. {@code all} instead trains on the whole pool and prints the held-out tables' counts (eval-fresh7
     * check half, eval-fresh5, eval-fresh3) and, with {@code -Dlab.benign=LIST[:LIST]}, real documents flagged (counts
     * only).
     */
    static void leaveOneOut(String spec, String[] sets) throws IOException {
        InjectionModel.Config config = parse(spec);
        boolean pool = Arrays.asList(spec.split(",")).contains("pool");
        boolean sentences = Arrays.asList(spec.split(",")).contains("pool=sentences");
        // the nineteenth round: pool=lines (attack documents as the lines a rule reports), poolw=W (pooled attacks weighed)
        boolean lines = Arrays.asList(spec.split(",")).contains("pool=lines");
        String attackWeight = Arrays.stream(spec.split(",")).filter(p -> p.startsWith("poolw="))
                .map(p -> p.substring("poolw=".length())).findFirst().orElse(null);
        List<Doc> tuning = docs(TUNING);
        InjectionScanner shipped = InjectionScanner.standard();
        int allowedFp = score(shipped, tuning).flagged();
        // -Dlab.real=LIST: thresholds chosen at no more of these real documents flagged than the shipped scanner (read
        // and scanned once, not once per corpus left out)
        String realList = System.getProperty("lab.real");
        List<String> real = realList == null ? null : realDocuments(Path.of(realList));
        // -Dlab.shippedReal=N: the shipped scanner's count of those documents, known from an earlier run (a full scan
        // less when the corpora left out are split over several runs)
        int known = Integer.getInteger("lab.shippedReal", -1);
        int shippedReal = real == null ? 0 : known >= 0 ? known : realFlagged(shipped, real);
        if (real != null) {
            System.out.printf(Locale.ROOT, "shipped scanner: tuning %s, real documents %d of %d%n",
                    score(shipped, tuning), shippedReal, real.size());
        }
        for (String k : sets) {
            java.util.Set<String> left = k.equals("all") ? java.util.Set.of() : java.util.Set.of(k);
            if (k.matches("eval-fresh(2[3-9]|[3-9]\\d)")) {
                throw new IllegalArgumentException(k + " is a blind corpus");
            }
            // the twenty-first round: the author left out loses its lines in the resources that mark them (r21)
            List<String[]> examples = new ArrayList<>(examples(spec, left));
            if (pool || sentences || lines) {
                examples.addAll(poolExamples(left, sentences, lines, attackWeight));
            }
            // -Dlab.fixed=T:TC: thresholds given, not chosen (a point of the real documents' trade-off)
            String fixed = System.getProperty("lab.fixed");
            double[] tt = fixed != null ? Arrays.stream(fixed.split(":")).mapToDouble(Double::parseDouble).toArray()
                    : choose(config, examples, tuning, allowedFp, real, shippedReal);
            InjectionModel model = InjectionModel.train(examples, config, tt[0]);
            InjectionScanner variant = scanner(model, tt[1]);
            List<String> targets = k.equals("all")
                    ? List.of("eval-fresh7 check", FreshCorpus.FIFTH, FreshCorpus.THIRD) : List.of(k);
            for (String target : targets) {
                List<Sample> samples = target.equals("eval-fresh7 check") ? FreshCorpus.seventhHalf(false)
                        : FreshCorpus.injections(target);
                List<Doc> docs = samples.stream().map(s -> new Doc(target, s, english(s))).toList();
                System.out.printf(Locale.ROOT, "LOO %s without %s (T=%.1f TC=%.1f, %d examples) on %s: shipped %s, "
                        + "variant %s; model alone: shipped %s, variant %s%n", spec, k, tt[0], tt[1], examples.size(),
                        target, score(shipped, docs), score(variant, docs),
                        alone(InjectionModel.standard(), InjectionModel.THRESHOLD, docs), alone(model, tt[0], docs));
            }
            String lists = System.getProperty("lab.benign");
            if (k.equals("all") && lists != null) {
                for (String list : lists.split(":")) {
                    List<String> documents = realDocuments(Path.of(list));
                    System.out.printf(Locale.ROOT, "LOO %s real documents %s: shipped %d, variant %d of %d%n", spec,
                            list, realFlagged(shipped, documents), realFlagged(variant, documents), documents.size());
                }
            }
        }
    }

    /** The model without the rules: documents with a sentence scoring at least {@code threshold}. */
    static Score alone(InjectionModel model, double threshold, List<Doc> docs) {
        int found = 0;
        int attacks = 0;
        int flagged = 0;
        int negatives = 0;
        for (Doc d : docs) {
            String text = TextFolding.fold(d.sample().text()).text();
            boolean f = false;
            for (IntentText.Sentence s : IntentText.sentences(text, IntentRules.standardLexicon())) {
                f |= model.score(text, s) >= threshold;
            }
            attacks += d.sample().positive() ? 1 : 0;
            found += d.sample().positive() && f ? 1 : 0;
            negatives += d.sample().positive() ? 0 : 1;
            flagged += !d.sample().positive() && f ? 1 : 0;
        }
        return new Score(found, attacks, flagged, negatives);
    }
}
