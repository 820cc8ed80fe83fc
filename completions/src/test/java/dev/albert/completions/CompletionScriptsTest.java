package dev.albert.completions;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The scripts the build wrote into target/completions, sourced in a real bash and asked what completes. */
class CompletionScriptsTest {
    private static final Path GENERATED = Path.of("target", "completions");

    @Test
    void bashCompletesASubcommand() throws Exception {
        assertEquals(List.of("search"), complete("albert", "albert", "se"));
        assertTrue(complete("albert-admin", "albert-admin", "keys", "").containsAll(List.of("create", "list", "revoke", "rotate")));
    }

    @Test
    void bashCompletesAnOption() throws Exception {
        assertEquals(List.of("--limit"), complete("albert", "albert", "search", "--lim"));
    }

    @Test
    void bashCompletesTheValuesOfOutput() throws Exception {
        assertEquals(List.of("table", "json", "jsonl", "plain"), complete("albert", "albert", "search", "--output", ""));
        assertEquals(List.of("json", "jsonl"), complete("albert-admin", "albert-admin", "keys", "list", "--output", "js"));
    }

    @Test
    void everyExecutableHasABashZshAndFishScript() throws IOException {
        for (Executables.Executable executable : Executables.all()) {
            String name = executable.name();
            assertTrue(Files.readString(GENERATED.resolve("bash").resolve(name)).contains("complete -F"), name);
            String zsh = Files.readString(GENERATED.resolve("zsh").resolve("_" + name));
            assertTrue(zsh.startsWith("#compdef " + name + "\n"), name);
            String fish = Files.readString(GENERATED.resolve("fish").resolve(name + ".fish"));
            assertTrue(fish.contains("complete -c " + name + " "), name);
        }
        String fish = Files.readString(GENERATED.resolve("fish").resolve("albert.fish"));
        assertTrue(fish.contains("complete -c albert -n '__fish_use_subcommand' -a 'search'"), fish);
        assertTrue(fish.contains("-l output -x -a 'table json jsonl plain'"), fish);
    }

    /** COMPREPLY of the executable's bash completion function for the words typed so far (the last is completed). */
    private static List<String> complete(String executable, String... words) throws Exception {
        Path script = GENERATED.resolve("bash").resolve(executable).toAbsolutePath();
        String function = "_complete_" + executable;
        List<String> command = new ArrayList<>(List.of("bash", "--norc", "--noprofile", "-c",
                "source \"$1\" && shift && COMP_WORDS=(\"$@\") && COMP_CWORD=$(( $# - 1 )) && COMP_LINE=\"$*\" "
                        + "&& COMP_POINT=${#COMP_LINE} && " + function + " 2>/dev/null; printf '%s\\n' \"${COMPREPLY[@]}\"",
                "complete-test", script.toString()));
        command.addAll(List.of(words));
        Process bash = new ProcessBuilder(command).redirectErrorStream(false).start();
        bash.getOutputStream().close();
        String out = new String(bash.getInputStream().readAllBytes());
        if (!bash.waitFor(60, TimeUnit.SECONDS)) {
            bash.destroyForcibly();
            fail("bash did not finish");
        }
        return out.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }
}
