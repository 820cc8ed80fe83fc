package dev.albert.admin.portability;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

/** What {@code export --format} writes. */
public enum ExportFormat {
    /** The contract's single JSON document ({@code GET /v1/export}). */
    ALBERT_EXPORT_V1("albert-export-v1"),
    /** {@code albert-export-ndjson-v1} ({@code GET /v1/export/stream}): constant memory, checksummed. */
    NDJSON("ndjson"),
    /** Markdown for people, rendered from the NDJSON stream; cannot be imported. */
    MD("md");

    private final String wireName;

    ExportFormat(String wireName) {
        this.wireName = wireName;
    }

    String wireName() {
        return wireName;
    }

    public static final class Converter implements ITypeConverter<ExportFormat>, Iterable<String> {
        @Override
        public ExportFormat convert(String value) {
            String text = value.strip().toLowerCase(Locale.ROOT);
            for (ExportFormat format : values()) {
                if (format.wireName.equals(text)) {
                    return format;
                }
            }
            throw new TypeConversionException("'" + value + "' is not an export format; use albert-export-v1, ndjson or md");
        }

        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(values()).map(ExportFormat::wireName).iterator();
        }
    }
}
