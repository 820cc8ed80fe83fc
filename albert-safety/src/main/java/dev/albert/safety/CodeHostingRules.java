package dev.albert.safety;

import java.util.List;

import static dev.albert.safety.RuleFragments.token;

/** GitHub, GitLab and Atlassian credentials. */
final class CodeHostingRules {
    private CodeHostingRules() {
    }

    static List<SecretRule> rules() {
        return List.of(
                github("github-pat", "GitHub classic personal access token", "ghp_", 36),
                github("github-oauth", "GitHub OAuth access token", "gho_", 36),
                github("github-user-to-server-token", "GitHub App user-to-server token", "ghu_", 36),
                github("github-server-to-server-token", "GitHub App installation (server-to-server) token", "ghs_", 36),
                SecretRule.vendor("github-refresh-token", "GitHub App refresh token")
                        .keywords("ghr_")
                        .regex("(?P<secret>ghr_[A-Za-z0-9]{36,76})")
                        .check(MatchChecks.vendorToken("_"))
                        .build(),
                // GitHub documents 22 and 59 characters around the underscore; the prefix alone says what it is, so
                // a token copied with a few characters more or fewer (retyped, cut at a line's end) is still one.
                token("github-fine-grained-pat", "GitHub fine-grained personal access token",
                        "github_pat_[A-Za-z0-9]{18,30}_[A-Za-z0-9]{50,70}", "_", "github_pat_"),
                token("gitlab-pat", "GitLab personal, project or group access token",
                        "glpat-[A-Za-z0-9_-]{20,64}(?:\\.[0-9a-z]{2}\\.[0-9a-z]{7,12})?", "_-", "glpat-"),
                token("gitlab-runner-token", "GitLab runner authentication token",
                        "glrt-[A-Za-z0-9_-]{20,64}(?:\\.[0-9a-z]{2}\\.[0-9a-z]{7,12})?", "_-", "glrt-"),
                token("gitlab-runner-registration-token", "GitLab runner registration token",
                        "GR1348941[A-Za-z0-9_-]{20}", "_-", "gr1348941"),
                token("gitlab-token", "GitLab deploy, trigger, CI job, OAuth, feed, mail, SCIM or agent token",
                        "(?:gldt|glptt|glcbt|gloas|glft|glimt|glsoat|glagent|glffct|glrtr)-[A-Za-z0-9_-]{20,64}", "_-",
                        "gldt-", "glptt-", "glcbt-", "gloas-", "glft-", "glimt-", "glsoat-", "glagent-", "glffct-",
                        "glrtr-"),
                token("atlassian-api-token", "Atlassian (Jira, Confluence, Bitbucket) API token",
                        "ATATT3[A-Za-z0-9_=-]{150,250}", "_=-", "atatt3"));
    }

    /**
     * GitHub's 2021 formats: a prefix, 30 random base62 characters and a 6-character CRC32 checksum.
     * A valid checksum accepts the token outright; without one the token must still look random, so
     * older tokens and reformatted ones are not lost.
     */
    private static SecretRule github(String id, String description, String prefix, int length) {
        return SecretRule.vendor(id, description)
                .keywords(prefix)
                .regex("(?P<secret>" + prefix + "[A-Za-z0-9]{" + length + "})")
                .check(MatchChecks.bounded("_").and(MatchChecks.base62Checksum(prefix.length())
                        .or(MatchChecks.notFiller().and(MatchChecks.entropyAtLeast(3.0)))))
                .build();
    }
}
