package dev.albert.clikit;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.lang.annotation.Annotation;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The command tree one run needs, built from the same annotations as the whole tree. picocli reflects over
 * every command of the tree before it parses anything, and on a cold JVM that was most of what {@code albert
 * --help} or {@code albert search} cost (docs/cli-startup.md): here only the top-level commands named
 * somewhere in the arguments are built by picocli; every other one is a summary (name, aliases, description,
 * hidden), which is all that the root's help, its command list and "did you mean" read. A command that is
 * not named cannot be what picocli selects: subcommands match by exact name or alias only. When the first
 * argument selects a command, nothing of its siblings is built at all (each summary was a picocli
 * {@code CommandLine} with its own converter registry, about 1 ms each on a cold JVM), and the same holds one
 * level down ({@code albert-admin keys list} builds neither {@code keys create} nor {@code keys revoke}).
 *
 * <p>Each command is built from the model the build wrote of it ({@link CommandModel}: picocli's own builders fed
 * the annotation values as plain objects, no annotation read at run time), or where there is none, by picocli's
 * reflection; a root without a model is built lazily only if it declares nothing but {@code @Spec} fields, and
 * anything else gets the whole tree ({@link #build} returns empty).
 */
final class LazyCommandTree {
    private LazyCommandTree() {
    }

    static Optional<CommandLine> build(Class<?> root, String[] args, CommandLine.IFactory factory) throws Exception {
        Optional<Definition> definition = Definition.of(root).filter(Definition::lazy);
        if (definition.isEmpty()) {
            return Optional.empty();
        }
        List<String> arguments = Arrays.asList(args);
        CommandSpec spec = group(definition.get(), arguments, new HashSet<>(arguments), factory);
        return spec == null ? Optional.empty() : Optional.of(new CommandLine(spec, factory));
    }

    /**
     * What the tree needs of one command class: its subcommands and its spec without them, from the command model
     * the build wrote ({@link CommandModel}, no annotation read) or else from its annotations, as before the models.
     */
    private sealed interface Definition permits Modelled, Annotated {
        static Optional<Definition> of(Class<?> type) {
            Optional<CommandModel> model = CommandModel.of(type);
            if (model.isPresent()) {
                return Optional.of(new Modelled(type, model.get()));
            }
            return type.getAnnotation(Command.class) == null ? Optional.empty() : Optional.of(new Annotated(type));
        }

        Class<?> type();

        List<CommandModel.Subcommand> subcommands();

        /** Whether the tree can build it lazily: it has subcommands, and its spec without them is all of its own. */
        boolean lazy();

        /** Its spec, standard help options included, without subcommands. */
        CommandSpec spec(CommandLine.IFactory factory) throws Exception;

        /** Its spec as its parent's help lists it: never run, its user object never made. */
        CommandSpec summary();
    }

    private record Modelled(Class<?> type, CommandModel model) implements Definition {
        @Override
        public List<CommandModel.Subcommand> subcommands() {
            return model.subcommands();
        }

        @Override
        public boolean lazy() {
            return !model.subcommands().isEmpty();
        }

        @Override
        public CommandSpec spec(CommandLine.IFactory factory) throws Exception {
            return model.spec(factory.create(type), factory);
        }

        @Override
        public CommandSpec summary() {
            CommandSpec spec = CommandSpec.wrapWithoutInspection(new Summary(type));
            model.describe(spec);
            return spec;
        }
    }

    /** A command without a model: only a root that declares nothing but {@code @Spec} fields can be built lazily. */
    private record Annotated(Class<?> type) implements Definition {
        @Override
        public List<CommandModel.Subcommand> subcommands() {
            List<CommandModel.Subcommand> subcommands = new ArrayList<>();
            for (Class<?> level : hierarchy(type)) {
                Command annotation = level.getAnnotation(Command.class);
                if (annotation == null) {
                    continue;
                }
                for (Class<?> sub : annotation.subcommands()) {
                    Command subAnnotation = sub.getAnnotation(Command.class);
                    subcommands.add(subAnnotation == null ? new CommandModel.Subcommand(sub, null, List.of(), false)
                            : new CommandModel.Subcommand(sub, subAnnotation.name(), List.of(subAnnotation.aliases()),
                            subAnnotation.helpCommand()));
                }
            }
            return subcommands;
        }

        @Override
        public boolean lazy() {
            return !subcommands().isEmpty() && summarisable(hierarchy(type));
        }

        @Override
        public CommandSpec spec(CommandLine.IFactory factory) throws Exception {
            List<Class<?>> hierarchy = hierarchy(type);
            Object command = factory.create(type);
            CommandSpec spec = CommandSpec.wrapWithoutInspection(command, factory);
            boolean standardHelpOptions = false;
            for (Class<?> level : hierarchy) {
                Command annotation = level.getAnnotation(Command.class);
                if (annotation != null) {
                    spec.updateCommandAttributes(withoutSubcommands(annotation), factory);
                    standardHelpOptions |= annotation.mixinStandardHelpOptions();
                }
            }
            injectSpec(command, hierarchy, spec);
            if (spec.versionProvider() != null) {
                injectSpec(spec.versionProvider(), hierarchy(spec.versionProvider().getClass()), spec);
            }
            spec.mixinStandardHelpOptions(standardHelpOptions);
            return spec;
        }

        @Override
        public CommandSpec summary() {
            CommandSpec spec = CommandSpec.wrapWithoutInspection(new Summary(type));
            for (Class<?> level : hierarchy(type)) {
                Command annotation = level.getAnnotation(Command.class);
                if (annotation != null) {
                    spec.updateCommandAttributes(withoutSubcommands(annotation), null);
                }
            }
            return spec;
        }
    }

    /**
     * A group command with the subcommands this run can reach. When the first of {@code rest} (the arguments after
     * the group's own name) is one of its subcommands, picocli selects that one and nothing prints the group's
     * command list (its help, "missing command" and "did you mean" all follow from other first arguments), so
     * only that one is built, lazily again if it is a group itself. Otherwise every subcommand named anywhere in the
     * arguments is built and the others are summaries. Null when a subcommand has no {@code @Command}: picocli's
     * whole tree then reports it.
     */
    private static CommandSpec group(Definition definition, List<String> rest, Set<String> named,
                                     CommandLine.IFactory factory) throws Exception {
        List<CommandModel.Subcommand> subcommands = definition.subcommands();
        for (CommandModel.Subcommand sub : subcommands) {
            if (sub.name() == null) {
                return null;
            }
        }
        CommandSpec spec = definition.spec(factory);
        CommandModel.Subcommand selected = rest.isEmpty() ? null : selected(subcommands, rest.get(0));
        for (CommandModel.Subcommand sub : subcommands) {
            if (selected != null) {
                if (sub == selected) {
                    spec.addSubcommand(sub.name(), selectedCommand(sub.type(), rest.subList(1, rest.size()), named, factory));
                }
            } else if (named.contains(sub.name()) || sub.aliases().stream().anyMatch(named::contains)) {
                spec.addSubcommand(sub.name(), whole(sub.type(), factory));
            } else {
                spec.addSubcommand(sub.name(), Definition.of(sub.type()).map(Definition::summary).orElseThrow());
            }
        }
        return spec;
    }

    /** The subcommand picocli selects for this first argument, unless it is a help command (which prints the list). */
    private static CommandModel.Subcommand selected(List<CommandModel.Subcommand> subcommands, String first) {
        for (CommandModel.Subcommand sub : subcommands) {
            if (!sub.helpCommand() && sub.type() != CommandLine.HelpCommand.class
                    && (sub.name().equals(first) || sub.aliases().contains(first))) {
                return sub;
            }
        }
        return null;
    }

    private static CommandLine selectedCommand(Class<?> sub, List<String> rest, Set<String> named,
                                               CommandLine.IFactory factory) throws Exception {
        // Below the root only a group whose own subcommand is selected is built lazily; any other group gets its
        // whole subtree, as picocli builds it (its help and errors list its subcommands).
        Optional<Definition> definition = Definition.of(sub).filter(Definition::lazy);
        if (!rest.isEmpty() && definition.isPresent() && selected(definition.get().subcommands(), rest.get(0)) != null) {
            CommandSpec group = group(definition.get(), rest, named, factory);
            if (group != null) {
                return new CommandLine(group, factory);
            }
        }
        return whole(sub, factory);
    }

    /**
     * A command and all its subcommands, as picocli's {@code new CommandLine(type, factory)} builds them: from the
     * models where the build wrote them, by picocli's reflection where not.
     */
    static CommandLine whole(Class<?> type, CommandLine.IFactory factory) throws Exception {
        Optional<CommandModel> model = CommandModel.of(type);
        if (model.isEmpty()) {
            return new CommandLine(type, factory);
        }
        CommandSpec spec = model.get().spec(factory.create(type), factory);
        for (CommandModel.Subcommand sub : model.get().subcommands()) {
            spec.addSubcommand(sub.name(), whole(sub.type(), factory));
        }
        return new CommandLine(spec, factory);
    }

    static boolean isSummary(CommandLine command) {
        return command.getCommandSpec().userObject() instanceof Summary;
    }

    /** The user object of a command that is only listed: it is never run (nothing parses to it). */
    private record Summary(Class<?> command) {
    }

    /** Top-most class first, as picocli reads a command's annotations. */
    static List<Class<?>> hierarchy(Class<?> type) {
        Deque<Class<?>> classes = new ArrayDeque<>();
        for (Class<?> level = type; level != null && level != Object.class; level = level.getSuperclass()) {
            classes.push(level);
        }
        return List.copyOf(classes);
    }

    /** True when the classes declare no picocli member other than {@code @Spec} fields, and no resource bundle. */
    private static boolean summarisable(List<Class<?>> hierarchy) {
        for (Class<?> level : hierarchy) {
            Command annotation = level.getAnnotation(Command.class);
            if (annotation != null && !annotation.resourceBundle().isEmpty()) {
                return false;
            }
            for (Field field : level.getDeclaredFields()) {
                if (hasPicocliAnnotationOtherThanSpec(field)) {
                    return false;
                }
            }
            for (Method method : level.getDeclaredMethods()) {
                if (hasPicocliAnnotationOtherThanSpec(method)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean hasPicocliAnnotationOtherThanSpec(AccessibleObject member) {
        for (Annotation annotation : member.getDeclaredAnnotations()) {
            Class<? extends Annotation> type = annotation.annotationType();
            if (type.getEnclosingClass() == CommandLine.class && type != Spec.class) {
                return true;
            }
        }
        return false;
    }

    static void injectSpec(Object target, List<Class<?>> hierarchy, CommandSpec spec) throws IllegalAccessException {
        for (Class<?> level : hierarchy) {
            for (Field field : level.getDeclaredFields()) {
                Spec annotation = field.getAnnotation(Spec.class);
                if (annotation != null && annotation.value() == Spec.Target.SELF && field.getType() == CommandSpec.class) {
                    field.setAccessible(true);
                    field.set(target, spec);
                }
            }
        }
    }

    /** The annotation with its subcommands left out: those are added here, lazily. */
    private static Command withoutSubcommands(Command annotation) {
        return (Command) Proxy.newProxyInstance(Command.class.getClassLoader(), new Class<?>[] {Command.class},
                (proxy, method, arguments) -> "subcommands".equals(method.getName()) && method.getParameterCount() == 0
                        ? new Class<?>[0]
                        : method.invoke(annotation, arguments));
    }
}
