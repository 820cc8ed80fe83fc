package dev.albert.safety;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static dev.albert.safety.RuleFragments.ASSIGN;
import static dev.albert.safety.RuleFragments.NEAR;
import static dev.albert.safety.RuleFragments.UUID;
import static dev.albert.safety.RuleFragments.token;

/**
 * Single-vendor token formats taken from the vendors' documentation of their token shapes, family by family (CI/CD
 * and code quality, observability, infrastructure and VPN, email and messaging, payments, SaaS and productivity, AI
 * providers, package registries, databases as a service, cloud). A format with a prefix of its own is a
 * {@link RuleFragments#token}; one without is trusted only where its vendor is named next to it ({@link #named}) and
 * the value looks generated.
 */
final class VendorFormatRules {
    /** Up to three words of a credential's name after the vendor's ("server token", "api key", "access token"). */
    private static final String CREDENTIAL_WORDS =
            "(?:[ \\t]+(?:api|server|account|access|auth|app|admin|personal|integration|ingest|key|token|secret)){0,3}";

    private VendorFormatRules() {
    }

    /** Algolia's search-only key named within two lines: built once, not per candidate. */
    private static final MatchCheck ALGOLIA_SEARCH_KEY = MatchChecks.near(2, "search-only", "search only", "searchonly",
            "search_key", "search_api_key", "searchkey", "search-key", "search api key");
    /** A digest named on the candidate's line: built once, not per candidate. */
    private static final MatchCheck DIGEST_NAMED = MatchChecks.near(0, "sha1", "sha256", "sha512", "md5", "checksum",
            "digest", "hash");

    static List<SecretRule> rules() {
        List<SecretRule> rules = new ArrayList<>();
        rules.addAll(ciAndCodeQuality());
        rules.addAll(observability());
        rules.addAll(infrastructure());
        rules.addAll(messaging());
        rules.addAll(payments());
        rules.addAll(workspace());
        rules.addAll(aiProviders());
        rules.addAll(registriesAndData());
        return rules;
    }

