package dev.albert.admin.backup;

import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.generators.HKDFBytesGenerator;
import org.bouncycastle.crypto.params.HKDFParameters;

import java.nio.charset.StandardCharsets;

/**
 * HKDF-SHA256 (RFC 5869) from Bouncy Castle: the JDK has an HKDF only from release 24 ({@code javax.crypto.KDF}),
 * and the toolkit targets 21. Like {@link Argon2}, a holder class whose API takes and returns JDK types, so only the
 * backup commands that derive a file key load Bouncy Castle (a signed jar, ~130 ms to load).
 */
final class Hkdf {
    private Hkdf() {
    }

    /** {@code length} bytes of HKDF-SHA256; an empty salt means RFC 5869's default (HashLen zero bytes). */
    static byte[] sha256(byte[] ikm, byte[] salt, String info, int length) {
        HKDFBytesGenerator generator = new HKDFBytesGenerator(SHA256Digest.newInstance());
        generator.init(new HKDFParameters(ikm, salt.length == 0 ? null : salt, info.getBytes(StandardCharsets.UTF_8)));
        byte[] out = new byte[length];
        generator.generateBytes(out, 0, length);
        return out;
    }
}
