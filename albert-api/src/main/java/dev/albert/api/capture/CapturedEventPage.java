package dev.albert.api.capture;

import java.util.List;

/**
 * One page of a session's stored events, in the order the server stored them (extension).
 *
 * @param nextCursor pass as {@code cursor} for the next page; null when this page is the last
 */
public record CapturedEventPage(List<CapturedEvent> events, String nextCursor) {
    public CapturedEventPage {
        events = events == null ? List.of() : List.copyOf(events);
    }
}
