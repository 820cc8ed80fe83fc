package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * An event to capture, as a hook hands it over. The queue screens every text field for secrets,
 * seals the content and stores it; {@code eventId} and {@code createdAt} are assigned when null.
 *
 * @param host       the host that produced it, e.g. {@code claude-code}
 * @param sessionKey the host's session identifier (the capture session)
 * @param text       the event content; screened and encrypted, never stored in clear
 * @param turnKey    the host's turn identifier, optional
 * @param projectRef project identity ({@code prj_…}), optional; never an absolute path
 * @param branch     VCS branch, optional
 * @param metadata   small string map of extra fields, screened and encrypted like the text
 */
public record NewEvent(UUID eventId, String host, String sessionKey, CaptureEventClass eventClass, String text,
                       Instant createdAt, String turnKey, String projectRef, String branch,
                       Map<String, String> metadata) {
    private static final Pattern HOST = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");
    static final int MAX_SESSION_KEY = 256;
    static final int MAX_FIELD = 1024;
    static final int MAX_METADATA_ENTRIES = 64;

    public NewEvent {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(sessionKey, "sessionKey");
        Objects.requireNonNull(eventClass, "eventClass");
        Objects.requireNonNull(text, "text");
        if (!HOST.matcher(host).matches()) {
            throw new IllegalArgumentException("host must be 1-64 lower-case letters, digits, '.', '_' or '-' (e.g. claude-code)");
        }
        if (sessionKey.isBlank() || sessionKey.length() > MAX_SESSION_KEY || hasControl(sessionKey)) {
            throw new IllegalArgumentException("session key must be 1-" + MAX_SESSION_KEY + " printable characters");
        }
        requireField("turn key", turnKey);
        requireField("project ref", projectRef);
        requireField("branch", branch);
        metadata = metadata == null ? Map.of() : Map.copyOf(metadata);
        if (metadata.size() > MAX_METADATA_ENTRIES) {
            throw new IllegalArgumentException("at most " + MAX_METADATA_ENTRIES + " metadata entries");
        }
        metadata.forEach((k, v) -> {
            if (k.isEmpty() || k.length() > 64) {
                throw new IllegalArgumentException("metadata keys must be 1-64 characters");
            }
            requireField("metadata value", v);
        });
    }

    /** An event with just the required fields; id and time are assigned when it is queued. */
    public static NewEvent of(String host, String sessionKey, CaptureEventClass eventClass, String text) {
        return new NewEvent(null, host, sessionKey, eventClass, text, null, null, null, null, Map.of());
    }

    public NewEvent withEventId(UUID id) {
        return new NewEvent(id, host, sessionKey, eventClass, text, createdAt, turnKey, projectRef, branch, metadata);
    }

    public NewEvent withCreatedAt(Instant at) {
        return new NewEvent(eventId, host, sessionKey, eventClass, text, at, turnKey, projectRef, branch, metadata);
    }

    public NewEvent withContext(String turnKey, String projectRef, String branch) {
        return new NewEvent(eventId, host, sessionKey, eventClass, text, createdAt, turnKey, projectRef, branch, metadata);
    }

    public NewEvent withMetadata(Map<String, String> metadata) {
        return new NewEvent(eventId, host, sessionKey, eventClass, text, createdAt, turnKey, projectRef, branch, metadata);
    }

    private static void requireField(String name, String value) {
        if (value != null && value.length() > MAX_FIELD) {
            throw new IllegalArgumentException(name + " is longer than " + MAX_FIELD + " characters");
        }
    }

    private static boolean hasControl(String s) {
        return s.chars().anyMatch(Character::isISOControl);
    }
}
