package dev.albert.api.lock;

import com.fasterxml.jackson.annotation.JsonInclude;

/** {@code POST /v1/locks/{id}/renew} body. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LockRenew(
        String token,
        long fence,
        Integer ttlSeconds) {
    @Override
    public String toString() {
        return "LockRenew[fence=" + fence + ", ttlSeconds=" + ttlSeconds + "]";
    }
}
