package dev.albert.server.search.vector;

/**
 * A vector stored as signed bytes with one scale: component {@code d} is {@code values[d] * scale}, within
 * {@code scale / 2} of the original (symmetric int8 quantization on the largest magnitude). A quarter of the
 * floats' size, and the error bound lets a search know how far an approximate score can be from the exact one.
 */
record QuantizedVector(byte[] values, float scale) {

    static QuantizedVector of(float[] vector) {
        float max = 0;
        for (float v : vector) {
            max = Math.max(max, Math.abs(v));
        }
        byte[] values = new byte[vector.length];
        if (max == 0 || !Float.isFinite(max)) {
            return new QuantizedVector(values, 0f);
        }
        float scale = max / 127f;
        for (int d = 0; d < vector.length; d++) {
            values[d] = (byte) Math.max(-127, Math.min(127, Math.round(vector[d] / scale)));
        }
        return new QuantizedVector(values, scale);
    }
}
