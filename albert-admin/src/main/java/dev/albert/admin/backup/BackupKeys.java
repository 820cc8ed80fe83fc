package dev.albert.admin.backup;

import dev.albert.admin.backup.BackupCrypto.FileKeys;
import dev.albert.clikit.Failures.IntegrityFailure;
import org.bouncycastle.crypto.params.X25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.X25519PublicKeyParameters;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

/**
 * How a backup's content key is made and recovered: either X25519 to a recipient public key (an
 * ephemeral key pair per file; the backup host needs no secret) or a passphrase stretched with
 * Argon2id. Both end in HKDF-SHA256, giving the AES-256-GCM content key and a 16-byte key check
 * stored in the header, so a wrong key is told apart from a damaged chunk.
 */
final class BackupKeys {
    static final String RECIPIENT_PREFIX = "albert-backup-recipient-v1 ";
    static final String IDENTITY_PREFIX = "albert-backup-identity-v1 ";
    static final int ARGON2_MEMORY_KIB = 64 * 1024;
    static final int ARGON2_ITERATIONS = 3;
    static final int ARGON2_PARALLELISM = 1;

    private BackupKeys() {
    }

    /** A key that seals a new backup: the header's {@code key} object and the derived keys. */
    record Sealing(KeySpec key, FileKeys keys) {
    }

    /** What the user supplied to open a backup: exactly one of them. */
    record Unlock(X25519PrivateKeyParameters identity, byte[] passphrase) {
        String mode() {
            return identity != null ? KeySpec.X25519 : KeySpec.PASSPHRASE;
        }
    }

    static Sealing toRecipient(X25519PublicKeyParameters recipient) {
        X25519PrivateKeyParameters ephemeral = X25519Keys.generate();
        byte[] ephemeralRaw = X25519Keys.publicRaw(ephemeral);
        byte[] recipientRaw = recipient.getEncoded();
        byte[] shared = X25519Keys.agree(ephemeral, recipient);
        KeySpec key = KeySpec.toRecipient(b64(ephemeralRaw), BackupCrypto.recipientId(recipientRaw));
        return new Sealing(key, FileKeys.derive(shared, concat(ephemeralRaw, recipientRaw)));
    }

    static Sealing withPassphrase(byte[] passphrase) {
        byte[] salt = BackupCrypto.random(16);
        KeySpec key = KeySpec.argon2id(ARGON2_MEMORY_KIB, ARGON2_ITERATIONS, ARGON2_PARALLELISM, b64(salt));
        byte[] secret = Argon2.argon2id(passphrase, salt, ARGON2_MEMORY_KIB, ARGON2_ITERATIONS, ARGON2_PARALLELISM, 32);
        return new Sealing(key, FileKeys.derive(secret, salt));
    }

    /** The header's key mode ({@code x25519} or {@code passphrase}); a damaged header is an integrity failure. */
    static String mode(KeySpec key) {
        String mode = key.mode() == null ? "" : key.mode();
        if (!mode.equals(KeySpec.X25519) && !mode.equals(KeySpec.PASSPHRASE)) {
            throw new IntegrityFailure("the header is damaged: unknown key mode '" + mode + "'");
        }
        return mode;
    }

