package dev.albert.clikit;

import dev.albert.client.cli.Streams;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * An executable's top-level {@code --help}, rendered at build time by the same {@link Launcher} and picocli tree,
 * stored in its jar and printed as bytes when a run asks for exactly that: {@code <exe> --help} or {@code -h} at the
 * default width of {@value Launcher#DEFAULT_HELP_WIDTH} columns (no exported {@code COLUMNS}), plain or in colour.
 * Building picocli's model of the root command costs most of such a run (annotation proxies spun through the JDK's
 * class-file API, which no AOT cache keeps; docs/cli-startup.md); the printed text is the same byte for byte
 * ({@code HelpSnapshotTest} in each CLI module renders both ways). {@code --version} / {@code -V} alone print the
 * build's version line the same way. Any other width, argument or a missing snapshot takes the ordinary path.
 */
public final class HelpSnapshot {
    static final String DIRECTORY = "albert-help/";

    private HelpSnapshot() {
    }

    /** The resource holding {@code root}'s help, plain or with picocli's colour scheme. */
    static String resource(Class<?> root, boolean colour) {
        return DIRECTORY + root.getName() + (colour ? ".ansi" : ".txt");
    }

    /** The resource holding what {@code root --version} prints. */
    static String versionResource(Class<?> root) {
        return DIRECTORY + root.getName() + ".version";
    }

    /** The {@code --version} snapshot stored in {@code root}'s jar, or null if the build did not write one. */
    public static byte[] storedVersion(Class<?> root) {
        return read(root, versionResource(root));
    }

    /** The snapshot stored in {@code root}'s jar, or null if the build did not write one. */
    public static byte[] stored(Class<?> root, boolean colour) {
        return read(root, resource(root, colour));
    }

    private static byte[] read(Class<?> root, String resource) {
        try (InputStream in = root.getClassLoader().getResourceAsStream(resource)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException unreadable) {
            return null;
        }
    }

    /** Whether these arguments and this environment print exactly the snapshot. */
    static boolean applies(String[] args, Streams streams) {
        return args.length == 1 && ("--help".equals(args[0]) || "-h".equals(args[0]))
                && Launcher.helpWidth(streams) == Launcher.DEFAULT_HELP_WIDTH;
    }

    /** Whether these arguments ask for exactly the version ({@code --version} or {@code -V}, nothing else). */
    static boolean asksForVersion(String[] args) {
        return args.length == 1 && ("--version".equals(args[0]) || "-V".equals(args[0]));
    }

    /**
     * Prints {@code root}'s snapshot to stdout if this run is a plain help or version request; false (nothing
     * printed) if not. The version is the build's, so its snapshot is too (a run through picocli costs 220 ms of
     * which the answer needs none; docs/cli-startup.md).
     */
    static boolean print(Class<?> root, String[] args, Streams streams) {
        if (asksForVersion(args)) {
            return write(storedVersion(root), streams);
        }
        if (!applies(args, streams)) {
            return false;
        }
        return write(stored(root, streams.colour()), streams);
    }

    private static boolean write(byte[] help, Streams streams) {
        if (help == null) {
            return false;   // nothing was written: the ordinary path prints the help
        }
        streams.out().write(help, 0, help.length);
        streams.out().flush();
        return true;
    }

    /** The help as the ordinary path prints it, without the snapshot: for the build and for tests. */
    public static byte[] render(Class<?> root, boolean colour, Map<String, String> env) {
        return renderRun(root, colour, env, "--help");
    }

    /** {@code --version} as the ordinary path prints it, without the snapshot: for the build and for tests. */
    public static byte[] renderVersion(Class<?> root, Map<String, String> env) {
        return renderRun(root, false, env, "--version");
    }

    private static byte[] renderRun(Class<?> root, boolean colour, Map<String, String> env, String option) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), env, Path.of("").toAbsolutePath(), colour, false);
        int code = Launcher.executeWithoutSnapshot(root, new String[] {option}, CommandContext.of(streams));
        if (code != 0 || err.size() > 0) {
            throw new IllegalStateException(root.getName() + " " + option + " exited " + code + ": " + err.toString(StandardCharsets.UTF_8));
        }
        return out.toByteArray();
    }

    /** {@code HelpSnapshot <classes directory> <root command class>…}: writes each root's two snapshots (build step). */
    public static void main(String[] args) throws ClassNotFoundException {
        Path classes = Path.of(args[0]);
        for (int i = 1; i < args.length; i++) {
            Class<?> root = Class.forName(args[i]);
            for (boolean colour : new boolean[] {false, true}) {
                writeResource(classes.resolve(resource(root, colour)), render(root, colour, Map.of()));
            }
            writeResource(classes.resolve(versionResource(root)), renderVersion(root, Map.of()));
        }
    }

    private static void writeResource(Path target, byte[] bytes) {
        try {
            Files.createDirectories(target.getParent());
            Files.write(target, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
