package dev.albert.server.http;

import dev.albert.server.store.DatabaseBusyException;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.HttpResponseException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.function.Consumer;

/**
 * The Javalin application: routes configured up front, virtual threads, and one place that turns
 * every failure into a {@code {"detail": …}} body. Bad input is always a 4xx; only real bugs are 500.
 */
public final class HttpApi {
    private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);

    /** Large enough for a 2,000,000-character episode even with every character escaped. */
    public static final long MAX_REQUEST_BYTES = 32L * 1024 * 1024;

    private HttpApi() {
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

            config.routes.exception(ApiException.class, (e, ctx) -> Responses.detail(ctx, e.status(), e.detail()));
            config.routes.exception(ValidationException.class, (e, ctx) -> Responses.validation(ctx, e.issues()));
            config.routes.exception(DatabaseBusyException.class, (e, ctx) -> Responses.detail(ctx, 503, e.getMessage()));
            config.routes.exception(HttpResponseException.class, (e, ctx) -> {
                int status = e.getStatus();
                String detail = switch (status) {
                    case 404 -> "Not Found";
                    case 405 -> "Method Not Allowed";
                    case 413 -> "Request body too large (limit " + MAX_REQUEST_BYTES + " bytes)";
                    default -> status >= 500 ? "Internal Server Error" : "Bad Request";
                };
                Responses.detail(ctx, status, detail);
            });
            config.routes.exception(Exception.class, (e, ctx) -> {
                LOG.error("unhandled {} on {} {}: {}", e.getClass().getName(), ctx.method(), routeOf(ctx),
                        Diagnostics.stack(e));
                Responses.detail(ctx, 500, "Internal Server Error");
            });
            for (Consumer<RoutesConfig> feature : features) {
                feature.accept(config.routes);
            }
        });
    }
}
