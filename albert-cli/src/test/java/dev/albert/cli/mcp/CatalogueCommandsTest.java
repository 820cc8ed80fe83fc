package dev.albert.cli.mcp;

import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.cli.AlbertMain;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every MCP tool names an albert command doing the same operation, and that command exists in albert's tree. */
class CatalogueCommandsTest {
    @Test
    void everyToolsCommandIsInAlbertsCommandTree() {
        CommandLine root = Launcher.commandLine(AlbertMain.class, CommandContext.of(Streams.system()));
        for (McpTool tool : ToolCatalogue.tools()) {
            CommandLine at = root;
            for (String name : tool.cliCommand()) {
                at = at.getSubcommands().get(name);
                assertNotNull(at, tool.name() + " names 'albert " + String.join(" ", tool.cliCommand()) + "', which does not exist");
            }
            assertTrue(at.getSubcommands().isEmpty(), tool.name() + ": 'albert " + String.join(" ", tool.cliCommand()) + "' is a group, not a command");
        }
        assertNotNull(root.getSubcommands().get("mcp"), "albert mcp serves them");
    }
}
