package dev.albert.server.screening;

import dev.albert.safety.InjectionFinding;
import dev.albert.safety.InjectionScanner;
import dev.albert.safety.ReasonCode;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The instruction-injection scan of memory text (SPEC §4): the reason codes of whatever in the texts tries to steer
 * an agent. Findings quarantine a memory; they never refuse the write.
 */
public final class InjectionScreen {
    private final InjectionScanner scanner;

    public InjectionScreen(InjectionScanner scanner) {
        this.scanner = scanner;
    }

    public static InjectionScreen standard() {
        return new InjectionScreen(InjectionScanner.standard());
    }

    /** Distinct reason-code wire names found in any of the texts, in the order of {@link ReasonCode}. */
    public List<String> reasons(String... texts) {
        Set<ReasonCode> found = EnumSet.noneOf(ReasonCode.class);
        for (String text : texts) {
            if (text != null && !text.isEmpty()) {
                for (InjectionFinding finding : scanner.scan(text)) {
                    found.add(finding.reason());
                }
            }
        }
        List<String> out = new ArrayList<>();
        found.forEach(r -> out.add(r.wireName()));
        return out;
    }
}
