package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-256-GCM with the JDK's provider (AES-NI intrinsics; Bouncy Castle stays off the hook path). A
 * fresh random 96-bit nonce per record; the associated data binds the ciphertext to the record's
 * format version, event id and clear-text columns, so a ciphertext moved to another row, or a row
 * whose host, session, class or time was edited, fails authentication.
 */
final class RecordCipher {
    static final int FORMAT_VERSION = 1;
    static final int NONCE_BYTES = 12;
    static final int TAG_BITS = 128;
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final byte[] AAD_DOMAIN = "albert-capture-queue".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] KEY_ID_LABEL = "albert-capture-queue key id v1".getBytes(StandardCharsets.US_ASCII);

    private final SecretKeySpec key;
    private final byte[] keyId;
    private final SecureRandom random;
    /**
     * One cipher per thread, initialised again for every record: {@code Cipher.getInstance} and the AES key schedule
     * (which a cipher keeps while its key stays the same) were a tenth of a flush's samples when made per record.
     */
    private final ThreadLocal<Cipher> ciphers = ThreadLocal.withInitial(RecordCipher::newCipher);

    RecordCipher(byte[] keyBytes, SecureRandom random) {
        if (keyBytes.length != KeyFile.KEY_BYTES) {
            throw new IllegalArgumentException("the queue key must be 32 bytes");
        }
        this.key = new SecretKeySpec(keyBytes, "AES");
        this.random = random;
        this.keyId = deriveKeyId(keyBytes);
    }

    /**
     * A non-secret fingerprint of the key (first 8 bytes of HMAC-SHA256(key, label)), stored per
     * record so a failure can be told apart: the key changed, or the record was altered.
     */
    byte[] keyId() {
        return keyId.clone();
    }

    record Sealed(byte[] nonce, byte[] ciphertext) {
    }

    Sealed seal(byte[] plaintext, RecordHeader header) {
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        try {
            Cipher cipher = ciphers.get();
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(associatedData(FORMAT_VERSION, header));
            return new Sealed(nonce, cipher.doFinal(plaintext));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES/GCM is required by every JDK", e);
        }
    }

    /** The plaintext, or {@link AEADBadTagException} if the record or the key is not the one sealed. */
    byte[] open(int format, byte[] nonce, byte[] ciphertext, RecordHeader header) throws AEADBadTagException {
        if (format != FORMAT_VERSION) {
            throw new AEADBadTagException("unknown record format " + format);
        }
        if (nonce == null || nonce.length != NONCE_BYTES || ciphertext == null || ciphertext.length < TAG_BITS / 8) {
            throw new AEADBadTagException("malformed record");
        }
        try {
            Cipher cipher = ciphers.get();
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(associatedData(format, header));
            return cipher.doFinal(ciphertext);
        } catch (AEADBadTagException e) {
            throw e;
        } catch (GeneralSecurityException e) {
            AEADBadTagException failure = new AEADBadTagException("record cannot be decrypted");
            failure.initCause(e);
            throw failure;
        }
    }

    private static Cipher newCipher() {
        try {
            return Cipher.getInstance(TRANSFORMATION);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES/GCM is required by every JDK", e);
        }
    }

    boolean sameKey(byte[] otherKeyId) {
        return Arrays.equals(keyId, otherKeyId);
    }

    /** Length-prefixed, so no two different headers produce the same bytes. */
    static byte[] associatedData(int format, RecordHeader h) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.write(AAD_DOMAIN);
            out.writeInt(format);
            out.writeUTF(h.eventId());
            out.writeUTF(h.host());
            out.writeUTF(h.sessionKey());
            out.writeUTF(h.eventClass().wireName());
            out.writeLong(h.createdAtMillis());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static byte[] deriveKeyId(byte[] keyBytes) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(keyBytes, "HmacSHA256"));
            return Arrays.copyOf(mac.doFinal(KEY_ID_LABEL), 8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is required by every JDK", e);
        }
    }

    /** The clear-text columns bound into the associated data. */
    record RecordHeader(String eventId, String host, String sessionKey, CaptureEventClass eventClass, long createdAtMillis) {
    }
}
