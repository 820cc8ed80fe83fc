package dev.albert.capture.delivery;

/**
 * What one flush did.
 *
 * @param delivered  records the server acknowledged (accepted or duplicate), now deleted
 * @param duplicates of those, how many the server already had
 * @param parked     records refused for good, kept aside with their reason
 * @param retried    records that failed transiently and wait for their next attempt
 * @param tampered   records that failed authentication and were moved aside
 * @param failure    why the flush stopped early, or null
 * @param lastError  the last delivery problem, for the user; null if none
 */
public record FlushReport(int delivered, int duplicates, int parked, int retried, int tampered, Stop stop,
                          SendResult.Failure failure, String lastError) {

    public enum Stop {
        /** Nothing (more) was due. */
        DRAINED,
        /** The deadline came; what was not sent stays queued. */
        DEADLINE,
        /** The server could not take events now; the rest waits for a later flush. */
        SERVER_UNAVAILABLE
    }
}