    private static List<SecretRule> ciAndCodeQuality() {
        return List.of(
                // sqp_ project, squ_ user, sqa_ global analysis tokens: 40 hex digits.
                token("sonarqube-token", "SonarQube / SonarCloud token", "sq[pua]_[a-f0-9]{40}", "_", "sqp_", "squ_",
                        "sqa_"),
                token("buildkite-api-token", "Buildkite API access token", "bkua_[a-f0-9]{40}", "_", "bkua_"),
                token("circleci-token", "CircleCI personal or project API token",
                        "CCIP(?:AT|RJ)_[A-Za-z0-9]{22}_[a-f0-9]{40}", "_", "ccipat_", "cciprj_"),
                token("sourcegraph-access-token", "Sourcegraph access token",
                        "sgp_(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40}", "_", "sgp_"),
                token("scalingo-api-token", "Scalingo API token", "tk-us-[A-Za-z0-9_-]{48}", "_-", "tk-us-"),
                // fo1_ personal tokens; macaroons fm1a_/fm1r_ (older) and fm2_ (FlyV1).
                token("flyio-access-token", "Fly.io access token",
                        "fo1_[A-Za-z0-9_-]{43}|fm1[ar]_[A-Za-z0-9+/=_-]{60,1000}|fm2_[A-Za-z0-9+/=_-]{60,1000}", "_-+/=",
                        "fo1_", "fm1a_", "fm1r_", "fm2_"),
                generatedToken("render-api-key", "Render API key", "rnd_[A-Za-z0-9]{32}", "", "rnd_"),
                generatedToken("netlify-access-token", "Netlify personal access token", "nfp_[A-Za-z0-9]{36,40}", "",
                        "nfp_"),
                // Bitbucket app passwords and repository access tokens; ATATT3 (Atlassian API tokens) is its own rule.
                generatedToken("bitbucket-app-password", "Bitbucket app password or access token",
                        "ATBB[A-Za-z0-9_=.-]{28,40}|ATCTT3[A-Za-z0-9_=-]{150,250}", "_=.-", "atbb", "atctt3"),
                named("octopus-deploy-api-key", "Octopus Deploy API key", "octopus", "API-[A-Z0-9]{25,27}", "-", "octopus"),
                // Jenkins API tokens: "11" and 32 hex digits, where Jenkins is named.
                named("jenkins-api-token", "Jenkins API token", "jenkins", "11[a-f0-9]{32}", "", "jenkins"),
                // Snyk API tokens are UUIDs: trusted under a Snyk name only.
                named("snyk-api-token", "Snyk API token", "snyk", UUID, "-", "snyk"),
                token("infracost-api-key", "Infracost API key", "ico-[A-Za-z0-9]{32}", "", "ico-"),
                named("vercel-token", "Vercel access token", "vercel", "[A-Za-z0-9]{24}", "", "vercel"),
                // Vercel's prefixed credentials (2025): vcp_ personal access tokens, vci_ integration tokens, vca_ and
                // vcr_ app access and refresh tokens, vck_ API keys; the body's length is not documented.
                generatedToken("vercel-prefixed-token", "Vercel personal, integration or app token, or API key",
                        "vc[pirak]_[A-Za-z0-9]{24,100}", "", "vcp_", "vci_", "vca_", "vcr_", "vck_"),
                // Harness personal (pat.) and service account (sat.) tokens: account id, token id, secret.
                token("harness-api-key", "Harness personal or service account token",
                        "(?:pat|sat)\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{20}", "_.-", "pat.", "sat."),
                // SonarQube tokens before 9.5 had no sqp_/squ_ prefix: 40 hex digits under a sonar name.
                named("sonarqube-legacy-token", "SonarQube token without a prefix (before 9.5)", "sonar", "[a-f0-9]{40}",
                        "", "sonar"),
                // Codecov upload tokens are UUIDs: only under a Codecov token or key name.
                namedUuid("codecov-token", "Codecov upload or API token", "codecov", "codecov"),
                generatedToken("chieftools-token", "Chief Tools personal access, access or refresh token",
                        "ct[por]_[A-Za-z0-9]{30,248}", "", "ctp_", "cto_", "ctr_"),
                token("castai-api-key", "CAST AI API key", "castai_v1_[A-Za-z0-9]{64}_[A-Za-z0-9]{8}", "_",
                        "castai_v1_"),
                token("defined-networking-api-token", "Defined Networking (managed Nebula) API key",
                        "dnkey-[A-Za-z0-9_=-]{26}-[A-Za-z0-9_=-]{52}", "_=-", "dnkey-"),
                generatedToken("settlemint-token", "SettleMint application, personal or service access token",
                        "sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}", "", "sm_aat_", "sm_pat_", "sm_sat_"),
                // Sidekiq Pro/Enterprise gem credentials (user:password, 8 hex each) for Bundler's source.
                SecretRule.vendor("sidekiq-gem-credential", "Sidekiq Pro / Enterprise gem server credential")
                        .keywords("contribsys")
                        .regex("(?i:bundle_(?:enterprise|gems)__contribsys__com" + ASSIGN
                                + "|(?:enterprise|gems)\\.contribsys\\.com[ \\t]+)(?P<secret>[a-f0-9]{8}:[a-f0-9]{8})")
                        .check(MatchChecks.bounded(":").and(MatchChecks.notFiller()))
                        .build(),
                // A signed-in GitLab session: the cookie's value is as good as the user's password.
                SecretRule.vendor("gitlab-session-cookie", "GitLab session cookie")
                        .keywords("_gitlab_session")
                        .regex("_gitlab_session=(?P<secret>[0-9a-z]{32})")
                        .check(MatchChecks.vendorToken("").and(MatchChecks.hasDigit()))
                        .build());
    }

