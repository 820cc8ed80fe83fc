package dev.albert.safety;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The standard catalogue: every family of rules, in the order that breaks ties between equals. */
final class SecretRules {
    private SecretRules() {
    }

    static List<SecretRule> standard() {
        List<SecretRule> rules = new ArrayList<>();
        rules.addAll(AlbertRules.rules());
        rules.addAll(CodeHostingRules.rules());
        rules.addAll(CloudProviderRules.rules());
        rules.addAll(PackageRegistryRules.rules());
        rules.addAll(MessagingRules.rules());
        rules.addAll(CommerceRules.rules());
        rules.addAll(AiProviderRules.rules());
        rules.addAll(InfrastructureRules.rules());
        rules.addAll(VendorFormatRules.rules());
        rules.addAll(KeyMaterialRules.rules());
        rules.addAll(EmbeddedCredentialRules.rules());
        rules.addAll(SessionCookieRules.rules());
        rules.addAll(CommandLineRules.rules());
        rules.addAll(GenericAssignmentRules.rules());
        rules.addAll(PasswordClauses.rules());
        rules.add(KeyMaterialRules.licenseKey());
        rules.add(KeyMaterialRules.licenseKeyAssigned());
        // last: where another reading reports the same span, its rule names it
        rules.add(SaidPasswords.rule());
        Set<String> ids = new HashSet<>();
        for (SecretRule rule : rules) {
            if (!ids.add(rule.id())) {
                throw new IllegalStateException("duplicate rule id " + rule.id());
            }
        }
        return List.copyOf(rules);
    }
}
