package dev.albert.api.lock;

import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** {@code POST /v1/locks/{id}/release} body. The token is a credential by design: never screened, never printed. */
public record LockRelease(
        @Wire.Required @Wire.Length(min = Limits.LOCK_TOKEN_MIN) @Wire.NotStored String token,
        @Wire.Required @Wire.Range(min = 1) long fence) {
    @Override
    public String toString() {
        return "LockRelease[fence=" + fence + "]";
    }
}
