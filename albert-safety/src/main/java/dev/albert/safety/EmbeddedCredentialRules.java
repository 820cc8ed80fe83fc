package dev.albert.safety;

import com.google.re2j.Pattern;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Credentials recognised by where they sit rather than by their shape: the password of a URL or
 * connection string, an {@code Authorization} header, {@code curl -u user:password}. Only the
 * password or credential is redacted; scheme, user and host stay readable.
 */
final class EmbeddedCredentialRules {
    /** Schemes of databases, brokers and directories: their URLs carry service passwords. */
    private static final Set<String> DATA_SCHEMES = Set.of(
            "postgres", "postgresql", "mysql", "mariadb", "mongodb", "mongodb+srv", "redis", "rediss", "amqp",
            "amqps", "mssql", "sqlserver", "oracle", "cockroachdb", "clickhouse", "couchdb", "cassandra", "neo4j",
            "neo4j+s", "bolt", "nats", "kafka", "ldap", "ldaps", "smtp", "smtps", "imap", "imaps", "pop3", "memcached",
            "influxdb", "elasticsearch", "db2", "snowflake", "presto", "trino", "hive2", "sqlite");

    /** Passwords that are stand-ins in URLs and command lines. */
    private static final Set<String> STAND_IN_PASSWORDS = Set.of(
            "pass", "pw", "pwd", "passwd", "user", "username", "x", "xx", "xxx", "password", "secret",
            // The word for password in other languages, as documentation writes a URL's parts
            // (postgres://usuario:contraseña@host/basededatos, mysql://utilisateur:motdepasse@…).
            "contrase\u00f1a", "contrasena", "contrasenya", "clave", "senha", "passwort", "kennwort", "wachtwoord",
            "motdepasse", "mot_de_passe", "mot-de-passe", "parola", "parole", "has\u0142o", "haslo", "heslo",
            "salasana", "l\u00f6senord", "losenord", "passord", "adgangskode", "jelsz\u00f3", "jelszo", "geslo",
            "\u015fifre", "sifre", "parol\u0103", "\u043f\u0430\u0440\u043e\u043b\u044c", "\u5bc6\u7801",
            "\u30d1\u30b9\u30ef\u30fc\u30c9", "\ube44\ubc00\ubc88\ud638");

    // No counted repetitions: each count is a state of RE2/J's automaton, and URLs are everywhere.
    private static final String URL = "(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*)://"
            // A user may be an e-mail address (smtp://news@club.de:…@smtp.club.de), as mail relays' logins are.
            // A database's password may hold '#' or '?' (mysql+pymysql://shop:Dolomiti#Neve_58@10.0.0.7/shop): drivers
            // split the user-info at the last '@' before the host; a browser's URL would end there (see #typedInUserInfo).
            + "(?P<user>[^\\s:@/?#\"'<>\\\\]*(?:@[^\\s:@/?#\"'<>\\\\]+)?):(?P<secret>[^\\s:@/?#\"'<>\\\\]+(?:[@#?][^\\s:@/?#\"'<>\\\\]+)*)@(?P<host>[A-Za-z0-9._\\[\\]-]+)";

    /**
     * A password in a connection string without a scheme: Go's MySQL driver ({@code user:pass@tcp(host)/db}; the
     * driver splits at the last {@code @}, so the password may hold one: {@code shop:Wn5@tKx2@tcp(…)}),
     * Oracle's {@code user/pass@db} after sqlplus, expdp or a thin JDBC URL, and a {@code .pgpass} line
     * ({@code host:port:db:user:password}).
     */
    private static final String DSN = "(?P<user>[A-Za-z0-9_.-]+):(?P<secret>[^\\s:@/\"'`]+(?:@[^\\s@/\"'`(]+)*)@(?:tcp|unix)\\("
            + "|(?i:sqlplus|expdp|impdp|rman|sqlldr|dgmgrl|jdbc:oracle:thin:)(?:[^\\n]*?[\\s:\"'])?"
            + "(?P<user2>[A-Za-z][A-Za-z0-9_$#]*)/(?P<secret2>[^\\s/@\"']+)@"
            + "|(?m:^[^:\\s#]+:(?P<port>[0-9]+|\\*):[^:\\s]+:(?P<user3>[^:\\s]+):(?P<secret3>[^\\s]+)$)"
            // A mail relay's line of Postfix's sasl_passwd (smtp_sasl_password_maps): [relay]:port user:password, the
            // relay in brackets (no MX look-up) or with a submission port.
            + "|(?m:^[ \\t]*(?:\\[[A-Za-z0-9.-]+\\](?::[0-9]{1,5})?|[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+:(?:25|465|587|2525))"
            + "[ \\t]+(?P<user4>[^\\s:]+):(?P<secret4>[^\\s]+)[ \\t]*$)";

