package dev.albert.safety;

import java.util.List;

import static dev.albert.safety.RuleFragments.NEAR;
import static dev.albert.safety.RuleFragments.inContext;
import static dev.albert.safety.RuleFragments.token;

/** Slack, Twilio, SendGrid, Mailgun, Mailchimp, Telegram, Discord and Microsoft Teams credentials. */
final class MessagingRules {
    private MessagingRules() {
    }

    /** Telegram named within three lines: built once, not per candidate. */
    private static final MatchCheck TELEGRAM_NAMED = MatchChecks.near(3, "telegram");

    static List<SecretRule> rules() {
        return List.of(
                token("brevo-api-key", "Brevo (Sendinblue) API key", "xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}", "-",
                        "xkeysib-"),
                token("mailersend-api-token", "MailerSend API token", "mlsn\\.[A-Za-z0-9]{30,100}", "", "mlsn."),
                token("slack-bot-token", "Slack bot token",
                        "xoxb-[0-9]{8,14}-(?:[0-9]{8,14}-)?[A-Za-z0-9]{24,34}", "-", "xoxb-"),
                token("slack-user-token", "Slack user token",
                        "xoxp-(?:[0-9]{1,14}-){2,3}[a-f0-9]{32}|xoxe\\.xoxp-1-[A-Za-z0-9]{100,200}", "-",
                        "xoxp-"),
                token("slack-token", "Slack legacy, workspace, refresh or configuration token",
                        "xox[aores]-(?:[0-9]{1,14}-){0,4}[A-Za-z0-9]{10,200}", "-",
                        "xoxa-", "xoxo-", "xoxr-", "xoxe-", "xoxs-"),
                token("slack-app-token", "Slack app-level token",
                        "xapp-[0-9]-[A-Z0-9]{9,12}-[0-9]{10,13}-[a-f0-9]{64}", "-", "xapp-"),
                token("slack-webhook-url", "Slack incoming webhook or workflow URL",
                        "https?://hooks\\.slack\\.com/(?:services|workflows|triggers)/T[A-Z0-9]{6,12}/"
                                + "(?:B[A-Z0-9]{6,12}|[0-9]{6,20})/[A-Za-z0-9]{20,40}", "/",
                        "hooks.slack.com"),
                token("twilio-api-key", "Twilio API key (SK…)", "SK[0-9a-fA-F]{32}", "", "sk"),
                // Named as Twilio's, or given right after its account SID, as the SDKs' constructors and Basic auth
                // take them: Client("AC…", "…"), new TwilioRestClient("AC…", "…"), "AC…:…".
                SecretRule.vendor("twilio-auth-token", "Twilio auth token")
                        // not "ac": the gate would open on every "account" and "back" of a text
                        .keywords("twilio", "client(", "client (")
                        // the two arguments may stand on lines of their own: require('twilio')(\n  'AC…',\n  '…'\n)
                        .linesAfter(3)
                        .regex("(?i:twilio" + NEAR + "(?:auth[_ .-]?)?(?:token|secret))" + RuleFragments.ASSIGN
                                + "(?P<secret>[a-f0-9]{32})"
                                + "|AC[0-9a-f]{32}[\"']?[ \\t]*(?:,[ \\t]*\\r?\\n?[ \\t]*|:[ \\t]*)[\"']?(?P<secret2>[0-9a-f]{32})")
                        .check(MatchChecks.vendorToken(""))
                        .build(),
                token("sendgrid-api-key", "SendGrid API key", "SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}", "_-.",
                        "sg."),
                SecretRule.vendor("mailgun-api-key", "Mailgun API or webhook signing key")
                        .keywords("key-", "mailgun")
                        .regex("(?P<secret>key-[0-9a-f]{32})"
                                + "|(?i:mailgun" + NEAR + "(?:key|token|secret))" + RuleFragments.ASSIGN
                                + "(?P<secret2>[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8})")
                        .check(MatchChecks.vendorToken("_-"))
                        .build(),
                token("mailchimp-api-key", "Mailchimp API key", "[0-9a-f]{32}-us[0-9]{1,2}", "-", "-us"),
                // The Bot API puts the token right after "bot" in its URLs (api.telegram.org/bot123:AA…/getMe),
                // so only a digit before the bot id continues a longer number.
                // Every token issued since 2015 has AA after the colon; one with other letters there (hand-made,
                // or older) is trusted only where Telegram is named.
                SecretRule.vendor("telegram-bot-token", "Telegram bot token")
                        .keywords(":aa", "telegram")
                        .linesAfter(3)
                        .regex("(?P<secret>[0-9]{8,10}:AA[A-Za-z0-9_-]{33})|(?P<secret2>[0-9]{8,10}:[A-Za-z0-9_-]{35})")
                        .check(MatchChecks.boundedAfter("_-:").and(c -> !Character.isDigit(c.charBefore()))
                                .and(MatchChecks.notFiller()).and(MatchChecks.entropyAtLeast(3.0))
                                .and(c -> c.groupStart("secret2") < 0 || MatchChecks.mixedCase().accept(c)
                                        && TELEGRAM_NAMED.accept(c)))
                        .build(),
                token("discord-webhook-url", "Discord webhook URL",
                        "https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,68}",
                        "_-", "discord"),
                inContext("discord-bot-token", "Discord bot token",
                        "discord" + NEAR + "(?:bot[_ .-]?)?token",
                        "[MNO][A-Za-z0-9_-]{23,25}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,38}", "_-.", "discord"),
                // id.timestamp.hmac where Discord is named nearby but the id part does not decode (hand-made, or cut).
                SecretRule.vendor("discord-bot-token-near", "Discord bot token (three-part shape where Discord is named)")
                        .keywords("discord")
                        .linesAfter(3)
                        .regex("(?P<secret>[A-Za-z0-9_-]{23,28}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40})")
                        .check(MatchChecks.vendorToken("_-.").and(MatchChecks.mixedCase()).and(MatchChecks.hasDigit())
                                .and(c -> !encodesId(c.value())))
                        .build(),
                discordBareToken(),
                discordTokenInCall(),
                webhookUrl("microsoft-teams-webhook-url", "Microsoft Teams incoming webhook URL",
                        "https://[a-z0-9-]+\\.webhook\\.office\\.com/",
                        "webhookb2/[a-f0-9-]{36}@[a-f0-9-]{36}/IncomingWebhook/[a-f0-9]{32}/[a-f0-9-]{36}", "-",
                        "webhook.office.com"),
                // Automation services' catch hooks: whoever has the URL starts the workflow (posts to the channel,
                // opens the gate, books the payment). The path is the secret; the host is the service's.
                webhookUrl("zapier-webhook-url", "Zapier catch hook URL", "https://hooks\\.zapier\\.com/",
                        "hooks/(?:catch|standard)/[0-9]{4,12}/[a-z0-9]{5,12}", "", "hooks.zapier.com"),
                webhookUrl("make-webhook-url", "Make (Integromat) webhook URL",
                        "https://hook\\.(?:[a-z0-9]+\\.)?(?:make|integromat)\\.com/", "[a-z0-9]{32}", "",
                        "make.com/", "integromat.com/"),
                webhookUrl("ifttt-webhook-url", "IFTTT Webhooks (Maker) URL with its key",
                        "https://maker\\.ifttt\\.com/", "trigger/[A-Za-z0-9_.-]+/(?:json/)?with/key/[A-Za-z0-9_-]{20,43}",
                        "_-", "maker.ifttt.com"),
                // Teams' incoming webhooks moved to Power Automate workflows: the trigger's URL is signed by its sig.
                webhookUrl("power-automate-webhook-url", "Power Automate (Logic Apps) HTTP trigger URL with its signature",
                        "https://[a-z0-9.-]+\\.logic\\.azure\\.com(?::443)?/",
                        "workflows/[a-f0-9]{32}/triggers/[A-Za-z0-9_.%/-]+\\?[A-Za-z0-9_.%=&-]*sig=[A-Za-z0-9_%-]{30,64}",
                        "_%-", "logic.azure.com"));
    }

