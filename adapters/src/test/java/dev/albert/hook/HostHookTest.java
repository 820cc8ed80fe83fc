package dev.albert.hook;

import com.github.tomakehurst.wiremock.WireMockServer;
import dev.albert.testkit.EmbeddedAlbert;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

/**
 * What every host's hook test stands on: a temporary root (home, XDG directories, the agent's socket), a
 * WireMock stand-in for the faults and byte-exact replies a real server cannot be made to give, and the
 * resident hook agent started in this JVM for the test and stopped after it. Each subclass brings its own
 * embedded server with a read-only key of its own organization.
 */
abstract class HostHookTest {
    @TempDir
    Path root;
    WireMockServer wiremock;

    /** The test class's embedded server. */
    abstract EmbeddedAlbert albert();

    /** A key of that server (read-only unless the test needs more). */
    abstract String key();

    @BeforeEach
    void startStandIns() {
        wiremock = new WireMockServer(options().dynamicPort());
        wiremock.start();
        // The resident agent, in this JVM: it serves every environment of the test (they share root/run).
        HookFixtures.startAgent(HookFixtures.env(root, wiremock.baseUrl(), null));
    }

    @AfterEach
    void stopStandIns() {
        HookFixtures.stopAgents();
        wiremock.stop();
    }

    /** The hook's environment against the real embedded server. */
    Map<String, String> real() {
        return HostHookCases.env(root, albert().url(), key());
    }
}
