package dev.albert.cli.profiles;

import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.clikit.CommandContext;
import dev.albert.client.config.ConfigFile;
import dev.albert.client.config.ConfigResolver;
import dev.albert.client.config.Profile;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The config file's profiles, read and written through the one {@link ConfigResolver} (so the file is found where
 * every command looks, and written 0600 in a 0700 directory).
 */
final class Profiles {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    private Profiles() {
    }

    static String checkName(CommandSpec spec, String name) {
        if (!NAME.matcher(name).matches()) {
            throw new ParameterException(spec.commandLine(), "'" + name
                    + "' is not a profile name (letters, digits, '.', '_' and '-', at most 64, starting with a letter or digit)");
        }
        return name;
    }

    static ConfigFile without(ConfigFile config, String name) {
        Map<String, Profile> profiles = new TreeMap<>(config.profiles());
        profiles.remove(name);
        return new ConfigFile(name.equals(config.currentProfile()) ? null : config.currentProfile(), profiles);
    }

    /** How a profile's key is kept, never the key itself. */
    static String keyShown(Profile profile) {
        if (profile.apiKey() != null && !profile.apiKey().isBlank()) {
            return ApiKeyFormat.redact(profile.apiKey());
        }
        if (profile.apiKeyFile() != null && !profile.apiKeyFile().isBlank()) {
            return "file " + profile.apiKeyFile();
        }
        return null;
    }

    /**
     * The key from a file (its first non-blank line) or from stdin (its first line); never from the command line,
     * which every user sees in {@code ps}.
     */
    static String readKey(CommandSpec spec, CommandContext context, Path file, boolean stdin) {
        if (file != null && stdin) {
            throw new ParameterException(spec.commandLine(), "give --api-key-file or --api-key-stdin, not both");
        }
        String key;
        if (file != null) {
            try {
                key = ConfigResolver.readKeyFile(context.streams().workingDirectory().resolve(file), "--api-key-file",
                        new ArrayList<>());
            } catch (dev.albert.client.InvalidConfig e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        } else if (stdin) {
            try {
                String text = new String(context.streams().in().readNBytes(4096), StandardCharsets.UTF_8);
                key = text.lines().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse(null);
            } catch (IOException e) {
                throw new ParameterException(spec.commandLine(), "cannot read the API key from stdin: " + e.getMessage());
            }
            if (key == null) {
                throw new ParameterException(spec.commandLine(), "no API key on stdin");
            }
        } else {
            return null;
        }
        if (ApiKeyFormat.parse(key).isEmpty()) {
            throw new ParameterException(spec.commandLine(), "that is not an Albert API key (expected alb_<prefix>_<secret>)");
        }
        return key;
    }

    /** What --output json prints for a change to a profile. */
    record Changed(String profile, String action) {
    }
}
