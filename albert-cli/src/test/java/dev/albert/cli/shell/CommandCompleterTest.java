package dev.albert.cli.shell;

import dev.albert.cli.AlbertMain;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import org.jline.reader.Candidate;
import org.jline.reader.ParsedLine;
import org.jline.reader.impl.DefaultParser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CommandCompleterTest {
    private final SeenIds ids = new SeenIds();
    private final CommandCompleter completer = new CommandCompleter(Launcher.commandLine(AlbertMain.class,
            CommandContext.of(new Streams(new ByteArrayInputStream(new byte[0]),
                    new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()),
                    Map.of(), Path.of("."), false, false))), ids);

    private List<String> complete(String line) {
        ParsedLine parsed = new DefaultParser().parse(line, line.length());
        List<Candidate> candidates = new ArrayList<>();
        completer.complete(null, parsed, candidates);
        return candidates.stream().map(Candidate::value).toList();
    }

    @Test
    void commandsOptionsAndEnumValues() {
        assertEquals(List.of("search"), complete("sear"));
        assertTrue(complete("search deploy --out").contains("--output"), complete("search deploy --out").toString());
        assertEquals(java.util.Set.of("json", "jsonl"), java.util.Set.copyOf(complete("search deploy --output js")));
        assertEquals(List.of("table"), complete("search deploy --output ta"));
        assertTrue(complete("working-memory c").contains("complete"), complete("working-memory c").toString());
        assertTrue(complete("albert sea").contains("search"));
    }

    @Test
    void idsSeenInTheSessionCompleteWherePicocliHasNothing() {
        ids.addFrom("rank  id\n1  7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d\n2 7a8b0000-1e2f-4a3b-8c4d-5e6f7a8b9c0d cs_0123456789abcdef0123");
        assertEquals(List.of("7a8b0000-1e2f-4a3b-8c4d-5e6f7a8b9c0d", "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"), complete("get 7a8b"));
        assertEquals(List.of("cs_0123456789abcdef0123"), complete("get cs_"));
        assertTrue(complete("get --out").stream().noneMatch(s -> s.startsWith("7a8b")));
    }
}
