package dev.albert.safety;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;

import java.util.List;
import java.util.Locale;

/**
 * Credentials that are neither a vendor's token nor a typed password: a session cookie in a {@code Cookie:} or
 * {@code Set-Cookie:} header (or curl's {@code --cookie}/{@code -b}), which lets whoever holds it act as the logged-in
 * user, and the private members of a JSON Web Key ({@code "d"} of an EC, OKP or RSA key, RSA's primes and CRT
 * values, an {@code oct} key's {@code "k"}).
 */
final class SessionCookieRules {
    private SessionCookieRules() {
    }

    /**
     * A cookie header or option, up to its end of line or closing quote; the cookies are read in Java. The header's
     * name may be quoted as a key of a map or object ({@code 'Cookie': '…'}, {@code "cookie": "…"}: client code, logged
     * request headers), or the header written as a record of its name and its value, as a HAR export or a logged
     * request's header list writes every header ({@code {"name": "Cookie", "value": "…"}}): the value is the header's.
     */
    private static final Pattern COOKIE_HEADER = Pattern.compile(
            "(?i:\\b(?:set-)?cookie(?:[ \\t]*|\\\\?[\"'][ \\t]*):[ \\t]*\\\\?[\"']?|--cookie(?:[ \\t]+|=)[\"']?"
                    + "|(?:^|[ \\t])-b[ \\t]+[\"']"
                    + "|\\bname\\\\?[\"']?[ \\t]*[:=][ \\t]*\\\\?[\"'](?:set-)?cookie\\\\?[\"'][ \\t]*,\\s*"
                    + "\\\\?[\"']?value\\\\?[\"']?[ \\t]*[:=][ \\t]*\\\\?[\"'])");

    /**
     * A session cookie's name and value outside a header: {@code name=value} (document.cookie, a bug report, a log, a
     * URL's {@code ;jsessionid=}), {@code name = value} (a devtools copy), a quoted name and a quoted value as a map
     * entry or a call's two arguments ({@code {'JSESSIONID': '…'}}, {@code cookies.set('sessionid', '…')}), and a
     * name and value in neighbouring cells of a tab-separated row (a Netscape cookie jar, a devtools table). The name
     * is read by {@link #sessionPairName}, stricter than a header's.
     */
    private static final Pattern COOKIE_PAIR = Pattern.compile(
            "(?:^|[^A-Za-z0-9_.%-])(?P<q>[\"']?)(?P<name>[A-Za-z0-9_.-]+)(?:[ \\t]*=[ \\t]*"
                    + "|\\\\?[\"'][ \\t]*[:,][ \\t]*\\\\?[\"']|\\t)(?P<secret>[A-Za-z0-9_.%+/=:-]+)");

    /**
     * A cookie written as a record of its name and its value (HAR and browser storage exports, Selenium's
     * {@code add_cookie}, Go's {@code http.Cookie{Name: …, Value: …}}), the value within a few fields of the name.
     */
    private static final Pattern COOKIE_RECORD = Pattern.compile(
            "(?i:\\\\?[\"']?\\bname\\\\?[\"']?[ \\t]*[:=][ \\t]*\\\\?[\"'])(?P<name>[A-Za-z0-9_.-]+)\\\\?[\"'][ \\t]*,"
                    + "\\s*(?i:\\\\?[\"']?value\\\\?[\"']?[ \\t]*[:=][ \\t]*\\\\?[\"'])(?P<secret>[A-Za-z0-9_.%+/=:-]+)\\\\?[\"']");

    /** A JWK's private member; the key's {@code "kty"} must be near ({@link SecretRule}'s window starts at it). */
    private static final Pattern JWK_PRIVATE = Pattern.compile(
            "\\\\?\"(?P<member>d|p|q|dp|dq|qi|k)\\\\?\"[ \\t]*:[ \\t]*\\\\?\"(?P<secret>[A-Za-z0-9_-]+)\\\\?\"");

