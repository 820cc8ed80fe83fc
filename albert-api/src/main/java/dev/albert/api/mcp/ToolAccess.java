package dev.albert.api.mcp;

import dev.albert.api.auth.Capability;

import java.util.Collection;
import java.util.Set;

/**
 * The capabilities a key needs for a tool's REST call: all of {@code all}, and at least one of {@code anyOf}
 * when it is not empty ({@code admin} passes every check). It decides which tools a key is shown; the server
 * still checks every call, including the conditional capabilities of some bodies (e.g. {@code locks.acquire}
 * when {@code acquire_lock} is true).
 */
public record ToolAccess(Set<Capability> all, Set<Capability> anyOf) {

    public ToolAccess {
        all = Set.copyOf(all);
        anyOf = Set.copyOf(anyOf);
    }

    public static ToolAccess allOf(Capability... capabilities) {
        return new ToolAccess(Set.of(capabilities), Set.of());
    }

    public static ToolAccess anyOf(Capability... capabilities) {
        return new ToolAccess(Set.of(), Set.of(capabilities));
    }

    /** Whether a key with these capabilities may make the call. */
    public boolean grantedBy(Collection<Capability> granted) {
        if (granted.contains(Capability.ADMIN)) {
            return true;
        }
        return granted.containsAll(all) && (anyOf.isEmpty() || anyOf.stream().anyMatch(granted::contains));
    }
}
