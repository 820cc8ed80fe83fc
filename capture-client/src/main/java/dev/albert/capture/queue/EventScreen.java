package dev.albert.capture.queue;

import dev.albert.safety.Redaction;
import dev.albert.safety.SecretFinding;
import dev.albert.safety.SecretScanner;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Screening for secrets before anything is stored: every field of an event, sealed or clear, and the
 * server's error texts that are kept in clear.
 */
final class EventScreen {
    private static final int MAX_ERROR_LENGTH = 300;

    private final Supplier<SecretScanner> scanners;

    /** {@code scanners} is asked once per event or error text (building the standard rules is costly, see {@link QueueConfig#scanner}). */
    EventScreen(Supplier<SecretScanner> scanners) {
        this.scanners = scanners;
    }

    /**
     * An event as it may be stored: the sealed payload and the clear columns, screened.
     *
     * @param redactedRules ids of the rules that redacted something
     */
    record Screened(EventPayload payload, String host, String sessionKey, List<String> redactedRules) {
    }

    Screened screen(NewEvent event) {
        Set<String> rules = new LinkedHashSet<>();
        SecretScanner scanner = scanners.get();
        Map<String, String> metadata = new LinkedHashMap<>();
        event.metadata().forEach((k, v) -> metadata.put(k, screen(scanner, v, rules)));
        EventPayload payload = new EventPayload(screen(scanner, event.text(), rules), screen(scanner, event.turnKey(), rules),
                screen(scanner, event.projectRef(), rules), screen(scanner, event.branch(), rules), metadata);
        // The host and session key are clear columns (delivery order, listing, tamper bookkeeping): they
        // are screened like every other field before anything is stored, so a credential-shaped session
        // key never lands in SQL in clear. Existing records keep their columns (and stay readable).
        String host = screen(scanner, event.host(), rules);
        String sessionKey = screen(scanner, event.sessionKey(), rules);
        return new Screened(payload, host, sessionKey, List.copyOf(rules));
    }

    /** Server-supplied reasons end up in clear in SQL: keep them short and screened. */
    String errorText(String text) {
        if (text == null) {
            return null;
        }
        String screened = scanners.get().redact(text).text();
        return screened.length() <= MAX_ERROR_LENGTH ? screened : screened.substring(0, MAX_ERROR_LENGTH) + "…";
    }

    private static String screen(SecretScanner scanner, String value, Set<String> rules) {
        if (value == null || value.isEmpty()) {
            return value;
        }
        Redaction redaction = scanner.redact(value);
        for (SecretFinding f : redaction.findings()) {
            rules.add(f.rule());
        }
        return redaction.text();
    }
}
