package dev.albert.safety;

import dev.albert.safety.eval.EvaluationMain;
import dev.albert.safety.eval.FreshCorpus;
import dev.albert.safety.eval.InjectionCorpus;
import dev.albert.safety.eval.Sample;

import java.util.ArrayList;
import java.util.List;

/**
 * Chooses the statistical model's training material and threshold by measurement, holding out by
 * corpus: trains on the curated resource plus sentences of some corpora and scores the rules plus the
 * model on another. Never run on eval-fresh3 or eval-fresh4 (the held-out measurements).
 * Usage: ModelLab TRAIN_SETS TEST_SET THRESHOLD... (sets: eval-fresh, eval-fresh2, comma-separated; "-" for none).
 */
public final class ModelLab {
    private ModelLab() {
    }

    public static void main(String[] args) throws java.io.IOException {
        if (args[0].equals("export")) {
            export(java.nio.file.Path.of(args[1]));
            return;
        }
        List<String> train = args[0].equals("-") ? List.of() : List.of(args[0].split(","));
        String test = args[1];
        if (test.equals(FreshCorpus.THIRD) || test.equals(FreshCorpus.FOURTH) || train.contains(FreshCorpus.THIRD)
                || train.contains(FreshCorpus.FOURTH)) {
            throw new IllegalArgumentException("held-out corpora are not for choosing the model");
        }
        List<String[]> examples = examples(train);
        List<Sample> generatedNegatives = InjectionCorpus.generate(EvaluationMain.SEED).stream()
                .filter(s -> s.heldOut() && !s.positive()).toList();
        for (int a = 2; a < args.length; a++) {
            double t = Double.parseDouble(args[a]);
            InjectionScanner scanner = new InjectionScanner(InjectionRules.standard(), InjectionModel.train(examples, t));
            List<Sample> samples = test.startsWith("resource:") ? resourceSamples(test.substring(9)) : FreshCorpus.injections(test);
            int tp = 0;
            int p = 0;
            int fp = 0;
            int n = 0;
            for (Sample s : samples) {
                boolean flagged = !scanner.scan(s.text()).isEmpty();
                if (s.positive()) {
                    p++;
                    tp += flagged ? 1 : 0;
                } else {
                    n++;
                    fp += flagged ? 1 : 0;
                    if (flagged && args.length == 3) {
                        System.out.println("  FP " + s + " " + scanner.scan(s.text()));
                    }
                }
            }
            int gfp = 0;
            for (Sample s : generatedNegatives) {
                boolean f = scanner.flags(s.text());
                gfp += f ? 1 : 0;
                if (f && args.length == 3) {
                    System.out.println("  GEN-FP " + s.family() + " " + s.template() + " " + scanner.scan(s.text()) + " " + s.text().replace("\n", "\\n"));
                }
            }
            System.out.printf("train=%s test=%s t=%.1f: recall %d/%d fp %d/%d; generated held-out negatives %d/%d%n",
                    train, test, t, tp, p, fp, n, gfp, generatedNegatives.size());
        }
    }

    /**
     * Writes the sentences {@link #examples} adds to the curated resource for eval-fresh and eval-fresh2
     * (the tuning material of the fourth round), one per line and once each, as a training resource.
     */
    static void export(java.nio.file.Path path) throws java.io.IOException {
        List<String[]> base = InjectionModel.load("injection-model.txt");
        java.util.Set<String> seen = new java.util.HashSet<>();
        base.forEach(e -> seen.add(e[1]));
        List<String[]> all = examples(List.of(FreshCorpus.FIRST, FreshCorpus.SECOND));
        StringBuilder out = new StringBuilder();
        out.append("# Second training resource of InjectionModel (issue 11, fourth round), written by ModelLab export:\n")
                .append("# every sentence of the hard negatives of the generated corpus's tuning part and of eval-fresh and\n")
                .append("# eval-fresh2 (benign), and the most injection-like sentence of each of their attacks (by family).\n")
                .append("# Never from eval-fresh3 or eval-fresh4, the held-out measurements.\n");
        for (String[] e : all.subList(base.size(), all.size())) {
            String line = e[1].replace('\t', ' ').replace('\n', ' ').replace('\r', ' ').strip();
            if (!line.isEmpty() && seen.add(line)) {
                out.append(e[0]).append('\t').append(line).append('\n');
            }
        }
        java.nio.file.Files.writeString(path, out.toString());
    }

    /**
     * A training resource's lines as samples (an attack per attack line, a hard negative per benign one): for
     * scoring one hand-written round with a model trained without it (-Dmodellab.roundN=false), which tells
     * whether another author's sentences generalise to it.
     */
    static List<Sample> resourceSamples(String resource) {
        List<Sample> out = new ArrayList<>();
        for (String[] e : InjectionModel.load(resource)) {
            boolean attack = !e[0].equals("benign");
            out.add(new Sample(attack ? e[0] : "benign_sentence", resource, resource, attack, true, e[1]));
        }
        return out;
    }

    /** The curated resource, plus every sentence of the tuning part's hard negatives and of the sets. */
    static List<String[]> examples(List<String> sets) {
        List<String[]> base = new ArrayList<>(InjectionModel.load("injection-model.txt"));
        if (System.getProperty("modellab.round5", "true").equals("true")) {
            base.addAll(InjectionModel.load(InjectionModel.ROUND5));
        }
        if (System.getProperty("modellab.round6", "true").equals("true")) {
            base.addAll(InjectionModel.load(InjectionModel.ROUND6));
        }
        if (System.getProperty("modellab.round7", "true").equals("true")) {
            base.addAll(InjectionModel.load(InjectionModel.ROUND7));
        }
        base.removeIf(e -> e == null);
        List<String[]> benign = new ArrayList<>();
        for (Sample s : InjectionCorpus.generate(EvaluationMain.SEED)) {
            if (!s.heldOut() && !s.positive()) {
                sentences(s.text(), benign, "benign");
            }
        }
        List<Sample> positives = new ArrayList<>();
        for (String set : sets) {
            for (Sample s : FreshCorpus.injections(set)) {
                if (s.positive()) {
                    positives.add(s);
                } else {
                    sentences(s.text(), benign, "benign");
                }
            }
        }
        List<String[]> seedExamples = new ArrayList<>(base);
        seedExamples.addAll(benign);
        InjectionModel seed = InjectionModel.train(seedExamples);
        List<String[]> out = new ArrayList<>(seedExamples);
        for (Sample s : positives) {
            String folded = TextFolding.fold(s.text()).text();
            String best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (IntentText.Sentence sentence : IntentText.sentences(folded, IntentRules.standardLexicon())) {
                double score = seed.score(folded, sentence);
                if (score > bestScore) {
                    bestScore = score;
                    best = folded.substring(sentence.start(), sentence.end());
                }
            }
            if (best != null) {
                out.add(new String[] {s.family(), best});
            }
        }
        return out;
    }

    private static void sentences(String text, List<String[]> out, String label) {
        String folded = TextFolding.fold(text).text();
        for (IntentText.Sentence sentence : IntentText.sentences(folded, IntentRules.standardLexicon())) {
            if (sentence.end() - sentence.start() >= 12) {
                out.add(new String[] {label, folded.substring(sentence.start(), sentence.end())});
            }
        }
    }
}
