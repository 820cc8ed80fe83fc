package dev.albert.distribution;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which JDK {@code bin/lib/launcher.sh} runs ({@code albert_resolve_java}): {@code JAVA_HOME} first; in a
 * distribution the JDK remembered in {@code lib/cli-java} (the one its AOT caches were trained with) before any
 * search; then java on the {@code PATH}, remembered for the next launch. The command-line clients then run on
 * {@code lib/runtime} when it was made from that JDK ({@code albert_use_client_runtime}). Run against stand-in JDKs (a
 * {@code release} file and a {@code bin/java} script) in a temporary distribution layout and a minimal
 * {@code PATH}, so the machine's own JDKs do not decide.
 */
class LauncherJavaTest {
    private static final Path LAUNCHER = Path.of("..", "bin", "lib", "launcher.sh").toAbsolutePath().normalize();

    @TempDir
    Path temp;
    private Path home;
    private Path onPath;

    @BeforeEach
    void distribution() throws IOException {
        home = Files.createDirectories(temp.resolve("albert-toolkit"));
        Files.createDirectories(home.resolve("bin/lib"));
        Files.copy(LAUNCHER, home.resolve("bin/lib/launcher.sh"));
        Files.createDirectories(home.resolve("lib"));
        Files.writeString(home.resolve("lib/albert-cli.classpath"), "dev.albert.cli.AlbertMain\nalbert-cli.jar\n");
        onPath = jdk("path-jdk", "25");
    }

    @Test
    void aDistributionRemembersTheJdkItFoundAndUsesItBeforeSearching() throws Exception {
        assertEquals(java(onPath), resolve(Map.of()), "nothing remembered: the PATH's");
        assertEquals(java(onPath), Files.readString(home.resolve("lib/cli-java")).strip(), "and remembered");

        Path installedWith = jdk("installed-with", "25");
        Files.writeString(home.resolve("lib/cli-java"), java(installedWith) + "\n");
        assertEquals(java(installedWith), resolve(Map.of()), "the remembered JDK wins over the PATH's");
    }

    @Test
    void javaHomeStillWinsOverTheRememberedJdk() throws Exception {
        Files.writeString(home.resolve("lib/cli-java"), java(jdk("installed-with", "25")) + "\n");
        Path chosen = jdk("chosen", "21");
        assertEquals(java(chosen), resolve(Map.of("JAVA_HOME", chosen.toString())));
    }

    @Test
    void aRememberedJdkThatIsGoneOrTooOldIsSearchedAgainAndReplaced() throws Exception {
        Files.writeString(home.resolve("lib/cli-java"), temp.resolve("removed/bin/java") + "\n");
        assertEquals(java(onPath), resolve(Map.of()));
        assertEquals(java(onPath), Files.readString(home.resolve("lib/cli-java")).strip());

        Files.writeString(home.resolve("lib/cli-java"), java(jdk("old", "17")) + "\n");
        assertEquals(java(onPath), resolve(Map.of()), "a JDK below 21 is never used");
    }

    @Test
    void aCheckoutNeitherReadsNorWritesARememberedJdk() throws Exception {
        Files.delete(home.resolve("lib/albert-cli.classpath"));
        Files.writeString(home.resolve("lib/cli-java"), java(jdk("installed-with", "25")) + "\n");
        assertEquals(java(onPath), resolve(Map.of()));
        assertTrue(Files.readString(home.resolve("lib/cli-java")).contains("installed-with"), "left as it was");
    }

