package dev.albert.safety.eval;

import dev.albert.safety.SampleTemplates;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Credentials in the places they leak (env files, YAML, JSON, code, shell, logs, prose, glued to a
 * name) and the look-alikes that must pass (UUIDs, hashes, lockfiles, base64 images, placeholders,
 * code reading a secret from the environment). Secret values are generated at run time from
 * {@link SampleTemplates} with a fixed seed; nothing secret-shaped is stored in the repository.
 * Carriers (contexts) and structured variants belong to the tuning or the held-out part.
 */
public final class SecretCorpus {
    /** A kind of credential: acceptable rule ids, key names it is stored under, value shapes, allowed carriers. */
    private record Kind(String family, Set<String> rules, List<String> keys, List<String> values, boolean prefixed) {
    }

    /** A structured sample (a whole document) of one family. */
    private record Structured(String family, String id, boolean heldOut, Set<String> rules, String template) {
    }

    private record Carrier(String id, boolean heldOut, boolean needsPrefix, String wrap) {
    }

    private static final int PER_KIND_AND_CARRIER = 3;
    private static final int PER_STRUCTURED = 6;
    private static final int PER_NEGATIVE = 8;

    private static final List<Kind> KINDS = List.of(
            new Kind("generic_password", Set.of("generic-password"), List.of("DB_PASSWORD", "password", "SMTP_PASS",
                    "admin_password"), List.of("⟪alnum:10⟫#⟪digits:3⟫", "hunter2hunter2", "⟪lower:6⟫⟪digits:4⟫!",
                    "Tr0ub4dor&⟪digits:2⟫"), false),
            new Kind("firebase_fcm", Set.of("firebase-fcm-server-key"), List.of("FCM_SERVER_KEY", "firebase_server_key"),
                    List.of("AAAA⟪b64url:7⟫:APA91b⟪b64url:134⟫"), true),
            new Kind("django_secret_key", Set.of("django-secret-key", "generic-secret"), List.of("SECRET_KEY",
                    "DJANGO_SECRET_KEY"), List.of("django-insecure-⟪django:50⟫", "⟪django:50⟫"), false),
            new Kind("okta", Set.of("okta-api-token", "generic-token"), List.of("OKTA_API_TOKEN", "okta_token"),
                    List.of("00⟪b64url:40⟫"), false),
            new Kind("azure_storage", Set.of("azure-storage-account-key"), List.of("AZURE_STORAGE_KEY",
                    "AZURE_STORAGE_ACCOUNT_KEY", "storage_account_key"), List.of("⟪b64:86⟫=="), false),
            new Kind("telegram", Set.of("telegram-bot-token"), List.of("TELEGRAM_BOT_TOKEN", "bot_token"),
                    List.of("⟪digits:10⟫:AA⟪b64url:33⟫"), true),
            new Kind("mapbox", Set.of("mapbox-access-token"), List.of("MAPBOX_TOKEN", "mapbox_access_token"),
                    // Public pk. tokens are publishable (see publishable_key below): only secret sk. ones.
                    List.of("sk.eyJ1Ijoi⟪b64url:44⟫.⟪b64url:22⟫", "sk.eyJ1Ijoi⟪b64url:40⟫.⟪b64url:22⟫"), true),
            new Kind("discord_bot", Set.of("discord-bot-token", "discord-bot-token-bare", "generic-token"),
                    List.of("DISCORD_TOKEN", "bot_token", "TOKEN"), List.of("⟪discord⟫"), true),
            new Kind("discord_webhook", Set.of("discord-webhook-url"), List.of("DISCORD_WEBHOOK", "webhook_url"),
                    List.of("https://discord.com/api/webhooks/⟪digits:19⟫/⟪b64url:68⟫"), true),
            new Kind("github", Set.of("github-pat", "github-fine-grained-pat"), List.of("GITHUB_TOKEN", "GH_TOKEN"),
                    List.of("ghp_⟪gh⟫", "github_pat_⟪alnum:22⟫_⟪alnum:59⟫"), true),
            new Kind("slack", Set.of("slack-bot-token", "slack-user-token"), List.of("SLACK_BOT_TOKEN", "slack_token"),
                    List.of("xoxb-⟪digits:12⟫-⟪digits:13⟫-⟪alnum:24⟫"), true),
            new Kind("jwt", Set.of("jwt"), List.of("SESSION_JWT", "id_token"), List.of("⟪jwt⟫"), true),
            new Kind("aws", Set.of("aws-access-key-id"), List.of("AWS_ACCESS_KEY_ID", "aws_access_key_id"),
                    List.of("AKIA⟪base32:16⟫"), true),
            new Kind("openai", Set.of("openai-api-key"), List.of("OPENAI_API_KEY", "openai_key"),
                    List.of("sk-proj-⟪b64url:58⟫T3BlbkFJ⟪b64url:58⟫"), true),
            new Kind("stripe", Set.of("stripe-secret-key"), List.of("STRIPE_SECRET_KEY", "stripe_key"),
                    List.of("sk_live_⟪alnum:24⟫", "rk_live_⟪alnum:99⟫"), true));

