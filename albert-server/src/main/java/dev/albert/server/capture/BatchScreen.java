package dev.albert.server.capture;

import dev.albert.safety.Redaction;
import dev.albert.server.screening.CredentialScreen;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The arrival secret scan of one {@code POST /v1/capture/events} batch. The events of a batch repeat most of their
 * short fields (session key, project ref, branch, turn key, metadata keys and values), so each distinct short string
 * is scanned once per batch and its redaction reused: the same input gives the same redaction, so nothing is
 * screened less. Safe to use from the threads that screen a batch's events in parallel.
 */
final class BatchScreen {
    /** Longer strings (event texts) are rarely repeated; remembering them would only cost memory. */
    static final int REMEMBERED_MAX_CHARS = 512;

    private final CredentialScreen screen;
    private final Map<String, Redaction> scanned = new ConcurrentHashMap<>();

    BatchScreen(CredentialScreen screen) {
        this.screen = screen;
    }

    Redaction redact(String text) {
        if (text.length() > REMEMBERED_MAX_CHARS) {
            return screen.redact(text);
        }
        return scanned.computeIfAbsent(text, screen::redact);
    }
}
