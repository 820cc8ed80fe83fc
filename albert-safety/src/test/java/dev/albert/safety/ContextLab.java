package dev.albert.safety;

import dev.albert.safety.eval.FreshCorpus;
import dev.albert.safety.eval.Sample;

import java.util.List;

/** Round 8 scratch: per-sentence model scores and addressing of a tuning corpus's samples. Usage: ContextLab SET [+|-|missed] */
public final class ContextLab {
    public static void main(String[] args) {
        if (args[0].equals("dist")) {
            dist();
            return;
        }
        if (args[0].equals("windows")) {
            windows(Integer.parseInt(args[1]));
            return;
        }
        if (args[0].equals("sweep")) {
            for (int a = 1; a < args.length; a++) {
                sweep(Double.parseDouble(args[a]));
            }
            return;
        }
        if (args[0].equals("terms")) {
            java.util.Scanner in = new java.util.Scanner(System.in);
            while (in.hasNextLine()) {
                String view = TextFolding.fold(in.nextLine()).text();
                for (IntentText.Sentence sn : IntentText.sentences(view, IntentRules.standardLexicon())) {
                    for (IntentText.Term t : sn.terms()) {
                        System.out.println("  " + view.substring(t.start(), t.end()) + " " + Long.toBinaryString(t.categories())
                                + " bits " + java.util.stream.IntStream.range(0, 64).filter(b -> (t.categories() & (1L << b)) != 0)
                                .boxed().toList() + (t.clauseStart() ? " start" : ""));
                    }
                }
            }
            return;
        }
        if (args[0].equals("scan")) {
            java.util.Scanner in = new java.util.Scanner(System.in);
            while (in.hasNextLine()) {
                String line = in.nextLine().replace("\\n", "\n");
                System.out.println(InjectionScanner.standard().scan(line) + "  <- " + line);
            }
            return;
        }
        if (args[0].equals("read")) {
            java.util.Scanner in = new java.util.Scanner(System.in);
            while (in.hasNextLine()) {
                String line = in.nextLine().replace("\\n", "\n");
                System.out.println(InjectionScanner.standard().scan(line));
                print(line);
            }
            return;
        }
        String set = args[0];
        if (!List.of(FreshCorpus.FIRST, FreshCorpus.SECOND, FreshCorpus.DEV8, FreshCorpus.DEV8B, FreshCorpus.DEV9,
                FRESH7_TUNE).contains(set)) {
            throw new IllegalArgumentException("tuning corpora only (eval-fresh7: its tune half, " + FRESH7_TUNE + ")");
        }
        String which = args.length > 1 ? args[1] : "missed";
        InjectionModel model = InjectionModel.standard();
        for (Sample s : tuning(set)) {
            boolean flagged = InjectionScanner.standard().flags(s.text());
            boolean show = switch (which) {
                case "+" -> s.positive();
                case "-" -> !s.positive();
                default -> s.positive() != flagged;
            };
            if (!show) {
                continue;
            }
            System.out.println((s.positive() ? "+" : "-") + s.family() + " " + s.source() + " flagged=" + flagged);
            print(s.text());
        }
    }

    /** Each sentence of {@code text} with its model score and how it is addressed (A, L, i for an AI word, or .). */
    static void print(String original) {
        InjectionModel model = InjectionModel.standard();
        {
            String view = TextFolding.fold(original).text();
            List<IntentText.Sentence> sentences = IntentText.sentences(view, IntentRules.standardLexicon());
            IntentRules.Context context = IntentRules.Context.of(view, sentences);
            for (int k = 0; k < sentences.size(); k++) {
                IntentText.Sentence sn = sentences.get(k);
                if (sn.terms().isEmpty() && sn.end() - sn.start() < 3) {
                    continue;
                }
                System.out.printf("   %6.2f %s %s%n", model.score(view, sn), IntentRules.addressed(context, k) ? "A" : Addressing.addressLine(view, sn) ? "L" : sn.has(IntentRules.AI) ? "i" : ".",
                        view.substring(sn.start(), Math.min(sn.end(), sn.start() + 110)).replace("\n", "\\n"));
            }
        }
    }

    /** The ninth round's name for the tune half of eval-fresh7 (its check half is never listed here). */
    static final String FRESH7_TUNE = "eval-fresh7-tune";

    static List<Sample> tuning(String set) {
        return set.equals(FRESH7_TUNE) ? FreshCorpus.seventhHalf(true) : FreshCorpus.injections(set);
    }

