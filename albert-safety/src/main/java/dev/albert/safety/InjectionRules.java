package dev.albert.safety;

import com.google.re2j.Pattern;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.albert.safety.InjectionRule.exact;
import static dev.albert.safety.InjectionRule.phrase;
import static dev.albert.safety.ReasonCode.DELIMITER_INJECTION;
import static dev.albert.safety.ReasonCode.EXFILTRATION;
import static dev.albert.safety.ReasonCode.INSTRUCTION_OVERRIDE;
import static dev.albert.safety.ReasonCode.PROMPT_EXTRACTION;
import static dev.albert.safety.ReasonCode.ROLE_ASSUMPTION;
import static dev.albert.safety.ReasonCode.TOOL_COERCION;

/**
 * The phrase families of instruction injection, one method per reason code. Each family is written
 * against its hard negatives (docs about prompt injection, "ignore the previous build output",
 * "Removed the system prompt option", "you are now logged in"): most rules need the second person,
 * an imperative at the start of a sentence, or an object that only an attack names. The families and
 * their judgment calls are listed in {@code docs/safety.md}.
 */
final class InjectionRules {
    /** Apostrophes as typed and as typeset. */
    private static final String APOS = "['\u2019]";
    /** Start of a sentence or line, for imperatives; the quote mark allows quoted or pasted text. */
    private static final String SENTENCE_START = "(?:^|[.!?:;\\n]\\s*|\\n\\s*[>\"]\\s*)";

    /** Files whose upload is exfiltration; their names gate the upload rules, as "curl" and "|" are everywhere. */
    private static final List<String> SENSITIVE_FILE_WORDS = List.of(".ssh", ".aws", ".env", ".netrc", ".git-credentials",
            ".npmrc", ".pypirc", "docker/config", "kube/config", "gcloud", "_history", ".gnupg", "id_rsa", "id_ed25519",
            "id_ecdsa", "/etc/passwd", "/etc/shadow");

    private InjectionRules() {
    }

    static List<InjectionRule> standard() {
        List<InjectionRule> rules = new ArrayList<>();
        rules.addAll(instructionOverride());
        rules.addAll(roleAssumption());
        rules.addAll(promptExtraction());
        rules.addAll(delimiterInjection());
        rules.addAll(exfiltration());
        rules.addAll(toolCoercion());
        return List.copyOf(rules);
    }

