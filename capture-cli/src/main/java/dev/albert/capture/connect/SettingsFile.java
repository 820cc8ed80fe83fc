package dev.albert.capture.connect;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Set;

/**
 * Transactional replacement of a host's settings file: refuse up front what cannot be written
 * (read-only file or folder), keep the previous content as {@code <file>.albert-backup}, write a
 * temporary file in the same folder, fsync, rename it over the file atomically, read it back; on any
 * failure after the rename the previous content is put back. The file's permissions are kept.
 */
public final class SettingsFile {
    /** A failure with one clear line for the user. */
    public static final class Failure extends RuntimeException {
        public Failure(String message) {
            super(message);
        }
    }

    /** Test seam: fails the write after the rename, to exercise the rollback. */
    static volatile boolean failAfterRename;

    private SettingsFile() {
    }

    /** The file's bytes, or null when it does not exist. */
    public static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new Failure("cannot read " + file + ": " + reason(e));
        }
    }

    public static Path backupOf(Path file) {
        return file.resolveSibling(file.getFileName() + ".albert-backup");
    }

    /**
     * Replaces {@code before} (null: the file did not exist) by {@code after}. Returns the backup
     * path, or null when there was no previous file.
     */
    public static Path replace(Path file, byte[] before, byte[] after) {
        Path dir = file.toAbsolutePath().getParent();
        refuseReadOnly(file, before);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new Failure("cannot create " + dir + ": " + reason(e) + "; nothing was changed");
        }
        if (!Files.isWritable(dir)) {
            throw new Failure("the folder " + dir + " is not writable; nothing was changed");
        }
        Set<PosixFilePermission> mode = permissions(file);
        Path backup = null;
        if (before != null) {
            backup = backupOf(file);
            writeNew(backup, before, mode, dir);
        }
        Path temp = dir.resolve("." + file.getFileName() + ".albert-" + Long.toHexString(System.nanoTime()) + ".tmp");
        boolean renamed = false;
        try {
            writeFile(temp, after, mode);
            move(temp, file);
            renamed = true;
            fsyncDirectory(dir);
            if (failAfterRename) {
                throw new IOException("injected failure after the rename");
            }
            byte[] check = Files.readAllBytes(file);
            if (!Arrays.equals(check, after)) {
                throw new IOException("the file read back differs from what was written");
            }
            return backup;
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // best effort
            }
            if (renamed) {
                rollback(file, before, mode, dir);
                throw new Failure("writing " + file + " failed (" + reason(e) + "); the previous content was restored");
            }
            throw new Failure("cannot write " + file + ": " + reason(e) + "; nothing was changed");
        }
    }

    /** Refuses, before anything is written, a file that exists and is read-only (no owner-write bit, or not writable). */
    static void refuseReadOnly(Path file, byte[] before) {
        if (before != null && (!Files.isWritable(file) || !permissions(file).contains(PosixFilePermission.OWNER_WRITE))) {
            throw new Failure(file + " is read-only; nothing was changed (make it writable, e.g. chmod u+w, and run again)");
        }
    }

    /** Puts {@code content} back into {@code file} atomically, keeping its permissions. */
    static void restore(Path file, byte[] content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Set<PosixFilePermission> mode = permissions(file);
        Path temp = dir.resolve("." + file.getFileName() + ".albert-restore-" + Long.toHexString(System.nanoTime()) + ".tmp");
        try {
            writeFile(temp, content, mode);
            move(temp, file);
            fsyncDirectory(dir);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static void rollback(Path file, byte[] before, Set<PosixFilePermission> mode, Path dir) {
        try {
            if (before == null) {
                Files.deleteIfExists(file);
            } else {
                Path temp = dir.resolve("." + file.getFileName() + ".albert-restore.tmp");
                writeFile(temp, before, mode);
                move(temp, file);
            }
        } catch (IOException e) {
            throw new Failure("writing " + file + " failed and restoring it failed too (" + reason(e) + "); the previous content is in " + backupOf(file));
        }
    }

    private static void writeNew(Path target, byte[] bytes, Set<PosixFilePermission> mode, Path dir) {
        Path temp = dir.resolve("." + target.getFileName() + ".albert-" + Long.toHexString(System.nanoTime()) + ".tmp");
        try {
            writeFile(temp, bytes, mode);
            move(temp, target);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // best effort
            }
            throw new Failure("cannot write the backup " + target + ": " + reason(e) + "; nothing was changed");
        }
    }

    private static void writeFile(Path path, byte[] bytes, Set<PosixFilePermission> mode) throws IOException {
        try (FileChannel ch = FileChannel.open(path, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                PosixFilePermissions.asFileAttribute(mode))) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                ch.write(buffer);
            }
            ch.force(true);
        }
        Files.setPosixFilePermissions(path, mode); // the umask may have narrowed them
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void fsyncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException ignored) {
            // not every file system allows it
        }
    }

    private static Set<PosixFilePermission> permissions(Path file) {
        try {
            PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            if (view != null && Files.exists(file)) {
                return view.readAttributes().permissions();
            }
        } catch (IOException ignored) {
            // default below
        }
        return PosixFilePermissions.fromString("rw-r--r--");
    }

    static String reason(Exception e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.replaceAll("\\s+", " ");
    }
}
