package dev.albert.safety.eval;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** scripts/eval-screening.sh's options: a mistyped one is refused, not read as the default run. */
class EvaluationMainTest {

    @Test
    void everyDocumentedOptionIsKnown() {
        assertNull(EvaluationMain.unknownOption());
        assertNull(EvaluationMain.unknownOption("--errors", "--fresh15"));
        assertNull(EvaluationMain.unknownOption("--fresh14", "--errors", "--rules-only"));
        assertNull(EvaluationMain.unknownOption("--fresh7", "--half", "check"));
        assertNull(EvaluationMain.unknownOption("--benign", "/work/real-docs.txt", "--errors"));
        assertNull(EvaluationMain.unknownOption("--fresh", "--fresh2", "--fresh3", "--fresh4", "--fresh5", "--fresh6",
                "--secrets4", "--generated", "--dev8", "--dev9", "--dev10", "--dev13", "--dev14", "--dev14s", "--dev15",
                "--dev15b", "--dev16r", "--dev16x", "--dev16o", "--dev16i", "--dev16s", "--dev17l", "--dev17n", "--dev17o", "--dev17s", "--dev17t", "--dev17a", "--dev17e", "--dev18v", "--dev18i", "--dev18n", "--dev18d", "--dev18s", "--dev19c", "--dev19t", "--dev19p", "--dev20s", "--dev20q", "--dev20b", "--dev20d", "--dev20r", "--dev21s", "--dev21r", "--dev21f", "--dev21d", "--dev21t", "--dev21b", "--dev22f", "--dev22i", "--dev22b", "--dev22t", "--dev22s", "--dev22c", "--dev23s", "--dev23b", "--dev23o", "--dev23f", "--dev23t", "--devtool24", "--devsec24", "--devextract24", "--devfp24", "--devlang24", "--devindirect24"));
    }

    @Test
    void everyOptionTheScriptsUsageLineNamesIsKnown() throws Exception {
        // the usage line is what a user reads: each corpus option there (the twenty-fourth round's --fresh23 and
        // --dev…24 among them) must be accepted, so documentation and parser cannot drift apart
        String usage = Files.readAllLines(Path.of("..", "scripts", "eval-screening.sh")).stream()
                .filter(line -> line.startsWith("# Usage:")).findFirst().orElseThrow();
        Matcher option = Pattern.compile("--[a-z0-9]+").matcher(usage);
        int read = 0;
        while (option.find()) {
            String name = option.group();
            String extra = name.equals("--half") ? "check" : name.equals("--benign") ? "LIST" : null;
            assertNull(extra == null ? EvaluationMain.unknownOption(name) : EvaluationMain.unknownOption(name, extra),
                    name);
            read++;
        }
        assertTrue(read > 80, "the usage line lists every corpus: " + read);
    }

    @Test
    void aMistypedCorpusOrAStrayWordIsNamed() {
        assertEquals("--fresh51", EvaluationMain.unknownOption("--fresh51"));
        assertEquals("--error", EvaluationMain.unknownOption("--fresh13", "--error"));
        assertEquals("check", EvaluationMain.unknownOption("--fresh7", "check"));
        assertEquals("--dev16", EvaluationMain.unknownOption("--errors", "--dev16"));
    }
}