    private static List<SecretRule> observability() {
        return List.of(
                // Ingest (hcaik_, hcxik_ in the EU) and management (hcamk_, hcxmk_) keys.
                generatedToken("honeycomb-key", "Honeycomb ingest or management key", "hc[ax][a-z]k_[A-Za-z0-9]{40,80}",
                        "_", "hcaik_", "hcxik_", "hcamk_", "hcxmk_", "hcxlk_"),
                // Classic keys (32 hex) and configuration keys (22 alphanumerics) have no prefix: the header's name
                // x-honeycomb-team or a HONEYCOMB_…KEY assignment says whose they are.
                SecretRule.vendor("honeycomb-api-key", "Honeycomb API key (classic or configuration key)")
                        .keywords("honeycomb")
                        .regex("(?i:honeycomb" + NEAR + "(?:key|team|token))" + ASSIGN
                                + "(?P<secret>[a-f0-9]{32}|[A-Za-z0-9]{22})")
                        .check(MatchChecks.vendorToken("").and(MatchChecks.hasDigit())
                                .and(c -> c.value().length() == 32 || MatchChecks.mixedCase().accept(c)))
                        .build(),
                token("axiom-token", "Axiom API or personal token", "xa[ap]t-" + UUID, "-", "xaat-", "xapt-"),
                generatedToken("elastic-cloud-api-key", "Elastic Cloud API key", "essu_[A-Za-z0-9+/]{60,200}={0,2}",
                        "+/=", "essu_"),
                // Splunk's HTTP Event Collector takes "Authorization: Splunk <uuid>".
                SecretRule.vendor("splunk-hec-token", "Splunk HTTP Event Collector token")
                        .keywords("splunk")
                        .regex("(?i:authorization[\"']?[ \\t]*[:=][ \\t]*[\"']?splunk)[ \\t]+(?P<secret>" + UUID + ")"
                                + "|(?i:splunk" + NEAR + "(?:token|key))" + ASSIGN + "(?P<secret2>" + UUID + ")")
                        .check(MatchChecks.vendorToken("-"))
                        .build(),
                named("rollbar-access-token", "Rollbar or Bugsnag access token", "rollbar|bugsnag", "[a-f0-9]{32}", "", "rollbar",
                        "bugsnag"),
                // Grafana's legacy API keys are base64 of {"k":"…","n":"…","id":…}.
                SecretRule.vendor("grafana-api-key", "Grafana API key (legacy, base64 of its JSON)")
                        .keywords("eyjrijoi")
                        .regex("(?P<secret>eyJrIjoi[A-Za-z0-9+/]{40,400}={0,3})")
                        .check(MatchChecks.bounded("+/=").and(c -> decodesTo(c, "\"n\"")))
                        .build(),
                // A legacy DSN carries the project's secret key after its public key (key:secret@host/project).
                // A DSN with the public key alone only lets events in and ships in web pages and apps: Sentry
                // documents it as safe to expose, so it is not reported.
                SecretRule.vendor("sentry-dsn-secret", "Sentry legacy DSN with its secret key")
                        .keywords("sentry")
                        .linesAfter(1)
                        .regex("[A-Za-z]{2,10}://(?P<secret>[a-f0-9]{32}:[a-f0-9]{32})@[A-Za-z0-9.-]+(?::[0-9]{1,5})?"
                                + "/(?:[A-Za-z0-9_.-]+/)*[0-9]+")
                        .check(MatchChecks.vendorToken(":").and(MatchChecks.hasDigit()))
                        .build(),
                named("cisco-meraki-api-key", "Cisco Meraki Dashboard API key", "meraki", "[a-f0-9]{40}", "", "meraki"));
    }

