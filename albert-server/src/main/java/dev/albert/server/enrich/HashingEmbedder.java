package dev.albert.server.enrich;

import org.bouncycastle.crypto.digests.Blake2bDigest;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code hashing-v1-<dims>} embedder of contract §9: the {@code [\w.-]+} tokens of the lowercased
 * text are hashed with BLAKE2b (16-byte digest); the first 8 bytes, big-endian and unsigned, modulo
 * the dimensions give the bucket, the low bit of byte 8 the sign (set = +1); then L2-normalized.
 */
public final class HashingEmbedder {
    public static final String PROVIDER = "hashing";
    public static final int DIMENSIONS = 384;
    public static final String MODEL = "hashing-v1-" + DIMENSIONS;

    private final int dimensions;

    public HashingEmbedder() {
        this(DIMENSIONS);
    }

    public HashingEmbedder(int dimensions) {
        this.dimensions = dimensions;
    }

    public String model() {
        return "hashing-v1-" + dimensions;
    }

    public int dimensions() {
        return dimensions;
    }

    public float[] embed(String text) {
        double[] sums = new double[dimensions];
        Blake2bDigest digest = new Blake2bDigest(128);
        byte[] out = new byte[16];
        for (String token : tokens(text.toLowerCase(Locale.ROOT))) {
            byte[] bytes = token.getBytes(StandardCharsets.UTF_8);
            digest.reset();
            digest.update(bytes, 0, bytes.length);
            digest.doFinal(out, 0);
            long head = ByteBuffer.wrap(out, 0, 8).order(ByteOrder.BIG_ENDIAN).getLong();
            int bucket = (int) Long.remainderUnsigned(head, dimensions);
            sums[bucket] += (out[8] & 1) == 1 ? 1.0 : -1.0;
        }
        double norm = 0;
        for (double v : sums) {
            norm += v * v;
        }
        norm = Math.sqrt(norm);
        float[] vector = new float[dimensions];
        for (int i = 0; i < dimensions; i++) {
            vector[i] = norm == 0 ? 0f : (float) (sums[i] / norm);
        }
        return vector;
    }

    /**
     * Python's {@code re.findall(r"[\w.-]+", text)}: runs of letters, numbers, underscore, dot and
     * hyphen (Python's Unicode {@code \w} is alphanumeric-or-underscore).
     */
    public static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            boolean word = isWordChar(cp) || cp == '.' || cp == '-';
            if (word && start < 0) {
                start = i;
            } else if (!word && start >= 0) {
                tokens.add(text.substring(start, i));
                start = -1;
            }
            i += Character.charCount(cp);
        }
        if (start >= 0) {
            tokens.add(text.substring(start));
        }
        return tokens;
    }

    static boolean isWordChar(int cp) {
        if (cp == '_' || Character.isLetter(cp)) {
            return true;
        }
        int type = Character.getType(cp);
        return type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }

    public static byte[] toBytes(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : vector) {
            buffer.putFloat(v);
        }
        return buffer.array();
    }

    public static float[] fromBytes(byte[] bytes, int dimensions) {
        if (bytes == null || bytes.length != dimensions * 4) {
            throw new IllegalStateException("stored embedding has " + (bytes == null ? 0 : bytes.length)
                    + " bytes, expected " + dimensions * 4);
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        float[] out = new float[dimensions];
        for (int i = 0; i < dimensions; i++) {
            out[i] = buffer.getFloat();
        }
        return out;
    }
}
