package dev.albert.client;

import dev.albert.api.backup.RestoreResult;
import dev.albert.api.portability.ImportResult;
import dev.albert.client.http.Idempotency;
import dev.albert.client.http.RequestUrl;
import dev.albert.client.http.Retrying;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.UUID;
import java.util.function.LongConsumer;

/**
 * The calls of {@link AlbertClient} whose body is streamed rather than held: export and import as NDJSON, backup
 * and restore. Over OkHttp without a whole-call deadline (a stream may take as long as it needs; the read timeout
 * between two packets still applies), with the same headers and failure mapping as every other call
 * ({@link Exchange}). Only the streamed export is retried, and only before its body starts (as an idempotent GET);
 * the others are sent once: bytes already streamed cannot be taken back.
 */
final class StreamingCalls {
    private final Exchange exchange;

    StreamingCalls(Exchange exchange) {
        this.exchange = exchange;
    }

    private OkHttpClient http() {
        return exchange.okHttp().streaming();
    }

    private Request.Builder request(RequestUrl url, String accept) {
        Request.Builder request = new Request.Builder().url(url.toString())
                .header("User-Agent", exchange.config().userAgent())
                .header("Accept", accept);
        String authorization = exchange.authorization(true);
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return request;
    }

    /** A response handed to {@link Retrying}, closed when the call is tried again. */
    private record Attempted(Response response) implements Retrying.Answered {
        @Override
        public int status() {
            return response.code();
        }

        @Override
        public String retryAfter() {
            return response.header("Retry-After");
        }

        @Override
        public void discard() {
            response.close();
        }
    }

    /** {@code GET <path>[?workspace_id=]} with the body handed to {@code reader} as it arrives. */
    Void streamGet(String path, UUID workspaceId, AlbertClient.BodyReader reader) {
        RequestUrl url = exchange.url(path);
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        Request request = request(url, "application/x-ndjson, application/json").get().build();
        OkHttpClient http = http();
        Timeouts unbounded = exchange.config().timeouts().withoutCallBound();
        try (Response response = exchange.retrying().send(unbounded, Idempotency.IDEMPOTENT,
                attempt -> new Attempted(http.newCall(request).execute())).response()) {
            if (!response.isSuccessful()) {
                throw exchange.failure(response.code(), "GET", url.encodedPath(), response.body().bytes(), true);
            }
            try (InputStream body = response.body().byteStream()) {
                reader.read(body);
            }
        } catch (IOException e) {
            throw exchange.unavailable(e);
        }
        return null;
    }

    /** {@code POST /v1/import/stream[?workspace_id=]}: the file streamed from disk as NDJSON; {@code sent} hears the progress. */
    ImportResult importStream(UUID workspaceId, Path file, LongConsumer sent) {
        RequestUrl url = exchange.url("v1/import/stream");
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        RequestBody body = new RequestBody() {
            @Override
            public MediaType contentType() {
                return MediaType.get("application/x-ndjson");
            }

            @Override
            public long contentLength() {
                return file.toFile().length();
            }

            @Override
            public void writeTo(okio.BufferedSink sink) throws IOException {
                try (okio.Source source = okio.Okio.source(file)) {
                    long total = 0;
                    for (long n; (n = source.read(sink.getBuffer(), 64 * 1024)) != -1; ) {
                        sink.emit();
                        total += n;
                        sent.accept(total);
                    }
                }
            }
        };
        Request request = request(url, Exchange.JSON_TYPE).post(body).build();
        byte[] bytes;
        int status;
        try (Response response = http().newCall(request).execute()) {
            status = response.code();
            bytes = response.body().bytes();
        } catch (IOException e) {
            throw exchange.unavailable(e);
        }
        if (status < 200 || status >= 300) {
            throw exchange.failure(status, "POST", url.encodedPath(), bytes, true);
        }
        return exchange.read(bytes, exchange.type(ImportResult.class), url.encodedPath(), status);
    }

    /** {@code GET /v1/admin/backup} copied into {@code sink} as it arrives; the bytes copied. */
    long backup(OutputStream sink) throws IOException {
        RequestUrl url = exchange.url("v1/admin/backup");
        Request request = request(url, "application/vnd.albert.backup").get().build();
        Response response;
        try {
            response = http().newCall(request).execute();
        } catch (IOException e) {
            throw exchange.unavailable(e);
        }
        try (response) {
            failUnlessOk(response, "GET", url, "backups (GET /v1/admin/backup)");
            InputStream in = response.body().byteStream();
            byte[] buffer = new byte[64 * 1024];
            long copied = 0;
            while (true) {
                int n;
                try {
                    n = in.read(buffer);
                } catch (IOException e) {
                    throw exchange.unavailable(e);
                }
                if (n < 0) {
                    return copied;
                }
                sink.write(buffer, 0, n);
                copied += n;
            }
        }
    }

    /** {@code POST /v1/admin/restore?confirm=} with the stream {@code body} writes; the server's row counts. */
    RestoreResult restore(String confirmSha256, long contentLength, AlbertClient.BodyWriter body) {
        RequestUrl url = exchange.url("v1/admin/restore").addQueryParameter("confirm", confirmSha256);
        MediaType type = MediaType.get("application/vnd.albert.backup");
        RequestBody requestBody = new RequestBody() {
            @Override
            public MediaType contentType() {
                return type;
            }

            @Override
            public long contentLength() {
                return contentLength;
            }

            @Override
            public boolean isOneShot() {
                return true;
            }

            @Override
            public void writeTo(okio.BufferedSink sink) throws IOException {
                OutputStream out = sink.outputStream();
                body.writeTo(out);
                out.flush();
            }
        };
        Request request = request(url, Exchange.JSON_TYPE).post(requestBody).build();
        byte[] bytes;
        try (Response response = http().newCall(request).execute()) {
            failUnlessOk(response, "POST", url, "restore (POST /v1/admin/restore)");
            bytes = response.body().bytes();
        } catch (IOException e) {
            throw exchange.unavailable(e);
        }
        try {
            return exchange.json().readValue(bytes, RestoreResult.class);
        } catch (IOException e) {
            ClientConfig config = exchange.config();
            throw new Unavailable(config.baseUrl(), Unavailable.Reason.BAD_RESPONSE,
                    "unexpected reply from " + config.baseUrl() + url.encodedPath() + " (not the JSON Albert sends)", e);
        }
    }

    private void failUnlessOk(Response response, String method, RequestUrl url, String feature) throws IOException {
        int status = response.code();
        if (status >= 200 && status < 300) {
            return;
        }
        HttpFailure failure = exchange.failure(status, method, url.encodedPath(), response.body().bytes(), true);
        if (failure.unknownRoute()) {
            throw new HttpFailure(status, method, url.encodedPath(), failure.body(),
                    "the Albert server at " + exchange.config().baseUrl() + " does not offer " + feature
                            + " (an extension it lacks); upgrade it");
        }
        throw failure;
    }
}
