package dev.albert.server.auth;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Issues API keys ({@code alb_<prefix>_<secret>}) and hashes them: HMAC-SHA256 with the pepper over
 * the whole raw key (contract §2). Only the hash and the prefix are ever stored.
 */
public final class KeyHasher {
    public static final String DEVELOPMENT_PEPPER = "development-only-change-me";
    public static final int MIN_PEPPER_LENGTH = 32;
    private static final int PREFIX_LENGTH = 12;

    private final byte[] pepper;
    private final SecureRandom random;

    public KeyHasher(String pepper, SecureRandom random) {
        this.pepper = pepper.getBytes(StandardCharsets.UTF_8);
        this.random = random;
    }

    /** Null when the pepper is acceptable, else the reason it is not. */
    public static String pepperProblem(String pepper) {
        if (pepper == null) {
            return "the API key pepper is missing";
        }
        if (pepper.equals(DEVELOPMENT_PEPPER) || pepper.length() >= MIN_PEPPER_LENGTH) {
            return null;
        }
        return "ALBERT_API_KEY_PEPPER must be at least " + MIN_PEPPER_LENGTH + " characters long (got "
                + pepper.length() + ")";
    }

    /** A fresh key: 12 alphanumeric prefix characters and 32 random bytes of secret. */
    public IssuedKey issue() {
        return new IssuedKey(newPrefix(), urlSafe(32));
    }

    /** {@code secrets.token_urlsafe(n)}: n random bytes, URL-safe base64 without padding. */
    public String urlSafe(int bytes) {
        byte[] raw = new byte[bytes];
        random.nextBytes(raw);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
    }

    private String newPrefix() {
        StringBuilder out = new StringBuilder();
        while (out.length() < PREFIX_LENGTH) {
            out.append(urlSafe(9).replace("-", "").replace("_", ""));
        }
        return out.substring(0, PREFIX_LENGTH);
    }

    public byte[] hash(String raw) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(pepper, "HmacSHA256"));
            return mac.doFinal(raw.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is required by every JDK", e);
        }
    }

    public boolean matches(String raw, byte[] storedHash) {
        return storedHash != null && MessageDigest.isEqual(hash(raw), storedHash);
    }

    /** A key as issued: the raw text exists only in memory, long enough to show it once. */
    public record IssuedKey(String prefix, String secret) {
        public String raw() {
            return "alb_" + prefix + "_" + secret;
        }

        @Override
        public String toString() {
            return "IssuedKey[prefix=" + prefix + ", secret=<redacted>]";
        }
    }
}
