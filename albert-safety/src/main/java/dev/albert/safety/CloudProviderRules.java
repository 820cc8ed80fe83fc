package dev.albert.safety;

import java.util.List;

import static dev.albert.safety.RuleFragments.ASSIGN;
import static dev.albert.safety.RuleFragments.NEAR;
import static dev.albert.safety.RuleFragments.UUID;
import static dev.albert.safety.RuleFragments.inContext;
import static dev.albert.safety.RuleFragments.token;

/** AWS, Google Cloud, Azure, DigitalOcean, Heroku, Cloudflare and Alibaba Cloud credentials. */
final class CloudProviderRules {
    private CloudProviderRules() {
    }

    /** Mapbox named within three lines: built once, not per candidate. */
    private static final MatchCheck MAPBOX_NAMED = MatchChecks.near(3, "mapbox");

    static List<SecretRule> rules() {
        return List.of(
                // Access key ids are 20 characters: a 4-letter kind and 16 base32 characters.
                token("aws-access-key-id", "AWS access key id",
                        "(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}", "", "akia", "asia", "abia", "acca", "a3t"),
                awsSecretAccessKey(),
                SecretRule.vendor("aws-session-token", "AWS session token (STS)")
                        .keywords("session_token", "sessiontoken", "session-token", "security-token")
                        .regex("(?i:aws[_.-]?session[_.-]?token|sessiontoken|x-amz-security-token)" + ASSIGN
                                + "(?P<secret>[A-Za-z0-9/+=%]{100,})")
                        .check(MatchChecks.vendorToken("/+=%").and(MatchChecks.entropyAtLeast(4.0)))
                        .build(),
                // Long-term keys (ABSK…) and short-term ones: bedrock-api-key- and base64 of a presigned URL of
                // bedrock.amazonaws.com (YmVkcm9jay5hbWF6b25hd3MuY29t).
                token("aws-bedrock-api-key", "Amazon Bedrock long-term or short-term API key",
                        "ABSK[A-Za-z0-9+/]{109,269}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%_-]{100,}",
                        "+/=%_-", "absk", "bedrock-api-key-"),
                // Not inside a Firebase web app's config object: that key identifies the project to Google and is
                // public by design (Firebase's documentation says so; access is governed by its security rules).
                SecretRule.vendor("gcp-api-key", "Google Cloud / Google API key")
                        .keywords("aiza")
                        .regex("(?P<secret>AIza[0-9A-Za-z_-]{35})")
                        .check(MatchChecks.vendorToken("_-").and(c -> !Publishable.FIREBASE_WEB_CONFIG.accept(c)))
                        .build(),
                token("gcp-oauth-client-secret", "Google OAuth client secret", "GOCSPX-[A-Za-z0-9_-]{28}", "_-",
                        "gocspx-"),
                token("google-oauth-access-token", "Google OAuth access token", "ya29\\.[A-Za-z0-9_-]{30,}", "_-",
                        "ya29."),
                gcpServiceAccount(),
                // Legacy Firebase Cloud Messaging server keys: an 11-character id, ':APA91b' and about 134 more.
                // The id before the colon is "AAAA" and 7 more in keys the console issued; other lengths are
                // device registration tokens, which the same leak exposes, or keys retyped by hand.
                token("firebase-fcm-server-key", "Firebase Cloud Messaging (FCM) legacy server key",
                        "[A-Za-z0-9_-]{7,30}:APA91b[A-Za-z0-9_-]{100,200}", "_-", ":apa91b"),
                // Google refresh tokens (also what `firebase login:ci` prints as FIREBASE_TOKEN) start with 1//0.
                token("google-oauth-refresh-token", "Google OAuth refresh token (also firebase login:ci tokens)",
                        "1//0[A-Za-z0-9_-]{40,300}", "_-", "1//0"),
                // The middle part is base64 of {"u":"<user>","a":"<id>"}, so eyJ; where Mapbox is named, any
                // three-part token of that size is one. Public tokens (pk.) are made to be shipped in web pages and
                // apps (Mapbox's own examples embed them), like Stripe's publishable keys: not reported.
                SecretRule.vendor("mapbox-access-token", "Mapbox secret (sk.) or temporary (tk.) access token")
                        .keywords("sk.eyj", "tk.eyj", "mapbox")
                        .linesAfter(3)
                        .regex("(?P<secret>(?:sk|tk)\\.eyJ[A-Za-z0-9_-]{20,}\\.[A-Za-z0-9_-]{20,})"
                                + "|(?P<secret2>(?:sk|tk)\\.[A-Za-z0-9_-]{40,}\\.[A-Za-z0-9_-]{20,})")
                        .check(MatchChecks.vendorToken("_-").and(c -> c.groupStart("secret2") < 0
                                || MatchChecks.mixedCase().accept(c) && MAPBOX_NAMED.accept(c)))
                        .build(),
                SecretRule.vendor("azure-storage-account-key", "Azure storage account key")
                        .keywords("accountkey", "account_key", "account-key", "storage_key", "storagekey", "storage-key",
                                "storage_access_key", "storage-access-key", "azure", "windows.net", "storageaccount", "az storage")
                        .linesAfter(3)
                        .regex("(?i:AccountKey)[ \\t]*=[ \\t]*(?P<secret>[A-Za-z0-9+/]{86}==)"
                                + "|(?i:(?:storage|account)[_.-]?(?:account[_.-]?)?(?:access[_.-]?)?key)" + ASSIGN
                                + "(?P<secret2>[A-Za-z0-9+/]{86}==)"
                                // az storage … --account-key <key>, New-AzStorageContext -StorageAccountKey <key>
                                + "|-(?i:-account-key|StorageAccountKey)[ \\t]+[\"']?(?P<secret3>[A-Za-z0-9+/]{86}==)"
                                // 64 random bytes in base64 where Azure storage is named nearby (az … keys list output).
                                + "|(?P<secret4>[A-Za-z0-9+/]{86}==)")
                        .check(MatchChecks.vendorToken("+/=").and(MatchChecks.entropyAtLeast(4.0))
                                .and(c -> c.groupStart("secret4") < 0 || !integrityHash(c)))
                        .build(),
                SecretRule.vendor("azure-shared-access-key",
                                "Azure Service Bus / Event Hubs / IoT Hub shared access key")
                        .keywords("sharedaccesskey=")
                        .regex("(?i:SharedAccessKey)=(?P<secret>[A-Za-z0-9+/]{43}=)")
                        .check(MatchChecks.vendorToken("+/=").and(MatchChecks.entropyAtLeast(4.0)))
                        .build(),
                SecretRule.vendor("azure-sas-token", "Azure shared access signature (sig= of a SAS URL or string)")
                        .keywords("sig=")
                        .regex("[?&;]sig=(?P<secret>(?:[A-Za-z0-9+/]|%2[BbFf]){40,120}(?:%3[Dd]|=){0,2})")
                        .check(MatchChecks.boundedAfter("+/%=").and(MatchChecks.notFiller()).and(CloudProviderRules::sasContext))
                        .build(),
                azureClientSecret(),
                token("digitalocean-access-token", "DigitalOcean personal access token", "dop_v1_[a-f0-9]{64}", "_",
                        "dop_v1_"),
                token("digitalocean-oauth-token", "DigitalOcean OAuth access or refresh token",
                        "do[or]_v1_[a-f0-9]{64}", "_", "doo_v1_", "dor_v1_"),
                SecretRule.vendor("heroku-api-key", "Heroku API key or OAuth token")
                        .keywords("heroku", "hrku-")
                        // A .netrc entry spreads machine, login and password over several lines.
                        .linesAfter(3)
                        .regex("(?i:heroku" + NEAR + "(?:api[_ .-]?key|key|token|secret|password|auth))" + ASSIGN
                                + "(?P<secret>" + UUID + ")"
                                + "|(?P<secret2>HRKU-[A-Za-z0-9_-]{58,64})"
                                + "|(?i:machine\\s+api\\.heroku\\.com\\s+login\\s+\\S+\\s+password)\\s+"
                                + "(?P<secret3>" + UUID + "|HRKU-[A-Za-z0-9_-]{58,64})")
                        .check(MatchChecks.vendorToken("_-"))
                        .build(),
                inContext("cloudflare-api-token", "Cloudflare API token or global API key",
                        "(?:cloudflare|cf)[_.-]?(?:api[_.-]?)?(?:token|key)", "[A-Za-z0-9_-]{37,40}", "_-",
                        "cloudflare", "cf_api", "cf-api", "cf_token", "cf-token", "cf_key"),
                token("alibaba-access-key-id", "Alibaba Cloud AccessKey id", "LTAI[A-Za-z0-9]{12,20}", "", "ltai"));
    }

