package dev.albert.server.http;

import dev.albert.server.store.DatabaseBusyException;
import dev.albert.server.store.DatabaseRejectedInputException;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.ExceptionHandler;
import io.javalin.http.HttpResponseException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * The Javalin application: routes configured up front, virtual threads, and one place that turns
 * every failure into a {@code {"detail": …}} body. Bad input is always a 4xx; only real bugs are 500.
 *
 * <p>Every response carries an {@code X-Request-Id}; a 500 is logged under it (without the request's content) and
 * names it in its detail, so a user's report can be matched to the log. An exception mapper that itself fails (e.g.
 * a response that cannot be serialized) still answers a JSON 500: Javalin would otherwise write its own body and log
 * nothing, as it did for JSON nested 998–1,000 levels deep (issue 12 §2).
 */
public final class HttpApi {
    private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);
    public static final String REQUEST_ID = "X-Request-Id";
    private static final String REQUEST_ID_ATTRIBUTE = "albert.request-id";

    /** Large enough for a 2,000,000-character episode even with every character escaped. */
    public static final long MAX_REQUEST_BYTES = 32L * 1024 * 1024;

    private HttpApi() {
    }

    /** A fresh id: 16 hex digits, enough to tell requests apart in a log; not a secret. */
    static String newRequestId() {
        return String.format(Locale.ROOT, "%016x", ThreadLocalRandom.current().nextLong());
    }

    public static String requestId(Context ctx) {
        String id = ctx.attribute(REQUEST_ID_ATTRIBUTE);
        if (id == null) {
            id = newRequestId();
            ctx.attribute(REQUEST_ID_ATTRIBUTE, id);
            ctx.header(REQUEST_ID, id);
        }
        return id;
    }

    /** Logs the failure under the request id and answers a JSON 500 built by hand, so it cannot fail in turn. */
    static void internalError(Context ctx, Throwable e) {
        String id = requestId(ctx);
        LOG.error("request {}: unhandled {} on {} {}: {}", id, e.getClass().getName(), ctx.method(), routeOf(ctx),
                Diagnostics.stack(e));
        String body = "{\"detail\":\"Internal Server Error (request " + id + ")\"}";
        ctx.status(500).contentType("application/json").result(body.getBytes(StandardCharsets.UTF_8));
    }

    /** An exception mapper whose own failure is a logged JSON 500 instead of Javalin's default page. */
    private static <E extends Exception> ExceptionHandler<E> guarded(ExceptionHandler<E> handler) {
        return (e, ctx) -> {
            try {
                handler.handle(e, ctx);
            } catch (RuntimeException failure) {
                failure.addSuppressed(e);
                internalError(ctx, failure);
            }
        };
    }

    private static String routeOf(io.javalin.http.Context ctx) {
        try {
            return ctx.endpoint().path;
        } catch (RuntimeException e) {
            return "?";
        }
    }

    public static Javalin create(List<Consumer<RoutesConfig>> features) {
        return create(features, config -> {
        });
    }

    /** With {@code servlets} adding what is not a Javalin route (the MCP transport at {@code /mcp}). */
    public static Javalin create(List<Consumer<RoutesConfig>> features, Consumer<io.javalin.config.JavalinConfig> servlets) {
        return Javalin.create(config -> {
            servlets.accept(config);
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.concurrency.useVirtualThreads = true;
            config.http.maxRequestSize = MAX_REQUEST_BYTES;
            config.http.prefer405over404 = true;
            config.http.generateEtags = false;
            config.router.ignoreTrailingSlashes = false;
            // Requests Jetty refuses before routing get a JSON detail too, whatever the method: 414, 431, an
            // unparsable request (an HTML page otherwise), a path whose percent-encoded bytes are not UTF-8.
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));

            config.router.javaLangErrorHandler((response, error) -> {
                LOG.error("unhandled {}: {}", error.getClass().getName(), Diagnostics.stack(error));
                response.setStatus(500);
                response.setContentType("application/json");
                try {
                    response.getOutputStream().write("{\"detail\":\"Internal Server Error\"}"
                            .getBytes(StandardCharsets.UTF_8));
                } catch (java.io.IOException | RuntimeException ignored) {
                    // the client is gone; the error is logged
                }
            });
            config.routes.before(HttpApi::requestId);
            config.routes.exception(ApiException.class, guarded((e, ctx) -> Responses.detail(ctx, e.status(),
                    e.detail())));
            config.routes.exception(ValidationException.class, guarded((e, ctx) -> Responses.validation(ctx,
                    e.issues())));
            config.routes.exception(DatabaseBusyException.class, guarded((e, ctx) -> Responses.detail(ctx, 503,
                    e.getMessage())));
            config.routes.exception(DatabaseRejectedInputException.class, guarded((e, ctx) -> Responses.detail(ctx,
                    422, e.getMessage())));
            config.routes.exception(HttpResponseException.class, guarded((e, ctx) -> {
                int status = e.getStatus();
                if (status >= 500) {
                    internalError(ctx, e);
                    return;
                }
                if (status == 413) {
                    // The body was refused before it was read to the end: what is left is read and dropped first
                    // (bounded), or closing with it unread resets the connection under a client still writing it,
                    // which then never reads this answer.
                    Uploads.discardRest(ctx);
                }
                String detail = switch (status) {
                    case 404 -> "Not Found";
                    case 405 -> "Method Not Allowed";
                    case 413 -> "Request body too large (limit " + MAX_REQUEST_BYTES + " bytes)";
                    default -> "Bad Request";
                };
                Responses.detail(ctx, status, detail);
            }));
            config.routes.exception(Exception.class, (e, ctx) -> internalError(ctx, e));
            for (Consumer<RoutesConfig> feature : features) {
                feature.accept(config.routes);
            }
        });
    }
}
