package dev.albert.capture.queue;

/**
 * The queue's bounds. When a new record would exceed {@code maxRecords} or {@code maxBytes} the
 * oldest records are dropped (and counted); a single record larger than {@code maxRecordBytes} is
 * refused, because it could never fit in a delivery batch.
 *
 * @param maxBytes       bound on the sum of the records' ciphertext sizes
 * @param maxRecordBytes bound on one record's sealed payload (text plus fields)
 */
public record QueueLimits(int maxRecords, long maxBytes, int maxRecordBytes) {
    public static final int DEFAULT_MAX_RECORDS = 10_000;
    public static final long DEFAULT_MAX_BYTES = 64L * 1024 * 1024;
    public static final int DEFAULT_MAX_RECORD_BYTES = 512 * 1024;

    public QueueLimits {
        if (maxRecords < 1 || maxBytes < 1 || maxRecordBytes < 1) {
            throw new IllegalArgumentException("queue limits must be positive");
        }
        if (maxRecordBytes > maxBytes) {
            throw new IllegalArgumentException("one record cannot be larger than the whole queue");
        }
    }

    public static QueueLimits defaults() {
        return new QueueLimits(DEFAULT_MAX_RECORDS, DEFAULT_MAX_BYTES, DEFAULT_MAX_RECORD_BYTES);
    }
}