    /**
     * Secret access keys are 40 random base64 characters with no prefix, so they are only reported
     * where the key is named, or right after an access key id (the CSV and "id:secret" shapes).
     */
    private static SecretRule awsSecretAccessKey() {
        return SecretRule.vendor("aws-secret-access-key", "AWS secret access key")
                .keywords("aws", "secretaccesskey", "secret_access_key", "secret-access-key", "akia", "asia")
                .regex("(?i:aws" + NEAR + "secret" + NEAR + "|secret[_.-]?access[_.-]?key)" + ASSIGN
                        + "(?P<secret>[A-Za-z0-9/+]{40})"
                        + "|(?:AKIA|ASIA)[A-Z2-7]{16}[\"']?[ \\t,:;|]{1,5}[\"']?(?P<secret2>[A-Za-z0-9/+]{40})")
                .check(MatchChecks.vendorToken("/+=").and(MatchChecks.entropyAtLeast(4.0)))
                .build();
    }

    /**
     * A service-account key file: the {@code private_key} field of a JSON document that also says
     * {@code service_account}. Keys in such files may come in any order, so the rule sees the whole
     * text once the keyword occurs; the value is a PEM block with escaped newlines.
     */
    private static SecretRule gcpServiceAccount() {
        return SecretRule.vendor("gcp-service-account-key", "Google Cloud service account key (JSON private_key)")
                .keywords("service_account", "gserviceaccount.com", "private_key_id")
                .wholeText()
                // JSON as downloaded, single-quoted in Python or YAML; a key id is reported where the key
                // itself was cut or mangled, as the id still names a live key of the account.
                .regex("\\\\?[\"']private_key\\\\?[\"'][ \\t]*[:=][ \\t]*\\\\?[\"'](?P<secret>-----BEGIN[^\"']{40,}?"
                        + "-----END[A-Z ]{0,30}PRIVATE KEY-----(?:\\\\{1,2}n)*)"
                        + "|\\\\?[\"']?private_key_id\\\\?[\"']?[ \\t]*[:=][ \\t]*\\\\?[\"'](?P<secret2>[0-9a-f]{40})\\\\?[\"']")
                .check(c -> c.groupStart("secret2") < 0 || (!Placeholders.isFiller(c.value())
                        && Entropy.shannon(c.value()) >= 3.2))
                .build();
    }