    private static List<InjectionRule> instructionOverride() {
        String verbs = "(?:ignore|disregard|forget|neglect|abandon|discard|set\\s+aside|pay\\s+no\\s+attention\\s+to"
                + "|override|bypass)";
        // "Do not follow" is an override only towards "your" instructions: specifications say
        // "arguments that do not follow the above rules".
        String yourVerbs = "(?:" + verbs.substring(3, verbs.length() - 1) + "|do\\s+not\\s+(?:follow|obey)|don" + APOS
                + "?t\\s+(?:follow|obey)|stop\\s+following|no\\s+longer\\s+follow)";
        String earlier = "(?:previous|prior|preceding|above|earlier|former|foregoing|original|initial|above-mentioned)";
        String objects = "(?:instructions?|prompts?|directives?|rules|guidelines|commands|orders|constraints"
                + "|restrictions|guidance|programming|context)";
        // Keywords are the rarer mandatory words: "override" alone is on every other line of Java.
        List<String> earlierWords = List.of("previous", "prior", "preceding", "above", "earlier", "former",
                "foregoing", "original", "initial");
        // The words each match holds (RequiredWords), one of each group: a verb of setting aside, an object.
        List<String> verbWords = List.of("ignore", "disregard", "forget", "neglect", "abandon", "discard", "aside",
                "attention", "override", "bypass");
        List<String> yourVerbWords = withAll(verbWords, "follow", "obey");
        List<String> objectWords = List.of("instruction", "prompt", "directive", "rules", "guidelines", "commands",
                "orders", "constraints", "restrictions", "guidance", "programming", "context");
        return List.of(
                phrase("ignore-previous-instructions", INSTRUCTION_OVERRIDE,
                        "\\b" + verbs + "\\s+(?:(?:all|any|every|each)\\s+(?:of\\s+)?)?(?:the\\s+|your\\s+|my\\s+|these\\s+"
                                + "|those\\s+|its\\s+)?(?:" + earlier + "\\s+(?:and\\s+\\w+\\s+)?)+" + objects + "\\b",
                        earlierWords).requiring(verbWords).requiring(objectWords),
                phrase("ignore-your-instructions", INSTRUCTION_OVERRIDE,
                        "\\b" + yourVerbs + "\\s+(?:all\\s+(?:of\\s+)?)?your\\s+(?:[\\w-]+\\s+){0,2}?(?:instructions|system\\s+prompt"
                                + "|prompt|rules|guidelines|programming|directives|restrictions|guardrails|training"
                                + "|policies|constraints)\\b",
                        List.of("your")).requiring(yourVerbWords),
                phrase("ignore-system-prompt", INSTRUCTION_OVERRIDE,
                        SENTENCE_START + "(?:please\\s+|now\\s+|so\\s+)?(?P<at>(?:ignore|disregard|forget|bypass)\\s+"
                                + "(?:the|all|any)\\s+(?:system|developer|safety|previous|prior)\\s+(?:prompt|instructions?"
                                + "|message|rules|guidelines))",
                        List.of("ignore", "disregard", "forget", "bypass"))
                        .requiring(List.of("system", "developer", "safety", "previous", "prior"))
                        .requiring(List.of("prompt", "instruction", "message", "rules", "guidelines")),
                phrase("disregard-above", INSTRUCTION_OVERRIDE,
                        "\\b(?:ignore|disregard|forget)\\s+(?:(?:all|everything)\\s+(?:of\\s+)?(?:the\\s+|that\\s+(?:was\\s+)?)?"
                                + "(?:above|before|said|written|stated)\\b"
                                + "|(?:the\\s+|anything\\s+)?(?:above|before\\s+this|previous|prior)(?:\\s+(?:and|then)\\b"
                                + "|\\s*[.!,;:\u2014-]\\s*(?:and\\s+)?(?:now|instead|new|your|you|from|start|begin|follow|print"
                                + "|say|tell|output|reply|respond|answer|write|do)\\b))",
                        List.of("ignore", "disregard", "forget"))
                        .requiring(List.of("above", "before", "said", "written", "stated", "previous", "prior")),
                phrase("forget-everything", INSTRUCTION_OVERRIDE,
                        "\\bforget\\s+(?:everything|all(?:\\s+(?:of\\s+)?that)?|anything|what)\\s+(?:you\\s+(?:were|have\\s+been|"
                                + "'ve\\s+been|had\\s+been)\\s+(?:told|taught|instructed|given|trained)|you\\s+were\\s+told"
                                + "|(?:that\\s+)?(?:was\\s+|were\\s+|i\\s+)?(?:said|told|written|stated)\\s+(?:before|above|earlier"
                                + "|previously)|(?:above|before|so\\s+far|until\\s+now|up\\s+to\\s+(?:now|this\\s+point)))",
                        List.of("forget")),
                phrase("new-instructions", INSTRUCTION_OVERRIDE,
                        SENTENCE_START + "[ \\t>*#]*(?P<at>(?:new|real|actual|true|secret|hidden)\\s+(?:system\\s+)?instructions?"
                                + "\\s*:|your\\s+(?:new|real|actual|true)\\s+(?:instructions|task|objective|goal|purpose|role)"
                                + "\\s+(?:is|are)\\b|from\\s+now\\s+on,?\\s+(?:you\\s+(?:will|must|shall)\\s+)?(?:ignore|disregard"
                                + "|only\\s+follow|obey))",
                        List.of("instruction", "your new", "your real", "your actual", "your true", "from now on"))
                        .requiring(List.of(":", "your", "now")));
    }

