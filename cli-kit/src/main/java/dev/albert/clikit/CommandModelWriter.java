package dev.albert.clikit;

import dev.albert.client.cli.Streams;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Writes a {@link CommandModel} for every command and mixin class of a module (build step, {@code process-classes}):
 * {@code CommandModelWriter <classes directory> <generated sources directory>}. For each class it reads the
 * annotations picocli would read on every run and writes them out as Java: each annotation as an object implementing
 * the annotation's interface with the same values, each annotated field as a {@link ModelMember} bound by direct field
 * access. picocli's own builders turn those into the spec; this class decides nothing picocli would decide itself,
 * except the element types of a field, which it takes from picocli's reflection at build time.
 *
 * <p>A class it cannot model (argument groups, {@code @Unmatched}, {@code @ParentCommand}, annotated methods, private,
 * final or static annotated fields, a superclass in another package, a type the generated code cannot name) gets no
 * model: the writer prints why, and picocli reflects over that class at run time as before.
 */
public final class CommandModelWriter {
    private static final List<Class<? extends Annotation>> MEMBER_ANNOTATIONS = List.of(Option.class, Parameters.class,
            ArgGroup.class, Unmatched.class, Mixin.class, Spec.class, ParentCommand.class);
    private static final List<Class<? extends Annotation>> MODELLED = List.of(Option.class, Parameters.class, Mixin.class,
            Spec.class);

    private final ContextFactory factory;

