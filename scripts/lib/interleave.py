#!/usr/bin/env python3
"""Interleaved whole-process timings: interleave.py RUNS NAME=COMMAND ... (docs/cli-startup.md).

Runs every command once per round, alternating the order each round, so that a machine whose speed drifts (other
work starting or stopping) moves every command alike; hyperfine runs each command's runs in a row instead. Two
rounds of warm-up are dropped. Prints median, mean and minimum wall time per command and each median as a
multiple of the first command's (the reference, e.g. a JVM hello world)."""
import shlex
import statistics
import subprocess
import sys
import time


def main(argv):
    if len(argv) < 3 or not argv[1].isdigit() or any('=' not in a for a in argv[2:]):
        sys.exit("usage: interleave.py RUNS NAME=COMMAND [NAME=COMMAND ...]")
    runs = int(argv[1])
    commands = [arg.split('=', 1) for arg in argv[2:]]
    times = {name: [] for name, _ in commands}
    for round_ in range(runs + 2):
        order = commands if round_ % 2 == 0 else list(reversed(commands))
        for name, command in order:
            started = time.perf_counter()
            done = subprocess.run(shlex.split(command), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            elapsed = (time.perf_counter() - started) * 1000
            if done.returncode != 0:
                sys.exit(f"interleave: {name} exited {done.returncode}: {command}")
            if round_ >= 2:
                times[name].append(elapsed)
    reference = statistics.median(times[commands[0][0]])
    print(f"| command | median | mean | min | median × {commands[0][0]} |")
    print("|---|---|---|---|---|")
    for name, _ in commands:
        t = times[name]
        print(f"| {name} | {statistics.median(t):.1f} ms | {statistics.mean(t):.1f} ms | {min(t):.1f} ms "
              f"| {statistics.median(t) / reference:.2f} |")


if __name__ == "__main__":
    main(sys.argv)