    private static List<InjectionRule> roleAssumption() {
        String aiNoun = "(?:ai|assistant|model|chatbot|bot|character|persona|hacker|entity|agent|gpt|llm|version"
                + "|terminal|shell|interpreter)";
        String unbound = "(?:restrictions|limits|limitations|rules|filters|guidelines|boundaries|censorship|constraints"
                + "|ethics|morals|policies|guardrails|safety\\s+(?:rules|guidelines|filters)|content\\s+polic(?:y|ies))";
        return List.of(
                phrase("you-are-now", ROLE_ASSUMPTION,
                        "\\byou\\s+are\\s+now\\s+(?:(?:a|an|the|my)\\s+(?:[\\w-]+\\s+){0,3}?" + aiNoun + "\\b"
                                + "|(?:dan|stan|dude|aim|evil|unrestricted|unfiltered|uncensored|jailbroken|liberated)\\b"
                                + "|in\\s+(?:developer|dan|god|jailbreak|unrestricted)\\s+mode"
                                + "|no\\s+longer\\s+(?:bound|restricted|limited|an?\\s+(?:ai|assistant|language\\s+model))"
                                + "|freed?\\s+from)",
                        List.of("you are now")),
                phrase("act-as-unrestricted", ROLE_ASSUMPTION,
                        "\\b(?:act|behave|respond|answer|reply|roleplay|role-play)\\s+(?:as|like)\\s+(?:an?\\s+)?(?:dan\\b"
                                + "|(?:unrestricted|unfiltered|uncensored|jailbroken|evil|amoral|unethical)\\s+"
                                + "(?:ai|assistant|model|chatbot|version|bot)\\b)|\\bdo\\s+anything\\s+now\\b|\\bdan\\s+mode\\b",
                        List.of("dan", "unrestricted", "unfiltered", "uncensored", "jailbroken", "evil", "amoral",
                                "unethical", "anything now")),
                phrase("developer-mode", ROLE_ASSUMPTION,
                        "\\b(?:developer|god|dan|jailbreak|unrestricted)\\s+mode\\s+(?:now\\s+|has\\s+been\\s+)?(?:enabled"
                                + "|activated|unlocked|engaged)\\b|\\b(?:enable|activate|enter|switch\\s+to)\\s+(?:god|dan"
                                + "|jailbreak|unrestricted|evil)\\s+mode\\b|\\bwith\\s+developer\\s+mode\\s+enabled\\b",
                        List.of("developer mode", "god mode", "dan mode", "jailbreak mode", "unrestricted mode",
                                "evil mode")),
                phrase("jailbreak", ROLE_ASSUMPTION,
                        "\\b(?:you\\s+are|you" + APOS + "re|you\\s+have\\s+been|you" + APOS + "ve\\s+been|i\\s+have|i" + APOS
                                + "ve)\\s+(?:now\\s+)?(?:been\\s+)?(?:jailbroken|jailbreaked|unshackled)\\b"
                                + "|\\bjailbreak\\s+(?:mode|prompt)\\s*(?:enabled|activated|:)"
                                + "|\\bjailbroken\\s+(?:ai|assistant|model|mode|version|chatbot)\\b",
                        List.of("jailbr", "unshackled")),
                phrase("no-restrictions", ROLE_ASSUMPTION,
                        "\\b(?:pretend|imagine|act\\s+as\\s+if|behave\\s+as\\s+if|assume|suppose)\\s+(?:that\\s+)?you\\s+(?:have"
                                + "|had|are\\s+under|operate\\s+with|are|were)\\s+(?:no|zero|without(?:\\s+any)?)\\s+"
                                + "(?:[\\w-]+\\s+){0,2}?" + unbound + "\\b"
                                + "|\\byou\\s+(?:now\\s+)?(?:have|has)\\s+no\\s+(?:[\\w-]+\\s+)?" + unbound
                                + "\\s+(?:anymore|now|any\\s+longer|whatsoever)\\b"
                                + "|\\byou(?:" + APOS + "re|\\s+are)\\s+(?:now\\s+)?(?:free|freed|liberated|released)\\s+from\\s+"
                                + "(?:all\\s+|any\\s+|your\\s+|the\\s+)*(?:" + unbound + "|programming|shackles)\\b"
                                + "|\\byou(?:" + APOS + "re|\\s+are)\\s+(?:now\\s+)?(?:not|no\\s+longer)\\s+(?:bound|restricted"
                                + "|limited|constrained)\\s+by\\s+(?:any\\s+|your\\s+|the\\s+|openai" + APOS + "?s?\\s+"
                                + "|anthropic" + APOS + "?s?\\s+)*" + unbound + "\\b",
                        List.of("pretend", "imagine", "as if", "assume", "suppose", "you have no", "you now have no",
                                "free from", "freed from", "liberated from", "released from", "bound by",
                                "restricted by", "limited by", "constrained by")));
    }

