package dev.albert.capture.connect;

import dev.albert.client.cli.Streams;
import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Where Claude Code's settings are, where our launcher is, and the host and scope checks of the connect commands. */
final class ClaudeCode {
    static final String HOST = "claude-code";

    private ClaudeCode() {
    }

    /** The installer of a host; anything else is a usage error. */
    static HostInstaller requireHost(CommandLine commandLine, String host) {
        HostInstaller installer = HostInstaller.named(host);
        if (installer == null) {
            throw new CommandLine.ParameterException(commandLine,
                    "unsupported host '" + host + "'; supported: " + HostInstaller.names());
        }
        return installer;
    }

    /** The scope, checked against what the host has; a scope it lacks is a usage error. */
    static Scope requireScope(CommandLine commandLine, HostInstaller installer, Scope scope) {
        Scope chosen = scope == null ? installer.scopes().get(0) : scope;
        if (!installer.scopes().contains(chosen)) {
            throw new CommandLine.ParameterException(commandLine,
                    installer.title() + " has no " + chosen.label() + " scope; use " + installer.scopes().get(0).label());
        }
        return chosen;
    }

    enum Scope {
        USER, PROJECT;

        String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** {@code ~/.claude/settings.json} ($HOME of the run) or {@code .claude/settings.json} of the working folder. */
    static Path settingsFile(Streams streams, Scope scope) {
        if (scope == Scope.PROJECT) {
            return streams.workingDirectory().resolve(".claude").resolve("settings.json");
        }
        String home = streams.env("HOME");
        return Path.of(home != null ? home : System.getProperty("user.home")).resolve(".claude").resolve("settings.json");
    }

    /**
     * The absolute path of {@code bin/albert-hook}: {@code --hook-command}, else
     * {@code <albert.home>/bin/albert-hook} (the launcher passes {@code -Dalbert.home}), else
     * {@code $ALBERT_HOME/bin/albert-hook}, else found from this jar's location in a checkout.
     */
    static Path launcher(Streams streams, String explicit) {
        return launcher(streams, explicit, "albert-hook");
    }

    /** As {@link #launcher(Streams, String)}, for any launcher of this installation's {@code bin/}. */
    static Path launcher(Streams streams, String explicit, String name) {
        if (explicit != null && !explicit.isBlank()) {
            return streams.workingDirectory().resolve(explicit).toAbsolutePath().normalize();
        }
        String home = System.getProperty("albert.home");
        if (home == null || home.isBlank()) {
            home = streams.env("ALBERT_HOME");
        }
        if (home != null) {
            return Path.of(home).toAbsolutePath().normalize().resolve("bin").resolve(name);
        }
        try {
            Path jar = Path.of(ClaudeCode.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path p = jar; p != null; p = p.getParent()) {
                Path candidate = p.resolve("bin").resolve(name);
                if (Files.isRegularFile(candidate)) {
                    return candidate.toAbsolutePath().normalize();
                }
            }
        } catch (Exception ignored) {
            // fall through
        }
        return null;
    }
}
