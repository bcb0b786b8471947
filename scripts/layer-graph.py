#!/usr/bin/python3
"""The package's target graph and, inside each Swift target, its folders' dependency graph.

    scripts/layer-graph.sh [--quiet]

Targets come from `swift package dump-package` (the manifest as SwiftPM reads it). Folders are
the first path component under Sources/<target>/ (files at the top count as "."). A folder uses
another when one of its files names a type, protocol, typealias or top-level func/let/var that
the other folder declares at top level. Lexical only: comments and string literals are skipped
(interpolations are code), and a name the using file declares itself (a nested type of the same
name) is not counted. Members added by extensions are not indexed, so the compiler, not this
script, is the last word for targets; the folder figures are a map for moving files.

Prints the target graph, then per Swift target with more than one folder: each folder's uses,
the cycles (strongly connected components of more than one folder) and the upward uses: uses
that go against the best order found (components in dependency order; inside a component the
Eades-Lin-Smyth greedy order, which keeps backward edges few). Ends with one summary line.
Exits 1 on a target cycle (SwiftPM reports one too, but only when it builds) or on a folder
cycle inside a target, 0 otherwise (ALLOWED_FOLDER_CYCLES lists none). scripts/test.sh runs
this first, so CI fails when a cycle comes back.
"""
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUIET = "--quiet" in sys.argv[1:]
# Targets whose folders may form one cycle, with the most folders it may have: none since
# CompositorScene's folders were stacked (issue 43). Any folder cycle fails the script.
ALLOWED_FOLDER_CYCLES = {}

DECL = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|"
    r"indirect|nonisolated|static|dynamic|(?:unowned|weak)|consuming|borrowing)\s+)*"
    r"(class|struct|enum|protocol|actor|typealias|func|let|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)")
NESTED = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def strip_swift(text):
    """The code of a Swift file with comments and string literal contents blanked to spaces
    (newlines kept, so column 0 stays column 0); string interpolations stay as code."""
    out = []
    i, n = 0, len(text)
    # A stack of contexts: ("code", paren depth) for code (the bottom one, or an interpolation),
    # ("str", closing delimiter, hashes) for a string literal.
    stack = [("code", 0)]
    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                out.append(" " * (j - i)); i = j; continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j): depth += 1; j += 2
                    elif text.startswith("*/", j): depth -= 1; j += 2
                    else: j += 1
                out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j; continue
            m = re.match(r'(#*)("""|")', text[i:i + 8])
            if m and (m.group(1) or c == '"'):
                hashes, delim = m.group(1), m.group(2)
                stack.append(("str", delim, hashes))
                out.append(" " * m.end()); i += m.end(); continue
            if c == "(":
                stack[-1] = ("code", top[1] + 1)
            elif c == ")":
                if top[1] == 0 and len(stack) > 1:
                    stack.pop(); out.append(" "); i += 1; continue
                stack[-1] = ("code", top[1] - 1)
            out.append(c); i += 1
        else:
            _, delim, hashes = top
            if c == "\\" and text.startswith(hashes, i + 1):
                k = i + 1 + len(hashes)
                if k < n and text[k] == "(":
                    stack.append(("code", 0)); out.append(" " * (k + 1 - i)); i = k + 1; continue
                out.append("  " if text[k:k + 1] != "\n" else " "); i += 2 if text[k:k + 1] != "\n" else 1; continue
            if text.startswith(delim + hashes, i):
                stack.pop(); out.append(" " * len(delim + hashes)); i += len(delim + hashes); continue
            out.append("\n" if c == "\n" else " "); i += 1
    return "".join(out)


def swift_targets():
    """(name, kind, dependency names, source folder) of every target, from dump-package."""
    raw = subprocess.run(["swift", "package", "--package-path", ROOT, "dump-package"],
                         check=True, capture_output=True, text=True).stdout
    pkg = json.loads(raw)
    result = []
    for t in pkg["targets"]:
        deps = []
        for d in t.get("dependencies", []):
            for key in ("byName", "target", "product"):
                if key in d:
                    v = d[key]
                    name = v[0]
                    deps.append(name if key != "product" else f"{name} ({v[1]})")
        path = t.get("path") or os.path.join("Tests" if t["type"] == "test" else "Sources", t["name"])
        result.append((t["name"], t["type"], deps, path))
    return result


def sccs(nodes, edges):
    """Tarjan's strongly connected components, each listed after every component it uses
    (bottom first)."""
    index, low, on, stack, comps, counter = {}, {}, set(), [], [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]; counter[0] += 1
        stack.append(v); on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v: break
            comps.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index: visit(v)
    return comps  # Tarjan emits a component only after every component it reaches


