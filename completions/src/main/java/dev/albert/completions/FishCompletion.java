package dev.albert.completions;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A fish completion script from a picocli command tree: subcommands where they may come, each command's
 * options with their descriptions, and option values from their completion candidates (enum-like values).
 */
final class FishCompletion {
    private FishCompletion() {
    }

    static String script(String name, CommandLine root) {
        StringBuilder out = new StringBuilder("# fish completion for " + name + ", generated from its command tree.\n");
        out.append("complete -c ").append(name).append(" -f\n");
        for (CommandLine command : Executables.walk(root)) {
            List<String> path = Executables.path(command);
            List<CommandLine> subs = Executables.subcommands(command);
            String here = condition(path, subs);
            for (CommandLine sub : subs) {
                out.append("complete -c ").append(name).append(" -n ").append(quote(here))
                        .append(" -a ").append(quote(sub.getCommandName()))
                        .append(" -d ").append(quote(summary(sub.getCommandSpec()))).append('\n');
            }
            for (OptionSpec option : command.getCommandSpec().options()) {
                if (option.hidden()) {
                    continue;
                }
                out.append("complete -c ").append(name).append(" -n ").append(quote(here));
                for (String optionName : option.names()) {
                    if (optionName.startsWith("--")) {
                        out.append(" -l ").append(optionName.substring(2));
                    } else if (optionName.startsWith("-") && optionName.length() == 2) {
                        out.append(" -s ").append(optionName.substring(1));
                    }
                }
                if (option.arity().max() > 0) {
                    List<String> values = candidates(option);
                    out.append(values.isEmpty() ? " -r -F" : " -x -a " + quote(String.join(" ", values)));
                }
                out.append(" -d ").append(quote(first(option.description()))).append('\n');
            }
        }
        return out.toString();
    }

    /** True in fish when the words typed so far are this command's path and none of its subcommands yet. */
    private static String condition(List<String> path, List<CommandLine> subs) {
        List<String> parts = new ArrayList<>();
        if (path.isEmpty()) {
            parts.add("__fish_use_subcommand");
        } else {
            for (String word : path) {
                parts.add("__fish_seen_subcommand_from " + word);
            }
            if (!subs.isEmpty()) {
                parts.add("not __fish_seen_subcommand_from "
                        + subs.stream().map(CommandLine::getCommandName).collect(Collectors.joining(" ")));
            }
        }
        return String.join("; and ", parts);
    }

    private static List<String> candidates(OptionSpec option) {
        List<String> values = new ArrayList<>();
        if (option.completionCandidates() != null) {
            option.completionCandidates().forEach(values::add);
        }
        return values;
    }

    private static String summary(CommandSpec spec) {
        return first(spec.usageMessage().description());
    }

    private static String first(String[] lines) {
        return lines.length == 0 ? "" : lines[0].replace("%n", " ").replace("%%", "%");
    }

    private static String quote(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
