package dev.albert.client.http;

import dev.albert.client.Timeouts;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * The JDK's {@code HttpURLConnection} as a {@link Transport}: no jars, no threads of its own but the JDK's
 * keep-alive timer, and the cheapest start-up of the clients measured here (docs/cli-startup.md). Redirects are
 * not followed (a bearer key never travels to a host the user did not configure) and caches are off. The whole-call
 * bound is a daemon thread per call that drops the connection when time is up.
 *
 * <p>Bodies are buffered, not streamed: in streaming mode the JDK throws away the body of a 401 (it wants to
 * retry with credentials and cannot), and the server's reason for a refused key is what the user reads. The JDK's
 * silent second attempt of a POST whose connection broke is turned off instead ({@code sun.net.http.retryPost},
 * unless the process set it), so {@link Retrying} alone decides what is sent twice; the JDK still resends a GET,
 * PUT or DELETE once when the connection breaks before any answer, which is harmless for the calls that use them.
 */
public final class UrlConnectionTransport implements Transport {
    private static final byte[] NOTHING = new byte[0];

    static {
        // read once, when the JDK's HTTP client class initialises: set before this transport's first call
        if (System.getProperty("sun.net.http.retryPost") == null) {
            System.setProperty("sun.net.http.retryPost", "false");
        }
    }

    private javax.net.ssl.SSLSocketFactory tls;

    @Override
    public boolean serves(Request request) {
        // HttpURLConnection refuses methods outside RFC 2616's list, and turns a GET with a body into a POST
        return !"PATCH".equals(request.method()) && !("GET".equals(request.method()) && request.body() != null);
    }

    @Override
    public Reply exchange(Request request, Timeouts timeouts) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) URI.create(request.url()).toURL().openConnection();
        if (request.url().regionMatches(true, 0, "https:", 0, 6)) {
            ((javax.net.ssl.HttpsURLConnection) connection).setSSLSocketFactory(tls());
        }
        connection.setRequestMethod(request.method());
        connection.setInstanceFollowRedirects(false);
        connection.setUseCaches(false);
        connection.setConnectTimeout(millis(timeouts.connect()));
        connection.setReadTimeout(millis(timeouts.read()));
        connection.setRequestProperty("User-Agent", request.userAgent());
        if (request.accept() != null) {
            connection.setRequestProperty("Accept", request.accept());
        }
        if (request.authorization() != null) {
            connection.setRequestProperty("Authorization", request.authorization());
        }
        if (request.contentType() != null) {
            connection.setRequestProperty("Content-Type", request.contentType());
        }
        byte[] body = request.body();
        if (body != null) {
            connection.setDoOutput(true);
        }
        Deadline deadline = Deadline.start(connection, timeouts.call());
        try {
            if (body != null) {
                try (OutputStream out = connection.getOutputStream()) {
                    out.write(body);
                }
            }
            int status = connection.getResponseCode();
            InputStream in = status >= 400 ? connection.getErrorStream() : connection.getInputStream();
            byte[] bytes;
            if (in == null) {
                bytes = NOTHING;
            } else {
                try (in) {
                    bytes = in.readAllBytes();
                }
            }
            if (deadline.passed()) {
                // Dropped mid-reply, the JDK's stream can end as if the body were complete: what was read is not
                // the reply (seen under load with a trickling server, UrlConnectionTransportTest).
                throw new InterruptedIOException("the call's deadline passed while the reply was read");
            }
            return new Reply(status, connection.getHeaderField("Retry-After"), bytes);
        } catch (IOException e) {
            connection.disconnect();
            if (deadline.passed()) {
                InterruptedIOException timeout = new InterruptedIOException("timeout");
                timeout.initCause(e);
                throw timeout;
            }
            throw e;
        } finally {
            deadline.cancel();
        }
    }

    /**
     * This transport's own TLS context, as OkHttp builds one per client: the JDK's trust store as the
     * {@code javax.net.ssl.trustStore} properties say when it is first needed (the JDK's process-wide default
     * context would keep whatever they said at the first TLS call of the process). Only https:// calls build it.
     */
    private synchronized javax.net.ssl.SSLSocketFactory tls() throws IOException {
        if (tls == null) {
            try {
                javax.net.ssl.SSLContext context = javax.net.ssl.SSLContext.getInstance("TLS");
                context.init(null, null, null);
                tls = context.getSocketFactory();
            } catch (java.security.GeneralSecurityException e) {
                throw new javax.net.ssl.SSLException("cannot set up TLS: " + e.getMessage(), e);
            }
        }
        return tls;
    }

    /** A timeout for {@code HttpURLConnection}: 0 is none; anything positive is at least 1 ms (0 would mean none). */
    private static int millis(Duration timeout) {
        if (timeout.isZero()) {
            return 0;
        }
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis()));
    }

    @Override
    public void close() {
        // connections idle in the JDK's keep-alive cache are closed by its own timer
    }

    /** Drops the connection when the call's time is up, so a server that trickles bytes cannot outlast it. */
    private static final class Deadline implements Runnable {
        private static final Deadline NONE = new Deadline(null, 0);

        private final HttpURLConnection connection;
        private final long endNanos;
        private volatile boolean cancelled;
        private volatile boolean passed;
        private Thread watcher;

        private Deadline(HttpURLConnection connection, long endNanos) {
            this.connection = connection;
            this.endNanos = endNanos;
        }

        static Deadline start(HttpURLConnection connection, Duration call) {
            if (call.isZero()) {
                return NONE;
            }
            Deadline deadline = new Deadline(connection, System.nanoTime() + call.toNanos());
            deadline.watcher = Thread.ofPlatform().daemon().name("albert-call-deadline").start(deadline);
            return deadline;
        }

        @Override
        public void run() {
            for (long left; !cancelled && (left = endNanos - System.nanoTime()) > 0; ) {
                LockSupport.parkNanos(this, left);
            }
            if (!cancelled) {
                passed = true;
                connection.disconnect();
            }
        }

        boolean passed() {
            return passed;
        }

        void cancel() {
            cancelled = true;
            if (watcher != null) {
                LockSupport.unpark(watcher);
            }
        }
    }
}
