package dev.albert.safety;

import java.util.List;

import static dev.albert.safety.RuleFragments.token;

/** OpenAI, Anthropic, Hugging Face and other model providers' API keys. */
final class AiProviderRules {
    private AiProviderRules() {
    }

    static List<SecretRule> rules() {
        return List.of(
                openAi(),
                token("anthropic-api-key", "Anthropic API key", "sk-ant-api[0-9]{2}-[A-Za-z0-9_-]{80,120}", "_-",
                        "sk-ant-api"),
                token("anthropic-admin-api-key", "Anthropic Admin API key", "sk-ant-admin[0-9]{2}-[A-Za-z0-9_-]{80,120}",
                        "_-", "sk-ant-admin"),
                token("anthropic-oauth-token", "Anthropic OAuth access or refresh token (e.g. Claude Code)",
                        "sk-ant-o(?:at|rt)[0-9]{2}-[A-Za-z0-9_-]{80,120}", "_-", "sk-ant-oat", "sk-ant-ort"),
                SecretRule.vendor("huggingface-access-token", "Hugging Face user access token")
                        .keywords("hf_")
                        .regex("(?P<secret>hf_[A-Za-z]{34})")
                        .check(MatchChecks.vendorToken("_").and(MatchChecks.mixedCase()))
                        .build(),
                SecretRule.vendor("huggingface-organization-token", "Hugging Face organization API token")
                        .keywords("api_org_")
                        .regex("(?P<secret>api_org_[A-Za-z]{34})")
                        .check(MatchChecks.vendorToken("_").and(MatchChecks.mixedCase()))
                        .build(),
                token("groq-api-key", "Groq API key", "gsk_[A-Za-z0-9]{52}", "_", "gsk_"),
                token("replicate-api-token", "Replicate API token", "r8_[A-Za-z0-9]{37}", "_", "r8_"),
                token("openrouter-api-key", "OpenRouter API key", "sk-or-v1-[a-f0-9]{64}", "-", "sk-or-v1-"),
                token("xai-api-key", "xAI API key", "xai-[A-Za-z0-9]{80}", "-", "xai-"),
                token("perplexity-api-key", "Perplexity API key", "pplx-[A-Za-z0-9]{48}", "-", "pplx-"),
                token("langsmith-api-key", "LangSmith API key or personal access token",
                        "lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}", "_", "lsv2_"));
    }

    /**
     * OpenAI keys: project, service-account and admin keys ({@code sk-proj-…}, long URL-safe base64),
     * legacy user keys with the base64 of "OpenAI" ({@code T3BlbkFJ}) in the middle, and bare
     * 48-character legacy keys. Random keys of these lengths always mix cases and digits; filler like
     * {@code sk-xxxx…} or {@code sk-proj-your-key} does not.
     */
    private static SecretRule openAi() {
        return SecretRule.vendor("openai-api-key", "OpenAI API key")
                .keywords("sk-")
                .regex("(?P<secret>sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{40,250})"
                        + "|(?P<secret2>sk-[A-Za-z0-9_-]{20,80}T3BlbkFJ[A-Za-z0-9_-]{20,80})"
                        + "|(?P<secret3>sk-[A-Za-z0-9]{48})")
                .check(MatchChecks.vendorToken("_-").and(MatchChecks.entropyAtLeast(3.5))
                        .and(MatchChecks.mixedCase()).and(MatchChecks.hasDigit()))
                .build();
    }
}
