package dev.albert.server.http;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.albert.api.error.ValidationIssue;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/**
 * Reads query parameters the way FastAPI validates them: every problem is collected with {@code loc: ["query", name]}
 * and {@link #finish()} answers them together in one 422. Getters return the default when the parameter is absent
 * and null when it is invalid.
 */
public final class Query {
    private final Context ctx;
    private final List<ValidationIssue> issues = new ArrayList<>();

    private Query(Context ctx) {
        this.ctx = ctx;
    }

    public static Query of(Context ctx) {
        return new Query(ctx);
    }

    public boolean has(String name) {
        return ctx.queryParam(name) != null;
    }

    public String string(String name, int max) {
        String raw = ctx.queryParam(name);
        if (raw != null && raw.codePointCount(0, raw.length()) > max) {
            add(name, "string_too_long", "String should have at most " + max + " characters", raw,
                    Map.of("max_length", max));
            return null;
        }
        return raw;
    }

    /** A required parameter: absent is a {@code missing} issue. */
    public void require(String name) {
        if (ctx.queryParam(name) == null) {
            issues.add(Body.issue("missing", List.of("query", name), "Field required", null, null));
        }
    }

    public Integer integer(String name, int dflt, int min, int max) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return dflt;
        }
        long value;
        try {
            value = Long.parseLong(raw.trim());
        } catch (NumberFormatException e) {
            add(name, "int_parsing", "Input should be a valid integer, unable to parse string as an integer", raw, null);
            return null;
        }
        if (value < min) {
            add(name, "greater_than_equal", "Input should be greater than or equal to " + min, raw, Map.of("ge", min));
            return null;
        }
        if (value > max) {
            add(name, "less_than_equal", "Input should be less than or equal to " + max, raw, Map.of("le", max));
            return null;
        }
        return (int) value;
    }

    public UUID uuid(String name) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return null;
        }
        UUID id = Body.parseUuid(raw);
        if (id == null) {
            add(name, "uuid_parsing", "Input should be a valid UUID, unable to parse string as an UUID", raw, null);
        }
        return id;
    }

    public Instant instant(String name) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return null;
        }
        Instant t = Body.parseInstant(TextNode.valueOf(raw));
        if (t == null && Body.outOfRange(TextNode.valueOf(raw))) {
            add(name, "datetime_from_date_parsing", Body.OUT_OF_RANGE, raw, Map.of("error", Body.OUT_OF_RANGE_ERROR));
        } else if (t == null) {
            add(name, "datetime_from_date_parsing", "Input should be a valid datetime or date, invalid format", raw, null);
        }
        return t;
    }

    public Boolean bool(String name) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return null;
        }
        return switch (raw.trim().toLowerCase(Locale.ROOT)) {
            case "true", "1", "yes", "on", "t", "y" -> true;
            case "false", "0", "no", "off", "f", "n" -> false;
            default -> {
                add(name, "bool_parsing", "Input should be a valid boolean, unable to interpret input", raw, null);
                yield null;
            }
        };
    }

    public <E extends Enum<E>> E choice(String name, E[] values, Function<E, String> wire) {
        String raw = ctx.queryParam(name);
        if (raw == null) {
            return null;
        }
        for (E value : values) {
            if (wire.apply(value).equals(raw)) {
                return value;
            }
        }
        String expected = Body.expected(Arrays.stream(values).map(wire).toList());
        add(name, "enum", "Input should be " + expected, raw, Map.of("expected", expected));
        return null;
    }

    /** A problem found by the caller (e.g. a cursor that does not verify), as a {@code value_error}. */
    public void error(String name, String message) {
        add(name, "value_error", "Value error, " + message, ctx.queryParam(name), Map.of("error", message));
    }

    public boolean ok() {
        return issues.isEmpty();
    }

    public void finish() {
        if (!issues.isEmpty()) {
            throw new ValidationException(issues);
        }
    }

    private void add(String name, String type, String msg, String raw, Map<String, Object> ctxValues) {
        issues.add(Body.issue(type, List.of("query", name), msg,
                raw == null ? null : Body.redact(TextNode.valueOf(raw)), ctxValues));
    }
}
