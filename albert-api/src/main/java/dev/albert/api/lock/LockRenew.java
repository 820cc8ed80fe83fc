package dev.albert.api.lock;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** {@code POST /v1/locks/{id}/renew} body. The token is a credential by design: never screened, never printed. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LockRenew(
        @Wire.Required @Wire.Length(min = Limits.LOCK_TOKEN_MIN) @Wire.NotStored String token,
        @Wire.Required @Wire.Range(min = 1) long fence,
        @Wire.Range(min = Limits.LOCK_TTL_MIN, max = Limits.LOCK_TTL_MAX)
        @Wire.Default("" + Limits.LOCK_TTL_DEFAULT) Integer ttlSeconds) {
    @Override
    public String toString() {
        return "LockRenew[fence=" + fence + ", ttlSeconds=" + ttlSeconds + "]";
    }
}
