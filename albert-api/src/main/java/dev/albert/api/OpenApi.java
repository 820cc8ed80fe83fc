package dev.albert.api;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The OpenAPI 3.1 document of the Albert REST contract (Albert v1 plus this toolkit's extensions), shipped as the
 * classpath resource {@value #RESOURCE}. The server may serve it as is; tests of both sides check against it.
 */
public final class OpenApi {
    /** Where the document lives on the classpath. */
    public static final String RESOURCE = "/dev/albert/api/openapi.json";

    private static final Set<String> HTTP_METHODS =
            Set.of("get", "put", "post", "delete", "options", "head", "patch", "trace");

    private OpenApi() {
    }

    private static final class Holder {
        static final String JSON = load();
        static final SortedSet<String> OPERATIONS = Collections.unmodifiableSortedSet(parseOperations(JSON));
    }

    /** The document, exactly as shipped. */
    public static String json() {
        return Holder.JSON;
    }

    /** Every operation of the document as {@code "METHOD /path"}, e.g. {@code "GET /v1/memories/{memory_id}"}, sorted. */
    public static Set<String> operations() {
        return Holder.OPERATIONS;
    }

    private static String load() {
        try (InputStream in = OpenApi.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("OpenAPI document missing from the classpath: " + RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    private static SortedSet<String> parseOperations(String json) {
        JsonNode paths;
        try {
            paths = Json.mapper().readTree(json).path("paths");
        } catch (IOException e) {
            throw new IllegalStateException("the OpenAPI document " + RESOURCE + " is not valid JSON", e);
        }
        SortedSet<String> operations = new TreeSet<>();
        for (Map.Entry<String, JsonNode> path : paths.properties()) {
            for (Map.Entry<String, JsonNode> item : path.getValue().properties()) {
                if (HTTP_METHODS.contains(item.getKey())) {
                    operations.add(item.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey());
                }
            }
        }
        return operations;
    }
}
