package dev.albert.api.lock;

/** {@code POST /v1/locks/{id}/release} body. */
public record LockRelease(
        String token,
        long fence) {
    @Override
    public String toString() {
        return "LockRelease[fence=" + fence + "]";
    }
}
