package dev.albert.server.http;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.wire.Wire;
import dev.albert.server.http.Body.Presence;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Binds a request body to an albert-api record by the record's {@link Wire} constraints: each component is read
 * through {@link Body}'s reader for its type (so coercion, messages and the collected 422 are Body's), nested records
 * and lists of them recursively, in the order of the components, which is the order Pydantic reports in.
 *
 * <p>A component that was invalid binds as null (0 or false if primitive); the route runs its contextual checks and
 * then {@link Body#finish()}, which throws every issue at once and screens the stored text.
 */
public final class Binder {
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {
    };
    private static final ClassValue<Plan> PLANS = new ClassValue<>() {
        @Override
        protected Plan computeValue(Class<?> type) {
            return Plan.of(type);
        }
    };

    private Binder() {
    }

    /** Reads a record of type {@code type} from the body, collecting its issues into the body. */
    public static <T extends Record> T bind(Body body, Class<T> type) {
        Plan plan = PLANS.get(type);
        if (plan.screenedAs != null) {
            body.screenedAs(plan.screenedAs);
        }
        return type.cast(plan.read(body));
    }

    /** A bound free-form object as the JSON tree the stores take, in the order the client sent its keys. */
    public static ObjectNode tree(Map<String, Object> object) {
        return object == null ? null : Json.mapper().valueToTree(object);
    }

    /** How to read one record type: a reader per component, in order, and the canonical constructor. */
    private record Plan(String screenedAs, List<Function<Body, Object>> readers, Constructor<?> constructor,
                        List<String> notStored) {
        static Plan of(Class<?> type) {
            if (!type.isRecord()) {
                throw new IllegalArgumentException(type + " is not a record");
            }
            RecordComponent[] components = type.getRecordComponents();
            List<Function<Body, Object>> readers = new ArrayList<>();
            List<String> notStored = new ArrayList<>();
            for (RecordComponent component : components) {
                readers.add(reader(component));
                if (component.isAnnotationPresent(Wire.NotStored.class)) {
                    notStored.add(Wire.name(component));
                }
            }
            try {
                Constructor<?> constructor = type.getDeclaredConstructor(
                        Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
                constructor.setAccessible(true);
                Wire.ScreenedAs screened = type.getAnnotation(Wire.ScreenedAs.class);
                return new Plan(screened == null ? null : screened.value(), List.copyOf(readers), constructor,
                        List.copyOf(notStored));
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(type + " has no canonical constructor", e);
            }
        }

        Object read(Body body) {
            body.notStored(notStored.toArray(String[]::new));
            Object[] values = new Object[readers.size()];
            Class<?>[] types = constructor.getParameterTypes();
            for (int i = 0; i < values.length; i++) {
                Object value = readers.get(i).apply(body);
                values[i] = value != null || !types[i].isPrimitive() ? value : zero(types[i]);
            }
            try {
                return constructor.newInstance(values);
            } catch (InvocationTargetException e) {
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static Object zero(Class<?> primitive) {
        if (primitive == boolean.class) {
            return false;
        }
        if (primitive == long.class) {
            return 0L;
        }
        if (primitive == double.class) {
            return 0d;
        }
        return 0;
    }

    private static Function<Body, Object> reader(RecordComponent component) {
        String name = Wire.name(component);
        Presence presence = component.isAnnotationPresent(Wire.Required.class) ? Presence.REQUIRED
                : component.isAnnotationPresent(Wire.Nullable.class) ? Presence.NULLABLE : Presence.OPTIONAL;
        Wire.Length length = component.getAnnotation(Wire.Length.class);
        int minLength = length == null ? 0 : length.min();
        int maxLength = length == null ? Integer.MAX_VALUE : length.max();
        Wire.Range range = component.getAnnotation(Wire.Range.class);
        Wire.Default dflt = component.getAnnotation(Wire.Default.class);
        String text = dflt == null ? null : dflt.value();
        Class<?> type = component.getType();

        if (type == String.class) {
            if (component.isAnnotationPresent(Wire.NotBlank.class)) {
                return body -> {
                    String read = body.text(name, presence, maxLength);
                    return read == null && !body.has(name) ? text : read;
                };
            }
            Wire.Pattern pattern = component.getAnnotation(Wire.Pattern.class);
            if (pattern != null) {
                Pattern regex = Pattern.compile(pattern.value());
                String reason = !pattern.message().isEmpty() ? pattern.message()
                        : "must match " + pattern.value().replaceAll("^\\^|\\$$", "");
                return body -> {
                    String read = body.string(name, presence, text, minLength, maxLength);
                    if (read != null && !regex.matcher(read).matches()) {
                        body.fieldError(name, reason);
                    }
                    return read;
                };
            }
            return body -> body.string(name, presence, text, minLength, maxLength);
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            int min = range == null ? Integer.MIN_VALUE : (int) range.min();
            int max = range == null ? Integer.MAX_VALUE : (int) range.max();
            Integer value = text == null ? null : Integer.valueOf(text);
            boolean wide = type == Long.class || type == long.class;
            return body -> {
                Integer read = body.integer(name, presence, value, min, max);
                return wide && read != null ? (Object) read.longValue() : read;
            };
        }
        if (type == Double.class || type == double.class) {
            double min = range == null ? Double.NEGATIVE_INFINITY : range.min();
            double max = range == null ? Double.POSITIVE_INFINITY : range.max();
            Double value = text == null ? null : Double.valueOf(text);
            return body -> body.number(name, presence, value, min, max);
        }
        if (type == Boolean.class || type == boolean.class) {
            Boolean value = text == null ? null : Boolean.valueOf(text);
            return body -> body.bool(name, presence, value);
        }
        if (type == UUID.class) {
            return body -> body.uuid(name, presence);
        }
        if (type == Instant.class) {
            return body -> body.instant(name, presence);
        }
        if (type == Sensitivity.class) {
            Sensitivity value = text == null ? null : Sensitivity.fromWire(text);
            return body -> body.sensitivity(name, presence, value);
        }
        if (type.isEnum()) {
            return enumReader(type.asSubclass(Enum.class), name, presence, text);
        }
        if (type == Map.class) {
            Wire.Alias alias = component.getAnnotation(Wire.Alias.class);
            String second = alias == null ? null : alias.value();
            return body -> {
                ObjectNode object = body.object(name, second, presence);
                return object == null ? null : Json.mapper().convertValue(object, OBJECT);
            };
        }
        if (type.isRecord()) {
            return body -> {
                Body nested = body.nested(name, presence);
                return nested == null ? null : PLANS.get(type).read(nested);
            };
        }
        if (type == List.class) {
            return listReader(component, name, presence, maxLength);
        }
        throw new IllegalStateException("no binding for " + component.getDeclaringRecord().getSimpleName() + "."
                + component.getName() + " of type " + component.getGenericType());
    }

    private static Function<Body, Object> listReader(RecordComponent component, String name, Presence presence,
                                                     int maxItemLength) {
        Type item = ((ParameterizedType) component.getGenericType()).getActualTypeArguments()[0];
        Wire.NotEmpty notEmpty = component.getAnnotation(Wire.NotEmpty.class);
        Function<Body, Object> items = itemsReader(component, item, name, presence, maxItemLength);
        if (notEmpty == null) {
            return items;
        }
        return body -> {
            Object read = items.apply(body);
            if (read instanceof List<?> list && list.isEmpty()) {
                body.fieldError(name, notEmpty.value());
            }
            return read;
        };
    }

    private static Function<Body, Object> itemsReader(RecordComponent component, Type item, String name,
                                                      Presence presence, int maxItemLength) {
        Wire.OneOf oneOf = component.getAnnotation(Wire.OneOf.class);
        if (item == String.class && oneOf != null) {
            List<String> allowed = wireNames(oneOf.value());
            return body -> body.choiceList(name, presence, allowed);
        }
        if (item == String.class) {
            return body -> body.stringList(name, presence, maxItemLength);
        }
        if (item == Sensitivity.class) {
            return body -> body.sensitivityList(name, presence);
        }
        if (item instanceof Class<?> itemType && itemType.isRecord()) {
            return body -> {
                List<Body> items = body.nestedList(name, presence);
                if (items == null) {
                    return null;
                }
                List<Object> out = new ArrayList<>();
                for (Body nested : items) {
                    out.add(PLANS.get(itemType).read(nested));
                }
                return List.copyOf(out);
            };
        }
        throw new IllegalStateException("no binding for " + component.getDeclaringRecord().getSimpleName() + "."
                + component.getName() + " of type " + component.getGenericType());
    }

    /** The wire names of an enum's constants, in declaration order. */
    private static List<String> wireNames(Class<? extends Enum<?>> type) {
        Function<Object, String> names = wireName(type);
        return Arrays.stream(type.getEnumConstants()).map(names).toList();
    }

    private static Function<Object, String> wireName(Class<?> type) {
        Method wire;
        try {
            wire = type.getMethod("wireName");
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type + " has no wireName()", e);
        }
        return value -> {
            try {
                return (String) wire.invoke(value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        };
    }

    /** An enum read by the wire names its {@code wireName()} gives. */
    private static <E extends Enum<E>> Function<Body, Object> enumReader(Class<E> type, String name, Presence presence,
                                                                         String dflt) {
        Function<Object, String> wire = wireName(type);
        Function<E, String> names = wire::apply;
        E[] values = type.getEnumConstants();
        E fallback = dflt == null ? null : Arrays.stream(values).filter(v -> names.apply(v).equals(dflt)).findFirst()
                .orElseThrow(() -> new IllegalStateException("default " + dflt + " is not a " + type.getSimpleName()));
        return body -> body.choice(name, presence, fallback, values, names);
    }
}
