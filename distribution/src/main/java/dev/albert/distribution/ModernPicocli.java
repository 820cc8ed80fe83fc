package dev.albert.distribution;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * picocli compiled from its own published sources for Java 21, in place of the jar from Maven Central.
 *
 * <pre>
 *   ModernPicocli &lt;picocli-VERSION-sources.jar&gt; &lt;picocli-VERSION.jar&gt; &lt;out jar&gt;
 * </pre>
 *
 * picocli's jar is Java 5 bytecode (class file version 49), and the JDK's AOT cache cannot keep classes older
 * than version 50 ("Skipping picocli/...: Old class has been linked" when the cache is made), nor any class
 * that implements one of their interfaces: every run of every CLI loaded and verified picocli - 250 classes,
 * the whole parser and help - from the jar with the old type-inferring verifier (docs/cli-startup.md). The same
 * sources compiled for 21 are cached like every other class. The original jar's resources (its manifest,
 * license) are kept; module-info is left out, as the launchers run picocli from the class path.
 */
public final class ModernPicocli {
    private ModernPicocli() {
    }

    public static void main(String[] args) throws IOException {
        Path sources = Path.of(args[0]);
        Path original = Path.of(args[1]);
        Path out = Path.of(args[2]);
        Path work = Files.createTempDirectory("picocli-modern");
        try {
            Path classes = Files.createDirectories(work.resolve("classes"));
            List<String> javacArgs = new ArrayList<>(List.of("--release", "21", "-nowarn", "-proc:none", "-encoding", "UTF-8",
                    "-d", classes.toString()));
            try (FileSystem jar = FileSystems.newFileSystem(sources); Stream<Path> files = Files.walk(jar.getPath("/"))) {
                Path unpacked = Files.createDirectories(work.resolve("src"));
                for (Path file : files.filter(f -> f.toString().endsWith(".java") && !f.toString().endsWith("module-info.java")).toList()) {
                    Path copy = unpacked.resolve(file.toString().substring(1));
                    Files.createDirectories(copy.getParent());
                    Files.copy(file, copy);
                    javacArgs.add(copy.toString());
                }
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            if (javac == null || javac.run(null, null, System.err, javacArgs.toArray(String[]::new)) != 0) {
                throw new IllegalStateException("could not compile picocli from " + sources);
            }
            Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
            try (JarFile from = new JarFile(original.toFile());
                 JarOutputStream to = new JarOutputStream(Files.newOutputStream(tmp), from.getManifest())) {
                for (Enumeration<JarEntry> entries = from.entries(); entries.hasMoreElements(); ) {
                    JarEntry entry = entries.nextElement();
                    String name = entry.getName();
                    if (entry.isDirectory() || name.endsWith(".class") || name.equals("META-INF/MANIFEST.MF")) {
                        continue;
                    }
                    to.putNextEntry(new JarEntry(name));
                    try (InputStream in = from.getInputStream(entry)) {
                        in.transferTo(to);
                    }
                    to.closeEntry();
                }
                try (Stream<Path> compiled = Files.walk(classes)) {
                    for (Path file : compiled.filter(Files::isRegularFile).sorted().toList()) {
                        to.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                        Files.copy(file, (OutputStream) to);
                        to.closeEntry();
                    }
                }
            }
            Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } finally {
            try (Stream<Path> left = Files.walk(work)) {
                for (Path path : left.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(path);
                }
            }
        }
    }
}