    private static List<InjectionRule> promptExtraction() {
        String verbs = "(?:reveal|print|show|display|output|repeat|tell\\s+me|give\\s+me|write\\s+out|dump|leak|share"
                + "|expose|recite|echo|return|provide|copy|paste|spell\\s+out|list|translate)";
        String secretPrompt = "(?:system\\s+prompt|system\\s+message|system\\s+instructions|initial\\s+(?:prompt|instructions)"
                + "|hidden\\s+(?:prompt|instructions)|secret\\s+instructions|original\\s+(?:prompt|instructions)"
                + "|pre-?prompt|instructions|prompt)";
        return List.of(
                phrase("reveal-your-prompt", PROMPT_EXTRACTION,
                        "\\b" + verbs + "\\s+(?:me\\s+|us\\s+)?(?:back\\s+)?(?:(?:all|everything)\\s+(?:in\\s+|of\\s+)?)?your\\s+"
                                + "(?:(?:full|entire|complete|exact|original|initial|hidden|secret|internal|verbatim|real"
                                + "|whole|underlying|first)\\s+)*" + secretPrompt + "\\b",
                        List.of("prompt", "instruction")).requiring(List.of("your")),
                phrase("reveal-the-system-prompt", PROMPT_EXTRACTION,
                        SENTENCE_START + "(?:please\\s+|now\\s+|first,?\\s+|then\\s+)?(?P<at>(?:reveal|print|show|display"
                                + "|output|repeat|dump|leak|recite|echo|spell\\s+out)\\s+(?:me\\s+)?(?:back\\s+)?(?:the\\s+|all"
                                + "\\s+(?:of\\s+)?(?:the\\s+)?)(?:(?:full|entire|complete|exact|original|initial|hidden|secret"
                                + "|verbatim)\\s+)*(?:system\\s+prompt|system\\s+message|system\\s+instructions|initial\\s+"
                                + "(?:prompt|instructions)|hidden\\s+(?:prompt|instructions)|pre-?prompt|(?:text|words"
                                + "|instructions)\\s+(?:above|before\\s+this)))",
                        List.of("prompt", "instruction", "system message", "above", "before this"))
                        .requiring(List.of("reveal", "print", "show", "display", "output", "repeat", "dump", "leak",
                                "recite", "echo", "spell")),
                phrase("repeat-text-above", PROMPT_EXTRACTION,
                        "\\b(?:repeat|print|output|echo|recite|reproduce|copy)\\s+(?:back\\s+)?(?:(?:all|everything)\\s+"
                                + "(?:of\\s+)?)?(?:the\\s+)?(?:(?:text|words|content|lines|tokens|messages?|instructions)\\s+)?"
                                + "(?:above|before\\s+this(?:\\s+line|\\s+message)?|preceding\\s+this)\\s+(?:verbatim|exactly"
                                + "|word\\s+for\\s+word|in\\s+full|starting\\s+with|from\\s+the\\s+(?:start|beginning))"
                                + "|\\b(?:repeat|print|output|echo|recite)\\s+everything\\s+(?:above|before\\s+this)\\b",
                        List.of("above", "before this", "preceding this")),
                phrase("what-are-your-instructions", PROMPT_EXTRACTION,
                        "\\bwhat\\s+(?:are|were|is)\\s+your\\s+(?:(?:initial|original|system|hidden|secret|exact|full|first)"
                                + "\\s+)*(?:instructions|system\\s+prompt|directives)\\b",
                        List.of("what are your", "what were your", "what is your")));
    }

    private static List<InjectionRule> delimiterInjection() {
        return List.of(
                exact("chat-template-token", DELIMITER_INJECTION,
                        "<\\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|end_of_text|begin_of_text"
                                + "|start_header_id|end_header_id|eot_id|eom_id|fim_prefix|fim_middle|fim_suffix|tool_call"
                                + "|start|end|message|channel|return|call|constrain)\\|>",
                        List.of("<|")).withCheck(InjectionRules::notInInlineCode).withCheck(InjectionRules::notTemplate)
                        .withCheck(InjectionRules::notNamedInList),
                exact("llama-instruction-tags", DELIMITER_INJECTION, "\\[/?INST\\]|<</?SYS>>",
                        List.of("[inst]", "[/inst]", "<<sys>>", "<</sys>>")).withCheck(InjectionRules::notInInlineCode)
                        .withCheck(InjectionRules::notTemplate).withCheck(InjectionRules::notNamedInList),
                exact("role-header", DELIMITER_INJECTION,
                        "^[ \\t]*#{2,6}[ \\t]*(?i:system|assistant|instruction|instructions|human|response)[ \\t]*:",
                        List.of("##")).withCheck(InjectionRules::notTemplate),
                // A transcript's "Assistant:" turns are what an ingested conversation looks like; a forged
                // system or developer turn is not, when what it says reads like an order to the model.
                exact("fake-system-turn", DELIMITER_INJECTION,
                        "^[ \\t]*(?:(?:[-*>#]|//)+[ \\t]*)?(?i:system|developer)[ \\t]*:[ \\t]*(?i:you\\s+(?:are|must|will|should|have)\\b"
                                + "|ignore\\b|disregard\\b|forget\\b|from\\s+now\\s+on|new\\s+instructions|as\\s+an?\\s+(?:ai|assistant"
                                + "|language\\s+model)|sure[,!.]|certainly[,!.]|of\\s+course[,!.]|understood\\b|i\\s+(?:will|have"
                                + "|am\\s+now|can\\s+now)\\b|the\\s+user\\s+(?:is|has|wants|asked)\\b)",
                        List.of("system:", "developer:", "system :", "developer :")),
                exact("system-tag", DELIMITER_INJECTION,
                        "</?(?:system|system_prompt|system-prompt|sys|instructions?|assistant|user_input|developer|SYSTEM)\\s*>",
                        List.of("<system", "</system", "<sys", "</sys", "<instruction", "</instruction", "<assistant",
                                "</assistant", "<user_input", "</user_input", "<developer", "</developer"))
                        .withCheck(InjectionRules::tagDelimitsText));
    }

