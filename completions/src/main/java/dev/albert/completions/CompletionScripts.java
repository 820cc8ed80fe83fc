package dev.albert.completions;

import dev.albert.completions.Executables.Executable;
import picocli.AutoComplete;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the completion scripts of every executable: {@code bash/<name>} (picocli's generator),
 * {@code zsh/_<name>} (the same script through zsh's bashcompinit) and {@code fish/<name>.fish}
 * ({@link FishCompletion}, from the same command model). Run at build time by the completions module.
 */
public final class CompletionScripts {
    private CompletionScripts() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CompletionScripts <output directory>");
        }
        write(Path.of(args[0]));
    }

    public static void write(Path directory) throws IOException {
        for (Executable executable : Executables.all()) {
            CommandLine tree = executable.tree().get();
            String bash = bash(executable.name(), tree);
            writeFile(directory.resolve("bash").resolve(executable.name()), bash);
            writeFile(directory.resolve("zsh").resolve("_" + executable.name()), zsh(executable.name(), bash));
            writeFile(directory.resolve("fish").resolve(executable.name() + ".fish"), FishCompletion.script(executable.name(), tree));
        }
    }

    public static String bash(String name, CommandLine tree) {
        return AutoComplete.bash(name, tree);
    }

    /**
     * zsh loads {@code _<name>} from $fpath on the first completion: the file registers the bash function with
     * bashcompinit, then completes that first request itself.
     */
    static String zsh(String name, String bash) {
        String function = "_complete_" + name;   // picocli's name for the bash function
        return "#compdef " + name + "\n"
                + "# Generated from the command tree of " + name + " (the bash script, run through zsh's bashcompinit).\n"
                + "autoload -U +X compinit && compinit\n"
                + "autoload -U +X bashcompinit && bashcompinit\n"
                + bash.replace("#!/usr/bin/env bash\n", "")
                + "\n" + "_bash_complete -F " + function + " \"$@\"\n";
    }

    private static void writeFile(Path file, String content) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, content, StandardCharsets.UTF_8);
    }
}
