package dev.albert.api;

import dev.albert.api.auth.Capability;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** docs/capabilities.md names every capability and every operation, so it cannot fall behind the contract. */
class CapabilitiesDocTest {
    @Test
    void everyCapabilityAndOperationIsDocumented() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "capabilities.md"));
        for (Capability capability : Capability.values()) {
            assertTrue(doc.contains("| `" + capability.wireName() + "` |"),
                    "docs/capabilities.md lacks a row for " + capability.wireName());
        }
        for (String operation : OpenApi.operations()) {
            assertTrue(doc.contains("`" + operation + "`"), "docs/capabilities.md does not mention " + operation);
        }
    }
}
