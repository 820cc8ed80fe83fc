package dev.albert.api.wire;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.OpenApi;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.capture.CaptureEvent;
import dev.albert.api.capture.CaptureEventsRequest;
import dev.albert.api.capture.CaptureRetentionRequest;
import dev.albert.api.capture.CaptureSessionRequest;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.context.SessionStartBudgets;
import dev.albert.api.context.SessionStartProvenance;
import dev.albert.api.context.SessionStartRequest;
import dev.albert.api.episode.EpisodeCreate;
import dev.albert.api.graph.EntityInput;
import dev.albert.api.graph.GraphQuery;
import dev.albert.api.graph.RelationshipCreate;
import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.LinkCreate;
import dev.albert.api.identity.LinkRedeem;
import dev.albert.api.identity.PrincipalCreate;
import dev.albert.api.identity.WorkspaceCreate;
import dev.albert.api.identity.WorkspaceUpdate;
import dev.albert.api.lock.LockAcquire;
import dev.albert.api.lock.LockRelease;
import dev.albert.api.lock.LockRenew;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryInvalidate;
import dev.albert.api.memory.MemoryUpdate;
import dev.albert.api.memory.QuarantineReview;
import dev.albert.api.portability.ImportRequest;
import dev.albert.api.search.SearchRequest;
import dev.albert.api.working.WorkingMemoryCreate;
import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.api.working.WorkingMemoryUpdate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@link Wire} constraints of the request records are the OpenAPI document's schemas: the same field names, the
 * same required fields, the same length and numeric bounds, the same defaults, nullable wherever the schema allows
 * null. The server binds bodies by these constraints, so this keeps what it validates and what the document says
 * together. (A server may be more lenient than the document in one way only: accept null where the schema has none.)
 */
class WireConstraintsTest {
    /** Every request body of the contract and the records nested in them. */
    private static final List<Class<? extends Record>> REQUESTS = List.of(
            EpisodeCreate.class, MemoryCreate.class, MemoryUpdate.class, SearchRequest.class, ContextRequest.class,
            RelationshipCreate.class, EntityInput.class, GraphQuery.class, WorkingMemoryCreate.class,
            WorkingMemoryUpdate.class, WorkingMemoryFinish.class, LockAcquire.class, LockRenew.class,
            LockRelease.class, ImportRequest.class, BootstrapRequest.class, KeyCreate.class,
            CaptureEventsRequest.class, CaptureEvent.class, CaptureSessionRequest.class, CaptureRetentionRequest.class, PrincipalCreate.class,
            WorkspaceCreate.class, WorkspaceUpdate.class, LinkCreate.class, LinkRedeem.class,
            QuarantineReview.class, MemoryInvalidate.class, SessionStartRequest.class, SessionStartProvenance.class,
            SessionStartBudgets.class);

    private static JsonNode schemas;

    @BeforeAll
    static void parse() throws IOException {
        schemas = Json.mapper().readTree(OpenApi.json()).at("/components/schemas");
    }

    /** A record is bound by its constraints once it or any of its components carries one. */
    static boolean constrained(Class<?> record) {
        return record.isAnnotationPresent(Wire.ScreenedAs.class) || Arrays.stream(record.getRecordComponents())
                .anyMatch(c -> Arrays.stream(c.getAnnotations())
                        .anyMatch(a -> a.annotationType().getEnclosingClass() == Wire.class));
    }

    @Test
    void theRecordsTheServerBindsCarryTheirConstraints() {
        List<String> bound = REQUESTS.stream().filter(WireConstraintsTest::constrained).map(Class::getSimpleName)
                .toList();
        assertTrue(bound.containsAll(List.of("LockAcquire", "LockRenew", "LockRelease", "WorkingMemoryCreate",
                "WorkingMemoryUpdate", "WorkingMemoryFinish", "MemoryCreate", "MemoryUpdate", "EpisodeCreate",
                "PrincipalCreate", "WorkspaceCreate", "WorkspaceUpdate", "MemoryInvalidate", "QuarantineReview",
                "LinkRedeem", "GraphQuery", "KeyCreate", "LinkCreate", "BootstrapRequest", "SessionStartRequest",
                "SessionStartProvenance", "SessionStartBudgets", "CaptureRetentionRequest", "SearchRequest", "ContextRequest",
                "RelationshipCreate", "EntityInput")), bound.toString());
    }

