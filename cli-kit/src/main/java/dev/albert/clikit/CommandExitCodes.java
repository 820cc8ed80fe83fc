package dev.albert.clikit;

import java.util.Map;

/**
 * A command whose exit codes mean something more specific than its executable's table (doctor: 3 = the
 * server lacks something). {@link Launcher} puts them in the command's help; the man pages use them too.
 */
public interface CommandExitCodes {
    /** The codes this command exits with and what each means for it (70 is added for every command). */
    Map<ExitCode, String> exitCodes();
}