    /** The ports of a {@code .pgpass} line that say PostgreSQL without the file's name: its own, PgBouncer's, any. */
    private static final String[] PGPASS_PORTS = {":5432:", ":5433:", ":6432:", ":*:"};

    private EmbeddedCredentialRules() {
    }

    /**
     * The header in any notation: {@code Authorization: Bearer …} (HTTP, curl -H, YAML), {@code "Authorization": "…"}
     * (JSON, dicts), {@code setRequestProperty("Authorization", "Bearer …")} and {@code Header.Set(…)} (Java, Go),
     * a template literal.
     */
    private static final Pattern HEADER = Pattern.compile(
            // A server's directive sets the header by name, a space and the quoted value (nginx's proxy_set_header
            // Authorization "Basic …", Apache's RequestHeader set Authorization "Bearer …").
            "(?i:(?:proxy-)?authorization)(?:\\\\?[\"'`]?\\]?[ \\t]*[:=,][ \\t]*\\\\?[\"'`]?|[ \\t]+[\"'])[ \\t]*"
                    + "(?P<scheme>(?i:bearer|basic|token|bot|apikey|api-key|ssws))(?:[ \\t]+|%20)"
                    // '|': Laravel Sanctum's tokens are "id|secret".
                    + "(?P<secret>[A-Za-z0-9._~+/=:|-]{8,})");

    /** .NET's {@code new AuthenticationHeaderValue("Bearer", "…")}: a separate expression, run only where it is named. */
    private static final Pattern DOTNET_HEADER = Pattern.compile(
            "AuthenticationHeaderValue\\([ \\t]*\"(?P<scheme>(?i:bearer|basic|token))\"[ \\t]*,[ \\t]*"
                    + "\"(?P<secret>[A-Za-z0-9._~+/=:-]{8,})\"");

    /**
     * A bearer token given outside a header: "Bearer token: …", "here's my bearer token …", "bearer …" in a
     * log line. Without the header's structure the value must look generated (see {@link #opaqueToken}).
     */
    private static final Pattern BEARER_IN_PROSE = Pattern.compile(
            "(?i:bearer)(?:[ \\t]+(?i:token|access[ \\t]token|auth[ \\t]token))?"
                    + "(?:[ \\t]*[:=][ \\t]*|[ \\t]+(?i:is|was)[ \\t]+|[ \\t]+)[\"'`]?"
                    + "(?P<secret>[A-Za-z0-9._~+/=-]+)");

