package dev.albert.hook;

import dev.albert.testkit.hosts.HostProcess;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs the OpenClaw plugin's own tests ({@code node --test}, plugin-packaging/openclaw/test): its failure
 * handling with real child processes — a failing, hanging, silent or missing albert-hook gives
 * {@code undefined}, never an exception. Skipped with one line when node is not installed.
 */
class OpenClawPluginNodeTest {
    @Test
    void thePluginsNodeTestsPass() throws Exception {
        Path plugin = Path.of("..", "plugin-packaging", "openclaw").toAbsolutePath().normalize();
        ProcessBuilder pb = new ProcessBuilder("node", "--test", "test/").directory(plugin.toFile());
        String output;
        try {
            output = HostProcess.run(pb, 300);
        } catch (AssertionError e) {
            throw e;
        } catch (IOException e) {
            Assumptions.abort("node is not installed (" + e.getMessage() + "); skipping the OpenClaw plugin's node tests");
            return;
        }
        assertTrue(output.contains("# fail 0"), output);
    }
}
