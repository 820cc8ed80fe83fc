package dev.albert.server.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.error.ValidationIssue;
import dev.albert.safety.Redaction;
import dev.albert.safety.SecretFinding;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.ValidationException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * One event of a {@code POST /v1/capture/events} batch after validation and screening: either {@link Valid}
 * (credentials already redacted, ready to store) or {@link Invalid} with the reason the client will park it under.
 * A problem of one event never fails its batch; only a batch that is not a batch (no {@code events} array, an item
 * without an {@code event_id} to answer under, more than {@value CaptureLimits#BATCH_MAX} events) is a 422.
 */
sealed interface IncomingEvent {
    Pattern HOST = Pattern.compile(CaptureLimits.HOST_PATTERN);
    Pattern UUID_TEXT = Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    Pattern WINDOWS_PATH = Pattern.compile("[A-Za-z]:[\\\\/].*", Pattern.DOTALL);
    /** The reason prefix of every field, e.g. {@code invalid_host}. */
    Map<String, String> CODES = Map.ofEntries(Map.entry("event_id", "invalid_event_id"),
            Map.entry("host", "invalid_host"), Map.entry("session_key", "invalid_session_key"),
            Map.entry("class", "invalid_class"), Map.entry("text", "invalid_text"),
            Map.entry("created_at", "invalid_created_at"), Map.entry("turn_key", "invalid_turn_key"),
            Map.entry("project_ref", "invalid_project_ref"), Map.entry("branch", "invalid_branch"),
            Map.entry("metadata", "invalid_metadata"));
    int REASON_MAX = 200;

    /** The event id exactly as sent: results are matched by it. */
    String rawEventId();

    /**
     * @param eventId  the canonical (lower-case) UUID, the idempotency key
     * @param redacted ids of the rules whose matches were redacted, sorted
     */
    record Valid(String rawEventId, String eventId, String host, String sessionKey, CaptureEventClass eventClass,
                 String text, Instant createdAt, String turnKey, String projectRef, String branch,
                 Map<String, String> metadata, List<String> redacted) implements IncomingEvent {
    }

    record Invalid(String rawEventId, String reason) implements IncomingEvent {
    }

    /** The batch's events; a 422 when the body is not a batch the server can answer event by event. */
    static List<ObjectNode> items(Body body) {
        JsonNode events = body.tree().get("events");
        List<Object> loc = List.of("body", "events");
        if (events == null) {
            throw new ValidationException(issue("missing", loc, "Field required", null));
        }
        if (!events.isArray()) {
            throw new ValidationException(issue("list_type", loc, "Input should be a valid list", null));
        }
        ArrayNode array = (ArrayNode) events;
        if (array.isEmpty()) {
            throw new ValidationException(new ValidationIssue("too_short", loc,
                    "List should have at least 1 item after validation, not 0", NullNode.getInstance(),
                    Map.of("field_type", "List", "min_length", 1, "actual_length", 0)));
        }
        if (array.size() > CaptureLimits.BATCH_MAX) {
            throw new ValidationException(new ValidationIssue("too_long", loc, "List should have at most "
                    + CaptureLimits.BATCH_MAX + " items after validation, not " + array.size(), NullNode.getInstance(),
                    Map.of("field_type", "List", "max_length", CaptureLimits.BATCH_MAX, "actual_length", array.size())));
        }
        List<ValidationIssue> issues = new ArrayList<>();
        List<ObjectNode> out = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            JsonNode item = array.get(i);
            List<Object> at = List.of("body", "events", i);
            if (!item.isObject()) {
                issues.add(issue("model_attributes_type", at,
                        "Input should be a valid dictionary or object to extract fields from", null));
                continue;
            }
            JsonNode id = item.get("event_id");
            if (id == null) {
                issues.add(issue("missing", List.of("body", "events", i, "event_id"), "Field required", null));
            } else if (!id.isTextual()) {
                issues.add(issue("string_type", List.of("body", "events", i, "event_id"),
                        "Input should be a valid string", null));
            } else {
                out.add((ObjectNode) item);
            }
        }
        if (!issues.isEmpty()) {
            throw new ValidationException(issues);
        }
        return out;
    }

    private static ValidationIssue issue(String type, List<Object> loc, String msg, Map<String, Object> ctx) {
        return new ValidationIssue(type, loc, msg, NullNode.getInstance(), ctx);
    }

    /** Validates and screens one event (an object with a string {@code event_id}, see {@link #items}). */
    static IncomingEvent parse(ObjectNode node, int index, BatchScreen screen) {
        String rawId = node.get("event_id").asText();
        Body e = Body.detached(node, List.of("body", "events", index));
        String eventId = null;
        if (!UUID_TEXT.matcher(rawId).matches() || UUID.fromString(rawId).version() != 7
                || UUID.fromString(rawId).variant() != 2) {
            e.fieldError("event_id", "must be a UUIDv7 in canonical form");
        } else {
            eventId = rawId.toLowerCase(Locale.ROOT);
        }
        String host = e.string("host", Presence.REQUIRED, null, 1, 64);
        if (host != null && !HOST.matcher(host).matches()) {
            e.fieldError("host", "must match " + CaptureLimits.HOST_PATTERN);
        }
        String sessionKey = sessionKey(e);
        CaptureEventClass eventClass = null;
        String className = e.string("class", Presence.REQUIRED, null, 0, Integer.MAX_VALUE);
        if (className != null) {
            eventClass = Arrays.stream(CaptureEventClass.values()).filter(c -> c.wireName().equals(className))
                    .findFirst().orElse(null);
            if (eventClass == null) {
                e.fieldError("class", "must be one of " + String.join(", ",
                        Arrays.stream(CaptureEventClass.values()).map(CaptureEventClass::wireName).toList()));
            }
        }
        String text = e.string("text", Presence.REQUIRED, null, 1, CaptureLimits.TEXT_MAX);
        Instant createdAt = e.instant("created_at", Presence.REQUIRED);
        String turnKey = e.string("turn_key", Presence.NULLABLE, null, 0, CaptureLimits.FIELD_MAX);
        String projectRef = projectRef(e);
        String branch = e.string("branch", Presence.NULLABLE, null, 0, CaptureLimits.FIELD_MAX);
        Map<String, String> metadata = metadata(e);
        if (!e.ok()) {
            return new Invalid(rawId, reason(e.issues().getFirst()));
        }
        // A session key and a host are identifiers: redacting one would merge sessions, so a credential there is
        // refused (a lower-case token fits the host pattern).
        var keyFinding = screen.redact(sessionKey).findings();
        if (!keyFinding.isEmpty()) {
            return new Invalid(rawId, "credential_shaped: the session key looks like a credential (rule: "
                    + keyFinding.getFirst().rule() + "); session keys are identifiers");
        }
        var hostFinding = screen.redact(host).findings();
        if (!hostFinding.isEmpty()) {
            return new Invalid(rawId, "credential_shaped: the host looks like a credential (rule: "
                    + hostFinding.getFirst().rule() + "); hosts are identifiers");
        }
        Set<String> rules = new TreeSet<>();
        text = redact(screen, text, rules);
        turnKey = redact(screen, turnKey, rules);
        projectRef = redact(screen, projectRef, rules);
        branch = redact(screen, branch, rules);
        Map<String, String> screened = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : metadata.entrySet()) {
            screened.put(redact(screen, entry.getKey(), rules), redact(screen, entry.getValue(), rules));
        }
        return new Valid(rawId, eventId, host, sessionKey, eventClass, text, createdAt, turnKey, projectRef, branch,
                screened, List.copyOf(rules));
    }

    /** 1–256 printable characters, not only whitespace (the same rule as the client's queue). */
    static String sessionKey(Body e) {
        String key = e.string("session_key", Presence.REQUIRED, null, 1, CaptureLimits.SESSION_KEY_MAX);
        if (key != null && (key.isBlank() || key.chars().anyMatch(Character::isISOControl))) {
            e.fieldError("session_key", "must be printable characters, not only whitespace");
            return null;
        }
        return key;
    }

    /** A project identity ({@code prj_…}) or name; an absolute path would leak the user's file system layout. */
    static String projectRef(Body e) {
        String ref = e.string("project_ref", Presence.NULLABLE, null, 0, CaptureLimits.FIELD_MAX);
        if (ref != null && (ref.startsWith("/") || ref.startsWith("\\") || ref.startsWith("~")
                || WINDOWS_PATH.matcher(ref).matches())) {
            e.fieldError("project_ref", "must be a project identity (prj_…), never an absolute path");
            return null;
        }
        return ref;
    }

    private static Map<String, String> metadata(Body e) {
        ObjectNode object = e.object("metadata", null, Presence.NULLABLE);
        Map<String, String> out = new LinkedHashMap<>();
        if (object == null) {
            return out;
        }
        if (object.size() > CaptureLimits.METADATA_ENTRIES_MAX) {
            e.fieldError("metadata", "at most " + CaptureLimits.METADATA_ENTRIES_MAX + " entries");
            return out;
        }
        for (Map.Entry<String, JsonNode> entry : object.properties()) {
            String key = entry.getKey();
            JsonNode value = entry.getValue();
            if (key.isEmpty() || key.codePointCount(0, key.length()) > CaptureLimits.METADATA_KEY_MAX) {
                e.fieldError("metadata", "keys must be 1-" + CaptureLimits.METADATA_KEY_MAX + " characters");
                return out;
            }
            if (!value.isTextual()) {
                e.fieldError("metadata", "values must be strings");
                return out;
            }
            String text = value.asText();
            if (text.codePointCount(0, text.length()) > CaptureLimits.FIELD_MAX) {
                e.fieldError("metadata", "values must be at most " + CaptureLimits.FIELD_MAX + " characters");
                return out;
            }
            out.put(key, text);
        }
        return out;
    }

    private static String redact(BatchScreen screen, String value, Set<String> rules) {
        if (value == null || value.isEmpty()) {
            return value;
        }
        Redaction redaction = screen.redact(value);
        for (SecretFinding finding : redaction.findings()) {
            rules.add(finding.rule());
        }
        return redaction.text();
    }

    /** {@code <code>: <field> <problem>}, from the validator's message (which never quotes the input). */
    static String reason(ValidationIssue issue) {
        List<Object> loc = issue.loc();
        String field = loc.size() > 3 ? String.valueOf(loc.get(3)) : "event";
        String code = field.equals("text") && issue.type().equals("string_too_long") ? "too_large"
                : CODES.getOrDefault(field, "invalid_event");
        String msg = issue.msg().startsWith("Value error, ") ? issue.msg().substring("Value error, ".length())
                : issue.msg();
        String reason = code + ": " + field + ": " + msg;
        return reason.length() <= REASON_MAX ? reason : reason.substring(0, REASON_MAX - 1) + "…";
    }
}
