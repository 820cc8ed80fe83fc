package dev.albert.admin.backup;

import dev.albert.clikit.Failures.IntegrityFailure;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-256-GCM per chunk (the JDK's, which uses the CPU's AES instructions) and the key derivation of one file.
 * X25519, HKDF-SHA256 and Argon2id come from Bouncy Castle, in {@link X25519Keys}, {@link Hkdf} and {@link Argon2}.
 */
final class BackupCrypto {
    static final SecureRandom RANDOM = new SecureRandom();
    static final int TAG_BYTES = 16;

    private BackupCrypto() {
    }

    static byte[] random(int n) {
        byte[] bytes = new byte[n];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    /** The content key and the key check derived from one file's secret (X25519 shared secret or Argon2id output). */
    record FileKeys(byte[] contentKey, byte[] keyCheck) {
        static FileKeys derive(byte[] secret, byte[] salt) {
            return new FileKeys(Hkdf.sha256(secret, salt, BackupFormat.FORMAT + " content key", 32),
                    Hkdf.sha256(secret, salt, BackupFormat.FORMAT + " key check", 16));
        }

        boolean matches(byte[] stored) {
            return MessageDigest.isEqual(keyCheck, stored);
        }
    }

    /** A short public identifier of a recipient key: the first 8 bytes of its SHA-256, in hex. */
    static String recipientId(byte[] rawPublic) {
        return HexFormat.of().formatHex(sha256(rawPublic), 0, 8);
    }

    static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- AES-256-GCM per chunk ----

    /** Seals or opens the chunks of one file: nonce = 4-byte prefix || 8-byte index; the AAD binds header, kind and index. */
    static final class Chunks {
        private final SecretKeySpec key;
        private final byte[] noncePrefix;
        private final byte[] headerHash;
        private final Cipher cipher;

        Chunks(byte[] contentKey, byte[] noncePrefix, byte[] headerHash) {
            this.key = new SecretKeySpec(contentKey, "AES");
            this.noncePrefix = noncePrefix.clone();
            this.headerHash = headerHash.clone();
            try {
                this.cipher = Cipher.getInstance("AES/GCM/NoPadding");
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("AES-GCM unavailable", e);
            }
        }

        byte[] seal(byte kind, long index, byte[] plain, int length) {
            try {
                cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, nonce(index)));
                cipher.updateAAD(aad(kind, index));
                return cipher.doFinal(plain, 0, length);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("AES-GCM failed", e);
            }
        }

        /** The plaintext, or an integrity failure naming the chunk. */
        byte[] open(byte kind, long index, byte[] sealed, int length, String what) {
            try {
                cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, nonce(index)));
                cipher.updateAAD(aad(kind, index));
                return cipher.doFinal(sealed, 0, length);
            } catch (AEADBadTagException e) {
                throw new IntegrityFailure(what + " failed authentication (tampered or wrong key)");
            } catch (GeneralSecurityException e) {
                throw new IntegrityFailure(what + " cannot be decrypted: " + e.getMessage());
            }
        }

        private byte[] nonce(long index) {
            byte[] nonce = new byte[12];
            System.arraycopy(noncePrefix, 0, nonce, 0, 4);
            for (int i = 0; i < 8; i++) {
                nonce[11 - i] = (byte) (index >>> (8 * i));
            }
            return nonce;
        }

        private byte[] aad(byte kind, long index) {
            byte[] aad = new byte[headerHash.length + 1 + 8];
            System.arraycopy(headerHash, 0, aad, 0, headerHash.length);
            aad[headerHash.length] = kind;
            for (int i = 0; i < 8; i++) {
                aad[aad.length - 1 - i] = (byte) (index >>> (8 * i));
            }
            return aad;
        }
    }
}
