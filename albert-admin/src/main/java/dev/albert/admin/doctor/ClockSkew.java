package dev.albert.admin.doctor;

import java.time.Duration;
import java.time.Instant;

/**
 * The difference between the server's clock and ours. The server read its clock somewhere between
 * our send and our receive, so we compare with the midpoint and only call it skew beyond the
 * round-trip's own uncertainty.
 */
record ClockSkew(Duration skew, Duration uncertainty) {
    /** Key expiry and lock leases are judged by the server's clock; beyond this a person notices. */
    static final Duration TOLERATED = Duration.ofSeconds(30);

    static ClockSkew between(Instant sent, Instant serverTime, Instant received) {
        Duration roundTrip = Duration.between(sent, received);
        Instant midpoint = sent.plus(roundTrip.dividedBy(2));
        return new ClockSkew(Duration.between(midpoint, serverTime), roundTrip.dividedBy(2));
    }

    boolean tolerable() {
        return skew.abs().minus(uncertainty).compareTo(TOLERATED) <= 0;
    }

    String describe() {
        long millis = skew.toMillis();
        String direction = millis >= 0 ? "ahead of" : "behind";
        return "the server's clock is " + human(Math.abs(millis)) + " " + direction + " this machine's (±"
                + human(uncertainty.toMillis()) + ")";
    }

    private static String human(long millis) {
        return millis < 1000 ? millis + " ms" : String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
