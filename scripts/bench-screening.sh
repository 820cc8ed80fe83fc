#!/usr/bin/env bash
# Screening throughput of albert-safety (JMH, in-process) and recall / false positives on the
# labelled samples. Usage: scripts/bench-screening.sh [extra JMH options]
#                     or: scripts/bench-screening.sh --compare REV [ROUNDS]
# The corpus is 10^6 characters of generated text, so JMH's ops/s read as MB/s. --compare builds
# albert-safety's main classes at git revision REV and times them against the working tree's in one
# run (alternating, medians), printing MB/s before and after and their ratio: on a shared machine the
# ratio is what a before/after comparison can trust.
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

MAVEN_ARGS=(-q -pl "$MODULE")
if [[ -n "${MAVEN_REPO_LOCAL:-}" ]]; then
  MAVEN_ARGS+=("-Dmaven.repo.local=$MAVEN_REPO_LOCAL")
fi
./mvnw "${MAVEN_ARGS[@]}" test-compile dependency:build-classpath \
  -Dmdep.outputFile="$CP_FILE" -Dmdep.includeScope=test
CP="$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$CP_FILE")"

if [[ "${1:-}" == "--compare" ]]; then
  REV="${2:?--compare needs a git revision}"
  BASE="$PWD/$MODULE/target/compare-$REV"
  rm -rf "$BASE" && mkdir -p "$BASE/src" "$BASE/classes"
  git archive "$REV" "$MODULE/src/main" | tar -x -C "$BASE/src"
  RE2J=$(tr ':' '\n' < "$CP_FILE" | grep '/re2j-' | head -1)
  find "$BASE/src" -name '*.java' > "$BASE/sources.txt"
  "$JAVA_HOME/bin/javac" -nowarn -d "$BASE/classes" -cp "$RE2J" @"$BASE/sources.txt"
  if [[ -d "$BASE/src/$MODULE/src/main/resources" ]]; then
    cp -r "$BASE/src/$MODULE/src/main/resources/." "$BASE/classes/"
  fi
  uptime
  "$JAVA" -cp "$CP" dev.albert.safety.bench.CompareThroughput "$BASE/classes" "$MODULE/target/classes" "$RE2J" "${3:-7}"
  exit 0
fi

RESULTS="$PWD/$MODULE/target/bench-screening.txt"
"$JAVA" -cp "$CP" org.openjdk.jmh.Main 'dev\.albert\.safety\.bench\.ScreeningBenchmark' \
  -f 1 -wi 2 -i 3 -w 2s -r 2s "$@" | tee "$RESULTS"

echo
echo "Throughput (1 op = 10^6 characters, so ops/s = MB/s):"
awk '/^ScreeningBenchmark\./ {split($1, name, "."); printf "  %-14s %-6s %8.1f MB/s (± %s)\n", name[2], $2, $5, $7}' "$RESULTS"
echo
"$JAVA" -cp "$CP" dev.albert.safety.SampleReport
