package dev.albert.api.auth;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What a key may do (contract §2, plus the identity extensions). {@code admin} passes every check. */
public enum Capability {
    MEMORY_READ("memory.read"),
    MEMORY_WRITE("memory.write"),
    MEMORY_DELETE("memory.delete"),
    MEMORY_EXPORT("memory.export"),
    MEMORY_IMPORT("memory.import"),
    GRAPH_QUERY("graph.query"),
    GRAPH_WRITE("graph.write"),
    WORKING_MEMORY_READ("working_memory.read"),
    WORKING_MEMORY_WRITE("working_memory.write"),
    LOCKS_ACQUIRE("locks.acquire"),
    CONSOLE_READ("console.read"),
    MEMORY_CONFIDENTIAL("memory.confidential"),
    MEMORY_RESTRICTED("memory.restricted"),
    ADMIN("admin"),
    KEYS_MANAGE("keys.manage", false),
    PRINCIPALS_MANAGE("principals.manage", false),
    WORKSPACES_MANAGE("workspaces.manage", false),
    MEMORY_REVIEW("memory.review", false),
    CAPTURE_WRITE("capture.write", false);

    private final String wireName;
    private final boolean v1;

    Capability(String wireName) {
        this(wireName, true);
    }

    Capability(String wireName, boolean v1) {
        this.wireName = wireName;
        this.v1 = v1;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static Capability fromWire(String value) {
        for (Capability v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown capability '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(Capability::wireName).toList());
    }

    /**
     * The 14 capabilities of Albert v1; {@code keys.manage}, {@code principals.manage},
     * {@code workspaces.manage}, {@code memory.review} and {@code capture.write} are this project's extensions.
     */
    public boolean isV1() {
        return v1;
    }
}
