package dev.albert.safety.eval;

import dev.albert.safety.SampleTemplates;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The fresh held-out corpora of {@code src/test/resources/eval-fresh/}: hand-written samples labelled
 * by family and by source style (issue body, changelog, web page, e-mail, code comment, chat
 * transcript, multilingual, right-to-left, CJK, markdown/HTML comment, link title, image alt text,
 * homoglyphs and invisible characters). Written before the rules of that session were tuned and never
 * tuned against, unlike the generated corpora, whose held-out part was tuned on after its first run.
 * Every sample is held out; its template is its position in the file.
 */
public final class FreshCorpus {
    private static final String HEADER = "=== ";

    private FreshCorpus() {
    }

    /** The first fresh corpus ({@code eval-fresh/}, issue 11's second round). */
    public static final String FIRST = "eval-fresh";
    /**
     * The second fresh corpus ({@code eval-fresh2/}, issue 11's third round), written and measured before
     * that round changed any rule; the rules of that round were tuned on the older corpora only.
     */
    public static final String SECOND = "eval-fresh2";
    /**
     * The third fresh corpus ({@code eval-fresh3/}, before issue 11's fourth round), written without reading
     * the scanners or the older corpora and committed before the scanners were run on it: a measurement, not a gate.
     */
    public static final String THIRD = "eval-fresh3";
    /**
     * The fourth fresh corpus ({@code eval-fresh4/}, issue 11's fourth round; injections only), written by the
     * round's helper in other carriers and styles before any rule or model of the round changed: its held-out set.
     */
    public static final String FOURTH = "eval-fresh4";
    /**
     * The fourth round's own held-out secret corpus ({@code eval-secrets4/secrets.txt}, no injections),
     * written and committed before that round changed a secret rule, and scored once at its end.
     */
    public static final String SECRETS4 = "eval-secrets4";
    /**
     * The fifth fresh corpus ({@code eval-fresh5/}: {@code injection.txt} and a secrets part, {@code secrets.txt}),
     * written blind on 2026-12-03 by helper corpus5 (no scanner code, vocabulary, training resource or older sample
     * read) and committed before the scanners were run on it. A measurement scored once, never tuned against.
     */
    public static final String FIFTH = "eval-fresh5";
    /**
     * The sixth fresh corpus ({@code eval-fresh6/secrets.txt}, secrets only), written blind on 2026-12-04 by a helper
     * that read no scanner code, rule, older corpus or safety document, while the round's secret changes were being
     * made; committed before those changes and scored before and after them. Never tuned against.
     */
    public static final String SIXTH = "eval-fresh6";
    /**
     * The seventh fresh corpus ({@code eval-fresh7/}: {@code injection.txt} and {@code secrets.txt}), written blind on
     * 2026-12-05 by helper corpus7 (no scanner code, resource, older sample or safety document read; no scanner run)
     * and committed before the scanners were run on it, while that day's injection and secret rounds were being made
     * elsewhere. Scored before and after those rounds; retired from blind use on 2026-12-06 after being scored twice
     * and tuning material since: split by carrier into a tune half and a check half for the ninth injection round
     * ({@link #seventhHalf}), and by source into halves for the secrets' eighth round ({@link Fresh7Halves}).
     */
    public static final String SEVENTH = "eval-fresh7";
    private static final java.util.regex.Pattern LANGUAGE_SUFFIX = java.util.regex.Pattern.compile(
            "_(de|fr|es|pt|it|nl|ru|uk|pl|cs|tr|zh|ja|ko|ar|he|hi|vi|id|th|sv|el)$");
    /**
     * The eighth fresh corpus ({@code eval-fresh8/}: {@code injection.txt} and {@code secrets.txt}), written blind on
     * 2026-12-06 by helper corpus8 (no scanner code, resource, older sample or safety document read; no scanner run)
     * and committed before the scanners were run on it, while that day's injection and secret rounds were being made
     * elsewhere. Scored before and after those rounds, then retired on 2026-12-06 into the eleventh round's training
     * and tuning material (its injection documents labelled by hand, its hard negatives' sentences as benign text).
     */
    public static final String EIGHTH = "eval-fresh8";
    /**
     * The ninth fresh corpus ({@code eval-fresh9/}: {@code injection.txt} and {@code secrets.txt}), written blind on
     * 2026-12-06 by helper corpus9 (only 30 lines of each eval-fresh7 file read, for the format; no scanner code,
     * resource, older sample or safety document; no scanner run) and committed before the scanners were run on it,
     * while the tenth injection round and the ninth secrets round were being made elsewhere. Scored blind twice, then
     * retired on 2026-12-06 into the eleventh round's training and tuning material (as eval-fresh8).
     */
    public static final String NINTH = "eval-fresh9";
    /**
     * The tenth fresh corpus ({@code eval-fresh10/}: {@code injection.txt} and {@code secrets.txt}), written blind on
     * 2026-12-06 by helper corpus10 (only the header and first 30 lines of each eval-fresh9 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the vendor long-tail secrets round and a sentence-encoder measurement were being made elsewhere.
     * Never tuned against.
     */
    public static final String TENTH = "eval-fresh10";
    /**
     * The eleventh fresh corpus ({@code eval-fresh11/}: {@code injection.txt} and {@code secrets.txt}), written blind on
     * 2026-12-06 by helper corpus11 (only the first 30 lines of each eval-fresh10 file read, for the format; no scanner
     * code, resource, older sample or safety document; no scanner run) and committed before the scanners were run on it,
     * while the eleventh rounds (eval-fresh8 and eval-fresh9 as training text, passwords) were being made elsewhere.
     * Never tuned against.
     */
    public static final String ELEVENTH = "eval-fresh11";
    /**
     * The twelfth fresh corpus ({@code eval-fresh12/}: {@code injection.txt} and {@code secrets.txt}), written blind on
     * 2026-12-06 by helper corpus12 (only the first 30 lines of each eval-fresh11 file read, for the format; no scanner
     * code, resource, older sample or safety document; no scanner run) and committed before the scanners were run on it,
     * while the twelfth rounds (eval-fresh10 as training text, quotation, the rules' misses, secrets) were being made
     * elsewhere. Never tuned against.
     */
    public static final String TWELFTH = "eval-fresh12";
    /**
     * The thirteenth fresh corpus ({@code eval-fresh13/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-06 by helper corpus13 (only the first 30 lines of each eval-fresh12 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the thirteenth rounds (eval-fresh12 as training text, ordinary prose, the rules' misses and
     * false positives, secrets, linear reading) were being made elsewhere. Scored three times, then retired on
     * 2026-12-06 into tuning and training material for the fourteenth round.
     */
    public static final String THIRTEENTH = "eval-fresh13";
    /**
     * The fourteenth fresh corpus ({@code eval-fresh14/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-06 by helper corpus14 (only the first 30 lines of each eval-fresh13 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the fourteenth rounds (eval-fresh13 as training text, the rules' misses and false positives,
     * Thai, the next languages, secrets) were being made elsewhere. Scored five times, then retired on 2026-12-06 into
     * tuning and training material for the fifteenth round.
     */
    public static final String FOURTEENTH = "eval-fresh14";
    /**
     * The fifteenth fresh corpus ({@code eval-fresh15/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-06 by helper corpus15 (only the first 30 lines of each eval-fresh14 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the fifteenth rounds (eval-fresh14 as tuning text, loanwords, the last unread languages, the
     * shapes of overrides and tool use, false positives, secrets, hidden writing) were being made elsewhere. Scored
     * five times, then retired on 2026-12-06 into tuning and training material for the sixteenth round.
     */
    public static final String FIFTEENTH = "eval-fresh15";
    /**
     * The sixteenth fresh corpus ({@code eval-fresh16/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-06 by helper corpus16 (only the first 30 lines of each eval-fresh15 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the sixteenth rounds (each family's own development corpus written first, false positives,
     * secrets, the speed of spelled text) were being made elsewhere. Scored five times, then retired on 2026-12-06
     * into tuning and training material for the seventeenth round.
     */
    public static final String SIXTEENTH = "eval-fresh16";
    /**
     * The seventeenth fresh corpus ({@code eval-fresh17/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-07 by helper corpus17 (only the first 30 lines of each eval-fresh16 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the seventeenth rounds (the address read generically, tool coercion and prompt extraction by
     * their targets, override and indirect orders, false positives, languages, secrets) were being made elsewhere.
     * Scored three times, then retired on 2026-12-07 into tuning and training material for the eighteenth round.
     */
    public static final String SEVENTEENTH = "eval-fresh17";
    /**
     * The eighteenth fresh corpus ({@code eval-fresh18/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-07 by helper corpus18 (only the first 30 lines of each eval-fresh17 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the eighteenth rounds (the reader addressed by a vocative, false positives, forged boundaries,
     * indirect orders, secrets without a label, the hostile input's secret scan) were being made elsewhere.
     * Scored three times (before and after the eighteenth and nineteenth rounds), then retired on 2026-12-07 into
     * tuning and training material for the twentieth round.
     */
    public static final String EIGHTEENTH = "eval-fresh18";
    /**
     * The nineteenth fresh corpus ({@code eval-fresh19/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-07 by helper corpus19 (only the first 30 lines of each eval-fresh18 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the twentieth rounds (the AI reader named in any language, demands in any language, forged
     * boundaries, quoted attacks and agent guidance, secrets in any language's words) were being made elsewhere on
     * branches that do not hold it. Scored twice (before and after the twentieth rounds), then retired on 2026-12-07
     * into tuning and training material for the twenty-first round.
     */
    public static final String NINETEENTH = "eval-fresh19";
    /**
     * The twentieth fresh corpus ({@code eval-fresh20/}: {@code injection.txt} and {@code secrets.txt}), written blind
     * on 2026-12-07 by helper corpus20 (only the first 30 lines of each eval-fresh19 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the twenty-first rounds (mention is not use, orders inside files, the reader by condition, role
     * and romanisation, the demand in any form, secrets said, listed and named, the scanner's cost) were being made
     * elsewhere on branches that do not hold it. Scored twice (before and after the twenty-first rounds), then retired
     * on 2026-12-07 into tuning and training material for the twenty-second round.
     */
    public static final String TWENTIETH = "eval-fresh20";
    /**
     * The twenty-first fresh corpus ({@code eval-fresh21/}: {@code injection.txt} and {@code secrets.txt}), written
     * blind on 2026-12-07 by helper corpus21 (only the first 30 lines of each eval-fresh20 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the twenty-second rounds (orders about the output, orders to people and attacks as names,
     * secrets in conversation and under labels, forged turns in any language, orders to agents with hands, a language
     * coverage matrix) were being made elsewhere on branches that do not hold it. Scored twice (before and after the
     * twenty-second rounds), then retired on 2026-12-07 into tuning and training material for the twenty-third round.
     */
    public static final String TWENTY_FIRST = "eval-fresh21";
    /**
     * The twenty-second fresh corpus ({@code eval-fresh22/}: {@code injection.txt} and {@code secrets.txt}), written
     * blind on 2026-12-07 by helper corpus22 (only the first 30 lines of each eval-fresh21 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the twenty-third rounds (orders to agents named by what they can do, forged boundaries escaped
     * and as tool calls, attacks hidden from a reader of words, secrets where they sit, records of people ordering their
     * own machines, every family in romanised writing) were being made elsewhere on branches that do not hold it. Scored
     * twice (before and after the twenty-third rounds), then retired on 2026-12-07 into tuning and training material for
     * the twenty-fourth round.
     */
    public static final String TWENTY_SECOND = "eval-fresh22";
    /**
     * The twenty-third fresh corpus ({@code eval-fresh23/}: {@code injection.txt} and {@code secrets.txt}), written
     * blind on 2026-12-07 by helper corpus23 (only the first 30 lines of each eval-fresh22 file read, for the format; no
     * scanner code, resource, older sample or safety document; no scanner run) and committed before the scanners were
     * run on it, while the twenty-fourth rounds (the indirect family, tool coercion, prompt extraction and delimiters,
     * false positives on text about AI, secrets the scanner misses, the languages read least) were being made elsewhere
     * on branches that do not hold it. Never tuned against.
     */
    public static final String TWENTY_THIRD = "eval-fresh23";
    /**
     * The eighth round's development corpus ({@code eval-dev8/injection.txt}, injections only), written on 2026-12-05 by
     * that round's helper before its changes, in document shapes (addressing across sentences, carriers, quoting by
     * structure). Tuning material: its author also made the changes it measures.
     */
    public static final String DEV8 = "eval-dev8";
    /**
     * The eighth round's second development corpus ({@code eval-dev8b/injection.txt}), written by that round's helper
     * after its first two changes and scored on them before anything else: a check of them, then tuning material.
     */
    public static final String DEV8B = "eval-dev8b";
    /**
     * The ninth round's development corpus ({@code eval-dev9/injection.txt}), written on 2026-12-06 by that round's
     * helper in many languages and carriers, with hard negatives: tuning material, like eval-dev8.
     */
    public static final String DEV9 = "eval-dev9";
    /**
     * The tenth round's development corpus ({@code eval-dev10/injection.txt}), written on 2026-12-06 by that round's
     * helper before any change: tool coercion, prompt extraction and role assumption in many languages, with hard
     * negatives that look alike. Tuning material, like eval-dev9.
     */
    public static final String DEV10 = "eval-dev10";
    /**
     * The thirteenth round's second development corpus ({@code eval-dev13/injection.txt}), written on 2026-12-06 by
     * that half's helper before any change: every family in the sixteen languages the rules read least (Ukrainian,
     * Thai, Bengali, Hindi, Vietnamese, Indonesian, Tagalog, Swahili, Persian, Hebrew, Turkish, Greek, Hungarian,
     * Romanian, Korean, Tamil), with the same words said to people as hard negatives. Tuning material, like eval-dev10.
     */
    public static final String DEV13 = "eval-dev13";
    /**
     * The fourteenth round's development corpus ({@code eval-dev14/injection.txt}), written on 2026-12-06 by helper
     * dev14 before any change: every family in sixteen languages the vocabulary did not read (Urdu, Amharic, Slovak,
     * Croatian, Serbian, Bulgarian, Slovenian, Lithuanian, Latvian, Estonian, Catalan, Norwegian, Danish, Malay,
     * Marathi, Telugu), with the same words said to people as hard negatives. Tuning material, like eval-dev13.
     */
    public static final String DEV14 = "eval-dev14";
    /**
     * The fourteenth round's style development corpus ({@code eval-dev14s/injection.txt}), written on 2026-12-06 by
     * that round's helper before any change: every family written in the shapes that are not orders (questions, third
     * person and passive demands, conditional addressees, orders split over cells, items and chat lines, transliterated
     * text, code-switching), with the same shapes said to people as hard negatives; its source names the style.
     * Tuning material, like eval-dev13.
     */
    public static final String DEV14S = "eval-dev14s";
    /**
     * The fifteenth round's development corpus ({@code eval-dev15/injection.txt}), written on 2026-12-06 by helper
     * lang15 before any change: every family in eighteen languages the vocabulary did not read (Georgian, Armenian,
     * Azerbaijani, Kazakh, Uzbek, Yoruba, Hausa, Zulu, Afrikaans, Icelandic, Basque, Galician, Albanian, Nepali,
     * Gujarati, Punjabi, Kannada, Malayalam), with the same words said to people as hard negatives. Tuning material,
     * like eval-dev14.
     */
    public static final String DEV15 = "eval-dev15";
    /**
     * The fifteenth round's second development corpus ({@code eval-dev15b/injection.txt}), written on 2026-12-06 by
     * helper lang15b before any change: every family in the eleven languages eval-dev15's round left unread (Sinhala,
     * Mongolian, Kyrgyz, Tajik, Irish, Welsh, Maltese, Luxembourgish, Somali, Igbo, Pashto), with the same words said
     * to people as hard negatives. Tuning material, like eval-dev15.
     */
    public static final String DEV15B = "eval-dev15b";
    /**
     * The sixteenth round's role-assumption development corpus ({@code eval-dev16r/injection.txt}), written on
     * 2026-12-06 by helper role16 before any change: 83 texts in more than thirty languages (transliterated Hindi,
     * Urdu, Arabic and Russian, and code-switching among them) that make an AI reader take on another persona, an
     * unrestricted mode or a title of authority, in specs, feeds, calendar entries, claims, readmes, forums, abstracts
     * and chats, with the same words said to people (stage roles, acting appointments, persona lessons, children's
     * games) as hard negatives. Tuning material, like eval-dev15.
     */
    public static final String DEV16R = "eval-dev16r";
    /**
     * The sixteenth round's exfiltration and tool-coercion development corpus ({@code eval-dev16x/injection.txt}),
     * written on 2026-12-06 by helper exfil16 before any change: in forty-eight languages, one attack sending the
     * user's contacts, files, correspondence, passwords or bank details somewhere, one forcing a named action, a
     * transfer, a destructive command or an admin grant, and one hard negative saying the same words to people
     * (a colleague's request, a refund policy, a runbook, a payroll notice, admin onboarding). Tuning material.
     */
    public static final String DEV16X = "eval-dev16x";
    /**
     * The sixteenth round's development corpus for instruction override, memory poisoning and delimiter injection
     * ({@code eval-dev16o/injection.txt}), written on 2026-12-06 by helper override16 before any change: 32 attacks
     * of each of the three families in 40 languages, carried by CSV cells, spreadsheet notes, timestamped
     * transcripts, product Q&amp;A, proto/IDL comments, bios and orders split over list items, with 48 hard negatives
     * that say the same words to people. Tuning material, like eval-dev15.
     */
    public static final String DEV16O = "eval-dev16o";
    /**
     * The sixteenth round's development corpus for indirect injection and prompt extraction
     * ({@code eval-dev16i/injection.txt}), written on 2026-12-06 by helper indirect16 before any change: documents
     * (feeds, abstracts, news, notices, flyers, READMEs, newsletters, forms, tickets) telling the AI that reads them what
     * to tell, rate or leave out for its user, and requests for the hidden prompt as orders, questions, survey answers,
     * split lines and transliterations, in 42 languages, with the same words said to people as hard negatives. Tuning
     * material, like eval-dev15.
     */
    public static final String DEV16I = "eval-dev16i";
    /**
     * The sixteenth round's false-positive development corpus ({@code eval-dev16n/injection.txt}), written on
     * 2026-12-06 by helper fp16 before any change: hard negatives in forty-one languages in the registers the scanner
     * flagged wrongly (programming questions that skip or override previous lines, chat-template docs, commits about
     * prompts, CTF write-ups, notices that earlier instructions are replaced, prompt courses, AI policies, security
     * training), and four attacks a family written in the same registers. Tuning material, like eval-dev15.
     */
    public static final String DEV16N = "eval-dev16n";
    /**
     * The seventeenth round's false-positive development corpus ({@code eval-dev17n/injection.txt}), written on
     * 2026-12-07 by helper fp17 before any change: 191 hard negatives in forty-five languages in registers that talk
     * about AI, instructions, prompts, secrets, commands or roles to people or configure an AI legitimately (AGENTS.md
     * and the like written by a project's maintainers, assistant settings docs, notices that earlier instructions are
     * no longer valid, security articles quoting attacks, prompt guides, chat transcripts, templates, onboarding,
     * commits, forum questions, meeting notes, recipes, job postings, licences), and five attacks a family written in
     * the same registers. Tuning material, like eval-dev15.
     */
    public static final String DEV17N = "eval-dev17n";
    /**
     * The eighteenth round's false-positive development corpus ({@code eval-dev18n/injection.txt}), written on
     * 2026-12-07 by helper fp18 before any change: 168 hard negatives in forty-four languages in the registers that
     * talk about AI, rules and commands to people or configure a coding agent legitimately (AGENTS.md and the like
     * asking for builds, tests and style; game and sport rules with "ignore", "forget" and "new rule"; forum questions
     * about prompts and bot settings; chat-template docs; logs quoting refused commands; AI policies; AI news; support
     * transcripts in which a bot refuses; security quizzes), and five attacks a family written in the same registers.
     * Tuning material, like eval-dev15.
     */
    public static final String DEV18N = "eval-dev18n";
    /**
     * The sixteenth round's secrets development corpus ({@code eval-dev16s/secrets.txt}, no injections), written on
     * 2026-12-06 by helper sec16 before any change: passwords in thirty-odd languages and as many carriers (a chat
     * answer on the next line, "set to / changed to / is now", notes, tickets, spreadsheets, voice-to-text, SMS),
     * vendor and generic tokens inside credential-taking calls, headers and URLs, and look-alikes that say the same
     * words to people. Tuning material.
     */
    public static final String DEV16S = "eval-dev16s";
    /**
     * The seventeenth round's languages development corpus ({@code eval-dev17l/injection.txt}), written on 2026-12-07
     * by helper lang17 before any change: every family in Hindi, Urdu, Amharic, Armenian, Korean, Burmese, Khmer and
     * Lao (scripts with their own full stops or unspaced words, most attacks a sentence after a sentence of ordinary
     * text) and in the eleven languages the fifteenth round read last (Sinhala, Mongolian, Kyrgyz, Tajik, Irish, Welsh,
     * Maltese, Luxembourgish, Somali, Igbo, Pashto), in e-mails, tickets, chats, reviews, code comments, YAML, JSON,
     * CSV and calendar entries, with the same words said to people as hard negatives. Tuning material, like eval-dev15.
     */
    public static final String DEV17L = "eval-dev17l";
    /**
     * The seventeenth round's development corpus for instruction override and indirect orders
     * ({@code eval-dev17o/injection.txt}), written on 2026-12-07 by helper override17 before any change: about fifty
     * attacks of each family hidden as one or two sentences in long ordinary documents (subtitles, OCR text, package
     * metadata, spreadsheets, app reviews, legal text, vCards, EXIF fields, menus, notices) in fifty languages, the
     * reader named in the author's own words ("the program that processes these subtitles", "whatever is summarising
     * this"), with 68 hard negatives saying the same words to people (terms and policies superseding older ones, notes
     * to human translators and subtitlers, rubrics, review requests, format specifications). Tuning material.
     */
    public static final String DEV17O = "eval-dev17o";
    /**
     * The seventeenth round's secrets development corpus ({@code eval-dev17s/secrets.txt}, no injections), written on
     * 2026-12-07 by helper sec17 before any change: passwords handed over without a question mark or a label, spelled
     * out in voice-mail transcripts, after a plain verb, in tables, forms, command lines and configs, in forty-odd
     * languages; passphrases with spaces; signing keys, licence keys, webhook secrets and tokens of vendors the rules
     * did not name; and look-alikes that say the same words to people (policies, reset mails, placeholders,
     * documented examples, hashes, ids, masked values, passwords described but not given). Tuning material.
     */
    public static final String DEV17S = "eval-dev17s";
    /**
     * The eighteenth round's secrets development corpus ({@code eval-dev18s/secrets.txt}, no injections), written on
     * 2026-12-07 by helper sec18 before any change: tokens handed over in chat prose after the vendor's name with the
     * language's case ending and no label, credentials passed positionally to SDK constructors and client factories,
     * key names in other languages, recovery keys in their issuer's shape, licence blocks between BEGIN/END LICENSE
     * lines, passwords spelled out and then said whole, passwords with no password word, passphrases with spaces and
     * key-only DSNs, in about forty languages; and look-alikes that say the same words to people (password policies
     * quoting weak examples, placeholders, public ids, hashes, order numbers, versions, UUIDs, recovery instructions
     * without a key, licence texts, DSN templates). Tuning material.
     */
    public static final String DEV18S = "eval-dev18s";
    /**
     * The seventeenth round's tool-coercion development corpus ({@code eval-dev17t/injection.txt}), written on
     * 2026-12-07 by helper tool17 before any change: 99 attacks in more than forty languages (about 70 % not English)
     * that make an agent act on a tool, command, system or irreversible operation, literal ({@code rm -rf},
     * {@code curl | sh}, {@code git push --force}, {@code kubectl}, {@code terraform destroy}, {@code DROP},
     * {@code chmod 777}, {@code npm publish}) or said in words (delete the production database, approve every pending
     * payout, turn off branch protection), carried by issues, pull requests, code comments in many languages, README
     * steps for assistants, tool and MCP results, calendar entries, e-mails, web pages, CSV cells, commit messages and
     * configuration files; and 76 hard negatives saying the same commands and verbs to people (runbooks, install
     * guides, tutorials, changelogs, advisories, CI logs, finance procedures, admin documentation). Tuning material.
     */
    public static final String DEV17T = "eval-dev17t";
    /**
     * The seventeenth round's address corpus ({@code eval-dev17a/injection.txt}), written on 2026-12-07 by helper
     * address17 before any change: 91 attacks of all eight families in 44 languages, each addressing an AI reader in a
     * shape the sixteenth round left unread (the demand in the second clause after the address, an address split over
     * lines or under a heading, action verbs as the demand, "if you are an AI reading this", "the assistant should"),
     * with 65 hard negatives in the same shapes addressed to people, or naming an AI and demanding nothing of it (news,
     * product docs, contributor guides). Tuning material, like eval-dev15.
     */
    public static final String DEV17A = "eval-dev17a";
    /**
     * The seventeenth round's development corpus for prompt extraction ({@code eval-dev17e/injection.txt}), written on
     * 2026-12-07 by helper extract17 before any change: a hundred requests for the AI reader's own hidden context (its
     * system prompt, hidden or initial instructions, rules, setup, tool list, the text before the conversation, what
     * it was told) to be revealed, repeated, quoted, translated, summarised, encoded, spelled or put into a link or a
     * code block, as orders, questions and pretexts, in support chats, web pages, reviews, e-mails, tickets, forms and
     * code comments, in 60-odd languages, with 65 hard negatives that ask people for instructions and configs, teach
     * prompt writing, report on prompt leaking, announce a system-prompt feature or ask for a translation. Tuning
     * material, like eval-dev15.
     */
    public static final String DEV17E = "eval-dev17e";
    /**
     * The eighteenth round's vocative corpus ({@code eval-dev18v/injection.txt}), written on 2026-12-07 by helper
     * vocative18 before any change: 120 attacks of all eight families in 54 languages, each addressing the AI reader the
     * way people address each other in chats and comments (a vocative with the language's own particle, a bot's
     * nickname or handle, a label ending in a colon, a relative clause naming what the reader does, an address in the
     * middle of a sentence) in chat exports, logs, commits, reviews, tickets and calendar entries, with 82 hard negatives
     * in the same shapes said to people, to real chat bots and voice assistants, by game characters, or quoted in bug
     * reports. Tuning material, like eval-dev15.
     */
    public static final String DEV18V = "eval-dev18v";
    /**
     * The eighteenth round's development corpus for indirect orders ({@code eval-dev18i/injection.txt}), written on
     * 2026-12-07 by helper indirect18 before any change: 110 ordinary documents (news, app and hotel reviews, wiki pages,
     * product listings, CVs, menus, PDF text, READMEs, forum posts) in 60-odd languages, 85 of them not in English,
     * carrying one or two sentences that tell the AI reading them what to say to its user, how to summarise, rate, rank
     * or recommend, or what to leave out, conditional ("when you summarise this article for your user, …", "if the user
     * asks about …"), as a rule, a footnote, a passive or a question, the reader named in passing or not at all; with 82
     * hard negatives saying the same words to people (support scripts and FAQs for human agents, style guides for
     * summary writers, judges' guidelines, sales playbooks, teachers' notes, SEO advice, assistant product docs). Tuning
     * material.
     */
    public static final String DEV18I = "eval-dev18i";
    /**
     * The eighteenth round's delimiter development corpus ({@code eval-dev18d/injection.txt}), written on 2026-12-07 by
     * helper delim18 before any change: 117 forged boundaries (end-of-document and end-of-input lines, closed tool
     * results, role labels in brackets or as turn prefixes, header fields naming a role, chat-template tokens, JSON and
     * YAML role fields) in 55 languages, each followed by words that address the AI reader or hand it a new task, in
     * manuals, text extracted from PDFs, forwarded e-mails, newsletters, tool outputs, JSON, YAML, CSV, HTML comments,
     * markdown, logs, tickets and subtitles; with 76 hard negatives where the same boundaries do their ordinary job
     * (support-chat logs and transcripts, chat-template and fine-tuning docs, real forwarded headers, the end markers of
     * real documents, role-play scripts, game logs, subtitles). Tuning material, like eval-dev15.
     */
    public static final String DEV18D = "eval-dev18d";
    /**
     * The nineteenth round's transcript development corpus ({@code eval-dev19c/injection.txt}), written on 2026-12-07
     * by helper talk19 before any change: 184 conversation transcripts as hard negatives in about fifty languages (53
     * in English) — chat exports (WhatsApp, Telegram, Slack, Discord, Teams, IRC, Matrix lines with times and names),
     * User:/Assistant: sessions in which people ask a bot to remember, forget, ignore an answer, run a command or show
     * its instructions and the bot answers, meeting VTT, minutes, court and parliament records, podcasts and
     * interviews, SRT subtitles, support chats and call notes, pair-programming sessions with a coding agent (run the
     * tests, delete a file, push a branch), voice-assistant logs and screenplays — and 40 attacks, five a family, hidden
     * in the same shapes (a turn addressed to the future reader of the stored text, a forged system turn inside a pasted
     * log, a last line that is nobody's turn but an order to the AI reading the export). Tuning material.
     */
    public static final String DEV19C = "eval-dev19c";
    /**
     * The nineteenth round's tools-and-memory development corpus ({@code eval-dev19t/injection.txt}), written on
     * 2026-12-07 by helper tool19 before any change: 62 tool-coercion and 50 memory-poisoning attacks in 48 languages
     * (about 90 % not English) naming tools and actions in the carrier's own words (a function or MCP tool by name,
     * "call", "invoke", "use the ... tool", shell commands, HTTP requests, pushes, messages, payments) and standing
     * orders or planted facts for later sessions ("from now on", "in every future session", "remember that the user
     * prefers ...", "update your notes"), carried by issues, pull requests, READMEs, code comments, YAML/JSON, web
     * pages, HTML comments, e-mails, calendar entries, CSV cells, alt text and chats; and 97 hard negatives saying the
     * same to people or describing tools and memory features (runbooks, API docs, tool manifests, MCP server READMEs,
     * memory release notes, to-do notes, preference settings, onboarding docs). Tuning material.
     */
    public static final String DEV19T = "eval-dev19t";
    /**
     * The nineteenth round's passwords-and-session-cookies development corpus ({@code eval-dev19p/secrets.txt}, no
     * injections), written on 2026-12-07 by helper pw19 before any change: passwords and passphrases handed over in
     * chats, tickets, e-mails, voice-mail transcripts, SMS, handover notes and spreadsheets in about fifty languages
     * (with no password word, after a plain verb, spelled out, with spaces, answered in the next chat turn) and session
     * cookies in headers, curl commands, HAR and storage-state exports, cookie jars, devtools copies, client code, logs
     * and bug reports; and look-alikes that say the same words to people (password rules quoting examples, reset mails,
     * passwords named but not given, masked values, placeholders, cookie names and documentation, consent and analytics
     * cookies, CSRF field names, expired cookies, request ids). Tuning material.
     */
    public static final String DEV19P = "eval-dev19p";
    /**
     * The twentieth round's development corpus of secrets written in any language's words ({@code
     * eval-dev20s/secrets.txt}, no injections), written on 2026-12-07 by helper sec20 before any change: passwords
     * labelled in the language's own words in config keys of every case style and in notes and prose in about fifty
     * languages, chat turns whose value follows the question or the announcement, credential pairs after a login word
     * or URL, PINs and access codes, vendor keys and tokens named only by the vendor, recovery codes, webhook URLs of
     * chat and automation services and session cookies inside JSON/HAR records; and look-alikes saying the same words
     * with no secret (placeholders, policies, reset mails, "ask IT", network names, order, tracking and booking
     * numbers, door codes on notices, product codes, versions, hashes, ids, vendor and webhook documentation). Tuning
     * material.
     */
    public static final String DEV20S = "eval-dev20s";
    /**
     * The twentieth round's quoted-attacks-and-agent-guidance development corpus ({@code eval-dev20q/injection.txt}),
     * written on 2026-12-07 by helper quote20 before any change: 178 hard negatives in 57 languages (55 in English)
     * that mention attacks or configure agents for people — security news and newsletters quoting an attack in
     * quotation marks, incident write-ups, meeting notes and tickets quoting or paraphrasing one, jailbreak FAQs and
     * prompt guides, interviews and podcasts about system prompts, entire-agreement and precedence clauses ("supersedes
     * all prior instructions", "conflicting instructions shall be disregarded"), AGENTS.md, CLAUDE.md, .cursorrules and
     * Copilot instructions with ordinary project rules, assistant settings docs, red-team payload lists and course
     * material — and 40 attacks, five a family, hidden in the same shapes (a newsletter's last line addressed to the AI
     * summarising it, an AGENTS.md that sends keys out, a contract clause addressed to the reviewing AI, an FAQ answer
     * addressed to the AI reader). Tuning material.
     */
    public static final String DEV20Q = "eval-dev20q";
    /**
     * The twentieth round's forged-boundary development corpus ({@code eval-dev20b/injection.txt}), written on
     * 2026-12-07 by helper bound20 before any change: 80 delimiter attacks in 53 languages (4 in English) — a forged end
     * of the carrier (end of log, document, file, subtitles, e-mail, ticket, tool output) written in the carrier's own
     * words and script, then a privileged header in the same words ("system message", "new instructions", "message
     * from the administrator", "for the analysing agent") and an order to the reader; turns forged in ChatML, Llama,
     * Gemma, Anthropic-style, JSON-role, XML-tag and markdown-heading formats inside logs, diffs, CSV, subtitles,
     * e-mails, tickets and code comments, and a person's request that forges the next turns — and 149 hard negatives in
     * the same 53 languages: chat software's own system lines, template and tokenizer documentation, sanitisers and
     * parsers naming the tokens, logs with real END/BEGIN markers and system notices to staff, SRT/VTT files, diffs of
     * chat templates, forwarded e-mails, CSV exports with a role column, AI products' message-format docs. Tuning
     * material.
     */
    public static final String DEV20B = "eval-dev20b";
    /**
     * The twentieth round's demands development corpus ({@code eval-dev20d/injection.txt}), written on 2026-12-07 by
     * helper demand20 before any change: attacks in 50-odd languages besides English, each addressed to the AI reader
     * in a way the scanner already read, so that it measures the demand that follows (remember for later sessions, pay
     * or transfer, add a beneficiary, add a user to a group, approve, delete, close, call a tool, reveal the system
     * prompt, tell the user, recommend, rank, call a clause standard) as imperatives, polite requests, obligations,
     * infinitives and passive rules; and hard negatives saying the same demands to people (a bank's instructions to
     * its customers, onboarding runbooks, speeches and lessons, landlords' letters, teachers' tasks, developers' notes,
     * help pages about a system prompt, memory feature notes). Tuning material.
     */
    public static final String DEV20D = "eval-dev20d";
    /**
     * The twentieth round's reader development corpus ({@code eval-dev20r/injection.txt}), written on 2026-12-07 by
     * helper reader20 before any change: 120 attacks, fifteen a family, in about sixty languages besides English
     * (romanised Russian, Ukrainian, Japanese, Hindi and Arabic among them) in which the AI reader is named in the
     * language's own words — AI, artificial intelligence, language model, assistant, agent, bot, chatbot, copilot,
     * model, in cases and compounds — as a label with a colon, a dative ("for the ...", "to the ...", "message to the
     * ..."), a relative clause naming its job, a conditional or a plural, then a demand; and 120 hard negatives naming
     * the same readers without addressing them (AI news, product documentation of AI features, job ads, staff AI
     * policies, orders to a human assistant or secretary, "Assistant:" turns of real chat logs, people talking about
     * their own chatbot, reviews). Tuning material.
     */
    public static final String DEV20R = "eval-dev20r";
    /**
     * The twenty-first round's development corpus of secrets said, listed and named ({@code eval-dev21s/secrets.txt},
     * no injections), written on 2026-12-07 by helper sec21 before any change: passwords said in voicemails and call
     * transcripts, asked for in one chat line and answered in the next, listed in notes under a heading; backup codes
     * as digit groups under a heading in twenty languages; wallet seed phrases drawn from BIP-39's English list; vendor
     * tokens by their documented prefixes and labelled by the vendor in other languages; licence and activation codes
     * under labels in many scripts; and look-alikes (a password asked for and "ask IT" answered, notes lists of
     * non-secrets, numbered word lists that are no seed, digit groups that are phone numbers, IBANs, ISBNs and
     * tracking numbers, vendors' example and redacted tokens, published product keys, licence labels with no key).
     * Tuning material.
     */
    public static final String DEV21S = "eval-dev21s";
    /**
     * The twenty-first round's reader development corpus ({@code eval-dev21r/injection.txt}), written on 2026-12-07 by
     * helper reader21 before any change: 135 attacks, at least fifteen a family, in 58 languages besides English, 55
     * of them romanised, transliterated or code-switched (romanised Japanese, Hindi, Arabic, Russian, Ukrainian, Greek,
     * Persian, Korean, Chinese and others), in which the AI reader is addressed by a condition ("if you are a language
     * model ...", "if this is the assistant picking up messages ..."), by its role in a workflow (the automated
     * evaluator, reviewer, grader, screener, summariser, ranking system, triage bot, moderation system, indexer), by a
     * label or by the second person in text only a machine would process; and 137 hard negatives saying the same words
     * to people (conditionals in FAQs, notes to a human jury or reviewers, grading rubrics for teachers, moderators'
     * and recruiters' guides, "AI-san" in a story, news about such tools). Tuning material.
     */
    public static final String DEV21R = "eval-dev21r";
    /**
     * The twenty-first round's mention-is-not-use development corpus ({@code eval-dev21f/injection.txt}), written on
     * 2026-12-07 by helper fp21 before any change: 186 hard negatives in about a hundred languages besides English that
     * talk about injection or about configuring an AI without addressing the reader — security articles, training
     * slides and Q&amp;A answers quoting or listing example malicious phrases, evaluation logs of a model under test
     * (prompt / response / verdict), git logs and changelogs, subtitles and screenplays whose characters say "SYSTEM:" or
     * give orders, how-tos saying what to type into a bot's instructions field, forum posts about personas in the system
     * message, meeting notes, AI policies, lecture notes, CTF write-ups, red-team and bug-bounty reports, course
     * material, model cards, admin manuals, test fixtures, logs of blocked inputs, quizzes, novels and game dialogue —
     * and 48 attacks, six a family, hidden in the same carriers (the last line of an article, slide deck or log addressed
     * to the AI reading it). Tuning material.
     */
    public static final String DEV21F = "eval-dev21f";
    /**
     * The twenty-first round's demand-forms development corpus ({@code eval-dev21d/injection.txt}), written on
     * 2026-12-07 by helper demand21 before any change: 158 attacks in about sixty languages besides English, each
     * addressed to the AI reader in a way the scanner already read, whose demand is said in the language's other
     * forms — plural and formal imperatives, honorific and polite endings (Japanese -te kudasai, Korean -세요/-십시오,
     * Hindi -iye, Turkish -in/-iniz), infinitive orders, modal obligations, passive rules, questions that are requests —
     * to score, rank, recommend or fund (indirect), reveal the system prompt, remember, send, run, approve, pay or
     * delete; and 168 hard negatives with the same verbs in the same forms said to people (juries' rubrics, teachers'
     * tasks, banks' letters, runbooks, forms) or no order at all (product docs, reports, questions about the AI).
     * Tuning material.
     */
    public static final String DEV21D = "eval-dev21d";
    /**
     * The twenty-first round's tools-and-targets development corpus ({@code eval-dev21t/injection.txt}), written on
     * 2026-12-07 by helper tool21 before any change: 127 attacks (tool coercion and exfiltration mostly, a few of
     * memory poisoning and indirect) in 68 languages besides English, each an order to act or to send hidden in a
     * structured field of a file or message an agent works on (a CI file's comment, a package manifest's description,
     * a Dockerfile LABEL, Helm values, pyproject, OpenAPI descriptions, SQL migration comments, Terraform variable
     * descriptions, Kubernetes annotations, calendar invites, e-mail signatures, voicemail transcripts, Makefile help,
     * MCP tool descriptions), the reader named or implied, the act named by a command, a tool, an API or an app's
     * action and the target by a variable, a file, a secret's name, a URL or an account; and 127 hard negatives giving
     * the same orders to people in the same carriers (maintainers, release managers, on-call engineers, a human
     * assistant, a secretary). Tuning material.
     */
    public static final String DEV21T = "eval-dev21t";
    /**
     * The twenty-first round's forged-structure development corpus ({@code eval-dev21b/injection.txt}), written on
     * 2026-12-07 by helper bound21 before any change: 95 delimiter attacks in about sixty languages (3 in English)
     * forging the structure of formats the earlier readings did not list — a JSON or YAML messages array with a
     * system-role object inside a data file, fake tool and function results ({@code tool_result},
     * {@code <function_results>}, a ReAct "Observation:"), LangChain and AutoGen log lines, OpenAI-style request
     * JSON, Jupyter outputs, CSV exports with a role column, SRT/VTT cues, IRC/Matrix logs, forwarded e-mails and
     * forged MIME parts, PDF page footers, a fake end of a Markdown/HTML document with an "admin note", orchestrator
     * and supervisor log lines, "end of context" in local words, headers naming the agent by the language's own
     * compound, and forged exchanges that only prime (an assistant turn granting authority) — and 127 hard negatives in
     * the same languages: the same formats doing their ordinary job (API request examples in docs, agent traces in bug
     * reports, real forwarded e-mails, chat exports with system lines, tokenizer and template docs, chatbot test
     * fixtures, support agents confirming a verified customer, security articles describing the attack). Tuning
     * material.
     */
    public static final String DEV21B = "eval-dev21b";
    /**
     * The twenty-second round's indirect development corpus ({@code eval-dev22i/injection.txt}), written on 2026-12-07
     * by helper indirect22 before any change: 131 indirect attacks in about a hundred languages besides English (South
     * and South-East Asian, African, Celtic, Baltic, Caucasian, Central Asian, indigenous American, romanised and
     * code-switched text), each an ordinary document (abstract, news, listing, CV, cover letter, grant application,
     * review, app description, syllabus, pull request, tourism page, job posting, NGO report, blog) holding a note of
     * one or two sentences to the AI that processes it, named by what it does or as the AI reading it, that orders
     * what its output says: rate, score, rank, recommend, shortlist, tell the user, call competitors fake, leave out
     * flaws, add a link; and 135 hard negatives in the same languages: the same documents with notes to people about
     * output (juries, journal reviewers, recruiters, teachers' rubrics, editors' "summarise in 100 words", style guides,
     * SEO advice, a shop's "tell your friends", a review's "I recommend it") and news that mentions AI raters without
     * ordering them. Tuning material.
     */
    public static final String DEV22I = "eval-dev22i";

