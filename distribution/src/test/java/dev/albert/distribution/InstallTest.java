package dev.albert.distribution;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The archive the build produced, unpacked and installed into a temporary prefix, then used the way a new
 * user would: from the installed launchers only, with a fresh HOME, a working directory outside the
 * source tree and a PATH without Maven. Then upgraded in place, then uninstalled, leaving nothing of ours.
 */
class InstallTest {
    private static final Path ARCHIVE = Path.of(System.getProperty("albert.archive", "target/albert-toolkit.tar.gz"));
    private static final String VERSION = System.getProperty("albert.version", "unknown");

    @TempDir
    Path temp;

    /**
     * install.sh trains the hook's AOT caches, which starts the installed toolkit's hook agent for the test's HOME; it
     * would idle for ten minutes, and when the temporary folder goes it notices its socket gone and logs that it exits,
     * writing into the folder being deleted (JUnit then fails to delete it: seen once in a CI run). Whatever the
     * installed toolkit left running is ended here, and waited for, before the folder is deleted.
     */
    @AfterEach
    void endWhatTheInstalledToolkitLeftRunning() throws InterruptedException {
        List<ProcessHandle> ours = runningFrom(temp.toString());
        System.err.println("InstallTest: ending " + ours.size() + " process(es) the installed toolkit left running");
        for (ProcessHandle process : ours) {
            process.destroy();
        }
        for (ProcessHandle process : ours) {
            try {
                process.onExit().get(60, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                process.destroyForcibly();
            }
        }
    }

    /** The processes whose command line names this path (the installed toolkit's, or the test's folder). */
    private static List<ProcessHandle> runningFrom(String path) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.isAlive() && p.info().commandLine().map(line -> line.contains(path)).orElse(false)).toList();
    }

    @Test
    void installRunUpgradeAndUninstall() throws Exception {
        assertTrue(Files.isRegularFile(ARCHIVE), "the build wrote " + ARCHIVE);
        assertTrue(Files.isRegularFile(Path.of(ARCHIVE.toString().replace(".tar.gz", ".zip"))), "and the zip");
        Path unpacked = Files.createDirectories(temp.resolve("unpacked"));
        Path home = Files.createDirectories(temp.resolve("home"));
        Path prefix = temp.resolve("prefix");
        Path work = Files.createDirectories(temp.resolve("work"));
        run(work, home, List.of("tar", "-xzf", ARCHIVE.toAbsolutePath().toString(), "-C", unpacked.toString()), 0);
        Path toolkit = unpacked.resolve("albert-toolkit-" + VERSION);
        assertFalse(Files.exists(toolkit.resolve("mvnw")), "no build tool in the archive");
        assertFalse(Files.exists(toolkit.resolve("pom.xml")));
        theArchiveCarriesEachJarOnceWithItsLicenseAndThePackages(toolkit);

        Result install = run(work, home, List.of(toolkit.resolve("install.sh").toString(), "--prefix", prefix.toString()), 0);
        assertTrue(install.stderr().contains("export PATH=\"" + prefix.toRealPath() + "/bin:$PATH\""), install.stderr());
        for (String exe : List.of("albert", "albert-admin", "albert-capture", "albert-server", "albert-hook")) {
            assertTrue(Files.isExecutable(prefix.resolve("bin").resolve(exe)), exe);
        }
        assertTrue(Files.isRegularFile(prefix.resolve("share/man/man1/albert-search.1")));
        assertTrue(Files.isRegularFile(prefix.resolve("share/bash-completion/completions/albert")));
        assertTrue(Files.isRegularFile(prefix.resolve("share/zsh/site-functions/_albert")));
        assertTrue(Files.isRegularFile(prefix.resolve("share/fish/vendor_completions.d/albert.fish")));

        // The unpacked archive goes away: the installed copy must not need it.
        run(work, home, List.of("rm", "-rf", unpacked.toString()), 0);
        useTheInstalledToolkit(prefix, home, work);

        // Upgrade in place from a fresh copy of the same archive.
        Files.createDirectories(unpacked);
        run(work, home, List.of("tar", "-xzf", ARCHIVE.toAbsolutePath().toString(), "-C", unpacked.toString()), 0);
        Result upgrade = run(work, home, List.of(toolkit.resolve("install.sh").toString(), "--prefix", prefix.toString()), 0);
        assertTrue(upgrade.stderr().contains("Upgrading the Albert toolkit"), upgrade.stderr());
        assertEquals("albert " + VERSION, run(work, home, List.of(prefix.resolve("bin/albert").toString(), "--version"), 0).stdout().strip());

        Files.writeString(prefix.resolve("bin").resolve("someone-elses-tool"), "#!/bin/sh\n");
        String installedToolkit = prefix.toRealPath().resolve("lib/albert-toolkit").toString();
        assertFalse(runningFrom(installedToolkit).isEmpty(), "the AOT training started the installed hook agent");
        run(work, home, List.of(prefix.resolve("lib/albert-toolkit/install.sh").toString(), "--uninstall", "--prefix", prefix.toString()), 0);
        List<ProcessHandle> stillRunning = runningFrom(installedToolkit);
        for (int i = 0; i < 200 && !stillRunning.isEmpty(); i++) { // the agent closes its socket before its process ends
            Thread.sleep(50);
            stillRunning = runningFrom(installedToolkit);
        }
        assertEquals(List.of(), stillRunning.stream().map(p -> p.info().commandLine().orElse("")).toList(),
                "uninstall stops the hook agent that runs from the toolkit it removes");
        try (Stream<Path> left = Files.walk(prefix)) {
            List<String> remaining = left.filter(p -> !p.equals(prefix)).map(p -> prefix.relativize(p).toString()).sorted().toList();
            assertEquals(List.of("bin", "bin/someone-elses-tool"), remaining, "uninstall leaves only what was not ours");
        }
    }

    /** One lib/ for every executable, the licenses, and the host packages beside the Claude Code plugin. */
    private static void theArchiveCarriesEachJarOnceWithItsLicenseAndThePackages(Path toolkit) throws IOException {
        Path lib = toolkit.resolve("lib");
        try (Stream<Path> dirs = Files.list(lib)) {
            assertEquals(List.of(), dirs.filter(Files::isDirectory).map(Path::toString).toList(), "no per-executable copies");
        }
        String notices = Files.readString(toolkit.resolve("THIRD-PARTY-NOTICES"));
        for (String module : List.of("albert-cli", "albert-admin", "capture-cli", "adapters", "albert-server")) {
            List<String> list = Files.readAllLines(lib.resolve(module + ".classpath"));
            assertTrue(list.get(0).startsWith("dev.albert."), module + " names its main class: " + list.get(0));
            assertEquals(module + ".jar", list.get(1));
            for (String jar : list.subList(1, list.size())) {
                assertTrue(Files.isRegularFile(lib.resolve(jar)), module + " needs " + jar);
                String artifact = jar.replaceAll("-\\d[^-]*(-SNAPSHOT)?\\.jar$", "");
                if (!jar.equals(module + ".jar") && !jar.contains("-SNAPSHOT")) {
                    assertTrue(notices.contains(":" + artifact + ":"), "THIRD-PARTY-NOTICES lists " + jar);
                }
            }
        }
        assertTrue(Files.readString(toolkit.resolve("LICENSE")).contains("Apache License"));
        Path plugins = toolkit.resolve("share/albert/plugins");
        for (String file : List.of("claude-code/.claude-plugin/marketplace.json", "codex/hooks.json", "cursor/hooks.json",
                "openclaw/openclaw.plugin.json", "openclaw/package.json", "openclaw/index.js")) {
            assertTrue(Files.isRegularFile(plugins.resolve(file)), file);
        }
        try (Stream<Path> files = Files.list(plugins.resolve("openclaw"))) {
            assertEquals(1, files.filter(f -> f.getFileName().toString().matches("albert-openclaw-.*\\.tgz")).count(), "the npm tarball");
        }
        assertFalse(Files.exists(plugins.resolve("openclaw/test")), "not the plugin's own tests");
    }

    private void useTheInstalledToolkit(Path prefix, Path home, Path work) throws Exception {
        Path bin = prefix.resolve("bin");
        for (String exe : List.of("albert", "albert-admin", "albert-capture", "albert-server")) {
            assertEquals(exe + " " + VERSION, run(work, home, List.of(bin.resolve(exe).toString(), "--version"), 0).stdout().strip());
        }
        Result hook = run(work, home, List.of(bin.resolve("albert-hook").toString(), "--version"), 0);
        assertEquals("albert-hook " + VERSION, hook.stderr().strip());
        theClientsRunOnARuntimeWithoutLocaleData(prefix, home, work);
        Result man = run(work, home, List.of("man", "-l", prefix.resolve("share/man/man1/albert.1").toString()), 0);
        assertTrue(man.stdout().contains("EXIT STATUS"), man.stdout());

        Path log = work.resolve("server.log");
        Process server = new ProcessBuilder(bin.resolve("albert-server").toString(), "--port", "0", "--db", work.resolve("albert.sqlite3").toString())
                .directory(work.toFile()).redirectErrorStream(false).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(log.toFile()).start();
        try {
            String url = awaitListening(server, log);
            Map<String, String> env = Map.of("ALBERT_API_URL", url);
            JsonNode boot = Json.mapper().readTree(run(work, home, env, List.of(bin.resolve("albert-admin").toString(),
                    "bootstrap", "--organization", "acme", "--workspace", "shop", "--output", "json"), 0).stdout());
            Map<String, String> keyed = Map.of("ALBERT_API_URL", url, "ALBERT_API_KEY", boot.get("api_key").asText());
            run(work, home, keyed, List.of(bin.resolve("albert").toString(), "remember", "--subject", "deploy target",
                    "Production deploys go to the eu-west cluster."), 0);
            Result search = run(work, home, keyed, List.of(bin.resolve("albert").toString(), "search", "eu-west", "--output", "json"), 0);
            assertTrue(search.stdout().contains("eu-west cluster"), search.stdout());
            Result keys = run(work, home, keyed, List.of(bin.resolve("albert-admin").toString(), "keys", "list", "--output", "json"), 0);
            assertTrue(keys.stdout().contains("\"id\""), keys.stdout());
            theCommandsOfTheOptionalJarsGetThem(bin, home, work, keyed);
        } finally {
            server.destroy();
            if (!server.waitFor(60, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    /**
     * install.sh remembered the JDK once, for the hook and the CLIs, and made lib/runtime with its jlink
     * (bin/lib/launcher.sh, {@code albert_make_client_runtime}): the command-line clients run on it, the server keeps
     * the JDK, and it has no jdk.localedata.
     */
    private void theClientsRunOnARuntimeWithoutLocaleData(Path prefix, Path home, Path work) throws Exception {
        Path lib = prefix.resolve("lib/albert-toolkit/lib");
        Path jdkJava = Path.of(System.getProperty("java.home"), "bin", "java").toRealPath();
        assertEquals(jdkJava.toString(), Files.readString(lib.resolve("cli-java")).strip(), "the JDK remembered once");
        assertFalse(Files.exists(lib.resolve("hook-java")), "the hook reads the CLIs' file, it writes no second one");
        Path runtime = lib.resolve("runtime").toRealPath();
        assertTrue(Files.isExecutable(runtime.resolve("bin/java")), "install.sh made " + runtime);
        assertEquals(jdkJava.toString(), Files.readString(runtime.resolve("made-from")).strip(), "from that JDK");
        String modules = run(work, home, List.of(runtime.resolve("bin/java").toString(), "--list-modules"), 0).stdout();
        assertTrue(modules.contains("java.sql@"), modules);
        assertFalse(modules.contains("jdk.localedata"), modules);
        Map<String, String> showHome = Map.of("ALBERT_JAVA_OPTS", "-XshowSettings:properties");
        for (String exe : List.of("albert", "albert-admin", "albert-capture")) {
            Result shown = run(work, home, showHome, List.of(prefix.resolve("bin").resolve(exe).toString(), "--version"), 0);
            assertTrue(shown.stderr().contains("java.home = " + runtime + "\n"), exe + ": " + shown.stderr());
        }
        Result server = run(work, home, showHome, List.of(prefix.resolve("bin/albert-server").toString(), "--version"), 0);
        assertTrue(server.stderr().contains("java.home = " + Path.of(System.getProperty("java.home")).toRealPath() + "\n"), server.stderr());
    }

    /**
     * The launchers leave the jars only some commands use off the class path of the others (bin/lib/launcher.sh,
     * {@code albert_jar_group}); the commands that use them still find them: --jq the jq engine, backup the
     * X25519 keys of Bouncy Castle, {@code albert mcp} the MCP SDK.
     */
    private void theCommandsOfTheOptionalJarsGetThem(Path bin, Path home, Path work, Map<String, String> keyed) throws Exception {
        Result jq = run(work, home, keyed, List.of(bin.resolve("albert").toString(), "search", "eu-west", "--jq", ".hits | length"), 0);
        assertEquals("1", jq.stdout().strip(), jq.toString());
        run(work, home, List.of(bin.resolve("albert-admin").toString(), "backup", "keygen", "--identity-file",
                work.resolve("backup.key").toString(), "--recipient-file", work.resolve("backup.pub").toString()), 0);
        assertTrue(Files.size(work.resolve("backup.pub")) > 0, "a recipient key was written");

        ProcessBuilder builder = new ProcessBuilder(bin.resolve("albert").toString(), "mcp").directory(work.toFile())
                .redirectError(work.resolve("mcp.err").toFile());
        builder.environment().putAll(keyed);
        builder.environment().put("HOME", home.toString());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process bridge = builder.start();
        try (var in = bridge.getOutputStream();
             BufferedReader out = new BufferedReader(new InputStreamReader(bridge.getInputStream(), StandardCharsets.UTF_8))) {
            in.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"install-test\",\"version\":\"1\"}}}\n")
                    .getBytes(StandardCharsets.UTF_8));
            in.flush();
            String reply = out.readLine();
            assertTrue(reply != null && reply.contains("\"serverInfo\""), reply + " " + Files.readString(work.resolve("mcp.err")));
        }
        assertTrue(bridge.waitFor(2, TimeUnit.MINUTES), "the bridge ends with its stdin");
    }

    /** Waits, bounded by the server process staying alive (at most 120 s), for {@code listening on <url>}. */
    private static String awaitListening(Process server, Path log) throws Exception {
        for (int i = 0; i < 1200; i++) {
            for (String line : Files.readAllLines(log)) {
                if (line.startsWith("listening on ")) {
                    return line.substring("listening on ".length()).strip();
                }
            }
            if (!server.isAlive()) {
                fail("the installed server exited: " + Files.readString(log));
            }
            server.waitFor(100, TimeUnit.MILLISECONDS);
        }
        fail("the installed server did not start: " + Files.readString(log));
        return null;
    }

    record Result(int exitCode, String stdout, String stderr) {
    }

    private Result run(Path work, Path home, List<String> command, int expected) throws IOException, InterruptedException {
        return run(work, home, Map.of(), command, expected);
    }

    /** Runs with a clean environment: a fresh HOME and a PATH of system directories only (no Maven, no checkout). */
    private Result run(Path work, Path home, Map<String, String> extra, List<String> command, int expected)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).directory(work.toFile());
        Map<String, String> env = builder.environment();
        Map<String, String> keep = new HashMap<>();
        for (String name : List.of("JAVA_HOME", "LANG", "TMPDIR")) {
            if (System.getenv(name) != null) {
                keep.put(name, System.getenv(name));
            }
        }
        env.clear();
        env.putAll(keep);
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("HOME", home.toString());
        env.put("PATH", "/usr/local/bin:/usr/bin:/bin");
        env.put("MANPAGER", "cat");
        env.put("MANWIDTH", "80");
        env.putAll(extra);
        File out = temp.resolve("out-" + System.nanoTime()).toFile();
        File err = temp.resolve("err-" + System.nanoTime()).toFile();
        Process process = builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out).redirectError(err).start();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            fail(command + " did not finish");
        }
        Result result = new Result(process.exitValue(), Files.readString(out.toPath(), StandardCharsets.UTF_8),
                Files.readString(err.toPath(), StandardCharsets.UTF_8));
        out.delete();
        err.delete();
        assertEquals(expected, result.exitCode(), command + "\n" + result);
        return result;
    }
}
