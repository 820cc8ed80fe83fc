package dev.albert.clikit;

import dev.albert.client.HttpFailure;
import dev.albert.client.InvalidConfig;
import dev.albert.client.Unavailable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The single failure → exit code table of SPEC §6. */
class FailuresTest {

    @ParameterizedTest(name = "HTTP {0} exits {1}")
    @CsvSource({
            "401, 4", "403, 4",
            "404, 1",
            "400, 3", "405, 3", "409, 3", "413, 3", "422, 3", "429, 3",
            "500, 5", "502, 5", "503, 5", "504, 5",
            "301, 5",
    })
    void httpStatuses(int status, int exitCode) {
        assertEquals(exitCode, Failures.exitCode(new HttpFailure(status, "GET", "/v1/x", null, true)).code());
    }

    @Test
    void otherFailures() {
        assertEquals(ExitCode.UNAVAILABLE, Failures.exitCode(new Unavailable("http://h", Unavailable.Reason.CONNECTION_REFUSED, "m", null)));
        assertEquals(ExitCode.UNAVAILABLE, Failures.exitCode(new Unavailable("http://h", Unavailable.Reason.TIMEOUT, "m", null)));
        assertEquals(ExitCode.UNAVAILABLE, Failures.exitCode(new Unavailable("http://h", Unavailable.Reason.UNKNOWN_HOST, "m", null)));
        assertEquals(ExitCode.USAGE, Failures.exitCode(new InvalidConfig("bad")));
        assertEquals(ExitCode.USAGE, Failures.exitCode(new CommandLine.ParameterException(
                new CommandLine(CommandLine.Model.CommandSpec.create()), "bad")));
        assertEquals(ExitCode.INTEGRITY, Failures.exitCode(new Failures.IntegrityFailure("checksum mismatch")));
        assertEquals(ExitCode.INTERNAL, Failures.exitCode(new NullPointerException()));
    }

    @Test
    void messagesAreOneCleanLine() {
        String message = Failures.message(new InvalidConfig("first\nsecond\u001b[31m red"));
        assertEquals("first second[31m red", message);
        String bug = Failures.message(new IllegalStateException("oops"));
        assertTrue(bug.startsWith("unexpected IllegalStateException: oops"), bug);
        assertTrue(bug.contains("--verbose"));
        assertFalse(Failures.message(new NullPointerException()).contains("null"));
    }

    @Test
    void exitCodesAreTheDocumentedNumbers() {
        assertEquals(0, ExitCode.OK.code());
        assertEquals(1, ExitCode.NOT_FOUND.code());
        assertEquals(2, ExitCode.USAGE.code());
        assertEquals(3, ExitCode.REFUSED.code());
        assertEquals(4, ExitCode.AUTH.code());
        assertEquals(5, ExitCode.UNAVAILABLE.code());
        assertEquals(6, ExitCode.INTEGRITY.code());
    }
}
