package dev.albert.client.http;

import dev.albert.client.ClientConfig;
import dev.albert.client.Timeouts;
import okhttp3.Call;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * OkHttp as a {@link Transport}: every method, {@code PATCH} included. Its client (one per {@code AlbertClient},
 * built by {@link HttpClients}) is also what the streamed calls use, with no whole-call bound ({@link #streaming()}).
 */
public final class OkHttpTransport implements Transport {
    private final OkHttpClient http;

    public OkHttpTransport(ClientConfig config) {
        this.http = HttpClients.create(config);
    }

    @Override
    public boolean serves(Request request) {
        return true;
    }

    @Override
    public Reply exchange(Request request, Timeouts timeouts) throws IOException {
        okhttp3.Request.Builder builder = new okhttp3.Request.Builder().url(request.url())
                .header("User-Agent", request.userAgent());
        if (request.accept() != null) {
            builder.header("Accept", request.accept());
        }
        if (request.authorization() != null) {
            builder.header("Authorization", request.authorization());
        }
        RequestBody body = request.body() == null ? null
                : RequestBody.create(request.body(), request.contentType() == null ? null : MediaType.get(request.contentType()));
        builder.method(request.method(), body);
        Call call = http.newCall(builder.build());
        call.timeout().timeout(timeouts.call().toNanos(), TimeUnit.NANOSECONDS);
        try (Response response = call.execute()) {
            return new Reply(response.code(), response.header("Retry-After"), response.body().bytes());
        }
    }

    /** The same client without a whole-call deadline: a stream may take as long as it needs (reads still time out). */
    public OkHttpClient streaming() {
        return http.newBuilder().callTimeout(Duration.ZERO).build();
    }

    @Override
    public void close() {
        http.connectionPool().evictAll();
    }
}
