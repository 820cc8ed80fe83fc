package dev.albert.server.http;

import dev.albert.api.Json;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Map;

/**
 * Jetty's error page for what fails before any route runs (URI too long, header fields too large, a request
 * line or header that does not parse): the contract's {@code {"detail": "<reason>"}} JSON instead of Jetty's
 * HTML, so clients parse every error the same way. Route errors never get here; {@link HttpApi} answers them.
 */
final class JsonErrorHandler extends ErrorHandler {
    /** Jetty writes error pages for GET, POST and HEAD only; a refused DELETE or PATCH deserves a detail too. */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) throws IOException {
        String reason = HttpStatus.getMessage(code);
        byte[] body = Json.mapper().writeValueAsBytes(Map.of("detail", reason == null ? "Bad Request" : reason));
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.getHeaders().put(HttpApi.REQUEST_ID, HttpApi.newRequestId());
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
    }
}
