#!/usr/bin/env python3
"""Draws the pet portraits and the paw pattern in Templates/assets/ (stylized, made from
circles, ellipses and polygons) and writes them as PNG with the standard library only.

Deterministic: the same script gives the same pixels; PNG bytes depend only on zlib's level-9
output. Run from the repository root: python3 scripts/make-pet-assets.py
"""
import math
import struct
import zlib

SIZE = 512
SUB = 2  # supersamples per axis


def png(path, width, height, rows):
    """rows: list of bytearrays of RGB triples."""
    raw = b"".join(b"\x00" + bytes(r) for r in rows)

    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def hexcolor(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))


class Ellipse:
    def __init__(self, cx, cy, rx, ry, color, angle=0.0):
        self.cx, self.cy, self.rx, self.ry, self.color = cx, cy, rx, ry, hexcolor(color)
        self.cos, self.sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        r = max(rx, ry)
        self.box = (cx - r, cy - r, cx + r, cy + r)

    def inside(self, x, y):
        dx, dy = x - self.cx, y - self.cy
        u, v = dx * self.cos + dy * self.sin, -dx * self.sin + dy * self.cos
        return (u / self.rx) ** 2 + (v / self.ry) ** 2 <= 1.0


class Polygon:
    def __init__(self, points, color):
        self.points, self.color = points, hexcolor(color)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        self.box = (min(xs), min(ys), max(xs), max(ys))

    def inside(self, x, y):
        n, hit = len(self.points), False
        for i in range(n):
            (x1, y1), (x2, y2) = self.points[i], self.points[(i + 1) % n]
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                hit = not hit
        return hit


def render(path, top, bottom, shapes):
    top, bottom = hexcolor(top), hexcolor(bottom)
    rows = []
    for py in range(SIZE):
        t = py / (SIZE - 1)
        bg = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
        row = bytearray(bg * SIZE)
        rows.append(row)
    # Each shape adds its coverage over what is below, within its bounding box.
    for s in shapes:
        x0, y0, x1, y1 = (max(0, int(s.box[0]) - 1), max(0, int(s.box[1]) - 1),
                          min(SIZE, int(s.box[2]) + 2), min(SIZE, int(s.box[3]) + 2))
        for py in range(y0, y1):
            row = rows[py]
            for px in range(x0, x1):
                n = 0
                for sy in range(SUB):
                    for sx in range(SUB):
                        if s.inside(px + (sx + 0.5) / SUB, py + (sy + 0.5) / SUB):
                            n += 1
                if n:
                    a = n / (SUB * SUB)
                    for c in range(3):
                        row[3 * px + c] = round(row[3 * px + c] * (1 - a) + s.color[c] * a)
    png(path, SIZE, SIZE, rows)


def eyes(cx, cy, spread, r, iris, pupil_w=None):
    out = []
    for side in (-1, 1):
        x = cx + side * spread
        out.append(Ellipse(x, cy, r, r, "#FFFFFF"))
        out.append(Ellipse(x, cy + 2, r * 0.78, r * 0.78, iris))
        out.append(Ellipse(x, cy + 2, pupil_w or r * 0.45, r * 0.62 if pupil_w else r * 0.45, "#1B1B1F"))
        out.append(Ellipse(x - r * 0.25, cy - r * 0.3, r * 0.18, r * 0.18, "#FFFFFF"))
    return out


def dog():  # Biscuit: a golden retriever pup
    return [
        Ellipse(256, 470, 190, 90, "#C97B2A"),
        Ellipse(150, 250, 62, 120, "#A8601C", angle=18),
        Ellipse(362, 250, 62, 120, "#A8601C", angle=-18),
        Ellipse(256, 250, 150, 155, "#E8A04A"),
        Ellipse(256, 330, 92, 70, "#F6D6A8"),
        *eyes(256, 225, 60, 22, "#6B3E1B"),
        Ellipse(256, 300, 30, 20, "#2B1D16"),
        Ellipse(248, 294, 8, 5, "#6E5A50"),
        Polygon([(256, 318), (250, 342), (262, 342)], "#2B1D16"),
        Ellipse(256, 365, 22, 16, "#E0607E"),
    ]


def cat():  # Mochi: a grey tabby
    return [
        Ellipse(256, 480, 180, 80, "#6F7480"),
        Polygon([(130, 210), (150, 70), (240, 150)], "#8C919C"),
        Polygon([(382, 210), (362, 70), (272, 150)], "#8C919C"),
        Polygon([(152, 185), (162, 105), (215, 152)], "#F2A7B8"),
        Polygon([(360, 185), (350, 105), (297, 152)], "#F2A7B8"),
        Ellipse(256, 265, 160, 140, "#9EA3AD"),
        Polygon([(236, 130), (256, 185), (276, 130)], "#6F7480"),
        Polygon([(196, 140), (216, 180), (228, 138)], "#6F7480"),
        Polygon([(316, 140), (296, 180), (284, 138)], "#6F7480"),
        Ellipse(256, 325, 78, 52, "#E4E6EA"),
        *eyes(256, 245, 62, 24, "#7FB53C", pupil_w=6),
        Polygon([(242, 300), (270, 300), (256, 316)], "#E06C8A"),
        *[Ellipse(256 + side * 115, 318 + dy, 55, 2.2, "#F4F4F6", angle=side * -dy / 2.5)
          for side in (-1, 1) for dy in (-8, 6)],
    ]


