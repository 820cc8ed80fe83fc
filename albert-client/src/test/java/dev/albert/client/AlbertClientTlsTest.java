package dev.albert.client;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import dev.albert.client.http.JsonTransport;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An https:// URL is spoken to over TLS with the JDK's trust store, while an http:// client is built without any
 * TLS set-up (HttpClients, for start-up): a real TLS server (the JDK's HttpsServer with a key pair keytool makes for
 * 127.0.0.1) answers a client that trusts its certificate and refuses one that does not.
 */
@ParameterizedClass
@EnumSource(JsonTransport.class)
class AlbertClientTlsTest {
    /** Every call runs over each transport that serves its method (PATCH and streams always go over OkHttp). */
    @Parameter
    JsonTransport transport;

    private static final char[] PASSWORD = "changeit".toCharArray();

    @TempDir
    static Path dir;
    private static HttpsServer server;
    private static Path trustStore;

    @BeforeAll
    static void startTlsServer() throws Exception {
        Path keyStore = dir.resolve("server.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "server", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
                "-dname", "CN=127.0.0.1", "-ext", "san=ip:127.0.0.1", "-storetype", "PKCS12",
                "-keystore", keyStore.toString(), "-storepass", new String(PASSWORD))
                .redirectErrorStream(true).redirectOutput(dir.resolve("keytool.log").toFile()).start();
        assertTrue(keytool.waitFor(2, TimeUnit.MINUTES) && keytool.exitValue() == 0,
                () -> "keytool failed: " + read(dir.resolve("keytool.log")));

        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keyStore)) {
            keys.load(in, PASSWORD);
        }
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keys, PASSWORD);
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keyManagers.getKeyManagers(), null, null);

        Certificate certificate = keys.getCertificate("server");
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        trusted.load(null, null);
        trusted.setCertificateEntry("albert-test-server", certificate);
        trustStore = dir.resolve("trust.p12");
        try (OutputStream out = Files.newOutputStream(trustStore)) {
            trusted.store(out, PASSWORD);
        }

        server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(tls));
        server.createContext("/v1/health/live", exchange -> {
            byte[] body = "{\"status\": \"ok\", \"database\": \"unchecked\", \"version\": \"9.9.9\"}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static String url() {
        return "https://127.0.0.1:" + server.getAddress().getPort();
    }

    private AlbertClient client() {
        return AlbertClient.builder(ClientConfig.of(url(), null).withRetry(RetryPolicy.NONE)).transport(transport)
                .sleeper(d -> { }).build();
    }

    @Test
    void anHttpsServerWithATrustedCertificateAnswersOverTls() {
        List<String> names = List.of("javax.net.ssl.trustStore", "javax.net.ssl.trustStorePassword", "javax.net.ssl.trustStoreType");
        List<String> saved = names.stream().map(System::getProperty).toList();
        System.setProperty("javax.net.ssl.trustStore", trustStore.toString());
        System.setProperty("javax.net.ssl.trustStorePassword", new String(PASSWORD));
        System.setProperty("javax.net.ssl.trustStoreType", "PKCS12");
        try (AlbertClient client = client()) {
            assertEquals("9.9.9", client.live().version());
        } finally {
            for (int i = 0; i < names.size(); i++) {
                if (saved.get(i) == null) {
                    System.clearProperty(names.get(i));
                } else {
                    System.setProperty(names.get(i), saved.get(i));
                }
            }
        }
    }

    @Test
    void aCertificateTheJdkDoesNotTrustIsATlsFailure() {
        try (AlbertClient client = client()) {
            Unavailable failure = assertThrows(Unavailable.class, client::live);
            assertEquals(Unavailable.Reason.TLS, failure.reason());
            assertTrue(failure.getMessage().startsWith("TLS with Albert at " + url() + " failed ("), failure.getMessage());
        }
    }

    @Test
    void anHttpClientIsBuiltWithoutTls() {
        var http = dev.albert.client.http.HttpClients.create(ClientConfig.of("http://127.0.0.1:9", null));
        assertEquals(List.of(okhttp3.ConnectionSpec.CLEARTEXT), http.connectionSpecs());
        var https = dev.albert.client.http.HttpClients.create(ClientConfig.of("HTTPS://example.org", null));
        assertTrue(https.connectionSpecs().stream().anyMatch(okhttp3.ConnectionSpec::isTls));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
