package dev.albert.client.http;

/**
 * Attached to every request as an OkHttp tag: only {@link #IDEMPOTENT} requests are ever retried.
 * Idempotent here means "sending it twice does no harm": GET, DELETE, the read-only POSTs (search,
 * context, graph query) and episode POST (deduplicated per principal by the server).
 */
public enum Idempotency {
    IDEMPOTENT,
    NOT_IDEMPOTENT
}
