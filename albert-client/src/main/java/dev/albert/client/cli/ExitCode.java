package dev.albert.client.cli;

/** The exit codes every executable uses (SPEC §6). Hooks always exit 0. */
public enum ExitCode {
    OK(0, "success"),
    NOT_FOUND(1, "not found / no result"),
    USAGE(2, "usage error or invalid input"),
    REFUSED(3, "the server refused the request (4xx other than authentication)"),
    AUTH(4, "authentication or permission failure"),
    UNAVAILABLE(5, "server or network unavailable"),
    INTEGRITY(6, "integrity failure (checksum, tamper, decryption)"),
    /** Not part of the documented taxonomy: a bug in the executable itself (sysexits EX_SOFTWARE). */
    INTERNAL(70, "internal error (a bug; please report it)");

    private final int code;
    private final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public int code() {
        return code;
    }

    public String meaning() {
        return meaning;
    }
}
