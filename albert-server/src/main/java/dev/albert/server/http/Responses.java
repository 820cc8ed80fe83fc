package dev.albert.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import io.javalin.http.Context;

import java.util.List;
import java.util.UUID;

/** Writes JSON answers with the one shared mapper. */
public final class Responses {
    private Responses() {
    }

    public static void json(Context ctx, int status, Object body) {
        try {
            ctx.status(status).contentType("application/json").result(Json.mapper().writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("response is not serializable", e);
        }
    }

    public static void noContent(Context ctx) {
        ctx.status(204).result(new byte[0]);
    }

    public static void detail(Context ctx, int status, JsonNode detail) {
        ObjectNode body = Json.mapper().createObjectNode();
        body.set("detail", detail);
        json(ctx, status, body);
    }

    public static void detail(Context ctx, int status, String detail) {
        detail(ctx, status, Json.mapper().getNodeFactory().textNode(detail));
    }

    public static void validation(Context ctx, List<?> issues) {
        detail(ctx, 422, Json.mapper().valueToTree(issues));
    }

    /** A path parameter that must be a UUID; a malformed one is a 422 like FastAPI's. */
    public static UUID pathUuid(Context ctx, String name) {
        String raw = ctx.pathParam(name);
        UUID id = Body.parseUuid(raw);
        if (id == null) {
            throw Body.parameterError("path", name, "uuid_parsing",
                    "Input should be a valid UUID, unable to parse string as an UUID", raw, null);
        }
        return id;
    }
}
