package dev.albert.client;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The toolkit version, written into the jar at build time. */
public final class Version {
    private Version() {
    }

    public static String current() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", "unknown");
            return version.startsWith("${") ? "unknown" : version;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
