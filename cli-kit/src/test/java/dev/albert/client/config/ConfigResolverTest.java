package dev.albert.client.config;

import dev.albert.client.ClientConfig;
import dev.albert.client.InvalidConfig;
import dev.albert.client.Timeouts;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Failures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigResolverTest {
    private static final String FILE_KEY = "alb_filekey1_" + "f".repeat(43);
    private static final String PROD_KEY = "alb_prodkey1_" + "p".repeat(43);
    private static final String ENV_KEY = "alb_envkey12_" + "e".repeat(43);

    @TempDir
    Path temp;

    private Path home;
    private Map<String, String> env;

    @BeforeEach
    void setUp() throws IOException {
        home = Files.createDirectories(temp.resolve("home"));
        env = new HashMap<>();
        env.put("HOME", home.toString());
    }

    private ConfigResolver resolver() {
        return new ConfigResolver(env, temp);
    }

    private Resolution resolve(ConnectionFlags flags) {
        return resolver().resolve(flags);
    }

    private void writeConfig(Path dir, String json) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve("config.json");
        Files.writeString(file, json);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    }

    private static final String TWO_PROFILES = """
            {
              "current_profile": "local",
              "profiles": {
                "local": { "url": "http://localhost:9000/", "api_key": "%s" },
                "prod":  { "url": "https://albert.example.com", "api_key": "%s" }
              }
            }
            """.formatted(FILE_KEY, PROD_KEY);

    @Test
    void defaultsWhenNothingIsConfigured() {
        Resolution resolution = resolve(ConnectionFlags.NONE);
        assertEquals("http://127.0.0.1:8080", resolution.config().baseUrl());
        assertNull(resolution.config().apiKey());
        assertEquals("default", resolution.urlSource());
        assertNull(resolution.profile());
        assertEquals(home.resolve(".config/albert/config.json"), resolution.configFile());
        assertEquals(Timeouts.DEFAULTS, resolution.config().timeouts());
    }

    @Test
    void currentProfileOfTheFileIsUsedAndItsTrailingSlashStripped() throws IOException {
        writeConfig(home.resolve(".config/albert"), TWO_PROFILES);
        Resolution resolution = resolve(ConnectionFlags.NONE);
        assertEquals("local", resolution.profile());
        assertEquals("http://localhost:9000", resolution.config().baseUrl());
        assertEquals(FILE_KEY, resolution.config().apiKey());
        assertTrue(resolution.keySource().startsWith("profile 'local'"));
    }

    @Test
    void environmentBeatsTheProfile() throws IOException {
        writeConfig(home.resolve(".config/albert"), TWO_PROFILES);
        env.put("ALBERT_API_URL", "http://env-host:8081");
        env.put("ALBERT_API_KEY", ENV_KEY);
        Resolution resolution = resolve(ConnectionFlags.NONE);
        assertEquals("http://env-host:8081", resolution.config().baseUrl());
        assertEquals(ENV_KEY, resolution.config().apiKey());
        assertEquals("ALBERT_API_URL", resolution.urlSource());
        assertEquals("ALBERT_API_KEY", resolution.keySource());
    }

    @Test
    void flagsBeatTheEnvironment() throws IOException {
        env.put("ALBERT_API_URL", "http://env-host:8081");
        env.put("ALBERT_API_KEY", ENV_KEY);
        Path keyFile = temp.resolve("my.key");
        Files.writeString(keyFile, "\n  " + FILE_KEY + "  \nignored second line\n");
        Files.setPosixFilePermissions(keyFile, PosixFilePermissions.fromString("rw-------"));
        Resolution resolution = resolve(new ConnectionFlags("http://flag-host:1234///", null, Path.of("my.key"), null));
        assertEquals("http://flag-host:1234", resolution.config().baseUrl());
        assertEquals(FILE_KEY, resolution.config().apiKey());
        assertEquals("--url", resolution.urlSource());
        assertTrue(resolution.keySource().startsWith("--api-key-file"));
        assertTrue(resolution.warnings().isEmpty(), resolution.warnings().toString());
    }

    @Test
    void albertProfileSelectsAProfileButEnvironmentValuesStillWin() throws IOException {
        writeConfig(home.resolve(".config/albert"), TWO_PROFILES);
        env.put("ALBERT_PROFILE", "prod");
        Resolution resolution = resolve(ConnectionFlags.NONE);
        assertEquals("prod", resolution.profile());
        assertEquals("https://albert.example.com", resolution.config().baseUrl());
        assertEquals(PROD_KEY, resolution.config().apiKey());

        env.put("ALBERT_API_URL", "http://env-host:8081");
        assertEquals("http://env-host:8081", resolve(ConnectionFlags.NONE).config().baseUrl());
    }

    @Test
    void aProfileNamedByFlagIsAFlagAndBeatsTheEnvironment() throws IOException {
        writeConfig(home.resolve(".config/albert"), TWO_PROFILES);
        env.put("ALBERT_API_URL", "http://env-host:8081");
        env.put("ALBERT_API_KEY", ENV_KEY);
        Resolution resolution = resolve(new ConnectionFlags(null, "prod", null, null));
        assertEquals("https://albert.example.com", resolution.config().baseUrl());
        assertEquals(PROD_KEY, resolution.config().apiKey());
        // but --url still beats the profile
        assertEquals("http://flag:1", resolve(new ConnectionFlags("http://flag:1", "prod", null, null)).config().baseUrl());
    }

    @Test
    void albertConfigDirBeatsXdgConfigHomeWhichBeatsHome() throws IOException {
        writeConfig(home.resolve(".config/albert"), profileWithUrl("http://home-config:1"));
        Path xdg = temp.resolve("xdg");
        writeConfig(xdg.resolve("albert"), profileWithUrl("http://xdg-config:2"));
        Path explicit = temp.resolve("explicit");
        writeConfig(explicit, profileWithUrl("http://explicit-config:3"));

        assertEquals("http://home-config:1", resolve(ConnectionFlags.NONE).config().baseUrl());
        env.put("XDG_CONFIG_HOME", xdg.toString());
        assertEquals("http://xdg-config:2", resolve(ConnectionFlags.NONE).config().baseUrl());
        env.put("ALBERT_CONFIG_DIR", "explicit"); // relative to the working directory
        assertEquals("http://explicit-config:3", resolve(ConnectionFlags.NONE).config().baseUrl());
        assertEquals(explicit.resolve("config.json"), resolver().configFile());
    }

    @Test
    void relativeXdgConfigHomeIsIgnoredAsTheSpecSays() {
        env.put("XDG_CONFIG_HOME", "relative/dir");
        assertEquals(home.resolve(".config/albert"), resolver().configDirectory());
    }

    @Test
    void aProfileCalledDefaultIsUsedWhenNoneIsCurrent() throws IOException {
        writeConfig(home.resolve(".config/albert"), profileWithUrl("http://default-profile:5"));
        Resolution resolution = resolve(ConnectionFlags.NONE);
        assertEquals("default", resolution.profile());
        assertEquals("http://default-profile:5", resolution.config().baseUrl());
    }

    @Test
    void aProfileMayKeepItsKeyInASeparateFile() throws IOException {
        Path dir = home.resolve(".config/albert");
        writeConfig(dir, """
                {"profiles": {"default": {"url": "http://h:1", "api_key_file": "default.key"}}}""");
        Files.writeString(dir.resolve("default.key"), FILE_KEY + "\n");
        Files.setPosixFilePermissions(dir.resolve("default.key"), PosixFilePermissions.fromString("rw-------"));
        assertEquals(FILE_KEY, resolve(ConnectionFlags.NONE).config().apiKey());
    }

    @Test
    void anUnknownProfileIsAConfigurationErrorNamingTheKnownOnes() throws IOException {
        writeConfig(home.resolve(".config/albert"), TWO_PROFILES);
        InvalidConfig error = assertThrows(InvalidConfig.class, () -> resolve(new ConnectionFlags(null, "staging", null, null)));
        assertTrue(error.getMessage().contains("profile 'staging' is not defined"), error.getMessage());
        assertTrue(error.getMessage().contains("local, prod"), error.getMessage());
        assertEquals(ExitCode.USAGE, Failures.exitCode(error));
    }

    @Test
    void aBadUrlIsAUsageErrorNamingItsSource() {
        env.put("ALBERT_API_URL", "localhost:8080");
        InvalidConfig error = assertThrows(InvalidConfig.class, () -> resolve(ConnectionFlags.NONE));
        assertEquals("invalid Albert URL 'localhost:8080' (from ALBERT_API_URL): expected http://host:port or https://host",
                error.getMessage());
        assertEquals(ExitCode.USAGE, Failures.exitCode(error));
        for (String bad : new String[] {"ftp://host", "http://", "http://host/?q=1", "not a url", "http://host#frag"}) {
            assertThrows(InvalidConfig.class, () -> resolve(new ConnectionFlags(bad, null, null, null)), bad);
        }
    }

    @Test
    void aBrokenConfigFileIsAUsageErrorNamingTheFile() throws IOException {
        writeConfig(home.resolve(".config/albert"), "{ not json");
        InvalidConfig error = assertThrows(InvalidConfig.class, () -> resolve(ConnectionFlags.NONE));
        assertTrue(error.getMessage().startsWith("cannot read " + home.resolve(".config/albert/config.json")), error.getMessage());
        assertTrue(error.getMessage().endsWith("fix or remove it"), error.getMessage());
        assertFalse(error.getMessage().contains("\n"));
    }

    @Test
    void missingOrEmptyKeyFilesAreUsageErrors() throws IOException {
        InvalidConfig missing = assertThrows(InvalidConfig.class,
                () -> resolve(new ConnectionFlags(null, null, Path.of("nope.key"), null)));
        assertTrue(missing.getMessage().contains("no such file"), missing.getMessage());
        Files.writeString(temp.resolve("empty.key"), "\n\n");
        InvalidConfig empty = assertThrows(InvalidConfig.class,
                () -> resolve(new ConnectionFlags(null, null, Path.of("empty.key"), null)));
        assertTrue(empty.getMessage().endsWith("is empty"), empty.getMessage());
    }

    @Test
    void aKeyWithSpacesInsideIsRefusedBeforeAnyRequest() {
        env.put("ALBERT_API_KEY", "alb_abc def");
        InvalidConfig error = assertThrows(InvalidConfig.class, () -> resolve(ConnectionFlags.NONE));
        assertTrue(error.getMessage().contains("(from ALBERT_API_KEY)"), error.getMessage());
        assertFalse(error.getMessage().contains("def"), "the key itself is never echoed");
    }

    @Test
    void warnsWhenAConfigFileHoldingKeysIsReadableByOthers() throws IOException {
        Path dir = home.resolve(".config/albert");
        writeConfig(dir, TWO_PROFILES);
        Files.setPosixFilePermissions(dir.resolve("config.json"), PosixFilePermissions.fromString("rw-r--r--"));
        Resolution resolution = resolve(ConnectionFlags.NONE);
        assertEquals(1, resolution.warnings().size());
        assertTrue(resolution.warnings().getFirst().contains("readable by other users; run: chmod 600"));
        assertFalse(resolution.warnings().getFirst().contains(FILE_KEY));
    }

    @Test
    void noWarningForAWorldReadableConfigWithoutKeys() throws IOException {
        Path dir = home.resolve(".config/albert");
        writeConfig(dir, profileWithUrl("http://h:1"));
        Files.setPosixFilePermissions(dir.resolve("config.json"), PosixFilePermissions.fromString("rw-r--r--"));
        assertTrue(resolve(ConnectionFlags.NONE).warnings().isEmpty());
    }

    @Test
    void warnsWhenAKeyFileIsReadableByOthers() throws IOException {
        Path keyFile = temp.resolve("open.key");
        Files.writeString(keyFile, FILE_KEY);
        Files.setPosixFilePermissions(keyFile, PosixFilePermissions.fromString("rw-r-----"));
        Resolution resolution = resolve(new ConnectionFlags(null, null, keyFile, null));
        assertEquals(FILE_KEY, resolution.config().apiKey());
        assertEquals(1, resolution.warnings().size(), resolution.warnings().toString());
        assertTrue(resolution.warnings().getFirst().startsWith("API key file " + keyFile));
    }

    @Test
    void writtenConfigIsOwnerOnlyInAnOwnerOnlyDirectory() throws IOException {
        env.put("ALBERT_CONFIG_DIR", temp.resolve("fresh/albert").toString());
        ConfigResolver resolver = resolver();
        resolver.writeConfigFile(ConfigFile.EMPTY
                .withProfile("local", new Profile("http://127.0.0.1:8080", FILE_KEY, null))
                .withCurrentProfile("local"));
        Path dir = temp.resolve("fresh/albert");
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("config.json"))));
        String written = Files.readString(dir.resolve("config.json"), StandardCharsets.UTF_8);
        assertTrue(written.contains("\"current_profile\""), written);
        assertTrue(written.contains("\"api_key\""), written);
        assertFalse(written.contains("api_key_file"), "null fields are left out: " + written);

        Resolution resolution = resolver.resolve(ConnectionFlags.NONE);
        assertEquals(FILE_KEY, resolution.config().apiKey());
        assertTrue(resolution.warnings().isEmpty());
        try (var listing = Files.list(dir)) {
            assertEquals(1, listing.count(), "no temporary file is left behind");
        }
    }

    @Test
    void timeoutFlagBoundsTheWholeCall() {
        Resolution resolution = resolve(new ConnectionFlags(null, null, null, Duration.ofMillis(1500)));
        assertEquals(Duration.ofMillis(1500), resolution.config().timeouts().call());
        assertEquals(Duration.ofMillis(1500), resolution.config().timeouts().read());
        assertEquals(Duration.ofSeconds(1), Timeouts.DEFAULTS.withCall(Duration.ofSeconds(1)).connect());
    }

    @Test
    void describeNeverShowsTheSecret() throws IOException {
        writeConfig(home.resolve(".config/albert"), TWO_PROFILES);
        Resolution resolution = resolve(ConnectionFlags.NONE);
        assertFalse(resolution.describe().contains(FILE_KEY));
        assertTrue(resolution.describe().contains("alb_filekey1_****"), resolution.describe());
        assertFalse(resolution.config().toString().contains(FILE_KEY));
        assertFalse(new Profile("u", FILE_KEY, null).toString().contains(FILE_KEY));
    }

    @Test
    void programmaticConfigIsValidatedToo() {
        assertEquals("https://a.example/base", ClientConfig.of("https://a.example/base/", null).baseUrl());
        assertThrows(InvalidConfig.class, () -> ClientConfig.of("nonsense", null));
    }

    private static String profileWithUrl(String url) {
        return "{\"profiles\": {\"default\": {\"url\": \"" + url + "\"}}}";
    }
}