    private static List<SecretRule> infrastructure() {
        return List.of(
                token("tailscale-key", "Tailscale auth, API, OAuth client, SCIM or webhook key",
                        "tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,20}-[A-Za-z0-9]{20,64}", "-", "tskey-"),
                token("cloudflare-origin-ca-key", "Cloudflare Origin CA key", "v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}", "-",
                        "v1.0-"),
                // LaunchDarkly API access tokens and server-side SDK keys (mob- mobile keys ship in apps).
                token("launchdarkly-token", "LaunchDarkly API access token or server SDK key", "(?:api|sdk)-" + UUID,
                        "-", "api-", "sdk-"),
                // ngrok authtokens and API keys: a base62 id, an underscore, a base62 secret.
                SecretRule.vendor("ngrok-authtoken", "ngrok authtoken or API key")
                        .keywords("ngrok")
                        .linesAfter(3)
                        .regex("(?P<secret>[0-9][A-Za-z0-9]{20,30}_[A-Za-z0-9]{15,30})")
                        .check(MatchChecks.vendorToken("_").and(MatchChecks.mixedCase()))
                        .build(),
                SecretRule.vendor("hashicorp-acl-token", "Consul or Nomad ACL token")
                        .keywords("consul", "nomad")
                        .regex("(?i:consul_http_token|x-consul-token|nomad_token|x-nomad-token|consul" + NEAR
                                + "(?:acl[_ .-]?)?token)" + ASSIGN + "(?P<secret>" + UUID + ")")
                        .check(MatchChecks.vendorToken("-"))
                        .build(),
                named("cloud-host-api-token", "Linode, Hetzner Cloud or Vultr API token",
                        "linode|hcloud|hetzner|vultr", "[A-Za-z0-9]{64}|[A-Z0-9]{36}", "", "linode", "hcloud", "hetzner", "vultr"),
                named("fastly-api-token", "Fastly API token", "fastly", "[A-Za-z0-9_-]{32}", "_-", "fastly"),
                token("openshift-user-token", "OpenShift user (OAuth access) token", "sha256~[A-Za-z0-9_-]{43}", "_-",
                        "sha256~"),
                // A 1Password account's Secret Key (the second factor of its master password).
                token("1password-secret-key", "1Password account Secret Key",
                        "A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}", "-",
                        "a3-"),
                token("authress-service-client-key", "Authress service client access key",
                        "(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\\.[A-Za-z0-9]{4,6}\\.acc[_-][A-Za-z0-9-]{10,32}"
                                + "\\.[A-Za-z0-9+/_=-]{30,120}", "_.+/=-", ".acc_", ".acc-"),
                token("intra42-client-secret", "42 intranet (Intra) API client secret", "s-s4t2(?:ud|af)-[a-f0-9]{64}",
                        "-", "s-s4t2ud-", "s-s4t2af-"),
                // IR@<guid>@<factory>@<location>@<base64 key>
                token("azure-data-factory-shir-key", "Azure Data Factory self-hosted integration runtime key",
                        "IR@" + UUID + "@[A-Za-z0-9_.-]{1,80}@[A-Za-z0-9-]{1,40}@[A-Za-z0-9+/]{43}=", "+/=@.-", "ir@"));
    }

