package dev.albert.testkit.hosts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * An executable a real host can start, as our launchers would run it, but on the running test's class path: the
 * code under test, not an installed jar (a host runs {@code albert-hook} or {@code albert mcp} by path).
 */
public final class TestLauncher {
    private TestLauncher() {
    }

    /** Writes {@code file} as a shell script that runs {@code mainClass} with this JVM and class path. */
    public static Path write(Path file, Class<?> mainClass) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        String java = ProcessHandle.current().info().command().orElseThrow();
        Files.writeString(file, "#!/bin/sh\nexec '" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "
                + "--enable-native-access=ALL-UNNAMED -cp '" + System.getProperty("java.class.path") + "' "
                + mainClass.getName() + " \"$@\"\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }
}
