package dev.albert.admin.portability;

import dev.albert.client.config.FilePermissions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where an export goes: refused when unsafe ({@code ""}, {@code /}, {@code .}, {@code ..}, a directory) or
 * existing without {@code --force}; written to a temporary file (mode 0600) beside it and renamed into place only
 * when complete, so an interrupted export never leaves a half-written file under the final name.
 */
final class Destination implements AutoCloseable {
    private final Path target;
    private final Path temporary;
    private final boolean replace;
    private boolean committed;

    private Destination(Path target, Path temporary, boolean replace) {
        this.target = target;
        this.temporary = temporary;
        this.replace = replace;
    }

    static Destination open(CommandSpec spec, Path workingDirectory, String raw, boolean force) {
        String text = raw == null ? "" : raw.strip();
        if (text.isEmpty() || text.equals("/") || text.equals(".") || text.equals("..") || text.endsWith("/")) {
            throw new ParameterException(spec.commandLine(), "'" + text + "' is not a file to write the export to; name a file, e.g. --to albert-export.ndjson");
        }
        Path target = workingDirectory.resolve(text).normalize();
        Path name = target.getFileName();
        Path given = Path.of(text).getFileName();
        if (name == null || given == null || given.toString().equals(".") || given.toString().equals("..")) {
            throw new ParameterException(spec.commandLine(), "'" + text + "' is not a file to write the export to; name a file, e.g. --to albert-export.ndjson");
        }
        if (Files.isDirectory(target)) {
            throw new ParameterException(spec.commandLine(), target + " is a directory; name a file inside it, e.g. --to " + target.resolve("albert-export.ndjson"));
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !force) {
            throw new ParameterException(spec.commandLine(), target + " already exists; choose another file or add --force to replace it");
        }
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new ParameterException(spec.commandLine(), "the folder " + folder + " does not exist; create it first");
        }
        try {
            Path temporary = Files.createTempFile(folder, "." + name + ".", ".part", FilePermissions.privateFileAttributes(folder));
            return new Destination(target, temporary, force);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot write in " + folder + ": " + e.getMessage());
        }
    }

    Path target() {
        return target;
    }

    /** The temporary file's stream; local write failures surface as {@link UncheckedIOException}. */
    OutputStream output() {
        try {
            return Files.newOutputStream(temporary);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Renames the finished file into place. */
    void commit(CommandSpec spec) {
        try {
            if (replace) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } else {
                // no ATOMIC_MOVE: it may replace silently; a file that appeared meanwhile is refused
                Files.move(temporary, target);
            }
            committed = true;
        } catch (FileAlreadyExistsException e) {
            throw new ParameterException(spec.commandLine(), target + " appeared while exporting; nothing was replaced (add --force to replace it)");
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot move the export into " + target + ": " + e.getMessage());
        }
    }

    /** Removes the temporary file unless it was committed. */
    @Override
    public void close() {
        if (!committed) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException ignored) {
                // best effort: the file is hidden, 0600 and named *.part
            }
        }
    }

}
