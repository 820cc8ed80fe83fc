package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.memory.Trust;

import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code POST /v1/capture/profiles} body (extension): creates or replaces the capture profile of this name in a
 * workspace (docs/capture-queue.md §5.4). Absent fields take the built-in default's value.
 *
 * @param name                the profile's name, {@code [a-z0-9][a-z0-9._-]{0,63}}; {@code default} is the one used
 *                            by sessions that name none
 * @param workspaceId         where the profile lives; default the key's workspace (organization-wide for an
 *                            organization-scoped key)
 * @param classes             the event classes kept; events of other classes are answered but not stored
 * @param maxTextChars        longer event texts are cut to this many characters (never refused)
 * @param maxEventsPerSession events a session may store; later ones are rejected ({@code session_limit}); null = no bound
 * @param retentionDays       days an event of a class is kept (by class wire name); an absent class is kept for good
 * @param maxTrust            the highest trust a memory promoted from a class may get (by class wire name):
 *                            {@code verified} (no change) or {@code untrusted}
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CaptureProfileRequest(String name, UUID workspaceId, List<CaptureEventClass> classes,
                                    Integer maxTextChars, Integer maxEventsPerSession,
                                    Map<String, Integer> retentionDays, Map<String, Trust> maxTrust) {
}
