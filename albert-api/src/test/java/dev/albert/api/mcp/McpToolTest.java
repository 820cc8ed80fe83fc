package dev.albert.api.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Capability;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Tool arguments become the contract's REST calls; what cannot is refused with a message naming the argument. */
class McpToolTest {
    private static JsonNode json(String text) throws IOException {
        return Json.mapper().readTree(text);
    }

    private static McpTool tool(String name) {
        return ToolCatalogue.find(name).orElseThrow();
    }

    @Test
    void leftOutArgumentsWithDefaultsAreSentWithThem() throws IOException {
        RestCall call = tool("memory_ingest").restCall(json("{\"content\":\"notes\"}"));
        assertEquals("POST", call.method());
        assertEquals("/v1/episodes", call.encodedPathAndQuery());
        assertEquals(json("{\"content\":\"notes\",\"source_type\":\"agent\",\"source_uri\":\"\",\"sensitivity\":\"internal\"}"),
                call.body());
        assertTrue(call.idempotent());
    }

    @Test
    void onlyTheFieldsGivenAreSentForAnUpdate() throws IOException {
        RestCall call = tool("memory_update").restCall(json("{\"memory_id\":\"m-1\",\"confidence\":0.5}"));
        assertEquals("PATCH /v1/memories/{memory_id}", call.operation());
        assertEquals("/v1/memories/m-1", call.encodedPathAndQuery());
        assertEquals(json("{\"confidence\":0.5}"), call.body());
        assertFalse(call.idempotent());
    }

    @Test
    void relationshipEndsAreNestedObjects() throws IOException {
        RestCall call = tool("memory_add_relationship").restCall(
                json("{\"source_name\":\"checkout\",\"relation_type\":\"uses\",\"target_name\":\"postgres\",\"target_type\":\"database\"}"));
        assertEquals(json("{\"source\":{\"name\":\"checkout\",\"entity_type\":\"concept\"},\"relation_type\":\"uses\","
                + "\"target\":{\"name\":\"postgres\",\"entity_type\":\"database\"},\"sensitivity\":\"internal\"}"), call.body());
    }

    @Test
    void queryAndPathArgumentsArePercentEncoded() throws IOException {
        RestCall subgraph = tool("memory_get_subgraph").restCall(json("{\"entity_id\":\"a/../b c\",\"hops\":3}"));
        assertEquals("/v1/graph/entities/a%2F..%2Fb%20c/subgraph?hops=3&limit=50", subgraph.encodedPathAndQuery());
        assertNull(subgraph.body());
        RestCall export = tool("memory_export").restCall(null);
        assertEquals("/v1/export", export.encodedPathAndQuery());
        assertEquals(Map.of("workspace_id", "w&x"), tool("memory_export").restCall(json("{\"workspace_id\":\"w&x\"}")).query());
    }

    @Test
    void badArgumentsAreRefusedNamingTheArgument() throws IOException {
        McpTool get = tool("memory_get");
        assertEquals("memory_get: missing required argument 'memory_id'",
                assertThrows(ToolArgumentException.class, () -> get.restCall(json("{}"))).getMessage());
        assertEquals("memory_get: 'memory_id' must be a non-empty string",
                assertThrows(ToolArgumentException.class, () -> get.restCall(json("{\"memory_id\":7}"))).getMessage());
        assertTrue(assertThrows(ToolArgumentException.class, () -> get.restCall(json("{\"memory_id\":\"x\",\"id\":1}")))
                .getMessage().startsWith("memory_get: unknown argument 'id'"));
        assertEquals("memory_get: arguments must be a JSON object",
                assertThrows(ToolArgumentException.class, () -> get.restCall(json("[1]"))).getMessage());
    }

    @Test
    void theSchemaListsPropertiesRequiredOnesAndNothingElse() {
        ObjectNode schema = tool("memory_remember").inputSchema();
        assertEquals("object", schema.get("type").asText());
        assertEquals(List.of("content"), Json.mapper().convertValue(schema.get("required"), List.class));
        assertFalse(schema.get("additionalProperties").asBoolean());
        assertEquals("fact", schema.at("/properties/memory_type/default").asText());
        assertEquals(4, schema.at("/properties/sensitivity/enum").size());
    }

    @Test
    void aToolIsVisibleOnlyToAKeyThatMayMakeItsCall() {
        assertTrue(tool("memory_update").access().grantedBy(Set.of(Capability.MEMORY_WRITE, Capability.MEMORY_READ)));
        assertFalse(tool("memory_update").access().grantedBy(Set.of(Capability.MEMORY_WRITE)));
        assertTrue(tool("working_memory_get").access().grantedBy(Set.of(Capability.WORKING_MEMORY_WRITE)));
        assertTrue(tool("memory_import").access().grantedBy(Set.of(Capability.ADMIN)));
        assertEquals(List.of("memory_get", "memory_get_episode", "memory_search", "memory_assemble_context"),
                ToolCatalogue.visibleTo(Set.of(Capability.MEMORY_READ)).stream().map(McpTool::name).toList());
    }

    @Test
    void repliesCarryTheJsonAndAShortRendering() throws IOException {
        ToolReply reply = ToolReplies.success(tool("memory_search"), json(
                "{\"hits\":[{\"memory_id\":\"m1\",\"subject\":\"Deploy\",\"content\":\"eu-west\\nmore\"}],\"degraded\":[]}"));
        assertFalse(reply.error());
        assertEquals("1 hit:\n1. Deploy - eu-west (memory m1)", reply.texts().get(0));
        assertEquals(json(reply.texts().get(1)), reply.structured());
        ToolReply forgotten = ToolReplies.success(tool("memory_forget"), null);
        assertEquals(json("{\"deleted\":true}"), forgotten.structured());
        ToolReply graph = ToolReplies.success(tool("memory_query_graph"), json("[]"));
        assertEquals(json("{\"result\":[]}"), graph.structured());
    }

    @Test
    void refusalsCarryTheServersDetail() throws IOException {
        ToolReply refused = ToolReplies.refused(403, json("{\"detail\":\"Missing capability: memory.write\"}"));
        assertTrue(refused.error());
        assertEquals(List.of("Albert API returned 403: Missing capability: memory.write"), refused.texts());
        ToolReply invalid = ToolReplies.refused(422, json("{\"detail\":[{\"loc\":[\"body\",\"content\"],\"msg\":\"Field required\"}]}"));
        assertEquals("Albert API returned 422: content: Field required", invalid.texts().get(0));
        ToolReply locked = ToolReplies.refused(409, json("{\"detail\":{\"message\":\"Resource is locked\",\"owner_principal_id\":\"p\",\"expires_at\":\"t\"}}"));
        assertEquals("Albert API returned 409: Resource is locked (held by p until t)", locked.texts().get(0));
    }
}