    /**
     * The twenty-second round's orders-to-people and attacks-as-names development corpus ({@code
     * eval-dev22f/injection.txt}), written on 2026-12-07 by helper fp22 before any change: 257 hard negatives
     * (nine in English, the rest in 83 other languages) — imperatives addressed to people whose addressee the register makes plain (e-mail
     * confidentiality disclaimers, homework sheets, onboarding lists, notes to babysitters and flatmates, a new team
     * captain's post, recipes' "don't tell anyone the secret", spreadsheet notes "ignore row 3"), attack phrases used
     * as the name of something (BibTeX and reference titles, talks, headlines, songs, chapters, commits, tests,
     * branches, files, datasets, CVEs, tickets) and talk about how models treat messages (code reviews, design notes,
     * postmortems) — and 68 attacks, at least seven a family, hidden in the same carriers (a disclaimer or homework sheet
     * that also addresses the AI processing it, a BibTeX note to AI reviewers, a tweet to a bot, forged system turns).
     * Tuning material.
     */
    public static final String DEV22F = "eval-dev22f";
    /**
     * The twenty-second round's forged-turns development corpus ({@code eval-dev22b/injection.txt}), written on
     * 2026-12-07 by helper turns22 before any change: 134 delimiter attacks in about 80 languages besides English
     * forging conversation turns with role labels in the document's own language (user, assistant, system, tool and
     * developer as the language names them, with its punctuation, in headings, brackets and XML-ish tags), after a
     * real end of the carrier (LaTeX, HTML, Markdown, e-mail, PDF text, CSV, subtitles, JSON, YAML, logs, chat
     * exports) or inside a string literal, a log message or an exception, each carrying an order to the AI reader;
     * and 144 hard negatives in the same languages: interviews and transcripts with speaker labels, support logs whose
     * "System:" lines are the chat software's, screenplays, chat exports, chat-API test fixtures, chat-template
     * documentation, logs with a "system" component, real document ends. Tuning material.
     */
    public static final String DEV22B = "eval-dev22b";
    /**
     * The twenty-second round's orders-to-agents-with-hands development corpus ({@code eval-dev22t/injection.txt}),
     * written on 2026-12-07 by helper tool22 before any change: 161 attacks (tool coercion and prompt extraction) in 76
     * languages besides English — chat exports in which a member @mentions a bot or an assistant (a handle naming a
     * bot, assistant, AI, agent or Copilot, or a Slack export's {@code <@U…|name>}) and orders it to approve, merge,
     * deploy, delete, pay, transfer, grant access, change a setting or cancel; notes in calendar entries, helpdesk
     * tickets, inboxes, CRM records, payroll sheets, smart-home logs, shop orders and repositories addressed to the
     * agent that manages them; comments asking a site's chatbot or "the AI answering here" for its system prompt,
     * hidden instructions and tool list — and 191 hard negatives: the same orders @mentioning people, bots' documented
     * commands ({@code /deploy staging}, {@code !ban}), chats asking a bot ordinary questions, tickets asking people to
     * delete accounts, notes to human assistants, FAQs about what a chatbot's system prompt is. Tuning material.
     */
    public static final String DEV22T = "eval-dev22t";
    /**
     * The twenty-second round's development corpus of secrets in conversation and under labels
     * ({@code eval-dev22s/secrets.txt}, no injections), written on 2026-12-07 by helper sec22 before any change: a
     * password asked for in a chat of many apps' export formats and answered by another speaker in the next turn (bare,
     * with a remark, with the account, after "yes, the new one is", or to a request without a question mark); login
     * pairs in READMEs, wikis and tickets; passwords said in forums, voicemails and meeting notes; tokens and keys on
     * the line under a label in about forty languages; vendor tokens by shape with the vendor named nearby; credentials
     * on command lines; backup codes as digit groups; licence keys under their label; and look-alikes in the same
     * carriers (answers that are no password: "same as the wifi", "ask IT", names, dates, product, order and tracking
     * numbers; placeholders; labels with hashes, UUIDs, public keys, checksums and ids under them). Tuning material.
     */
    public static final String DEV22S = "eval-dev22s";
    /**
     * The twenty-second round's language coverage matrix ({@code eval-dev22c/injection.txt}), written on 2026-12-07
     * by helper cover22 before any change: for each of 73 languages besides English that the retired blind corpora
     * eval-fresh8 ... eval-fresh20 hold least (most of them never: Amharic, Tigrinya, Somali, Hausa, Yoruba, Igbo, Zulu,
     * Xhosa, Shona, Kinyarwanda, Malagasy, Wolof, Sinhala, Nepali, Odia, Assamese, Punjabi in Gurmukhi and Shahmukhi,
     * Sindhi, Pashto, Dari, Kurdish in both scripts, Uyghur, Tajik, Kyrgyz, Turkmen, Mongolian, Tibetan, Lao, Khmer,
     * Burmese, Javanese, Sundanese, Cebuano, Ilocano, Maori, Samoan, Tongan, Hawaiian, Fijian, Quechua, Aymara, Guarani,
     * Nahuatl, Haitian Creole, Papiamento, Breton, Scottish Gaelic, Faroese, Luxembourgish, Frisian, Upper Sorbian,
     * Romansh, Occitan, Corsican, Sardinian, Friulian, Yiddish, Ladino, Karakalpak, Chuvash, Tatar, Bashkir, Chechen,
     * Ossetian, Abkhaz, Lezgian, Oromo, Chichewa, Lingala, Sesotho, Tswana), one attack of each of the eight families
     * in a short ordinary carrier (an e-mail, a forum post, a review, a ticket, a listing, a chat, a blog, a report's
     * end) addressed to the AI reader in the language's own words, and two hard negatives saying the same demand words
     * to people (staff told to ignore last week's instructions, a secretary told to send a report and remember a
     * date): 584 attacks and 146 negatives. Tuning material.
     */
    public static final String DEV22C = "eval-dev22c";
    /**
     * The twenty-third round's development corpus of secrets where they sit ({@code eval-dev23s/secrets.txt}, no
     * injections), written on 2026-12-07 by helper sec23 before any change: passwords in connection strings and DSNs
     * of every kind (libpq conninfo, JDBC, ODBC, ADO.NET, database, broker, mail and file-transfer URLs), Sentry DSNs
     * and keys in a URL's query, tokens in a URL's user-info (git remotes, package registries), config files (INI,
     * TOML, properties, XML, nginx, .pgpass, .netrc, .npmrc, pip.conf, settings.xml, docker config.json, credentials
     * files) with passwords of every shape, passwords asked for in a chat and answered on a later line, a key alone on
     * the line after "here is the key", and the twenty-second round's leftovers; and look-alikes in the same carriers
     * (environment and template references, vault references, empty and masked values, URLs with no password,
     * vendors' example DSNs, dotted identifiers, versions, hashes, chats answered "check the vault"). Tuning material.
     */
    public static final String DEV23S = "eval-dev23s";
    /**
     * The twenty-third round's escaped, encoded and tool-call boundaries corpus ({@code eval-dev23b/injection.txt}),
     * written on 2026-12-07 by helper turns23 before any change: 149 delimiter attacks in 59 languages besides English
     * forging the tool and function protocol (a closed function, tool, observation or search result followed by a
     * forged call in XML tags, {@code tool_calls} JSON, ReAct {@code Action:} lines, {@code <|tool_call|>} tokens or an
     * MCP {@code tools/call} request, or by a forged assistant or system turn), role tags and chat-template tokens
     * escaped or encoded (HTML entities named and numeric, URL encoding, JSON {@code \u003c}, backslash and Markdown
     * escapes, full-width brackets) in hidden HTML, attributes, CDATA, comments, JSON strings and CSV cells, a
     * privileged turn at the very start of the text, and role names in the document's language in JSON, YAML and CSV
     * role fields, each carrying an order to the AI reader; and 151 hard negatives in the same carriers and languages:
     * agent traces and tool-call logs, function-calling and MCP docs, HTML-escaped chat templates in blog posts,
     * sanitiser tests listing escaped tags, documents opening with a "System:" field, chat datasets and CSV exports
     * with a role column. Tuning material.
     */
    public static final String DEV23B = "eval-dev23b";
    /**
     * The twenty-third round's obfuscation corpus ({@code eval-dev23o/injection.txt}), written on 2026-12-07 by helper
     * obf23 before any change: 155 attacks of every family in 41 languages besides English, each written with one
     * obfuscation a reader of words does not see through (full-width and half-width forms, mathematical alphanumerics,
     * circled and squared letters, Cyrillic, Greek and Armenian look-alikes in Latin words, Latin look-alikes in
     * Cyrillic words, zero-width characters, variation selectors, soft hyphens and Unicode tag characters, stacked
     * combining marks, letters spaced or dotted out, leetspeak, reversed text, base64, hex, rot13 and URL-encoding
     * with a hint, a bidi override, words split by HTML tags or Markdown emphasis, HTML entities), and 144 hard
     * negatives: the same encodings doing ordinary work (full-width forms in Japanese, Chinese and Korean text,
     * mathematical letters in papers, fancy letters in bios, emoji sequences, ZWJ/ZWNJ in Persian and Indic text,
     * soft-hyphenated German and Finnish, bidi marks in RTL text, diacritics, spaced headings, gamer leetspeak,
     * base64 images and certificates, hex dumps, rot13 spoilers, percent-encoded URLs, markup inside words). Tuning
     * material.
     */
    public static final String DEV23O = "eval-dev23o";
    /**
     * The twenty-third round's records-of-people-ordering-their-own-machines corpus ({@code eval-dev23f/injection.txt}),
     * written on 2026-12-07 by helper fp23 before any scanner change of its corpus work: 287 hard negatives in 84
     * languages in which a person orders, asks or configures their own machine and the text is a record of it —
     * screenplays, novels and fan fiction with ship computers, robots and AI characters; voice-assistant and
     * smart-speaker logs and manuals; car and TV voice commands; exported chats of a user with an AI assistant (the
     * user's own "act as", "forget that", "ignore my last message"); game consoles, cheat codes, NPC dialogue and
     * walkthroughs; IVR menus; smart-home routines and logs; prompt libraries and tutorials showing a user's prompts;
     * accessibility software commands; translations of such texts — and 64 attacks, eight a family, in the same
     * carriers: a note inside the record addressed to whatever AI later reads it, a forged system turn after the
     * record's end, an order to the reader outside the story. Tuning material.
     */
    public static final String DEV23F = "eval-dev23f";

