package dev.albert.testkit.cli;

import dev.albert.clikit.CommandModel;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IAnnotatedElement;
import picocli.CommandLine.Model.ITypeInfo;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Compares two picocli trees of one executable, command by command: the one picocli builds by reflection and the one
 * built from the command models the build wrote ({@link CommandModel}). Every attribute picocli's parser and help
 * read is compared, argument by argument, and the help each command prints at two widths; the differences are
 * returned as lines, empty when the trees are the same.
 */
final class CommandModelComparison {
    private final List<String> differences = new ArrayList<>();
    private int modelled;

    /** The differences between the two trees, and how many commands were built from models. */
    record Result(List<String> differences, int modelled) {
    }

    static Result compare(CommandLine reflected, CommandLine modelled) {
        CommandModelComparison comparison = new CommandModelComparison();
        comparison.command(reflected.getCommandName(), reflected, modelled);
        return new Result(List.copyOf(comparison.differences), comparison.modelled);
    }

    private void command(String path, CommandLine reflected, CommandLine modelled) {
        CommandSpec r = reflected.getCommandSpec();
        CommandSpec m = modelled.getCommandSpec();
        if (CommandModel.of(r.userObject().getClass()).isPresent()) {
            this.modelled++;
        }
        same(path, "name", r.name(), m.name());
        same(path, "aliases", List.of(r.aliases()), List.of(m.aliases()));
        same(path, "version", List.of(r.version()), List.of(m.version()));
        same(path, "version provider", type(r.versionProvider()), type(m.versionProvider()));
        same(path, "mixins", List.copyOf(r.mixins().keySet()), List.copyOf(m.mixins().keySet()));
        same(path, "mixin spec elements", specElements(r), specElements(m));
        same(path, "help command", r.helpCommand(), m.helpCommand());
        same(path, "standard help options", r.mixinStandardHelpOptions(), m.mixinStandardHelpOptions());
        same(path, "exit codes", List.of(r.exitCodeOnSuccess(), r.exitCodeOnUsageHelp(), r.exitCodeOnVersionHelp(),
                r.exitCodeOnInvalidInput(), r.exitCodeOnExecutionException()), List.of(m.exitCodeOnSuccess(),
                m.exitCodeOnUsageHelp(), m.exitCodeOnVersionHelp(), m.exitCodeOnInvalidInput(), m.exitCodeOnExecutionException()));
        same(path, "separator", r.parser().separator(), m.parser().separator());
        same(path, "scope", r.scopeType(), m.scopeType());
        same(path, "options", names(r.options()), names(m.options()));
        for (int i = 0; i < Math.min(r.options().size(), m.options().size()); i++) {
            OptionSpec ro = r.options().get(i);
            OptionSpec mo = m.options().get(i);
            String where = path + " " + ro.longestName();
            same(where, "negatable", ro.negatable(), mo.negatable());
            same(where, "usage help", ro.usageHelp(), mo.usageHelp());
            same(where, "version help", ro.versionHelp(), mo.versionHelp());
            same(where, "help", ro.help(), mo.help());
            same(where, "fallback value", ro.fallbackValue(), mo.fallbackValue());
            same(where, "order", ro.order(), mo.order());
            argument(where, ro, mo);
        }
        same(path, "positional parameters", r.positionalParameters().size(), m.positionalParameters().size());
        for (int i = 0; i < Math.min(r.positionalParameters().size(), m.positionalParameters().size()); i++) {
            PositionalParamSpec rp = r.positionalParameters().get(i);
            PositionalParamSpec mp = m.positionalParameters().get(i);
            String where = path + " " + rp.paramLabel();
            same(where, "index", rp.index().toString(), mp.index().toString());
            argument(where, rp, mp);
        }
        for (int width : new int[] {80, 120}) {
            reflected.setUsageHelpWidth(width);
            modelled.setUsageHelpWidth(width);
            same(path, "help at " + width + " columns", reflected.getUsageMessage(Ansi.OFF), modelled.getUsageMessage(Ansi.OFF));
        }
        same(path, "subcommands", List.copyOf(reflected.getSubcommands().keySet()), List.copyOf(modelled.getSubcommands().keySet()));
        for (Map.Entry<String, CommandLine> sub : reflected.getSubcommands().entrySet()) {
            CommandLine other = modelled.getSubcommands().get(sub.getKey());
            if (other != null) {
                command(path + " " + sub.getKey(), sub.getValue(), other);
            }
        }
    }

