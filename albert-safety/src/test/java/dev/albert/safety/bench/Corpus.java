package dev.albert.safety.bench;

import dev.albert.safety.SampleFile;
import dev.albert.safety.SampleTemplates;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A deterministic corpus of what hooks screen: source code (Java, Python, shell), configuration
 * (YAML, JSON, env files with references and placeholders), logs, lock files, and prose — the words
 * password, token, secret, system prompt and "ignore" appear in benign sentences — plus a few planted
 * secrets whose rule and span are recorded, so a test can check that exactly those are found.
 */
public final class Corpus {
    /** A secret the generator planted: the rule that must report it and where. */
    public record Planted(String rule, int start, int end) {
    }

    public record Text(String text, List<Planted> planted) {
    }

    private static final String[][] SECRETS = {
            {"github-pat", "export GITHUB_TOKEN=«ghp_⟪gh⟫»"},
            {"aws-access-key-id", "aws_access_key_id = «AKIA⟪base32:16⟫»"},
            {"generic-password", "  password: «⟪alnum:10⟫#⟪digits:3⟫»"},
            {"private-key", "«-----BEGIN PRIVATE KEY-----\\n⟪pem:6⟫\\n-----END PRIVATE KEY-----»"},
            {"connection-string-password", "DATABASE_URL=postgres://app:«⟪alnum:16⟫»@db.internal:5432/app"},
            {"openai-api-key", "OPENAI_API_KEY=«sk-proj-⟪b64url:120⟫»"},
            {"jwt", "curl -H 'Authorization: Bearer «⟪jwt⟫»' https://api.internal/v1/me"},
            {"albert-api-key", "albert remember --key «alb_⟪alnum:8⟫_⟪b64url:40⟫Xy1»"},
            {"slack-webhook-url", "SLACK_WEBHOOK=«https://hooks.slack.com/services/T⟪uppernum:8⟫/B⟪uppernum:10⟫/⟪alnum:24⟫»"},
            {"stripe-secret-key", "Stripe.apiKey = \"«sk_live_⟪alnum:24⟫»\";"},
    };

    /**
     * Ordinary technical English. Words that gate rules (password, token, secret, prompt, ignore…) are
     * not drawn at random: at one in eight words they would make every rule scan every line, which no
     * real text does. They appear in the fixed sentences and snippets below, at a realistic rate.
     */
    private static final String[] WORDS = ("the a to of and in for is on that with as it be this by are from at or "
            + "an will can not if we they which when build test deploy cache server client request response "
            + "memory context agent session hook queue retry timeout error warning project branch commit "
            + "review merge release version config value file path module service database schema index query "
            + "result team change plan work time data run case state list item order update report check support "
            + "should would could more most other some such only also into over after before then than about").split(" ");

    private static final String[] SENTENCES = {
            "The password must be at least 12 characters; rotate the token monthly.",
            "Store the API key in the secret manager, never in the repository.",
            "Ignore the previous build output if the cache was cleared.",
            "The system prompt is assembled by the server before recall.",
            "Your changes will be reviewed by the user who opened the issue.",
            "Follow the instructions in CONTRIBUTING.md before sending a pull request.",
    };

    private final Random random;
    private final SampleTemplates templates;

    private Corpus(long seed) {
        this.random = new Random(seed);
        this.templates = new SampleTemplates(random);
    }

    /**
     * About {@code targetChars} characters of mixed text. {@code secretsPerMegabyte} planted secrets per
     * million characters (0 for clean text).
     */
    public static Text mixed(long seed, int targetChars, int secretsPerMegabyte) {
        return new Corpus(seed).generate(targetChars, secretsPerMegabyte, false);
    }

    /** Prose only, no secrets: the common case the keyword pre-filter is there for. */
    public static Text prose(long seed, int targetChars) {
        return new Corpus(seed).generate(targetChars, 0, true);
    }

    private Text generate(int targetChars, int secretsPerMegabyte, boolean proseOnly) {
        StringBuilder out = new StringBuilder(targetChars + 4096);
        List<Planted> planted = new ArrayList<>();
        int secrets = (int) ((long) targetChars * secretsPerMegabyte / 1_000_000);
        int every = secrets == 0 ? Integer.MAX_VALUE : Math.max(1, targetChars / (secrets + 1));
        int nextSecretAt = every;
        while (out.length() < targetChars) {
            if (out.length() >= nextSecretAt && planted.size() < secrets) {
                String[] s = SECRETS[planted.size() % SECRETS.length];
                SampleFile.Marked m = SampleFile.Marked.of(templates.expand(s[1]));
                int base = out.length();
                out.append(m.text()).append('\n');
                for (int[] span : m.spans()) {
                    planted.add(new Planted(s[0], base + span[0], base + span[1]));
                }
                nextSecretAt += every;
                continue;
            }
            int kind = proseOnly ? 0 : random.nextInt(7);
            switch (kind) {
                case 0 -> prose(out);
                case 1 -> java(out);
                case 2 -> python(out);
                case 3 -> logs(out);
                case 4 -> config(out);
                case 5 -> lockfile(out);
                default -> shell(out);
            }
        }
        return new Text(out.toString(), List.copyOf(planted));
    }