def greedy_order(comp, weight):
    """Eades-Lin-Smyth: an order of comp's nodes, users last, with few uses pointing later
    (upward). weight[(a, b)] is how many names a uses from b."""
    nodes = set(comp)
    left, right = [], []
    while nodes:
        changed = True
        while changed:
            changed = False
            for v in sorted(nodes):  # a node using nothing left: goes to the bottom
                if not any((v, w) in weight for w in nodes if w != v):
                    left.append(v); nodes.discard(v); changed = True
            for v in sorted(nodes):  # a node nothing left uses: goes to the top
                if not any((w, v) in weight for w in nodes if w != v):
                    right.insert(0, v); nodes.discard(v); changed = True
        if nodes:
            def score(v):
                used_by = sum(weight.get((w, v), 0) for w in nodes if w != v)
                uses = sum(weight.get((v, w), 0) for w in nodes if w != v)
                return (used_by - uses, v)
            v = max(nodes, key=score)
            left.append(v); nodes.discard(v)
    return left + right


def folder_graph(src):
    files = []
    for dirpath, _, names in os.walk(src):
        for f in sorted(names):
            if f.endswith(".swift"):
                p = os.path.join(dirpath, f)
                rel = os.path.relpath(p, src)
                folder = rel.split(os.sep)[0] if os.sep in rel else "."
                with open(p, encoding="utf-8") as fh:
                    files.append((folder, p, strip_swift(fh.read())))
    declared = defaultdict(set)  # name -> folders declaring it at top level
    for folder, _, code in files:
        for line in code.split("\n"):
            m = DECL.match(line)
            if m: declared[m.group(2)].add(folder)
    uses = defaultdict(lambda: defaultdict(set))  # folder -> used folder -> names
    for folder, _, code in files:
        own = set(NESTED.findall(code))
        for name in set(IDENT.findall(code)) - own:
            for other in declared.get(name, ()):
                if other != folder:
                    uses[folder][other].add(name)
    return sorted({f for f, _, _ in files}), uses


def main():
    targets = swift_targets()
    names = {t[0] for t in targets}
    print("Targets (swift package dump-package), each with what it depends on:")
    tedges = {}
    for name, kind, deps, _ in targets:
        print(f"  {name} [{kind}] -> {', '.join(deps) if deps else '(nothing)'}")
        tedges[name] = {d for d in deps if d in names}
    tcycles = [c for c in sccs(names, tedges) if len(c) > 1]
    print(f"Target cycles: {len(tcycles)}" + "".join(f"\n  {' <-> '.join(c)}" for c in tcycles))

    total_cycles = total_upward = 0
    largest = 0
    refused = []  # folder cycles no ALLOWED_FOLDER_CYCLES entry covers
    for name, kind, _, path in targets:
        src = os.path.join(ROOT, path)
        if kind == "system-target" or not os.path.isdir(src):
            continue
        folders, uses = folder_graph(src)
        if len(folders) < 2:
            continue
        weight = {(a, b): len(ns) for a, m in uses.items() for b, ns in m.items()}
        edges = {a: set(m) for a, m in uses.items()}
        comps = sccs(folders, edges)
        order = []
        for comp in comps:
            order += comp if len(comp) == 1 else greedy_order(comp, weight)
        rank = {f: i for i, f in enumerate(order)}
        cycles = [c for c in comps if len(c) > 1]
        upward = sorted(((a, b) for (a, b) in weight if rank[b] > rank[a]), key=lambda e: (rank[e[0]], rank[e[1]]))
        total_cycles += len(cycles); total_upward += len(upward)
        allowed = ALLOWED_FOLDER_CYCLES.get(name, 0)
        refused += [f"{name}: {' '.join(c)}" for i, c in enumerate(cycles) if i > 0 or len(c) > allowed]
        largest = max([largest] + [len(c) for c in cycles])
        print(f"\nTarget {name}: {len(folders)} folders, {len(weight)} folder uses")
        if not QUIET:
            print("  Folders bottom first, each with the folders it uses (names used):")
            for f in order:
                used = ", ".join(f"{b}({weight[(f, b)]})" for b in sorted(uses.get(f, {}), key=rank.get))
                print(f"    {f}: {used or '-'}")
        print(f"  Folder cycles: {len(cycles)}")
        for c in cycles:
            print(f"    {len(c)} folders: {' '.join(greedy_order(c, weight))}")
        print(f"  Upward uses (against the order above): {len(upward)}")
        for a, b in upward:
            ns = sorted(uses[a][b])
            print(f"    {a} -> {b}: {', '.join(ns[:6])}{' …' if len(ns) > 6 else ''}")
    print(f"\nsummary: {len(targets)} targets, {len(tcycles)} target cycles; "
          f"{total_cycles} folder cycles (largest {largest} folders), {total_upward} upward folder uses")
    for r in refused:
        print(f"error: a folder cycle (scripts/layer-graph.py, ALLOWED_FOLDER_CYCLES): {r}", file=sys.stderr)
    return 1 if tcycles or refused else 0


if __name__ == "__main__":
    sys.exit(main())
