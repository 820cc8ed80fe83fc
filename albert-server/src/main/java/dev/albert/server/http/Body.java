package dev.albert.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.error.ValidationIssue;
import dev.albert.safety.SecretScanner;
import dev.albert.server.screening.CredentialScreen;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Reads a JSON request body as a tree and validates it field by field the way Pydantic v2 does, so
 * that absent fields can be told from {@code null} ones and every problem comes back in one 422 with
 * FastAPI's {@code {type, loc, msg, input, ctx}} shape. Getters return null when the field is absent
 * (and has no default) or invalid; {@link #finish()} throws if anything was invalid.
 *
 * <p>Screening (contract §8, issue 12): every string and object a getter hands out is client text the route will
 * store, so {@link #finish()} refuses a credential-shaped one with the 422 {@code "<What> appears to contain a
 * credential or secret (rule: …)"} — one mechanism for every stored field, not a check per route. {@code <What>} is
 * the body's {@link #screenedAs(String)} label (the contract's names: {@code Content}, {@code Relationship}, …) or
 * else the field's name ({@code project_ref} → {@code Project ref}). Fields that are read but never stored (search
 * queries) or that are credentials by design (tokens) are declared {@link #notStored(String...)}.
 */
public final class Body {

    /** Whether a field must be present, may be absent, or may also be {@code null}. */
    public enum Presence { REQUIRED, OPTIONAL, NULLABLE }

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern UUID_TEXT = Pattern.compile(
            "(?i)(?:urn:uuid:)?\\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})}?");

    private static final CredentialScreen CREDENTIALS = new CredentialScreen(SecretScanner.standard());
    /**
     * Deepest request body the parser accepts. Far below Jackson's default of 1,000 on purpose: a 422 nests the
     * echoed input two levels deeper than the request, and the response writer allows 1,000 levels too, so a body of
     * depth 998–1,000 parsed fine and then failed as a 500 while its error was written (issue 12 §2).
     */
    public static final int MAX_NESTING = 128;
    private static final ObjectMapper REQUESTS = requestMapper();

    private final ObjectNode node;
    private final List<Object> loc;
    private final List<ValidationIssue> issues;
    private final Screening screening;

    /** The client text read from a body and its nested bodies, screened together by {@link #finish()}. */
    private static final class Screening {
        String what;
        final Set<String> notStored = new HashSet<>();
        final List<Map.Entry<String, JsonNode>> read = new ArrayList<>();
    }

    private Body(ObjectNode node, List<Object> loc, List<ValidationIssue> issues, Screening screening) {
        this.node = node;
        this.loc = loc;
        this.issues = issues;
        this.screening = screening;
    }

    private static ObjectMapper requestMapper() {
        ObjectMapper mapper = Json.newMapper();
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING)
                .build());
        return mapper;
    }

    /** The contract's {@code <What>} for this body's stored text, e.g. {@code Content}. */
    public Body screenedAs(String what) {
        screening.what = what;
        return this;
    }

    /** Fields read from this body that are not stored (queries) or are credentials by design (tokens). */
    public Body notStored(String... fields) {
        screening.notStored.addAll(List.of(fields));
        return this;
    }

    /** Parses a request body; undecodable JSON, a missing body or a non-object gives 422 at once. */
    public static Body parse(byte[] raw) {
        if (blank(raw)) {
            throw new ValidationException(issue("missing", List.of("body"), "Field required", null, null));
        }
        JsonNode tree;
        try {
            tree = REQUESTS.readTree(raw);
        } catch (StreamConstraintsException e) {
            String error = String.valueOf(e.getOriginalMessage()).contains("nesting depth")
                    ? "nested deeper than " + MAX_NESTING + " levels" : jsonError(e);
            throw new ValidationException(issue("json_invalid", List.of("body", 0), "JSON decode error",
                    NODES.objectNode(), Map.of("error", error)));
        } catch (JsonProcessingException e) {
            long offset = e.getLocation() == null ? 0 : Math.max(0, e.getLocation().getCharOffset());
            throw new ValidationException(issue("json_invalid", List.of("body", offset), "JSON decode error",
                    NODES.objectNode(), Map.of("error", jsonError(e))));
        } catch (IOException e) {
            throw new ValidationException(issue("json_invalid", List.of("body", 0), "JSON decode error",
                    NODES.objectNode(), Map.of("error", "Invalid JSON")));
        }
        if (tree == null || tree.isNull() || tree.isMissingNode()) {
            throw new ValidationException(issue("missing", List.of("body"), "Field required", null, null));
        }
        if (!tree.isObject()) {
            throw new ValidationException(issue("model_attributes_type", List.of("body"),
                    "Input should be a valid dictionary or object to extract fields from", redact(tree), null));
        }
        return new Body((ObjectNode) tree, List.of("body"), new ArrayList<>(), new Screening());
    }

    private static boolean blank(byte[] raw) {
        if (raw == null) {
            return true;
        }
        for (byte b : raw) {
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    private static String jsonError(JsonProcessingException e) {
        String m = e.getOriginalMessage();
        if (m == null) {
            return "Invalid JSON";
        }
        // Jackson quotes the offending token, which may be user text: keep only the kind of problem.
        int quote = m.indexOf('\'');
        String head = quote > 0 ? m.substring(0, quote).trim() : m;
        int colon = head.indexOf(':');
        head = colon > 0 ? head.substring(0, colon) : head;
        return head.length() > 120 ? head.substring(0, 120) : head;
    }

    /**
     * A JSON object validated on its own, with its own issues: one item of a batch that is answered item by item
     * (e.g. an event of {@code POST /v1/capture/events}) instead of failing the whole request.
     */
    public static Body detached(ObjectNode node, List<Object> loc) {
        return new Body(node, List.copyOf(loc), new ArrayList<>(), new Screening());
    }

    /** The issues collected so far. */
    public List<ValidationIssue> issues() {
        return List.copyOf(issues);
    }

    /** The raw tree, for handlers that store it. */
    public ObjectNode tree() {
        return node;
    }

    public boolean has(String name) {
        return node.has(name);
    }

    public boolean isNull(String name) {
        return node.has(name) && node.get(name).isNull();
    }

    /** Throws the collected issues, if any; then refuses credential-shaped client text (see the class comment). */
    public void finish() {
        if (!issues.isEmpty()) {
            throw new ValidationException(issues);
        }
        for (Map.Entry<String, JsonNode> read : screening.read) {
            if (screening.notStored.contains(read.getKey())) {
                continue;
            }
            String what = screening.what != null ? screening.what : label(read.getKey());
            if (read.getValue().isTextual()) {
                CREDENTIALS.check(what, read.getValue().asText());
            } else {
                CREDENTIALS.check(what, read.getValue());
            }
        }
    }

    /** {@code project_ref} → {@code Project ref}. */
    static String label(String field) {
        String words = field.replace('_', ' ').strip();
        return words.isEmpty() ? "Field" : words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }

    private void stored(String name, JsonNode value) {
        screening.read.add(Map.entry(name, value));
    }

    public boolean ok() {
        return issues.isEmpty();
    }

    /** Adds a model-level {@code value_error} (loc is this object's loc). */
    public void modelError(String message) {
        issues.add(issue("value_error", loc, "Value error, " + message, redact(node), Map.of("error", message)));
    }

    /** Adds a field-level {@code value_error}. */
    public void fieldError(String name, String message) {
        issues.add(issue("value_error", at(name), "Value error, " + message, redact(node.get(name)),
                Map.of("error", message)));
    }

    // ---- typed getters ----------------------------------------------------------------------

    public String string(String name, Presence presence, String dflt, int min, int max) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return dflt;
        }
        if (v.isNull()) {
            if (presence == Presence.NULLABLE) {
                return null;
            }
            add("string_type", name, "Input should be a valid string", v, null);
            return null;
        }
        if (!v.isTextual()) {
            add("string_type", name, "Input should be a valid string", v, null);
            return null;
        }
        String s = v.asText();
        int length = s.codePointCount(0, s.length());
        if (length < min) {
            add("string_too_short", name, "String should have at least " + min + " character" + (min == 1 ? "" : "s"),
                    v, Map.of("min_length", min));
            return null;
        }
        if (length > max) {
            add("string_too_long", name, "String should have at most " + max + " character" + (max == 1 ? "" : "s"),
                    v, Map.of("max_length", max));
            return null;
        }
        stored(name, v);
        return s;
    }

    /** A required text of 1..max characters that must not be only whitespace. */
    public String text(String name, Presence presence, int max) {
        String s = string(name, presence, null, 1, max);
        if (s != null && s.isBlank()) {
            fieldError(name, name + " must not be blank");
            return null;
        }
        return s;
    }

    public Double number(String name, Presence presence, Double dflt, double min, double max) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return dflt;
        }
        if (v.isNull()) {
            if (presence != Presence.NULLABLE) {
                add("float_type", name, "Input should be a valid number", v, null);
            }
            return null;
        }
        double d;
        if (v.isNumber()) {
            d = v.doubleValue();
        } else if (v.isTextual()) {
            try {
                d = Double.parseDouble(v.asText().trim());
            } catch (NumberFormatException e) {
                add("float_parsing", name, "Input should be a valid number, unable to parse string as a number", v, null);
                return null;
            }
        } else {
            add("float_type", name, "Input should be a valid number", v, null);
            return null;
        }
        if (!Double.isFinite(d)) {
            add("finite_number", name, "Input should be a finite number", v, null);
            return null;
        }
        if (d < min) {
            add("greater_than_equal", name, "Input should be greater than or equal to " + plain(min), v,
                    Map.of("ge", min));
            return null;
        }
        if (d > max) {
            add("less_than_equal", name, "Input should be less than or equal to " + plain(max), v, Map.of("le", max));
            return null;
        }
        return d;
    }

    public Integer integer(String name, Presence presence, Integer dflt, int min, int max) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return dflt;
        }
        if (v.isNull()) {
            if (presence != Presence.NULLABLE) {
                add("int_type", name, "Input should be a valid integer", v, null);
            }
            return null;
        }
        BigInteger value = integerValue(v, name);
        if (value == null) {
            return null;
        }
        return checkRange(name, v, value, min, max);
    }

    private BigInteger integerValue(JsonNode v, String name) {
        if (v.isIntegralNumber()) {
            return v.bigIntegerValue();
        }
        if (v.isNumber()) {
            if (!Double.isFinite(v.doubleValue())) {
                add("finite_number", name, "Input should be a finite number", v, null);
                return null;
            }
            BigDecimal d = v.decimalValue();
            if (d.stripTrailingZeros().scale() > 0) {
                add("int_from_float", name, "Input should be a valid integer, got a number with a fractional part", v,
                        null);
                return null;
            }
            return d.toBigInteger();
        }
        if (v.isTextual()) {
            try {
                return new BigInteger(v.asText().trim());
            } catch (NumberFormatException e) {
                add("int_parsing", name, "Input should be a valid integer, unable to parse string as an integer", v,
                        null);
                return null;
            }
        }
        add("int_type", name, "Input should be a valid integer", v, null);
        return null;
    }

    private Integer checkRange(String name, JsonNode v, BigInteger value, int min, int max) {
        if (value.compareTo(BigInteger.valueOf(min)) < 0) {
            add("greater_than_equal", name, "Input should be greater than or equal to " + min, v, Map.of("ge", min));
            return null;
        }
        if (value.compareTo(BigInteger.valueOf(max)) > 0) {
            add("less_than_equal", name, "Input should be less than or equal to " + max, v, Map.of("le", max));
            return null;
        }
        return value.intValueExact();
    }

    public Boolean bool(String name, Presence presence, Boolean dflt) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return dflt;
        }
        if (v.isBoolean()) {
            return v.booleanValue();
        }
        if (v.isNull()) {
            if (presence != Presence.NULLABLE) {
                add("bool_type", name, "Input should be a valid boolean", v, null);
            }
            return null;
        }
        if (v.isTextual()) {
            switch (v.asText().trim().toLowerCase(java.util.Locale.ROOT)) {
                case "true", "1", "yes", "on", "t", "y" -> {
                    return true;
                }
                case "false", "0", "no", "off", "f", "n" -> {
                    return false;
                }
                default -> {
                    add("bool_parsing", name, "Input should be a valid boolean, unable to interpret input", v, null);
                    return null;
                }
            }
        }
        if (v.isIntegralNumber() && (v.asLong() == 0 || v.asLong() == 1) && v.canConvertToLong()) {
            return v.asLong() == 1;
        }
        add("bool_type", name, "Input should be a valid boolean", v, null);
        return null;
    }

    public Sensitivity sensitivity(String name, Presence presence, Sensitivity dflt) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return dflt;
        }
        if (v.isNull() && presence == Presence.NULLABLE) {
            return null;
        }
        return enumValue(v, name, at(name));
    }

    private Sensitivity enumValue(JsonNode v, String name, List<Object> where) {
        if (v.isTextual()) {
            for (Sensitivity s : Sensitivity.values()) {
                if (s.wireName().equals(v.asText())) {
                    return s;
                }
            }
        }
        String expected = expected(Arrays.stream(Sensitivity.values()).map(Sensitivity::wireName).toList());
        issues.add(issue("enum", where, "Input should be " + expected, redact(v), Map.of("expected", expected)));
        return null;
    }

    /** A string that must be the wire name of one of the values; anything else is an {@code enum} error. */
    public <E extends Enum<E>> E choice(String name, Presence presence, E dflt, E[] values, Function<E, String> wire) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return dflt;
        }
        if (v.isNull() && presence == Presence.NULLABLE) {
            return null;
        }
        if (v.isTextual()) {
            for (E value : values) {
                if (wire.apply(value).equals(v.asText())) {
                    return value;
                }
            }
        }
        String expected = expected(Arrays.stream(values).map(wire).toList());
        add("enum", name, "Input should be " + expected, v, Map.of("expected", expected));
        return null;
    }

    /** Pydantic's rendering of allowed literals: {@code 'a', 'b' or 'c'}. */
    public static String expected(List<String> values) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(i == values.size() - 1 ? " or " : ", ");
            }
            out.append('\'').append(values.get(i)).append('\'');
        }
        return out.toString();
    }

    public UUID uuid(String name, Presence presence) {
        JsonNode v = present(name, presence);
        if (v == null || (v.isNull() && presence == Presence.NULLABLE)) {
            return null;
        }
        if (!v.isTextual()) {
            add("uuid_type", name, "UUID input should be a string, bytes or UUID object", v, null);
            return null;
        }
        UUID parsed = parseUuid(v.asText());
        if (parsed == null) {
            add("uuid_parsing", name, "Input should be a valid UUID, unable to parse string as an UUID", v, null);
        }
        return parsed;
    }

    /** Parses a UUID as Pydantic accepts it (hyphenated or 32 hex digits, any case); null if invalid. */
    public static UUID parseUuid(String text) {
        if (text == null) {
            return null;
        }
        var m = UUID_TEXT.matcher(text.trim());
        if (!m.matches()) {
            return null;
        }
        return UUID.fromString(m.group(1) + "-" + m.group(2) + "-" + m.group(3) + "-" + m.group(4) + "-" + m.group(5));
    }

    public Instant instant(String name, Presence presence) {
        JsonNode v = present(name, presence);
        if (v == null || (v.isNull() && presence == Presence.NULLABLE)) {
            return null;
        }
        Instant parsed = parseInstant(v);
        if (parsed == null && outOfRange(v)) {
            add(v.isTextual() ? "datetime_from_date_parsing" : "datetime_parsing", name, OUT_OF_RANGE, v,
                    Map.of("error", OUT_OF_RANGE_ERROR));
        } else if (parsed == null) {
            if (v.isTextual()) {
                add("datetime_from_date_parsing", name, "Input should be a valid datetime or date, invalid format",
                        v, null);
            } else {
                add("datetime_type", name, "Input should be a valid datetime", v, null);
            }
        }
        return parsed;
    }

    /**
     * The instants the server stores: Python's datetime range (years 1 to 9999), which Pydantic enforces and which
     * fits the epoch microseconds of the schema with room to spare; Java's Instant reaches year ±1,000,000,000, whose
     * microseconds overflow a long (issue 12 §1).
     */
    public static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
    public static final Instant LATEST = Instant.parse("9999-12-31T23:59:59.999999Z");
    static final String OUT_OF_RANGE_ERROR = "year is out of range (1 to 9999)";
    static final String OUT_OF_RANGE = "Input should be a valid datetime or date, " + OUT_OF_RANGE_ERROR;

    /**
     * A datetime as Pydantic accepts it: ISO-8601 (zone-less = UTC), a date, or Unix seconds; null when it is none of
     * these or outside {@link #EARLIEST}..{@link #LATEST}. Every instant of a request is read here.
     */
    public static Instant parseInstant(JsonNode v) {
        Instant t = parseAnyInstant(v);
        return t == null || t.isBefore(EARLIEST) || t.isAfter(LATEST) ? null : t;
    }

    /** Whether the value is a well-formed instant outside the stored range. */
    static boolean outOfRange(JsonNode v) {
        return parseAnyInstant(v) != null && parseInstant(v) == null;
    }

    private static Instant parseAnyInstant(JsonNode v) {
        try {
            if (v.isTextual()) {
                String text = v.asText().trim();
                try {
                    return Json.parseInstant(text.replace(' ', 'T')).truncatedTo(ChronoUnit.MICROS);
                } catch (IllegalArgumentException notDateTime) {
                    try {
                        return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
                    } catch (java.time.format.DateTimeParseException notDate) {
                        return null;
                    }
                }
            }
            if (v.isNumber() && Double.isFinite(v.doubleValue())) {
                double seconds = v.doubleValue();
                if (Math.abs(seconds) > 1e14) {
                    return null;
                }
                long micros = Math.round(seconds * 1_000_000d);
                return Instant.EPOCH.plus(micros, ChronoUnit.MICROS);
            }
        } catch (ArithmeticException | java.time.DateTimeException e) {
            return null;
        }
        return null;
    }

    /** A JSON object field; returns null when absent (caller applies its default) or invalid. */
    public ObjectNode object(String name, String alias, Presence presence) {
        String key = !node.has(name) && alias != null && node.has(alias) ? alias : name;
        JsonNode v = present(key, presence);
        if (v == null || (v.isNull() && presence == Presence.NULLABLE)) {
            return null;
        }
        if (!v.isObject()) {
            add("dict_type", key, "Input should be a valid dictionary", v, null);
            return null;
        }
        String tooLarge = ObjectBounds.problem(v);
        if (tooLarge != null) {
            add("value_error", key, "Value error, " + key + " " + tooLarge, v, Map.of("error", key + " " + tooLarge));
            return null;
        }
        stored(key, v);
        return (ObjectNode) v;
    }

    /** A nested model (e.g. an entity): its own fields are validated with this body's issues. */
    public Body nested(String name, Presence presence) {
        JsonNode v = present(name, presence);
        if (v == null || v.isNull() && presence == Presence.NULLABLE) {
            return null;
        }
        if (!v.isObject()) {
            add("model_attributes_type", name,
                    "Input should be a valid dictionary or object to extract fields from", v, null);
            return null;
        }
        return new Body((ObjectNode) v, at(name), issues, screening);
    }

    /** A list of nested models; each item is validated with this body's issues. Null when absent or invalid. */
    public List<Body> nestedList(String name, Presence presence) {
        return list(name, presence, index -> {
            JsonNode item = node.get(name).get(index);
            List<Object> where = append(at(name), index);
            if (!item.isObject()) {
                issues.add(issue("model_attributes_type", where,
                        "Input should be a valid dictionary or object to extract fields from", redact(item), null));
                return null;
            }
            return new Body((ObjectNode) item, where, issues, screening);
        });
    }

    /** A string that must be exactly one of the allowed literals (Pydantic's {@code literal_error}). */
    public String literal(String name, Presence presence, String dflt, List<String> allowed) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return dflt;
        }
        if (v.isTextual() && allowed.contains(v.asText())) {
            return v.asText();
        }
        String expected = expected(allowed);
        add("literal_error", name, "Input should be " + expected, v, Map.of("expected", expected));
        return null;
    }

    public List<String> stringList(String name, Presence presence, int maxItemLength) {
        List<String> out = list(name, presence, (index) -> {
            JsonNode item = node.get(name).get(index);
            List<Object> where = append(at(name), index);
            if (!item.isTextual()) {
                issues.add(issue("string_type", where, "Input should be a valid string", redact(item), null));
                return null;
            }
            if (item.asText().length() > maxItemLength) {
                issues.add(issue("string_too_long", where, "String should have at most " + maxItemLength + " characters",
                        redact(item), Map.of("max_length", maxItemLength)));
                return null;
            }
            return item.asText();
        });
        if (out != null && !out.isEmpty()) {
            stored(name, node.get(name));
        }
        return out;
    }

    public List<Sensitivity> sensitivityList(String name, Presence presence) {
        return list(name, presence, index -> enumValue(node.get(name).get(index), name, append(at(name), index)));
    }

    /** Strings that must each be one of the allowed values; unknown ones are {@code enum} errors. */
    public List<String> choiceList(String name, Presence presence, List<String> allowed) {
        String expected = expected(allowed);
        return list(name, presence, index -> {
            JsonNode item = node.get(name).get(index);
            if (item.isTextual() && allowed.contains(item.asText())) {
                return item.asText();
            }
            issues.add(issue("enum", append(at(name), index), "Input should be " + expected, redact(item),
                    Map.of("expected", expected)));
            return null;
        });
    }

    private <T> List<T> list(String name, Presence presence, Function<Integer, T> item) {
        JsonNode v = present(name, presence);
        if (v == null) {
            return presence == Presence.REQUIRED ? null : List.of();
        }
        if (v.isNull() && presence == Presence.NULLABLE) {
            return null;
        }
        if (!v.isArray()) {
            add("list_type", name, "Input should be a valid list", v, null);
            return null;
        }
        List<T> out = new ArrayList<>();
        boolean valid = true;
        for (int i = 0; i < v.size(); i++) {
            T value = item.apply(i);
            if (value == null) {
                valid = false;
            } else {
                out.add(value);
            }
        }
        return valid ? out : null;
    }

    // ---- plumbing -----------------------------------------------------------------------------

    /** The field's node, or null when absent; records {@code missing} for an absent required field. */
    private JsonNode present(String name, Presence presence) {
        JsonNode v = node.get(name);
        if (v == null) {
            if (presence == Presence.REQUIRED) {
                issues.add(issue("missing", at(name), "Field required", redact(node), null));
            }
            return null;
        }
        return v;
    }

    private void add(String type, String name, String msg, JsonNode input, Map<String, Object> ctx) {
        issues.add(issue(type, at(name), msg, redact(input), ctx));
    }

    private List<Object> at(String name) {
        return append(loc, name);
    }

    private static List<Object> append(List<Object> base, Object part) {
        List<Object> out = new ArrayList<>(base);
        out.add(part);
        return List.copyOf(out);
    }

    static ValidationIssue issue(String type, List<Object> loc, String msg, Object input, Map<String, Object> ctx) {
        return new ValidationIssue(type, loc, msg, input == null ? NODES.nullNode() : input,
                ctx == null ? null : new LinkedHashMap<>(ctx));
    }

    /** A query or path parameter problem ({@code loc: [where, name]}). */
    public static ValidationException parameterError(String where, String name, String type, String msg, String input,
                                                     Map<String, Object> ctx) {
        return new ValidationException(issue(type, List.of(where, name), msg,
                input == null ? null : redact(TextNode.valueOf(input)), ctx));
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** Echoed input never carries a credential and is bounded in size: see {@link EchoedInput}. */
    static JsonNode redact(JsonNode input) {
        return EchoedInput.of(input);
    }
}