    static List<SecretRule> rules() {
        return List.of(
                SecretRule.rule("session-cookie",
                                "Session cookie in a Cookie or Set-Cookie header (sessionid, JSESSIONID, PHPSESSID, "
                                        + "connect.sid, _…_session, .ASPXAUTH, …)",
                                Precedence.CONTEXTUAL)
                        .keywords("cookie:", "cookie :", "cookie':", "cookie\":", "--cookie", "-b '", "-b \"",
                                "cookie\",", "cookie\\\",", "cookie',",
                                "sessid", "sessionid", "session=", "session =", "session\t", "session'", "session\"",
                                "session_id", "session-id", "_sess", "session-token", "session_token", "sid=", "sid =",
                                "sid\t", "sid'", "sid\"", "aspxauth", "remember_", "logged_in_")
                        .linesAfter(2)
                        .detector(SecretDetector.all(SessionCookieRules::cookies,
                                new RegexDetector(COOKIE_PAIR, SessionCookieRules::sessionPair),
                                new RegexDetector(COOKIE_RECORD, SessionCookieRules::sessionRecord)))
                        .build(),
                SecretRule.rule("jwk-private-key",
                                "Private member of a JSON Web Key (\"d\" of an EC, OKP or RSA key, RSA's primes, an oct key's \"k\")",
                                Precedence.FORMAT)
                        .keywords("\"kty\"", "kty\\\"")
                        .linesAfter(40)
                        .detector(new RegexDetector(JWK_PRIVATE, SessionCookieRules::jwkPrivate))
                        .build());
    }

    private static boolean jwkPrivate(Candidate c) {
        String v = c.value();
        String member = c.group("member");
        int minLength = member.equals("k") ? 22 : 32; // 128-bit oct keys; P-256's d is 43, RSA's primes longer
        if (v.length() < minLength || v.length() > 4096 || Placeholders.isFiller(v) || Placeholders.isPlaceholderValue(v)) {
            return false;
        }
        if (member.equals("k") && !near(c, "\"oct\"", "oct\\\"")) {
            return false;
        }
        return Entropy.characterClasses(v) >= 2 && Entropy.shannon(v) >= Entropy.reachableThreshold(4.0, v.length());
    }

