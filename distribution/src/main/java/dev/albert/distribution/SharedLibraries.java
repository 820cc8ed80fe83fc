package dev.albert.distribution;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * The archive's {@code lib/}: every jar of every executable once, and per executable a class-path list that
 * bin/lib/launcher.sh runs it with. Before, each executable carried its own copy of its libraries (99 MB).
 *
 * <pre>
 *   SharedLibraries &lt;out lib dir&gt; &lt;module&gt;=&lt;module target dir&gt;...
 * </pre>
 *
 * Reads each module's jar manifest (Main-Class, Class-Path as the build wrote it), copies {@code <module>.jar}
 * and its {@code lib/*.jar} into the out directory and writes {@code <module>.classpath}: the main class on
 * the first line, then one jar file name a line, in class-path order. Two executables may share a jar only
 * when it is the same file: a same-named jar with other bytes fails the build instead of silently replacing
 * one executable's library with another's
 * (the toolkit's own SNAPSHOT modules excepted: the newest copy of this build's module wins).
 *
 * <p>A jar whose manifest names a {@code Class-Path} in directories the out directory lacks is copied without
 * that attribute: our modules' jars name {@code lib/*.jar} for {@code java -jar} in a checkout, which in a
 * distribution's {@code lib/} would be {@code lib/lib/*.jar}. The launchers give the class path explicitly, and the
 * JVM tried every one of those names on each run's first class-path scan (about 3 ms of {@code albert search},
 * docs/cli-startup.md).
 */
public final class SharedLibraries {
    private SharedLibraries() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: SharedLibraries <out lib dir> <module>=<target dir>...");
        }
        Path out = Files.createDirectories(Path.of(args[0]));
        Map<String, Path> copied = new LinkedHashMap<>();
        for (String spec : Arrays.copyOfRange(args, 1, args.length)) {
            int equals = spec.indexOf('=');
            String module = spec.substring(0, equals);
            Path target = Path.of(spec.substring(equals + 1));
            Path jar = target.resolve(module + ".jar");
            Manifest manifest;
            try (JarFile file = new JarFile(jar.toFile())) {
                manifest = file.getManifest();
            }
            String main = manifest.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS);
            String classPath = manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (main == null) {
                throw new IllegalStateException(jar + " names no Main-Class");
            }
            List<String> lines = new ArrayList<>();
            lines.add(main);
            lines.add(copy(jar, out, copied));
            for (String entry : classPath == null ? new String[0] : classPath.trim().split("\\s+")) {
                lines.add(copy(target.resolve(entry), out, copied));
            }
            Files.write(out.resolve(module + ".classpath"), lines);
        }
    }

    private static String copy(Path jar, Path out, Map<String, Path> copied) throws IOException {
        String name = jar.getFileName().toString();
        Path earlier = copied.get(name);
        if (earlier == null) {
            place(jar, out.resolve(name));
            copied.put(name, jar);
        } else if (Files.mismatch(earlier, jar) != -1) {
            if (!name.contains("-SNAPSHOT")) {
                throw new IllegalStateException(name + " differs between " + earlier + " and " + jar
                        + ": two executables cannot share one lib/ with two versions of one jar");
            }
            // One of this build's own modules, copied into each executable's target/lib at different times: the newest.
            if (Files.getLastModifiedTime(jar).compareTo(Files.getLastModifiedTime(earlier)) > 0) {
                place(jar, out.resolve(name));
                copied.put(name, jar);
            }
        }
        return name;
    }

    /** Copies {@code jar} to {@code target}, without a {@code Class-Path} that names nothing beside {@code target}. */
    static void place(Path jar, Path target) throws IOException {
        try (JarFile in = new JarFile(jar.toFile())) {
            Manifest manifest = in.getManifest();
            String classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (classPath == null || resolvesBeside(classPath, target.getParent())) {
                Files.copy(jar, target, StandardCopyOption.REPLACE_EXISTING);
                return;
            }
            Manifest stripped = new Manifest(manifest);
            stripped.getMainAttributes().remove(Attributes.Name.CLASS_PATH);
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(target), stripped)) {
                for (Enumeration<JarEntry> entries = in.entries(); entries.hasMoreElements(); ) {
                    JarEntry entry = entries.nextElement();
                    if (entry.getName().equalsIgnoreCase(JarFile.MANIFEST_NAME)) {
                        continue;
                    }
                    JarEntry copy = new JarEntry(entry.getName());
                    copy.setTime(entry.getTime());
                    out.putNextEntry(copy);
                    try (InputStream data = in.getInputStream(entry)) {
                        data.transferTo(out);
                    }
                    out.closeEntry();
                }
            }
        }
    }

    /** Whether every entry's directory exists beside the jar (the jars themselves may be copied after it). */
    private static boolean resolvesBeside(String classPath, Path directory) {
        for (String entry : classPath.trim().split("\\s+")) {
            if (!Files.isDirectory(directory.resolve(entry).getParent())) {
                return false;
            }
        }
        return true;
    }
}
