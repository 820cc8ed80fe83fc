package dev.albert.admin.backup;

import dev.albert.admin.AdminMain;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Backups written before HKDF moved to Bouncy Castle stay readable: the fixtures were written by
 * {@code albert-admin backup} at commit 276c08b (the hand-written RFC 5869 HKDF), one to a recipient key and one with
 * a passphrase, and are verified in full (key check, every record, manifest, snapshot, integrity) by today's code.
 */
class OlderBackupsTest {
    @TempDir
    Path dir;

    private Path fixture(String name) throws IOException {
        Path target = dir.resolve(name);
        try (InputStream in = OlderBackupsTest.class.getResourceAsStream("/backup-fixtures/" + name)) {
            Files.copy(in, target);
        }
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-------"));
        return target;
    }

    private ExecutableRun admin() {
        return ExecutableRun.of(AdminMain::execute).env(Map.of("HOME", dir.toString(),
                "ALBERT_CONFIG_DIR", dir.resolve("config").toString())).workingDirectory(dir);
    }

    @Test
    void aRecipientBackupOfTheEarlierFormatCodeVerifiesWithItsKey() throws IOException {
        ExecutableRun.Result r = admin().run("backup", "verify", fixture("recipient-276c08b.albert-backup").toString(),
                "--identity-file", fixture("fixture.key").toString());
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue((r.stdout() + r.stderr()).contains("chunks decrypt and authenticate"), r.toString());
        assertTrue((r.stdout() + r.stderr()).contains("integrity_check ok"), r.toString());
    }

    @Test
    void aPassphraseBackupOfTheEarlierFormatCodeVerifiesWithItsPassphrase() throws IOException {
        ExecutableRun.Result r = admin().run("backup", "verify", fixture("passphrase-276c08b.albert-backup").toString(),
                "--passphrase-file", fixture("fixture.pass").toString());
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue((r.stdout() + r.stderr()).contains("chunks decrypt and authenticate"), r.toString());
    }
}
