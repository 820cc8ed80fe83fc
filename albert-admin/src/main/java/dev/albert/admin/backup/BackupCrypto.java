package dev.albert.admin.backup;

import dev.albert.client.cli.Failures.IntegrityFailure;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.interfaces.XECPrivateKey;
import java.security.interfaces.XECPublicKey;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.XECPublicKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The JDK side of the backup cryptography: X25519 (JDK {@code XDH}) and AES-256-GCM per chunk. HKDF-SHA256 and
 * Argon2id come from Bouncy Castle, in {@link Hkdf} and {@link Argon2}.
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

    // ---- X25519 over the JDK ----

    static KeyPair generateX25519() {
        try {
            return KeyPairGenerator.getInstance("X25519").generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("X25519 unavailable", e);
        }
    }

    /** The 32-byte little-endian u-coordinate (RFC 7748) of a public key. */
    static byte[] raw(PublicKey key) {
        BigInteger u = ((XECPublicKey) key).getU();
        byte[] big = u.toByteArray();
        byte[] out = new byte[32];
        for (int i = 0; i < 32 && i < big.length; i++) {
            out[i] = big[big.length - 1 - i];
        }
        return out;
    }

    static PublicKey publicFromRaw(byte[] raw) {
        if (raw.length != 32) {
            throw new IllegalArgumentException("an X25519 public key has 32 bytes, not " + raw.length);
        }
        byte[] big = new byte[33];
        for (int i = 0; i < 32; i++) {
            big[32 - i] = raw[i];
        }
        big[1] &= 0x7f; // RFC 7748: the top bit of the last byte is ignored
        try {
            return KeyFactory.getInstance("X25519").generatePublic(
                    new XECPublicKeySpec(NamedParameterSpec.X25519, new BigInteger(big)));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not an X25519 public key", e);
        }
    }

    static PrivateKey privateFromPkcs8(byte[] encoded) {
        try {
            PrivateKey key = KeyFactory.getInstance("X25519").generatePrivate(new PKCS8EncodedKeySpec(encoded));
            if (!(key instanceof XECPrivateKey)) {
                throw new IllegalArgumentException("not an X25519 private key");
            }
            return key;
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not an X25519 private key", e);
        }
    }

    /** The public key that belongs to a private one (X25519 of the scalar with the base point 9). */
    static PublicKey publicOf(PrivateKey privateKey) {
        byte[] nine = new byte[32];
        nine[0] = 9;
        return publicFromRaw(agree(privateKey, publicFromRaw(nine)));
    }

    static byte[] agree(PrivateKey ours, PublicKey theirs) {
        try {
            KeyAgreement agreement = KeyAgreement.getInstance("X25519");
            agreement.init(ours);
            agreement.doPhase(theirs, true);
            byte[] shared = agreement.generateSecret();
            if (Arrays.equals(shared, new byte[shared.length])) {
                throw new IllegalArgumentException("X25519 produced the all-zero secret (a low-order public key)");
            }
            return shared;
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("X25519 key agreement failed: " + e.getMessage(), e);
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
