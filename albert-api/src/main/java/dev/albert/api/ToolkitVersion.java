package dev.albert.api;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The toolkit version, the one source every executable's {@code --version}, the server's health answer and
 * the clients' User-Agent read. Maven writes it into {@code toolkit-version.properties} at build time;
 * a class path without the filtered resource (an IDE run) reports {@code 0.0.0-dev}.
 */
public final class ToolkitVersion {
    public static final String UNKNOWN = "0.0.0-dev";

    private static final String VERSION = load();

    private ToolkitVersion() {
    }

    public static String current() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = ToolkitVersion.class.getResourceAsStream("toolkit-version.properties")) {
            if (in == null) {
                return UNKNOWN;
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", UNKNOWN);
            return version.isBlank() || version.startsWith("${") ? UNKNOWN : version;
        } catch (IOException e) {
            return UNKNOWN;
        }
    }
}