    @Test
    void constraintsOfEveryBoundRecordAreItsSchema() {
        List<String> problems = new ArrayList<>();
        for (Class<? extends Record> record : REQUESTS) {
            if (constrained(record)) {
                problems.addAll(check(record.getSimpleName(), record));
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void aConstraintThatDisagreesWithTheSchemaIsFound() {
        record Drifted(@Wire.Required @Wire.Length(min = 1, max = 99) String resourceType,
                       @Wire.Length(min = 1, max = 500) String resourceRef,
                       @Wire.Default("900") Integer ttlSeconds,
                       UUID workspaceId) {
        }
        String all = String.join("\n", check("LockAcquire", Drifted.class));
        assertTrue(all.contains("resource_type: maxLength is 100 in the schema but 99"), all);
        assertTrue(all.contains("LockAcquire: required [resource_ref, resource_type] but @Wire.Required [resource_type]"),
                all);
        assertTrue(all.contains("ttl_seconds: minimum is 10.0 in the schema but -Infinity"), all);
        assertTrue(all.contains("workspace_id: the schema allows null"), all);
        assertTrue(all.contains("LockAcquire: properties"), all);
        assertFalse(all.contains("ttl_seconds: default"), all);
    }

    @Test
    void aListConstraintThatDisagreesWithTheSchemaIsFound() {
        record Drifted(@Wire.NotBlank @Wire.Length(max = 200) @Wire.Default("agent key") String name,
                       @Wire.Required @Wire.OneOf(PrincipalType.class) List<String> capabilities,
                       @Wire.Nullable UUID principalId,
                       @Wire.Nullable Instant expiresAt,
                       @Wire.Nullable @Wire.Range(min = 60, max = 315_360_000) Integer expiresInSeconds) {
        }
        String all = String.join("\n", check("KeyCreate", Drifted.class));
        assertTrue(all.contains("KeyCreate.capabilities: minItems is 1 in the schema but 0"), all);
        assertTrue(all.contains("KeyCreate.capabilities: $ref is Capability in the schema but PrincipalType"), all);
        assertEquals(2, all.lines().count(), all);
    }

    @Test
    void aPatternThatDisagreesWithTheSchemaIsFound() {
        record Drifted(@Wire.Nullable @Wire.Length(max = 64) @Wire.Pattern("^prj_[0-9a-f]{12}$") String projectRef,
                       @Wire.Nullable @Wire.Length(max = 1024) String branch,
                       @Wire.Nullable @Wire.Length(max = 1024) @Wire.Pattern("^\\w+$") String task) {
        }
        String all = String.join("\n", check("SessionStartProvenance", Drifted.class));
        assertTrue(all.contains("project_ref: pattern (\\S is @Wire.NotBlank) is ^prj_[0-9a-f]{16}$ in the schema but "
                + "^prj_[0-9a-f]{12}$"), all);
        assertTrue(all.contains("task: pattern (\\S is @Wire.NotBlank) is  in the schema but ^\\w+$"), all);
        assertEquals(2, all.lines().count(), all);
    }

    private static List<String> check(String name, Class<? extends Record> record) {
        List<String> problems = new ArrayList<>();
        JsonNode schema = schemas.path(name);
        assertFalse(schema.isMissingNode(), name + " has a schema");
        Set<String> properties = new TreeSet<>();
        schema.path("properties").fieldNames().forEachRemaining(properties::add);
        Set<String> components = new TreeSet<>();
        Set<String> required = new TreeSet<>();
        for (RecordComponent component : record.getRecordComponents()) {
            String field = Wire.name(component);
            components.add(field);
            if (component.isAnnotationPresent(Wire.Required.class)) {
                required.add(field);
            }
            JsonNode property = schema.path("properties").path(field);
            if (!property.isMissingNode()) {
                check(name + "." + field, component, property, problems);
            }
        }
        if (!components.equals(properties)) {
            problems.add(name + ": properties " + properties + " but components " + components);
        }
        Set<String> documented = new TreeSet<>();
        schema.path("required").forEach(r -> documented.add(r.asText()));
        if (!required.equals(documented)) {
            problems.add(name + ": required " + documented + " but @Wire.Required " + required);
        }
        return problems;
    }

    private static void check(String where, RecordComponent component, JsonNode property, List<String> problems) {
        JsonNode bounded = component.getType() == List.class ? property.path("items") : property;
        Wire.Length length = component.getAnnotation(Wire.Length.class);
        boolean notBlank = component.isAnnotationPresent(Wire.NotBlank.class);
        int minLength = Math.max(length == null ? 0 : length.min(), notBlank ? 1 : 0);
        int maxLength = length == null ? Integer.MAX_VALUE : length.max();
        same(where, "minLength", bounded.path("minLength").asInt(0), minLength, problems);
        same(where, "maxLength", bounded.has("maxLength") ? bounded.path("maxLength").asInt() : Integer.MAX_VALUE,
                maxLength, problems);
        Wire.Pattern pattern = component.getAnnotation(Wire.Pattern.class);
        same(where, "pattern (\\S is @Wire.NotBlank)", bounded.path("pattern").asText(""),
                notBlank ? "\\S" : pattern != null ? pattern.value() : "", problems);

        same(where, "minItems", property.path("minItems").asInt(0),
                component.isAnnotationPresent(Wire.NotEmpty.class) ? 1 : 0, problems);
        // Text restricted to an enum's wire names: the schema refers to that enum (typed enums and records refer
        // to their own schema by their type).
        Wire.OneOf oneOf = component.getAnnotation(Wire.OneOf.class);
        String ref = bounded.path("$ref").asText("");
        if (oneOf != null || textual(component)) {
            same(where, "$ref", ref.isEmpty() ? null : ref.substring(ref.lastIndexOf('/') + 1),
                    oneOf == null ? null : oneOf.value().getSimpleName(), problems);
        }

        Wire.Range range = component.getAnnotation(Wire.Range.class);
        same(where, "minimum", property.has("minimum") ? property.path("minimum").asDouble() : Double.NEGATIVE_INFINITY,
                range == null ? Double.NEGATIVE_INFINITY : range.min(), problems);
        same(where, "maximum", property.has("maximum") ? property.path("maximum").asDouble() : Double.POSITIVE_INFINITY,
                range == null ? Double.POSITIVE_INFINITY : range.max(), problems);

        // Object and array defaults ({} for metadata) are the route's to apply; value defaults are the record's.
        JsonNode documented = property.path("default");
        Wire.Default dflt = component.getAnnotation(Wire.Default.class);
        boolean valueDefault = documented.isValueNode() && !documented.isNull();
        if (valueDefault || dflt != null) {
            boolean numeric = documented.isNumber();
            String expected = !valueDefault ? null : numeric ? Double.toString(documented.asDouble()) : documented.asText();
            String actual = dflt == null ? null : numeric ? Double.toString(Double.parseDouble(dflt.value()))
                    : dflt.value();
            same(where, "default", expected, actual, problems);
        }

        boolean schemaAllowsNull = false;
        for (JsonNode type : property.path("type")) {
            schemaAllowsNull |= type.asText().equals("null");
        }
        if (schemaAllowsNull && !component.isAnnotationPresent(Wire.Nullable.class)) {
            problems.add(where + ": the schema allows null but the component is not @Wire.Nullable");
        }
    }

    /** A String component, or a list of strings. */
    private static boolean textual(RecordComponent component) {
        if (component.getType() == List.class) {
            return component.getGenericType() instanceof ParameterizedType list
                    && list.getActualTypeArguments()[0] == String.class;
        }
        return component.getType() == String.class;
    }

    private static void same(String where, String what, Object documented, Object declared, List<String> problems) {
        if (!Objects.equals(documented, declared)) {
            problems.add(where + ": " + what + " is " + documented + " in the schema but " + declared + " on the record");
        }
    }
}
