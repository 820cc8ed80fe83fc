package dev.albert.admin.backup;

import org.bouncycastle.crypto.params.AsymmetricKeyParameter;
import org.bouncycastle.crypto.params.X25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.X25519PublicKeyParameters;
import org.bouncycastle.crypto.util.PrivateKeyFactory;
import org.bouncycastle.crypto.util.PrivateKeyInfoFactory;

import java.io.IOException;
import java.util.Arrays;

/**
 * X25519 for backup recipients, on Bouncy Castle's own key encodings: raw 32-byte public keys (RFC 7748)
 * and PKCS#8 private keys (RFC 8410). Identity files written by the JDK's {@code XDH} keys before this class
 * existed hold the same PKCS#8 structure, so they read unchanged (the 276c08b fixtures prove it).
 */
final class X25519Keys {
    static final int KEY_BYTES = X25519PublicKeyParameters.KEY_SIZE;

    private X25519Keys() {
    }

    static X25519PrivateKeyParameters generate() {
        return new X25519PrivateKeyParameters(BackupCrypto.RANDOM);
    }

    static byte[] publicRaw(X25519PrivateKeyParameters key) {
        return key.generatePublicKey().getEncoded();
    }

    static X25519PublicKeyParameters publicKey(byte[] raw) {
        if (raw.length != KEY_BYTES) {
            throw new IllegalArgumentException("an X25519 public key has " + KEY_BYTES + " bytes, not " + raw.length);
        }
        return new X25519PublicKeyParameters(raw, 0);
    }

    static X25519PrivateKeyParameters fromPkcs8(byte[] encoded) {
        AsymmetricKeyParameter key;
        try {
            key = PrivateKeyFactory.createKey(encoded);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("not an X25519 private key", e);
        }
        if (!(key instanceof X25519PrivateKeyParameters x25519)) {
            throw new IllegalArgumentException("not an X25519 private key");
        }
        return x25519;
    }

    static byte[] pkcs8(X25519PrivateKeyParameters key) {
        try {
            return PrivateKeyInfoFactory.createPrivateKeyInfo(key).getEncoded();
        } catch (IOException e) {
            throw new IllegalStateException("cannot encode an X25519 private key", e);
        }
    }

    /** The shared secret; refuses a low-order public key (the all-zero result RFC 7748 §6.1 says to reject). */
    static byte[] agree(X25519PrivateKeyParameters ours, X25519PublicKeyParameters theirs) {
        byte[] shared = new byte[KEY_BYTES];
        try {
            ours.generateSecret(theirs, shared, 0);
        } catch (IllegalStateException lowOrder) {
            throw new IllegalArgumentException("X25519 produced the all-zero secret (a low-order public key)");
        }
        if (Arrays.equals(shared, new byte[KEY_BYTES])) {
            throw new IllegalArgumentException("X25519 produced the all-zero secret (a low-order public key)");
        }
        return shared;
    }
}
