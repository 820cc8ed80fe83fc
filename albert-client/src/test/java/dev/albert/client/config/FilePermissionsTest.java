package dev.albert.client.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The owner-only helpers every client module uses instead of setting permissions by hand. */
class FilePermissionsTest {
    @TempDir
    Path dir;

    @Test
    void createPrivateDirectoryMakesA0700DirectoryAndLeavesAnExistingOneAsItIs() throws Exception {
        Path fresh = dir.resolve("a/b");
        FilePermissions.createPrivateDirectory(fresh);
        assertEquals("rwx------", perms(fresh));

        Path wide = Files.createDirectory(dir.resolve("wide"));
        Files.setPosixFilePermissions(wide, PosixFilePermissions.fromString("rwxr-xr-x"));
        FilePermissions.createPrivateDirectory(wide);
        assertEquals("rwxr-xr-x", perms(wide));
    }

    @Test
    void ensurePrivateDirectoryAlsoNarrowsAnExistingOne() throws Exception {
        Path wide = Files.createDirectory(dir.resolve("wide"));
        Files.setPosixFilePermissions(wide, PosixFilePermissions.fromString("rwxr-xr-x"));
        FilePermissions.ensurePrivateDirectory(wide);
        assertEquals("rwx------", perms(wide));
        FilePermissions.ensurePrivateDirectory(dir.resolve("new"));
        assertEquals("rwx------", perms(dir.resolve("new")));
    }

    @Test
    void restrictToOwnerNarrowsFilesTo0600AndDirectoriesTo0700() throws Exception {
        Path file = Files.createFile(dir.resolve("f"));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        Path sub = Files.createDirectory(dir.resolve("d"));
        Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("rwxrwxrwx"));
        FilePermissions.restrictToOwner(file);
        FilePermissions.restrictToOwner(sub);
        assertEquals("rw-------", perms(file));
        assertEquals("rwx------", perms(sub));
    }

    @Test
    void privateFileAttributesCreateA0600File() throws Exception {
        Path file = Files.createFile(dir.resolve("key"), FilePermissions.privateFileAttributes(dir));
        assertEquals("rw-------", perms(file));
    }

    private static String perms(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }
}
