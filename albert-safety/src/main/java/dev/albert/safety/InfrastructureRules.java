package dev.albert.safety;

import java.util.List;

import static dev.albert.safety.RuleFragments.ASSIGN;
import static dev.albert.safety.RuleFragments.inContext;
import static dev.albert.safety.RuleFragments.token;

/**
 * Secrets of the tools around a deployment: Vault, Kubernetes, observability (Datadog, Grafana,
 * Sentry, New Relic), secret managers and infrastructure-as-code services, databases as a service.
 */
final class InfrastructureRules {
    private InfrastructureRules() {
    }

    /** Vault or its tokens named within three lines: built once, not per candidate. */
    private static final MatchCheck VAULT_NAMED = MatchChecks.near(3, "vault", "root token", "client_token");

    static List<SecretRule> rules() {
        return List.of(
                SecretRule.vendor("vault-service-token", "HashiCorp Vault service token")
                        .keywords("hvs.", "hvr.", "vault", "root token", "client_token", "unseal key")
                        // "vault login" or "vault operator init" may print the token a few lines below.
                        .linesAfter(3)
                        // hvs. service tokens; hvr. recovery tokens have the same shape.
                        .regex("(?P<secret>hv[sr]\\.[A-Za-z0-9_-]{24,300})"
                                // Legacy tokens ("s." + 24) are too short to trust without the word Vault.
                                + "|(?i:vault[A-Za-z0-9_.-]{0,20}token)" + ASSIGN + "(?P<secret2>s\\.[A-Za-z0-9]{24})"
                                // ... or with it nearby: "vault login s.…", "Initial Root Token: s.…", a client_token.
                                + "|\\b(?P<secret3>s\\.[A-Za-z0-9]{24})"
                                // "vault operator init" prints the unseal keys (base64) beside the root token.
                                + "|(?i:unseal[ \\t]key[ \\t]?[0-9]*)[ \\t]*:[ \\t]*(?P<secret4>[A-Za-z0-9+/]{43,44}=?)")
                        .check(MatchChecks.vendorToken("_-").and(MatchChecks.mixedCase()).and(c -> c.groupStart("secret3") < 0
                                || c.charBefore() != '.' && MatchChecks.hasDigit().accept(c)
                                && VAULT_NAMED.accept(c)))
                        .build(),
                SecretRule.vendor("okta-api-token", "Okta API token (SSWS)")
                        .keywords("okta", "ssws")
                        // The token may sit a few lines below the word Okta (a client config, a chat message).
                        .linesAfter(3)
                        .regex("(?i:okta" + RuleFragments.NEAR + "(?:token|key|secret))" + ASSIGN
                                + "(?P<secret>00[A-Za-z0-9_-]{40})"
                                + "|(?i:ssws)[ \\t]+(?P<secret2>00[A-Za-z0-9_-]{40})"
                                + "|(?P<secret3>00[A-Za-z0-9_-]{40})")
                        .check(MatchChecks.vendorToken("_-").and(c -> c.groupStart("secret3") < 0
                                || MatchChecks.mixedCase().accept(c) && MatchChecks.hasDigit().accept(c)))
                        .build(),
                djangoSecretKey(),
                SecretRule.vendor("rails-secret-key-base", "Ruby on Rails secret_key_base")
                        .keywords("secret_key_base")
                        .regex("(?i:secret_key_base)" + ASSIGN + "(?P<secret>[a-f0-9]{64,256})")
                        .check(MatchChecks.vendorToken("").and(MatchChecks.entropyAtLeast(3.5)))
                        .build(),
                SecretRule.vendor("laravel-app-key", "Laravel APP_KEY")
                        .keywords("app_key")
                        .regex("APP_KEY" + ASSIGN + "base64:(?P<secret>[A-Za-z0-9+/]{43}=)")
                        .check(MatchChecks.vendorToken("+/=").and(MatchChecks.entropyAtLeast(4.0)))
                        .build(),
                token("vault-batch-token", "HashiCorp Vault batch token", "hvb\\.[A-Za-z0-9_-]{100,400}", "_-", "hvb."),
                SecretRule.vendor("kubernetes-secret", "Value in the data/stringData of a Kubernetes Secret manifest")
                        .keywords("kind: secret", "kind:secret", "kind: \"secret\"", "kind: 'secret'",
                                "\"kind\": \"secret\"", "\"kind\":\"secret\"")
                        .wholeText()
                        .detector(new KubernetesSecretDetector())
                        .build(),
                inContext("datadog-api-key", "Datadog API or application key",
                        "(?:datadog|dd)[_.-]?(?:api|app(?:lication)?)[_.-]?key", "[a-f0-9]{40}|[a-f0-9]{32}", "",
                        "datadog", "dd_api", "dd-api", "ddapi", "dd_app", "dd-app", "ddapp"),
                token("grafana-service-account-token", "Grafana service account token",
                        "glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}", "_", "glsa_"),
                token("grafana-cloud-api-token", "Grafana Cloud API token", "glc_[A-Za-z0-9+/]{32,400}={0,2}", "+/=",
                        "glc_"),
                token("sentry-auth-token", "Sentry organization or user auth token",
                        "sntrys_eyJ[A-Za-z0-9+/=_-]{60,500}|sntryu_[a-f0-9]{64}", "+/=_-", "sntrys_", "sntryu_"),
                token("newrelic-api-key", "New Relic user API key, insert key, admin key or ingest license key",
                        // License keys: 36 hex digits and the suffix NRAL; NRAA- admin keys are the older user keys.
                        "NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9_-]{32}|NRAA-[a-f0-9]{27}|[a-f0-9]{36}NRAL", "_-", "nrak-",
                        "nrii-", "nraa-", "nral"),
                token("doppler-token", "Doppler token",
                        "dp\\.(?:pt|st|sa|ct|scim|audit)\\.(?:[a-z0-9_-]{1,30}\\.)?[A-Za-z0-9]{40,44}", "",
                        "dp.pt.", "dp.st.", "dp.sa.", "dp.ct.", "dp.scim.", "dp.audit."),
                token("pulumi-access-token", "Pulumi access token", "pul-[a-f0-9]{40}", "-", "pul-"),
                token("terraform-cloud-token", "Terraform Cloud / Enterprise API token",
                        "[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,70}", "_=-", "atlasv1"),
                token("databricks-token", "Databricks personal access token", "dapi[a-f0-9]{32}(?:-[0-9])?", "-",
                        "dapi"),
                token("planetscale-token", "PlanetScale service token, password or OAuth token",
                        "pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.=-]{32,64}", "_.=-", "pscale_"),
                token("supabase-token", "Supabase access token or secret key",
                        "sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,64}", "_-", "sbp_", "sb_secret_"),
                token("linear-api-key", "Linear API key", "lin_api_[A-Za-z0-9]{40}", "_", "lin_api_"),
                notionToken(),
                token("dynatrace-api-token", "Dynatrace API token", "dt0c01\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{64}", "",
                        "dt0c01."),
                // phx_ keys are personal API keys; phc_ project keys are shipped in pages (Publishable).
                token("posthog-personal-api-key", "PostHog personal API key", "phx_[A-Za-z0-9_]{43}", "_", "phx_"),
                airtableToken(),
                railsMasterKey(),
                token("postman-api-token", "Postman API key", "PMAK-[a-f0-9]{24}-[a-f0-9]{34}", "-", "pmak-"),
                token("1password-service-account-token", "1Password service account token",
                        "ops_eyJ[A-Za-z0-9+/=_-]{100,}", "+/=_-", "ops_eyj"));
    }

