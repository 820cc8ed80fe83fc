package dev.albert.client.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.albert.api.Json;
import dev.albert.client.ClientConfig;
import dev.albert.client.InvalidConfig;
import dev.albert.client.Timeouts;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The one place client configuration is resolved (SPEC §6). Each value is taken from the first of:
 * <ol>
 *   <li>flags ({@code --url}, {@code --api-key-file}, and the profile named by {@code --profile});</li>
 *   <li>environment ({@code ALBERT_API_URL}, {@code ALBERT_API_KEY});</li>
 *   <li>the profile named by {@code ALBERT_PROFILE}, else the file's {@code current_profile}, else a
 *       profile called {@code default};</li>
 *   <li>the default URL {@code http://127.0.0.1:8080} (and no key).</li>
 * </ol>
 * A profile chosen with {@code --profile} is itself a flag, so its values outrank the environment.
 * The config directory is {@code $ALBERT_CONFIG_DIR}, else {@code $XDG_CONFIG_HOME/albert}, else
 * {@code ~/.config/albert}; the file is {@code config.json} in it.
 */
public final class ConfigResolver {
    public static final String ENV_URL = "ALBERT_API_URL";
    public static final String ENV_KEY = "ALBERT_API_KEY";
    public static final String ENV_PROFILE = "ALBERT_PROFILE";
    public static final String ENV_CONFIG_DIR = "ALBERT_CONFIG_DIR";
    public static final String DEFAULT_PROFILE = "default";

    private final Map<String, String> env;
    private final Path workingDirectory;

    public ConfigResolver(Map<String, String> env, Path workingDirectory) {
        this.env = Map.copyOf(env);
        this.workingDirectory = workingDirectory.toAbsolutePath();
    }

    /** {@code $ALBERT_CONFIG_DIR}, else {@code $XDG_CONFIG_HOME/albert}, else {@code ~/.config/albert}. */
    public Path configDirectory() {
        String explicit = env(ENV_CONFIG_DIR);
        if (explicit != null) {
            return workingDirectory.resolve(explicit).normalize();
        }
        String xdg = env("XDG_CONFIG_HOME");
        if (xdg != null && Path.of(xdg).isAbsolute()) { // the XDG spec says relative values are ignored
            return Path.of(xdg).resolve("albert");
        }
        String home = env("HOME");
        return Path.of(home != null ? home : System.getProperty("user.home")).resolve(".config").resolve("albert");
    }

    public Path configFile() {
        return configDirectory().resolve(ConfigFile.FILE_NAME);
    }

    /** The config file, or {@link ConfigFile#EMPTY} when there is none. */
    public ConfigFile readConfigFile() {
        Path file = configFile();
        try {
            byte[] bytes = Files.readAllBytes(file);
            ConfigFile config = Json.mapper().readValue(bytes, ConfigFile.class);
            return config == null ? ConfigFile.EMPTY : config;
        } catch (NoSuchFileException e) {
            return ConfigFile.EMPTY;
        } catch (IOException e) {
            throw new InvalidConfig("cannot read " + file + " (" + firstLine(e.getMessage()) + "); fix or remove it", e);
        }
    }

    /** Writes the config file owner-only (directory 0700, file 0600). */
    public void writeConfigFile(ConfigFile config) {
        Path file = configFile();
        try {
            ObjectMapper json = Json.mapper();
            byte[] bytes = json.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(config);
            FilePermissions.writePrivateFile(file, bytes);
        } catch (IOException e) {
            throw new InvalidConfig("cannot write " + file + " (" + firstLine(e.getMessage()) + ")", e);
        }
    }

    public Resolution resolve(ConnectionFlags flags) {
        List<String> warnings = new ArrayList<>();
        Path file = configFile();
        ConfigFile config = readConfigFile();
        if (config.holdsKeys() && FilePermissions.readableByOthers(file)) {
            warnings.add(file + " holds API keys and is readable by other users; run: chmod 600 " + file);
        }

        String profileName;
        boolean profileFromFlag = false;
        if (flags.profile() != null && !flags.profile().isBlank()) {
            profileName = flags.profile().strip();
            profileFromFlag = true;
        } else if (env(ENV_PROFILE) != null) {
            profileName = env(ENV_PROFILE).strip();
        } else if (config.currentProfile() != null && !config.currentProfile().isBlank()) {
            profileName = config.currentProfile().strip();
        } else {
            profileName = config.profiles().containsKey(DEFAULT_PROFILE) ? DEFAULT_PROFILE : null;
        }
        Profile profile = null;
        if (profileName != null) {
            profile = config.profiles().get(profileName);
            if (profile == null) {
                throw new InvalidConfig("profile '" + profileName + "' is not defined in " + file
                        + (config.profiles().isEmpty() ? "" : " (profiles: " + String.join(", ", config.profiles().keySet()) + ")"));
            }
        }
        String profileSource = "profile '" + profileName + "' in " + file;

        String url;
        String urlSource;
        if (flags.url() != null) {
            url = flags.url();
            urlSource = "--url";
        } else if (profileFromFlag && profile.url() != null) {
            url = profile.url();
            urlSource = profileSource;
        } else if (env(ENV_URL) != null) {
            url = env(ENV_URL);
            urlSource = ENV_URL;
        } else if (profile != null && profile.url() != null) {
            url = profile.url();
            urlSource = profileSource;
        } else {
            url = ClientConfig.DEFAULT_URL;
            urlSource = "default";
        }
        url = ClientConfig.normalizeUrl(url, urlSource);

        String key = null;
        String keySource = null;
        if (flags.apiKeyFile() != null) {
            key = readKeyFile(workingDirectory.resolve(flags.apiKeyFile()), "--api-key-file", warnings);
            keySource = "--api-key-file " + flags.apiKeyFile();
        } else if (profileFromFlag && profileHasKey(profile)) {
            key = profileKey(profile, profileSource, warnings);
            keySource = profileSource;
        } else if (env(ENV_KEY) != null) {
            key = env(ENV_KEY);
            keySource = ENV_KEY;
        } else if (profile != null && profileHasKey(profile)) {
            key = profileKey(profile, profileSource, warnings);
            keySource = profileSource;
        }

        Timeouts timeouts = flags.timeout() == null ? Timeouts.DEFAULTS : Timeouts.DEFAULTS.withCall(flags.timeout());
        ClientConfig client;
        try {
            client = new ClientConfig(url, key, timeouts, null, null);
        } catch (InvalidConfig e) {
            throw new InvalidConfig(e.getMessage() + (keySource == null ? "" : " (from " + keySource + ")"));
        }
        return new Resolution(client, profileName, urlSource, keySource, file, warnings);
    }

    private static boolean profileHasKey(Profile profile) {
        return profile.apiKey() != null && !profile.apiKey().isBlank()
                || profile.apiKeyFile() != null && !profile.apiKeyFile().isBlank();
    }

    private String profileKey(Profile profile, String source, List<String> warnings) {
        if (profile.apiKey() != null && !profile.apiKey().isBlank()) {
            return profile.apiKey();
        }
        return readKeyFile(configDirectory().resolve(profile.apiKeyFile()), source, warnings);
    }

    /** The first non-blank line of a key file; warns when others may read it. */
    public static String readKeyFile(Path file, String source, List<String> warnings) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (NoSuchFileException e) {
            throw new InvalidConfig("cannot read API key file " + file + " (from " + source + "): no such file");
        } catch (CharacterCodingException e) {
            throw new InvalidConfig("API key file " + file + " (from " + source + ") is not UTF-8 text");
        } catch (IOException e) {
            throw new InvalidConfig("cannot read API key file " + file + " (from " + source + "): " + firstLine(e.getMessage()));
        }
        if (FilePermissions.readableByOthers(file)) {
            warnings.add("API key file " + file + " is readable by other users; run: chmod 600 " + file);
        }
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst()
                .orElseThrow(() -> new InvalidConfig("API key file " + file + " (from " + source + ") is empty"));
    }

    private String env(String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? null : value;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).strip();
    }
}
