package dev.albert.capture.queue;

/**
 * The queue could not do what was asked (disk full, permission denied, unreadable database). The
 * message says what and where, never what an event contained.
 */
public class QueueException extends RuntimeException {
    public QueueException(String message, Throwable cause) {
        super(message, cause);
    }

    public QueueException(String message) {
        super(message);
    }
}