def rabbit():  # Pepper: a lop-free white rabbit
    return [
        Ellipse(256, 480, 170, 85, "#D9CFC4"),
        Ellipse(196, 120, 38, 110, "#F1ECE6", angle=-10),
        Ellipse(316, 120, 38, 110, "#F1ECE6", angle=10),
        Ellipse(198, 128, 20, 82, "#F4B6C2", angle=-10),
        Ellipse(314, 128, 20, 82, "#F4B6C2", angle=10),
        Ellipse(256, 290, 140, 130, "#F7F3EE"),
        *eyes(256, 270, 64, 20, "#5A3B2E"),
        Ellipse(256, 330, 16, 11, "#E58A9E"),
        Ellipse(232, 352, 26, 18, "#EDE5DC"),
        Ellipse(280, 352, 26, 18, "#EDE5DC"),
        Ellipse(175, 335, 24, 14, "#F9C9D2"),
        Ellipse(337, 335, 24, 14, "#F9C9D2"),
    ]


def hamster():  # Nugget: a round golden hamster
    return [
        Ellipse(256, 470, 200, 95, "#D9A066"),
        Ellipse(160, 150, 42, 42, "#C98B4F"),
        Ellipse(352, 150, 42, 42, "#C98B4F"),
        Ellipse(160, 152, 24, 24, "#F2B5A7"),
        Ellipse(352, 152, 24, 24, "#F2B5A7"),
        Ellipse(256, 285, 175, 160, "#E3AE6F"),
        Ellipse(256, 345, 120, 95, "#FBEBD5"),
        Ellipse(165, 320, 55, 45, "#FBEBD5"),
        Ellipse(347, 320, 55, 45, "#FBEBD5"),
        *eyes(256, 250, 72, 17, "#1B1B1F"),
        Ellipse(256, 305, 14, 9, "#D46A7E"),
        Polygon([(240, 322), (256, 316), (272, 322), (256, 330)], "#C45A6E"),
        Ellipse(256, 440, 40, 22, "#F2B5A7"),
    ]


def parrot():  # Kiwi: a green parrot
    return [
        Ellipse(256, 470, 150, 90, "#2E9E4F"),
        Polygon([(200, 90), (256, 40), (250, 120)], "#F25C54"),
        Polygon([(256, 40), (312, 95), (262, 120)], "#F7B267"),
        Ellipse(256, 250, 135, 165, "#3CB371"),
        Ellipse(256, 330, 90, 95, "#9BE58C"),
        Ellipse(196, 230, 34, 34, "#FFFFFF"),
        Ellipse(316, 230, 34, 34, "#FFFFFF"),
        Ellipse(198, 232, 17, 17, "#1B1B1F"),
        Ellipse(314, 232, 17, 17, "#1B1B1F"),
        Ellipse(192, 225, 5, 5, "#FFFFFF"),
        Ellipse(308, 225, 5, 5, "#FFFFFF"),
        Polygon([(226, 270), (286, 270), (270, 330), (256, 350), (242, 330)], "#F4D35E"),
        Polygon([(240, 300), (272, 300), (256, 350)], "#E0B83F"),
    ]


def goldfish():  # Sunny: a goldfish in blue water
    shapes = [Ellipse(256, 256, 150, 105, "#FF8C42"),
              Polygon([(380, 256), (470, 170), (450, 256), (470, 342)], "#FF6B35"),
              Polygon([(220, 160), (300, 110), (320, 170)], "#FF6B35"),
              Polygon([(230, 350), (290, 400), (300, 345)], "#FF6B35"),
              Ellipse(190, 256, 60, 80, "#FFA45C"),
              Ellipse(170, 230, 24, 24, "#FFFFFF"),
              Ellipse(166, 232, 13, 13, "#1B1B1F"),
              Ellipse(162, 226, 4, 4, "#FFFFFF"),
              Ellipse(118, 270, 12, 8, "#D9480F")]
    for cx, cy, r in ((90, 150, 14), (70, 100, 9), (100, 60, 6), (420, 420, 12), (440, 380, 7)):
        shapes.append(Ellipse(cx, cy, r, r, "#DFF6FF"))
        shapes.append(Ellipse(cx, cy, r * 0.7, r * 0.7, "#5AB1E0"))
    return shapes


def paws():  # a soft repeating paw-print pattern for headers
    shapes = []
    for row in range(4):
        for col in range(4):
            cx, cy = 64 + col * 128 + (32 if row % 2 else 0), 64 + row * 128
            shapes.append(Ellipse(cx, cy + 12, 24, 20, "#FFFFFF"))
            for dx, dy in ((-24, -16), (-9, -28), (9, -28), (24, -16)):
                shapes.append(Ellipse(cx + dx, cy + dy, 8, 10, "#FFFFFF"))
    return shapes


if __name__ == "__main__":
    render("Templates/assets/biscuit.png", "#7FD1C7", "#2A9D8F", dog())
    render("Templates/assets/mochi.png", "#F7D08A", "#F4A261", cat())
    render("Templates/assets/pepper.png", "#B8C0FF", "#7B6CF6", rabbit())
    render("Templates/assets/nugget.png", "#FFE1A8", "#E9C46A", hamster())
    render("Templates/assets/kiwi.png", "#CDE7F0", "#7FB7D6", parrot())
    render("Templates/assets/sunny.png", "#8FD3F4", "#3A86C8", goldfish())
    render("Templates/assets/paws.png", "#FF9F7A", "#E76F51", paws())
