package dev.albert.server;

import java.io.IOException;

/**
 * The server could not start, for a reason a person can fix. The message is one line meant for
 * them; {@link #exitCode()} follows the toolkit's exit codes (2 usage or invalid input, 5 unavailable).
 */
public final class StartupException extends IOException {
    private final int exitCode;

    public StartupException(String message, int exitCode, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public StartupException(String message, int exitCode) {
        this(message, exitCode, null);
    }

    public int exitCode() {
        return exitCode;
    }
}
