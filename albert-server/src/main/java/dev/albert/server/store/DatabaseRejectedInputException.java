package dev.albert.server.store;

/**
 * The database cannot store a value of the request as given (PostgreSQL text cannot hold U+0000, which SQLite
 * stores); the HTTP layer answers 422 with this message. The transaction was rolled back.
 */
public final class DatabaseRejectedInputException extends RuntimeException {
    public DatabaseRejectedInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
