package dev.albert.capture.queue;

import dev.albert.client.config.FilePermissions;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.HexFormat;

/**
 * The queue's 256-bit key, in a 0600 file created on first use.
 *
 * <p>Creation never leaves a half-written key and never lets two racing processes end up with
 * different keys: the key is written and fsynced to a private temporary file, then published with a
 * hard link, which (unlike rename) fails when the target already exists. The loser of a race
 * deletes its temporary file and reads the winner's key. A file of the wrong length (a key file
 * written by hand, or truncated) is moved aside and replaced; records sealed under the old key then
 * fail authentication and are moved aside as {@code key_changed}.
 */
final class KeyFile {
    static final int KEY_BYTES = 32;
    private static final int ATTEMPTS = 200;

    private KeyFile() {
    }

    /** The key bytes: read from the file, or created there. */
    static byte[] loadOrCreate(Path file, SecureRandom random, Clock clock) throws IOException {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            byte[] existing = read(file);
            if (existing != null) {
                if (existing.length == KEY_BYTES) {
                    FilePermissions.restrictToOwner(file);
                    return existing;
                }
                // Only a writer on a file system without hard links ever shows a short file, and only
                // for an instant: wait a little before declaring the file invalid.
                if (attempt >= 20) {
                    Path aside = file.resolveSibling(file.getFileName() + ".invalid-" + clock.millis());
                    try {
                        Files.move(file, aside);
                    } catch (NoSuchFileException alreadyMoved) {
                        // another process moved it first
                    }
                    continue;
                }
                sleepBriefly();
                continue;
            }
            byte[] created = tryCreate(file, random);
            if (created != null) {
                return created;
            }
        }
        throw new IOException("could not read or create the queue key " + file);
    }

    private static byte[] read(Path file) throws IOException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** The new key if this process published it; null if another process won the race. */
    private static byte[] tryCreate(Path file, SecureRandom random) throws IOException {
        byte[] key = new byte[KEY_BYTES];
        random.nextBytes(key);
        byte[] suffix = new byte[8];
        random.nextBytes(suffix);
        Path temp = file.resolveSibling("." + file.getFileName() + "." + HexFormat.of().formatHex(suffix) + ".tmp");
        writeDurably(temp, key, StandardOpenOption.CREATE_NEW);
        try {
            try {
                Files.createLink(file, temp);
            } catch (FileAlreadyExistsException lost) {
                return null;
            } catch (UnsupportedOperationException | IOException noHardLinks) {
                if (Files.exists(file)) {
                    return null;
                }
                // A file system without hard links: an exclusive create of the key file itself.
                // Readers that catch it half-written wait (see loadOrCreate).
                try {
                    writeDurably(file, key, StandardOpenOption.CREATE_NEW);
                } catch (FileAlreadyExistsException lost) {
                    return null;
                }
            }
            syncDirectory(file.getParent());
            return key;
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static void writeDurably(Path path, byte[] bytes, StandardOpenOption create) throws IOException {
        try (FileChannel ch = FileChannel.open(path, java.util.Set.of(create, StandardOpenOption.WRITE),
                FilePermissions.privateFileAttributes(path.getParent()))) {
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(true);
        }
    }

    /** Makes the new directory entry durable (Linux allows fsync on a directory opened for reading). */
    static void syncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException notSupported) {
            // Some platforms cannot open directories; the rename/link is still atomic there.
        }
    }

    private static void sleepBriefly() throws IOException {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the queue key", e);
        }
    }
}
