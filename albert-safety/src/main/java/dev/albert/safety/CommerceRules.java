package dev.albert.safety;

import java.util.List;

import static dev.albert.safety.RuleFragments.token;

/** Stripe, Shopify, Square and Braintree credentials. */
final class CommerceRules {
    private CommerceRules() {
    }

    static List<SecretRule> rules() {
        return List.of(
                // Secret keys, and the 12-hex-digit encryption keys (FLWSECK_TEST…, no dash) issued beside them.
                token("flutterwave-secret-key", "Flutterwave secret or encryption key",
                        "FLWSECK(?:_TEST)?-[a-h0-9]{32}-X|FLWSECK(?:_TEST)?[a-f0-9]{12}", "_-", "flwseck"),
                // Test-mode keys are reported too: they still authenticate against the account.
                token("stripe-secret-key", "Stripe secret or restricted key (live or test)",
                        "(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,247}", "",
                        "sk_live_", "sk_test_", "rk_live_", "rk_test_"),
                token("stripe-webhook-secret", "Stripe webhook signing secret", "whsec_[A-Za-z0-9+/]{32,64}", "+/",
                        "whsec_"),
                token("shopify-access-token", "Shopify Admin API access token", "shpat_[a-fA-F0-9]{32}", "_", "shpat_"),
                token("shopify-shared-secret", "Shopify app shared secret", "shpss_[a-fA-F0-9]{32}", "_", "shpss_"),
                token("shopify-custom-access-token", "Shopify custom app access token", "shpca_[a-fA-F0-9]{32}", "_",
                        "shpca_"),
                token("shopify-private-app-access-token", "Shopify private app access token", "shppa_[a-fA-F0-9]{32}",
                        "_", "shppa_"),
                token("square-access-token", "Square access token", "(?:EAAA|sq0atp-)[A-Za-z0-9_-]{22,60}", "_-",
                        "sq0atp-", "eaaa"),
                token("square-oauth-secret", "Square OAuth application secret", "sq0csp-[A-Za-z0-9_-]{43}", "_-",
                        "sq0csp-"),
                token("braintree-access-token", "Braintree / PayPal access token",
                        "access_token\\$(?:production|sandbox)\\$[0-9a-z]{16}\\$[0-9a-f]{32}", "_$", "access_token$"));
    }
}
