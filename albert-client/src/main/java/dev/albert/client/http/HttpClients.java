package dev.albert.client.http;

import dev.albert.client.ClientConfig;
import okhttp3.OkHttpClient;

import java.time.Clock;
import java.util.random.RandomGenerator;

/**
 * The one place OkHttp clients are built. OkHttp's own silent retry is off: whether a request may be
 * sent twice is decided by {@link RetryInterceptor} from the request's {@link Idempotency}. Redirects
 * are not followed, so a bearer key never travels to a host the user did not configure.
 */
public final class HttpClients {
    private HttpClients() {
    }

    public static OkHttpClient create(ClientConfig config, Sleeper sleeper, RandomGenerator random, Clock clock) {
        return new OkHttpClient.Builder()
                .connectTimeout(config.timeouts().connect())
                .readTimeout(config.timeouts().read())
                .writeTimeout(config.timeouts().read())
                .callTimeout(config.timeouts().call())
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .addInterceptor(new RetryInterceptor(config.retry(), sleeper, random, clock))
                .build();
    }
}