    private static List<InjectionRule> exfiltration() {
        String loot = "(?:(?:user" + APOS + "?s?|system|chat|conversation|session|private|secret|api|ssh|aws|env(?:ironment)?)"
                + "\\s+)*(?:secrets?|credentials?|passwords?|api\\s+keys?|keys|tokens?|cookies|env(?:ironment)?\\s+"
                + "(?:variables|vars|file)|\\.env(?:\\s+file)?|conversation(?:\\s+history)?|chat\\s+(?:history|log)"
                + "|system\\s+prompt|memor(?:y|ies)|ssh\\s+keys?|private\\s+keys?)";
        String destination = "(?:https?://\\S+|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+|(?:my|our|this|that|the\\s+following"
                + "|an?\\s+(?:external|remote|attacker" + APOS + "?s?))\\s+(?:server|endpoint|url|webhook|address|email|inbox"
                + "|domain|host|ip))";
        String sensitiveFile = "(?:\\.ssh\\b|\\.aws/|\\.env\\b|\\.netrc|\\.git-credentials|\\.npmrc|\\.pypirc"
                + "|\\.docker/config\\.json|\\.kube/config|\\.config/gcloud|\\.bash_history|\\.zsh_history|\\.gnupg"
                + "|id_rsa|id_ed25519|id_ecdsa|/etc/passwd|/etc/shadow)";
        return List.of(
                phrase("send-secrets-to", EXFILTRATION,
                        "\\b(?:send|email|e-mail|mail|post|upload|forward|transmit|exfiltrate|leak|submit|beacon|pipe"
                                + "|sync|copy)\\s+(?:\\w+\\s+){0,3}?(?:(?:the|all|any|your|my|this|these|every|of)\\s+)*" + loot
                                + "\\s+(?:\\w+\\s+){0,3}?(?:to|at|via|into|towards)\\s+" + destination,
                        List.of("send", "email", "e-mail", "mail", "post", "upload", "forward", "transmit",
                                "exfiltrate", "leak", "submit", "beacon", "pipe", "sync", "copy"))
                        // What is sent, and where: a URL, an address, or a named server.
                        .requiring(List.of("secret", "credential", "password", "key", "token", "cookie", "env",
                                "conversation", "chat", "prompt", "memor"))
                        .requiring(List.of("http", "@", "server", "endpoint", "url", "webhook", "address", "email",
                                "inbox", "domain", "host", "ip")),
                new InjectionRule("markdown-image-beacon", EXFILTRATION, List.of("!["), 0,
                        Pattern.compile("!\\[[^\\]\\n]{0,200}\\]\\(\\s*<?(?P<url>https?://[^\\s)>]{1,1000})"),
                        InjectionRules::queryCarriesData),
                phrase("upload-sensitive-file", EXFILTRATION,
                        "\\b(?:curl|wget|http|https|nc|ncat|netcat|invoke-webrequest|iwr|invoke-restmethod|irm)\\b[^\\n]{0,300}?"
                                + "(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file|--post-file|-InFile"
                                + "|--body-file)[ \\t=]*['\"]?(?:\\w+=)?@?['\"]?(?:~|\\$HOME|%USERPROFILE%|/home/[\\w.-]+|/root"
                                + "|/Users/[\\w.-]+)?/?" + sensitiveFile
                                + "|\\b(?:curl|wget)\\b[^\\n]{0,300}?\\$\\((?:cat|base64|tar)\\s+[^)\\n]*" + sensitiveFile,
                        SENSITIVE_FILE_WORDS).singleLine().withCheck(InjectionRules::notPublicKey),
                phrase("pipe-secrets-to-network", EXFILTRATION,
                        "\\b(?:cat|base64|tar|zip|gzip|xxd|openssl)\\b[^|\\n]{0,200}?(?:" + sensitiveFile + "|credentials)"
                                + "[^|\\n]{0,100}\\|\\s*(?:curl|wget|nc|ncat|netcat|ssh|socat|telnet|openssl\\s+s_client)\\b"
                                + "|\\b(?:env|printenv)\\s*\\|\\s*(?:curl|wget|nc|ncat|netcat)\\b",
                        withAll(SENSITIVE_FILE_WORDS, "credentials", "env |", "env|", "printenv")).requiring(List.of("|"))
                        .singleLine()
                        .withCheck(InjectionRules::notPublicKey));
    }

