package dev.albert.api.wire;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.RecordComponent;

/**
 * The constraints of a request record's fields, written on the record so that the record is the schema: the server
 * binds and validates a body by these (its {@code Binder}), and {@code OpenApiDocumentTest} checks them against the
 * OpenAPI document. A component without {@link Required} or {@link Nullable} is optional: absent means its
 * {@link Default} (or null), and an explicit {@code null} is refused.
 */
public final class Wire {
    private Wire() {
    }

    private static final PropertyNamingStrategies.NamingBase SNAKE_CASE =
            (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.SNAKE_CASE;

    /** A record component's wire name as {@code Json.mapper()} writes it: its {@code @JsonProperty}, else snake_case. */
    public static String name(RecordComponent component) {
        JsonProperty property = component.getAccessor().getAnnotation(JsonProperty.class);
        if (property == null) {
            property = component.getAnnotation(JsonProperty.class);
        }
        return property != null && !property.value().isEmpty() ? property.value()
                : SNAKE_CASE.translate(component.getName());
    }

    /** The field must be present (Pydantic's {@code missing} otherwise). */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Required {
    }

    /** The field may be absent or {@code null}; both bind as null. */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Nullable {
    }

    /** Bounds of a string's length in code points, or of each item's length in a list of strings. */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Length {
        int min() default 0;

        int max() default Integer.MAX_VALUE;
    }

    /** Inclusive bounds of a number; an unbounded side is infinite (for an integer: its type's limit). */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Range {
        double min() default Double.NEGATIVE_INFINITY;

        double max() default Double.POSITIVE_INFINITY;
    }

    /** The value an absent field takes, as its JSON text would read ({@code "fact"} → {@code fact}, {@code 900}). */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Default {
        String value();
    }

    /** A text that must hold more than whitespace (the schema's {@code pattern: \S}); implies a length of at least 1. */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface NotBlank {
    }

    /**
     * A text that must match a regular expression: the schema's {@code pattern}, written exactly as there (anchored
     * with {@code ^…$}). {@code message} is the reason the 422 gives; empty means {@code "must match <pattern>"}
     * without its anchors.
     */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Pattern {
        String value();

        String message() default "";
    }

    /**
     * A list that must hold at least one item (the schema's {@code minItems: 1}); {@code value} is the reason the 422
     * gives for an empty one ({@code "at least one capability is required"}).
     */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface NotEmpty {
        String value();
    }

    /**
     * Text, or each text of a list, that must be one of an enum's wire names ({@code wireName()}): the schema's
     * {@code $ref} to the enum of that name.
     */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface OneOf {
        Class<? extends Enum<?>> value();
    }

    /** A second wire name the field is accepted under when its own is absent (Albert v1's {@code metadata_}). */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Alias {
        String value();
    }

    /**
     * Client text the server reads but does not store (a query), or a credential by design (a lock token): left out
     * of the credential screening of stored text (contract §8).
     */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface NotStored {
    }

    /**
     * The contract's name for the body's stored text in a screening refusal ({@code "Content appears to contain a
     * credential or secret …"}); without it a refusal names the field ({@code project_ref} → {@code Project ref}).
     */
    @Documented
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    public @interface ScreenedAs {
        String value();
    }
}