    /** One of the words within 2,000 characters of the candidate, in the window the gate gave the rule. */
    private static boolean near(Candidate c, String... words) {
        String text = c.text();
        int from = Math.max(0, c.matchStart() - 2000);
        int to = Math.min(text.length(), c.matchEnd() + 2000);
        String around = text.substring(from, to).toLowerCase(Locale.ROOT);
        for (String w : words) {
            if (around.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static void cookies(String text, int from, int to, SecretDetector.SpanSink sink) {
        Matcher m = COOKIE_HEADER.matcher(text.substring(from, to));
        while (m.find()) {
            int at = from + m.end();
            // The header's cookies: name=value pairs separated by ';', to the end of the line or a quote.
            while (at < to) {
                char ch = text.charAt(at);
                if (ch == '\n' || ch == '\r' || ch == '"' || ch == '\'' || ch == '`' || ch == '\\') {
                    break;
                }
                int end = at;
                // a backslash ends the header too: the escaped quote of a header inside a JSON string (\")
                while (end < to && ";\n\r\"'`\\".indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                int eq = text.indexOf('=', at);
                if (eq > at && eq < end) {
                    String name = text.substring(at, eq).trim();
                    int vs = eq + 1;
                    int ve = end;
                    while (ve > vs && Character.isWhitespace(text.charAt(ve - 1))) {
                        ve--;
                    }
                    if (sessionName(name) && sessionValue(text.substring(vs, ve))) {
                        sink.accept(vs, ve);
                    }
                }
                at = end < to && text.charAt(end) == ';' ? end + 1 : end;
                if (at == end) {
                    break;
                }
            }
        }
    }

    /** Cookie names that carry a login session; CSRF tokens, preferences and analytics cookies do not. */
    static boolean sessionName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.isEmpty() || n.length() > 64 || n.contains("csrf") || n.contains("xsrf") || n.contains(" ")
                || analyticsName(n)) {
            return false;
        }
        if (n.startsWith("wordpress_logged_in_") || n.startsWith("wordpress_sec_")) {
            return true;
        }
        return n.contains("sess") || n.equals("sid") || n.endsWith(".sid") || n.endsWith("_sid") || n.endsWith("-sid")
                || n.contains("aspxauth") || n.contains("auth_token") || n.contains("auth-token")
                || n.endsWith("session-token") || n.equals("remember_token") || n.startsWith("remember_user_token")
                || n.startsWith("remember_web_") || n.equals("token") || n.equals("access_token")
                || n.equals("jwt") || n.equals("auth");
    }

    /**
     * The names of analytics and tag-manager cookies (Google Analytics and Ads, Hotjar, Microsoft Clarity and
     * Application Insights, Bing, Matomo, Segment, Amplitude, Mixpanel, Yandex, HubSpot): their "session" is a visit
     * counted for statistics, not a login, and their ids are set for every visitor.
     */
    private static boolean analyticsName(String lowerName) {
        for (String prefix : ANALYTICS_PREFIXES) {
            if (lowerName.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    private static final List<String> ANALYTICS_PREFIXES = List.of("_ga", "_gid", "_gcl", "_gat", "__utm", "_hj",
            "_clck", "_clsk", "ai_session", "ai_user", "_uet", "_pk_", "ajs_", "amp_", "mp_", "_ym", "__hs", "hubspot",
            "_fbp", "_dd_s");

    /**
     * A cookie name that says login session on its own, read where no Cookie header vouches for it: a session id
     * ({@code sessionid}, {@code session_id}, {@code PHPSESSID}, {@code JSESSIONID}, {@code ASP.NET_SessionId}), a
     * framework's session cookie ({@code _app_session}, {@code laravel_session}, {@code connect.sid}, {@code _sess},
     * {@code next-auth.session-token}), {@code .ASPXAUTH}, remember-me and WordPress login cookies. A bare
     * {@code session} counts only as a quoted name or where something vouches for it as a cookie (a cell of a cookie
     * jar, a cookie record, a line naming a cookie), a bare {@code sid} only where vouched for: written
     * {@code session=…} it is as often a setting or a query parameter, and {@code "sid": "…"} and
     * {@code ACCOUNT_SID=…} are a messaging API's public ids.
     */
    static boolean sessionPairName(String name, boolean quoted, boolean vouched) {
        String n = name.toLowerCase(Locale.ROOT);
        if (!sessionName(name) || n.equals("token") || n.equals("access_token") || n.equals("jwt") || n.equals("auth")
                || n.contains("auth_token") || n.contains("auth-token")) {
            return false;
        }
        if (n.equals("session")) {
            return quoted || vouched;
        }
        if (n.equals("sid")) {
            return vouched;
        }
        return n.endsWith("sessid") || n.endsWith("sessionid") || n.endsWith("session_id") || n.endsWith("session-id")
                || n.endsWith("_session") || n.endsWith(".session") || n.endsWith("-session") || n.equals("_sess")
                || n.endsWith("session-token") || n.endsWith("session_token") || n.endsWith(".sid")
                || n.contains("aspxauth") || n.startsWith("remember_")
                || n.startsWith("wordpress_logged_in_") || n.startsWith("wordpress_sec_");
    }

    /** A session cookie's name and value outside a header ({@link #COOKIE_PAIR}). */
    private static boolean sessionPair(Candidate c) {
        String text = c.text();
        int nameEnd = c.groupStart("name") + c.group("name").length();
        char separator = nameEnd < text.length() ? text.charAt(nameEnd) : '\n';
        boolean cell = separator == '\t';
        boolean quoted = !c.group("q").isEmpty() && "\"'\\".indexOf(separator) >= 0;
        String name = c.group("name");
        boolean bare = name.equalsIgnoreCase("sid") || name.equalsIgnoreCase("session");
        boolean vouched = cell || bare && !quoted && namesCookie(text, c.matchStart());
        return sessionPairName(name, quoted, vouched) && sessionValue(c.value());
    }

    /** The words for a cookie: the loanword most languages use, and Russian's, Japanese's, Korean's and Turkish's. */
    private static final List<String> COOKIE_WORDS = List.of("cookie", "\u043a\u0443\u043a", // кук(а, и)
            "\u30af\u30c3\u30ad\u30fc", "\ucfe0\ud0a4", "\u00e7erez"); // クッキー 쿠키 çerez

    /**
     * Whether the line before a bare {@code sid=…} or {@code session=…} names a cookie ("just use my cookie: sid=…",
     * "вот моя кука session=…"): the line vouches for the name as a header does.
     */
    private static boolean namesCookie(String text, int at) {
        int start = Bounded.lineStart(text, at, Math.max(0, at - 200));
        String before = text.substring(start, at).toLowerCase(Locale.ROOT);
        for (String word : COOKIE_WORDS) {
            if (before.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** A cookie record's name and value ({@link #COOKIE_RECORD}). */
    private static boolean sessionRecord(Candidate c) {
        return sessionPairName(c.group("name"), true, true) && sessionValue(c.value());
    }

    /** A generated session id: 16 characters or more, not a placeholder, random enough. */
    private static boolean sessionValue(String value) {
        if (value.length() < 16 || value.length() > 4096) {
            return false;
        }
        return GenericAssignmentRules.tokenValue(value, false, ';');
    }
}
