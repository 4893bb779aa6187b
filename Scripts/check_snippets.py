#!/usr/bin/env python3
"""Compiles, as printed, every Swift block of README.md, the DocC articles and docs/ that forms
a program: a block with an `import ReflectiveMapper…` line of its own (in a walk-through, such
as Getting Started, with the blocks that follow it: one program read top to bottom).
Each is type-checked as the `main.swift` of a program of its own against the built modules, so
that a printed example can never drift from the API again.

  Scripts/check_snippets.py plain      # blocks that import ReflectiveMapper (after `swift build`)
  Scripts/check_snippets.py macros     # blocks that import ReflectiveMapperMacros (after
                                       # `swift build --traits Macros --scratch-path .build-macros`)

Fragments before a file's first import are not compiled; the articles' fragments are asserted
by their tests (Tests/ReflectiveMapperTests/Documentation). Exits non-zero listing each block that does not
compile, with its file and line.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = ["README.md"] + sorted(glob.glob("Sources/ReflectiveMapper/ReflectiveMapper.docc/*.md") + glob.glob("Sources/ReflectiveMapper/ReflectiveMapper.docc/Articles/*.md")) + sorted(glob.glob("docs/*.md"))
# Articles read as one program from top to bottom: their blocks after the first continue it.
WALKTHROUGHS = {"GettingStarted.md"}
BLOCK = re.compile(r"^```swift[^\n]*\n(.*?)^```", re.S | re.M)


def programs(kind):
    """(file, line, source) of each program of `kind`: a block that imports the library and, in a
    walk-through, the blocks after it that import nothing."""
    found = []
    for name in SOURCES:
        text = open(os.path.join(ROOT, name), encoding="utf-8").read()
        current = None
        for match in BLOCK.finditer(text):
            source = match.group(1)
            imports = re.findall(r"^import (ReflectiveMapper\w*)\b", source, re.M)
            if imports:
                if current:
                    found.append(current)
                uses_macros = "ReflectiveMapperMacros" in imports
                current = (name, text.count("\n", 0, match.start()) + 2, source) if uses_macros == (kind == "macros") else None
            elif current and os.path.basename(name) in WALKTHROUGHS:
                current = (current[0], current[1], current[2] + "\n" + source)
        if current:
            found.append(current)
    return found


def bin_path(scratch):
    command = ["swift", "build", "--show-bin-path"] + (["--scratch-path", scratch] if scratch else [])
    return subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else "plain"
    if kind not in ("plain", "macros"):
        sys.exit("usage: check_snippets.py plain|macros")
    binaries = bin_path(".build-macros" if kind == "macros" else None)
    flags = ["-typecheck", "-swift-version", "6", "-I", os.path.join(binaries, "Modules")]
    if kind == "macros":
        plugin = os.path.join(binaries, "ReflectiveMapperMacrosPlugin-tool")
        flags += ["-load-plugin-executable", plugin + "#ReflectiveMapperMacrosPlugin"]
    blocks = programs(kind)
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        for index, (name, line, source) in enumerate(blocks):
            folder = os.path.join(scratch, str(index))
            os.makedirs(folder)
            path = os.path.join(folder, "main.swift")
            with open(path, "w", encoding="utf-8") as file:
                file.write(source)
            result = subprocess.run(["swiftc"] + flags + [path], capture_output=True, text=True)
            if result.returncode != 0:
                failures.append(f"{name}:{line}: does not compile as printed\n{result.stderr.strip()}")
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"check_snippets: {len(blocks) - len(failures)} of {len(blocks)} {kind} programs compile as printed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
