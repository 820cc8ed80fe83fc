package dev.albert.capture.queue;

/** Why a record was moved aside instead of being sent. */
public enum TamperReason {
    /** Sealed under a different key (the key file was replaced or lost). */
    KEY_CHANGED("key_changed"),
    /** The ciphertext, nonce or a bound column was altered. */
    AUTHENTICATION_FAILED("authentication_failed"),
    /** It authenticated but the content is not a payload this version can read. */
    UNREADABLE("unreadable");

    private final String code;

    TamperReason(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }
}
