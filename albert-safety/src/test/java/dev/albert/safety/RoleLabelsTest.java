package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Every entry of {@link RoleLabels} is reachable: written as a turn label ("ENTRY: …", and in brackets and after a
 * markdown heading's marks), in capitals, folded as the scanner folds the text, it is read as a label of its own role,
 * and no other. A stem is written going on in its own script, as an inflected word does.
 */
class RoleLabelsTest {

    @Test
    void everyEntryIsReadAsALabelOfItsRole() {
        List<String> unreachable = new ArrayList<>();
        for (Map.Entry<RoleLabels.Role, List<String>> e : RoleLabels.ENTRIES.entrySet()) {
            for (String entry : e.getValue()) {
                String stem = entry.endsWith("*") ? entry.substring(0, entry.length() - 1) : null;
                String word = stem == null ? entry : stem + stem.substring(stem.length() - 1);
                for (String line : List.of(word.toUpperCase(Locale.ROOT) + ": hello", "### " + word + ":\nhello",
                        "[" + word.toUpperCase(Locale.ROOT) + "] hello")) {
                    String folded = TextFolding.fold(line).text();
                    RoleLabels.Label label = RoleLabels.label(folded, 0, Bounded.lineEnd(folded, 0, folded.length()));
                    if (label == null || label.role() != e.getKey()) {
                        unreachable.add(e.getKey() + " " + entry + " in " + line + " -> " + label);
                    }
                }
            }
        }
        assertEquals(List.of(), unreachable);
    }

    @Test
    void aLineThatIsNoLabelIsNone() {
        for (String line : List.of("Systemd restarted the unit at 03:00: ok", "The user said: thanks",
                "Note: the assistant is off today", "config.system: true", "[/SYSTEMA]", "</sistema>")) {
            String folded = TextFolding.fold(line).text();
            assertNull(RoleLabels.label(folded, 0, folded.length()), line);
        }
    }

    @Test
    void aLabelWithAParentheticalKeepsItsRole() {
        String folded = TextFolding.fold("### Inkqubo (system):\nUmncedisi …").text();
        assertEquals(RoleLabels.Role.SYSTEM, RoleLabels.label(folded, 0, folded.indexOf('\n')).role());
        folded = TextFolding.fold("Herramienta (resultado): {}").text();
        assertEquals(RoleLabels.Role.TOOL, RoleLabels.label(folded, 0, folded.length()).role());
    }
}
