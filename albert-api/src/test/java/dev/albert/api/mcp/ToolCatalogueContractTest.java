package dev.albert.api.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.OpenApi;
import dev.albert.api.auth.Capability;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The catalogue is the contract's MCP tool table (§4, copied verbatim into contract-tools.md): the same 22 names in
 * the same order, the same arguments and defaults, the same REST calls; and each call is an operation of our
 * OpenAPI document whose capabilities, body fields and query parameters the tool uses.
 */
class ToolCatalogueContractTest {
    private static final Pattern ROW = Pattern.compile("^\\| `(\\w+)`[^|]*\\| (.*) \\| `([A-Z]+) ([^`]+)`.*\\|$");
    private static final Pattern NAME = Pattern.compile("`(\\w+)`");
    private static final Pattern DEFAULT = Pattern.compile("\\((?:\\*\\*)?(\"[^\"]*\"|-?\\d+|true|false)(?:\\*\\*)?\\)");

    record ContractTool(String name, List<String> arguments, Map<String, String> defaults, String method, String path) {
    }

    static List<ContractTool> contract() throws IOException {
        String table;
        try (InputStream in = ToolCatalogueContractTest.class.getResourceAsStream("contract-tools.md")) {
            table = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<ContractTool> tools = new ArrayList<>();
        for (String line : table.split("\n")) {
            Matcher row = ROW.matcher(line.strip());
            if (!row.matches()) {
                continue;
            }
            List<String> arguments = new ArrayList<>();
            Map<String, String> defaults = new LinkedHashMap<>();
            for (String part : row.group(2).split(";")) {
                Matcher names = NAME.matcher(part);
                String last = null;
                while (names.find()) {
                    last = names.group(1);
                    arguments.add(last);
                }
                Matcher literal = DEFAULT.matcher(part);
                if (last != null && literal.find()) {
                    defaults.put(last, literal.group(1).replace("\"", ""));
                }
            }
            String path = row.group(4).replaceAll("\\[.*]", "").replaceAll("\\?.*", "");
            tools.add(new ContractTool(row.group(1), arguments, defaults, row.group(3), path));
        }
        return tools;
    }

    @Test
    void theToolsAreTheContractsInItsOrder() throws IOException {
        List<String> contract = contract().stream().map(ContractTool::name).toList();
        assertEquals(22, contract.size(), "the contract table has 22 tools");
        assertEquals(contract, ToolCatalogue.tools().stream().map(McpTool::name).toList());
    }

    @Test
    void argumentsDefaultsAndRestCallsAreTheContracts() throws IOException {
        for (ContractTool expected : contract()) {
            McpTool tool = ToolCatalogue.find(expected.name()).orElseThrow();
            assertEquals(expected.arguments(), tool.parameters().stream().map(ToolParameter::name).toList(),
                    expected.name() + " arguments");
            Map<String, String> defaults = new LinkedHashMap<>();
            for (ToolParameter p : tool.parameters()) {
                if (p.defaultValue() != null) {
                    defaults.put(p.name(), p.defaultValue().asText());
                }
            }
            assertEquals(expected.defaults(), defaults, expected.name() + " defaults");
            assertEquals(expected.method(), tool.method(), expected.name() + " method");
            String path = expected.path();
            assertTrue(path.startsWith("...") ? tool.route().endsWith(path.substring(3)) : tool.route().equals(path),
                    expected.name() + ": " + tool.route() + " is not the contract's " + path);
        }
    }

    @Test
    void everyRestCallIsAnOperationWithTheSameCapabilities() throws IOException {
        JsonNode paths = Json.mapper().readTree(OpenApi.json()).path("paths");
        for (McpTool tool : ToolCatalogue.tools()) {
            JsonNode operation = paths.path(tool.route()).path(tool.method().toLowerCase(java.util.Locale.ROOT));
            assertTrue(operation.isObject(), tool.name() + ": " + tool.method() + " " + tool.route() + " is not in openapi.json");
            Set<Capability> anyOf = capabilities(operation.path("x-albert-capabilities-any-of"));
            if (anyOf.isEmpty()) {
                assertEquals(capabilities(operation.path("x-albert-capabilities")), tool.access().all(), tool.name());
                assertTrue(tool.access().anyOf().isEmpty(), tool.name());
            } else {
                assertEquals(anyOf, tool.access().anyOf(), tool.name());
                assertTrue(tool.access().all().isEmpty(), tool.name());
            }
        }
    }

    @Test
    void everyArgumentIsAFieldOrParameterOfItsOperation() throws IOException {
        JsonNode document = Json.mapper().readTree(OpenApi.json());
        for (McpTool tool : ToolCatalogue.tools()) {
            JsonNode operation = document.path("paths").path(tool.route()).path(tool.method().toLowerCase(java.util.Locale.ROOT));
            Set<String> query = new HashSet<>();
            Set<String> path = new HashSet<>();
            for (JsonNode parameter : operation.path("parameters")) {
                (parameter.path("in").asText().equals("path") ? path : query).add(parameter.path("name").asText());
            }
            JsonNode body = resolve(document, operation.path("requestBody").path("content").path("application/json").path("schema"));
            for (ToolParameter p : tool.parameters()) {
                switch (p.placement()) {
                    case PATH -> assertTrue(path.contains(p.name()), tool.name() + ": no path parameter " + p.name());
                    case QUERY -> assertTrue(query.contains(p.name()), tool.name() + ": no query parameter " + p.name());
                    case BODY -> {
                        JsonNode at = body;
                        for (String field : p.bodyPath()) {
                            at = resolve(document, at.path("properties").path(field));
                            assertTrue(!at.isMissingNode(), tool.name() + ": body has no " + String.join(".", p.bodyPath()));
                        }
                    }
                }
            }
        }
    }

    @Test
    void everyToolNamesTheAlbertCommandOfItsOperation() {
        Set<String> commands = new TreeSet<>();
        for (McpTool tool : ToolCatalogue.tools()) {
            assertTrue(!tool.cliCommand().isEmpty(), tool.name());
            assertTrue(commands.add(String.join(" ", tool.cliCommand())), "two tools name " + tool.cliCommand());
        }
    }

    private static JsonNode resolve(JsonNode document, JsonNode schema) {
        JsonNode at = schema;
        for (int i = 0; i < 5 && at.has("$ref"); i++) {
            at = document.at(at.get("$ref").asText().substring(1));
        }
        if (at.has("anyOf")) { // nullable fields: [{"$ref": …}, {"type": "null"}]
            for (JsonNode option : at.get("anyOf")) {
                if (option.has("$ref") || option.has("properties")) {
                    return resolve(document, option);
                }
            }
        }
        return at;
    }

    private static Set<Capability> capabilities(JsonNode names) {
        Set<Capability> out = new HashSet<>();
        names.forEach(n -> out.add(Capability.fromWire(n.asText())));
        assertNotNull(out);
        return out;
    }
}
