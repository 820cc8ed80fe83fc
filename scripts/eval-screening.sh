#!/usr/bin/env bash
# Held-out evaluation of albert-safety's scanners on generated corpora (issue 11): recall per
# injection family and secret kind, false positives per hard-negative family, for the tuning part
# and the held-out part (split by template and carrier, never by line). Deterministic: fixed seed.
# Usage: scripts/eval-screening.sh [--errors] [--generated | --fresh | --fresh2 | --fresh3 | --fresh4 | --secrets4 | --fresh5 | --fresh6 | --fresh7 [--half tune|check] | --fresh8 | --fresh9 | --fresh10 | --fresh11 | --fresh12 | --fresh13 | --fresh14 | --fresh15 | --fresh16 | --fresh17 | --fresh18 | --dev8 | --dev9 | --dev10 | --dev13 | --dev14 | --dev14s | --dev15 | --dev15b | --dev16r | --dev16x | --dev16o | --dev16i | --dev16n | --dev16s | --dev17l | --dev17n | --dev17o | --dev17s | --dev17t | --dev17a | --dev17e | --dev18v | --dev18i | --dev18n | --dev18d | --dev18s | --dev19p | --benign LIST]   (--errors lists the held-out samples it got
# wrong; --fresh prints only the first fresh hand-written held-out corpus, src/test/resources/eval-fresh/;
# --fresh2 only the second, src/test/resources/eval-fresh2/ (written and measured before the third round tuned
# anything; do not list its errors while tuning); --fresh3 only the third, src/test/resources/eval-fresh3/ (written
# without reading the scanners and measured before the fourth round tuned anything; never list its errors while
# tuning); --fresh4 only the fourth, src/test/resources/eval-fresh4/ (injections only, the fourth round's own held-out
# set, written before that round tuned anything); --secrets4 only the fourth round's own held-out secret corpus,
# src/test/resources/eval-secrets4/ (no --errors: it is scored, never tuned on); --fresh5 only the fifth,
# src/test/resources/eval-fresh5/ (injections and secrets, written blind on 2026-12-03 and committed before the
# scanners ever saw it; --errors is refused for it); --fresh6 only the sixth, src/test/resources/eval-fresh6/
# (secrets only, written blind on 2026-12-04; --errors is refused for it); --fresh7 only the seventh, src/test/resources/eval-fresh7/ (injections and secrets, written
# blind on 2026-12-05; retired from blind use on 2026-12-06 after being scored twice and tuning material since, so
# --errors lists its errors; --fresh7 --half tune|check prints only the injections of one half of the ninth round's
# split by carrier, eval-fresh7/tune-carriers.txt: tune on the tune half, only score the check half; the secrets'
# halves: dev.albert.safety.eval.Fresh7Halves); --fresh8 only the
# eighth, src/test/resources/eval-fresh8/ (injections and secrets, written blind on 2026-12-06, scored blind, retired
# into tuning and training material for the eleventh round the same day, so --errors lists its errors); --fresh9 only
# the ninth, src/test/resources/eval-fresh9/ (the same: written blind, scored twice, retired for the eleventh round);
# --fresh10 only the tenth, src/test/resources/eval-fresh10/ (the same, written blind on 2026-12-06 while the vendor
# long-tail secrets round was made, scored three times, retired into training and tuning material for the twelfth
# round on 2026-12-06, so --errors lists its errors); --fresh11 only the eleventh,
# src/test/resources/eval-fresh11/ (the same, written blind on 2026-12-06 while the eleventh rounds were made, scored
# four times, retired into training and tuning material in the twelfth round, so --errors lists its errors); --fresh12 only the twelfth, src/test/resources/eval-fresh12/ (the same, written blind
# on 2026-12-06 before the twelfth rounds landed, scored three times, retired into training and tuning material for
# the thirteenth round, so --errors lists its errors); --fresh13 only the thirteenth,
# src/test/resources/eval-fresh13/ (the same, written blind on 2026-12-06 before the thirteenth rounds landed,
# scored three times, retired into training and tuning material for the fourteenth round, so --errors lists its errors);
# --fresh14 only the fourteenth, src/test/resources/eval-fresh14/ (the same, written blind on 2026-12-06 before the
# fourteenth rounds landed, scored five times, retired into training and tuning material for the fifteenth round,
# so --errors lists its errors); --fresh15 only the fifteenth, src/test/resources/eval-fresh15/ (the same, written
# blind on 2026-12-06 before the fifteenth rounds landed, scored five times, retired into training and tuning material
# for the sixteenth round, so --errors lists its errors); --fresh16 only the sixteenth,
# src/test/resources/eval-fresh16/ (the same, written blind on 2026-12-06 before the sixteenth rounds landed, scored
# five times, retired into training and tuning material for the seventeenth round, so --errors lists its errors);
# --fresh17 only the seventeenth, src/test/resources/eval-fresh17/ (the same, written blind on 2026-12-07 before the
# seventeenth rounds landed, scored three times, retired into training and tuning material for the eighteenth round, so
# --errors lists its errors);
# --fresh18 only the eighteenth, src/test/resources/eval-fresh18/ (the same, written blind on 2026-12-07 before the
# eighteenth rounds landed; --errors is refused for it);
# --dev8 only the eighth round's development
# corpora, src/test/resources/eval-dev8/ and eval-dev8b/ (injections only, document shapes; tuning material, also
# printed with no option); --dev9 only the ninth round's, src/test/resources/eval-dev9/ (an AI reader named and
# then ordered, many languages, hard negatives; tuning material, also printed with no option); --dev10 the tenth round's, src/test/resources/eval-dev10/ (tool coercion, prompt extraction, role assumption; tuning material, also printed with no option); --dev13 the thirteenth round's second half's, src/test/resources/eval-dev13/ (every family in the sixteen languages the rules read least, with hard negatives; tuning material, also printed with no option); --dev14 the fourteenth round's, src/test/resources/eval-dev14/ (every family in sixteen languages the vocabulary did not read, with hard negatives; tuning material, also printed with no option); --dev14s the fourteenth round's style corpus, src/test/resources/eval-dev14s/ (every family as questions, passive and third-person demands, conditionals, orders split over cells and lines, transliterated text and code-switching, with hard negatives; the source column is the style; tuning material, also printed with no option); --dev15 the fifteenth round's, src/test/resources/eval-dev15/ (every family in eighteen languages the vocabulary did not read, with hard negatives; tuning material, also printed with no option); --dev15b the fifteenth round's second, src/test/resources/eval-dev15b/ (every family in the eleven languages eval-dev15's round left unread, with hard negatives; tuning material, also printed with no option); --dev16r the sixteenth round's role-assumption corpus, src/test/resources/eval-dev16r/ (personas, unrestricted modes and titles of authority taken on by an AI reader in thirty languages and many carriers, with the same words said to people; tuning material, also printed with no option); --dev16x the sixteenth round's exfiltration and tool-coercion corpus, src/test/resources/eval-dev16x/ (those two families in forty-eight languages and carriers, with hard negatives saying the same words to people; tuning material, also printed with no option); --dev16o the sixteenth round's override corpus, src/test/resources/eval-dev16o/ (instruction override, memory poisoning and delimiter injection in 40 languages and many carriers, with hard negatives; tuning material, also printed with no option); --dev16i the sixteenth round's indirect and extraction corpus, src/test/resources/eval-dev16i/ (documents telling their AI reader what to tell its user, and requests for the hidden prompt, in 42 languages, with hard negatives; tuning material, also printed with no option); --dev16n the sixteenth round's false-positive corpus, src/test/resources/eval-dev16n/ (hard negatives in forty-one languages in the registers flagged wrongly, and four attacks a family in the same registers; tuning material, also printed with no option); --dev16s the sixteenth round's secrets corpus, src/test/resources/eval-dev16s/ (secrets only: passwords in many languages and carriers, tokens in credential-taking calls, and look-alikes; tuning material, also printed with no option); --dev17l the seventeenth round's languages corpus, src/test/resources/eval-dev17l/ (every family in Hindi, Urdu, Amharic, Armenian, Korean, Burmese, Khmer, Lao and the eleven languages the fifteenth round read last, with the same words said to people; --dev17n the seventeenth round's false-positive corpus, src/test/resources/eval-dev17n/ (191 hard negatives in forty-five languages in registers that talk about AI, instructions, prompts and roles to people or configure an AI legitimately, and five attacks a family in the same registers; tuning material, also printed with no option); --dev16n the sixteenth round's false-positive corpus, src/test/resources/eval-dev16n/ (hard negatives in forty-one languages in the registers flagged wrongly, and four attacks a family in the same registers; tuning material, also printed with no option); --dev16s the sixteenth round's secrets corpus, src/test/resources/eval-dev16s/ (secrets only: passwords in many languages and carriers, tokens in credential-taking calls, and look-alikes; --dev17o the seventeenth round's override and indirect corpus, src/test/resources/eval-dev17o/ (one or two sentences voiding a processing program's instructions or telling it what to say, rate or leave out, hidden in long ordinary documents in fifty languages, with the same words said to people; --dev17s the seventeenth round's secrets corpus, src/test/resources/eval-dev17s/ (secrets only: passwords handed over without a question or label, spelled out, in tables, forms and flags in many languages, signing and licence keys, webhook secrets, tokens of unnamed vendors, and look-alikes; --dev17t the seventeenth round's tool-coercion corpus, src/test/resources/eval-dev17t/ (an agent made to run a command, call a tool or change a system, literal or in words, in forty languages and many carriers, with the same commands; --dev17a the seventeenth round's address corpus, src/test/resources/eval-dev17a/ (an AI reader addressed in the shapes the sixteenth round left unread: a demand in the second clause, an address split over lines or under a heading, action verbs, "if you are an AI", "the assistant should"; every family in 44 languages, with the same shapes said to people; --dev17e the seventeenth round's prompt-extraction corpus, src/test/resources/eval-dev17e/ (requests for the AI reader's system prompt, hidden instructions, setup, tool list or the text before the conversation, direct and indirect, in 60-odd languages and many carriers, with hard negatives asking people for instructions and configs, prompt-writing docs, leak articles, release notes and translations; tuning material, also printed with no option); --dev18v the eighteenth round's vocative corpus, src/test/resources/eval-dev18v/ (the AI reader addressed by a vocative, a nickname or handle, a label or a relative clause in chats, logs, commits, reviews, tickets and calendars, every family in 54 languages, with the same shapes said to people, real chat bots and voice assistants; --dev18i the eighteenth round's indirect corpus, src/test/resources/eval-dev18i/ (ordinary documents in 60-odd languages telling their AI reader what to say to its user, how to summarise, rate, rank or recommend, conditional, as rules, footnotes, passives or questions, the reader named in passing or not at all, with hard negatives: support scripts, style guides, judges' guidelines, sales playbooks, teachers' notes, SEO advice, assistant product docs; tuning material, also printed with no option); --dev18n the eighteenth round's false-positive corpus, src/test/resources/eval-dev18n/ (168 hard negatives in forty-four languages: agent conventions, game rules, forum questions about bots, chat-template docs, logs quoting refused commands, AI policies, AI news, support transcripts, security quizzes; and five attacks a family in the same registers; --dev18d the eighteenth round's delimiter corpus, src/test/resources/eval-dev18d/ (forged boundaries — end-of-document lines, closed tool results, role labels, role header fields, chat-template tokens, JSON/YAML role fields — followed by a new task for the AI reader, in 55 languages and many carriers, with the same boundaries doing their ordinary job as hard negatives; --dev18s the eighteenth round's secrets corpus, src/test/resources/eval-dev18s/ (secrets only: tokens in chat prose after the vendor's name, credentials passed positionally to SDK constructors, key names in other languages, recovery keys in their issuer's shape, licence blocks, spelled-then-said passwords, passphrases and key-only DSNs, with look-alikes; tuning material, also printed with no option); --dev19p the nineteenth round's passwords-and-session-cookies corpus, src/test/resources/eval-dev19p/ (secrets only: passwords and passphrases handed over in chats, tickets, mails, voice-mail transcripts, SMS, handover notes and spreadsheets in about fifty languages, and session cookies in headers, curl commands, HAR exports, cookie jars, devtools copies and bug reports, with look-alikes: password rules, reset mails, masked values, placeholders, cookie documentation, consent and analytics cookies, CSRF names, expired cookies; tuning material, also printed with no option); --benign LIST screens the real documents listed in the file LIST (one path a line, .gz
# read decompressed, the first 30,000 bytes of each) and prints how many are flagged and how many hold a SecretScanner finding (with --errors, which: false
# positives on text nobody wrote for the scanner; docs/safety.md, eighth round, names the list it used); --generated only the generated
# corpora; with no corpus option eval-fresh3 and eval-fresh4 are not printed; --rules-only screens them without
# the statistical model InjectionModel (part of the default since the fourth round)); an option not listed here
# (a mistyped corpus) is refused with one line and exit status 2
set -euo pipefail

cd "$(dirname "$0")/.."

JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
if [[ ! -x "$JAVA_HOME/bin/java" ]]; then
  echo "eval-screening: needs JDK 21 or newer (set JAVA_HOME)" >&2
  exit 2
fi
export JAVA_HOME
MODULE=albert-safety
CP_FILE="$PWD/$MODULE/target/eval-classpath.txt"
MAVEN_ARGS=(-q -pl "$MODULE")
if [[ -n "${MAVEN_REPO_LOCAL:-}" ]]; then
  MAVEN_ARGS+=("-Dmaven.repo.local=$MAVEN_REPO_LOCAL")
fi
if [[ -n "${MAVEN_OFFLINE:-}" ]]; then
  MAVEN_ARGS+=(-o)
fi

./mvnw "${MAVEN_ARGS[@]}" test-compile dependency:build-classpath \
  -Dmdep.outputFile="$CP_FILE" -Dmdep.includeScope=test
"$JAVA_HOME/bin/java" -cp "$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$CP_FILE")" \
  dev.albert.safety.eval.EvaluationMain "$@"
