package dev.albert.server.store;

import dev.albert.api.auth.PrincipalType;
import dev.albert.api.auth.Sensitivity;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Small JDBC helpers: parameter binding for our value types and row mapping. */
public final class Sql {
    private Sql() {
    }

    @FunctionalInterface
    public interface RowMapper<T> {
        T map(ResultSet rs) throws SQLException;
    }

    public static int update(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            bind(p, params);
            return p.executeUpdate();
        }
    }

    public static <T> List<T> list(Connection c, String sql, RowMapper<T> mapper, Object... params) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            bind(p, params);
            try (ResultSet rs = p.executeQuery()) {
                List<T> out = new ArrayList<>();
                while (rs.next()) {
                    out.add(mapper.map(rs));
                }
                return out;
            }
        }
    }

    public static <T> Optional<T> one(Connection c, String sql, RowMapper<T> mapper, Object... params) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            bind(p, params);
            try (ResultSet rs = p.executeQuery()) {
                return rs.next() ? Optional.ofNullable(mapper.map(rs)) : Optional.empty();
            }
        }
    }

    public static boolean exists(Connection c, String sql, Object... params) throws SQLException {
        return one(c, sql, rs -> Boolean.TRUE, params).isPresent();
    }

    /** {@code ?, ?, ?} for an IN list of this size. */
    public static String placeholders(int n) {
        return String.join(", ", java.util.Collections.nCopies(Math.max(n, 1), "?"));
    }

    public static void bind(PreparedStatement p, Object... params) throws SQLException {
        int i = 1;
        for (Object param : params) {
            if (param instanceof Collection<?> many) {
                for (Object one : many) {
                    bindOne(p, i++, one);
                }
            } else {
                bindOne(p, i++, param);
            }
        }
    }

    private static void bindOne(PreparedStatement p, int i, Object v) throws SQLException {
        switch (v) {
            case null -> p.setNull(i, Types.NULL);
            case String s -> p.setString(i, s);
            case UUID u -> p.setString(i, u.toString());
            case Instant t -> p.setLong(i, micros(t));
            case Sensitivity s -> p.setString(i, s.wireName());
            case PrincipalType t -> p.setString(i, t.wireName());
            case Boolean b -> p.setInt(i, b ? 1 : 0);
            case Integer n -> p.setInt(i, n);
            case Long n -> p.setLong(i, n);
            case Double d -> p.setDouble(i, d);
            case byte[] bytes -> p.setBytes(i, bytes);
            case java.sql.Array a -> p.setArray(i, a);
            default -> throw new IllegalArgumentException("cannot bind " + v.getClass().getName());
        }
    }

    public static long micros(Instant t) {
        return ChronoUnit.MICROS.between(Instant.EPOCH, t);
    }

    public static Instant instant(long micros) {
        return Instant.EPOCH.plus(micros, ChronoUnit.MICROS);
    }

    public static Instant instant(ResultSet rs, String column) throws SQLException {
        long v = rs.getLong(column);
        return rs.wasNull() ? null : instant(v);
    }

    public static UUID uuid(ResultSet rs, String column) throws SQLException {
        String v = rs.getString(column);
        return v == null ? null : UUID.fromString(v);
    }

    public static Sensitivity sensitivity(ResultSet rs, String column) throws SQLException {
        return Sensitivity.fromWire(rs.getString(column));
    }
}
