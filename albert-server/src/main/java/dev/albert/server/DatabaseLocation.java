package dev.albert.server;

import java.net.URI;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a {@code --db} value names. A value that looks like a URL ({@code scheme://…}) is never taken as a file
 * path: {@code postgresql://…} used to create a local SQLite file named {@code postgresql:} and report healthy.
 * Only {@code file://} URLs name a file; any other scheme is a start-up error that names the scheme only, since
 * a database URL may carry a password.
 */
final class DatabaseLocation {
    /** RFC 3986 scheme characters, plus ':' so that {@code jdbc:postgresql://} is recognised as one URL. */
    private static final Pattern URL = Pattern.compile("^([A-Za-z][A-Za-z0-9+.:-]*)://");
    private static final Set<String> POSTGRESQL = Set.of("postgres", "postgresql", "jdbc:postgresql");

    private DatabaseLocation() {
    }

    /**
     * The PostgreSQL URL of {@code --database-url} (or {@code ALBERT_DATABASE_URL}), checked for its scheme only: any
     * other scheme is a {@link StartupException} with exit code 2 that names the scheme only.
     */
    static String postgresUrl(String option, String value) throws StartupException {
        if (dev.albert.server.store.PostgresUrl.isPostgres(value)) {
            return value;
        }
        Matcher url = URL.matcher(value);
        String what = url.find() ? url.group(1).toLowerCase(Locale.ROOT) + "://… has an unsupported scheme"
                : "is not a URL";
        throw new StartupException(option + " " + what + "; give postgresql://[user[:password]@]host[:port]/database",
                2);
    }

    /** The SQLite file {@code value} names, or a {@link StartupException} with exit code 2. */
    static Path file(String value) throws StartupException {
        Matcher url = URL.matcher(value);
        if (!url.find()) {
            try {
                return Path.of(value);
            } catch (InvalidPathException e) {
                throw new StartupException("--db " + value + " is not a usable file path: " + e.getReason(), 2);
            }
        }
        String scheme = url.group(1).toLowerCase(Locale.ROOT);
        if (scheme.equals("file")) {
            try {
                return Path.of(URI.create(value));
            } catch (IllegalArgumentException e) {
                throw new StartupException("--db file URL is not a local file path: " + e.getMessage(), 2);
            }
        }
        if (POSTGRESQL.contains(scheme)) {
            throw new StartupException("--db " + scheme + "://… is a PostgreSQL URL; --db takes a SQLite file, give the"
                    + " URL with --database-url (or ALBERT_DATABASE_URL)", 2);
        }
        throw new StartupException("--db " + scheme + "://… is a URL with an unsupported scheme; give a SQLite file"
                + " path", 2);
    }
}
