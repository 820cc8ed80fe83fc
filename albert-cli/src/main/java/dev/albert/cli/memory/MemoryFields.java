package dev.albert.cli.memory;

import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.memory.Trust;
import dev.albert.clikit.Converters;
import dev.albert.clikit.Inputs;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

/** The optional fields {@code update} and {@code supersede} share with {@code remember}. */
public final class MemoryFields {
    @Option(names = "--subject", paramLabel = "<subject>", description = "A short title (at most 500 characters).")
    String subject;

    @Option(names = "--type", paramLabel = "<type>",
            description = "Memory type, e.g. fact, decision, lesson, procedure, warning, preference.")
    String type;

    @Option(names = "--sensitivity", paramLabel = "<level>", converter = Converters.SensitivityConverter.class,
            completionCandidates = Converters.SensitivityNames.class, description = "${COMPLETION-CANDIDATES}.")
    Sensitivity sensitivity;

    @Option(names = "--confidence", paramLabel = "<0..1>",
            description = "How sure you are, from 0 to 1; the server lowers it to the ceiling of the memory's trust.")
    Double confidence;

    @Option(names = "--trust", paramLabel = "<trust>", converter = TrustConverter.class,
            completionCandidates = TrustNames.class,
            description = "Lower the memory's trust: ${COMPLETION-CANDIDATES} (a higher trust than the server allows is ignored).")
    Trust trust;

    void validate(CommandSpec spec) {
        Inputs.maxLength(spec, "--subject", subject, Limits.SUBJECT_MAX);
        Inputs.maxLength(spec, "--type", type, Limits.MEMORY_TYPE_MAX);
        if (confidence != null) {
            Inputs.range(spec, "--confidence", confidence, 0.0, 1.0);
        }
    }

    boolean any() {
        return subject != null || type != null || sensitivity != null || confidence != null || trust != null;
    }

    /** {@code verified}, {@code untrusted} or {@code trusted}. */
    public static final class TrustConverter implements ITypeConverter<Trust> {
        @Override
        public Trust convert(String value) {
            try {
                return Trust.fromWire(value.strip().toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("'" + value + "' is not a trust; use verified, untrusted or trusted");
            }
        }
    }

    public static final class TrustNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Trust.values()).map(Trust::wireName).iterator();
        }
    }
}
