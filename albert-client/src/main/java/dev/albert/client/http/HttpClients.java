package dev.albert.client.http;

import dev.albert.client.ClientConfig;
import okhttp3.ConnectionSpec;
import okhttp3.OkHttpClient;

import java.util.List;

/**
 * The one place OkHttp clients are built. OkHttp's own silent retry is off: whether a request may be
 * sent twice is decided by {@link Retrying} from the request's {@link Idempotency}. Redirects
 * are not followed, so a bearer key never travels to a host the user did not configure.
 */
public final class HttpClients {
    private HttpClients() {
    }

    public static OkHttpClient create(ClientConfig config) {
        OkHttpClient.Builder builder = new OkHttpClient.Builder()
                .connectTimeout(config.timeouts().connect())
                .readTimeout(config.timeouts().read())
                .writeTimeout(config.timeouts().read())
                .callTimeout(config.timeouts().call())
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false);
        if (!speaksTls(config)) {
            // Every call goes to the base URL and redirects are not followed, so a client of an http:// server
            // never needs TLS; without a TLS connection spec OkHttp builds no trust manager and no SSLContext,
            // which it otherwise does in the constructor: the JDK's cacerts read and parsed on every CLI run
            // (docs/cli-startup.md).
            builder.connectionSpecs(List.of(ConnectionSpec.CLEARTEXT));
        }
        return builder.build();
    }

    /** True for an https:// base URL ({@link ClientConfig} accepts http and https only). */
    static boolean speaksTls(ClientConfig config) {
        return config.baseUrl().regionMatches(true, 0, "https:", 0, 6);
    }
}
