package dev.albert.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.error.ErrorBody;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.lock.LockRead;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.Trust;
import dev.albert.api.search.SearchResponse;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonTest {
    private final ObjectMapper json = Json.mapper();

    /** The mapper no longer registers Jackson's JSR-310 module (start-up); it must write instants as that module did. */
    @ParameterizedTest
    @CsvSource({"0", "1764712218", "1764712218123", "1764712218123456789", "-62135596800000", "253402300799999",
            "253402300800000", "-62135596800001"})
    void writesInstantsExactlyAsJacksonsJavaTimeModule(long millisOrNanos) throws Exception {
        ObjectMapper module = JsonMapper.builder().addModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();
        Instant instant = Math.abs(millisOrNanos) > 1_000_000_000_000_000L
                ? Instant.ofEpochSecond(millisOrNanos / 1_000_000_000L, millisOrNanos % 1_000_000_000L)
                : Instant.ofEpochMilli(millisOrNanos);
        Map<String, Object> value = Map.of("at", instant, "list", List.of(instant));
        assertEquals(module.writeValueAsString(value), json.writeValueAsString(value));
        assertEquals(instant, json.readValue(json.writeValueAsString(instant), Instant.class));
    }

    @Test
    void memoryReadAcceptsBothMetadataSpellingsAndWritesTheContractsOne() throws Exception {
        String withUnderscore = """
                {"id":"6f1c0e7e-1111-4a6b-9b5e-000000000001","subject":"s","content":"c","memory_type":"fact",
                 "sensitivity":"internal","confidence":1.0,"status":"active","metadata_":{"k":"v"},
                 "some_future_field":{"nested":true}}""";
        String withoutUnderscore = withUnderscore.replace("\"metadata_\"", "\"metadata\"");

        MemoryRead a = json.readValue(withUnderscore, MemoryRead.class);
        MemoryRead b = json.readValue(withoutUnderscore, MemoryRead.class);

        assertEquals(Map.of("k", "v"), a.metadata());
        assertEquals(Map.of("k", "v"), b.metadata());
        JsonNode written = json.valueToTree(a);
        assertTrue(written.has("metadata_"), written::toString);
        assertTrue(written.has("memory_type"), "snake_case on the wire");
    }

    @Test
    void requestsOmitUnsetFieldsSoServerDefaultsApply() {
        JsonNode written = json.valueToTree(MemoryCreate.of("hello"));
        assertEquals(1, written.size(), written::toString);
        assertEquals("hello", written.get("content").asText());
    }

    @Test
    void enumsUseWireNamesAndRejectUnknownOnes() throws Exception {
        assertEquals("\"working_memory.write\"", json.writeValueAsString(Capability.WORKING_MEMORY_WRITE));
        assertEquals(Sensitivity.CONFIDENTIAL, json.readValue("\"confidential\"", Sensitivity.class));
        assertThrows(ValueInstantiationException.class, () -> json.readValue("\"secret\"", Sensitivity.class));
        assertThrows(ValueInstantiationException.class, () -> json.readValue("\"CONFIDENTIAL\"", Sensitivity.class),
                "wire names are case-sensitive, as in the Python server");
    }

    @ParameterizedTest
    @CsvSource({
            "2026-11-29T10:15:30Z, 2026-11-29T10:15:30Z",
            "2026-11-29T10:15:30.123456Z, 2026-11-29T10:15:30.123456Z",
            "2026-11-29T12:15:30+02:00, 2026-11-29T10:15:30Z",
            "2026-11-29T10:15:30, 2026-11-29T10:15:30Z"
    })
    void instantsAreReadLenientlyAndZoneLessMeansUtc(String text, String expected) throws Exception {
        assertEquals(Instant.parse(expected), json.readValue('"' + text + '"', Instant.class));
    }

    @Test
    void instantsAreWrittenAsIsoStrings() throws Exception {
        assertEquals("\"2026-11-29T10:15:30Z\"", json.writeValueAsString(Instant.parse("2026-11-29T10:15:30Z")));
    }

    @Test
    void searchResponseReadsHitMetadataUnderEitherName() throws Exception {
        SearchResponse response = json.readValue("""
                {"hits":[{"memory_id":null,"kind":"relationship","subject":"uses","content":"a uses b","score":0.016,
                  "backends":["graph"],"source_episode_id":null,"metadata_":{"relationship_id":"x"}}],"degraded":[]}""",
                SearchResponse.class);
        assertEquals("x", response.hits().getFirst().metadata().get("relationship_id"));
    }

    @Test
    void errorBodyGivesOneLineForEveryDetailShape() throws Exception {
        assertEquals("Memory not found", json.readValue("{\"detail\":\"Memory not found\"}", ErrorBody.class).message());
        assertEquals("Resource is locked", json.readValue("""
                {"detail":{"message":"Resource is locked","owner_principal_id":"%s","expires_at":"2026-11-29T10:00:00Z"}}"""
                .formatted(UUID.randomUUID()), ErrorBody.class).message());
        assertEquals("content: Field required (and 1 more)", json.readValue("""
                {"detail":[{"type":"missing","loc":["body","content"],"msg":"Field required"},
                           {"type":"string_too_long","loc":["body","subject"],"msg":"too long"}]}""",
                ErrorBody.class).message());
    }

    @Test
    void apiKeysSplitOnTheFirstTwoUnderscoresOnly() {
        ApiKeyFormat.Parts parts = ApiKeyFormat.parse("alb_AbC123_se_cr-et").orElseThrow();
        assertEquals("AbC123", parts.prefix());
        assertEquals("se_cr-et", parts.secret());
        assertFalse(ApiKeyFormat.parse("alb__secret").isPresent());
        assertFalse(ApiKeyFormat.parse("xyz_abc_def").isPresent());
        assertFalse(ApiKeyFormat.parse("alb_abc").isPresent());
        assertEquals("alb_AbC123_****", ApiKeyFormat.redact("alb_AbC123_se_cr-et"));
    }

    @Test
    void recordsHoldingSecretsNeverPrintThem() {
        String key = "alb_AbC123_" + "s".repeat(43);
        KeyCreated created = new KeyCreated(key, UUID.randomUUID(), "n", "AbC123", UUID.randomUUID(),
                List.of("memory.read"), null, Instant.EPOCH);
        LockRead lock = new LockRead(UUID.randomUUID(), "repo", "main", 1, Instant.EPOCH, "lock-token-value-0123456789");
        assertFalse(created.toString().contains("sss"), created::toString);
        assertFalse(lock.toString().contains("lock-token-value"), lock::toString);
        assertFalse(ApiKeyFormat.parse(key).orElseThrow().toString().contains("sss"));
    }

    @Test
    void trustCeilingsAndOrder() {
        assertEquals(0.80, Trust.VERIFIED.confidenceCeiling());
        assertEquals(0.45, Trust.UNTRUSTED.confidenceCeiling());
        assertEquals(1.0, Trust.TRUSTED.confidenceCeiling());
        assertTrue(Trust.TRUSTED.rank() > Trust.VERIFIED.rank() && Trust.VERIFIED.rank() > Trust.UNTRUSTED.rank());
        assertNull(MemoryCreate.of("x").trust());
    }
}