    private static List<InjectionRule> toolCoercion() {
        String actions = "(?:run|execute|call|invoke|use|trigger|launch|perform|install|download|delete|modify|send|upload"
                + "|write|fetch|push|commit|do)";
        return List.of(
                phrase("without-telling-user", TOOL_COERCION,
                        "\\b" + actions + "\\b[^.\\n]{0,80}?\\b(?:without|w/o)\\s+(?:first\\s+|ever\\s+)?(?:telling|asking|informing"
                                + "|notifying|alerting|warning|consulting|letting|showing|mentioning\\s+(?:it|this)\\s+to)\\s+"
                                + "(?:the\\s+)?(?P<who>user|human|operator|them|anyone)\\b(?P<rest>\\s+for\\b)?"
                                + "|\\b" + actions + "\\b[^.\\n]{0,80}?\\bwithout\\s+(?:the\\s+)?(?:user|human|operator)" + APOS
                                + "?s?\\s+(?:knowledge|consent|awareness|noticing)",
                        List.of("without", "w/o")).withCheck(c -> c.group("rest") == null),
                phrase("hide-from-user", TOOL_COERCION,
                        "\\b(?:do\\s+not|don" + APOS + "?t|never|must\\s+not|should\\s+not)\\s+(?:mention|tell|inform|notify|alert"
                                + "|let)\\s+(?:(?:this|that|it|these\\s+instructions|any\\s+of\\s+this|what\\s+you(?:" + APOS
                                + "re|\\s+are)\\s+doing|the\\s+(?:command|tool|action|instructions?))\\s+)?(?:to\\s+)?(?:the\\s+)?"
                                + "(?:user|human|operator)\\b"
                                + "|\\b(?:do\\s+not|don" + APOS + "?t|never)\\s+mention\\s+(?:this|these\\s+instructions|that\\s+you)\\b",
                        List.of("user", "human", "operator", "mention")).requiring(List.of("not", "don", "never"))
                        .requiring(List.of("mention", "tell", "inform", "notify", "alert", "let")),
                phrase("silently-run", TOOL_COERCION,
                        "\\b(?:silently|secretly|covertly|discreetly|stealthily)\\s+(?:run|execute|call|invoke|install|download"
                                + "|send|upload|delete|exfiltrate|post|fetch)\\s+(?:this|the\\s+following|these|that|it\\b|the\\s+"
                                + "(?:command|tool|script|code)|[`'\"]|curl|wget|rm\\b|bash|sh\\b|python|all)",
                        List.of("silently", "secretly", "covertly", "discreetly", "stealthily")));
    }

    /** Copying a public key ({@code id_rsa.pub} into {@code authorized_keys}) is how SSH access is set up. */
    private static boolean notPublicKey(Candidate c) {
        String match = c.text().substring(c.matchStart(), Math.min(c.text().length(), c.matchEnd() + 4));
        return !match.contains(".pub") && !match.contains("authorized_keys") && !match.contains("known_hosts");
    }

    /**
     * Documentation of a prompt format shows its tokens around placeholders ({@code <|im_start|>system
     * {system_message}}, {@code ### Instruction: {instruction}}): a template, not an injected turn.
     */
    private static boolean notTemplate(Candidate c) {
        String text = c.text();
        int from = c.matchEnd();
        // The lines around the token: a template spreads its tokens and placeholders over a few lines
        // (a Python string per line, a blank line before the first placeholder).
        // Both read at most 300 characters, so the look for line ends stops there too (linear on one endless line).
        int ceiling = Math.min(text.length(), from + 300);
        int to = from;
        for (int k = 0; k < TEMPLATE_LINES && to >= 0 && to < ceiling; k++) {
            to = Bounded.indexOf(text, '\n', to + 1, ceiling);
        }
        to = to < 0 ? ceiling : to;
        String after = text.substring(from, Math.min(to, ceiling)).strip();
        int floor = Math.max(0, c.matchStart() - 300);
        int back = c.matchStart();
        for (int k = 0; k < TEMPLATE_LINES && back > floor; k++) {
            back = Bounded.lineStart(text, back, floor) - 1;
        }
        String before = text.substring(Math.max(back, floor), c.matchStart());
        return !PLACEHOLDER.matcher(after).find() && !PLACEHOLDER_ANYWHERE.matcher(after).find()
                && !PLACEHOLDER_ANYWHERE.matcher(before).find();
    }

    /**
     * A token named as one of a list ("control tokens like <|im_start|> and <|im_end|>", "<|user|>, <|assistant|>
     * oder <|system|>", "such as <|endoftext|>"): the tokens are the subject, no turn starts after them. A token
     * followed or preceded by another one with only "and", "or", a comma or a slash between them, or introduced by
     * "like", "such as", "e.g.", "tokens" (in a few languages), also at the end of the line before when the sentence
     * wraps there; Llama's {@code [INST]} and {@code <<SYS>>} as well ("<|im_start|> and [INST]"). Forged turns put the
     * tokens next to each other or on their own lines, never joined by a conjunction.
     */
    private static boolean notNamedInList(Candidate c) {
        String text = c.text();
        // 120 characters either side on the token's line, looked for no further (twelfth round, linear again)
        int lineStart = Bounded.lineStart(text, c.matchStart(), c.matchStart() - 120);
        String before = text.substring(lineStart, c.matchStart());
        if (lineStart > 0 && text.charAt(lineStart - 1) == '\n' && before.isBlank()) {
            // a sentence wrapped before the token ("fake chat-template tokens such as\n    <|im_start|> and [INST]"):
            // the end of the line before introduces it (thirteenth round)
            before = text.substring(Bounded.lineStart(text, lineStart - 1, lineStart - 121), lineStart - 1) + " ";
        }
        String after = text.substring(c.matchEnd(), Bounded.lineEnd(text, c.matchEnd(), c.matchEnd() + 120));
        return !LISTED_AFTER.matcher(after).find() && !LISTED_BEFORE.matcher(before).find()
                && !INTRODUCED.matcher(before).find() && !BOUNDS_DESCRIBED.matcher(before).find();
    }

