package dev.albert.clikit;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SequencedMap;

/**
 * The exit codes every executable uses (SPEC §6). Hooks always exit 0. The one table: help texts, man
 * pages and the README's list are generated from it ({@link #table()}, {@link #describe}).
 */
public enum ExitCode {
    OK(0, "success"),
    NOT_FOUND(1, "not found / no result"),
    USAGE(2, "usage error or invalid input"),
    REFUSED(3, "the server refused the request (4xx other than authentication)"),
    AUTH(4, "authentication or permission failure"),
    UNAVAILABLE(5, "server or network unavailable"),
    INTEGRITY(6, "integrity failure (checksum, tamper, decryption)"),
    /** Not part of the documented taxonomy: a bug in the executable itself (sysexits EX_SOFTWARE). */
    INTERNAL(70, "internal error (a bug: please report it with the --verbose output)");

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

    /** Every code with its general meaning, in order: the table of an executable's help and man page. */
    public static SequencedMap<String, String> table() {
        return describe(everyWith(Map.of()));
    }

    /** Every code, with some meanings said more precisely for one executable (capture: 5 includes the queue). */
    public static Map<ExitCode, String> everyWith(Map<ExitCode, String> precise) {
        Map<ExitCode, String> all = new EnumMap<>(ExitCode.class);
        for (ExitCode exit : values()) {
            all.put(exit, precise.getOrDefault(exit, exit.meaning));
        }
        return all;
    }

    /**
     * The codes one command documents, with what they mean for it, as picocli's exit-code list ("0" →
     * meaning), in numeric order. {@link #INTERNAL} is always listed: any command can meet a bug.
     */
    public static SequencedMap<String, String> describe(Map<ExitCode, String> meanings) {
        Map<ExitCode, String> sorted = new EnumMap<>(meanings);
        sorted.putIfAbsent(INTERNAL, INTERNAL.meaning);
        SequencedMap<String, String> list = new LinkedHashMap<>();
        sorted.forEach((exit, meaning) -> list.put(Integer.toString(exit.code), meaning));
        return list;
    }
}
