package dev.albert.client;

/**
 * Every way a call to Albert can fail, as a closed set. The message is always one line meant for a
 * person; {@code dev.albert.clikit.Failures} (cli-kit) turns each kind into one exit code.
 */
public sealed abstract class AlbertException extends RuntimeException
        permits HttpFailure, Unavailable, InvalidConfig {

    protected AlbertException(String message, Throwable cause) {
        super(message, cause);
    }
}
