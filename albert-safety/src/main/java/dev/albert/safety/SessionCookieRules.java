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

    /** A cookie header or option, up to its end of line or closing quote; the cookies are read in Java. */
    private static final Pattern COOKIE_HEADER = Pattern.compile(
            "(?i:\\b(?:set-)?cookie[ \\t]*:[ \\t]*|--cookie(?:[ \\t]+|=)[\"']?|(?:^|[ \\t])-b[ \\t]+[\"'])");

    /** A JWK's private member; the key's {@code "kty"} must be near ({@link SecretRule}'s window starts at it). */
    private static final Pattern JWK_PRIVATE = Pattern.compile(
            "\\\\?\"(?P<member>d|p|q|dp|dq|qi|k)\\\\?\"[ \\t]*:[ \\t]*\\\\?\"(?P<secret>[A-Za-z0-9_-]+)\\\\?\"");

    static List<SecretRule> rules() {
        return List.of(
                SecretRule.rule("session-cookie",
                                "Session cookie in a Cookie or Set-Cookie header (sessionid, JSESSIONID, PHPSESSID, "
                                        + "connect.sid, _…_session, .ASPXAUTH, …)",
                                Precedence.CONTEXTUAL)
                        .keywords("cookie:", "cookie :", "--cookie", "-b '", "-b \"")
                        .detector(SessionCookieRules::cookies)
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
                if (ch == '\n' || ch == '\r' || ch == '"' || ch == '\'' || ch == '`') {
                    break;
                }
                int end = at;
                while (end < to && ";\n\r\"'`".indexOf(text.charAt(end)) < 0) {
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

    /** Cookie names that carry a login session; CSRF tokens and preferences do not. */
    static boolean sessionName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.isEmpty() || n.length() > 64 || n.contains("csrf") || n.contains("xsrf") || n.contains(" ")) {
            return false;
        }
        return n.contains("sess") || n.equals("sid") || n.endsWith(".sid") || n.endsWith("_sid") || n.endsWith("-sid")
                || n.contains("aspxauth") || n.contains("auth_token") || n.contains("auth-token")
                || n.endsWith("session-token") || n.equals("remember_token") || n.startsWith("remember_user_token")
                || n.startsWith("remember_web_") || n.equals("token") || n.equals("access_token")
                || n.equals("jwt") || n.equals("auth");
    }

    /** A generated session id: 16 characters or more, not a placeholder, random enough. */
    private static boolean sessionValue(String value) {
        if (value.length() < 16 || value.length() > 4096) {
            return false;
        }
        return GenericAssignmentRules.tokenValue(value, false, ';');
    }
}
