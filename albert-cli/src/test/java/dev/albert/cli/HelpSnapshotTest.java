package dev.albert.cli;

import dev.albert.clikit.HelpSnapshot;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * {@code albert --help} prints the help the build rendered (cli-kit's {@code HelpSnapshot}, for start-up): it must be
 * what picocli prints, also in a user's environment (the snapshot was rendered in an empty one).
 */
class HelpSnapshotTest {
    static final Map<String, String> USER_ENV = Map.of("HOME", "/home/someone", "ALBERT_API_URL", "http://10.0.0.1:8080",
            "ALBERT_API_KEY", "alb_test", "ALBERT_PROFILE", "staging", "XDG_CONFIG_HOME", "/home/someone/.cfg",
            "XDG_DATA_HOME", "/home/someone/.data", "TERM", "xterm-256color", "LANG", "de_DE.UTF-8");

    @ParameterizedTest(name = "colour {0}")
    @ValueSource(booleans = {false, true})
    void theBuildsSnapshotIsWhatPicocliPrints(boolean colour) {
        byte[] stored = HelpSnapshot.stored(AlbertMain.class, colour);
        assertNotNull(stored, "process-classes writes albert-help/ (exec-maven-plugin in this module's pom)");
        assertEquals(new String(HelpSnapshot.render(AlbertMain.class, colour, USER_ENV), UTF_8), new String(stored, UTF_8));
    }

    @Test
    void bothSpellingsPrintItAndAnyOtherWidthIsRenderedForThatWidth() {
        String stored = new String(HelpSnapshot.stored(AlbertMain.class, false), UTF_8);
        for (String option : new String[] {"--help", "-h"}) {
            ExecutableRun.Result help = ExecutableRun.of(AlbertMain::execute).env(Map.of()).run(option);
            assertEquals(0, help.exitCode(), help.stderr());
            assertEquals(stored, help.stdout(), option);
        }
        ExecutableRun.Result wide = ExecutableRun.of(AlbertMain::execute).env(Map.of("COLUMNS", "150")).run("--help");
        assertEquals(0, wide.exitCode(), wide.stderr());
        assertEquals(new String(HelpSnapshot.render(AlbertMain.class, false, Map.of("COLUMNS", "150")), UTF_8), wide.stdout());
        assertNotEquals(stored, wide.stdout(), "150 columns wrap differently from the snapshot's 80");
    }
}