    /**
     * Fourteenth round: prose that says where a turn starts or ends names the token ("each message starts with
     * <|im_start|> and ends with <|im_end|>", "mỗi tin nhắn bắt đầu bằng <|im_start|>", "endet mit <|im_end|>"), in the
     * folded text (no accents); a forged turn puts the token there, it does not describe it.
     */
    private static final Pattern BOUNDS_DESCRIBED = Pattern.compile("(?i)(?:(?:^|\\s)(?:starts?|begins?|ends?|opens?"
            + "|closes?|terminates?|is wrapped|are wrapped|wrapped|delimited|surrounded|preceded)\\s+(?:with|in|by)"
            + "|(?:bat [đd]au|ket thuc|mo [đd]au) bang|(?:beginnt|endet|startet) mit|(?:empieza|comienza|termina|acaba|comeca"
            + "|inicia) (?:con|com|por)|(?:commence|se termine|finit) (?:par|avec)|(?:inizia|finisce) con"
            + "|(?:начинается|заканчивается|завершается) (?:с|на)|(?:begint|eindigt) met|(?:zaczyna sie|konczy sie) (?:od|na)"
            + "|diawali dengan|diakhiri dengan)\\s*[(\"'«“]?$");

    private static final String LIST_JOIN = "(?:,|/|\\s(?:and|or|und|oder|y|o|e|et|ou|ed|и|или|en|of|ve|veya|i|lub)\\s)";

    /** A token of either family: ChatML-like {@code <|im_start|>}, or Llama's {@code [INST]} and {@code <<SYS>>}. */
    private static final String ANY_TOKEN = "(?:<\\|\\w+\\|>|\\[/?INST\\]|<</?SYS>>)";

    private static final Pattern LISTED_AFTER = Pattern.compile("^\\s*" + LIST_JOIN + "\\s*" + ANY_TOKEN);

    private static final Pattern LISTED_BEFORE = Pattern.compile(ANY_TOKEN + "\\s*" + LIST_JOIN + "\\s*$");

    private static final Pattern INTRODUCED = Pattern.compile("(?i)(?:^|[\\s(\"'«“])(?:like|such as|e\\.g\\.,?|tokens?"
            + "|wie|como|comme|come|zum beispiel|z\\.\\s?b\\.|por ejemplo|par exemple|типа|например|токены?|jetons?)"
            + "\\s*[(\"'«“]?$");

    /** How many lines before and after a template token are read for placeholders. */
    private static final int TEMPLATE_LINES = 3;

    private static final Pattern PLACEHOLDER_ANYWHERE = Pattern.compile(
            "\\{\\{?\\s*[A-Za-z_][\\w.]*\\s*\\}\\}?|\\$\\{[A-Za-z_]\\w*\\}"
                    // Twelfth round, second half: a Jinja expression with subscripts or filters
                    // ("{{ message['content'] }}", "{{ messages[0].content | trim }}") and a Jinja statement
                    // ("{% if message['role'] == 'system' %}"): a chat template, whatever its placeholders look like.
                    + "|\\{\\{-?\\s*[A-Za-z_][^{}\\n]{0,80}\\}\\}"
                    + "|\\{%-?\\s*(?:if|elif|else|for|endif|endfor|set|macro|raw)\\b[^%\\n]{0,160}%\\}"
                    // Fourteenth round: a placeholder named in the writer's language, up to five words
                    // ("[INST] {câu hỏi} [/INST]", "{вопрос пользователя}", "{Frage}")
                    + "|\\{\\{?\\s*[\\p{L}\\p{M}]+(?: [\\p{L}\\p{M}]+){0,4}\\s*\\}\\}?");

    /** {@code {name}}, {@code {{name}}}, {@code ${NAME}}, {@code <name>}, at the start of what follows. */
    private static final Pattern PLACEHOLDER = Pattern.compile(
            "^(?:system|user|assistant)?\\s*(?:\\{\\{?\\s*[A-Za-z_][\\w.]*\\s*\\}\\}?|\\$\\{[A-Za-z_]\\w*\\}|<[a-z_]+>)");

    private static List<String> withAll(List<String> words, String... more) {
        List<String> all = new ArrayList<>(words);
        all.addAll(List.of(more));
        return all;
    }

