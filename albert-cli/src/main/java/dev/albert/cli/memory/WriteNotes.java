package dev.albert.cli.memory;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.memory.MemoryRead;
import dev.albert.clikit.CommandContext;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the server did to a memory it stored, told to the person on stderr and to scripts in {@code --output json}:
 * whether the injection scan quarantined it (with the reason codes), and whether its confidence was clamped to the
 * ceiling of its trust (docs/trust.md). The JSON is the memory's own plus {@code requested_confidence} and
 * {@code confidence_clamped}.
 */
public final class WriteNotes {
    /** The extra fields {@link #annotated} adds, for --fields. */
    public static final String[] EXTRA_FIELDS = {"requested_confidence", "confidence_clamped"};

    private WriteNotes() {
    }

    /** True when the stored confidence is below what was asked for (the ceiling of the memory's trust). */
    public static boolean clamped(MemoryRead memory, Double requested) {
        return requested != null && memory.confidence() != null && memory.confidence() < requested - 1e-9;
    }

    public static ObjectNode annotated(MemoryRead memory, Double requested) {
        ObjectNode json = Json.mapper().valueToTree(memory);
        if (requested == null) {
            json.putNull("requested_confidence");
        } else {
            json.put("requested_confidence", requested);
        }
        json.put("confidence_clamped", clamped(memory, requested));
        return json;
    }

    /**
     * Warns about a quarantine always; notes a clamp when {@code tellClamp} (a confidence the person asked for, not
     * the default or the classifier's, which the server lowers on every write of that trust).
     */
    public static void report(CommandContext context, MemoryRead memory, Double requested, boolean tellClamp) {
        if (Boolean.TRUE.equals(memory.quarantined())) {
            List<String> reasons = memory.quarantineReasons() == null ? List.of() : memory.quarantineReasons();
            context.warn("memory " + memory.id() + " was quarantined ("
                    + (reasons.isEmpty() ? "no reason given" : String.join(", ", reasons))
                    + "): it is stored but kept out of search and context until a reviewer runs 'albert review release "
                    + memory.id() + "'");
        }
        if (tellClamp && clamped(memory, requested)) {
            String trust = memory.trust() == null ? "its trust" : memory.trust().wireName();
            context.note(String.format(Locale.ROOT,
                    "note: confidence %.2f was lowered to %.2f, the ceiling for %s memories", requested,
                    memory.confidence(), trust));
        }
    }

    /** The classifier's confidence of an episode-derived memory, as the server recorded it, or null. */
    @SuppressWarnings("unchecked")
    public static Double classifierConfidence(MemoryRead memory) {
        if (memory.metadata() != null && memory.metadata().get("classification") instanceof Map<?, ?> classification
                && classification.get("confidence") instanceof Number number) {
            return number.doubleValue();
        }
        return null;
    }
}
