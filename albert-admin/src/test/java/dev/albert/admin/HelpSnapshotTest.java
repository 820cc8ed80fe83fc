package dev.albert.admin;

import dev.albert.clikit.HelpSnapshot;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * {@code albert-admin --help} prints the help the build rendered (cli-kit's {@code HelpSnapshot}, for start-up): it must be
 * what picocli prints, also in a user's environment (the snapshot was rendered in an empty one).
 */
class HelpSnapshotTest {
    static final Map<String, String> USER_ENV = Map.of("HOME", "/home/someone", "ALBERT_API_URL", "http://10.0.0.1:8080",
            "ALBERT_API_KEY", "alb_test", "ALBERT_PROFILE", "staging", "XDG_CONFIG_HOME", "/home/someone/.cfg",
            "XDG_DATA_HOME", "/home/someone/.data", "TERM", "xterm-256color", "LANG", "de_DE.UTF-8");

    @ParameterizedTest(name = "colour {0}")
    @ValueSource(booleans = {false, true})
    void theBuildsSnapshotIsWhatPicocliPrints(boolean colour) {
        byte[] stored = HelpSnapshot.stored(AdminMain.class, colour);
        assertNotNull(stored, "process-classes writes albert-help/ (exec-maven-plugin in this module's pom)");
        assertEquals(new String(HelpSnapshot.render(AdminMain.class, colour, USER_ENV), UTF_8), new String(stored, UTF_8));
    }
}