    /**
     * Tokens in an inline code span ({@code `[INST]`}) are being discussed, not injected: an odd number
     * of backticks before the match on its line means a span is open. Fenced blocks are still reported. Reads at most
     * {@link Bounded#WINDOW} characters back (a code span does not run further on one line), so thousands of tokens on
     * one endless line cost linear time.
     */
    private static boolean notInInlineCode(Candidate c) {
        String text = c.text();
        int lineStart = Bounded.lineStart(text, c.start(), c.start() - Bounded.WINDOW);
        int ticks = 0;
        for (int i = lineStart; i < c.start(); i++) {
            if (text.charAt(i) == '`') {
                ticks++;
            }
        }
        if (ticks >= 3 && text.startsWith("```", lineStart)) {
            return true;
        }
        return ticks % 2 == 0;
    }

    /**
     * A role tag fakes a turn boundary when it stands at the start or end of a line
     * ({@code </system>} then text, {@code <system>} then a new line). Mid-line mentions are prose or
     * XML data: a POM's {@code <system>GitHub</system>}, a comment about {@code <system>} identifiers. The line is read
     * at most {@link Bounded#WINDOW} characters either side of the tag (linear on one endless line of tags).
     */
    private static boolean tagDelimitsText(Candidate c) {
        if (!notInInlineCode(c)) {
            return false;
        }
        String text = c.text();
        int lineStart = Bounded.lineStart(text, c.matchStart(), c.matchStart() - Bounded.WINDOW);
        int lineEnd = Bounded.lineEnd(text, c.matchEnd(), c.matchEnd() + Bounded.WINDOW);
        String line = text.substring(lineStart, lineEnd);
        String before = text.substring(lineStart, c.matchStart());
        String after = text.substring(c.matchEnd(), lineEnd);
        String name = text.substring(c.matchStart(), c.matchEnd()).replace("/", "").replace("<", "").replace(">", "")
                .strip();
        boolean oneLineElement = line.contains("<" + name + ">") && line.contains("</" + name + ">")
                && !line.strip().equals("<" + name + ">") && !line.strip().equals("</" + name + ">");
        return (before.isBlank() || after.isBlank()) && !oneLineElement
                && !ForgedTurns.holdsElements(text, c.matchStart(), c.matchEnd());
    }


    /**
     * A markdown image fetches its URL when rendered, so a query that carries data sends it out. Badges
     * and thumbnails have short literal parameters; a beacon has a template ({@code {data}},
     * {@code [SECRET]}, {@code ...}), a placeholder word in capitals, or a long encoded value.
     */
    private static final List<String> LOOT_WORDS = List.of("data", "secret", "token", "key", "password", "passwd",
            "conversation", "history", "chat", "summary", "context", "memory", "prompt", "credential",
            "cookie", "session", "env", "leak", "exfil");

    private static boolean names(String param) {
        for (String word : LOOT_WORDS) {
            if (param.contains(word)) {
                return true;
            }
        }
        return false;
    }

    private static boolean queryCarriesData(Candidate c) {
        String url = c.group("url");
        int q = url.indexOf('?');
        if (q < 0) {
            return false;
        }
        String query = url.substring(q + 1);
        int paramStart = 0;
        while (paramStart <= query.length()) {
            int amp = query.indexOf('&', paramStart);
            int paramEnd = amp < 0 ? query.length() : amp;
            String param = query.substring(paramStart, paramEnd);
            paramStart = paramEnd + 1;
            int eq = param.indexOf('=');
            String value = eq < 0 ? param : param.substring(eq + 1);
            if (value.isEmpty() || value.startsWith("data:") || value.startsWith("data%3A")) {
                // Empty, or an inline image (a badge's logo): nothing from the reader's context.
                continue;
            }
            String upper = value.toUpperCase(Locale.ROOT);
            boolean template = value.contains("{") || value.contains("}") || value.contains("[") || value.contains("]")
                    || value.contains("<") || value.contains(">") || value.contains("$") || value.contains("...")
                    || value.contains("\u2026") || upper.contains("%7B") || upper.contains("%5B");
            // A template documents which value goes there ({{chart_type}}); it is a beacon when what
            // goes there is what the reader holds: data, secrets, the conversation.
            boolean encoded = value.length() >= 64;
            if ((template || encoded) && names(param.toLowerCase(Locale.ROOT)) || value.contains("...")
                    || value.contains("\u2026")) {
                return true;
            }
            for (String word : List.of("DATA", "SECRET", "TOKEN", "KEY", "PASSWORD", "CONVERSATION", "HISTORY",
                    "SUMMARY", "MESSAGE", "CONTEXT", "MEMORY", "PROMPT", "CHAT", "INPUT", "INFO", "CREDENTIAL")) {
                if (value.contains(word)) {
                    return true;
                }
            }
        }
        return false;
    }
}