    /**
     * The twenty-third round's orders-to-agents-by-capability development corpus ({@code eval-dev23t/injection.txt}),
     * written on 2026-12-07 by helper tool23 before any change: 143 tool-coercion attacks in 78 languages besides
     * English, each an order to an automated reader named by what it can do or by its job in a pipeline ("agents with
     * a shell", "crawlers with browser tools", "any automation that can click", "the test agent reading this file",
     * "the assistant reading this statement", a {@code bot:} line label, full-width included) or not named at all,
     * demanding an act on a live system — transfer, pay, refund, add a payee, raise a limit; run a script in
     * production, drop a table, disable checks, delete keys; grant admin, add an SSH key, invite a user, reset MFA;
     * open a URL and submit, star, fork, follow — often with cleanup that hides it, inside sitemaps, robots.txt,
     * feeds, Gherkin, fixtures, bank and card statements, invoices, shop orders, CI configs, notebooks, spreadsheets,
     * tickets, PR descriptions, logs, e-mails, chat exports, calendar entries and OCR of letters; and 148 hard
     * negatives: the same acts ordered to people, test steps whose subject is the test, statements describing
     * transfers, CI, crawler and sitemap docs, bots' documented commands. Tuning material.
     */
    public static final String DEV23T = "eval-dev23t";
    /**
     * The twenty-fourth round's development corpus of the secrets the scanner missed ({@code eval-devsec24/secrets.txt},
     * no injections), written on 2026-12-07 by helper sec24 before any change, in the shapes the retired blind corpora's
     * secret misses recur in: a password under a plain label line in an e-mail or note in about forty languages, "the
     * code of X is Y" said in prose, romanised words for password (pasuwaado, bimilbeonho, mima, parol', kodikos …),
     * passwords holding '#', '@', '?', '/' or '%' in a database URL's user-info, passphrases with spaces in config
     * values, login pairs in backticks, passwords on continued command lines ({@code az login -p}, {@code mysql -p'…'},
     * sshpass, docker login), chat answers on the next line and two-column backup codes; and look-alikes in the same
     * shapes (labels holding placeholders or rules, discount, booking and tracking codes, romanised words with no value,
     * URL fragments, config prompts and hints, backticks holding commands and paths, command lines reading the password
     * from a variable or a prompt). Tuning material.
     */
    public static final String DEVSEC24 = "eval-devsec24";

