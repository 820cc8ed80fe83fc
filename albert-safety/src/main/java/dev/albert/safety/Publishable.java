package dev.albert.safety;

/**
 * Keys made to be public: shipped in web pages and apps, where anybody can read them, and useless without the
 * secret half or the server-side rules that go with them. Stripe's publishable keys ({@code pk_live_…},
 * {@code pk_test_…}), Mapbox's public tokens ({@code pk.eyJ…}), PostHog's project keys ({@code phc_…}) and the
 * {@code apiKey} of a Firebase web app's
 * config object. The vendor rules do not report them; this keeps the keyword rules ({@code apiKey: …},
 * {@code MAPBOX_TOKEN=…}) from reporting them either.
 */
final class Publishable {
    private Publishable() {
    }

    /** The fields only a Firebase web app's {@code firebaseConfig} object has, around its {@code apiKey}. */
    static final MatchCheck FIREBASE_WEB_CONFIG = MatchChecks.near(6, "firebaseapp.com", "messagingsenderid", "authdomain");

    /** A Mapbox public token's shape: {@code pk.}, then two base64url parts. */
    private static final com.google.re2j.Pattern MAPBOX_PUBLIC =
            com.google.re2j.Pattern.compile("pk\\.[A-Za-z0-9_-]{20,}\\.[A-Za-z0-9_-]{20,}");

    /**
     * Algolia's search-only API key, which Algolia's front-end libraries are given in the page: said so on its line
     * or the one before, near an Algolia client. The admin key (same format) is not so described.
     */
    private static final MatchCheck ALGOLIA_SEARCH_ONLY = MatchChecks.near(1, "search-only", "search only", "searchonly",
            "search_only").and(MatchChecks.near(3, "algolia", "searchclient"));

    /** Whether the candidate's value is a publishable key. */
    static boolean value(Candidate c) {
        String v = c.value();
        if (v.startsWith("pk_live_") || v.startsWith("pk_test_") || v.startsWith("phc_")
                || MAPBOX_PUBLIC.matcher(v).matches()) {
            return true;
        }
        return v.startsWith("AIza") && v.length() == 39 && FIREBASE_WEB_CONFIG.accept(c) || ALGOLIA_SEARCH_ONLY.accept(c);
    }
}
