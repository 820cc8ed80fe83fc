package dev.albert.server.listing;

import dev.albert.server.auth.KeyHasher;
import dev.albert.server.store.Sql;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import java.util.UUID;

/**
 * Opaque listing cursors: a keyset position ({@code created_at}, {@code id}) of the last item served, signed with the
 * server's HMAC over the position and a binding (the listing, the caller's organization and scope, the filters).
 * Keyset positions make paging stable under concurrent inserts; the signature means a cursor only works for the
 * listing, tenant, scope and filters it was issued for, so it can neither be forged nor carried into another scope.
 */
public final class Cursors {
    private static final int SIGNATURE_BYTES = 16;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private final KeyHasher hasher;

    public Cursors(KeyHasher hasher) {
        this.hasher = hasher;
    }

    /** Where the previous page ended. */
    public record Position(Instant createdAt, UUID id) {
    }

    public String encode(String binding, Position position) {
        String payload = Sql.micros(position.createdAt()) + "." + position.id();
        return ENCODER.encodeToString(payload.getBytes(StandardCharsets.UTF_8)) + "."
                + ENCODER.encodeToString(signature(binding, payload));
    }

    /** The position, if the cursor is well-formed and was issued for this binding. */
    public Optional<Position> decode(String binding, String cursor) {
        if (cursor == null || cursor.length() > 200) {
            return Optional.empty();
        }
        int dot = cursor.indexOf('.');
        if (dot <= 0 || dot != cursor.lastIndexOf('.')) {
            return Optional.empty();
        }
        try {
            String payload = new String(DECODER.decode(cursor.substring(0, dot)), StandardCharsets.UTF_8);
            byte[] presented = DECODER.decode(cursor.substring(dot + 1));
            if (!MessageDigest.isEqual(signature(binding, payload), presented)) {
                return Optional.empty();
            }
            int split = payload.indexOf('.');
            return Optional.of(new Position(Sql.instant(Long.parseLong(payload.substring(0, split))),
                    UUID.fromString(payload.substring(split + 1))));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    private byte[] signature(String binding, String payload) {
        return Arrays.copyOf(hasher.hash("cursor:" + binding + "\n" + payload), SIGNATURE_BYTES);
    }
}