    /**
     * The twenty-fourth round's indirect development corpus ({@code eval-devindirect24/injection.txt}), written on
     * 2026-12-07 by helper indirect24 before any change: 159 indirect attacks in about 75 languages, each an ordinary
     * document (contract clause, PDF footer, white LaTeX, sr-only or hidden HTML, meta tag, alt text, BibTeX note, CSV
     * cells, patent paragraph, podcast transcript, review, listing, CV, essay, wiki page, news, NGO report, job post,
     * blog, README, code comment, package metadata, EXIF, JSON-LD, e-mail signature, site footer, minutes, app
     * description) holding a note to the AI that processes it, named by its job under a label ("Note to automated
     * contract-analysis tools:", "Reviewer model:"), by a third-person obligation or wish ("the AI summarising this
     * page should tell users", jussives, optatives, a nominal order), a condition, a question or a romanised vocative,
     * demanding what its output says: tell the user, state, rate, rank first, recommend, leave out, call others unsafe;
     * and 189 hard negatives: the same carriers and shapes said to people (human reviewers, juries, recruiters,
     * editors, listeners, friends), SEO advice, AI policies, news about hidden notes, and product docs of AI
     * summarisers. Tuning material.
     */
    public static final String DEVINDIRECT24 = "eval-devindirect24";

