package dev.albert.safety.eval;

import dev.albert.safety.InjectionScanner;
import dev.albert.safety.Scanners;
import dev.albert.safety.SecretScanner;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Prints the held-out evaluation of both scanners (scripts/eval-screening.sh). With {@code --errors},
 * also lists the held-out samples that were missed or wrongly flagged.
 */
public final class EvaluationMain {
    /** The corpus seed; the tests use the same one. */
    public static final long SEED = 11;

    private EvaluationMain() {
    }

    public static Evaluation injections() {
        return Evaluation.run(InjectionCorpus.generate(SEED),
                text -> Evaluation.reasons(InjectionScanner.standard().scan(text)), s -> Set.of(s.family()));
    }

    public static Evaluation secrets() {
        return Evaluation.run(SecretCorpus.generate(SEED), text -> {
            Set<String> rules = new TreeSet<>();
            SecretScanner.standard().scan(text).forEach(f -> rules.add(f.rule()));
            return rules;
        }, SecretCorpus::expectedRules);
    }

    public static FreshReport freshInjections() {
        return freshInjections(InjectionScanner.standard());
    }

    public static FreshReport freshInjections(InjectionScanner scanner) {
        return freshInjections(FreshCorpus.FIRST, scanner);
    }

    public static FreshReport freshInjections(String set, InjectionScanner scanner) {
        return FreshReport.run(FreshCorpus.injections(set), text -> Evaluation.reasons(scanner.scan(text)), s -> Set.of(s.family()));
    }

    public static FreshReport freshSecrets() {
        return freshSecrets(FreshCorpus.FIRST);
    }

    public static FreshReport freshSecrets(String set) {
        return FreshReport.run(FreshCorpus.secrets(set), text -> {
            Set<String> rules = new TreeSet<>();
            SecretScanner.standard().scan(text).forEach(f -> rules.add(f.rule()));
            return rules;
        }, s -> Set.of());
    }

    public static void main(String[] args) {
        boolean errors = List.of(args).contains("--errors");
        InjectionScanner freshScanner = List.of(args).contains("--rules-only") ? Scanners.injectionRulesOnly() : InjectionScanner.standard();
        if (List.of(args).contains("--fresh5")) {
            if (errors) {
                System.err.println("eval-screening: --errors is not offered for " + FreshCorpus.FIFTH
                        + " (it is scored, never tuned on); printing the tables only");
            }
            fresh(FreshCorpus.FIFTH, false, freshScanner);
            return;
        }
        if (List.of(args).contains("--fresh6")) {
            if (errors) {
                System.err.println("eval-screening: --errors is not offered for " + FreshCorpus.SIXTH
                        + " (it is scored, never tuned on); printing the table only");
            }
            FreshReport secret = freshSecrets(FreshCorpus.SIXTH);
            System.out.println("\nFresh held-out secret corpus " + FreshCorpus.SIXTH + " ("
                    + FreshCorpus.secrets(FreshCorpus.SIXTH).size() + " samples)\n");
            System.out.println(secret.table("secret", false));
            return;
        }
        if (List.of(args).contains("--dev8")) {
            fresh(FreshCorpus.DEV8, errors, freshScanner);
            fresh(FreshCorpus.DEV8B, errors, freshScanner);
            return;
        }
        if (List.of(args).contains("--fresh4")) {
            fresh(FreshCorpus.FOURTH, errors, freshScanner);
            return;
        }
        if (List.of(args).contains("--secrets4")) {
            FreshReport secret = freshSecrets(FreshCorpus.SECRETS4);
            System.out.println("\nHeld-out secret corpus " + FreshCorpus.SECRETS4 + " ("
                    + FreshCorpus.secrets(FreshCorpus.SECRETS4).size() + " samples)\n");
            System.out.println(secret.table("secret", false));
            return;
        }
        if (List.of(args).contains("--fresh3")) {
            fresh(FreshCorpus.THIRD, errors, freshScanner);
            return;
        }
        if (List.of(args).contains("--fresh2")) {
            fresh(FreshCorpus.SECOND, errors, freshScanner);
            return;
        }
        if (List.of(args).contains("--fresh")) {
            fresh(FreshCorpus.FIRST, errors, freshScanner);
            return;
        }
        Evaluation injection = injections();
        System.out.println("Injection (" + InjectionCorpus.generate(SEED).size() + " samples)\n");
        System.out.println(injection.table("injection"));
        if (errors) {
            injection.heldOutErrors().forEach(s -> System.out.println("  " + s + "\n    " + s.text().replace("\n", "\\n")));
        }
        Evaluation secret = secrets();
        System.out.println("\nSecrets (" + SecretCorpus.generate(SEED).size() + " samples)\n");
        System.out.println(secret.table("secret"));
        if (errors) {
            secret.heldOutErrors().forEach(s -> System.out.println("  " + s + "\n    " + s.text().replace("\n", "\\n")));
        }
        if (List.of(args).contains("--generated")) {
            return;
        }
        fresh(FreshCorpus.FIRST, errors, InjectionScanner.standard());
        fresh(FreshCorpus.SECOND, errors, InjectionScanner.standard());
        fresh(FreshCorpus.DEV8, errors, InjectionScanner.standard());
        fresh(FreshCorpus.DEV8B, errors, InjectionScanner.standard());
        // eval-fresh3, eval-fresh4 and eval-fresh5 are measurements, printed only when asked for by name (--fresh3, --fresh4, --fresh5)
    }

    /** One fresh held-out corpus (never tuned against): per family and per source style. */
    private static void fresh(String set, boolean errors, InjectionScanner scanner) {
        FreshReport injection = freshInjections(set, scanner);
        System.out.println("\nFresh held-out injection corpus " + set + " (" + FreshCorpus.injections(set).size() + " samples)\n");
        System.out.println(injection.table("injection", true));
        if (errors) {
            injection.errors().forEach(s -> System.out.println("  " + s + "\n    " + s.text().replace("\n", "\\n")));
        }
        if (FreshCorpus.class.getResource("/" + set + "/secrets.txt") == null) {
            return; // an injection-only corpus
        }
        FreshReport secret = freshSecrets(set);
        System.out.println("\nFresh held-out secret corpus " + set + " (" + FreshCorpus.secrets(set).size() + " samples)\n");
        System.out.println(secret.table("secret", false));
        if (errors) {
            secret.errors().forEach(s -> System.out.println("  " + s + "\n    " + s.text().replace("\n", "\\n")));
        }
    }
}
