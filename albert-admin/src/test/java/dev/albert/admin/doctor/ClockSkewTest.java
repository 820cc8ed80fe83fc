package dev.albert.admin.doctor;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClockSkewTest {
    private static final Instant SENT = Instant.parse("2026-11-29T12:00:00Z");

    @Test
    void comparesWithTheMidpointOfTheRoundTrip() {
        ClockSkew skew = ClockSkew.between(SENT, SENT.plusMillis(50), SENT.plusMillis(100));
        assertEquals(Duration.ZERO, skew.skew());
        assertEquals(Duration.ofMillis(50), skew.uncertainty());
        assertTrue(skew.tolerable());
    }

    @Test
    void aServerFarBehindIsNotTolerated() {
        ClockSkew skew = ClockSkew.between(SENT, SENT.minusSeconds(90), SENT.plusMillis(10));
        assertFalse(skew.tolerable());
        assertTrue(skew.describe().startsWith("the server's clock is 90.0 s behind"), skew.describe());
    }

    @Test
    void aSlowRoundTripWidensWhatCountsAsSkew() {
        // 40 s apart, but the answer took 30 s: the server may have read its clock anywhere in that window.
        ClockSkew skew = ClockSkew.between(SENT, SENT.plusSeconds(55), SENT.plusSeconds(30));
        assertTrue(skew.tolerable(), skew.describe());
    }
}