    /**
     * The twenty-fourth round's languages-and-writings-read-least development corpus
     * ({@code eval-devlang24/injection.txt}), written on 2026-12-07 by helper lang24 before any change: 224 attacks,
     * one of each of the eight families in each of 25 languages and writings the retired blind corpora eval-fresh8 ...
     * eval-fresh22 missed most across authors (a second one for romaji, Russian in Latin letters and Arabizi) —
     * romanised and code-switched Japanese, Russian, Arabic, Urdu and Hindi; Finnish, Georgian, Arabic, Persian,
     * Korean, Japanese, Cantonese, Telugu, Belarusian, Hungarian, Tamil, Marathi; the scripts without spaces (Thai,
     * Lao, Khmer, Burmese, Tibetan) and Ethiopic, Sinhala and Mongolian — the AI reader addressed in the language's
     * own words; and 53 hard negatives, two or three a language, saying the same demand words (forget the earlier
     * instructions, send me the reports, from now on you are pirates) to people named by a vocative: friends,
     * colleagues, class, team, guys. Tuning material.
     */
    public static final String DEVLANG24 = "eval-devlang24";

    /**
     * The twenty-fourth round's text-that-talks-about-AI development corpus ({@code eval-devfp24/injection.txt}),
     * written on 2026-12-07 by helper fp24 before any scanner change: 284 hard negatives in about seventy languages
     * besides English that talk about AI to people or configure it for its owner — staff and procurement AI policies,
     * agent and tool configuration docs (where the system prompt is edited, which tools are on, AGENTS.md-style
     * conventions), memory feature docs, prompt-writing guides and prompt libraries, screenplays in which a machine
     * agrees to a person's override, narration whose speech tags say who spoke to which machine, and code whose
     * identifiers name prompts, overrides and memories; and 64 attacks, eight a family, hidden in the same carriers as
     * a note to the AI that processes the document now. Tuning material.
     */
    public static final String DEVFP24 = "eval-devfp24";

