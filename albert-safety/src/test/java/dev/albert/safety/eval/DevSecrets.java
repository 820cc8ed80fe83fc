package dev.albert.safety.eval;

import java.util.Set;
import java.util.TreeSet;

/**
 * Prints a development secrets corpus ({@code src/test/resources/eval-dev…/secrets.txt}) with its errors: tuning material
 * written by the round that uses it. {@code java … dev.albert.safety.eval.DevSecrets eval-dev9s}. Only {@code eval-dev}
 * corpora: the blind ones are printed by scripts/eval-screening.sh, tables only.
 */
public final class DevSecrets {
    /** The secrets' eighth round's development corpus (2026-12-06). */
    public static final String DEV9S = "eval-dev9s";
    /** The secrets' ninth round's development corpus (2026-12-06): vendor formats, htpasswd lines, JWT secrets. */
    public static final String DEV10S = "eval-dev10s";

    private DevSecrets() {
    }

    public static void main(String[] args) {
        String set = args.length > 0 ? args[0] : DEV10S;
        if (!set.startsWith("eval-dev")) {
            System.err.println("DevSecrets: development corpora only (eval-dev…), not " + set);
            System.exit(2);
        }
        FreshReport report = FreshReport.run(FreshCorpus.secrets(set), text -> {
            Set<String> rules = new TreeSet<>();
            dev.albert.safety.SecretScanner.standard().scan(text).forEach(f -> rules.add(f.rule()));
            return rules;
        }, s -> Set.of());
        System.out.println("\n" + set + " secrets (" + FreshCorpus.secrets(set).size() + " samples)\n");
        System.out.println(report.table("secret", false));
        report.errors().forEach(s -> System.out.println("  " + s + "\n    " + s.text().replace("\n", "\\n")));
    }
}