    private String word() {
        return WORDS[random.nextInt(WORDS.length)];
    }

    private String ident() {
        return word() + Character.toUpperCase(word().charAt(0)) + word().substring(1);
    }

    private void prose(StringBuilder out) {
        int sentences = 3 + random.nextInt(5);
        for (int i = 0; i < sentences; i++) {
            int words = 6 + random.nextInt(14);
            StringBuilder s = new StringBuilder();
            for (int w = 0; w < words; w++) {
                s.append(w == 0 ? "" : " ").append(word());
            }
            s.setCharAt(0, Character.toUpperCase(s.charAt(0)));
            out.append(s).append(". ");
        }
        out.append(random.nextInt(3) == 0 ? SENTENCES[random.nextInt(SENTENCES.length)] + "\n\n" : "\n\n");
    }

    private void java(StringBuilder out) {
        String name = ident();
        out.append("    /** Returns the ").append(word()).append(" for the given ").append(word()).append(". */\n")
                .append("    public ").append("String ").append(name).append("(String ").append(word()).append(") {\n")
                .append("        String password = config.getPassword();\n")
                .append("        Map<String, Object> values = new HashMap<>();\n")
                .append("        values.put(\"").append(word()).append("\", ").append(random.nextInt(1000)).append(");\n")
                .append("        if (token == null || token.isBlank()) {\n")
                .append("            throw new IllegalStateException(\"missing token for \" + ").append(word()).append(");\n")
                .append("        }\n")
                .append("        return ").append(word()).append(".apply(values, \"").append(templates.pick("0123456789abcdef", "8"))
                .append("\");\n    }\n\n");
    }

    private void python(StringBuilder out) {
        out.append("def ").append(word()).append("_").append(word()).append("(").append(word()).append("):\n")
                .append("    token = os.environ[\"API_TOKEN\"]\n")
                .append("    api_key = settings.API_KEY\n")
                .append("    # ignore the previous build output, it is stale\n")
                .append("    for i in range(").append(random.nextInt(100)).append("):\n")
                .append("        result = client.get(f\"/v1/").append(word()).append("/{i}\", timeout=30)\n")
                .append("    return result\n\n");
    }

    private void logs(StringBuilder out) {
        int lines = 5 + random.nextInt(10);
        for (int i = 0; i < lines; i++) {
            out.append("2026-05-0").append(1 + random.nextInt(9)).append("T10:").append(10 + random.nextInt(49))
                    .append(":00Z INFO request_id=").append(templates.expand("⟪hex:32⟫"))
                    .append(" trace=").append(templates.expand("⟪uuid⟫"))
                    .append(" GET /api/").append(word()).append(" status=200 duration_ms=").append(random.nextInt(900))
                    .append(" client=10.0.").append(random.nextInt(255)).append('.').append(random.nextInt(255)).append('\n');
        }
    }

    private void config(StringBuilder out) {
        out.append("database:\n  host: db.internal\n  password: ${DB_PASSWORD}\n  pool_size: ")
                .append(random.nextInt(50)).append("\nauth:\n  token_ttl: 3600\n  api_key: ${{ secrets.API_KEY }}\n")
                .append("  client_secret: <your-client-secret>\n")
                .append("{\"name\": \"").append(word()).append("\", \"version\": \"1.").append(random.nextInt(20))
                .append(".0\", \"private\": true, \"secretName\": \"db-credentials\"}\n")
                .append("API_URL=https://api.example.com/v1\nLOG_LEVEL=info\nSECRET_KEY=changeme\n\n");
    }

    private void lockfile(StringBuilder out) {
        out.append("    \"node_modules/").append(word()).append("\": {\n      \"version\": \"").append(random.nextInt(9))
                .append(".").append(random.nextInt(9)).append(".0\",\n      \"resolved\": \"https://registry.npmjs.org/")
                .append(word()).append("/-/").append(word()).append("-1.0.0.tgz\",\n      \"integrity\": \"sha512-")
                .append(templates.expand("⟪b64:86⟫")).append("==\"\n    },\n")
                .append("golang.org/x/").append(word()).append(" v0.").append(random.nextInt(30)).append(".0 h1:")
                .append(templates.expand("⟪b64:43⟫")).append("=\n");
    }

    private void shell(StringBuilder out) {
        out.append("#!/usr/bin/env bash\nset -euo pipefail\n")
                .append("git log --oneline | head -n ").append(random.nextInt(20)).append("  # ")
                .append(templates.expand("⟪hex:40⟫")).append('\n')
                .append("curl -fsS -H \"Authorization: Bearer $TOKEN\" https://api.example.com/v1/").append(word()).append('\n')
                .append("docker run --rm -e PASSWORD=\"$PASSWORD\" app@sha256:").append(templates.expand("⟪hex:64⟫")).append("\n\n");
    }
}
