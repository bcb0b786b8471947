#!/usr/bin/env python3
"""Splits a `perf record` profile of segue-video into pipeline stages by symbol: compositing,
image sampling, text, conversion, encoding, I/O and kernel, other. Prints each stage's share of
the samples and its CPU milliseconds per composited frame.

Usage: perf record -F 999 -o PERF.data segue-video render ... --jobs 1
       python3 scripts/profile-split.py PERF.data FRAMES [FREQUENCY=999]
"""
import collections
import subprocess
import sys

STAGES = [
    ("encoding", ["libx264", "libavcodec", "libavformat", "libavutil", "H264SEI", "VideoEncoder"]),
    # Conversion includes writing plane frames (cross-fades, slides, copies of stores' planes),
    # which stand in for compositing and converting those frames. Checked before image sampling:
    # plane_lerp_row contains lerp_row.
    ("conversion", ["YUV420Converter", "libswscale", "row_pair", "column_chroma", "plane_lerp", "slide_",
                    "PlaneBands", "PlaneFrame", "FixedPointPlanes"]),
    ("text", ["libfreetype", "libharfbuzz", "Glyph", "TextRenderer", "TextShaper", "ShapedParagraph", "LabelLayouter"]),
    ("image sampling", ["ImageSampler", "MipChain", "Projective", "HorizontalLerpRows", "bilinear_row", "hlerp_row", "lerp_row"]),
    ("compositing", ["Compositor", "PixelMath", "SIMD", "memmove", "memset", "memcpy", "fill_row", "mask_row", "mask_lanes",
                     "over_color", "dither_over"]),
    ("I/O and kernel", ["kernel", "[k]", "libc.so", "ld-linux", "write"]),
]


def stage(dso, sym):
    text = dso + " " + sym
    for name, needles in STAGES:
        if any(n in text for n in needles):
            return name
    return "other"


def main():
    data, frames = sys.argv[1], int(sys.argv[2])
    out = subprocess.run(["perf", "report", "-i", data, "--stdio", "--sort", "dso,sym", "-F", "sample,dso,sym", "-q"],
                         capture_output=True, text=True, check=True).stdout
    counts = collections.Counter()
    for line in out.splitlines():
        parts = line.split(None, 2)
        if len(parts) < 3 or not parts[0].isdigit():
            continue
        counts[stage(parts[1], parts[2])] += int(parts[0])
    total = sum(counts.values())
    freq = int(sys.argv[3]) if len(sys.argv) > 3 else 999
    for name in [s for s, _ in STAGES] + ["other"]:
        c = counts[name]
        print(f"  {name:15s} {100 * c / max(total, 1):5.1f} %  {1000 * c / freq / max(frames, 1):6.2f} ms CPU per frame")
    print(f"  {'total':15s} 100.0 %  {1000 * total / freq / max(frames, 1):6.2f} ms CPU per frame ({total} samples)")


if __name__ == "__main__":
    main()
