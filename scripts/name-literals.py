#!/usr/bin/python3
"""Typed identities are compared as values, never as their names: fails when a codec, x264
preset, delivery preset, animator, device model or muxer name is compared with a string
literal (`preset.name == "iPad mini"`, `codec != "hevc"`) in Sources/ outside the enum that
declares it. Issue 43: identities are enums whose raw values are the names users type, not
strings compared at call sites (STYLE.md, "Each option is declared once").

    scripts/name-literals.sh

The names come from the declarations themselves (each enum's top-level `case` lines; a case's
raw value is its name, or the string after `=`), so a new case is checked without editing this
script. A comparison is reported when its literal is one of those names and either the literal
is a device model's name (those are never anything else) or the expression compared to it
names the kind of thing (a word such as `codec`, `preset`, `delivery`, `animator`, `device`,
`name`, `container`): `segue.action == "push"` (an imported storyboard's segue action) and
`ext == "png"` (a file extension) are other things that share a word, and pass. Lexical only,
like layer-graph.py: comment lines are skipped. Prints each finding as file:line and exits 1
on any, 0 otherwise. scripts/test.sh runs it beside layer-graph.sh.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (the file declaring the enum, the enum): the identities checked.
IDENTITIES = [
    ("Sources/Compositor/Encoding/Codec.swift", "Codec"),
    ("Sources/Compositor/Encoding/X264Preset.swift", "X264Preset"),
    ("Sources/Compositor/Encoding/LibavMuxer.swift", "LibavMuxer"),
    ("Sources/Compositor/Document/DeliveryPresetName.swift", "DeliveryPresetName"),
    ("Sources/Compositor/Animators/AnimatorKind.swift", "AnimatorKind"),
    ("Sources/CompositorScene/System/DeviceModel.swift", "DeviceModel"),
]
# The enum whose every name is distinctive enough to report in any comparison.
ALWAYS = "DeviceModel"
# Words that, in the expression compared, say it holds one of the identities.
KIND_WORDS = re.compile(r"codec|preset|delivery|animator|device|model|container|muxer|kind|name", re.I)
# A comparison with a string literal on either side: (left operand, literal) or (literal, right
# operand); an operand is the member chain next to the operator (`segue.action`, not the call
# around it).
COMPARISON = re.compile(r'([\w.?!)\]]+)\s*(?:==|!=)\s*"([^"\\]*)"|"([^"\\]*)"\s*(?:==|!=)\s*([\w.?!(\[]+)')
CASE_LABEL = re.compile(r'\bcase\s+"([^"\\]*)"')


def raw_values(path, enum):
    """The raw values of `enum`'s cases in `path`: each top-level `case` line of its body."""
    text = open(os.path.join(ROOT, path), encoding="utf-8").read()
    start = re.search(r"\benum\s+" + enum + r"\b[^{]*\{", text)
    if not start:
        sys.exit(f"name-literals: {path} declares no enum {enum} (update IDENTITIES)")
    values, depth = set(), 0
    for line in text[start.end():].split("\n"):
        code = line.split("//")[0].strip()
        if depth == 0 and code.startswith("case "):
            for part in code[5:].split(","):
                m = re.match(r'\s*`?(\w+)`?\s*(?:=\s*"([^"]*)")?', part)
                if m:
                    values.add(m.group(2) or m.group(1))
        depth += code.count("{") - code.count("}")
        if depth < 0:
            break
    return values


def main():
    names = {}  # literal -> (enum, declaring file)
    for path, enum in IDENTITIES:
        for value in raw_values(path, enum):
            names.setdefault(value, []).append((enum, path))
    findings = []
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(folder, file), ROOT)
            with open(os.path.join(ROOT, path), encoding="utf-8") as fh:
                for number, line in enumerate(fh, 1):
                    if line.lstrip().startswith("//"):
                        continue
                    found = [(m.group(2), m.group(1)) if m.group(2) is not None else (m.group(3), m.group(4))
                             for m in COMPARISON.finditer(line)]
                    found += [(m.group(1), "") for m in CASE_LABEL.finditer(line)]
                    for literal, operand in found:
                        for enum, declared in names.get(literal, ()):
                            if declared == path:
                                continue
                            if enum == ALWAYS or KIND_WORDS.search(operand):
                                findings.append(f"{path}:{number}: {enum} name \"{literal}\" compared as a string; "
                                                f"compare {enum} values ({declared})")
    for f in findings:
        print(f, file=sys.stderr)
    print(f"name-literals: {sum(len(v) for v in names.values())} names of {len(IDENTITIES)} identities; "
          f"{len(findings)} compared as strings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
