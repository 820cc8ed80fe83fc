package dev.albert.client.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Owner-only permissions for the config directory (0700) and files holding keys (0600), where POSIX applies. */
public final class FilePermissions {
    public static final Set<PosixFilePermission> PRIVATE_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    public static final Set<PosixFilePermission> PRIVATE_FILE = PosixFilePermissions.fromString("rw-------");

    private FilePermissions() {
    }

    static boolean posix(Path path) {
        return Files.getFileAttributeView(path, PosixFileAttributeView.class) != null;
    }

    /** True when the file is readable by its group or by others (false where POSIX does not apply). */
    public static boolean readableByOthers(Path file) {
        try {
            if (!posix(file)) {
                return false;
            }
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
            return permissions.contains(PosixFilePermission.GROUP_READ)
                    || permissions.contains(PosixFilePermission.OTHERS_READ);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** Creates the directory (and parents) owner-only; an existing directory is left as it is. */
    public static void createPrivateDirectory(Path directory) throws IOException {
        if (Files.isDirectory(directory)) {
            return;
        }
        Path parent = directory.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (posix(parent == null ? directory.toAbsolutePath().getRoot() : parent)) {
            Files.createDirectory(directory, PosixFilePermissions.asFileAttribute(PRIVATE_DIRECTORY));
            Files.setPosixFilePermissions(directory, PRIVATE_DIRECTORY); // not narrowed by the umask
        } else {
            Files.createDirectory(directory);
        }
    }

    /** Writes {@code content} to {@code file} owner-only (0600), atomically replacing any old file. */
    public static void writePrivateFile(Path file, byte[] content) throws IOException {
        Path directory = file.toAbsolutePath().getParent();
        createPrivateDirectory(directory);
        boolean posix = posix(directory);
        Path temporary = posix
                ? Files.createTempFile(directory, "." + file.getFileName(), ".tmp",
                        PosixFilePermissions.asFileAttribute(PRIVATE_FILE))
                : Files.createTempFile(directory, "." + file.getFileName(), ".tmp");
        try {
            Files.write(temporary, content);
            try {
                Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            if (posix) {
                Files.setPosixFilePermissions(file, PRIVATE_FILE);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
