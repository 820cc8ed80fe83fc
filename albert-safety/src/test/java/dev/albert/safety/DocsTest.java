package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** docs/safety.md lists every rule and reason code, so it cannot silently fall behind the catalogue. */
class DocsTest {
    @Test
    void everyRuleAndReasonIsDocumented() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "safety.md"));
        for (String id : SecretScanner.standard().ruleIds()) {
            assertTrue(doc.contains("`" + id + "`"), "docs/safety.md lacks rule " + id);
        }
        for (InjectionRule rule : InjectionRules.standard()) {
            assertTrue(doc.contains("`" + rule.id() + "`"), "docs/safety.md lacks injection rule " + rule.id());
        }
        for (ReasonCode code : ReasonCode.values()) {
            assertTrue(doc.contains("`" + code.wireName() + "`"), "docs/safety.md lacks reason " + code.wireName());
        }
        for (String invisible : new String[] {InvisibleCharacters.TAG_RULE, InvisibleCharacters.BIDI_RULE,
                InvisibleCharacters.ZERO_WIDTH_RULE, InvisibleCharacters.ZERO_WIDTH_IN_WORD_RULE}) {
            assertTrue(doc.contains("`" + invisible + "`"), "docs/safety.md lacks " + invisible);
        }
    }
}
