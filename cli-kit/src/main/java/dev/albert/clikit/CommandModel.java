package dev.albert.clikit;

import picocli.CommandLine.IFactory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IAnnotatedElement;
import picocli.CommandLine.Model.ITypeInfo;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.Optional;

/**
 * picocli's model of one command or mixin class, written at build time ({@link CommandModelWriter}) so a run does not
 * reflect over annotations. picocli reads a command's annotations on every run: on a cold JVM that parsing, the
 * annotation proxies it spins (classes no AOT cache keeps) and the field accessors behind its bindings were a third
 * of {@code albert search}'s main thread (docs/cli-startup.md). A model hands picocli the same annotation values, as
 * plain objects the build wrote out, and binds fields by direct access: picocli's own builders
 * ({@link OptionSpec#builder(IAnnotatedElement, IFactory)}, {@link CommandSpec#updateCommandAttributes}) then make
 * the spec they would have made by reflection. Each CLI module's {@code CommandModelTest} compares every command's
 * model with picocli's reflection, member by member and binding by binding.
 *
 * <p>A class {@code p.C} has its model in {@code p.C_CommandModel}, compiled into the same jar. A class the writer
 * does not support (argument groups, annotated methods, private or final fields) has none, and picocli reflects over
 * it as before.
 */
public abstract class CommandModel {
    /** The suffix of a model's class name: {@code p.C} → {@code p.C_CommandModel}. */
    public static final String SUFFIX = "_CommandModel";

    /** A subcommand as {@code @Command(subcommands = ...)} lists it, with what its own {@code @Command} says. */
    public record Subcommand(Class<?> type, String name, List<String> aliases, boolean helpCommand) {
    }

    protected CommandModel() {
    }

    /** The model of {@code type}, if the build wrote one. */
    public static Optional<CommandModel> of(Class<?> type) {
        Class<?> modelClass;
        try {
            modelClass = Class.forName(type.getName() + SUFFIX, true, type.getClassLoader());
        } catch (ClassNotFoundException | LinkageError none) {
            return Optional.empty();
        }
        if (!CommandModel.class.isAssignableFrom(modelClass)) {
            return Optional.empty();
        }
        try {
            return Optional.of((CommandModel) modelClass.getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException unusable) {
            return Optional.empty();
        }
    }

    /** The subcommands its {@code @Command} annotations list, top-most class first, as picocli adds them. */
    public abstract List<Subcommand> subcommands();

    /**
     * What picocli's {@code CommandSpec.forAnnotatedObject(target, factory)} builds for this object, without its
     * subcommands: command attributes, options, positional parameters, mixins, {@code @Spec} fields set, and the
     * standard help options last.
     */
    public abstract CommandSpec spec(Object target, IFactory factory) throws Exception;

    /**
     * Applies every {@code @Command} of the class to {@code spec} without a factory (no version provider or other
     * object made): what a parent's command list and "did you mean" read of a command that is not built.
     */
    public abstract void describe(CommandSpec spec);

    /** Sets the {@code @Spec} fields of {@code target} (a version provider) to {@code spec}. */
    public abstract void injectSpec(Object target, CommandSpec spec);

    /** The option picocli builds from this member's {@code @Option}. */
    protected static OptionSpec option(ModelMember member, IFactory factory) throws Exception {
        OptionSpec.Builder builder = OptionSpec.builder(member, factory);
        return (member.hasInitialValue() ? builder.initialValue(member.getter().get()) : builder).build();
    }

    /** The positional parameter picocli builds from this member's {@code @Parameters}. */
    protected static PositionalParamSpec positional(ModelMember member, IFactory factory) throws Exception {
        PositionalParamSpec.Builder builder = PositionalParamSpec.builder(member, factory);
        return (member.hasInitialValue() ? builder.initialValue(member.getter().get()) : builder).build();
    }

    /**
     * Mixes {@code mixin} into {@code spec} as picocli does for a {@code @Mixin} member: added under the member's mixin
     * name, then every {@code @Spec(MIXEE)} field of the mixin set to the spec it was mixed into.
     */
    protected static void mixin(CommandSpec spec, ModelMember member, CommandSpec mixin) throws Exception {
        spec.addMixin(member.getMixinName(), mixin.withToString(member.getToString()), member);
        for (IAnnotatedElement element : mixin.specElements()) {
            if (element.getAnnotation(Spec.class).value() == Spec.Target.MIXEE) {
                element.setter().set(spec);
            }
        }
    }

    /** The spec of a mixin object: its model's, or picocli's reflection if its class has none. */
    protected static CommandSpec mixinSpec(Object mixin, IFactory factory) throws Exception {
        Optional<CommandModel> model = of(mixin.getClass());
        return model.isPresent() ? model.get().spec(mixin, factory) : CommandSpec.forAnnotatedObject(mixin, factory);
    }

    /** A {@code @Spec} member: recorded on the spec and, for {@code Spec.Target.SELF}, set to it. */
    protected static void specMember(CommandSpec spec, ModelMember member) throws Exception {
        spec.addSpecElement(member);
        if (member.getAnnotation(Spec.class).value() == Spec.Target.SELF) {
            member.setter().set(spec);
        }
    }

    /** The version provider's {@code @Spec} fields set to {@code spec}, as picocli does after reading {@code @Command}. */
    protected static void injectIntoVersionProvider(CommandSpec spec) throws Exception {
        Object provider = spec.versionProvider();
        if (provider == null) {
            return;
        }
        Optional<CommandModel> model = of(provider.getClass());
        if (model.isPresent()) {
            model.get().injectSpec(provider, spec);
        } else {
            LazyCommandTree.injectSpec(provider, LazyCommandTree.hierarchy(provider.getClass()), spec);
        }
    }

    /** {@code mixinStandardHelpOptions = true}, without picocli reflecting over its own help mixin. */
    protected static void standardHelpOptions(CommandSpec spec) throws Exception {
        StandardHelpOptions.mixInto(spec);
    }

    /**
     * The type information picocli derives for a field of this type whose element types are {@code auxiliaryTypes}
     * (resolved at build time from the field's generic type, as picocli's reflection resolves them). picocli's
     * implementation is not public; an argument built from a type and its auxiliary types carries exactly it.
     */
    protected static ITypeInfo typeInfo(Class<?> type, Class<?>... auxiliaryTypes) {
        return PositionalParamSpec.builder().type(type).auxiliaryTypes(auxiliaryTypes).build().typeInfo();
    }

    /**
     * A class the generated code cannot name (package-private classes of picocli's that its annotations give as
     * defaults, e.g. {@code NoCompletionCandidates}), by its binary name.
     */
    protected static Class<?> type(String binaryName) {
        try {
            return Class.forName(binaryName, false, CommandModel.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the build named " + binaryName + ", which this class path lacks", e);
        }
    }

    /** The name picocli gives a command when it has no {@code @Command(name)}. */
    static final String DEFAULT_NAME = "<main class>";
}
