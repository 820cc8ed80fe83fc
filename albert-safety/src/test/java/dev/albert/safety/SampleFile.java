package dev.albert.safety;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Labelled samples kept as test data. A file has sections {@code [name]} (a rule id or reason code)
 * and sample lines:
 * <ul>
 *   <li>{@code + text} must be found (by the section's rule or reason);</li>
 *   <li>{@code - text} must not be found by any rule (a hard negative);</li>
 *   <li>{@code ~+ text} a known miss and {@code ~- text} a known false positive: documented limits,
 *       checked to still behave as documented so the counts in docs/safety.md stay true.</li>
 * </ul>
 * In positives, {@code «…»} marks the exact span that must be reported. Lines starting with
 * {@code #} are comments. Templates and escapes are expanded by {@link SampleTemplates} with a seed
 * derived from the file and line, so every run sees the same synthetic secrets.
 */
public record SampleFile(String name, List<Sample> samples) {

    public enum Label { POSITIVE, NEGATIVE, KNOWN_MISS, KNOWN_FALSE_POSITIVE }

    /** One sample: its section, label, expanded text, the marked spans ({@code [start, end]} pairs), and source line. */
    public record Sample(String section, Label label, String text, List<int[]> marked, String source, int line) {
        @Override
        public String toString() {
            return source + ":" + line + " [" + section + "] " + label;
        }
    }

    /** A text with its {@code «…»} marks removed, and the spans they marked ({@code [start, end]}). */
    public record Marked(String text, List<int[]> spans) {
        public static Marked of(String withMarks) {
            List<int[]> spans = new ArrayList<>();
            StringBuilder text = new StringBuilder(withMarks.length());
            int open = -1;
            for (int k = 0; k < withMarks.length(); k++) {
                char c = withMarks.charAt(k);
                if (c == '\u00AB') {
                    open = text.length();
                } else if (c == '\u00BB') {
                    spans.add(new int[] {open, text.length()});
                } else {
                    text.append(c);
                }
            }
            return new Marked(text.toString(), List.copyOf(spans));
        }
    }

    public static SampleFile load(String resource) {
        try (InputStream in = SampleFile.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("missing test resource " + resource);
            }
            return parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static SampleFile parse(String name, String content) {
        List<Sample> samples = new ArrayList<>();
        String section = null;
        String[] lines = content.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].stripTrailing();
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[") && line.endsWith("]")) {
                section = line.substring(1, line.length() - 1);
                continue;
            }
            Label label;
            String body;
            if (line.startsWith("+ ")) {
                label = Label.POSITIVE;
                body = line.substring(2);
            } else if (line.startsWith("- ")) {
                label = Label.NEGATIVE;
                body = line.substring(2);
            } else if (line.startsWith("~+ ")) {
                label = Label.KNOWN_MISS;
                body = line.substring(3);
            } else if (line.startsWith("~- ")) {
                label = Label.KNOWN_FALSE_POSITIVE;
                body = line.substring(3);
            } else {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": sample lines start with +, -, ~+ or ~-");
            }
            if (section == null) {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": sample before any [section]");
            }
            Random random = new Random(name.hashCode() * 31L + i);
            Marked m = Marked.of(new SampleTemplates(random).expand(body));
            samples.add(new Sample(section, label, m.text(), m.spans(), name, i + 1));
        }
        return new SampleFile(name, List.copyOf(samples));
    }
}
