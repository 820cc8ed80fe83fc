package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What deleting a workspace does with its memories, episodes and edges (extension). */
public enum WorkspaceDisposition {
    /** They become organization-wide ({@code workspace_id} null). */
    ORGANIZATION("organization"),
    /** They move into another workspace of the organization. */
    MOVE("move"),
    /** They are scrubbed as DELETE does. */
    FORGET("forget");

    private final String wireName;

    WorkspaceDisposition(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static WorkspaceDisposition fromWire(String value) {
        for (WorkspaceDisposition v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown workspaceDisposition '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(WorkspaceDisposition::wireName).toList());
    }
}
