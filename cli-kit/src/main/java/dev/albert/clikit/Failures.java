package dev.albert.clikit;

import dev.albert.client.AlbertException;
import dev.albert.client.HttpFailure;
import dev.albert.client.InvalidConfig;
import dev.albert.client.Unavailable;
import picocli.CommandLine;

/**
 * The one mapping from failures to exit codes and one-line messages (SPEC §6):
 * 401/403 → 4; 404 → 1; other 4xx → 3; 5xx, redirects, unreachable or garbled servers → 5;
 * bad configuration or input → 2; anything unexpected is a bug → 70.
 */
public final class Failures {
    private Failures() {
    }

    public static ExitCode exitCode(Throwable failure) {
        return switch (failure) {
            case HttpFailure http -> forStatus(http.status());
            case Unavailable ignored -> ExitCode.UNAVAILABLE;
            case InvalidConfig ignored -> ExitCode.USAGE;
            case CommandLine.ParameterException ignored -> ExitCode.USAGE;
            case Failures.IntegrityFailure ignored -> ExitCode.INTEGRITY;
            default -> ExitCode.INTERNAL;
        };
    }

    public static ExitCode forStatus(int status) {
        if (status == 401 || status == 403) {
            return ExitCode.AUTH;
        }
        if (status == 404) {
            return ExitCode.NOT_FOUND;
        }
        if (status >= 400 && status < 500) {
            return ExitCode.REFUSED;
        }
        return ExitCode.UNAVAILABLE;
    }

    /** What follows {@code error: } for this failure: one line, no control characters. */
    public static String message(Throwable failure) {
        String message = switch (failure) {
            case AlbertException albert -> albert.getMessage();
            case CommandLine.ParameterException parameter -> parameter.getMessage();
            case Failures.IntegrityFailure integrity -> integrity.getMessage();
            default -> "unexpected " + failure.getClass().getSimpleName()
                    + (failure.getMessage() == null ? "" : ": " + failure.getMessage())
                    + " (this is a bug; rerun with --verbose and report it)";
        };
        return Text.oneLine(message);
    }

    /** A checksum, signature or decryption check failed (exit 6). */
    public static final class IntegrityFailure extends RuntimeException {
        public IntegrityFailure(String message) {
            super(message);
        }
    }
}
