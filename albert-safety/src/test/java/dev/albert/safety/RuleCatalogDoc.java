package dev.albert.safety;

import java.util.stream.Collectors;

/**
 * Prints the rule catalogue as the markdown table of docs/safety.md (id, description, keywords that
 * gate the rule, precedence), so the documentation is generated from the code, not retyped.
 */
public final class RuleCatalogDoc {
    private RuleCatalogDoc() {
    }

    public static void main(String[] args) {
        System.out.println("| id | description | keys on (case-insensitive keywords) | precedence |");
        System.out.println("|---|---|---|---|");
        for (SecretRule rule : SecretRules.standard()) {
            String keywords = rule.keywords().stream().map(k -> "`" + k.replace("|", "\\|") + "`")
                    .collect(Collectors.joining(" "));
            System.out.printf("| `%s` | %s | %s | %s |%n", rule.id(), rule.description().replace("|", "\\|"), keywords,
                    rule.precedence().name().toLowerCase(java.util.Locale.ROOT));
        }
        System.out.println();
        System.out.println("| reason code | rule id | keys on |");
        System.out.println("|---|---|---|");
        for (InjectionRule rule : InjectionRules.standard()) {
            String keywords = rule.keywords().stream().map(k -> "`" + k.replace("|", "\\|") + "`")
                    .collect(Collectors.joining(" "));
            System.out.printf("| `%s` | `%s` | %s |%n", rule.reason().wireName(), rule.id(), keywords);
        }
    }
}