    private static List<SecretRule> messaging() {
        return List.of(
                // Server and account tokens are UUIDs: trusted under Postmark's header, a Postmark …TOKEN name, or
                // in its clients' constructors.
                SecretRule.vendor("postmark-token", "Postmark server or account token")
                        .keywords("postmark")
                        .linesAfter(3)
                        .regex("(?i:x-postmark-(?:server|account)-token|postmark" + NEAR + "(?:token|key))"
                                // Header.Set("X-Postmark-Server-Token", "…"), headers.add(…): the name and the value
                                // as two arguments
                                + "(?:" + ASSIGN + "|[\"']?[ \\t]*,[ \\t]*[\"'`]|[ \\t]+(?:is[ \\t]+)?)"
                                + "(?P<secret>" + UUID + ")"
                                + "|(?:ServerClient|AccountClient|PostmarkClient)\\([ \\t]*[\"'](?P<secret2>" + UUID
                                + ")")
                        .check(MatchChecks.vendorToken("-"))
                        .build(),
                generatedToken("resend-api-key", "Resend API key", "re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}", "", "re_"),
                // Twitter/X app-only bearer tokens start with a run of A's (zero bytes of the app id, URL-encoded).
                SecretRule.vendor("twitter-bearer-token", "Twitter/X bearer token")
                        .keywords("aaaaaaaaaaaaaaaaaaaa")
                        .regex("(?P<secret>A{18,26}[A-Za-z0-9%]{60,140})")
                        // not vendorToken: its filler check refuses the run of A's; the rest must look random
                        .check(MatchChecks.bounded("%").and(MatchChecks.mixedCase()).and(MatchChecks.hasDigit())
                                .and(c -> c.value().replace("A", "").length() >= 50
                                        && Entropy.shannon(c.value().replace("A", "")) >= 4.0))
                        .build(),
                // Intercom access tokens are base64 of "tok:…".
                generatedToken("intercom-access-token", "Intercom access token", "dG9rO[A-Za-z0-9+/]{40,100}={0,2}",
                        "+/=", "dg9ro"),
                SecretRule.vendor("ably-api-key", "Ably API key (app.key:secret)")
                        .keywords("ably")
                        .linesAfter(3)
                        .regex("(?P<secret>[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{6}:[A-Za-z0-9_-]{40,46})")
                        .check(MatchChecks.vendorToken("_-.:").and(MatchChecks.mixedCase()))
                        .build(),
                named("zendesk-api-token", "Zendesk API token", "zendesk", "[A-Za-z0-9]{40}", "", "zendesk"),
                // Page, user and system-user tokens: EAA, a letter for the token's kind, 100+ random characters
                // (EAAA… is Square's prefix, and its tokens are shorter).
                SecretRule.vendor("facebook-access-token", "Facebook (Meta) Graph API access token")
                        .keywords("eaab", "eaac", "eaad", "eaae", "eaag", "eaai", "eaaj", "eaam", "eaan", "eaao", "eaaq",
                                "eaau", "eaaw", "eaaz")
                        .regex("(?P<secret>EAA[B-Z][A-Za-z0-9]{96,512})")
                        .check(MatchChecks.vendorToken("").and(MatchChecks.mixedCase()).and(MatchChecks.hasDigit())
                                .and(MatchChecks.entropyAtLeast(4.5)))
                        .build(),
                // An app access token is the app's id, a bar and its secret.
                SecretRule.vendor("facebook-app-token", "Facebook app access token (app id|app secret)")
                        .keywords("facebook", "fb_", "graph.")
                        .linesAfter(1)
                        .regex("(?P<secret>[0-9]{15,16}(?:\\||%7[Cc])[A-Za-z0-9_-]{27,40})")
                        .check(MatchChecks.vendorToken("_-").and(c -> {
                            String v = c.value();
                            int bar = v.indexOf('|');
                            return GenericAssignmentRules.looksGenerated(v.substring(bar >= 0 ? bar + 1 : v.indexOf('%') + 3));
                        }))
                        .build());
    }

    private static List<SecretRule> payments() {
        return List.of(
                generatedToken("paddle-api-key", "Paddle Billing API key",
                        "pdl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{40,90}", "_", "pdl_live_", "pdl_sdbx_"),
                token("shippo-api-token", "Shippo API token", "shippo_(?:live|test)_[a-f0-9]{40}", "_", "shippo_"),
                generatedToken("easypost-api-key", "EasyPost API key", "EZ[AT]K[A-Za-z0-9]{54}", "", "ezak", "eztk"),
                generatedToken("duffel-api-token", "Duffel API token", "duffel_(?:live|test)_[A-Za-z0-9_=-]{43}", "_=-",
                        "duffel_"),
                named("razorpay-key-secret", "Razorpay key secret", "razorpay", "[A-Za-z0-9]{24}", "", "razorpay"),
                named("mollie-api-key", "Mollie API key", "mollie", "live_[A-Za-z0-9]{30}", "_", "mollie"),
                named("plaid-secret", "Plaid secret", "plaid", "[a-f0-9]{30}", "", "plaid"),
                // Plaid access tokens name their environment.
                token("plaid-access-token", "Plaid access token", "access-(?:sandbox|development|production)-" + UUID,
                        "-", "access-sandbox-", "access-development-", "access-production-"),
                // Adyen API keys start AQE; without a documented length, only under an Adyen name.
                named("adyen-api-key", "Adyen API key", "adyen", "AQE[A-Za-z0-9+/=_.-]{50,250}", "+/=_.-", "adyen"),
                named("kraken-api-key", "Kraken API key or private key", "kraken", "[A-Za-z0-9+/]{86}={0,2}|[A-Za-z0-9+/]{56}",
                        "+/=", "kraken"),
                namedUuid("kucoin-api-secret", "KuCoin API secret", "kucoin", "kucoin"),
                // Lob's key names (lob is part of blob and global, so the gate names the key).
                SecretRule.vendor("lob-api-key", "Lob API key")
                        .keywords("lob_api", "lob-api", "lobapi", "lob_key", "lob_secret", "lob api", "lob key")
                        .regex("(?i:(?:^|[^A-Za-z])lob[_ .-]?(?:api|key|secret)[A-Za-z0-9_.-]{0,20})" + ASSIGN
                                + "(?P<secret>(?:live|test)_[a-f0-9]{35})")
                        .check(MatchChecks.vendorToken("_"))
                        .build());
    }

