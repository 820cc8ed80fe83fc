package dev.albert.hook;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bin/albert-hook, what Claude Code runs: never builds, never prints to stdout, always exits 0. */
class LauncherTest {
    @TempDir
    Path home;

    private Path install() throws IOException {
        Path bin = Files.createDirectories(home.resolve("bin"));
        Path launcher = bin.resolve("albert-hook");
        Files.copy(Path.of("..", "bin", "albert-hook").toAbsolutePath().normalize(), launcher);
        launcher.toFile().setExecutable(true);
        Files.createDirectories(home.resolve("adapters/target"));
        Files.writeString(home.resolve("mvnw"), "#!/bin/sh\necho BUILT > built.txt\n"); // must never run
        home.resolve("mvnw").toFile().setExecutable(true);
        return launcher;
    }

    private record Run(int code, String out, String err) {
    }

    private Run run(Path launcher, Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "claude-code", "UserPromptSubmit");
        pb.environment().putAll(env);
        pb.environment().put("HOME", home.toString());
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return new Run(p.exitValue(), out, err);
    }

    @Test
    void withoutABuiltJarItSaysSoOnStderrAndExitsZeroWithoutBuilding() throws Exception {
        Run r = run(install(), Map.of());
        assertEquals(0, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().contains("build with"), r.err());
        assertTrue(!Files.exists(home.resolve("built.txt")) && !Files.exists(home.resolve("bin/built.txt")));
    }

    @Test
    void aJvmThatCannotStartStillGivesTheHostExitZeroAndNoOutput() throws Exception {
        Path launcher = install();
        try (ZipOutputStream jar = new ZipOutputStream(Files.newOutputStream(home.resolve("adapters/target/adapters.jar")))) {
            jar.putNextEntry(new java.util.zip.ZipEntry("empty.txt"));
        }
        String java = ProcessHandle.current().info().command().orElseThrow();
        Run r = run(launcher, Map.of("ALBERT_HOOK_JAVA", java, "ALBERT_HOOK_JAVA_OPTS", "-XX:+NoSuchOptionAtAll"));
        assertEquals(0, r.code());
        assertEquals("", r.out());
    }
}
