package dev.albert.safety;

import java.util.List;

/**
 * Credentials that vendors print in their own documentation, tutorials and emulators, copied into countless
 * READMEs, tests and answers. They authenticate nothing of anybody's (or, like the storage emulator's key, only a
 * local emulator), so reporting them would be noise; values marked {@code EXAMPLE} are {@link Placeholders}' job.
 * A candidate is dropped when it contains one of these exactly.
 */
final class DocumentedExamples {
    private DocumentedExamples() {
    }

    private static final List<String> VALUES = List.of(
            // Stripe's API reference and quick starts (test mode of Stripe's own documentation account).
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
            // The Azure Storage emulator's (Azurite's) well-known account key for devstoreaccount1.
            "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
            // jwt.io's default token ("John Doe", secret "your-256-bit-secret") and RFC 7515 A.1's signature.
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            // Mailgun's documentation key.
            "key-3ax6xnjp29jd6fds4gc373sgvjxteol0",
            // Stripe's older API reference key.
            "sk_test_26PHem9AhJZvU623DfE1x4sd",
            // The Azure Cosmos DB emulator's well-known key.
            "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==",
            // RFC 7617 and MDN's Basic credentials (Aladdin:open sesame, aladdin:opensesame).
            "QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
            "YWxhZGRpbjpvcGVuc2VzYW1l",
            // RFC 6749's (OAuth 2.0) access and refresh tokens, client credentials and code; RFC 6750's bearer token.
            "2YotnFZFEjr1zCsicMWpAA",
            "tGzv3JOkF0XG5Qx2TlKWIA",
            "czZCaGRSa3F0MzpnWDFmQmF0M2JW",
            "7Fjfp0ZBr1KtDRbnfVdmIw",
            "SplxlOBeZQQYbYS6WxSbIA",
            "mF_9.B5f-4.1JqM",
            // RFC 7515 A.1's HMAC key (a JWK "k").
            "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow",
            // RFC 7515 A.3's and RFC 7517 A.2's EC private keys (a JWK "d"), copied into JOSE libraries' tests.
            "jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI",
            "870MB6gfuTJ4HtUnUvYMyJpr5eUZNP4Bk43bVdj3eAE",
            // Discord's API reference bot token; Slack's API documentation bot token and signing secret.
            "MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs",
            "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy",
            "8f742231b10e8888abcd99yyyzzz85a5",
            // Telegram's Bot API documentation tokens.
            "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",
            "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11",
            // Flask's quick start and tutorial secret keys.
            "_5#y2L\"F4Q8z\\n\\xec]/",
            "192b9bdd22ab9ed4d12e236c78afcb9a393ec15f71bbf5dc987d54727823bcbf",
            // Cloudflare's API documentation token and global API key; DigitalOcean's API documentation token.
            "YQSn-xWAQiiEh9qM58wZNnyQS7FUdoqGIUAbrh7T",
            "c2547eb745079dac9320b638f5e225cf483cc5cfdda41",
            "b7d03a6947b217efb6f3ec3bd3504582",
            // MongoDB's manual: the password of its connection-string examples, percent-encoded and plain.
            "D1fficultP%40ssw0rd",
            "D1fficultP@ssw0rd",
            // Google Maps JavaScript API samples' key; GitHub Docs' example personal access token.
            "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe",
            "ghp_16C7e42F292c6912E7710c838347Ae178B4a");

    /** Whether {@code text[start, end)} holds a documented example value. */
    static boolean contains(String text, int start, int end) {
        String candidate = text.substring(start, end);
        for (String value : VALUES) {
            if (candidate.contains(value)) {
                return true;
            }
        }
        return false;
    }
}
