package dev.albert.server.store;

import java.sql.SQLException;

/** An unexpected database failure; the HTTP layer answers it with 500 (or 503 for health checks). */
public final class DatabaseException extends RuntimeException {
    public DatabaseException(SQLException cause) {
        super(cause.getMessage(), cause);
    }
}
