package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every word of {@link PasswordKeyWords} is read as a key in every style a configuration writes it, and only with a value. */
class PasswordKeyWordsTest {
    private static final String VALUE = "Quartz!Nord4719";

    /** snake_case, UPPER_SNAKE, kebab-case, dotted, camelCase and run together, each as YAML, env and JSON. */
    private static List<String> styles(String word) {
        String[] parts = word.split(" ");
        StringBuilder camel = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            camel.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i].substring(1));
        }
        return List.of("db:\n  " + String.join("_", parts) + ": \"" + VALUE + "\"",
                "SMTP_" + String.join("_", parts).toUpperCase() + "=" + VALUE,
                "{\"" + camel + "\": \"" + VALUE + "\"}",
                "server." + String.join(".", parts) + " = " + VALUE,
                String.join("-", parts) + ": '" + VALUE + "'",
                String.join("", parts) + "=" + VALUE);
    }

    @Test
    void everyWordIsReachableInEveryKeyStyle() {
        for (String word : PasswordKeyWords.WORDS) {
            for (String text : styles(word)) {
                List<SecretFinding> found = SecretScanner.standard().scan(text);
                assertEquals(1, found.size(), "one finding in: " + text + " got " + found);
                // the value is covered (Italian "parola" alone is another rule's word, which may take the key's end too)
                int at = text.indexOf(VALUE);
                assertTrue(found.getFirst().start() <= at && found.getFirst().end() == at + VALUE.length(),
                        "the value's span in: " + text + " got " + found);
            }
        }
    }

    @Test
    void everySecretWordIsReachableAsAKeyWithAGeneratedValue() {
        String value = "9f2Kq7ZxR4mW8tLp3VbN6cHd";
        for (String word : PasswordKeyWords.SECRET_WORDS) {
            String snake = word.replace(' ', '_');
            for (String text : List.of("jwt:\n  " + snake + ": \"" + value + "\"", "JWT_" + snake.toUpperCase() + "=" + value)) {
                List<SecretFinding> found = SecretScanner.standard().scan(text);
                assertEquals(1, found.size(), "one finding in: " + text + " got " + found);
                assertEquals(text.indexOf(value) + value.length(), found.getFirst().end(), "the value's end in: " + text);
            }
            for (String text : List.of(snake + ": ${JWT_SECRET}", snake + ": \"<cambiar>\"", snake + "_length: 64",
                    snake + ": true")) {
                assertTrue(SecretScanner.standard().scan(text).isEmpty(), "flagged: " + text);
            }
        }
    }

    @Test
    void placeholdersRulesAndOtherFieldsUnderTheWordStayClean() {
        for (String word : PasswordKeyWords.WORDS) {
            String snake = word.replace(' ', '_');
            for (String text : List.of(snake + ": \"<remplir>\"", snake.toUpperCase() + "=${" + snake.toUpperCase() + "}",
                    snake + "_min_length: 12", snake + "_hash: \"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\"",
                    snake + ": changeme")) {
                assertTrue(SecretScanner.standard().scan(text).isEmpty(), "flagged: " + text);
            }
        }
    }

    @Test
    void theWordsAreWrittenAsTheLexiconSaysAndTheGateOpensOnEachSpelling() {
        for (String word : PasswordKeyWords.WORDS) {
            assertTrue(word.matches("[a-z]+( [a-z]+)*"), "ASCII lower-case words separated by single spaces: " + word);
        }
        List<String> keywords = List.of(PasswordKeyWords.keywords());
        assertTrue(keywords.contains("mot_de_passe") && keywords.contains("motdepasse") && keywords.contains("mot-de-passe")
                && keywords.contains("mot.de.passe") && keywords.contains("salasona"), keywords.toString());
    }
}
