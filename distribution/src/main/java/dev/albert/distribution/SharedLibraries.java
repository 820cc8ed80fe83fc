package dev.albert.distribution;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
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
            Files.copy(jar, out.resolve(name), StandardCopyOption.REPLACE_EXISTING);
            copied.put(name, jar);
        } else if (Files.mismatch(earlier, jar) != -1) {
            if (!name.contains("-SNAPSHOT")) {
                throw new IllegalStateException(name + " differs between " + earlier + " and " + jar
                        + ": two executables cannot share one lib/ with two versions of one jar");
            }
            // One of this build's own modules, copied into each executable's target/lib at different times: the newest.
            if (Files.getLastModifiedTime(jar).compareTo(Files.getLastModifiedTime(earlier)) > 0) {
                Files.copy(jar, out.resolve(name), StandardCopyOption.REPLACE_EXISTING);
                copied.put(name, jar);
            }
        }
        return name;
    }
}
