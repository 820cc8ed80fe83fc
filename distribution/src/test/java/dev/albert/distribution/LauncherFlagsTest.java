package dev.albert.distribution;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JVM flags {@code bin/lib/launcher.sh} chooses per command (its {@code albert_jvm_flags}), read from the shell
 * function itself, and run through the JDK of this build: start-up-bound commands get C1 only, the commands that
 * stream a database through SHA-256 and AES-GCM get the full compiler, with the crypto compiled early for backup,
 * verify and restore, and every set is accepted by the JVM without a word on stdout (where {@code -o json} goes).
 */
class LauncherFlagsTest {
    private static final Path LAUNCHER = Path.of("..", "bin", "lib", "launcher.sh").toAbsolutePath().normalize();
    private static final String C1_ONLY = "-XX:TieredStopAtLevel=1";
    private static final String EARLY_CRYPTO = "-XX:CompileCommand=CompileThresholdScaling,com.sun.crypto.provider.*::*,0.05";

    @Test
    void startUpBoundCommandsRunWithC1Only() throws Exception {
        for (List<String> command : List.of(List.of("albert", "search", "deploy"), List.of("albert-admin", "keys", "list"),
                List.of("albert-admin", "backup", "keygen", "--identity-file", "k"), List.of("albert-capture", "queue", "stats"))) {
            List<String> flags = flags("client", command);
            assertTrue(flags.contains(C1_ONLY), command + ": " + flags);
            assertFalse(flags.contains(EARLY_CRYPTO), command + ": " + flags);
        }
    }

    @Test
    void backupVerifyAndRestoreCompileTheirCryptoEarly() throws Exception {
        for (List<String> command : List.of(List.of("albert-admin", "backup", "--to", "b.albk", "--recipient-file", "r"),
                List.of("albert-admin", "backup", "verify", "b.albk", "--identity-file", "k"),
                List.of("albert-admin", "--verbose", "restore", "b.albk", "--yes"))) {
            List<String> flags = flags("client", command);
            assertFalse(flags.contains(C1_ONLY), command + ": " + flags);
            assertTrue(flags.contains(EARLY_CRYPTO), command + ": " + flags);
            assertTrue(flags.contains("-XX:CompileCommand=quiet"), command + ": " + flags);
        }
        List<String> export = flags("client", List.of("albert-admin", "export", "--to", "e.ndjson"));
        assertFalse(export.contains(C1_ONLY), "export: " + export);
        assertFalse(export.contains(EARLY_CRYPTO), "export hashes nothing: " + export);
        assertEquals(List.of(), flags("server", List.of("albert-server")), "the server keeps the JVM's defaults");
    }

    @Test
    void everyFlagSetStartsTheJvmAndPrintsNothingOnStdout() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (List<String> command : List.of(List.of("albert", "search", "x"), List.of("albert-admin", "backup", "verify", "b"),
                List.of("albert-admin", "export"))) {
            List<String> argv = new ArrayList<>(List.of(java));
            argv.addAll(flags("client", command));
            argv.add("-version");
            Run run = run(argv);
            assertEquals(0, run.exit(), command + ": " + run.stderr());
            assertEquals("", run.stdout(), command + ": the JVM's own output belongs on stderr");
        }
    }

    /** The flags albert_jvm_flags sets for {@code profile} and an executable's arguments, one per line. */
    private static List<String> flags(String profile, List<String> command) throws Exception {
        String module = switch (command.get(0)) {
            case "albert" -> "albert-cli";
            case "albert-capture" -> "capture-cli";
            default -> command.get(0);
        };
        List<String> argv = new ArrayList<>(List.of("bash", "-c",
                ". \"$0\" && albert_jvm_flags \"$@\" && printf '%s\\n' \"${ALBERT_JVM_FLAGS[@]}\"",
                LAUNCHER.toString(), profile, module));
        argv.addAll(command.subList(1, command.size()));
        Run run = run(argv);
        assertEquals(0, run.exit(), run.stderr());
        return run.stdout().isBlank() ? List.of() : Arrays.asList(run.stdout().strip().split("\n"));
    }

    private record Run(int exit, String stdout, String stderr) {
    }

    private static Run run(List<String> argv) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        // Both outputs are small (a flag list, the JVM's version banner); read after exit, bounded.
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("no exit within 120 s: " + argv);
        }
        return new Run(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }
}