    /** The file's keys, or exit 6 when the key check says this is the wrong key. */
    static FileKeys open(KeySpec key, byte[] storedCheck, Unlock unlock) {
        FileKeys keys;
        if (unlock.identity() != null) {
            byte[] ephemeralRaw = bytes(key.ephemeralPublic(), "ephemeral_public", 32);
            byte[] recipientRaw = X25519Keys.publicRaw(unlock.identity());
            String wanted = key.recipientId() == null ? "" : key.recipientId();
            if (!wanted.equals(BackupCrypto.recipientId(recipientRaw))) {
                throw new IntegrityFailure("wrong passphrase or not this backup's key: it was encrypted to recipient "
                        + wanted + ", this identity is " + BackupCrypto.recipientId(recipientRaw));
            }
            byte[] shared;
            try {
                shared = X25519Keys.agree(unlock.identity(), X25519Keys.publicKey(ephemeralRaw));
            } catch (IllegalArgumentException e) {
                throw new IntegrityFailure("the header is damaged: its ephemeral public key is invalid");
            }
            keys = FileKeys.derive(shared, concat(ephemeralRaw, recipientRaw));
        } else {
            if (!"argon2id".equals(key.kdf())) {
                throw new IntegrityFailure("the header is damaged: unknown key derivation '" + key.kdf() + "'");
            }
            int memory = bounded(key.memoryKib(), "memory_kib", 8, 4 * 1024 * 1024);
            int iterations = bounded(key.iterations(), "iterations", 1, 64);
            int parallelism = bounded(key.parallelism(), "parallelism", 1, 64);
            byte[] salt = bytes(key.salt(), "salt", -1);
            if (salt.length < 8 || salt.length > 64) {
                throw new IntegrityFailure("the header is damaged: the Argon2id salt has " + salt.length + " bytes");
            }
            keys = FileKeys.derive(Argon2.argon2id(unlock.passphrase(), salt, memory, iterations, parallelism, 32), salt);
        }
        if (!keys.matches(storedCheck)) {
            throw new IntegrityFailure("wrong passphrase or not this backup's key (the header's key check does not match)");
        }
        return keys;
    }

    // ---- key files ----

    /**
     * The recipient file's 32-byte X25519 public key, checked without loading Bouncy Castle (so a backup can send its
     * request before the file key is derived).
     */
    static byte[] readRecipientRaw(Path file) throws IOException {
        String body = keyLine(file, RECIPIENT_PREFIX, "recipient (public key) file");
        try {
            byte[] raw = Base64.getDecoder().decode(body);
            if (raw.length != X25519Keys.KEY_BYTES) {
                throw new IllegalArgumentException("an X25519 public key has " + X25519Keys.KEY_BYTES + " bytes, not " + raw.length);
            }
            return raw;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " is not an albert-admin backup recipient file: " + e.getMessage());
        }
    }

    static X25519PrivateKeyParameters readIdentity(Path file) throws IOException {
        String body = keyLine(file, IDENTITY_PREFIX, "identity (private key) file");
        try {
            return X25519Keys.fromPkcs8(Base64.getDecoder().decode(body));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " is not an albert-admin backup identity file: " + e.getMessage());
        }
    }

    static String identityText(X25519PrivateKeyParameters key) {
        return "# albert-admin backup identity (X25519 private key). Keep it secret and apart from the backups.\n"
                + "# Recipient: " + BackupCrypto.recipientId(X25519Keys.publicRaw(key)) + "\n"
                + IDENTITY_PREFIX + Base64.getEncoder().encodeToString(X25519Keys.pkcs8(key)) + "\n";
    }

    static String recipientText(X25519PublicKeyParameters key) {
        byte[] raw = key.getEncoded();
        return "# albert-admin backup recipient (X25519 public key) " + BackupCrypto.recipientId(raw) + "\n"
                + RECIPIENT_PREFIX + Base64.getEncoder().encodeToString(raw) + "\n";
    }

    private static String keyLine(Path file, String prefix, String what) throws IOException {
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String stripped = line.strip();
            if (stripped.startsWith(prefix.strip())) {
                return stripped.substring(prefix.strip().length()).strip();
            }
        }
        throw new IllegalArgumentException(file + " is not an albert-admin backup " + what
                + " (no line starting with '" + prefix.strip() + "')");
    }

    // ---- helpers ----

    static String b64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }

    static byte[] bytes(String base64, String field, int length) {
        try {
            byte[] bytes = Base64.getDecoder().decode(base64 == null ? "" : base64);
            if (length >= 0 && bytes.length != length) {
                throw new IllegalArgumentException("length " + bytes.length);
            }
            return bytes;
        } catch (IllegalArgumentException e) {
            throw new IntegrityFailure("the header is damaged: '" + field + "' is not valid");
        }
    }

    private static int bounded(Integer value, String field, int min, int max) {
        if (value == null || value < min || value > max) {
            throw new IntegrityFailure("the header is damaged or hostile: Argon2id " + field + " " + value
                    + " is outside " + min + ".." + max);
        }
        return value;
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
