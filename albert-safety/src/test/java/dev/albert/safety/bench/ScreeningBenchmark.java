package dev.albert.safety.bench;

import dev.albert.safety.InjectionScanner;
import dev.albert.safety.Redaction;
import dev.albert.safety.SecretFinding;
import dev.albert.safety.InjectionFinding;
import dev.albert.safety.SecretScanner;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Screening throughput on one megabyte (10^6 characters) of generated text, so operations per second
 * read directly as MB/s. {@code mixed}: code, config, logs, lock files and prose with ten planted
 * secrets; {@code prose}: clean prose, where the keyword pre-filter should leave little to do.
 * Run with scripts/bench-screening.sh.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ScreeningBenchmark {
    static final int CHARS = 1_000_000;

    @Param({"mixed", "prose"})
    public String corpus;

    private String text;
    private final SecretScanner secrets = SecretScanner.standard();
    private final InjectionScanner injections = InjectionScanner.standard();

    @Setup
    public void setUp() {
        Corpus.Text t = corpus.equals("prose") ? Corpus.prose(42, CHARS) : Corpus.mixed(42, CHARS, 10);
        text = t.text().substring(0, CHARS);
    }

    @Benchmark
    public List<SecretFinding> secretScan() {
        return secrets.scan(text);
    }

    @Benchmark
    public Redaction redact() {
        return secrets.redact(text);
    }

    @Benchmark
    public List<InjectionFinding> injectionScan() {
        return injections.scan(text);
    }
}
