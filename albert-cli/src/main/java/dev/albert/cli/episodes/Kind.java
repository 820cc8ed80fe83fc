package dev.albert.cli.episodes;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

/** What an ingested text is: a document, or a conversation transcript. */
public enum Kind {
    DOCUMENT("document"),
    TRANSCRIPT("conversation");

    private final String sourceType;

    Kind(String sourceType) {
        this.sourceType = sourceType;
    }

    /** The episode's {@code source_type}. */
    public String sourceType() {
        return sourceType;
    }

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static final class Converter implements ITypeConverter<Kind> {
        @Override
        public Kind convert(String value) {
            for (Kind kind : values()) {
                if (kind.cliName().equalsIgnoreCase(value.strip())) {
                    return kind;
                }
            }
            throw new TypeConversionException("'" + value + "' is not a kind; use document or transcript");
        }
    }

    public static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(values()).map(Kind::cliName).iterator();
        }
    }
}
