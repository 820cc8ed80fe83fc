package dev.albert.clikit;

import picocli.CommandLine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** Command names as typed ("albert lock run") checked against an executable's command tree. */
public final class CommandPaths {
    private CommandPaths() {
    }

    /** The names among {@code names} that start with the root's name but are not in its tree. */
    public static List<String> missing(CommandLine root, Collection<String> names) {
        List<String> missing = new ArrayList<>();
        String executable = root.getCommandName();
        for (String name : names) {
            String[] words = name.strip().split("\\s+");
            if (!words[0].equals(executable)) {
                continue;
            }
            CommandLine at = root;
            for (int i = 1; i < words.length && at != null; i++) {
                at = at.getSubcommands().get(words[i]);
            }
            if (at == null) {
                missing.add(name);
            }
        }
        return missing;
    }
}
