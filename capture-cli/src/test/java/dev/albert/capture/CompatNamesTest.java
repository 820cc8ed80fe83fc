package dev.albert.capture;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.CommandPaths;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.client.compat.ToolkitNeeds;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code albert-admin compat --json}'s used_by names only albert-capture commands that exist. */
class CompatNamesTest {
    @Test
    void usedByNamesOnlyCaptureCommandsThatExist() {
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(OutputStream.nullOutputStream()),
                new PrintStream(OutputStream.nullOutputStream()), Map.of(), Path.of(""), false, false);
        var tree = Launcher.commandLine(CaptureMain.class, CommandContext.of(streams));
        assertEquals("albert-capture", tree.getCommandName());
        assertTrue(ToolkitNeeds.commands().stream().anyMatch(n -> n.startsWith("albert-capture ")));
        assertEquals(List.of(), CommandPaths.missing(tree, ToolkitNeeds.commands()));
    }
}
