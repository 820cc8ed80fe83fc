package dev.albert.capture.testing;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Starts a test main in a separate JVM: the same java binary and the test class path. */
public final class ChildJvm {
    private ChildJvm() {
    }

    /** Starts {@code main}; its stderr goes to {@code stderr} so a failing test can show it. */
    public static Process start(Class<?> main, java.nio.file.Path stderr, String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(stderr.toFile())).start();
    }

    /** Starts {@code main} with these variables added to (or replacing) the inherited environment. */
    public static Process start(Class<?> main, java.nio.file.Path stderr, java.util.Map<String, String> env,
                                String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(stderr.toFile()));
        builder.environment().putAll(env);
        return builder.start();
    }

    /** What the children wrote to stderr, for failure messages. */
    public static String read(java.nio.file.Path stderr) {
        try {
            return java.nio.file.Files.exists(stderr) ? java.nio.file.Files.readString(stderr) : "";
        } catch (IOException e) {
            return e.toString();
        }
    }
}