    /**
     * Airtable's personal access tokens: pat, 14 alphanumerics, a dot, 64 hex digits. "pat" alone is in every path and
     * pattern (1,700 times a megabyte of prose), so the rule is gated by the vendor's name or by pyairtable's calls
     * ({@code Api("pat…")}, {@code .table("app…")}), anywhere in the text (an import at the top of a module), and the
     * expression runs only where a "pat" has a dot 17 characters on and hex after it (a char check).
     */
    private static SecretRule airtableToken() {
        RegexDetector token = new RegexDetector(com.google.re2j.Pattern.compile("(?P<secret>pat[A-Za-z0-9]{14}\\.[a-f0-9]{64})"),
                MatchChecks.vendorToken("").and(MatchChecks.hasDigit()));
        return SecretRule.vendor("airtable-token", "Airtable personal access token")
                .keywords("airtable", "api(\"pat", "api('pat", ".table(\"app", ".table('app")
                .wholeText()
                .detector((text, from, to, sink) -> {
                    for (int i = text.indexOf("pat", from); i >= 0 && i + 82 <= to; i = text.indexOf("pat", i + 3)) {
                        if (text.charAt(i + 17) == '.' && isLowerHex(text.charAt(i + 18)) && isLowerHex(text.charAt(i + 81))) {
                            token.detect(text, from, to, sink);
                            return;
                        }
                    }
                })
                .build();
    }