    /**
     * Entra ID (Azure AD) client secrets carry {@code Q~} after a 3-character id and a digit; older
     * ones have no marker and are only reported when named.
     */
    private static SecretRule azureClientSecret() {
        return SecretRule.vendor("azure-ad-client-secret", "Azure AD / Entra ID application client secret")
                .keywords("q~", "azure", "aad", "entra", "arm_client")
                .regex("(?P<secret>[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34})"
                        + "|(?i:(?:azure|aad|entra|arm)[_.-]?client[_.-]?secret)" + ASSIGN
                        + "(?P<secret2>[A-Za-z0-9_~.-]{32,44})")
                .check(MatchChecks.vendorToken("_~.-").and(MatchChecks.entropyAtLeast(3.5)))
                .build();
    }

    /** {@code sha512-…} in lock files and subresource integrity is a 64-byte hash in the same shape. */
    private static boolean integrityHash(Candidate c) {
        String before = c.text().substring(Math.max(0, c.start() - 20), c.start()).toLowerCase(java.util.Locale.ROOT);
        return before.contains("sha512") || before.contains("sha-512") || before.contains("integrity")
                || before.contains("digest") || before.contains("hash");
    }

    /** A {@code sig=} is a SAS signature only next to the SAS version or expiry on the same line. */
    private static boolean sasContext(Candidate c) {
        String text = c.text();
        int lineStart = text.lastIndexOf('\n', c.start()) + 1;
        int lineEnd = text.indexOf('\n', c.end());
        String line = text.substring(Math.max(lineStart, c.start() - 2000),
                Math.min(lineEnd < 0 ? text.length() : lineEnd, c.end() + 2000));
        return line.contains("sv=") || line.contains("se=") || line.contains("sp=");
    }
}
