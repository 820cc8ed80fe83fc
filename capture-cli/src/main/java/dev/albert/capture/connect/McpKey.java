package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.PrincipalCreate;
import dev.albert.api.identity.PrincipalPage;
import dev.albert.api.identity.PrincipalRead;
import dev.albert.api.identity.WhoAmI;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.client.AlbertClient;
import dev.albert.client.config.FilePermissions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * The dedicated key of one MCP registration ({@code connect <host> --mcp}): issued for an {@code agent} principal
 * ({@code mcp-<host>}, created once in the caller's workspace and reused), so what the model writes through the tools
 * is {@code untrusted} like any agent's (docs/trust.md), with only the capabilities the MCP tools need. The secret
 * is kept in {@code <config dir>/mcp/<host>-<scope>.key} (0600, in a 0700 folder) and never printed; beside it,
 * {@code <host>-<scope>.json} records which key it is, so disconnect revokes exactly that key.
 */
final class McpKey {
    private McpKey() {
    }

    /** What is recorded beside the key file (no secret). */
    record State(String host, String scope, String url, UUID keyId, String keyPrefix, UUID principalId, String principalName,
                 List<String> capabilities, Instant createdAt) {
    }

    /** A registration's two files. */
    record KeyFiles(Path key, Path state) {
        static KeyFiles of(Path configDirectory, String host, ClaudeCode.Scope scope) {
            Path dir = configDirectory.resolve("mcp");
            return new KeyFiles(dir.resolve(host + "-" + scope.label() + ".key"), dir.resolve(host + "-" + scope.label() + ".json"));
        }
    }

    /**
     * The fewest capabilities under which every MCP tool is listed and callable, from the tool catalogue (so it cannot
     * drift from the tools): every tool's required capabilities, plus one of each any-of set not already covered.
     */
    static List<String> needed() {
        Set<Capability> all = new LinkedHashSet<>();
        for (McpTool tool : ToolCatalogue.tools()) {
            all.addAll(tool.access().all());
        }
        for (McpTool tool : ToolCatalogue.tools()) {
            Set<Capability> any = tool.access().anyOf();
            if (!any.isEmpty() && any.stream().noneMatch(all::contains)) {
                all.add(any.stream().sorted().findFirst().orElseThrow());
            }
        }
        return all.stream().sorted().map(Capability::wireName).toList();
    }

    static String principalName(String host) {
        return "mcp-" + host;
    }

    /** Issues the key: the agent principal is found (active, by name, in the caller's workspace) or created first. */
    static KeyCreated issue(AlbertClient client, String host, ClaudeCode.Scope scope, List<String> capabilities) {
        WhoAmI me = client.whoAmI();
        PrincipalRead principal = findAgent(client, me.workspaceId(), principalName(host));
        if (principal == null) {
            principal = client.createPrincipal(new PrincipalCreate(principalName(host), PrincipalType.AGENT, me.workspaceId()));
        }
        return client.createKey(new KeyCreate("albert-capture connect " + host + " --mcp (" + scope.label() + " scope)",
                capabilities, principal.id(), null));
    }

    private static PrincipalRead findAgent(AlbertClient client, UUID workspaceId, String name) {
        String cursor = null;
        do {
            PrincipalPage page = client.listPrincipals(workspaceId, PrincipalType.AGENT, true, 100, cursor);
            for (PrincipalRead p : page.items()) {
                if (p.name().equals(name) && p.active() && java.util.Objects.equals(p.workspaceId(), workspaceId)) {
                    return p;
                }
            }
            cursor = page.nextCursor();
        } while (cursor != null);
        return null;
    }

    /** Writes the key (0600) and its state (0600) in the 0700 folder. */
    static void store(KeyFiles files, KeyCreated key, State state) throws IOException {
        Path dir = files.key().getParent();
        FilePermissions.ensurePrivateDirectory(dir); // an older, wider folder too
        FilePermissions.writePrivateFile(files.key(), (key.apiKey() + "\n").getBytes(StandardCharsets.UTF_8));
        FilePermissions.writePrivateFile(files.state(), Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsBytes(state));
    }

    /** The recorded state, or null when there is none (or it cannot be read: then the key is unknown, not guessed). */
    static State read(KeyFiles files) {
        try {
            byte[] bytes = java.nio.file.Files.readAllBytes(files.state());
            JsonNode node = Json.mapper().readTree(bytes);
            return node == null || !node.isObject() ? null : Json.mapper().treeToValue(node, State.class);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    /** Whether the key file is there (its content is not read here). */
    static boolean keyPresent(KeyFiles files) {
        return java.nio.file.Files.isRegularFile(files.key());
    }

    /** Deletes both files; what could not be deleted is returned. */
    static List<String> forget(KeyFiles files) {
        List<String> left = new ArrayList<>();
        for (Path p : List.of(files.key(), files.state())) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                left.add(p.toString());
            }
        }
        return left;
    }
}
