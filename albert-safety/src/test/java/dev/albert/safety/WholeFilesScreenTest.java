package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No text makes a scanner fail. The sample tests screen each sample alone; here every sample and corpus file is
 * screened whole, so rules meet text they were not written beside (a Wi-Fi key said in German prose once made one
 * rule ask its expression for a group it does not have, and the whole scan threw).
 */
class WholeFilesScreenTest {

    @Test
    void aNetworkKeySaidInProseIsScreenedWithoutFailing() {
        for (String text : List.of("Der Netzwerkschlüssel ist «Wohnzimmer», steht nicht auf dem Aufkleber.",
                "Der Netzwerkschlüssel ist «Xk3mP9qLz+482», steht nicht auf dem Aufkleber.",
                "La clé réseau est « Salon-du-haut », elle n'est pas sur l'étiquette.")) {
            assertDoesNotThrow(() -> SecretScanner.standard().scan(text), text);
        }
    }

    @Test
    void everySampleAndCorpusFileScreenedWholeGivesAnAnswer() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(Path.of("src/test/resources"))) {
            walk.filter(p -> p.toString().endsWith(".txt")).sorted().forEach(files::add);
        }
        assertFalse(files.isEmpty(), "no sample files under src/test/resources");
        SecretScanner secrets = SecretScanner.standard();
        InjectionScanner injections = InjectionScanner.standard();
        for (Path file : files) {
            String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            assertDoesNotThrow(() -> secrets.scan(text), file.toString());
            assertDoesNotThrow(() -> injections.scan(text), file.toString());
        }
        assertTrue(files.size() > 20, "expected the sample and corpus files, found " + files.size());
    }
}
