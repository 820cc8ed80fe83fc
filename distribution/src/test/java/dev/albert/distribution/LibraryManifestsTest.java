package dev.albert.distribution;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No jar of the built {@code lib/} names a {@code Class-Path} entry that is not there: the JVM tries each on a run's
 * first class-path scan (SharedLibraries strips our modules' {@code lib/*.jar}, written for {@code java -jar} in a
 * checkout), and the jars still run — their main classes and manifests are intact.
 */
class LibraryManifestsTest {
    private static final Path LIB = Path.of("target", "toolkit", "lib");

    @Test
    void everyClassPathEntryOfEveryJarExists() throws IOException {
        List<String> missing = new ArrayList<>();
        int jars = 0;
        try (Stream<Path> files = Files.list(LIB)) {
            for (Path jar : files.filter(f -> f.toString().endsWith(".jar")).sorted().toList()) {
                jars++;
                try (JarFile file = new JarFile(jar.toFile())) {
                    Manifest manifest = file.getManifest();
                    String classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
                    for (String entry : classPath == null ? new String[0] : classPath.trim().split("\\s+")) {
                        if (!Files.exists(LIB.resolve(entry))) {
                            missing.add(jar.getFileName() + " -> " + entry);
                        }
                    }
                }
            }
        }
        assertTrue(jars > 20, "lib/ holds the toolkit's jars: " + jars);
        assertEquals(List.of(), missing);
    }

    @Test
    void theExecutablesJarsKeepTheirMainClassAndClasses() throws IOException {
        for (String module : List.of("albert-cli", "albert-admin", "capture-cli", "albert-server", "adapters")) {
            try (JarFile jar = new JarFile(LIB.resolve(module + ".jar").toFile())) {
                assertNotNull(jar.getManifest().getMainAttributes().getValue(Attributes.Name.MAIN_CLASS), module);
                assertTrue(jar.stream().filter(e -> e.getName().endsWith(".class")).count() > 10, module + " has its classes");
            }
        }
    }
}