    /** Scores of benign sentences the model reads in an addressed context, over all tuning negatives. */
    static void dist() {
        InjectionModel model = InjectionModel.standard();
        List<Sample> all = new java.util.ArrayList<>();
        for (String set : List.of(FreshCorpus.FIRST, FreshCorpus.SECOND, FreshCorpus.DEV8)) {
            all.addAll(FreshCorpus.injections(set));
        }
        all.addAll(dev.albert.safety.eval.InjectionCorpus.generate(dev.albert.safety.eval.EvaluationMain.SEED));
        List<String> out = new java.util.ArrayList<>();
        for (Sample s : all) {
            if (s.positive()) {
                continue;
            }
            String view = TextFolding.fold(s.text()).text();
            List<IntentText.Sentence> sentences = IntentText.sentences(view, IntentRules.standardLexicon());
            IntentRules.Context context = IntentRules.Context.of(view, sentences);
            for (int k = 0; k < sentences.size(); k++) {
                IntentText.Sentence sn = sentences.get(k);
                if (sn.end() - sn.start() < 12) {
                    continue;
                }
                double sc = model.score(view, sn);
                boolean a = IntentRules.addressed(context, k);
                out.add(String.format("%6.2f %s %s %s", sc, a ? "A" : ".", s.family(),
                        view.substring(sn.start(), Math.min(sn.end(), sn.start() + 100)).replace("\n", "\\n")));
            }
        }
        out.sort(java.util.Comparator.comparingDouble((String l) -> Double.parseDouble(l.substring(0, 6).trim())).reversed());
        out.stream().filter(l -> l.contains(" A ")).limit(25).forEach(System.out::println);
        System.out.println("--- top unaddressed");
        out.stream().limit(25).forEach(System.out::println);
        System.out.println("benign sentences: " + out.size());
    }

    /** Recall and false positives on the tuning material with the in-context threshold {@code t}. */
    static void sweep(double t) {
        InjectionScanner scanner = new InjectionScanner(InjectionRules.standard(), InjectionModel.standard(), t);
        StringBuilder line = new StringBuilder(String.format("t=%5.1f", t));
        for (String set : List.of(FreshCorpus.FIRST, FreshCorpus.SECOND, FreshCorpus.DEV8, FreshCorpus.DEV8B,
                FreshCorpus.DEV9, FRESH7_TUNE, "generated")) {
            List<Sample> samples = set.equals("generated")
                    ? dev.albert.safety.eval.InjectionCorpus.generate(dev.albert.safety.eval.EvaluationMain.SEED)
                    : tuning(set);
            int tp = 0, p = 0, fp = 0, n = 0;
            for (Sample s : samples) {
                boolean f = scanner.flags(s.text());
                if (s.positive()) {
                    p++;
                    tp += f ? 1 : 0;
                } else {
                    n++;
                    fp += f ? 1 : 0;
                    if (f && System.getProperty("lab.fp") != null) {
                        System.out.println("  FP " + set + " " + s.family() + " " + scanner.scan(s.text()) + " "
                                + s.text().replace("\n", "\\n").substring(0, Math.min(160, s.text().length())));
                    }
                }
            }
            line.append(String.format("  %s %d/%d fp %d/%d", set, tp, p, fp, n));
        }
        System.out.println(line);
    }

    /** Positive sentences (training resources and tuning corpora) the model reports whole but not in windows of w words. */
    static void windows(int w) {
        InjectionModel model = InjectionModel.standard();
        List<String> texts = new java.util.ArrayList<>();
        for (String r : InjectionModel.STANDARD_RESOURCES) {
            for (String[] e : InjectionModel.load(r)) {
                if (!e[0].equals("benign")) {
                    texts.add(e[1]);
                }
            }
        }
        for (String set : List.of(FreshCorpus.FIRST, FreshCorpus.SECOND, FreshCorpus.DEV8)) {
            for (Sample s : FreshCorpus.injections(set)) {
                if (s.positive()) {
                    texts.add(TextFolding.fold(s.text()).text());
                }
            }
        }
        int longer = 0, lost = 0, total = 0;
        for (String text : texts) {
            for (IntentText.Sentence sn : IntentText.sentences(text, IntentRules.standardLexicon())) {
                total++;
                InjectionModel.Verdict whole = model.judge(text, sn, InjectionModel.THRESHOLD, 1_000_000);
                InjectionModel.Verdict win = model.judge(text, sn, InjectionModel.THRESHOLD, w);
                int words = text.substring(sn.start(), sn.end()).split("[^\\p{L}\\p{N}]+").length;
                if (words > w) {
                    longer++;
                }
                if (whole != null && win == null) {
                    lost++;
                    System.out.println("  lost " + words + " words: " + text.substring(sn.start(), Math.min(sn.end(), sn.start() + 200)));
                }
            }
        }
        System.out.println("w=" + w + " sentences " + total + " longer " + longer + " lost " + lost);
    }
}
