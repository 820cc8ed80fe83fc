package dev.albert.api.capture;

/** Limits of the capture extension (docs/capture-queue.md §5), in one place for both sides. */
public final class CaptureLimits {
    private CaptureLimits() {
    }

    /** Events per {@code POST /v1/capture/events}. */
    public static final int BATCH_MAX = 100;
    /** Bytes of one {@code POST /v1/capture/events} body (the client sends at most 1 MiB of payload). */
    public static final int BODY_MAX_BYTES = 8 * 1024 * 1024;
    /** Characters of one event's text (the client's sealed payload is at most 512 KiB). */
    public static final int TEXT_MAX = 512 * 1024;
    /** Characters of a session key. */
    public static final int SESSION_KEY_MAX = 256;
    /** Characters of turn_key, project_ref, branch and each metadata value. */
    public static final int FIELD_MAX = 1024;
    /** Entries of an event's metadata. */
    public static final int METADATA_ENTRIES_MAX = 64;
    /** Characters of a metadata key. */
    public static final int METADATA_KEY_MAX = 64;
    /** The host pattern: {@code claude-code}, {@code codex}, {@code cursor}, {@code openclaw}, … */
    public static final String HOST_PATTERN = "[a-z0-9][a-z0-9._-]{0,63}";
    /** Events per page of the read-back. */
    public static final int PAGE_DEFAULT = 100;
    public static final int PAGE_MAX = 1000;
}