    @Test
    void anUnwritableInstallationStillStarts() throws Exception {
        Files.setPosixFilePermissions(home.resolve("lib"), PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assertEquals(java(onPath), resolve(Map.of()));
            if (!"root".equals(System.getProperty("user.name"))) {   // root writes anyway
                assertFalse(Files.exists(home.resolve("lib/cli-java")), "nothing written where the user may not write");
            }
        } finally {
            Files.setPosixFilePermissions(home.resolve("lib"), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void theClientsRunOnTheRuntimeMadeFromTheJdkTheyResolve() throws Exception {
        Path installedWith = jdk("installed-with", "25");
        Files.writeString(home.resolve("lib/cli-java"), java(installedWith) + "\n");
        Path runtime = runtime(installedWith);
        assertEquals(java(runtime), clientJava(Map.of()), "made from the remembered JDK: the runtime");
        assertEquals(java(runtime), clientJava(Map.of("JAVA_HOME", installedWith.toString())), "JAVA_HOME naming that JDK too");
        assertEquals(java(installedWith), resolve(Map.of()), "the server and the hook keep the JDK");
    }

    @Test
    void aJavaHomeNamingAnotherJdkKeepsThatJdk() throws Exception {
        Path installedWith = jdk("installed-with", "25");
        Files.writeString(home.resolve("lib/cli-java"), java(installedWith) + "\n");
        runtime(installedWith);
        Path chosen = jdk("chosen", "21");
        assertEquals(java(chosen), clientJava(Map.of("JAVA_HOME", chosen.toString())));
    }

    @Test
    void aRuntimeWithoutItsJavaOrItsOriginIsNotUsed() throws Exception {
        Path installedWith = jdk("installed-with", "25");
        Files.writeString(home.resolve("lib/cli-java"), java(installedWith) + "\n");
        Path runtime = runtime(installedWith);
        Files.delete(runtime.resolve("made-from"));
        assertEquals(java(installedWith), clientJava(Map.of()), "no made-from: the JDK");
        Files.writeString(runtime.resolve("made-from"), java(installedWith) + "\n");
        Files.delete(runtime.resolve("bin/java"));
        assertEquals(java(installedWith), clientJava(Map.of()), "no bin/java: the JDK");
    }

    @Test
    void aJdkWithoutAWorkingJlinkLeavesNoRuntime() throws Exception {
        Path noJlink = jdk("no-jlink", "25");
        assertEquals(1, makeRuntime(noJlink), "no jlink: nothing made");
        Path failing = jdk("failing-jlink", "25");
        Path jlink = failing.resolve("bin/jlink");
        Files.writeString(jlink, "#!/bin/sh\nmkdir -p \"$ALBERT_HOME/lib/runtime.tmp/bin\"\nexit 1\n");
        Files.setPosixFilePermissions(jlink, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertEquals(1, makeRuntime(failing), "jlink failed: nothing made");
        assertFalse(Files.exists(home.resolve("lib/runtime")));
        assertFalse(Files.exists(home.resolve("lib/runtime.tmp")), "and nothing half made");
    }

    /** A stand-in runtime in lib/runtime made from that JDK: a bin/java and the made-from file naming the JDK's java. */
    private Path runtime(Path jdk) throws IOException {
        Path runtime = jdk("albert-toolkit/lib/runtime", "25");
        Files.writeString(runtime.resolve("made-from"), java(jdk) + "\n");
        return runtime;
    }

    private String clientJava(Map<String, String> env) throws Exception {
        return bash("albert_resolve_java && albert_use_client_runtime && printf '%s\\n' \"$ALBERT_JAVA\"", env);
    }

    private int makeRuntime(Path jdk) throws Exception {
        return Integer.parseInt(bash("albert_make_client_runtime \"" + jdk.resolve("bin/java") + "\"; echo $?", Map.of()));
    }

    /** A stand-in JDK: {@code release} naming the version, and a {@code bin/java} that only exits. */
    private Path jdk(String name, String major) throws IOException {
        Path jdk = Files.createDirectories(temp.resolve(name));
        Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"stand-in\"\nJAVA_VERSION=\"" + major + ".0.1\"\n");
        Path java = Files.createDirectories(jdk.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return jdk;
    }

    private static String java(Path jdk) throws IOException {
        return jdk.resolve("bin/java").toRealPath().toString();
    }

    /** ALBERT_JAVA after albert_resolve_java, with only the stand-in JDK's bin and the system's tools on the PATH. */
    private String resolve(Map<String, String> env) throws Exception {
        return bash("albert_resolve_java && printf '%s\\n' \"$ALBERT_JAVA\"", env);
    }

    /** The stdout of a script run after sourcing the launcher with ALBERT_HOME set, with a minimal PATH. */
    private String bash(String script, Map<String, String> env) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", "-c",
                "ALBERT_HOME=\"$0\"; export ALBERT_HOME; . \"$ALBERT_HOME/bin/lib/launcher.sh\" && " + script, home.toString());
        builder.environment().clear();
        builder.environment().put("PATH", onPath.resolve("bin") + ":/usr/bin:/bin");
        builder.environment().putAll(env);
        Process process = builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the launcher's function returned");
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), stderr);
        return stdout.strip();
    }
}
