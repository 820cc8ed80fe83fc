package dev.albert.clikit;

import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IAnnotatedElement;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.IScope;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.ITypeInfo;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.PicocliException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

import java.lang.annotation.Annotation;
import java.util.Collection;
import java.util.Map;

/**
 * One annotated field or setter method of a {@link CommandModel}: what picocli's reflection calls a typed member, with
 * its annotations as values the build wrote out and its binding as direct access. picocli's builders read it through
 * {@link IAnnotatedElement} exactly as they read a reflected field.
 */
public final class ModelMember implements IAnnotatedElement {
    private final String name;
    private final String toString;
    private final ITypeInfo typeInfo;
    private final Binding binding;
    private final IScope scope;
    private final Annotation[] annotations;

    /**
     * @param name       the field's name
     * @param toString   what picocli's reflected member says of itself ({@code field <generic string>}, abbreviated)
     * @param typeInfo   the field's type and element types
     * @param target     the object the field belongs to
     * @param binding    reads and writes the field
     * @param annotations the field's picocli annotations
     */
    public ModelMember(String name, String toString, ITypeInfo typeInfo, Object target, Binding binding,
                       Annotation... annotations) {
        this.name = name;
        this.toString = toString;
        this.typeInfo = typeInfo;
        this.binding = binding;
        this.scope = new TargetScope(target);
        this.annotations = annotations.clone();
    }

    /** How a member's value is read and written; {@link #set} returns the value it replaced, as picocli's bindings do. */
    public abstract static sealed class Binding implements IGetter, ISetter permits FieldBinding, SetterBinding {
        /** Whether picocli may read the member's value before parsing (a field's value; never a setter's). */
        abstract boolean hasInitialValue();
    }

    /** Reads and writes one field of one object, as picocli's field binding does. */
    public abstract static non-sealed class FieldBinding extends Binding {
        protected abstract Object read();

        protected abstract void write(Object value);

        @Override
        @SuppressWarnings("unchecked")
        public final <T> T get() {
            return (T) read();
        }

        @Override
        @SuppressWarnings("unchecked")
        public final <T> T set(T value) {
            Object old = read();
            write(value);
            return (T) old;
        }

        @Override
        final boolean hasInitialValue() {
            return true;
        }
    }

    /**
     * Calls a setter method, as picocli's method binding does: the value is the last one set, and what the setter
     * throws is a {@link ParameterException} naming the method, unless it already is a picocli exception.
     */
    public abstract static non-sealed class SetterBinding extends Binding {
        private final CommandSpec spec;
        private final String method;
        private Object current;

        /** @param spec the spec the member belongs to; @param method the method as {@code Method.toString()} gives it */
        protected SetterBinding(CommandSpec spec, String method) {
            this.spec = spec;
            this.method = method;
        }

        protected abstract void call(Object value) throws Exception;

        @Override
        @SuppressWarnings("unchecked")
        public final <T> T get() {
            return (T) current;
        }

        @Override
        @SuppressWarnings("unchecked")
        public final <T> T set(T value) {
            T old = (T) current;
            try {
                call(value);
            } catch (PicocliException picocli) {
                throw picocli;
            } catch (Exception | Error failure) {
                CommandLine commandLine = spec.commandLine() == null ? new CommandLine(spec) : spec.commandLine();
                throw new ParameterException(commandLine, "Could not invoke " + method + " with " + value + " (" + failure + ")", failure);
            }
            current = value;
            return old;
        }

        @Override
        final boolean hasInitialValue() {
            return false;
        }
    }

    /** The object a member belongs to (picocli's {@code ObjectScope} is not public). */
    private record TargetScope(Object target) implements IScope {
        @Override
        @SuppressWarnings("unchecked")
        public <T> T get() {
            return (T) target;
        }

        @Override
        public <T> T set(T value) {
            throw new UnsupportedOperationException("a model member's object is fixed");
        }
    }

    @Override
    public Object userObject() {
        return this;
    }

    @Override
    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        for (Annotation annotation : annotations) {
            if (annotation.annotationType() == annotationClass) {
                return annotationClass.cast(annotation);
            }
        }
        return null;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public String getMixinName() {
        String mixinName = getAnnotation(Mixin.class).name();
        return mixinName == null || mixinName.isEmpty() ? name : mixinName;
    }

    @Override
    public boolean isArgSpec() {
        return isOption() || isParameter();
    }

    @Override
    public boolean isOption() {
        return isAnnotationPresent(Option.class);
    }

    @Override
    public boolean isParameter() {
        return isAnnotationPresent(Parameters.class);
    }

    @Override
    public boolean isArgGroup() {
        return isAnnotationPresent(ArgGroup.class);
    }

    @Override
    public boolean isMixin() {
        return isAnnotationPresent(Mixin.class);
    }

    @Override
    public boolean isUnmatched() {
        return isAnnotationPresent(Unmatched.class);
    }

    @Override
    public boolean isSpec() {
        return isAnnotationPresent(Spec.class);
    }

    @Override
    public boolean isParentCommand() {
        return isAnnotationPresent(ParentCommand.class);
    }

    @Override
    public boolean isMultiValue() {
        Class<?> type = typeInfo.getType();
        return (type.isArray() && type != char[].class) || Collection.class.isAssignableFrom(type)
                || Map.class.isAssignableFrom(type);
    }

    @Override
    public boolean isInteractive() {
        Option option = getAnnotation(Option.class);
        Parameters parameters = getAnnotation(Parameters.class);
        return (option != null && option.interactive()) || (parameters != null && parameters.interactive());
    }

    /** A field has the value it was given when the command object was made (picocli reads it before parsing). */
    @Override
    public boolean hasInitialValue() {
        return binding.hasInitialValue();
    }

    @Override
    public boolean isMethodParameter() {
        return false;
    }

    @Override
    public int getMethodParamPosition() {
        return -1;
    }

    @Override
    public IScope scope() {
        return scope;
    }

    @Override
    public IGetter getter() {
        return binding;
    }

    @Override
    public ISetter setter() {
        return binding;
    }

    @Override
    public ITypeInfo getTypeInfo() {
        return typeInfo;
    }

    @Override
    public String getToString() {
        return toString;
    }

    @Override
    public String toString() {
        return toString;
    }
}
