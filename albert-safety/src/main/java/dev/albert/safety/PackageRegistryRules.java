package dev.albert.safety;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.albert.safety.RuleFragments.token;

/** npm, PyPI, Docker, RubyGems, NuGet and Clojars publishing credentials. */
final class PackageRegistryRules {
    private PackageRegistryRules() {
    }

    static List<SecretRule> rules() {
        return List.of(
                SecretRule.vendor("artifactory-api-key", "JFrog Artifactory API key")
                        .keywords("akcp")
                        .regex("(?P<secret>AKCp[A-Za-z0-9]{69})")
                        .check(MatchChecks.vendorToken("").and(MatchChecks.mixedCase()).and(MatchChecks.hasDigit()))
                        .build(),
                // npm's format is GitHub's: 30 random base62 characters and a CRC32 checksum.
                SecretRule.vendor("npm-access-token", "npm access token")
                        .keywords("npm_")
                        .regex("(?P<secret>npm_[A-Za-z0-9]{36})")
                        .check(MatchChecks.bounded("_").and(MatchChecks.base62Checksum(4)
                                .or(MatchChecks.notFiller().and(MatchChecks.entropyAtLeast(3.0)))))
                        .build(),
                SecretRule.vendor("npmrc-auth-token", "npm registry credential in .npmrc (_authToken / _auth / _password)")
                        .keywords("_authtoken", "_auth", "_password")
                        // Scoped keys follow the registry URL and a colon; global ones start a line.
                        .regex("(?:(?m:^)[ \\t]*|:)(?i:_authToken|_auth|_password)[ \\t]*=[ \\t]*[\"']?(?P<secret>[A-Za-z0-9+/=_.:-]{16,512})")
                        .check(MatchChecks.boundedAfter("+/=_.:-").and(MatchChecks.notPlaceholder())
                                .and(MatchChecks.entropyAtLeast(3.0)))
                        .build(),
                // Macaroons whose base64 starts with the location "pypi.org" or "test.pypi.org".
                token("pypi-upload-token", "PyPI upload token",
                        "pypi-(?:AgEIcHlwaS5vcmc|AgENdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{50,}", "_-", "pypi-ag"),
                token("dockerhub-pat", "Docker Hub personal or organization access token",
                        "dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,40}", "_-", "dckr_pat_", "dckr_oat_"),
                dockerConfigAuth(),
                token("rubygems-api-key", "RubyGems API key", "rubygems_[a-f0-9]{48}", "_", "rubygems_"),
                token("nuget-api-key", "NuGet API key", "oy2[a-z0-9]{43}", "", "oy2"),
                token("clojars-api-token", "Clojars deploy token", "CLOJARS_[a-z0-9]{60}", "_", "clojars_"));
    }

    /**
     * {@code ~/.docker/config.json}: each registry under {@code "auths"} has an {@code "auth"} that is
     * base64 of {@code user:password}. Decoding it tells a credential from any other base64.
     */
    private static SecretRule dockerConfigAuth() {
        return SecretRule.vendor("docker-config-auth", "Registry credential in a Docker config.json (\"auths\" → \"auth\")")
                .keywords("\"auths\"", "\\\"auths\\\"")
                .wholeText()
                .regex("\\\\?\"auth\\\\?\"[ \\t]*:[ \\t]*\\\\?\"(?P<secret>[A-Za-z0-9+/]{6,}={0,2})\\\\?\"")
                .check(PackageRegistryRules::decodesToUserAndPassword)
                .build();
    }

    private static boolean decodesToUserAndPassword(Candidate c) {
        byte[] raw = MatchChecks.decodeBase64(c.value());
        if (raw == null) {
            return false;
        }
        String decoded = new String(raw, StandardCharsets.UTF_8);
        int colon = decoded.indexOf(':');
        if (colon <= 0 || colon == decoded.length() - 1) {
            return false;
        }
        String password = decoded.substring(colon + 1);
        return !Placeholders.isPlaceholderValue(password) && !Placeholders.isReference(password);
    }
}
