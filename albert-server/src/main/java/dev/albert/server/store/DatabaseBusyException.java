package dev.albert.server.store;

/** The database cannot serve the request right now (it is being replaced); the HTTP layer answers 503. */
public final class DatabaseBusyException extends RuntimeException {
    public DatabaseBusyException(String message) {
        super(message, null, false, false);
    }
}