    private static List<SecretRule> workspace() {
        return List.of(
                token("hubspot-private-app-token", "HubSpot private app or personal access token",
                        "pat-(?:na|eu|ap)[0-9]-" + UUID, "-", "pat-na", "pat-eu", "pat-ap"),
                // 1/<user id>:<32 hex> (legacy) or 2/<user id>/<token id>:<32 hex>; the vendor's name gates it.
                SecretRule.vendor("asana-personal-access-token", "Asana personal access token")
                        .keywords("asana")
                        .wholeText()
                        .regex("(?P<secret>[0-9]/[0-9]{10,20}(?:/[0-9]{10,20})?:[a-f0-9]{32})")
                        .check(MatchChecks.vendorToken("").and(c -> !Character.isDigit(c.charBefore())))
                        .build(),
                token("clickup-api-token", "ClickUp personal API token", "pk_[0-9]{6,10}_[A-Z0-9]{32}", "_", "pk_"),
                generatedToken("figma-access-token", "Figma personal access token", "figd_[A-Za-z0-9_-]{40,60}", "_-",
                        "figd_"),
                generatedToken("typeform-access-token", "Typeform personal access token",
                        "tfp_[A-Za-z0-9_-]{40,48}_[A-Za-z0-9_-]{10,18}", "_-", "tfp_"),
                generatedToken("contentful-access-token", "Contentful management token", "CFPAT-[A-Za-z0-9_-]{43}",
                        "_-", "cfpat-"),
                generatedToken("dropbox-access-token", "Dropbox short-lived access token",
                        "sl\\.(?:u\\.)?[A-Za-z0-9_-]{130,1000}", "_-", "sl."),
                generatedToken("salesforce-access-token", "Salesforce access or session token",
                        "00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,120}", "._", "00d"),
                token("readme-api-key", "ReadMe API key", "rdme_[a-z0-9]{70}", "", "rdme_"),
                token("frameio-api-token", "Frame.io developer token", "fio-u-[A-Za-z0-9_=-]{64}", "_=-", "fio-u-"),
                generatedToken("adafruit-io-key", "Adafruit IO key", "aio_[A-Za-z0-9]{28}", "", "aio_"),
                // HubSpot's legacy API keys (hapikey) are UUIDs.
                namedUuid("hubspot-api-key", "HubSpot legacy API key (hapikey)", "hubspot|hapi", "hubspot", "hapikey"),
                namedUuid("squarespace-api-key", "Squarespace API key", "squarespace", "squarespace"),
                generatedToken("adobe-client-secret", "Adobe Developer Console OAuth client secret", "p8e-[A-Za-z0-9]{32}",
                        "_-", "p8e-"),
                token("maxmind-license-key", "MaxMind license key", "[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk", "_", "_mmk"),
                // Long-lived Dropbox tokens: 11 characters, ten A's, 43 more; only where Dropbox is named.
                SecretRule.vendor("dropbox-long-lived-token", "Dropbox long-lived access token")
                        .keywords("dropbox")
                        .linesAfter(1)
                        .regex("(?P<secret>[A-Za-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_=-]{43})")
                        // not vendorToken: its filler check refuses the run of A's; the rest must look random
                        .check(MatchChecks.bounded("_=-").and(c -> {
                            String rest = c.value().substring(0, 11) + c.value().substring(21);
                            return GenericAssignmentRules.looksGenerated(rest) && Entropy.shannon(rest) >= 4.0;
                        }))
                        .build());
    }

