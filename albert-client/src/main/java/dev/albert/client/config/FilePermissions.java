package dev.albert.client.config;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
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

    /**
     * Creates the directory (and parents) owner-only; an existing directory is left as it is, also one
     * another process created at the same moment.
     */
    public static void createPrivateDirectory(Path directory) throws IOException {
        if (Files.isDirectory(directory)) {
            return;
        }
        Path parent = directory.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try {
            if (posix(parent == null ? directory.toAbsolutePath().getRoot() : parent)) {
                Files.createDirectory(directory, PosixFilePermissions.asFileAttribute(PRIVATE_DIRECTORY));
                Files.setPosixFilePermissions(directory, PRIVATE_DIRECTORY); // not narrowed by the umask
            } else {
                Files.createDirectory(directory);
            }
        } catch (FileAlreadyExistsException raced) {
            if (!Files.isDirectory(directory)) {
                throw raced;
            }
        }
    }

    /**
     * Creates the directory (and parents) owner-only, and narrows an existing one to 0700: for
     * directories that hold only our own files.
     */
    public static void ensurePrivateDirectory(Path directory) throws IOException {
        createPrivateDirectory(directory);
        restrictToOwner(directory);
    }

    /**
     * Narrows the permissions to owner-only, 0700 for a directory and 0600 for anything else, where
     * POSIX applies and they differ (a user may have widened them).
     */
    public static void restrictToOwner(Path path) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
        if (view == null) {
            return;
        }
        Set<PosixFilePermission> wanted = Files.isDirectory(path) ? PRIVATE_DIRECTORY : PRIVATE_FILE;
        if (!view.readAttributes().permissions().equals(wanted)) {
            view.setPermissions(wanted);
        }
    }

    /**
     * The attributes that create a file owner-only (0600) in {@code directory} from the first instant,
     * for {@code Files.createFile}, {@code Files.createTempFile} and {@code FileChannel.open}; none where
     * POSIX does not apply.
     */
    public static FileAttribute<?>[] privateFileAttributes(Path directory) {
        return posix(directory) ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PRIVATE_FILE)}
                : new FileAttribute<?>[0];
    }

    /** Writes {@code content} to {@code file} owner-only (0600), atomically replacing any old file. */
    public static void writePrivateFile(Path file, byte[] content) throws IOException {
        Path directory = file.toAbsolutePath().getParent();
        createPrivateDirectory(directory);
        boolean posix = posix(directory);
        Path temporary = Files.createTempFile(directory, "." + file.getFileName(), ".tmp", privateFileAttributes(directory));
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