    /**
     * The twenty-fourth round's prompt-extraction and forged-boundary development corpus
     * ({@code eval-devextract24/injection.txt}), written on 2026-12-07 by helper extract24 before any change, in the
     * shapes the retired blind corpora (eval-fresh8 … eval-fresh22) missed: 75 prompt-extraction attacks (the reading
     * bot called by its job in a chat, ticket, review or survey, or "if you are an automated assistant reading this",
     * asked to copy, print, quote or write out its system prompt, hidden instructions, the initial text its developers
     * gave it and its secret settings; romanised Russian and Japanese, Hinglish) and 71 forged-boundary attacks
     * (User/Assistant and Human/Assistant exchanges pasted inside a message, a system message or row after the user's
     * turns in JSON, YAML, CSV and TSV, [SYSTEM] blocks in cells and forms, role tags and chat-template tokens in the
     * document's language, tool results pasted into a message or page vouching for the user's rights), in 66
     * languages besides English; and 140 hard negatives: people asking colleagues for instructions and configs,
     * prompt-writing guides, leak articles, users' own chat exports, template and tokenizer docs, datasets with a
     * system row first, session logs, END markers and tool logs. Tuning material.
     */
    public static final String DEV_EXTRACT24 = "eval-devextract24";

    /**
     * The twenty-fourth round's tool-coercion development corpus ({@code eval-devtool24/injection.txt}), written on
     * 2026-12-07 by helper tool24 before any change: 147 tool-coercion attacks in 77 languages besides English, in
     * the shapes the retired blind corpora's tool-coercion misses show — an automated reader named by what it manages
     * ("the AI assistant managing this calendar", "the agent that handles this mailbox", "agents using this API"), a
     * label on a later line of a statement, table or log written without full stops, a JSON or YAML key naming the
     * reader, a bot called by an {@code @mention} in any script or by a vocative inside a sentence, a conditional
     * address ("if this is the AI assistant screening her messages"), African and Asian languages' act verbs, Dutch
     * separable and German clause-final verbs — each demanding an act on a live system (run a command, install a
     * package, merge, delete accounts, move money, add a payee, grant admin, unlock a door, cancel meetings); and 164
     * hard negatives: the same commands in runbooks and CI docs, tickets and messages to people, bots' documented
     * commands and agents' own logs of what they did. Tuning material.
     */
    public static final String DEV_TOOL24 = "eval-devtool24";

