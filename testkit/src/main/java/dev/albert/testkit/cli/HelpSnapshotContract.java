package dev.albert.testkit.cli;

import dev.albert.clikit.HelpSnapshot;
import dev.albert.testkit.Executable;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every CLI module's {@code HelpSnapshotTest} checks: {@code --help} and {@code --version} print what the build rendered
 * (cli-kit's {@link HelpSnapshot}, for start-up), which must be what picocli prints, also in a user's environment
 * (the snapshot was rendered in an empty one); both spellings print it; any other width is rendered for that width.
 * A module's test extends this and names its command class and entry point.
 */
public abstract class HelpSnapshotContract {
    static final Map<String, String> USER_ENV = Map.of("HOME", "/home/someone", "ALBERT_API_URL", "http://10.0.0.1:8080",
            "ALBERT_API_KEY", "alb_test", "ALBERT_PROFILE", "staging", "XDG_CONFIG_HOME", "/home/someone/.cfg",
            "XDG_DATA_HOME", "/home/someone/.data", "TERM", "xterm-256color", "LANG", "de_DE.UTF-8");

    /** The top-level picocli command class whose help the build rendered. */
    protected abstract Class<?> command();

    /** Its real entry point. */
    protected abstract Executable entryPoint();

    @Test
    void theBuildsSnapshotIsWhatPicocliPrints() {
        for (boolean colour : new boolean[] {false, true}) {
            byte[] stored = HelpSnapshot.stored(command(), colour);
            assertNotNull(stored, "process-classes writes the help snapshot (exec-maven-plugin in the module's pom)");
            assertEquals(new String(HelpSnapshot.render(command(), colour, USER_ENV), UTF_8), new String(stored, UTF_8),
                    "colour " + colour);
        }
    }

    @Test
    void bothSpellingsPrintItAndAnyOtherWidthIsRenderedForThatWidth() {
        String stored = new String(HelpSnapshot.stored(command(), false), UTF_8);
        for (String option : new String[] {"--help", "-h"}) {
            ExecutableRun.Result help = ExecutableRun.of(entryPoint()).env(Map.of()).run(option);
            assertEquals(0, help.exitCode(), help.stderr());
            assertEquals(stored, help.stdout(), option);
        }
        ExecutableRun.Result wide = ExecutableRun.of(entryPoint()).env(Map.of("COLUMNS", "150")).run("--help");
        assertEquals(0, wide.exitCode(), wide.stderr());
        assertEquals(new String(HelpSnapshot.render(command(), false, Map.of("COLUMNS", "150")), UTF_8), wide.stdout());
        assertNotEquals(stored, wide.stdout(), "150 columns wrap differently from the snapshot's 80");
    }

    @Test
    void versionIsTheBuildsSnapshotOfWhatPicocliPrintsForBothSpellings() {
        byte[] stored = HelpSnapshot.storedVersion(command());
        assertNotNull(stored, "process-classes writes the version snapshot with the help's");
        String version = new String(stored, UTF_8);
        assertEquals(new String(HelpSnapshot.renderVersion(command(), USER_ENV), UTF_8), version);
        assertTrue(version.matches("[a-z-]+ \\S+\\R"), "one line, <executable> <version>: " + version);
        for (String option : new String[] {"--version", "-V"}) {
            ExecutableRun.Result run = ExecutableRun.of(entryPoint()).env(USER_ENV).run(option);
            assertEquals(0, run.exitCode(), run.stderr());
            assertEquals(version, run.stdout(), option);
            assertEquals("", run.stderr(), option);
        }
    }
}
