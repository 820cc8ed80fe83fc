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
 * <p>Only roots that declare nothing but {@code @Spec} fields are built this way (the roots of our
 * executables); anything else gets the whole tree ({@link #build} returns empty).
 */
final class LazyCommandTree {
    private LazyCommandTree() {
    }

    static Optional<CommandLine> build(Class<?> root, String[] args, CommandLine.IFactory factory) throws Exception {
        if (!lazyGroup(root)) {
            return Optional.empty();
        }
        List<String> arguments = Arrays.asList(args);
        CommandSpec spec = group(root, arguments, new HashSet<>(arguments), factory);
        return spec == null ? Optional.empty() : Optional.of(new CommandLine(spec, factory));
    }

    /**
     * A group command with the subcommands this run can reach. When the first of {@code rest} (the arguments after
     * the group's own name) is one of its subcommands, picocli selects that one and nothing prints the group's
     * command list (its help, "missing command" and "did you mean" all follow from other first arguments), so
     * only that one is built, lazily again if it is a group itself. Otherwise every subcommand named anywhere in the
     * arguments is built and the others are summaries. Null when a subcommand has no {@code @Command}: picocli's
     * whole tree then reports it.
     */
    private static CommandSpec group(Class<?> type, List<String> rest, Set<String> named, CommandLine.IFactory factory)
            throws Exception {
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
        List<Class<?>> subcommands = subcommandsOf(type);
        for (Class<?> sub : subcommands) {
            if (sub.getAnnotation(Command.class) == null) {
                return null;
            }
        }
        Class<?> selected = rest.isEmpty() ? null : selected(subcommands, rest.get(0));
        for (Class<?> sub : subcommands) {
            Command subAnnotation = sub.getAnnotation(Command.class);
            String name = subAnnotation.name();
            if (selected != null) {
                if (sub == selected) {
                    spec.addSubcommand(name, selectedCommand(sub, rest.subList(1, rest.size()), named, factory));
                }
            } else if (named.contains(name) || Arrays.stream(subAnnotation.aliases()).anyMatch(named::contains)) {
                spec.addSubcommand(name, new CommandLine(sub, factory));
            } else {
                spec.addSubcommand(name, summary(sub));
            }
        }
        spec.mixinStandardHelpOptions(standardHelpOptions);   // last, as picocli adds them
        return spec;
    }

    /** The subcommand picocli selects for this first argument, unless it is a help command (which prints the list). */
    private static Class<?> selected(List<Class<?>> subcommands, String first) {
        for (Class<?> sub : subcommands) {
            Command annotation = sub.getAnnotation(Command.class);
            if (!annotation.helpCommand() && sub != CommandLine.HelpCommand.class
                    && (annotation.name().equals(first) || Arrays.asList(annotation.aliases()).contains(first))) {
                return sub;
            }
        }
        return null;
    }

    private static CommandLine selectedCommand(Class<?> sub, List<String> rest, Set<String> named,
                                               CommandLine.IFactory factory) throws Exception {
        // Below the root only a group whose own subcommand is selected is built lazily; any other group gets
        // picocli's whole subtree, as it did before (its help and errors list its subcommands).
        if (!rest.isEmpty() && lazyGroup(sub) && selected(subcommandsOf(sub), rest.get(0)) != null) {
            CommandSpec group = group(sub, rest, named, factory);
            if (group != null) {
                return new CommandLine(group, factory);
            }
        }
        return new CommandLine(sub, factory);
    }

    /** A command this class can build lazily: annotated, with subcommands, and no picocli member but {@code @Spec}. */
    private static boolean lazyGroup(Class<?> type) {
        return type.getAnnotation(Command.class) != null && !subcommandsOf(type).isEmpty()
                && summarisable(hierarchy(type));
    }

    private static List<Class<?>> subcommandsOf(Class<?> type) {
        List<Class<?>> subcommands = new ArrayList<>();
        for (Class<?> level : hierarchy(type)) {
            Command annotation = level.getAnnotation(Command.class);
            if (annotation != null) {
                subcommands.addAll(Arrays.asList(annotation.subcommands()));
            }
        }
        return subcommands;
    }

    /** A command as its parent's help lists it: never run, its user object never made. */
    private static CommandSpec summary(Class<?> command) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(new Summary(command));
        for (Class<?> level : hierarchy(command)) {
            Command annotation = level.getAnnotation(Command.class);
            if (annotation != null) {
                spec.updateCommandAttributes(withoutSubcommands(annotation), null);
            }
        }
        return spec;
    }

    static boolean isSummary(CommandLine command) {
        return command.getCommandSpec().userObject() instanceof Summary;
    }

    /** The user object of a command that is only listed: it is never run (nothing parses to it). */
    private record Summary(Class<?> command) {
    }

    /** Top-most class first, as picocli reads a command's annotations. */
    private static List<Class<?>> hierarchy(Class<?> type) {
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

    private static void injectSpec(Object target, List<Class<?>> hierarchy, CommandSpec spec) throws IllegalAccessException {
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
