package dev.albert.server.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The server's files that hold secrets or tenants' data (the database, the pepper, the bootstrap token, uploads and
 * snapshots) and its data directory are created owner-only: 0600 and 0700, where POSIX applies. The one place that
 * says so; the client's equivalent is albert-client's {@code FilePermissions}, which the server does not depend on.
 */
public final class OwnerOnly {
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");

    private OwnerOnly() {
    }

    /** Creates an empty owner-only file; fails if it exists. */
    public static Path createFile(Path file) throws IOException {
        return Files.createFile(file, fileAttribute());
    }

    /** Creates an empty owner-only file with a fresh name in {@code directory}. */
    public static Path createTempFile(Path directory, String prefix, String suffix) throws IOException {
        return Files.createTempFile(directory, prefix, suffix, fileAttribute());
    }

    /** Creates the directory and any missing parents, each owner-only. */
    public static Path createDirectories(Path directory) throws IOException {
        return Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(DIRECTORY));
    }

    /** Narrows an existing file to owner-only; a file system without POSIX permissions is left as it is. */
    public static void restrict(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, FILE);
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the directory is the server's own
        }
    }

    private static FileAttribute<Set<PosixFilePermission>> fileAttribute() {
        return PosixFilePermissions.asFileAttribute(FILE);
    }
}
