#!/usr/bin/env bash
# Screening throughput of albert-safety (JMH, in-process) and recall / false positives on the
# labelled samples. Usage: scripts/bench-screening.sh [extra JMH options]
# The corpus is 10^6 characters of generated text, so JMH's ops/s read as MB/s.
set -euo pipefail

cd "$(dirname "$0")/.."

find_java_home() {
  if [[ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]]; then
    echo /usr/lib/jvm/temurin-25-jdk-amd64
    return
  fi
  if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then
    local major
    major=$("$JAVA_HOME/bin/java" -XshowSettings:properties -version 2>&1 \
      | awk -F'= ' '/java.specification.version/ {print $2}')
    if [[ "${major%%.*}" -ge 21 ]]; then
      echo "$JAVA_HOME"
      return
    fi
  fi
  echo "bench-screening: needs JDK 21 or newer (Temurin 25 at /usr/lib/jvm/temurin-25-jdk-amd64, or JAVA_HOME)" >&2
  exit 2
}

export JAVA_HOME="$(find_java_home)"
JAVA="$JAVA_HOME/bin/java"
MODULE=albert-safety
CP_FILE="$PWD/$MODULE/target/bench-classpath.txt"

./mvnw -q -pl "$MODULE" test-compile dependency:build-classpath \
  -Dmdep.outputFile="$CP_FILE" -Dmdep.includeScope=test
CP="$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$CP_FILE")"

RESULTS="$PWD/$MODULE/target/bench-screening.txt"
"$JAVA" -cp "$CP" org.openjdk.jmh.Main 'dev\.albert\.safety\.bench\.ScreeningBenchmark' \
  -f 1 -wi 2 -i 3 -w 2s -r 2s "$@" | tee "$RESULTS"

echo
echo "Throughput (1 op = 10^6 characters, so ops/s = MB/s):"
awk '/^ScreeningBenchmark\./ {split($1, name, "."); printf "  %-14s %-6s %8.1f MB/s (± %s)\n", name[2], $2, $5, $7}' "$RESULTS"
echo
"$JAVA" -cp "$CP" dev.albert.safety.SampleReport