    /**
     * A webhook URL of a chat or automation service: the service's host, then a path that is the secret. The path
     * alone is checked for filler and randomness, so a tenant's host written "example" (a redacted tenant name) does
     * not make the signed path an example; the finding covers the whole URL.
     */
    private static SecretRule webhookUrl(String id, String description, String host, String path, String extraTokenChars,
                                         String... keywords) {
        MatchCheck bounded = MatchChecks.bounded(extraTokenChars);
        return SecretRule.vendor(id, description)
                .keywords(keywords)
                .regex("(?P<secret>" + host + "(?P<path>" + path.replace("[a-f0-9]", "[a-fA-F0-9]") + "))")
                .check(c -> bounded.accept(c) && !Placeholders.isFiller(c.text(), c.groupStart("path"), c.end())
                        && Entropy.shannon(c.text(), c.groupStart("path"), c.end())
                        >= Entropy.reachableThreshold(3.0, c.end() - c.groupStart("path")))
                .build();
    }

    /** A first part that decodes to digits is the bot id: {@code discord-bot-token-bare} reports those. */
    private static boolean encodesId(String token) {
        String id = token.substring(0, token.indexOf('.'));
        for (int skip = 0; skip < id.length() && skip < 4; skip++) {
            byte[] raw = MatchChecks.decodeBase64(id.substring(skip));
            if (raw != null && raw.length >= 17 && new String(raw, java.nio.charset.StandardCharsets.US_ASCII).chars()
                    .allMatch(Character::isDigit)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A bot token of Discord's shape (id, six characters, signature: three base64url parts) given to the call that logs
     * a bot in ({@code bot.run("…")}, {@code client.login('…')}, {@code bot.start("…")}) whatever its first part encodes:
     * the older tokens', and ones cut or re-made, do not decode to an id, and the call says what the string is.
     */
    private static SecretRule discordTokenInCall() {
        return SecretRule.vendor("discord-bot-token-in-call", "Discord-shaped bot token passed to the call that logs a bot in")
                .keywords(".run(", ".login(", ".start(")
                .regex("\\.(?:run|login|start)\\([ \\t]*[\"'`](?P<secret>[A-Za-z0-9_-]{20,30}\\.[A-Za-z0-9_-]{6}"
                        + "\\.[A-Za-z0-9_-]{27,40})[\"'`]")
                .check(c -> GenericAssignmentRules.tokenValue(c.value(), false, c.charAfter())
                        && Entropy.characterClasses(c.value()) >= 3)
                .build();
    }

    /**
     * A Discord bot token where the word Discord is not near ({@code client.run("MTA…")}, prose, glued to
     * a name): recognised by its first part decoding to the bot's numeric id ({@link DiscordTokenDetector}).
     */
    private static SecretRule discordBareToken() {
        return SecretRule.vendor("discord-bot-token-bare", "Discord bot token (recognised by its encoded bot id)")
                .keywords(".")
                .detector(new DiscordTokenDetector())
                .build();
    }
}
