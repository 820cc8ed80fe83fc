package dev.albert.capture.queue;

import dev.albert.capture.testing.MutableClock;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EventIdsTest {
    @Test
    void idsAreVersion7WithTheRfcVariantAndTheTimestamp() {
        MutableClock clock = MutableClock.at("2026-12-01T10:00:00.123Z");
        UUID id = new EventIds(clock, new SecureRandom()).next();
        assertEquals(7, id.version());
        assertEquals(2, id.variant());
        assertEquals(clock.millis(), EventIds.timestampMillis(id));
        assertTrue(EventIds.isUuidV7(id.toString()));
        assertFalse(EventIds.isUuidV7(UUID.randomUUID().toString()));
        assertFalse(EventIds.isUuidV7("not-a-uuid"));
    }

    @Test
    void idsFromOneGeneratorAscendEvenWithinOneMillisecondOrWhenTheClockStepsBack() {
        MutableClock clock = MutableClock.at("2026-12-01T10:00:00Z");
        EventIds ids = new EventIds(clock, new SecureRandom());
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            made.add(ids.next().toString());
            if (i == 5000) {
                clock.advance(Duration.ofSeconds(-1));
            }
        }
        List<String> sorted = new ArrayList<>(made);
        sorted.sort(null);
        assertEquals(sorted, made);
        assertEquals(made.size(), new HashSet<>(made).size());
    }

    @Test
    void advancingTheCounterKeepsTimestampVersionAndRandomBitsAndWrapsWithinTwelveBits() {
        UUID id = UUID.fromString("01890a5d-ac96-7ffe-bcce-b302099a8057");
        assertEquals(UUID.fromString("01890a5d-ac96-7fff-bcce-b302099a8057"), EventIds.withCounterAdvanced(id, 1));
        assertEquals(UUID.fromString("01890a5d-ac96-7001-bcce-b302099a8057"), EventIds.withCounterAdvanced(id, 3));
        assertEquals(id, EventIds.withCounterAdvanced(id, 0));
    }
}