    private static boolean isLowerHex(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f';
    }

    /**
     * Notion's integration tokens: {@code ntn_} with 11 digits and 35 alphanumerics (2024 on), and the older
     * {@code secret_} with 43, which a word of every codebase starts, so it must mix cases and hold a digit.
     */
    private static SecretRule notionToken() {
        return SecretRule.vendor("notion-token", "Notion integration token")
                .keywords("ntn_", "secret_")
                .regex("(?P<secret>ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})")
                .check(MatchChecks.vendorToken("_").and(MatchChecks.hasDigit())
                        .and(c -> c.value().startsWith("ntn_") || MatchChecks.mixedCase().accept(c)))
                .build();
    }

    /** The line or one beside it names a digest or a commit: {@code md5sum config/master.key} and its output. */
    private static final MatchCheck DIGEST_LINE = MatchChecks.near(1, "md5", "sha", "sum", "hash", "digest", "commit");

    /**
     * Rails' {@code config/master.key}: 32 hex digits on the file's line or the line after ({@code echo "…" >
     * config/master.key}, {@code cat config/master.key} and its output), unless a line beside it says it is a
     * digest or a commit ({@code md5sum config/master.key}).
     */
    private static SecretRule railsMasterKey() {
        return SecretRule.vendor("rails-master-key", "Ruby on Rails master key (config/master.key)")
                .keywords("master.key")
                .linesAfter(1)
                .wholeLines()
                .regex("\\b(?P<secret>[a-f0-9]{32})\\b")
                .check(MatchChecks.vendorToken("").and(MatchChecks.hasDigit()).and(c -> !DIGEST_LINE.accept(c)))
                .build();
    }

    /**
     * Django's {@code SECRET_KEY}: 50 characters from {@code a-z0-9!@#$%^&*(-_=+)}, often starting with one of
     * the symbols that mark references elsewhere, and prefixed {@code django-insecure-} by startproject.
     */
    private static SecretRule djangoSecretKey() {
        return SecretRule.vendor("django-secret-key", "Django SECRET_KEY")
                .keywords("secret_key", "secretkey", "secret-key", "django_secret", "django-secret")
                .regex("(?i:(?:django[_.-]?)?secret[_.-]?key|django[_.-]?secret)\\\\?[\"']?[ \\t]*(?:=|:)[ \\t]*(?:os\\.environ\\.get\\([^,\\n]{1,80},[ \\t]*)?"
                        + "(?P<q>[\"']?)(?P<secret>(?:django-insecure-)?[a-z0-9!@#$%^&*(\\-_=+)]{40,80})(?P<close>[\"']?)")
                .check(InfrastructureRules::djangoKey)
                .build();
    }

    private static boolean djangoKey(Candidate c) {
        String value = c.value();
        String random = value.startsWith("django-insecure-") ? value.substring("django-insecure-".length()) : value;
        boolean quotedRight = c.group("q").equals(c.group("close"));
        // The alphabet includes $ and %, so only real reference syntax rejects: ${…}, $(…), $NAME, %NAME%.
        boolean reference = random.contains("${") || random.contains("$(") || random.matches("\\$[A-Za-z_][A-Za-z0-9_]*")
                || random.matches("%[A-Za-z_][A-Za-z0-9_]*%") || random.startsWith("<");
        return quotedRight && random.length() >= 40 && !Placeholders.isFiller(random) && !reference
                && Entropy.characterClasses(random) >= 2 && Entropy.shannon(random) >= 4.0;
    }
}
