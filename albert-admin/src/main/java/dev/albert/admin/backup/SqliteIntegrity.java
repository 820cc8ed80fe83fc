package dev.albert.admin.backup;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** {@code PRAGMA integrity_check} on a database copy, through sqlite-jdbc (loaded only by verify and restore). */
final class SqliteIntegrity {
    private SqliteIntegrity() {
    }

    /** Empty when the database is sound; otherwise SQLite's first complaints. */
    static List<String> check(Path database) {
        List<String> problems = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:file:" + database.toAbsolutePath() + "?mode=ro");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("PRAGMA integrity_check(5)")) {
            while (rs.next()) {
                String row = rs.getString(1);
                if (!"ok".equalsIgnoreCase(row)) {
                    problems.add(row);
                }
            }
        } catch (SQLException e) {
            problems.add(e.getMessage());
        }
        return problems;
    }
}
