package dev.albert.api.capture;

import java.util.List;

/** {@code GET /v1/capture/profiles} (extension): the profiles a key reaches, by workspace then name. */
public record CaptureProfileList(List<CaptureProfileRead> profiles) {
    public CaptureProfileList {
        profiles = profiles == null ? List.of() : List.copyOf(profiles);
    }
}
