package dev.albert.capture.queue;

import dev.albert.client.config.FilePermissions;

import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A lean, durable hand-off in front of the queue: one sealed file per accepted item in
 * {@code <queue>/spool/}, written by a process that must answer fast (a hook without its agent) and
 * drained into the queue later by a process that has the queue open (the agent).
 *
 * <p>JDK classes only, and no SQLite: writing an item costs a key read, one AES-GCM seal and two
 * fsyncs. Each item is sealed with the queue's own key ({@code queue.key}, created here if this is
 * the first use), with its id bound in as associated data, so the spool holds nothing in clear and a
 * file renamed to another id fails to open. An item is written to a private temporary file, fsynced,
 * then renamed into place and the directory fsynced: when {@link #put} returns, the item survives a
 * crash, and a crash before that leaves only a temporary file that nobody reads. Items carry the
 * caller's id (a UUIDv7, so names sort by time); the consumer removes an item only after it is in
 * the queue, and the queue ignores an id it already has, so a crash between the two delivers the
 * item once.
 */
public final class Spool {
    private static final String SUFFIX = ".spool";
    private static final Pattern ID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    private static final byte[] MAGIC = "ALSP".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 1;
    private static final int NONCE_BYTES = 12;
    private static final int HEADER_BYTES = MAGIC.length + 4 + NONCE_BYTES;
    /** Items larger than this are refused (the hook's frame limit is 8 MiB). */
    public static final int MAX_ITEM_BYTES = 8 << 20;

    private final Path queueDirectory;
    private final Path directory;

    private Spool(Path queueDirectory) {
        this.queueDirectory = queueDirectory;
        this.directory = queueDirectory.resolve("spool");
    }

    /** The spool of this queue directory ({@link QueueLocation#directory}); nothing is created yet. */
    public static Spool of(Path queueDirectory) {
        return new Spool(queueDirectory);
    }

    public Path directory() {
        return directory;
    }

    /** One stored item: its id and file. */
    public record Item(String id, Path file) {
    }

    /**
     * Seals and durably stores one item under {@code id}. Storing the same id again replaces the
     * earlier file with the same content, so a retry is harmless.
     *
     * @throws IOException when the item cannot be made durable (disk full, unusable directory)
     */
    public void put(String id, byte[] content) throws IOException {
        requireId(id);
        if (content.length > MAX_ITEM_BYTES) {
            throw new IOException("spool item is larger than " + MAX_ITEM_BYTES + " bytes");
        }
        QueueLocation.prepare(queueDirectory);
        SecureRandom random = new SecureRandom();
        byte[] key = KeyFile.loadOrCreate(queueDirectory.resolve(QueueConfig.KEY_FILE), random, Clock.systemUTC());
        FilePermissions.ensurePrivateDirectory(directory);
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        byte[] sealed;
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
            cipher.updateAAD(associatedData(id));
            sealed = cipher.doFinal(content);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES/GCM is required by every JDK", e);
        } finally {
            java.util.Arrays.fill(key, (byte) 0);
        }
        ByteBuffer file = ByteBuffer.allocate(HEADER_BYTES + sealed.length);
        file.put(MAGIC).putInt(VERSION).put(nonce).put(sealed).flip();

        Path temporary = directory.resolve("." + id + "." + Long.toHexString(random.nextLong()) + ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(temporary, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                    FilePermissions.privateFileAttributes(directory))) {
                while (file.hasRemaining()) {
                    ch.write(file);
                }
                ch.force(true);
            }
            try {
                Files.move(temporary, directory.resolve(id + SUFFIX), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, directory.resolve(id + SUFFIX), StandardCopyOption.REPLACE_EXISTING);
            }
            KeyFile.syncDirectory(directory);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** The stored items, oldest first (by id); empty when there is no spool. */
    public List<Item> items() throws IOException {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        List<Item> items = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                String id = name.substring(0, name.length() - SUFFIX.length());
                if (ID.matcher(id).matches()) {
                    items.add(new Item(id, entry));
                }
            }
        }
        Collections.sort(items, (a, b) -> a.id().compareTo(b.id()));
        return items;
    }

    /** The item's content, or null when it is gone (taken by another consumer). */
    public byte[] open(Item item, byte[] key) throws IOException, AEADBadTagException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(item.file());
        } catch (NoSuchFileException gone) {
            return null;
        }
        if (bytes.length < HEADER_BYTES + 16 || !java.util.Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)
                || ByteBuffer.wrap(bytes, MAGIC.length, 4).getInt() != VERSION) {
            throw new AEADBadTagException("not a spool item of version " + VERSION);
        }
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"),
                    new GCMParameterSpec(128, bytes, MAGIC.length + 4, NONCE_BYTES));
            cipher.updateAAD(associatedData(item.id()));
            return cipher.doFinal(bytes, HEADER_BYTES, bytes.length - HEADER_BYTES);
        } catch (AEADBadTagException e) {
            throw e;
        } catch (GeneralSecurityException e) {
            AEADBadTagException failure = new AEADBadTagException("spool item cannot be decrypted");
            failure.initCause(e);
            throw failure;
        }
    }

    /** The queue's key, for {@link #open}: read or created like the queue does. */
    public byte[] key() throws IOException {
        QueueLocation.prepare(queueDirectory);
        return KeyFile.loadOrCreate(queueDirectory.resolve(QueueConfig.KEY_FILE), new SecureRandom(), Clock.systemUTC());
    }

    /** Removes an item once the queue holds it; durable when it returns. */
    public void remove(Item item) throws IOException {
        if (Files.deleteIfExists(item.file())) {
            KeyFile.syncDirectory(directory);
        }
    }

    /** Moves an item that cannot be opened aside ({@code <id>.unreadable}), so it is kept but not retried. */
    public void moveAside(Item item) throws IOException {
        try {
            Files.move(item.file(), directory.resolve(item.id() + ".unreadable"), StandardCopyOption.REPLACE_EXISTING);
        } catch (NoSuchFileException gone) {
            // another consumer dealt with it
        }
    }

    private static byte[] associatedData(String id) {
        return ("albert-capture-spool v1 " + id).getBytes(StandardCharsets.US_ASCII);
    }

    private static void requireId(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("spool ids are lower-case UUIDs");
        }
    }
}
