package dev.albert.server;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Objects;

/**
 * How to run an {@link AlbertServer}. Build it with {@link #builder()}; every setting has a default.
 *
 * @param host     the address to bind, default {@code 127.0.0.1}
 * @param port     the port to bind, default 8080; 0 picks a free port
 * @param database the SQLite file; default {@code $XDG_DATA_HOME/albert/server/albert.sqlite3}
 *                 (else {@code ~/.local/share/albert/server/albert.sqlite3}). With {@code databaseUrl}, only where the
 *                 server's local files go: the pepper and bootstrap-token files beside it, temporary files in its
 *                 directory (default {@code $XDG_DATA_HOME/albert/server/postgresql})
 * @param databaseUrl a PostgreSQL URL ({@code postgresql://user:password@host:5432/database}), or null for SQLite
 * @param pepper   the API-key pepper, or null: then {@code ALBERT_API_KEY_PEPPER} from {@link #env()},
 *                 else a generated pepper persisted (0600) beside the database
 * @param clock    the time source, default the UTC system clock
 * @param env      the environment to read settings from, default {@link System#getenv()}
 */
public record ServerConfig(String host, int port, Path database, String databaseUrl, String pepper, Clock clock,
                           Map<String, String> env) {

    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final int DEFAULT_PORT = 8080;

    public ServerConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(clock, "clock");
        env = Map.copyOf(Objects.requireNonNull(env, "env"));
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be between 0 and 65535, got " + port);
        }
    }

    @Override
    public String toString() {
        return "ServerConfig[host=" + host + ", port=" + port + ", database=" + database
                + (databaseUrl == null ? "" : ", databaseUrl=<redacted>") + ", pepper="
                + (pepper == null ? "null" : "<redacted>") + ", clock=" + clock + "]";
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The default database file for an environment: under the user's XDG data directory. */
    public static Path defaultDatabase(Map<String, String> env) {
        String xdg = env.get("XDG_DATA_HOME");
        Path base;
        if (xdg != null && !xdg.isBlank()) {
            base = Path.of(xdg);
        } else {
            String home = env.getOrDefault("HOME", System.getProperty("user.home"));
            base = Path.of(home, ".local", "share");
        }
        return base.resolve("albert").resolve("server").resolve("albert.sqlite3");
    }

    public static final class Builder {
        private String host = DEFAULT_HOST;
        private int port = DEFAULT_PORT;
        private Path database;
        private String databaseUrl;
        private String pepper;
        private Clock clock = Clock.systemUTC();
        private Map<String, String> env;

        private Builder() {
        }

        public Builder host(String host) {
            this.host = host;
            return this;
        }

        public Builder port(int port) {
            this.port = port;
            return this;
        }

        public Builder database(Path database) {
            this.database = database;
            return this;
        }

        /** Runs on this PostgreSQL database instead of a SQLite file. */
        public Builder databaseUrl(String databaseUrl) {
            this.databaseUrl = databaseUrl;
            return this;
        }

        public Builder pepper(String pepper) {
            this.pepper = pepper;
            return this;
        }

        public Builder clock(Clock clock) {
            this.clock = clock;
            return this;
        }

        public Builder env(Map<String, String> env) {
            this.env = env;
            return this;
        }

        public ServerConfig build() {
            Map<String, String> environment = env != null ? env : System.getenv();
            Path db = database != null ? database
                    : databaseUrl != null ? defaultDatabase(environment).resolveSibling("postgresql")
                    : defaultDatabase(environment);
            return new ServerConfig(host, port, db, databaseUrl, pepper, clock, environment);
        }
    }
}
