package dev.albert.client.config;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.Map;
import java.util.TreeMap;

/**
 * The client's {@code config.json}: named profiles and the current one.
 * <pre>{@code
 * {
 *   "current_profile": "local",
 *   "profiles": {
 *     "local": { "url": "http://127.0.0.1:8080", "api_key": "alb_…" },
 *     "prod":  { "url": "https://albert.example.com", "api_key_file": "prod.key" }
 *   }
 * }
 * }</pre>
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ConfigFile(String currentProfile, Map<String, Profile> profiles) {
    public static final String FILE_NAME = "config.json";
    public static final ConfigFile EMPTY = new ConfigFile(null, Map.of());

    public ConfigFile {
        profiles = profiles == null ? Map.of() : new TreeMap<>(profiles);
        profiles = java.util.Collections.unmodifiableMap(profiles);
    }

    /** A copy with {@code profile} added or replaced. */
    public ConfigFile withProfile(String name, Profile profile) {
        Map<String, Profile> copy = new TreeMap<>(profiles);
        copy.put(name, profile);
        return new ConfigFile(currentProfile, copy);
    }

    public ConfigFile withCurrentProfile(String name) {
        return new ConfigFile(name, profiles);
    }

    /** Whether any profile holds a key in the file itself (then the file must be private). */
    @JsonIgnore
    public boolean holdsKeys() {
        return profiles.values().stream().anyMatch(p -> p != null && p.apiKey() != null && !p.apiKey().isBlank());
    }
}
