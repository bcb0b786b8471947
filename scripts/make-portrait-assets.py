#!/usr/bin/env python3
"""Draws the photo-like images of benchmarks/portrait/ (a landscape header and a card photo:
smooth gradients, hills and a sun with per-pixel noise, as a camera's sensor leaves) and writes
them as JPEG through the ffmpeg CLI (quality 3), so the committed files stay small.

Deterministic: noise comes from a fixed-seed linear congruential generator, so the same script
gives the same PPM; the JPEG bytes depend on the ffmpeg build. Run from the repository root:
python3 scripts/make-portrait-assets.py
"""
import math
import os
import subprocess
import tempfile

OUT = "benchmarks/portrait/assets"


class Noise:
    """Numerical Recipes' LCG: the same numbers on every machine."""

    def __init__(self, seed):
        self.state = seed

    def next(self, amplitude):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return (self.state >> 24) % (2 * amplitude + 1) - amplitude


def clamp(v):
    return 0 if v < 0 else 255 if v > 255 else int(v)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def landscape(width, height, sky_top, sky_bottom, hill, far_hill, sun, seed):
    noise = Noise(seed)
    data = bytearray()
    for y in range(height):
        v = y / height
        for x in range(width):
            u = x / width
            color = mix(sky_top, sky_bottom, v)
            dx, dy = u - 0.72, v - 0.3
            d = math.sqrt(dx * dx + dy * dy * 2.5)
            if d < 0.09:
                color = sun
            elif d < 0.25:
                color = mix(sun, color, (d - 0.09) / 0.16)
            if v > 0.55 + 0.08 * math.sin(u * 7.0 + 1.0):
                color = mix(far_hill, hill, min(1.0, (v - 0.5) * 1.5))
            if v > 0.72 + 0.06 * math.sin(u * 11.0 + 4.0) + 0.03 * math.sin(u * 31.0):
                color = mix(hill, (20, 30, 20), (v - 0.7) * 2.0)
            n = noise.next(14)
            data += bytes(clamp(c + n + noise.next(4)) for c in color)
    return data


def write_jpeg(name, width, height, data):
    with tempfile.TemporaryDirectory() as tmp:
        ppm = os.path.join(tmp, "image.ppm")
        with open(ppm, "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (width, height) + bytes(data))
        subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-i", ppm, "-q:v", "3", "-pix_fmt", "yuvj420p",
                        "-fflags", "+bitexact", "-flags", "+bitexact", os.path.join(OUT, name)], check=True)


def main():
    os.makedirs(OUT, exist_ok=True)
    write_jpeg("header.jpg", 1080, 600,
               landscape(1080, 600, (70, 120, 190), (240, 190, 150), (60, 110, 60), (120, 140, 170), (255, 235, 180), 7))
    write_jpeg("card.jpg", 960, 640,
               landscape(960, 640, (30, 40, 90), (230, 120, 90), (90, 70, 50), (150, 100, 120), (255, 210, 120), 11))


if __name__ == "__main__":
    main()
