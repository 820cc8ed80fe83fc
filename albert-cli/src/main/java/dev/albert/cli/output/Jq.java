package dev.albert.cli.output;

import com.fasterxml.jackson.databind.JsonNode;
import net.thisptr.jackson.jq.BuiltinFunctionLoader;
import net.thisptr.jackson.jq.JsonQuery;
import net.thisptr.jackson.jq.Scope;
import net.thisptr.jackson.jq.Versions;
import net.thisptr.jackson.jq.exception.JsonQueryException;

import java.util.ArrayList;
import java.util.List;

/** A compiled jq filter (jackson-jq, jq 1.6 semantics), with errors as one-line messages. */
final class Jq {
    private static final Scope ROOT = rootScope();

    private final JsonQuery query;

    private Jq(JsonQuery query) {
        this.query = query;
    }

    private static Scope rootScope() {
        Scope scope = Scope.newEmptyScope();
        BuiltinFunctionLoader.getInstance().loadFunctions(Versions.JQ_1_6, scope);
        return scope;
    }

    /** Throws {@link IllegalArgumentException} with jackson-jq's message when the expression does not compile. */
    static Jq compile(String expression) {
        try {
            return new Jq(JsonQuery.compile(expression, Versions.JQ_1_6));
        } catch (JsonQueryException | RuntimeException e) {
            throw new IllegalArgumentException(firstLine(e.getMessage()), e);
        }
    }

    /** Every output of the filter, in order; a runtime error (e.g. indexing a string) is a usage error. */
    List<JsonNode> apply(JsonNode input) {
        List<JsonNode> out = new ArrayList<>();
        try {
            query.apply(Scope.newChildScope(ROOT), input, out::add);
        } catch (JsonQueryException e) {
            throw new dev.albert.client.InvalidConfig("--jq: " + firstLine(e.getMessage()));
        }
        return out;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "invalid expression";
        }
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).strip();
    }
}
