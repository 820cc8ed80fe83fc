package dev.albert.admin;

import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every identity and portability command has --help with an example (SPEC §6). */
class IdentityHelpTest {
    @Test
    void everyNewCommandHasHelpWithAnExample() {
        for (String[] command : new String[][] {
                {"principals"}, {"principals", "create"}, {"principals", "list"}, {"principals", "deactivate"},
                {"workspaces"}, {"workspaces", "create"}, {"workspaces", "list"}, {"workspaces", "rename"}, {"workspaces", "delete"},
                {"links"}, {"links", "create"}, {"keys", "rotate"}, {"export"}, {"import"}}) {
            String[] args = Arrays.copyOf(command, command.length + 1);
            args[command.length] = "--help";
            ExecutableRun.Result help = ExecutableRun.of(AdminMain::execute).run(args);
            assertEquals(0, help.exitCode(), String.join(" ", command));
            assertTrue(help.stdout().contains("Examples:\n  albert-admin " + command[0]), String.join(" ", command) + "\n" + help.stdout());
        }
    }
}
