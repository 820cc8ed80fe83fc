package dev.albert.server.memories;

import dev.albert.api.auth.PrincipalType;
import dev.albert.api.memory.Trust;

/**
 * Which trust a write path assigns, and the rules every write follows (docs/trust.md): clients may lower trust,
 * never raise it — asking for more keeps the default, without an error — and confidence is clamped to the trust's
 * ceiling, never refused for exceeding it.
 */
public final class TrustPolicy {
    /** Memories derived from episodes: the episode's text is whatever a host or agent sent. */
    public static final Trust EPISODE_DERIVED = Trust.UNTRUSTED;
    /** Imported memories, unless the bundle says otherwise and the importer is admin. */
    public static final Trust IMPORTED = Trust.UNTRUSTED;

    private TrustPolicy() {
    }

    /** The default of {@code POST /v1/memories} and supersede: a human's word is verified, an agent's or service's not. */
    public static Trust forRemember(PrincipalType author) {
        return author == PrincipalType.HUMAN ? Trust.VERIFIED : Trust.UNTRUSTED;
    }

    /** The requested trust if it is not above the base, else the base. */
    public static Trust lowerOnly(Trust base, Trust requested) {
        return requested == null || requested.rank() > base.rank() ? base : requested;
    }

    /** The confidence, at most the trust's ceiling. */
    public static double clamp(double confidence, Trust trust) {
        return Math.min(confidence, trust.confidenceCeiling());
    }
}
