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
 * not named cannot be what picocli selects: subcommands match by exact name or alias only.
 *
 * <p>Only roots that declare nothing but {@code @Spec} fields are built this way (the roots of our
 * executables); anything else gets the whole tree ({@link #build} returns empty).
 */
final class LazyCommandTree {
    private LazyCommandTree() {
    }

    static Optional<CommandLine> build(Class<?> root, String[] args, CommandLine.IFactory factory) throws Exception {
        List<Class<?>> hierarchy = hierarchy(root);
        if (!summarisable(hierarchy) || root.getAnnotation(Command.class) == null) {
            return Optional.empty();
        }
        Object command = factory.create(root);
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
        Set<String> named = new HashSet<>(Arrays.asList(args));
        for (Class<?> level : hierarchy) {
            Command annotation = level.getAnnotation(Command.class);
            if (annotation == null) {
                continue;
            }
            for (Class<?> sub : annotation.subcommands()) {
                Command subAnnotation = sub.getAnnotation(Command.class);
                if (subAnnotation == null) {
                    return Optional.empty();   // picocli's own error message, from the whole tree
                }
                String name = subAnnotation.name();
                if (named.contains(name) || Arrays.stream(subAnnotation.aliases()).anyMatch(named::contains)) {
                    spec.addSubcommand(name, new CommandLine(sub, factory));
                } else {
                    spec.addSubcommand(name, summary(sub));
                }
            }
        }
        spec.mixinStandardHelpOptions(standardHelpOptions);   // last, as picocli adds them
        return Optional.of(new CommandLine(spec, factory));
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
