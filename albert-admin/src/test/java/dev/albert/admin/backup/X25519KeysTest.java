package dev.albert.admin.backup;

import org.bouncycastle.crypto.params.X25519PrivateKeyParameters;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.KeyPair;
import java.security.interfaces.XECPublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class X25519KeysTest {
    @Test
    void identitiesWeWriteAreStandardPkcs8ThatTheJdkAndOpenSslToolingRead() throws Exception {
        X25519PrivateKeyParameters key = X25519Keys.generate();
        var jdk = KeyFactory.getInstance("X25519").generatePrivate(new PKCS8EncodedKeySpec(X25519Keys.pkcs8(key)));
        assertTrue(jdk.getAlgorithm().equals("X25519") || jdk.getAlgorithm().equals("XDH"), jdk.getAlgorithm());
        assertArrayEquals(key.getEncoded(), X25519Keys.fromPkcs8(jdk.getEncoded()).getEncoded());
    }

    @Test
    void jdkKeysAgreeWithOursInBothDirections() throws Exception {
        KeyPair jdk = KeyPairGenerator.getInstance("X25519").generateKeyPair();
        X25519PrivateKeyParameters fromJdk = X25519Keys.fromPkcs8(jdk.getPrivate().getEncoded());
        byte[] uLittleEndian = littleEndian32(((XECPublicKey) jdk.getPublic()).getU().toByteArray());
        assertArrayEquals(uLittleEndian, X25519Keys.publicRaw(fromJdk));

        X25519PrivateKeyParameters ours = X25519Keys.generate();
        byte[] one = X25519Keys.agree(ours, X25519Keys.publicKey(X25519Keys.publicRaw(fromJdk)));
        byte[] two = X25519Keys.agree(fromJdk, X25519Keys.publicKey(X25519Keys.publicRaw(ours)));
        assertArrayEquals(one, two);
        assertEquals(32, one.length);
    }

    @Test
    void theFixtureIdentityOfOlderReleasesStillReads() throws Exception {
        Path fixture = Path.of("src/test/resources/backup-fixtures/fixture.key");
        X25519PrivateKeyParameters key = BackupKeys.readIdentity(fixture);
        String recipient = Files.readString(Path.of("src/test/resources/backup-fixtures/fixture.pub"));
        assertTrue(recipient.contains(Base64.getEncoder().encodeToString(X25519Keys.publicRaw(key))), recipient);
    }

    @Test
    void aLowOrderPublicKeyIsRefusedNotTurnedIntoAnAllZeroSecret() {
        var lowOrder = assertThrows(IllegalArgumentException.class,
                () -> X25519Keys.agree(X25519Keys.generate(), X25519Keys.publicKey(new byte[32])));
        assertTrue(lowOrder.getMessage().contains("low-order"), lowOrder.getMessage());
        var short31 = assertThrows(IllegalArgumentException.class, () -> X25519Keys.publicKey(new byte[31]));
        assertTrue(short31.getMessage().contains("32 bytes"), short31.getMessage());
        var garbage = assertThrows(IllegalArgumentException.class, () -> X25519Keys.fromPkcs8(new byte[] {1, 2, 3}));
        assertTrue(garbage.getMessage().contains("not an X25519"), garbage.getMessage());
    }

    private static byte[] littleEndian32(byte[] bigEndian) {
        byte[] out = new byte[32];
        for (int i = 0; i < 32 && i < bigEndian.length; i++) {
            out[i] = bigEndian[bigEndian.length - 1 - i];
        }
        return out;
    }
}
