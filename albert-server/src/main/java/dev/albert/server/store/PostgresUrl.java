package dev.albert.server.store;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A PostgreSQL URL as operators write it ({@code postgresql://user:password@host:5432/albert?sslmode=require}, also
 * {@code postgres://} and {@code jdbc:postgresql://}), split into the JDBC URL and the credentials, which the driver
 * takes as properties. Several hosts ({@code host1,host2:5433}) and query parameters pass through to the driver.
 *
 * @param jdbcUrl  {@code jdbc:postgresql://hosts/database?params}, without credentials
 * @param user     the user name, or null for the driver's default
 * @param password the password, or null; never shown ({@link #toString()} leaves it out)
 */
public record PostgresUrl(String jdbcUrl, String user, String password) {
    private static final Pattern URL = Pattern.compile(
            "^(?:jdbc:)?postgres(?:ql)?://(?:([^@/?]*)@)?([^/?]*)(/[^?]*)?(\\?.*)?$", Pattern.CASE_INSENSITIVE);

    /** True when {@code value} names a PostgreSQL database by its scheme. */
    public static boolean isPostgres(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        return lower.startsWith("postgresql://") || lower.startsWith("postgres://")
                || lower.startsWith("jdbc:postgresql://");
    }

    /** Parses {@code value}; {@link IllegalArgumentException} with a message that never contains the password. */
    public static PostgresUrl parse(String value) {
        Matcher m = URL.matcher(value.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a PostgreSQL URL (postgresql://[user[:password]@]host[:port]/database)");
        }
        String hosts = m.group(2);
        String database = m.group(3) == null ? "" : m.group(3).substring(1);
        if (hosts.isEmpty()) {
            throw new IllegalArgumentException("the PostgreSQL URL names no host");
        }
        if (database.isEmpty()) {
            throw new IllegalArgumentException("the PostgreSQL URL names no database (…/<database>)");
        }
        String user = null;
        String password = null;
        if (m.group(1) != null && !m.group(1).isEmpty()) {
            String info = m.group(1);
            int colon = info.indexOf(':');
            user = decode(colon < 0 ? info : info.substring(0, colon));
            password = colon < 0 ? null : decode(info.substring(colon + 1));
        }
        String query = m.group(4) == null ? "" : m.group(4);
        return new PostgresUrl("jdbc:postgresql://" + hosts + "/" + database + query, user, password);
    }

    private static String decode(String s) {
        return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    /** The URL for messages: user, hosts and database, never the password. */
    public String display() {
        String rest = jdbcUrl.substring("jdbc:postgresql://".length());
        int query = rest.indexOf('?');
        return "postgresql://" + (user == null ? "" : user + "@") + (query < 0 ? rest : rest.substring(0, query));
    }

    @Override
    public String toString() {
        return display();
    }
}
