package dev.albert.admin.backup;

import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * One of the two classes that touch Bouncy Castle (a signed jar that costs 120–145 ms to load, with {@link Hkdf}):
 * Argon2id, which the JDK lacks. Its API takes and returns JDK types only, so nothing else loads BC, and only
 * the passphrase mode of the backup commands loads this class.
 */
final class Argon2 {
    private Argon2() {
    }

    static byte[] argon2id(byte[] passphrase, byte[] salt, int memoryKib, int iterations, int parallelism, int length) {
        Argon2Parameters parameters = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withSalt(salt)
                .withMemoryAsKB(memoryKib)
                .withIterations(iterations)
                .withParallelism(parallelism)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(parameters);
        byte[] out = new byte[length];
        generator.generateBytes(passphrase, out);
        return out;
    }
}