    CommandModelWriter(ContextFactory factory) {
        this.factory = factory;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: CommandModelWriter <classes directory> <generated sources directory>");
            System.exit(2);
        }
        Path classes = Path.of(args[0]);
        Path sources = Path.of(args[1]);
        Streams quiet = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(PrintStream.nullOutputStream()),
                new PrintStream(PrintStream.nullOutputStream()), Map.of(), Path.of("").toAbsolutePath(), false, false);
        CommandModelWriter writer = new CommandModelWriter(new ContextFactory(CommandContext.of(quiet)));
        removeEarlierModels(classes, sources);
        List<Class<?>> types = new ArrayList<>();
        for (String className : classNames(classes)) {
            try {
                types.add(Class.forName(className, false, CommandModelWriter.class.getClassLoader()));
            } catch (ClassNotFoundException | LinkageError unloadable) {
                // not a class this build can load: picocli cannot read it either
            }
        }
        Map<Class<?>, Generated> generated = new LinkedHashMap<>();
        Map<Class<?>, String> skipped = new LinkedHashMap<>();
        Map<Object, ArgSpec> reflected = writer.reflectedArgs(types, skipped);
        for (Class<?> type : types) {
            try {
                writer.model(type, reflected, types).ifPresent(model -> generated.put(type, model));
            } catch (Unsupported unsupported) {
                skipped.put(type, unsupported.getMessage());
            }
        }
        // a model that calls the members of a superclass whose model was not written is not written either
        for (boolean dropped = true; dropped; ) {
            dropped = false;
            for (var entry : List.copyOf(generated.entrySet())) {
                for (Class<?> level : entry.getValue().levels()) {
                    if (!generated.containsKey(level)) {
                        generated.remove(entry.getKey());
                        skipped.put(entry.getKey(), "superclass " + level.getName() + " has no model");
                        dropped = true;
                        break;
                    }
                }
            }
        }
        for (var entry : generated.entrySet()) {
            Class<?> type = entry.getKey();
            Path file = sources.resolve(type.getPackageName().replace('.', '/')).resolve(entry.getValue().simpleName() + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, entry.getValue().source(), StandardCharsets.UTF_8);
        }
        System.out.println("CommandModelWriter: " + generated.size() + " command models written to " + sources);
        skipped.forEach((type, why) ->
                System.out.println("CommandModelWriter: no model for " + type.getName() + ": " + why + " (picocli reflects over it at run time)"));
    }

    /**
     * A model's source, its class's simple name, and the classes of this module above it whose models it calls for
     * their members.
     */
    record Generated(String simpleName, String source, List<Class<?>> levels) {
    }

    /** Why a class gets no model. */
    static final class Unsupported extends Exception {
        Unsupported(String why) {
            super(why);
        }
    }

    /**
     * Models are written anew on every build: an earlier build's, compiled against earlier commands, would otherwise
     * serve the steps that run before this build's are compiled (HelpSnapshot) and outlive a command that was removed.
     */
    private static void removeEarlierModels(Path classes, Path sources) throws IOException {
        for (Path root : List.of(classes, sources)) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            List<Path> stale;
            try (Stream<Path> files = Files.walk(root)) {
                stale = files.filter(file -> {
                    String name = file.getFileName().toString();
                    return name.contains(CommandModel.SUFFIX + ".") || name.contains(CommandModel.SUFFIX + "$");
                }).toList();
            }
            for (Path file : stale) {
                Files.delete(file);
            }
        }
    }

    private static List<String> classNames(Path classes) throws IOException {
        if (!Files.isDirectory(classes)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(classes)) {
            return files.filter(file -> file.toString().endsWith(".class"))
                    .map(file -> classes.relativize(file).toString())
                    .map(name -> name.substring(0, name.length() - ".class".length()).replace('/', '.'))
                    .filter(name -> !name.endsWith(CommandModel.SUFFIX) && !name.contains(CommandModel.SUFFIX + "$")
                            && !name.endsWith("module-info") && !name.endsWith("package-info"))
                    .sorted()
                    .toList();
        }
    }

    /**
     * The model of {@code type}, empty if picocli reads nothing on it; {@link Unsupported} if it reads what no model
     * holds. {@code reflected} holds picocli's arguments of every annotated member of the module, {@code module} its
     * classes.
     */
    Optional<Generated> model(Class<?> type, Map<Object, ArgSpec> reflected, List<Class<?>> module) throws Unsupported {
        boolean standardHelp = type == StandardHelpOptions.class;
        List<Class<?>> hierarchy = LazyCommandTree.hierarchy(type);
        if (!standardHelp && !readByPicocli(hierarchy)) {
            return Optional.empty();
        }
        boolean concrete = !Modifier.isAbstract(type.getModifiers());
        if (type.isInterface() || type.isEnum() || type.isRecord() || type.isAnnotation()) {
            throw new Unsupported("not a class");
        }
        if (type.isAnonymousClass() || type.isLocalClass() || type.getCanonicalName() == null
                || (type.isMemberClass() && !Modifier.isStatic(type.getModifiers()))) {
            throw new Unsupported("not a top-level or static nested class");
        }
        if (!concrete && !declaresMembers(type)) {
            return Optional.empty();   // an abstract class with nothing of its own: its subclasses' models say it all
        }
        String pkg = type.getPackageName();
        requireNameable(type, pkg);
        for (Class<?> level : hierarchy) {
            check(level);
        }
        Source out = new Source();
        String simpleName = modelSimpleName(type);
        if (!pkg.isEmpty()) {
            out.line("package " + pkg + ";");
            out.line("");
        }
        out.line("/** picocli's model of {@link " + type.getCanonicalName() + "}, written at build time by CommandModelWriter from its annotations. */");
        out.line("@SuppressWarnings({\"unchecked\", \"rawtypes\", \"deprecation\", \"all\"})");
        out.line("public final class " + simpleName + " extends dev.albert.clikit.CommandModel {");
        out.indent();
        out.line("public " + simpleName + "() {");
        out.line("}");
        out.line("");
        subcommands(hierarchy, pkg, out);
        describe(hierarchy, pkg, out);
        List<Class<?>> levels = new ArrayList<>();
        if (standardHelp) {
            standardHelpSpec(out);
        } else if (!concrete || onlySpecMembers(hierarchy)) {
            // an abstract class (its subclasses' models call its members) or a version provider (picocli only injects
            // its @Spec fields; it is never a command)
            out.line("@Override");
            out.line("public picocli.CommandLine.Model.CommandSpec spec(Object userObject, picocli.CommandLine.IFactory factory) {");
            out.line("    return picocli.CommandLine.Model.CommandSpec.forAnnotatedObject(userObject, factory);");
            out.line("}");
            out.line("");
        } else {
            levels = spec(type, hierarchy, pkg, module, out);
        }
        if (declaresMembers(type) && !onlySpecMembers(hierarchy)) {
            members(type, reflected, pkg, out);
        }
        injectSpec(type, pkg, out);
        out.outdent();
        out.line("}");
        return Optional.of(new Generated(simpleName, out.toString(), levels));
    }

    /** {@code p.Outer$Inner} → {@code Outer$Inner_CommandModel}. */
    private static String modelSimpleName(Class<?> type) {
        String pkg = type.getPackageName();
        return type.getName().substring(pkg.isEmpty() ? 0 : pkg.length() + 1) + CommandModel.SUFFIX;
    }

    private static boolean declaresMembers(Class<?> type) {
        for (Field field : type.getDeclaredFields()) {
            if (annotated(field)) {
                return true;
            }
        }
        for (Method method : type.getDeclaredMethods()) {
            if (annotated(method)) {
                return true;
            }
        }
        return false;
    }

    /** What picocli reads on one class of a hierarchy that a model cannot hold. */
    private static void check(Class<?> level) throws Unsupported {
        String pkg = level.getPackageName();
        for (Method method : level.getDeclaredMethods()) {
            if (method.isAnnotationPresent(Command.class)) {
                throw new Unsupported("method subcommand " + method.getName());
            }
            if (annotated(method)) {
                requireSetter(method, pkg);
            }
        }
        for (Field field : level.getDeclaredFields()) {
            if (annotated(field)) {
                requireModelled(field, pkg);
            }
        }
        Command command = level.getAnnotation(Command.class);
        if (command != null && !command.resourceBundle().isEmpty()) {
            throw new Unsupported("resource bundle");
        }
    }

    private static boolean readByPicocli(List<Class<?>> hierarchy) {
        for (Class<?> level : hierarchy) {
            if (level.isAnnotationPresent(Command.class)) {
                return true;
            }
            for (Field field : level.getDeclaredFields()) {
                if (annotated(field)) {
                    return true;
                }
            }
            for (Method method : level.getDeclaredMethods()) {
                if (annotated(method) || method.isAnnotationPresent(Command.class)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean onlySpecMembers(List<Class<?>> hierarchy) {
        for (Class<?> level : hierarchy) {
            if (level.isAnnotationPresent(Command.class)) {
                return false;
            }
            for (Field field : level.getDeclaredFields()) {
                if (annotated(field) && !field.isAnnotationPresent(Spec.class)) {
                    return false;
                }
            }
            for (Method method : level.getDeclaredMethods()) {
                if (annotated(method)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean annotated(java.lang.reflect.AnnotatedElement element) {
        for (Class<? extends Annotation> annotation : MEMBER_ANNOTATIONS) {
            if (element.isAnnotationPresent(annotation)) {
                return true;
            }
        }
        return false;
    }

    private void subcommands(List<Class<?>> hierarchy, String pkg, Source out) throws Unsupported {
        List<String> entries = new ArrayList<>();
        for (Class<?> level : hierarchy) {
            Command command = level.getAnnotation(Command.class);
            if (command == null) {
                continue;
            }
            for (Class<?> sub : command.subcommands()) {
                Command subCommand = sub.getAnnotation(Command.class);
                if (subCommand == null || CommandModel.DEFAULT_NAME.equals(subCommand.name())) {
                    throw new Unsupported("subcommand " + sub.getName() + " has no @Command name");
                }
                requireNameable(sub, pkg);
                entries.add("new Subcommand(" + classLiteral(sub) + ", " + literal(subCommand.name()) + ", "
                        + "java.util.List.of(" + String.join(", ", Arrays.stream(subCommand.aliases()).map(CommandModelWriter::literal).toList())
                        + "), " + subCommand.helpCommand() + ")");
            }
        }
        out.line("@Override");
        out.line("public java.util.List<Subcommand> subcommands() {");
        out.indent();
        out.line("return java.util.List.of(" + String.join(",\n                ", entries) + ");");
        out.outdent();
        out.line("}");
        out.line("");
    }

    /** {@code describe(spec)}: every {@code @Command} of the hierarchy, without a factory (a summary's attributes). */
    private void describe(List<Class<?>> hierarchy, String pkg, Source out) throws Unsupported {
        out.line("@Override");
        out.line("public void describe(picocli.CommandLine.Model.CommandSpec spec) {");
        out.indent();
        for (Class<?> level : hierarchy) {
            Command command = level.getAnnotation(Command.class);
            if (command != null) {
                out.line("spec.updateCommandAttributes(" + annotation(command, pkg) + ", null);");
            }
        }
        out.outdent();
        out.line("}");
        out.line("");
    }

    /**
     * {@code spec()}: per class of the hierarchy, top-most first as picocli reads them, its {@code @Command} and then
     * its members (through the model of the class that declares them). Returns the classes of this module above
     * {@code type} whose models it calls.
     */
    private List<Class<?>> spec(Class<?> type, List<Class<?>> hierarchy, String pkg, List<Class<?>> module, Source out)
            throws Unsupported {
        String target = type.getCanonicalName();
        List<Class<?>> levels = new ArrayList<>();
        out.line("@Override");
        out.line("public picocli.CommandLine.Model.CommandSpec spec(Object userObject, picocli.CommandLine.IFactory factory) throws Exception {");
        out.indent();
        out.line("final " + target + " target = (" + target + ") userObject;");
        out.line("picocli.CommandLine.Model.CommandSpec spec = picocli.CommandLine.Model.CommandSpec.wrapWithoutInspection(target, factory);");
        boolean standardHelpOptions = false;
        for (Class<?> level : hierarchy) {
            Command command = level.getAnnotation(Command.class);
            if (command != null) {
                out.line("spec.updateCommandAttributes(" + annotation(command, pkg) + ", factory);");
                out.line("injectIntoVersionProvider(spec);");
                standardHelpOptions |= command.mixinStandardHelpOptions();
            }
            if (!declaresMembers(level)) {
                continue;
            }
            if (level == type) {
                out.line("members(target, spec, factory);");
                continue;
            }
            if (module.contains(level)) {
                levels.add(level);
            } else if (!modelExists(level)) {
                throw new Unsupported("superclass " + level.getName() + " has no model");
            }
            requireNameable(level, pkg);
            String model = (level.getPackageName().isEmpty() ? "" : level.getPackageName() + ".") + modelSimpleName(level);
            out.line(model + ".members(target, spec, factory);");
        }
        if (standardHelpOptions) {
            out.line("standardHelpOptions(spec);   // last, as picocli adds them");
        }
        out.line("return spec;");
        out.outdent();
        out.line("}");
        out.line("");
        return levels;
    }

    private static boolean modelExists(Class<?> type) {
        try {
            Class.forName(type.getName() + CommandModel.SUFFIX, false, CommandModelWriter.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError none) {
            return false;
        }
    }

    /** {@code members(target, spec, factory)}: the options, parameters, mixins and {@code @Spec} fields {@code type} declares. */
    private void members(Class<?> type, Map<Object, ArgSpec> reflected, String pkg, Source out) throws Unsupported {
        out.line("/** The members {@link " + type.getCanonicalName() + "} declares, added to {@code spec} as picocli adds them. */");
        out.line("public static void members(final " + type.getCanonicalName() + " target, picocli.CommandLine.Model.CommandSpec spec, "
                + "picocli.CommandLine.IFactory factory) throws Exception {");
        out.indent();
        int member = 0;
        for (Field field : type.getDeclaredFields()) {
            if (!annotated(field)) {
                continue;
            }
            String name = "m" + member++;
            if (field.isAnnotationPresent(Mixin.class)) {
                mixin(field, name, pkg, out);
            } else if (field.isAnnotationPresent(Spec.class)) {
                out.line("specMember(spec, " + member(field, annotationsOf(field), "field " + abbreviate(field.toGenericString()),
                        field.getType(), new Class<?>[] {field.getType()}, pkg) + ");");
            } else {
                argument(field, reflected.get(field), pkg, out);
            }
        }
        for (Method method : type.getDeclaredMethods()) {
            if (annotated(method)) {
                argument(method, reflected.get(method), pkg, out);
            }
        }
        out.outdent();
        out.line("}");
        out.line("");
    }

    private void argument(java.lang.reflect.Member member, ArgSpec arg, String pkg, Source out) throws Unsupported {
        if (arg == null) {
            throw new Unsupported("picocli made no argument of " + member.getName() + " in any class of this module it could build");
        }
        boolean option = ((java.lang.reflect.AnnotatedElement) member).isAnnotationPresent(Option.class);
        out.line((option ? "spec.add(option(" : "spec.add(positional(")
                + member(member, annotationsOf((java.lang.reflect.AnnotatedElement) member), arg.toString(), arg.type(),
                arg.auxiliaryTypes(), pkg) + ", factory));");
    }

    /**
     * picocli's arguments of every annotated field and setter in the module, by member, from its reflection over every
     * concrete class it can build (build time only): what it resolves (element types, the member's description of
     * itself) the models then hand it as given. An abstract class's members come from its subclasses.
     */
    private Map<Object, ArgSpec> reflectedArgs(List<Class<?>> types, Map<Class<?>, String> skipped) {
        Map<Object, ArgSpec> args = new HashMap<>();
        for (Class<?> type : types) {
            if (Modifier.isAbstract(type.getModifiers()) || type.isInterface() || !readByPicocli(LazyCommandTree.hierarchy(type))
                    || onlySpecMembers(LazyCommandTree.hierarchy(type)) || type == StandardHelpOptions.class) {
                continue;
            }
            CommandSpec spec;
            try {
                spec = CommandSpec.forAnnotatedObject(factory.create(type), factory);
            } catch (Exception | LinkageError unbuildable) {
                skipped.put(type, "picocli cannot build it at build time: " + unbuildable);
                continue;
            }
            for (ArgSpec arg : spec.args()) {
                if (arg.userObject() instanceof Field || arg.userObject() instanceof Method) {
                    args.putIfAbsent(arg.userObject(), arg);   // picocli's argument of a reflected member holds the member
                }
            }
        }
        return args;
    }

    private void mixin(Field field, String name, String pkg, Source out) throws Unsupported {
        String type = typeSource(field.getGenericType(), pkg);
        String value = name + "Object";
        out.line(type + " " + value + " = target." + field.getName() + ";");
        out.line("if (" + value + " == null) {");
        out.indent();
        out.line(value + " = factory.create(" + classLiteral(field.getType()) + ");");
        out.line("target." + field.getName() + " = " + value + ";");
        out.outdent();
        out.line("}");
        out.line("dev.albert.clikit.ModelMember " + name + " = " + member(field, annotationsOf(field),
                "mixin from member " + abbreviate(field.toGenericString()), field.getType(), new Class<?>[] {field.getType()}, pkg) + ";");
        out.line("mixin(spec, " + name + ", mixinSpec(" + value + ", factory));");
    }

    /** The picocli annotations on {@code field} that a model holds. */
    private static List<Annotation> annotationsOf(java.lang.reflect.AnnotatedElement member) {
        List<Annotation> annotations = new ArrayList<>();
        for (Class<? extends Annotation> annotationType : MODELLED) {
            Annotation annotation = member.getAnnotation(annotationType);
            if (annotation != null) {
                annotations.add(annotation);
            }
        }
        return annotations;
    }

    /**
     * A {@code new ModelMember(...)} expression for a field or setter method of {@code target}, carrying these
     * annotations: a field is read and written directly, a setter called with the value (picocli's bindings).
     */
    private String member(java.lang.reflect.Member member, List<Annotation> annotations, String toString, Class<?> type,
                          Class<?>[] auxiliaryTypes, String pkg) throws Unsupported {
        requireNameable(type, pkg);
        List<String> auxiliary = new ArrayList<>();
        auxiliary.add(classLiteral(type));
        for (Class<?> aux : auxiliaryTypes) {
            requireNameable(aux, pkg);
            auxiliary.add(classLiteral(aux));
        }
        List<String> values = new ArrayList<>();
        for (Annotation annotation : annotations) {
            values.add(annotation(annotation, pkg));
        }
        String name;
        String binding;
        if (member instanceof Field field) {
            name = field.getName();
            String fieldType = typeSource(boxed(field.getGenericType()), pkg);
            binding = "new dev.albert.clikit.ModelMember.FieldBinding() {\n"
                    + "            @Override protected Object read() { return target." + name + "; }\n"
                    + "            @Override protected void write(Object value) { target." + name + " = (" + fieldType + ") value; }\n"
                    + "        }";
        } else {
            Method method = (Method) member;
            name = propertyName(method.getName());
            String parameterType = typeSource(boxed(method.getGenericParameterTypes()[0]), pkg);
            binding = "new dev.albert.clikit.ModelMember.SetterBinding(spec, " + literal(method.toString()) + ") {\n"
                    + "            @Override protected void call(Object value) throws Exception { target." + method.getName()
                    + "((" + parameterType + ") value); }\n"
                    + "        }";
        }
        return "new dev.albert.clikit.ModelMember(" + literal(name) + ", " + literal(toString) + ", "
                + "typeInfo(" + String.join(", ", auxiliary) + "), target, " + binding + ", " + String.join(", ", values) + ")";
    }

    /** The property picocli names a setter method after ({@code setName} and {@code name} both give {@code name}). */
    private static String propertyName(String methodName) {
        String name = methodName.length() > 3 && (methodName.startsWith("get") || methodName.startsWith("set"))
                ? methodName.substring(3) : methodName;
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** A setter the generated code can call: one parameter, not private or static, annotated as an argument only. */
    private static void requireSetter(Method method, String pkg) throws Unsupported {
        for (Class<? extends Annotation> annotation : MEMBER_ANNOTATIONS) {
            if (method.isAnnotationPresent(annotation) && annotation != Option.class && annotation != Parameters.class) {
                throw new Unsupported("@" + annotation.getSimpleName() + " on method " + method.getName());
            }
        }
        int modifiers = method.getModifiers();
        if (method.getParameterCount() != 1 || Modifier.isPrivate(modifiers) || Modifier.isStatic(modifiers)) {
            throw new Unsupported("method " + method.getName() + " is not a one-argument instance setter");
        }
        if (!Modifier.isPublic(modifiers) && !Modifier.isProtected(modifiers) && !method.getDeclaringClass().getPackageName().equals(pkg)) {
            throw new Unsupported("method " + method.getName() + " is not visible from " + pkg);
        }
        requireNameable(method.getGenericParameterTypes()[0], pkg);
    }

    private void injectSpec(Class<?> type, String pkg, Source out) throws Unsupported {
        String target = type.getCanonicalName();
        out.line("@Override");
        out.line("public void injectSpec(Object userObject, picocli.CommandLine.Model.CommandSpec spec) {");
        out.indent();
        List<Field> specFields = Arrays.stream(type.getDeclaredFields()).filter(f -> f.isAnnotationPresent(Spec.class)).toList();
        if (!specFields.isEmpty()) {
            out.line("final " + target + " target = (" + target + ") userObject;");
            out.line("try {");
            out.indent();
            for (Field field : specFields) {
                requireModelled(field, pkg);
                out.line("specMember(spec, " + member(field, annotationsOf(field), "field " + abbreviate(field.toGenericString()), field.getType(),
                        new Class<?>[] {field.getType()}, pkg) + ");");
            }
            out.outdent();
            out.line("} catch (Exception unexpected) {");
            out.line("    throw new picocli.CommandLine.InitializationException(\"Could not inject spec\", unexpected);");
            out.line("}");
        }
        out.outdent();
        out.line("}");
    }

    /** picocli's own help mixin, its two options bound to {@link StandardHelpOptions}' fields of the same names. */
    private void standardHelpSpec(Source out) throws Unsupported {
        Class<?> picocliMixin;
        try {
            picocliMixin = Class.forName(StandardHelpOptions.PICOCLI_MIXIN);
        } catch (ClassNotFoundException e) {
            throw new Unsupported("picocli has no " + StandardHelpOptions.PICOCLI_MIXIN);
        }
        Map<Object, ArgSpec> reflected = new LinkedHashMap<>();
        CommandSpec spec = CommandSpec.create().mixinStandardHelpOptions(true);
        for (ArgSpec arg : spec.args()) {
            if (arg.userObject() instanceof Field field) {
                reflected.put(field, arg);
            }
        }
        String pkg = StandardHelpOptions.class.getPackageName();
        out.line("@Override");
        out.line("public picocli.CommandLine.Model.CommandSpec spec(Object userObject, picocli.CommandLine.IFactory factory) throws Exception {");
        out.indent();
        out.line("final dev.albert.clikit.StandardHelpOptions target = (dev.albert.clikit.StandardHelpOptions) userObject;");
        out.line("picocli.CommandLine.Model.CommandSpec spec = picocli.CommandLine.Model.CommandSpec.wrapWithoutInspection(target, factory);");
        for (Field field : picocliMixin.getDeclaredFields()) {
            if (!field.isAnnotationPresent(Option.class)) {
                continue;
            }
            Field ours;
            try {
                ours = StandardHelpOptions.class.getDeclaredField(field.getName());
            } catch (NoSuchFieldException e) {
                throw new Unsupported("StandardHelpOptions has no field " + field.getName() + " for picocli's help mixin");
            }
            ArgSpec arg = reflected.get(field);
            if (arg == null || ours.getType() != field.getType()) {
                throw new Unsupported("picocli's help option " + field.getName() + " does not match StandardHelpOptions ("
                        + reflected.keySet() + ")");
            }
            // picocli's annotation, on our field of the same name and type
            out.line("spec.add(option(" + member(ours, List.of(field.getAnnotation(Option.class)), arg.toString(), arg.type(),
                    arg.auxiliaryTypes(), pkg) + ", factory));");
        }
        out.line("return spec;");
        out.outdent();
        out.line("}");
        out.line("");
    }

    private static void requireModelled(Field field, String pkg) throws Unsupported {
        for (Class<? extends Annotation> annotation : MEMBER_ANNOTATIONS) {
            if (field.isAnnotationPresent(annotation) && !MODELLED.contains(annotation)) {
                throw new Unsupported("@" + annotation.getSimpleName() + " on " + field.getName());
            }
        }
        int modifiers = field.getModifiers();
        if (Modifier.isPrivate(modifiers) || Modifier.isFinal(modifiers) || Modifier.isStatic(modifiers)) {
            throw new Unsupported("field " + field.getName() + " is private, final or static");
        }
        if (!Modifier.isPublic(modifiers) && !Modifier.isProtected(modifiers) && !field.getDeclaringClass().getPackageName().equals(pkg)) {
            throw new Unsupported("field " + field.getName() + " is not visible from " + pkg);
        }
        requireNameable(field.getGenericType(), pkg);
    }

    private static boolean nameable(Type type, String pkg) {
        try {
            requireNameable(type, pkg);
            return true;
        } catch (Unsupported no) {
            return false;
        }
    }

    /** Whether generated code in {@code pkg} can name this type. */
    private static void requireNameable(Type type, String pkg) throws Unsupported {
        if (type instanceof Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            if (c.isPrimitive()) {
                return;
            }
            if (c.getCanonicalName() == null) {
                throw new Unsupported("type " + c.getName() + " has no canonical name");
            }
            for (Class<?> level = c; level != null; level = level.getEnclosingClass()) {
                int modifiers = level.getModifiers();
                if (Modifier.isPrivate(modifiers)
                        || (!Modifier.isPublic(modifiers) && !level.getPackageName().equals(pkg))) {
                    throw new Unsupported("type " + c.getName() + " is not visible from " + pkg);
                }
            }
        } else if (type instanceof ParameterizedType parameterized) {
            requireNameable(parameterized.getRawType(), pkg);
            for (Type argument : parameterized.getActualTypeArguments()) {
                requireNameable(argument, pkg);
            }
        } else if (type instanceof WildcardType wildcard) {
            for (Type bound : wildcard.getUpperBounds()) {
                requireNameable(bound, pkg);
            }
            for (Type bound : wildcard.getLowerBounds()) {
                requireNameable(bound, pkg);
            }
        } else if (type instanceof GenericArrayType array) {
            requireNameable(array.getGenericComponentType(), pkg);
        } else {
            throw new Unsupported("type " + type.getTypeName() + " is a type variable");
        }
    }

    /**
     * An expression making an object of the annotation's interface with the same values: an anonymous class that
     * implements every element of the annotation type (a default included), so picocli reads what it would read.
     */
    static String annotation(Annotation annotation, String pkg) throws Unsupported {
        Class<? extends Annotation> type = annotation.annotationType();
        StringBuilder out = new StringBuilder("new ").append(type.getCanonicalName()).append("() {\n");
        out.append("            @Override public Class<? extends java.lang.annotation.Annotation> annotationType() { return ")
                .append(type.getCanonicalName()).append(".class; }\n");
        List<Method> elements = new ArrayList<>(Arrays.asList(type.getDeclaredMethods()));
        elements.sort(Comparator.comparing(Method::getName));
        for (Method element : elements) {
            Object value;
            try {
                value = element.invoke(annotation);
            } catch (ReflectiveOperationException e) {
                throw new Unsupported("cannot read @" + type.getSimpleName() + "." + element.getName() + ": " + e);
            }
            out.append("            @Override public ").append(typeSource(element.getGenericReturnType(), pkg)).append(' ')
                    .append(element.getName()).append("() { return ").append(value(value, pkg)).append("; }\n");
        }
        return out.append("        }").toString();
    }

    private static String value(Object value, String pkg) throws Unsupported {
        if (value instanceof String s) {
            return literal(s);
        }
        if (value instanceof Boolean || value instanceof Integer) {
            return value.toString();
        }
        if (value instanceof Long l) {
            return l + "L";
        }
        if (value instanceof Character c) {
            return "'" + escape(String.valueOf(c), '\'') + "'";
        }
        if (value instanceof Class<?> c) {
            if (nameable(c, pkg)) {
                return classLiteral(c);
            }
            return "(java.lang.Class) dev.albert.clikit.CommandModel.type(" + literal(c.getName()) + ")";   // e.g. picocli's package-private defaults
        }
        if (value instanceof Enum<?> e) {
            requireNameable(e.getDeclaringClass(), pkg);
            return e.getDeclaringClass().getCanonicalName() + "." + e.name();
        }
        if (value.getClass().isArray()) {
            Class<?> component = value.getClass().getComponentType();
            List<String> items = new ArrayList<>();
            for (int i = 0; i < java.lang.reflect.Array.getLength(value); i++) {
                items.add(value(java.lang.reflect.Array.get(value, i), pkg));
            }
            String componentName = component == Class.class ? "java.lang.Class" : component.getCanonicalName();
            return "new " + componentName + "[] {" + String.join(", ", items) + "}";
        }
        throw new Unsupported("annotation value of type " + value.getClass().getName());
    }

    /** A type as Java source names it (nested classes with dots, generics with their arguments). */
    static String typeSource(Type type, String pkg) throws Unsupported {
        if (type instanceof Class<?> c) {
            if (c.isArray()) {
                return typeSource(c.getComponentType(), pkg) + "[]";
            }
            requireNameable(c, pkg);
            return c.getCanonicalName();
        }
        if (type instanceof ParameterizedType parameterized) {
            List<String> arguments = new ArrayList<>();
            for (Type argument : parameterized.getActualTypeArguments()) {
                arguments.add(typeSource(argument, pkg));
            }
            return typeSource(parameterized.getRawType(), pkg) + "<" + String.join(", ", arguments) + ">";
        }
        if (type instanceof WildcardType wildcard) {
            if (wildcard.getLowerBounds().length > 0) {
                return "? super " + typeSource(wildcard.getLowerBounds()[0], pkg);
            }
            Type upper = wildcard.getUpperBounds()[0];
            return upper == Object.class ? "?" : "? extends " + typeSource(upper, pkg);
        }
        if (type instanceof GenericArrayType array) {
            return typeSource(array.getGenericComponentType(), pkg) + "[]";
        }
        throw new Unsupported("type " + type.getTypeName());
    }

    private static Type boxed(Type type) {
        if (!(type instanceof Class<?> c) || !c.isPrimitive()) {
            return type;
        }
        return switch (c.getName()) {
            case "boolean" -> Boolean.class;
            case "byte" -> Byte.class;
            case "char" -> Character.class;
            case "short" -> Short.class;
            case "int" -> Integer.class;
            case "long" -> Long.class;
            case "float" -> Float.class;
            case "double" -> Double.class;
            default -> Void.class;
        };
    }

    private static String classLiteral(Class<?> type) {
        if (type.isArray()) {
            return classLiteral(type.getComponentType()).replaceFirst("\\.class$", "[].class");
        }
        return type.getCanonicalName() + ".class";
    }

    /** What picocli's reflected members say of themselves (its {@code abbreviate}). */
    private static String abbreviate(String text) {
        return text.replace("private ", "").replace("protected ", "").replace("public ", "").replace("java.lang.", "");
    }

    static String literal(String text) {
        return "\"" + escape(text, '"') + "\"";
    }

    private static String escape(String text, char quote) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c == quote) {
                        out.append('\\').append(c);
                    } else if (c < 0x20 || c > 0x7e) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    /** Generated source, line by line, indented by four spaces a level. */
    private static final class Source {
        private final StringBuilder text = new StringBuilder();
        private int depth;

        void line(String line) {
            if (!line.isEmpty()) {
                text.append("    ".repeat(depth));
            }
            text.append(line).append('\n');
        }

        void indent() {
            depth++;
        }

        void outdent() {
            depth--;
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