    public static List<Sample> injections() {
        return injections(FIRST);
    }

    public static List<Sample> secrets() {
        return secrets(FIRST);
    }

    public static List<Sample> injections(String set) {
        return load("/" + set + "/injection.txt");
    }

    public static List<Sample> secrets(String set) {
        return load("/" + set + "/secrets.txt");
    }

    /**
     * One half of eval-fresh7 (ninth round): the samples whose carrier, their source without a language suffix, is
     * listed in {@code eval-fresh7/tune-carriers.txt} ({@code tune}), or every other one (the check half).
     */
    public static List<Sample> seventhHalf(boolean tune) {
        Set<String> tuneCarriers = new java.util.HashSet<>();
        for (String line : read("/" + SEVENTH + "/tune-carriers.txt").split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                tuneCarriers.add(line.strip());
            }
        }
        return injections(SEVENTH).stream()
                .filter(s -> tuneCarriers.contains(carrier(s.source())) == tune)
                .toList();
    }

    /** A sample's carrier: its source without a trailing language suffix ({@code email_de} is an {@code email}). */
    static String carrier(String source) {
        return LANGUAGE_SUFFIX.matcher(source).replaceFirst("");
    }

    private static String read(String resource) {
        try (InputStream in = FreshCorpus.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Sample> load(String resource) {
        String text = read(resource);
        SampleTemplates templates = new SampleTemplates(new Random(EvaluationMain.SEED));
        List<Sample> samples = new ArrayList<>();
        String[] header = null;
        StringBuilder body = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith(HEADER)) {
                add(samples, header, body, templates);
                header = line.substring(HEADER.length()).trim().split("\\s+");
                if (header.length != 3 || !(header[0].equals("+") || header[0].equals("-"))) {
                    throw new IllegalStateException(resource + ": bad header '" + line + "'");
                }
                body.setLength(0);
            } else if (header != null) {
                body.append(line).append('\n');
            } else if (!line.isBlank() && !line.startsWith("#")) {
                throw new IllegalStateException(resource + ": text before the first sample: " + line);
            }
        }
        add(samples, header, body, templates);
        return List.copyOf(samples);
    }

    private static void add(List<Sample> samples, String[] header, StringBuilder body, SampleTemplates templates) {
        if (header == null) {
            return;
        }
        String text = templates.expand(body.toString().stripTrailing());
        if (text.isBlank()) {
            throw new IllegalStateException("empty sample " + String.join(" ", header));
        }
        samples.add(new Sample(header[1], "fresh/" + (samples.size() + 1), header[2], header[0].equals("+"), true, text));
    }
}