    private static List<SecretRule> aiProviders() {
        return List.of(
                named("cohere-api-key", "Cohere API key", "cohere|co_api_key", "[A-Za-z0-9]{40}", "", "cohere",
                        "co_api_key"),
                named("mistral-api-key", "Mistral API key", "mistral", "[A-Za-z0-9]{32}", "", "mistral"),
                named("wandb-api-key", "Weights & Biases API key", "wandb|weights[_ &-]*biases", "[a-f0-9]{40}", "",
                        "wandb", "weights"),
                named("ai-provider-named-key", "Together, Deepgram, AssemblyAI or ElevenLabs API key",
                        "together[_.-]?(?:ai|api)|deepgram|assemblyai|assembly_ai|elevenlabs|eleven_labs|xi-api-key",
                        "sk_[a-f0-9]{48}|[a-f0-9]{64}|[a-f0-9]{40}|[a-f0-9]{32}", "_", "together", "deepgram", "assemblyai",
                        "assembly_ai", "elevenlabs", "eleven_labs", "xi-api-key"),
                generatedToken("pinecone-api-key", "Pinecone API key", "pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,90}", "_",
                        "pcsk_"),
                generatedToken("tavily-api-key", "Tavily API key", "tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}", "-",
                        "tvly-"),
                generatedToken("fireworks-api-key", "Fireworks AI API key", "fw_[A-Za-z0-9]{24}", "", "fw_"),
                generatedToken("jina-api-key", "Jina AI API key", "jina_[A-Za-z0-9]{56,64}", "", "jina_"),
                generatedToken("prefect-api-key", "Prefect Cloud API key", "pnu_[A-Za-z0-9]{36}", "", "pnu_"));
    }

    private static List<SecretRule> registriesAndData() {
        return List.of(
                generatedToken("crates-io-token", "crates.io API token", "cio[A-Za-z0-9]{32}", "", "cio"),
                // JFrog reference tokens are base64 of "reftkn:01:…".
                generatedToken("jfrog-reference-token", "JFrog reference (access) token", "cmVmdGtuOjAxOj[A-Za-z0-9]{40,80}",
                        "", "cmvmdgtu"),
                named("gradle-plugin-portal-key", "Gradle Plugin Portal publishing key or secret",
                        "gradle\\.publish\\.(?:key|secret)|gradle_publish_(?:key|secret)", "[A-Za-z0-9]{32}", "", "gradle.publish",
                        "gradle_publish"),
                generatedToken("neon-api-key", "Neon API key", "napi_[a-z0-9]{64}", "", "napi_"),
                // Tencent Cloud SecretId, Yandex Cloud API key, DigitalOcean Spaces access key.
                generatedToken("tencent-secret-id", "Tencent Cloud SecretId", "AKID[A-Za-z0-9]{32}", "", "akid"),
                generatedToken("yandex-api-key", "Yandex Cloud API key", "AQVN[A-Za-z0-9_-]{35,38}", "_-", "aqvn"),
                token("digitalocean-spaces-key", "DigitalOcean Spaces access key", "DO00[A-Z0-9]{16}", "", "do00"),
                named("backblaze-application-key", "Backblaze B2 application key", "backblaze|b2_application|b2_app",
                        "K[0-9]{3}[A-Za-z0-9+/]{27,28}", "+/", "backblaze", "b2_app"),
                named("ibm-cloud-api-key", "IBM Cloud API key", "ibmcloud|ibm_cloud|ibm[_ .-]?api", "[A-Za-z0-9_-]{44}",
                        "_-", "ibmcloud", "ibm_cloud", "ibm"),
                // An Algolia key is an admin or write key only where the text says so (search-only keys are public).
                SecretRule.vendor("algolia-admin-key", "Algolia admin or write API key")
                        .keywords("algolia")
                        .linesAfter(2)
                        .regex("(?P<secret>[a-f0-9]{32})")
                        .check(MatchChecks.vendorToken("").and(MatchChecks.hasDigit())
                                .and(MatchChecks.near(2, "admin", "write"))
                                .and(c -> !ALGOLIA_SEARCH_KEY.accept(c)))
                        .build(),
                // ClickHouse Cloud API key secrets: 4b1d and 38 mixed-case alphanumerics.
                SecretRule.vendor("clickhouse-cloud-api-secret", "ClickHouse Cloud API key secret")
                        .keywords("4b1d")
                        .regex("(?P<secret>4b1d[A-Za-z0-9]{38})")
                        .check(MatchChecks.vendorToken("").and(MatchChecks.mixedCase())
                                .and(MatchChecks.entropyAtLeast(4.0)))
                        .build(),
                // Yandex Cloud IAM tokens (t1.<payload>.<86-character signature>) and static access key secrets.
                token("yandex-iam-token", "Yandex Cloud IAM token", "t1\\.[A-Za-z0-9_-]{20,}={0,2}\\.[A-Za-z0-9_-]{86}={0,2}",
                        "_=.-", "t1."),
                named("yandex-static-access-key", "Yandex Cloud static access key secret", "yandex|ycloud",
                        "YC[A-Za-z0-9_-]{38}", "_-", "yandex", "ycloud"));
    }

