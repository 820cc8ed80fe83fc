package dev.albert.capture.queue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Brings a database file to {@link #SCHEMA_VERSION} ({@code PRAGMA user_version}): a new file gets
 * {@link Schema#V1}; a file of a newer version is refused, never changed.
 */
final class Migrations {
    static final int SCHEMA_VERSION = 1;

    private Migrations() {
    }

    static void migrate(Connection db) throws SQLException {
        if (userVersion(db) == SCHEMA_VERSION) {
            return;
        }
        try (Statement s = db.createStatement()) {
            s.execute("BEGIN IMMEDIATE");
            try {
                int version = userVersion(db);
                if (version == 0) {
                    for (String ddl : Schema.V1) {
                        s.execute(ddl);
                    }
                    s.execute("PRAGMA user_version = " + SCHEMA_VERSION);
                } else if (version > SCHEMA_VERSION) {
                    throw new SQLException("the queue was written by a newer albert-capture (schema " + version
                            + "); upgrade albert-capture");
                }
                s.execute("COMMIT");
            } catch (SQLException | RuntimeException e) {
                try {
                    s.execute("ROLLBACK");
                } catch (SQLException ignored) {
                    // already rolled back
                }
                throw e;
            }
        }
    }

    private static int userVersion(Connection db) throws SQLException {
        try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery("PRAGMA user_version")) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
