package dev.albert.admin.backup;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The header's {@code key} object: how the file's content key is recovered. {@code x25519} sets
 * {@code ephemeralPublic} and {@code recipientId}; {@code passphrase} sets the Argon2id parameters and salt.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record KeySpec(String mode, String ephemeralPublic, String recipientId, String kdf, Integer memoryKib,
               Integer iterations, Integer parallelism, String salt) {
    static final String X25519 = "x25519";
    static final String PASSPHRASE = "passphrase";

    static KeySpec toRecipient(String ephemeralPublic, String recipientId) {
        return new KeySpec(X25519, ephemeralPublic, recipientId, null, null, null, null, null);
    }

    static KeySpec argon2id(int memoryKib, int iterations, int parallelism, String salt) {
        return new KeySpec(PASSPHRASE, null, null, "argon2id", memoryKib, iterations, parallelism, salt);
    }
}