    /**
     * A credential without a prefix of its own: {@code name} (a case-insensitive RE2 alternation naming the vendor),
     * a few name characters, an assignment, a header's colon or a command's space, then {@code value}; the value must look
     * generated.
     */
    private static SecretRule named(String id, String description, String name, String value, String extra,
                                    String... keywords) {
        return SecretRule.vendor(id, description)
                .keywords(keywords)
                // the name (not the end of a longer word: "altogether", "mistrals"), then an assignment, a call's
                // opening quote, or a command's subcommand or flag ("wandb login …", "vercel deploy --token …")
                // and in prose the credential's words between ("Snyk token: …", "the wandb api key …")
                .regex("(?i:(?:^|[^A-Za-z])(?:" + name + ")[A-Za-z0-9_.-]{0,30}" + CREDENTIAL_WORDS + ")(?:" + ASSIGN
                        + "|\\([ \\t]*[\"']|[ \\t]+(?:is[ \\t]+)?"
                        + "(?:(?:login|auth|config|add-authtoken|deploy|--?[a-z][a-z-]{0,20})[ \\t=]+){0,2})"
                        + "(?P<secret>" + value + ")")
                // a digest named on the line is a checksum's hex, not a key
                .check(MatchChecks.vendorToken(extra).and(MatchChecks.notPlaceholder())
                        .and(c -> GenericAssignmentRules.looksGenerated(c.value()))
                        .and(c -> !DIGEST_NAMED.accept(c)))
                .build();
    }

    /**
     * A credential issued as a UUID: trusted only under a name that joins the vendor's ({@code name}, a
     * case-insensitive RE2 alternation) and a credential word, {@code HUBSPOT_API_KEY=…}, {@code hapikey=…}.
     */
    private static SecretRule namedUuid(String id, String description, String name, String... keywords) {
        return SecretRule.vendor(id, description)
                .keywords(keywords)
                .regex("(?i:(?:^|[^A-Za-z])(?:" + name + ")[A-Za-z0-9_.-]{0,25}?(?:token|key|secret)[A-Za-z0-9_]{0,12})"
                        + ASSIGN + "(?P<secret>" + UUID + ")")
                // not notPlaceholder: its words ("1234", "test") occur in random UUIDs; filler is refused
                .check(MatchChecks.vendorToken("-"))
                .build();
    }

    /** The candidate is base64 of text that holds {@code marker}. */
    private static boolean decodesTo(Candidate c, String marker) {
        byte[] raw = MatchChecks.decodeBase64(c.value());
        return raw != null && new String(raw, StandardCharsets.UTF_8).contains(marker);
    }

    /**
     * A prefixed token whose prefix alone is a common word or identifier part ({@code re_}, {@code fw_}, {@code sl.}):
     * the body must hold a digit and look drawn at random.
     */
    private static SecretRule generatedToken(String id, String description, String body, String extraTokenChars,
                                             String... keywords) {
        return SecretRule.vendor(id, description)
                .keywords(keywords)
                .regex("(?P<secret>" + body + ")")
                .check(MatchChecks.vendorToken(extraTokenChars).and(MatchChecks.hasDigit())
                        .and(MatchChecks.entropyAtLeast(3.5)))
                .build();
    }
}
