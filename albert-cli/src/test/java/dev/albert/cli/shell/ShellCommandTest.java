package dev.albert.cli.shell;

import dev.albert.cli.AlbertMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code albert shell} in a real pseudo-terminal: a tmux session of its own runs {@code java … AlbertMain shell},
 * keys are sent as tmux key names (Tab, Enter, C-c, C-d, Up) and the screen is read with capture-pane. Every
 * completion is proven by the command it produced running; waits are bounded polls on the screen.
 */
class ShellCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();
    static String key;
    static String memoryId;

    @TempDir
    Path home;
    /** The tmux server of the running session; each session gets its own (see {@link #start}). */
    private String socket;
    private final List<String> sockets = new ArrayList<>();

    @BeforeAll
    static void remember() {
        key = server.bootstrap("Shell Org", "main").apiKey();
        memoryId = server.post("/v1/memories", key, Map.of("subject", "Deploy script",
                "content", "Production deploys run ops/deploy.sh from the release branch.")).get("id").asText();
    }

    @AfterEach
    void killTmux() throws Exception {
        for (String each : sockets) {
            socket = each;
            tmux("kill-server");
        }
    }

    /**
     * Starts the shell in a fresh tmux session against {@code url}; its exit code lands in {@code exit-code}. Each
     * session runs on a server of its own: a new session on a just-killed server's socket can reach that server while it
     * is still exiting, and fails.
     */
    private void start(String url) throws Exception {
        socket = "albert-shell-test-" + UUID.randomUUID();
        sockets.add(socket);
        String java = ProcessHandle.current().info().command().orElseThrow();
        String classpath = System.getProperty("java.class.path");
        Path script = home.resolve("shell.sh");
        Files.writeString(script, String.join("\n",
                "#!/bin/sh",
                // Ctrl-C goes to the whole foreground group: the script must outlive it to record the exit code
                // (a trap, not an ignore, so java starts with SIGINT's default and JLine can take it).
                "trap 'true' INT",
                "export HOME='" + home + "' TERM=xterm-256color NO_COLOR=1",
                "export ALBERT_API_URL='" + url + "' ALBERT_API_KEY='" + key + "'",
                "export ALBERT_CONFIG_DIR='" + home.resolve("config") + "'",
                "'" + java + "' -XX:TieredStopAtLevel=1 -cp '" + classpath + "' " + AlbertMain.class.getName() + " shell",
                "echo $? > '" + home.resolve("exit-code") + "'",
                "sleep 600",
                ""));
        assertEquals(0, tmux("new-session", "-d", "-x", "180", "-y", "50", "-s", "shell", "sh " + script));
        awaitScreen("albert> ", 1);
    }

    private void keys(String... keys) throws Exception {
        List<String> command = new ArrayList<>(List.of("send-keys", "-t", "shell"));
        command.addAll(List.of(keys));
        assertEquals(0, tmux(command.toArray(String[]::new)));
    }

    /** Literal text, then named keys. */
    private void type(String text, String... named) throws Exception {
        assertEquals(0, tmux("send-keys", "-t", "shell", "-l", text));
        if (named.length > 0) {
            keys(named);
        }
    }

    private String screen() {
        try {
            Process p = new ProcessBuilder("tmux", "-L", socket, "capture-pane", "-p", "-J", "-t", "shell", "-S", "-2000")
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor(30, TimeUnit.SECONDS);
            return out;
        } catch (IOException | InterruptedException e) {
            return "";
        }
    }

    private void awaitScreen(String text, int times) {
        await(() -> count(screen(), text) >= times, "the screen to show '" + text + "' " + times + "x");
    }

    private int exitCode() throws Exception {
        Path file = home.resolve("exit-code");
        await(() -> Files.exists(file) && fileText(file).endsWith("\n"), "the shell to exit");
        return Integer.parseInt(Files.readString(file).strip());
    }

    @Test
    void tabCompletesCommandsOptionValuesAndSeenIdsAndTheHistoryIsPrivateAndKept() throws Exception {
        start(server.url());
        // "sear" + Tab → "search"; "ta" + Tab → "table" (an enum value); the search prints the memory's id.
        type("sear", "Tab");
        type("deploy --output ta", "Tab");
        keys("Enter");
        awaitScreen(memoryId, 1);
        awaitScreen("albert> ", 2);
        // An id seen in this session completes from its first characters.
        type("get " + memoryId.substring(0, 8), "Tab");
        keys("Enter");
        awaitScreen("ops/deploy.sh from the release branch.", 1);
        awaitScreen("albert> ", 3);
        type("serch deploy", "Enter");
        awaitScreen("did you mean: search", 1);
        awaitScreen("albert> ", 4);
        keys("C-d");
        assertEquals(0, exitCode(), screen());

        Path history = home.resolve(".local/state/albert/shell_history");
        String lines = Files.readString(history);
        assertTrue(lines.contains("search deploy --output table"), lines);
        assertTrue(lines.contains("get " + memoryId), lines);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(history)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(history.getParent())));

        tmux("kill-server");
        Files.delete(home.resolve("exit-code"));
        start(server.url());
        // The history survives the session: up twice is the get (the last line was the typo).
        keys("Up", "Up", "Enter");
        awaitScreen("ops/deploy.sh from the release branch.", 1);
        type("exit", "Enter");
        assertEquals(0, exitCode(), screen());
    }

    @Test
    void ctrlCCancelsTheRunningCommandAndTheShellGoesOn() throws Exception {
        List<Socket> held = new ArrayList<>();
        try (ServerSocket hanging = new ServerSocket(0)) {
            Thread.ofPlatform().daemon().start(() -> {
                while (true) {
                    try {
                        Socket s = hanging.accept();
                        synchronized (held) {
                            held.add(s); // never answered
                        }
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
            start("http://127.0.0.1:" + hanging.getLocalPort());
            type("search anything", "Enter");
            await(() -> {
                synchronized (held) {
                    return !held.isEmpty();
                }
            }, "the search to reach the server");
            keys("C-c");
            awaitScreen("^C cancelled", 1);
            awaitScreen("albert> ", 2);
            type("exit", "Enter");
            assertEquals(0, exitCode(), screen());
            assertFalse(screen().contains("error:"), screen());
        } finally {
            synchronized (held) {
                for (Socket s : held) {
                    s.close();
                }
            }
        }
    }

    @Test
    void ctrlCAtThePromptClearsTheLineAndShellInsideTheShellIsRefused() throws Exception {
        start(server.url());
        type("forget everything");
        keys("C-c");
        awaitScreen("albert> ", 2);
        type("shell", "Enter");
        awaitScreen("already in the albert shell", 1);
        awaitScreen("albert> ", 3);
        keys("C-d");
        assertEquals(0, exitCode(), screen());
        assertFalse(Files.readString(home.resolve(".local/state/albert/shell_history")).contains("forget everything"));
    }

    @Test
    void withoutATerminalItIsAUsageErrorNotAHang() {
        ExecutableRun.Result run = ExecutableRun.of(AlbertMain::execute).env(Map.of("HOME", home.toString()))
                .stdin("search deploy\n").run("shell");
        assertEquals(2, run.exitCode(), run.toString());
        assertTrue(run.stderr().startsWith("error: albert shell needs a terminal on stdin and stdout"), run.stderr());
    }

    private int tmux(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("tmux", "-L", socket));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }

    private static String fileText(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }

    private static int count(String haystack, String needle) {
        int n = 0;
        for (int i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length())) {
            n++;
        }
        return n;
    }

    private void await(Supplier<Boolean> condition, String what) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!condition.get()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + ":\n" + screen());
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
