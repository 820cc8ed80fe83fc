package dev.albert.api;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;

import java.io.IOException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * The one JSON configuration shared by server and clients: snake_case names, ISO-8601 instants,
 * unknown fields ignored (servers add fields; hosts add fields monthly).
 *
 * <p>{@link Instant} is the only {@code java.time} type in the wire types, so this mapper writes and reads it
 * with its own two small classes instead of registering Jackson's JSR-310 module: that module initialises about
 * 50 classes at every CLI start (docs/cli-startup.md). The output is the same as the module's with
 * {@code WRITE_DATES_AS_TIMESTAMPS} off ({@link java.time.format.DateTimeFormatter#ISO_INSTANT}).
 */
public final class Json {
    private Json() {
    }

    private static final class Holder {
        static final ObjectMapper MAPPER = newMapper();
    }

    /** A shared, fully configured mapper. ObjectMapper is thread-safe once configured. */
    public static ObjectMapper mapper() {
        return Holder.MAPPER;
    }

    public static ObjectMapper newMapper() {
        SimpleModule instants = new SimpleModule("albert-instants");
        instants.addSerializer(Instant.class, new IsoInstantSerializer());
        instants.addDeserializer(Instant.class, new LenientInstantDeserializer());
        return JsonMapper.builder()
                .addModule(instants)
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .build();
    }

    /** Writes an instant as ISO-8601 in UTC ({@code 2026-12-02T21:50:18.123Z}), as {@code Instant.toString}. */
    static final class IsoInstantSerializer extends JsonSerializer<Instant> {
        @Override
        public void serialize(Instant value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            gen.writeString(value.toString());
        }
    }

    /**
     * Reads ISO-8601 with an offset or {@code Z}, and, as the Python server does, a local date-time
     * without a zone (taken as UTC).
     */
    static final class LenientInstantDeserializer extends JsonDeserializer<Instant> {
        @Override
        public Instant deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String text = p.getValueAsString();
            if (text == null) {
                return (Instant) ctxt.handleUnexpectedToken(Instant.class, p);
            }
            return parseInstant(text.trim());
        }
    }

    /** Parses an ISO-8601 instant, offset date-time, or zone-less local date-time (as UTC). */
    public static Instant parseInstant(String text) {
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException withoutOffset) {
            try {
                return LocalDateTime.parse(text).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("not an ISO-8601 date-time: '" + text + "'");
            }
        }
    }
}
