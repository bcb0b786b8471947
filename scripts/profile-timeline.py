#!/usr/bin/env python3
"""Cores in use over time in `perf record` profiles of one process each: per time slice, how
many cores x264 (libx264) kept busy and how many everything else in the process did (for
segue-video: parsing, images, compositing, conversion, the kernel on its behalf; for FFmpeg's
command line: reading the raw pictures, start-up). Prints the profiles side by side, then per
profile its wall time, its CPU seconds split the same way, and the idle core-seconds of this
machine's cores before x264's first sample, while x264 runs, and after its last.

Usage: python3 scripts/profile-timeline.py FREQUENCY SLICE_SECONDS NAME=PERF.data [NAME=PERF.data ...]
"""
import collections
import os
import subprocess
import sys

CORES = os.cpu_count() or 1


def samples(path):
    """(seconds since the first sample, is x264) for every sample of a profile."""
    out = subprocess.run(["perf", "script", "-i", path, "-F", "time,ip,dso"],
                         capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        fields = line.split()
        if not fields or not fields[0].endswith(":"):
            continue
        try:
            rows.append((float(fields[0][:-1]), "libx264" in line))
        except ValueError:
            continue
    if not rows:
        sys.exit(f"profile-timeline: no samples in {path}")
    t0 = rows[0][0]
    return [(t - t0, x) for t, x in rows]


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    frequency, width = float(sys.argv[1]), float(sys.argv[2])
    profiles = [arg.split("=", 1) for arg in sys.argv[3:]]
    slices = []
    for _, path in profiles:
        counts = collections.defaultdict(collections.Counter)
        rows = samples(path)
        for t, x in rows:
            counts[int(t / width)]["x264" if x else "rest"] += 1
        slices.append((counts, rows))
    per_core = frequency * width
    print("seconds  " + "  ".join(f"{name + ': x264 + rest':>22}" for name, _ in profiles))
    for i in range(max(max(c) for c, _ in slices) + 1):
        cells = [f"{c[i]['x264'] / per_core:10.2f} + {c[i]['rest'] / per_core:4.2f} = {(c[i]['x264'] + c[i]['rest']) / per_core:4.2f}"
                 for c, _ in slices]
        print(f"{i * width:7.1f}  " + "  ".join(f"{cell:>22}" for cell in cells))
    for (name, _), (_, rows) in zip(profiles, slices):
        wall = rows[-1][0] + 1 / frequency
        x264 = [t for t, x in rows if x]
        first, last = (x264[0], x264[-1]) if x264 else (wall, wall)

        def busy(lo, hi):
            return sum(1 for t, _ in rows if lo <= t < hi) / frequency

        cpu_x264 = len(x264) / frequency
        cpu_rest = len(rows) / frequency - cpu_x264
        print(f"{name}: wall {wall:.2f} s, CPU x264 {cpu_x264:.2f} s + rest {cpu_rest:.2f} s; idle core-seconds "
              f"before x264's first sample {CORES * first - busy(0, first):.2f} ({first:.2f} s), "
              f"while it runs {CORES * (last - first) - busy(first, last):.2f} ({last - first:.2f} s), "
              f"after {CORES * (wall - last) - busy(last, wall + 1):.2f}")


if __name__ == "__main__":
    main()
