package dev.albert.capture.queue;

import java.time.Clock;
import java.util.UUID;
import java.util.random.RandomGenerator;

/**
 * Client-assigned event ids: UUIDv7 (RFC 9562 §5.7): a 48-bit Unix millisecond timestamp, version 7,
 * 12 bits that count up within one millisecond (so ids made by one generator sort in creation
 * order), the RFC variant and 62 random bits. Random bits make ids from different processes
 * collision-free in practice; the server deduplicates replays by id.
 */
public final class EventIds {
    private final Clock clock;
    private final RandomGenerator random;
    private long lastMillis = -1;
    private int sequence;

    public EventIds(Clock clock, RandomGenerator random) {
        this.clock = clock;
        this.random = random;
    }

    public synchronized UUID next() {
        long millis = clock.millis();
        if (millis > lastMillis) {
            lastMillis = millis;
            sequence = random.nextInt(1 << 11); // leave headroom to count up within this millisecond
        } else {
            // Same (or an earlier, if the clock stepped back) millisecond: keep ids ascending.
            sequence++;
            if (sequence >= 1 << 12) {
                lastMillis++;
                sequence = 0;
            }
            millis = lastMillis;
        }
        long high = (millis & 0xFFFF_FFFF_FFFFL) << 16 | 0x7000L | sequence;
        long low = random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L;
        return new UUID(high, low);
    }

    /** Whether the text is a canonical UUIDv7 (lower- or upper-case hex, RFC variant). */
    public static boolean isUuidV7(String text) {
        if (text == null || text.length() != 36) {
            return false;
        }
        try {
            UUID id = UUID.fromString(text);
            return id.version() == 7 && id.variant() == 2 && id.toString().equalsIgnoreCase(text);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * The id with its 12-bit in-millisecond counter advanced by {@code steps} (wrapping within those 12
     * bits); timestamp, version, variant and random bits stay. The same id and steps give the same id
     * again, so several events derived from one id keep stable, distinct ids across retries.
     */
    public static UUID withCounterAdvanced(UUID id, int steps) {
        long msb = id.getMostSignificantBits();
        return new UUID((msb & ~0xfffL) | ((msb + steps) & 0xfffL), id.getLeastSignificantBits());
    }

    /** The millisecond timestamp a UUIDv7 carries. */
    public static long timestampMillis(UUID id) {
        return id.getMostSignificantBits() >>> 16;
    }
}
