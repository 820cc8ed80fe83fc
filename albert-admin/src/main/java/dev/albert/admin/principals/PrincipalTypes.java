package dev.albert.admin.principals;

import dev.albert.api.auth.PrincipalType;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

/** {@code agent}, {@code human} or {@code service}. */
public final class PrincipalTypes implements ITypeConverter<PrincipalType>, Iterable<String> {
    @Override
    public PrincipalType convert(String value) {
        try {
            return PrincipalType.fromWire(value.strip().toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException("'" + value + "' is not a principal type; use agent, human or service");
        }
    }

    @Override
    public Iterator<String> iterator() {
        return Arrays.stream(PrincipalType.values()).map(PrincipalType::wireName).iterator();
    }
}
