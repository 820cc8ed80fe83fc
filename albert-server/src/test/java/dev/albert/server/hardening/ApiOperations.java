package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.OpenApi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The operations of the OpenAPI document ({@link OpenApi#json()}) as the hardening tests need them: method, path,
 * capabilities ({@code x-albert-capabilities}, {@code -any-of}, {@code -conditional}), request content type and
 * schema. The tests iterate over this list, so operations added to the document are covered without editing them.
 */
public final class ApiOperations {
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");
    private static final Pattern PATH_PARAMETER = Pattern.compile("\\{([^}]+)}");

    private ApiOperations() {
    }

    /** One operation of the document. */
    public record Operation(String method, String path, boolean authenticated, List<String> capabilities,
                            List<String> anyOf, Map<String, String> conditional, String contentType,
                            JsonNode requestSchema, JsonNode node) {
        /** {@code "METHOD /path"}, as {@link OpenApi#operations()} names it. */
        public String id() {
            return method + " " + path;
        }

        public boolean jsonBody() {
            return "application/json".equals(contentType);
        }

        /** The path with every {@code {parameter}} replaced by a random UUID (or the given value). */
        public String concretePath(Map<String, String> values) {
            Matcher m = PATH_PARAMETER.matcher(path);
            StringBuilder out = new StringBuilder();
            while (m.find()) {
                String value = values.getOrDefault(m.group(1), UUID.randomUUID().toString());
                m.appendReplacement(out, Matcher.quoteReplacement(value));
            }
            m.appendTail(out);
            return out.toString();
        }

        /** The names of the required query parameters. */
        public List<String> requiredQueryParameters() {
            List<String> out = new ArrayList<>();
            for (JsonNode p : node.path("parameters")) {
                JsonNode resolved = resolve(p);
                if ("query".equals(resolved.path("in").asText()) && resolved.path("required").asBoolean()) {
                    out.add(resolved.path("name").asText());
                }
            }
            return out;
        }
    }

    private static final class Holder {
        static final JsonNode DOCUMENT = parse();
        static final List<Operation> ALL = load(DOCUMENT);
    }

    public static JsonNode document() {
        return Holder.DOCUMENT;
    }

    public static List<Operation> all() {
        return Holder.ALL;
    }

    public static List<Operation> authenticated() {
        return all().stream().filter(Operation::authenticated).toList();
    }

    private static JsonNode parse() {
        try {
            return Json.mapper().readTree(OpenApi.json());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Operation> load(JsonNode doc) {
        boolean securedByDefault = doc.path("security").isArray() && !doc.path("security").isEmpty();
        List<Operation> out = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = doc.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                if (!METHODS.contains(op.getKey())) {
                    continue;
                }
                JsonNode o = op.getValue();
                boolean authenticated = o.has("security") ? !o.path("security").isEmpty() : securedByDefault;
                Map<String, String> conditional = new LinkedHashMap<>();
                o.path("x-albert-capabilities-conditional").fields()
                        .forEachRemaining(e -> conditional.put(e.getKey(), e.getValue().asText()));
                String contentType = null;
                JsonNode schema = null;
                Iterator<Map.Entry<String, JsonNode>> content = o.path("requestBody").path("content").fields();
                if (content.hasNext()) {
                    Map.Entry<String, JsonNode> first = content.next();
                    contentType = first.getKey();
                    schema = resolve(first.getValue().path("schema"), doc);
                }
                out.add(new Operation(op.getKey().toUpperCase(Locale.ROOT), path.getKey(), authenticated,
                        texts(o.path("x-albert-capabilities")), texts(o.path("x-albert-capabilities-any-of")),
                        conditional, contentType, schema, o));
            }
        }
        return List.copyOf(out);
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return List.copyOf(out);
    }

    /** Follows a local {@code $ref} (repeatedly). */
    public static JsonNode resolve(JsonNode schema) {
        return resolve(schema, document());
    }

    static JsonNode resolve(JsonNode schema, JsonNode doc) {
        JsonNode s = schema;
        for (int i = 0; i < 16 && s != null && s.has("$ref"); i++) {
            String ref = s.get("$ref").asText();
            if (!ref.startsWith("#/")) {
                throw new IllegalStateException("non-local $ref " + ref);
            }
            s = doc.at(ref.substring(1));
        }
        return s;
    }
}