    private void argument(String where, ArgSpec r, ArgSpec m) {
        same(where, "member", memberName(r), memberName(m));
        same(where, "to string", r.toString(), m.toString());
        same(where, "arity", r.arity().toString() + (r.arity().isUnspecified() ? " (unspecified)" : ""),
                m.arity().toString() + (m.arity().isUnspecified() ? " (unspecified)" : ""));
        same(where, "type", r.type(), m.type());
        same(where, "auxiliary types", List.of(r.auxiliaryTypes()), List.of(m.auxiliaryTypes()));
        same(where, "type info", typeInfo(r.typeInfo()), typeInfo(m.typeInfo()));
        same(where, "param label", r.paramLabel(), m.paramLabel());
        same(where, "hide param syntax", r.hideParamSyntax(), m.hideParamSyntax());
        same(where, "description", List.of(r.description()), List.of(m.description()));
        same(where, "description key", r.descriptionKey(), m.descriptionKey());
        same(where, "required", r.required(), m.required());
        same(where, "interactive", r.interactive(), m.interactive());
        same(where, "echo", r.echo(), m.echo());
        same(where, "prompt", r.prompt(), m.prompt());
        same(where, "hidden", r.hidden(), m.hidden());
        same(where, "default value", r.defaultValue(), m.defaultValue());
        same(where, "show default value", r.showDefaultValue(), m.showDefaultValue());
        same(where, "map fallback value", r.mapFallbackValue(), m.mapFallbackValue());
        same(where, "split", r.splitRegex(), m.splitRegex());
        same(where, "split synopsis label", r.splitRegexSynopsisLabel(), m.splitRegexSynopsisLabel());
        same(where, "converters", Arrays.stream(r.converters()).map(CommandModelComparison::type).toList(),
                Arrays.stream(m.converters()).map(CommandModelComparison::type).toList());
        same(where, "completion candidates", candidates(r), candidates(m));
        same(where, "parameter consumer", type(r.parameterConsumer()), type(m.parameterConsumer()));
        same(where, "preprocessor", type(r.preprocessor()), type(m.preprocessor()));
        same(where, "scope", r.scopeType(), m.scopeType());
        same(where, "inherited", r.inherited(), m.inherited());
        same(where, "has initial value", r.hasInitialValue(), m.hasInitialValue());
        same(where, "initial value", String.valueOf(r.initialValue()), String.valueOf(m.initialValue()));
        same(where, "value", String.valueOf((Object) get(r)), String.valueOf((Object) get(m)));
    }

    private static Object get(ArgSpec arg) {
        try {
            return arg.getter().get();
        } catch (Exception e) {
            return e.toString();
        }
    }

    /** The field or setter behind an argument: a reflected member, or a model's member by its name. */
    private static String memberName(ArgSpec arg) {
        Object member = arg.userObject();
        if (member instanceof Field field) {
            return field.getName();
        }
        if (member instanceof Member method) {
            String name = method.getName();
            name = name.length() > 3 && (name.startsWith("set") || name.startsWith("get")) ? name.substring(3) : name;
            return Character.toLowerCase(name.charAt(0)) + name.substring(1);
        }
        return member instanceof IAnnotatedElement element ? element.getName() : String.valueOf(member);
    }

    private static List<String> specElements(CommandSpec spec) {
        List<String> elements = new ArrayList<>();
        for (Map.Entry<String, CommandSpec> mixin : spec.mixins().entrySet()) {
            for (IAnnotatedElement element : mixin.getValue().specElements()) {
                elements.add(mixin.getKey() + "." + element.getName() + "="
                        + element.getAnnotation(CommandLine.Spec.class).value());
            }
        }
        return elements;
    }

    private static Map<String, Object> typeInfo(ITypeInfo info) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("class", info.getClassName());
        facts.put("simple name", info.getClassSimpleName());
        facts.put("boolean", info.isBoolean());
        facts.put("multi-value", info.isMultiValue());
        facts.put("array", info.isArray());
        facts.put("collection", info.isCollection());
        facts.put("map", info.isMap());
        facts.put("enum", info.isEnum());
        facts.put("optional", info.isOptional());
        facts.put("enum constants", info.getEnumConstantNames());
        facts.put("auxiliary", info.getAuxiliaryTypeInfos().stream().map(ITypeInfo::getClassName).toList());
        return facts;
    }

    private static List<String> candidates(ArgSpec arg) {
        List<String> values = new ArrayList<>();
        if (arg.completionCandidates() != null) {
            arg.completionCandidates().forEach(values::add);
        }
        return values;
    }

    private static List<String> names(List<OptionSpec> options) {
        return options.stream().map(option -> String.join("|", option.names())).toList();
    }

    private static String type(Object value) {
        return value == null ? "none" : value.getClass().getName();
    }

    private void same(String where, String what, Object reflected, Object modelled) {
        if (!Objects.equals(reflected, modelled)) {
            differences.add(where + ": " + what + "\n    reflected: " + reflected + "\n    modelled:  " + modelled);
        }
    }
}