    /**
     * An opaque token named only by prose: 20+ characters mixing letters and digits, random-looking, not a
     * placeholder, and not an identifier (a dotted or snake_case name has few digits).
     */
    private static boolean opaqueToken(Candidate c) {
        String value = c.value();
        if (KeyMaterialRules.unsecured(value)) {
            return false; // an unsecured JWT, as in a header
        }
        while (value.endsWith(".")) {
            value = value.substring(0, value.length() - 1);
        }
        if (value.length() < 20 || value.length() > 4096) {
            return false;
        }
        int digits = 0;
        int letters = 0;
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            digits += ch >= '0' && ch <= '9' ? 1 : 0;
            letters += Character.isLetter(ch) ? 1 : 0;
        }
        return digits >= 3 && letters >= 3 && !Placeholders.isFiller(value) && !Placeholders.isPlaceholderValue(value)
                && !Placeholders.isReference(value) && Entropy.shannon(value) >= Entropy.reachableThreshold(3.5, value.length());
    }

    static List<SecretRule> rules() {
        return List.of(
                SecretRule.rule("connection-string-password",
                                "Password in a database, broker or directory connection string (postgres://u:p@…)",
                                Precedence.CONTEXTUAL)
                        .keywords("://")
                        .regex(URL)
                        .check(c -> DATA_SCHEMES.contains(scheme(c)) && realPassword(c, c.group("user"))
                                && !exampleOnly(c) && typedInUserInfo(c))
                        .build(),
                // A token given as a URL's user with no password: a broker's key-only URL (amqps://<token>@host/vhost),
                // git's https://<token>@host/repo.git. Whoever holds the URL acts with the account's rights; a user's
                // name (git@, app@, guest@) is no generated value. An error collector's key-only DSN
                // (https://<key>@o1.ingest.sentry.io/2: a project number alone after the host) only lets events in and
                // ships in web pages, so seven blind corpora counted it public: not reported (sentry-dsn-secret reads
                // the legacy DSN with its secret).
                SecretRule.rule("url-token-user", "Token given as a URL's user (https://<token>@host/repo.git, amqps://<token>@host)",
                                Precedence.CONTEXTUAL)
                        .keywords("://")
                        .regex("(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*)://(?P<secret>[A-Za-z0-9_-]{20,})@(?P<host>[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+)"
                                + "(?P<project>/[0-9]+(?:[^A-Za-z0-9/._-]|$))?")
                        .check(c -> (c.group("project") == null || serverSetting(c))
                                && GenericAssignmentRules.tokenValue(c.value(), false, '@')
                                && GenericAssignmentRules.looksGenerated(c.value())
                                && GenericAssignmentRules.classChanges(c.value()) >= 6 && !exampleOnly(c))
                        .build(),
                SecretRule.rule("url-credentials", "Password in a URL (https://user:password@host)", Precedence.CONTEXTUAL)
                        .keywords("://")
                        .regex(URL)
                        .check(c -> !DATA_SCHEMES.contains(scheme(c)) && realPassword(c, c.group("user"))
                                && !exampleOnly(c) && (driverScheme(c) ? typedInUserInfo(c)
                                        : c.value().indexOf('#') < 0 && c.value().indexOf('?') < 0))
                        .build(),
                SecretRule.rule("dsn-password",
                                "Password in a connection string without a scheme (user:pass@tcp(…), Oracle user/pass@db, .pgpass, "
                                        + "Postfix sasl_passwd)",
                                Precedence.CONTEXTUAL)
                        .keywords(RuleFragments.concat(PGPASS_PORTS, "@tcp(", "@unix(", "sqlplus", "expdp", "impdp", "rman",
                                "sqlldr", "dgmgrl", "jdbc:oracle:thin:", "pgpass", "sasl_passwd", "sasl_password", "]:587",
                                "]:465", "]:25 ", "]:25\t", "]:2525", ":587 ", ":587\t", ":465 ", ":465\t", ":2525 "))
                        // A .pgpass file is named once, above its lines.
                        .linesAfter(20)
                        .wholeLines()
                        .regex(DSN)
                        .check(c -> {
                            String user = c.group("user") != null ? c.group("user")
                                    : c.group("user2") != null ? c.group("user2")
                                    : c.group("user3") != null ? c.group("user3") : c.group("user4");
                            boolean pgpass = c.group("secret3") != null;
                            return (!pgpass || pgpassNamed(c) || postgresLine(c)) && realPassword(c, user)
                                    && GenericAssignmentRules.passwordValue(c.value(), false, c.charAfter());
                        })
                        .build(),
                SecretRule.rule("authorization-header", "Credential in an Authorization header (Bearer, Basic, token)",
                                Precedence.CONTEXTUAL)
                        .keywords("authorization", "authenticationheadervalue", "bearer")
                        .detector(SecretDetector.all(
                                new RegexDetector(HEADER, EmbeddedCredentialRules::headerCredential),
                                SecretDetector.when(new RegexDetector(DOTNET_HEADER, EmbeddedCredentialRules::headerCredential),
                                        "AuthenticationHeaderValue"),
                                SecretDetector.when(new RegexDetector(BEARER_IN_PROSE, EmbeddedCredentialRules::opaqueToken),
                                        "bearer", "Bearer", "BEARER")))
                        .build(),
                SecretRule.rule("curl-basic-auth", "Password given to curl with -u/--user user:password",
                                Precedence.CONTEXTUAL)
                        .keywords("curl")
                        // Long curl commands continue over several lines with a trailing backslash.
                        .linesAfter(12)
                        .wholeLines()
                        .regex("(?:^|[ \\t])(?:-u[ \\t]*|--user(?:[ \\t]+|=))[\"']?(?P<user>[^\\s:\"']+):(?P<secret>[^\\s\"']+)")
                        .check(c -> realPassword(c, c.group("user")))
                        .build());
    }

    /**
     * A database URL's password holding '#' or '?' is read as typed only when the part before the sign is no port and
     * the whole looks typed with care (three classes, eight characters): {@code redis://cache:6379?db=2@…} and
     * {@code mongodb://host:27017#x@…} are a host's port and a query or fragment, not a password. A web URL never holds
     * such a password ({@code url-credentials} reads none): its '#' and '?' end the user-info.
     */
    static boolean typedInUserInfo(Candidate c) {
        String value = c.value();
        int first = -1;
        for (int i = 0; i < value.length() && first < 0; i++) {
            if (value.charAt(i) == '#' || value.charAt(i) == '?') {
                first = i;
            }
        }
        if (first < 0) {
            return true;
        }
        boolean port = value.substring(0, first).chars().allMatch(ch -> ch >= '0' && ch <= '9');
        return !port && GenericAssignmentRules.strongInProse(value) && value.chars().anyMatch(Character::isLetter)
                && value.indexOf('=') < 0;
    }

    /** A database's scheme with its driver ({@code mysql+pymysql}, {@code postgresql+asyncpg}): SQLAlchemy's URLs. */
    private static boolean driverScheme(Candidate c) {
        String scheme = scheme(c);
        int plus = scheme.indexOf('+');
        return plus > 0 && DATA_SCHEMES.contains(scheme.substring(0, plus));
    }

    private static String scheme(Candidate c) {
        return c.group("scheme").toLowerCase(Locale.ROOT);
    }

    /** Hosts reserved for documentation (RFC 2606): credentials for them are examples by definition. */
    private static boolean documentationHost(Candidate c) {
        String host = c.group("host").toLowerCase(Locale.ROOT);
        return host.equals("example.com") || host.equals("example.org") || host.equals("example.net")
                || host.endsWith(".example.com") || host.endsWith(".example.org") || host.endsWith(".example.net")
                || host.endsWith(".example") || host.equals("example");
    }

    /**
     * A {@code .pgpass} line shown without the file's name (a chat, a runbook): PostgreSQL's port or any, five fields
     * and a value typed with care (three classes), so that other colon-separated records stay out.
     */
    private static boolean postgresLine(Candidate c) {
        String port = ":" + c.group("port") + ":";
        // passwd(5) and group(5) lines have more fields: a password of .pgpass escapes its colons.
        return Arrays.asList(PGPASS_PORTS).contains(port) && Entropy.characterClasses(c.value()) >= 3
                && c.value().replace("\\:", "").indexOf(':') < 0;
    }

    /** Otherwise {@code host:port:db:user:password} lines only count in a text that names {@code .pgpass} or {@code PGPASSFILE}. */
    private static boolean pgpassNamed(Candidate c) {
        String before = c.text().substring(Math.max(0, c.start() - 4000), c.start()).toLowerCase(Locale.ROOT);
        return before.contains("pgpass");
    }

    /**
     * Hosts reserved for documentation hold examples, unless the password is one nobody would type into
     * an example: ten or more characters of three classes, random-looking.
     */
    private static boolean exampleOnly(Candidate c) {
        String password = c.value();
        return documentationHost(c) && !(password.length() >= 10 && Entropy.characterClasses(password) >= 3
                && Entropy.shannon(password) >= Entropy.reachableThreshold(3.0, password.length())
                || generatedToken(password));
    }

    /**
     * A value no one types into an example either: twenty characters or more that look generated (a forge's hex
     * token, a registry's key), as a remote's {@code https://ci-bot:<40 hex>@git.club.example/…} holds. Documentation
     * writes such a place with a stand-in ({@code TOKEN}, {@code <token>}, {@code xxxx}), which the stand-in checks
     * leave out.
     */
    private static boolean generatedToken(String value) {
        return value.length() >= 20 && GenericAssignmentRules.looksGenerated(value)
                && Entropy.shannon(value) >= Entropy.reachableThreshold(3.0, value.length());
    }

    /**
     * An error collector's key-only DSN assigned to a server's setting ({@code SENTRY_DSN=https://<key>@…/2},
     * {@code sentry_sdk.init(dsn="…")}, {@code RAVEN_DSN = "…"}): a setting named DSN and an equals sign before the URL
     * on its line. A browser SDK's {@code Sentry.init({ dsn: "…" })} or a page's {@code window.SENTRY_DSN = …} ships the key
     * in every page, where it is public.
     */
    private static boolean serverSetting(Candidate c) {
        String text = c.text();
        int lineStart = text.lastIndexOf('\n', c.groupStart("scheme") - 1) + 1;
        int i = c.groupStart("scheme") - 1;
        while (i >= lineStart && (text.charAt(i) == '"' || text.charAt(i) == '\'' || text.charAt(i) == ' '
                || text.charAt(i) == '\t')) {
            i--;
        }
        if (i < lineStart || text.charAt(i) != '=') {
            return false;
        }
        String before = text.substring(Math.max(lineStart, i - 40), i).toLowerCase(Locale.ROOT);
        // A page's script ("window.SENTRY_DSN = …" in a <script> element) is shipped to every browser as well.
        String page = text.substring(Math.max(0, lineStart - 300), i).toLowerCase(Locale.ROOT);
        // A front-end build's variables (NEXT_PUBLIC_…, VITE_…, REACT_APP_…) are compiled into its pages.
        return before.contains("dsn") && !before.contains("window.") && !page.contains("<script")
                && !before.contains("public") && !before.contains("vite_") && !before.contains("react_app_");
    }

    private static boolean realPassword(Candidate c, String user) {
        String password = c.value();
        // A password equal to the user name is a local default (postgres:postgres), not a leak.
        return !password.equals(user) && !isStandIn(password);
    }

    private static boolean isStandIn(String value) {
        return STAND_IN_PASSWORDS.contains(value.toLowerCase(Locale.ROOT))
                || Placeholders.isPlaceholderPassword(value) || Placeholders.isReference(value);
    }

    /** Text a person wrote: no control characters (but tabs) and no replacement characters from invalid UTF-8. */
    private static boolean printable(String decoded) {
        for (int i = 0; i < decoded.length(); i++) {
            char ch = decoded.charAt(i);
            if (ch == '\uFFFD' || (Character.isISOControl(ch) && ch != '\t')) {
                return false;
            }
        }
        return true;
    }

    /** Bearer tokens must look random; Basic credentials are decoded and their password judged. */
    private static boolean headerCredential(Candidate c) {
        String value = c.value();
        if (Placeholders.isFiller(value) || Placeholders.isReference(value) || Placeholders.isPlaceholderValue(value)) {
            return false;
        }
        if (c.group("scheme").equalsIgnoreCase("basic")) {
            byte[] raw = MatchChecks.decodeBase64(value);
            if (raw == null) {
                return false;
            }
            String decoded = new String(raw, StandardCharsets.UTF_8);
            if (!printable(decoded)) {
                // Not user:password in any encoding but random bytes (a key some APIs take as the Basic credential,
                // or a log's copy of one): judged as a bearer token is.
                return value.length() >= 16 && Entropy.characterClasses(value) >= 3
                        && Entropy.shannon(value) >= Entropy.reachableThreshold(3.0, value.length());
            }
            int colon = decoded.indexOf(':');
            return colon > 0 && colon < decoded.length() - 1 && !isStandIn(decoded.substring(colon + 1));
        }
        // An unsecured JWT ("alg":"none") proves nothing in a header either: the fixture of a test that it is refused.
        return !KeyMaterialRules.unsecured(value) && Entropy.shannon(value) >= Entropy.reachableThreshold(3.0, value.length());
    }
}
