package dev.albert.safety.eval;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Fills {@code «slot»} markers in a template with a random choice from that slot's alternatives, so
 * every template yields many phrasings composed from independent parts. Deterministic for a given
 * {@link Random}. An unknown slot is an error, not silently left in the text.
 */
final class Slots {
    private final Map<String, List<String>> slots = new HashMap<>();

    Slots put(String name, String alternatives) {
        // Alternatives are separated by a bare |; a | with spaces around it is a shell pipe inside one.
        slots.put(name, List.of(alternatives.split("(?<! )\\|(?! )", -1)));
        return this;
    }

    String fill(String template, Random random) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '\u00AB' ? template.indexOf('\u00BB', i) : -1;
            if (close > i + 1) {
                String name = template.substring(i + 1, close);
                List<String> options = slots.get(name);
                if (options == null) {
                    throw new IllegalArgumentException("unknown slot «" + name + "» in: " + template);
                }
                // Choices may hold slots themselves.
                out.append(fill(options.get(random.nextInt(options.size())), random));
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
