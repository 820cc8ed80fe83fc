package dev.albert.capture.queue;

/** A stored record's state. Delivered records are deleted; tampered ones are moved to their own table. */
public enum RecordStatus {
    /** Waiting for (re)delivery. */
    PENDING("pending"),
    /** Refused by the server for good (a 4xx, or {@code rejected}); never resent. */
    PARKED("parked");

    private final String column;

    RecordStatus(String column) {
        this.column = column;
    }

    public String column() {
        return column;
    }

    static RecordStatus fromColumn(String value) {
        return "parked".equals(value) ? PARKED : PENDING;
    }
}
