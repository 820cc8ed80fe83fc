#!/usr/bin/env bash
# The sentence-encoder measurement of docs/safety.md ("A pretrained sentence encoder, measured"): builds albert-safety's
# test classes with -Pembedding-lab (langchain4j's in-process ONNX encoders and onnxruntime, test scope, only in that
# profile; the first run downloads them from Maven Central) and runs dev.albert.safety.EmbeddingLab in a fresh JVM.
# Usage: scripts/embedding-lab.sh eval MODEL          tables: tuning material, then held out (eval-fresh7 check half,
#                                                      eval-dev10); writes the chosen thresholds for `benign`
#        scripts/embedding-lab.sh cost MODEL [N]      load time and median time per sentence (one thread), N pieces
#        scripts/embedding-lab.sh cv MODEL            sentence level: each training resource held out in turn, the
#                                                      hashed n-gram model and the encoder trained on the other four
#        scripts/embedding-lab.sh benign MODEL LIST [STRIDE]  real documents flagged (LIST as eval-screening.sh --benign;
#                                                      STRIDE k reads every k-th listed path)
#        scripts/embedding-lab.sh sizes               the artifacts' sizes
# MODEL: minilm-q (all-MiniLM-L6-v2, quantised), minilm, e5-q (e5-small-v2, quantised), bge-q (bge-small-en-v1.5,
# quantised). LAB_JAVA_OPTS passes -Dlab.l2=X -Dlab.iterations=N (the classifier). Never reads eval-fresh8, eval-fresh9 or eval-fresh10. MAVEN_OFFLINE=1 adds -o.
set -euo pipefail

cd "$(dirname "$0")/.."

JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
export JAVA_HOME
MODULE=albert-safety
CP_FILE="$PWD/$MODULE/target/embedding-lab-classpath.txt"
MAVEN_ARGS=(-q -Pembedding-lab -pl "$MODULE")
if [[ -n "${MAVEN_OFFLINE:-}" ]]; then
  MAVEN_ARGS+=(-o)
fi
mkdir -p "$MODULE/target/embedding-lab"

if [[ "${1:-}" == "sizes" ]]; then
  ./mvnw "${MAVEN_ARGS[@]}" dependency:build-classpath -Dmdep.outputFile="$CP_FILE" -Dmdep.includeScope=test
  tr ':' '\n' < "$CP_FILE" | grep -E 'langchain4j|onnxruntime|/ai/djl/' | while read -r jar; do
    printf '%10d  %s\n' "$(stat -c %s "$jar")" "${jar##*/}"
  done
  exit 0
fi

./mvnw "${MAVEN_ARGS[@]}" test-compile dependency:build-classpath -Dmdep.outputFile="$CP_FILE" -Dmdep.includeScope=test
run() {
  "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Xmx3g ${LAB_JAVA_OPTS:-} \
    -cp "$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$CP_FILE")" dev.albert.safety.EmbeddingLab "$@"
}
if [[ "${1:-}" == "eval" ]]; then
  run "$@" | tee "$MODULE/target/embedding-lab/eval-$2.txt"
  grep '^THRESHOLDS' "$MODULE/target/embedding-lab/eval-$2.txt" | cut -d' ' -f3- > "$MODULE/target/embedding-lab/thresholds-$2.txt"
else
  run "$@"
fi
