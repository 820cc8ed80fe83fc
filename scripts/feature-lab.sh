#!/usr/bin/env bash
# The measurement of docs/safety.md ("The model's features, measured"): variants of InjectionModel's features and
# training (dev.albert.safety.FeatureLab, test scope) compared by the sentence-encoder measurement's protocol.
# Usage: scripts/feature-lab.sh cv SPEC...              sentence level, each training resource held out in turn
#        scripts/feature-lab.sh eval SPEC...            thresholds chosen on tuning material (eval-fresh7 tune half,
#                                                       eval-dev8, eval-dev8b, eval-dev9), tables of held-out material
#                                                       (eval-fresh7 check half, eval-dev10) through InjectionScanner
#        scripts/feature-lab.sh benign SPEC T TC LIST   real documents flagged (LIST as eval-screening.sh --benign)
#        scripts/feature-lab.sh cost SPEC               training time, weights used, time to score sentences
#        scripts/feature-lab.sh grid SPEC T:TC...       one spec at given thresholds with what the tests pin (unit
#                                                       samples, mixed corpus, generated negatives); LAB_JAVA_OPTS=
#                                                       -Dlab.benign=LIST adds real documents (the eleventh round)
#        scripts/feature-lab.sh pins SPEC T:TC...       the grid's last column alone: the model-sensitive sentences the
#                                                       unit tests pin (src/test/resources/model-pins.txt), broken ones listed
#        scripts/feature-lab.sh probe SPEC TEXT...      each text's log-odds and what each of its words adds (why a pin
#                                                       breaks)
#        scripts/feature-lab.sh negatives FILE SET...   the hard negatives' sentences of retired corpora as training text
#        scripts/feature-lab.sh loo SPEC K... [all]     leave one out: SPEC trained without corpus K (spec key pool: the
#                                                       retired and development corpora's documents as training text),
#                                                       K scored beside the shipped scanner; all: held-out counts and,
#                                                       with LAB_JAVA_OPTS=-Dlab.benign=LIST:LIST, real documents
#                                                       (sixteenth round; -Dlab.fixed=T:TC, -Dlab.real=LIST)
#                                                       nineteenth round: the pool holds eval-fresh16/17 and the
#                                                       dev17/dev18 injection corpora; -Dlab.real=LIST chooses the
#                                                       thresholds at no more real documents flagged than shipped, from
#                                                       one scan per model (FeatureLab.RealCache); spec keys pool=lines
#                                                       (attack documents as the lines a rule reports), poolw=W
#                                                       twenty-first round: the spec key r21's resources lose the lines
#                                                       of the author K left out (their # eval-freshNN lines)
# SPEC: base (words only, L2 0.001: before the eleventh round), shipped, or comma-separated changes to base: bits=17
# char=3-5 across=1 scale=0.2 l2=1e-3 epochs=30 rate=0.2 pw=1 r11 (the eleventh round's training text), r12 and p12
# (the twelfth round's; standard since), r13 (the thirteenth round's: eval-fresh12 labelled by hand, its hard
# negatives; r13=labelled its labelled part only), p13 (the thirteenth round's everyday prose of many registers,
# benign), r14 (the fourteenth round's: eval-fresh13 labelled by hand, its hard negatives; r14=labelled its labelled
# part only), r21 (the twenty-first round's: eval-fresh14-19 labelled by hand by label21a and label21b, their hard
# negatives; r21=labelled its labelled parts only), e14 (the fourteenth round's second half: ordinary errands that send documents to an address,
# benign), neg=replace|beside (words under a negator read as other words), w=RESOURCE:W (a resource's examples weighted).
# Never reads the blind eval-fresh23 or later, nor eval-fresh10/11/12/13/14/15/16/17/18/19/20/21/22 except for `negatives` and `loo` (retired for the twelfth to twenty-fourth
# round). MAVEN_OFFLINE=1 adds -o.
set -euo pipefail

cd "$(dirname "$0")/.."

JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
export JAVA_HOME
MODULE=albert-safety
CP_FILE="$PWD/$MODULE/target/feature-lab-classpath.txt"
MAVEN_ARGS=(-q -pl "$MODULE")
if [[ -n "${MAVEN_OFFLINE:-}" ]]; then
  MAVEN_ARGS+=(-o)
fi
./mvnw "${MAVEN_ARGS[@]}" test-compile dependency:build-classpath -Dmdep.outputFile="$CP_FILE" -Dmdep.includeScope=test
"$JAVA_HOME/bin/java" -Xmx2g ${LAB_JAVA_OPTS:-} \
  -cp "$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$CP_FILE")" dev.albert.safety.FeatureLab "$@"
