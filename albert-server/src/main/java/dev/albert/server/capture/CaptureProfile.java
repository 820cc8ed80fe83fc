package dev.albert.server.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.capture.CaptureProfileRead;
import dev.albert.api.memory.Trust;
import dev.albert.server.memories.TrustPolicy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * What capture keeps for a session (docs/capture-queue.md §5.4): the classes stored, the bounds, how long each class is
 * kept and how far a memory promoted from each class may be trusted. {@link #BUILTIN} is what capture did before
 * profiles existed, so a workspace without profiles behaves exactly as before.
 *
 * @param classes             classes stored; events of other classes are answered {@code accepted} with a
 *                            {@code not_kept} reason and not stored
 * @param maxTextChars        longer texts are cut to this many characters (never refused: a refused event is lost)
 * @param maxEventsPerSession stored events a session may hold; later ones are rejected ({@code session_limit}); null = none
 * @param retentionDays       days an event of a class is kept; a class without an entry is kept for good
 * @param maxTrust            trust ceiling of memories promoted from a class; a class without an entry is not lowered
 */
record CaptureProfile(String name, UUID workspaceId, Set<CaptureEventClass> classes, int maxTextChars,
                      Integer maxEventsPerSession, Map<CaptureEventClass, Integer> retentionDays,
                      Map<CaptureEventClass, Trust> maxTrust, Instant createdAt, Instant updatedAt) {
    static final String DEFAULT = "default";
    static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");
    static final int RETENTION_DAYS_MAX = 36_500;
    static final int SESSION_EVENTS_MAX = 100_000_000;
    static final CaptureProfile BUILTIN = new CaptureProfile(DEFAULT, null, EnumSet.allOf(CaptureEventClass.class),
            CaptureLimits.TEXT_MAX, null, Map.of(), Map.of(), null, null);

    CaptureProfile {
        EnumSet<CaptureEventClass> kept = EnumSet.noneOf(CaptureEventClass.class);
        kept.addAll(classes);
        classes = Collections.unmodifiableSet(kept);
        retentionDays = Collections.unmodifiableMap(byClass(retentionDays));
        maxTrust = Collections.unmodifiableMap(byClass(maxTrust));
    }

    /** A copy in class order (an EnumMap iterates in declaration order, so reads and storage are stable). */
    private static <V> EnumMap<CaptureEventClass, V> byClass(Map<CaptureEventClass, V> values) {
        EnumMap<CaptureEventClass, V> out = new EnumMap<>(CaptureEventClass.class);
        out.putAll(values);
        return out;
    }

    boolean builtin() {
        return createdAt == null;
    }

    boolean keeps(CaptureEventClass eventClass) {
        return classes.contains(eventClass);
    }

    /** The trust a promoted memory gets: the promotion rule's, lowered to this profile's ceiling for the class. */
    Trust trust(CaptureEventClass eventClass, Trust byRule) {
        return TrustPolicy.lowerOnly(byRule, maxTrust.get(eventClass));
    }

    /** The text as stored: cut at {@link #maxTextChars} code points (a surrogate pair is never split). */
    String bound(String text) {
        if (text.codePointCount(0, text.length()) <= maxTextChars) {
            return text;
        }
        return text.substring(0, text.offsetByCodePoints(0, maxTextChars));
    }

    CaptureProfileRead read() {
        Map<String, Integer> retention = new LinkedHashMap<>();
        retentionDays.forEach((c, d) -> retention.put(c.wireName(), d));
        Map<String, Trust> trust = new LinkedHashMap<>();
        maxTrust.forEach((c, t) -> trust.put(c.wireName(), t));
        return new CaptureProfileRead(name, workspaceId, builtin(), List.copyOf(classes), maxTextChars,
                maxEventsPerSession, retention, trust, createdAt, updatedAt);
    }

    /** The stored form (capture_profiles.definition): every field but name, workspace and times. */
    String definition() {
        ObjectNode d = Json.mapper().createObjectNode();
        com.fasterxml.jackson.databind.node.ArrayNode kept = d.putArray("classes");
        classes.forEach(c -> kept.add(c.wireName()));
        d.put("max_text_chars", maxTextChars);
        if (maxEventsPerSession == null) {
            d.putNull("max_events_per_session");
        } else {
            d.put("max_events_per_session", maxEventsPerSession);
        }
        ObjectNode retention = d.putObject("retention_days");
        retentionDays.forEach((c, days) -> retention.put(c.wireName(), days));
        ObjectNode trust = d.putObject("max_trust");
        maxTrust.forEach((c, t) -> trust.put(c.wireName(), t.wireName()));
        return d.toString();
    }

    static CaptureProfile fromDefinition(String name, UUID workspaceId, String definition, Instant createdAt,
                                         Instant updatedAt) {
        JsonNode d;
        try {
            d = Json.mapper().readTree(definition);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("stored capture profile is not JSON", e);
        }
        List<CaptureEventClass> classes = new ArrayList<>();
        d.path("classes").forEach(c -> classes.add(CaptureEventClass.fromWire(c.asText())));
        Map<CaptureEventClass, Integer> retention = new EnumMap<>(CaptureEventClass.class);
        d.path("retention_days").properties().forEach(e ->
                retention.put(CaptureEventClass.fromWire(e.getKey()), e.getValue().asInt()));
        Map<CaptureEventClass, Trust> trust = new EnumMap<>(CaptureEventClass.class);
        d.path("max_trust").properties().forEach(e ->
                trust.put(CaptureEventClass.fromWire(e.getKey()), Trust.fromWire(e.getValue().asText())));
        JsonNode maxEvents = d.path("max_events_per_session");
        return new CaptureProfile(name, workspaceId, Set.copyOf(classes), d.path("max_text_chars").asInt(),
                maxEvents.isNumber() ? maxEvents.asInt() : null, retention, trust, createdAt, updatedAt);
    }

    static List<String> classNames() {
        return Arrays.stream(CaptureEventClass.values()).map(CaptureEventClass::wireName).toList();
    }
}