    private static final List<Carrier> CARRIERS = List.of(
            new Carrier("env_file", false, false, "# service config\nLOG_LEVEL=info\n«key»=«value»\n"),
            new Carrier("yaml", false, false, "service:\n  name: billing\n  «lkey»: \"«value»\"\n"),
            new Carrier("python", false, false, "import os\n\n«key» = \"«value»\"\nclient = Client(«lkey»=«key»)\n"),
            new Carrier("json", true, false, "{\n  \"name\": \"billing\",\n  \"«lkey»\": \"«value»\"\n}"),
            new Carrier("shell", true, false, "#!/bin/sh\nexport «key»='«value»'\n./run.sh\n"),
            new Carrier("log_line", true, false, "2024-05-01T10:00:00Z INFO config loaded «lkey»=«value» region=eu-west-1"),
            new Carrier("prose", true, true, "For the demo we used «value» and it worked."),
            new Carrier("glued_dash", true, true, "see b-«value» in the dump"),
            new Carrier("glued_underscore", true, true, "cached as x_«value» in redis"));

    private static final List<Structured> STRUCTURED = List.of(
            new Structured("gcp_service_account", "json", false, Set.of("gcp-service-account-key", "private-key"),
                    "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key_id\": "
                            + "\"⟪hex:40⟫\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\\\n⟪pem-esc:8⟫\\\\n-----END "
                            + "PRIVATE KEY-----\\\\n\",\n  \"client_email\": \"ci@acme-prod.iam.gserviceaccount.com\"\n}"),
            new Structured("gcp_service_account", "python_dict", true, Set.of("gcp-service-account-key", "private-key"),
                    "creds = {'type': 'service_account', 'private_key': '-----BEGIN PRIVATE KEY-----\\\\n⟪pem-esc:6⟫\\\\n"
                            + "-----END PRIVATE KEY-----\\\\n', 'client_email': 'x@p.iam.gserviceaccount.com'}"),
            new Structured("gcp_service_account", "key_id_only", true, Set.of("gcp-service-account-key"),
                    "{\"client_email\": \"svc@acme.iam.gserviceaccount.com\", \"private_key_id\": \"⟪hex:40⟫\"}"),
            new Structured("kubernetes_secret", "data", false, Set.of("kubernetes-secret"),
                    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n  password: "
                            + "⟪b64of:⟪alnum:20⟫⟫\n"),
            new Structured("kubernetes_secret", "string_data", true, Set.of("kubernetes-secret"),
                    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  api-token: ⟪alnum:30⟫7Z\n"),
            new Structured("kubernetes_secret", "quoted_kind", true, Set.of("kubernetes-secret"),
                    "apiVersion: v1\nkind: \"Secret\"\ndata:\n  token: ⟪b64of:⟪alnum:24⟫⟫\n"),
            new Structured("curl_basic_auth", "u", false, Set.of("curl-basic-auth"),
                    "curl -u deploy:⟪alnum:14⟫ https://api.internal.acme/v1/deploy"),
            new Structured("curl_basic_auth", "user_multiline", true, Set.of("curl-basic-auth"),
                    "curl -X POST \\\n  --user ci:⟪alnum:12⟫⟪digits:2⟫ \\\n  https://builds.acme.dev/trigger"),
            new Structured("azure_connection_string", "conn", false, Set.of("azure-storage-account-key"),
                    "DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey=⟪b64:86⟫==;EndpointSuffix=core."
                            + "windows.net"),
            new Structured("azure_connection_string", "cli", true, Set.of("azure-storage-account-key"),
                    "az storage blob upload --account-name acmestore --account-key ⟪b64:86⟫== -f backup.tar"),
            new Structured("okta_header", "ssws", true, Set.of("okta-api-token", "authorization-header"),
                    "curl -H \"Authorization: SSWS 00⟪alnum:40⟫\" https://acme.okta.com/api/v1/users"),
            new Structured("telegram_url", "bot_url", true, Set.of("telegram-bot-token"),
                    "https://api.telegram.org/bot⟪digits:10⟫:AA⟪b64url:33⟫/sendMessage?chat_id=42"),
            new Structured("discord_bare", "client_run", true, Set.of("discord-bot-token-bare"),
                    "client = discord.Client()\nclient.run('⟪discord⟫')"),
            new Structured("connection_string", "postgres", false, Set.of("connection-string-password"),
                    "DATABASE_URL=postgres://app:⟪alnum:16⟫@db.internal:5432/app"),
            new Structured("connection_string", "mongodb", true, Set.of("connection-string-password"),
                    "mongodb+srv://admin:⟪alnum:12⟫⟪digits:3⟫@cluster0.acme.mongodb.net/prod"),
            new Structured("private_key", "pem", false, Set.of("private-key"),
                    "-----BEGIN RSA PRIVATE KEY-----\n⟪pem:10⟫\n-----END RSA PRIVATE KEY-----"),
            new Structured("private_key", "openssh", true, Set.of("private-key"),
                    "-----BEGIN OPENSSH PRIVATE KEY-----\n⟪pem:8⟫\n-----END OPENSSH PRIVATE KEY-----"),

            // Hard negatives.
            new Structured("uuid", "plain", false, Set.of(), "request_id=⟪uuid⟫ trace=⟪uuid⟫"),
            new Structured("uuid", "json", true, Set.of(), "{\"id\": \"⟪uuid⟫\", \"tenant\": \"⟪uuid⟫\"}"),
            new Structured("hash", "git_sha", false, Set.of(), "commit ⟪hex:40⟫\nMerge: ⟪hex:7⟫ ⟪hex:7⟫"),
            new Structured("hash", "sha256", true, Set.of(), "sha256:⟪hex:64⟫  dist/app.tar.gz"),
            new Structured("lockfile", "npm", false, Set.of(), "\"node_modules/left-pad\": {\n  \"version\": \"1.3.0\",\n"
                    + "  \"integrity\": \"sha512-⟪b64:86⟫==\"\n}"),
            new Structured("lockfile", "go_sum", true, Set.of(), "github.com/acme/lib v1.2.3 h1:⟪b64:43⟫=\n"
                    + "github.com/acme/lib v1.2.3/go.mod h1:⟪b64:43⟫="),
            new Structured("lockfile", "cargo", true, Set.of(), "[[package]]\nname = \"serde\"\nversion = \"1.0.0\"\n"
                    + "checksum = \"⟪hex:64⟫\""),
            new Structured("base64_image", "data_url", false, Set.of(), "<img src=\"data:image/png;base64,⟪b64:200⟫\">"),
            new Structured("base64_image", "css", true, Set.of(), ".logo { background: url(data:image/svg+xml;base64,"
                    + "⟪b64:160⟫); }"),
            new Structured("placeholder", "changeme", false, Set.of(), "password=changeme\nAPI_KEY=<your-api-key>"),
            new Structured("placeholder", "angle", true, Set.of(), "DB_PASSWORD=<your-password>\nTOKEN=your_token_here"),
            new Structured("placeholder", "stars", true, Set.of(), "password: \"********\"\nsecret: xxxxxxxxxxxxxxxx"),
            new Structured("env_read_code", "python", false, Set.of(), "password = os.environ[\"DB_PASSWORD\"]\n"
                    + "token = os.getenv(\"GITHUB_TOKEN\")"),
            new Structured("env_read_code", "node", true, Set.of(), "const apiKey = process.env.OPENAI_API_KEY;\n"
                    + "const secret = config.get('jwtSecret');"),
            new Structured("env_read_code", "actions", true, Set.of(), "env:\n  TOKEN: ${{ secrets.DEPLOY_TOKEN }}\n"
                    + "  PASSWORD: ${DB_PASSWORD}"),
            new Structured("docs_mentions", "prefixes", false, Set.of(), "GitHub tokens start with ghp_ and Slack bot "
                    + "tokens with xoxb-."),
            new Structured("docs_mentions", "firebase", true, Set.of(), "Legacy FCM server keys look like AAAA…:APA91b… and "
                    + "Mapbox public tokens start with pk.eyJ."),
            new Structured("public_key", "ssh", true, Set.of(), "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA⟪b64:43⟫ dev@laptop"),
            // Made to be public: shipped in pages and apps (Publishable).
            new Structured("publishable_key", "mapbox_public", true, Set.of(),
                    "MAPBOX_TOKEN=pk.eyJ1Ijoi⟪b64url:40⟫.⟪b64url:22⟫"),
            new Structured("publishable_key", "stripe_publishable", true, Set.of(),
                    "STRIPE_PUBLISHABLE_KEY=pk_live_⟪alnum:99⟫"),
            new Structured("publishable_key", "firebase_web", true, Set.of(),
                    "const firebaseConfig = {\n  apiKey: \"AIza⟪b64url:35⟫\",\n  authDomain: \"shop-7f3a.firebaseapp.com\",\n"
                            + "  projectId: \"shop-7f3a\",\n  messagingSenderId: \"⟪digits:12⟫\"\n};"));

    private SecretCorpus() {
    }

    public static List<Sample> generate(long seed) {
        Random random = new Random(seed);
        SampleTemplates values = new SampleTemplates(random);
        List<Sample> samples = new ArrayList<>();
        for (Kind kind : KINDS) {
            for (Carrier carrier : CARRIERS) {
                if (carrier.needsPrefix() && !kind.prefixed()) {
                    continue;
                }
                for (int i = 0; i < PER_KIND_AND_CARRIER; i++) {
                    String key = kind.keys().get(random.nextInt(kind.keys().size()));
                    String value = values.expand(kind.values().get(random.nextInt(kind.values().size())));
                    String text = carrier.wrap().replace("«key»", key).replace("«lkey»", key.toLowerCase())
                            .replace("«value»", value);
                    samples.add(new Sample(kind.family(), kind.family() + "/" + carrier.id(), carrier.id(), true,
                            carrier.heldOut(), text));
                }
            }
        }
        for (Structured s : STRUCTURED) {
            int count = s.rules().isEmpty() ? PER_NEGATIVE : PER_STRUCTURED;
            for (int i = 0; i < count; i++) {
                samples.add(new Sample(s.family(), s.family() + "/" + s.id(), s.id(), !s.rules().isEmpty(), s.heldOut(),
                        values.expand(s.template())));
            }
        }
        return samples;
    }

    /** The rule ids that count as the right answer for a sample's family. */
    static Set<String> expectedRules(Sample sample) {
        for (Kind kind : KINDS) {
            if (kind.family().equals(sample.family())) {
                return kind.rules();
            }
        }
        for (Structured s : STRUCTURED) {
            if (s.family().equals(sample.family()) && sample.template().equals(s.family() + "/" + s.id())) {
                return s.rules();
            }
        }
        return Set.of();
    }
}
