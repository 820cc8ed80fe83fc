package dev.albert.server.memories;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Map;
import java.util.Set;

/**
 * The memory metadata keys only the server writes (contract §3.3 and our extensions): a client's value for one of them
 * is dropped, never stored. A forged {@code imported_from} would make a later import skip the bundle's memory as
 * already imported, a forged {@code invalidation} or {@code captured} would misstate a memory's history. Dropped
 * rather than refused: a client that reads {@code metadata_}, changes a key of its own and writes the object back
 * sends these keys with it.
 *
 * <p>A {@code PATCH} replaces the whole object (contract §3.3), except the {@link #PROVENANCE} keys, which it keeps as
 * stored: they record history nothing can recompute. {@code classification} and {@code embedding} describe the
 * current text, are recomputed whenever it is enriched, and go with the replaced object as the contract says.
 */
public final class ServerOwnedMetadata {
    public static final Set<String> PROVENANCE = Set.of("derived_from_episode", "imported_from", "invalidation",
            "captured", "supersedes", "superseded_by");
    public static final Set<String> KEYS = union(Set.of("classification", "embedding"), PROVENANCE);

    private static Set<String> union(Set<String> a, Set<String> b) {
        java.util.Set<String> out = new java.util.HashSet<>(a);
        out.addAll(b);
        return Set.copyOf(out);
    }

    private ServerOwnedMetadata() {
    }

    /** A copy of the client's metadata without the server's keys. */
    public static ObjectNode fromClient(ObjectNode client) {
        ObjectNode out = client.deepCopy();
        out.remove(KEYS);
        return out;
    }

    /** The metadata a {@code PATCH} stores: the client's keys, and the server's provenance keys as they were. */
    public static ObjectNode replace(JsonNode stored, ObjectNode client) {
        ObjectNode out = fromClient(client);
        for (Map.Entry<String, JsonNode> field : stored.properties()) {
            if (PROVENANCE.contains(field.getKey())) {
                out.set(field.getKey(), field.getValue().deepCopy());
            }
        }
        return out;
    }
}
