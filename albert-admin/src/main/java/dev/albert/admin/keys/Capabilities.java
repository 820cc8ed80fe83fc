package dev.albert.admin.keys;

import dev.albert.api.auth.Capability;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Checks a {@code --capabilities} list before any network call: trimmed, de-duplicated, each one known. */
public final class Capabilities {
    private Capabilities() {
    }

    public static List<String> valid(CommandSpec spec, List<String> capabilities) {
        Set<String> wanted = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        Set<String> known = new LinkedHashSet<>(Arrays.stream(Capability.values()).map(Capability::wireName).toList());
        for (String capability : capabilities) {
            String trimmed = capability.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (known.contains(trimmed)) {
                wanted.add(trimmed);
            } else if (!unknown.contains(trimmed)) {
                unknown.add(trimmed);
            }
        }
        if (!unknown.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "Unknown capabilities: " + String.join(", ", unknown));
        }
        if (wanted.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--capabilities names no capability");
        }
        return List.copyOf(wanted);
    }
}
