#!/usr/bin/env python3
"""Draws the speed chart of the README and the Performance article from a benchmark run.

    swift run -c release HydrationTiming > Results/timing.txt       # in Benchmarks/
    ./instructions.sh '(twitter|citm)(Struct)?\\.' && cp .build/instructions/counts.json Results/
    python3 chart.py                                                  # redraws the SVGs

Reads HydrationTiming's table (wall clock, best of several rounds; the bars) and, when
present, an instructions.sh counts.json (callgrind instruction counts; the black ticks), both
as ratios of ReflectiveMapper to the baseline measured in the same run: < 1 is faster than
the baseline. Writes one SVG to docs/speed.svg (the README's) and to the DocC catalog's
Resources (the Performance article's), so the picture is redrawn from data, never edited.
No third-party packages: the SVG is written as text.
"""
import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# (ReflectiveMapper's measurement, the baseline's, the group's title), in drawing order.
OPERATIONS = [
    ("hydrate.ReflectiveMapper", "hydrate.handWritten", "[String: Any] → models, ÷ hand-written init(dictionary:)"),
    ("bytesToModels.ReflectiveMapper", "bytesToModels.JSONDecoder", "JSON bytes → models, ÷ JSONDecoder"),
    ("toBytes.jsonData", "toBytes.JSONEncoder", "models → JSON bytes, ÷ JSONEncoder"),
    ("toDictionary.jsonObject", "toDictionary.handWrittenToJSON", "models → [String: Any], ÷ hand-written toJSON()"),
]
WORKLOADS = ["twitter", "citm", "canada", "synthetic", "twitterStruct", "citmStruct", "syntheticStruct"]
CLASS_COLOUR, STRUCT_COLOUR = "#3b6fb6", "#4a9a5b"


def read_timing(path):
    """{(workload, mapper operation): ratio} from HydrationTiming's output."""
    ratios = {}
    pattern = re.compile(r"^(\S+)\s+(\S+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)×")
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = pattern.match(line)
            # A baseline that takes no time is a stub (canada has no hand-written toJSON).
            if match and float(match.group(4)) >= 0.01:
                ratios[(match.group(1), match.group(2))] = float(match.group(5))
    return ratios


def read_instructions(path):
    """{(workload, mapper operation): ratio} from an instructions.sh counts.json."""
    with open(path, encoding="utf-8") as file:
        counts = json.load(file)
    figure = lambda entry: entry["instructions"] if isinstance(entry, dict) else entry
    ratios = {}
    for workload in WORKLOADS:
        for mapper, baseline, _ in OPERATIONS:
            ours, theirs = counts.get(f"{workload}.{mapper}"), counts.get(f"{workload}.{baseline}")
            if ours and theirs:
                ratios[(workload, mapper)] = figure(ours) / figure(theirs)
    return ratios


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def draw(wall, instructions, source):
    """The chart as SVG text."""
    label_width, bar_width, row, gap = 120, 420, 18, 26
    scale_max = max([1.5] + [value for value in list(wall.values()) + list(instructions.values())])
    scale_max = int(scale_max * 2 + 0.999) / 2  # round up to a half
    x0 = label_width + 10
    px = lambda ratio: x0 + ratio / scale_max * bar_width
    parts, y = [], 58
    for mapper, _, title in OPERATIONS:
        rows = [w for w in WORKLOADS if (w, mapper) in wall]
        if not rows:
            continue
        parts.append(f'<text x="10" y="{y}" class="group">{escape(title)}</text>')
        y += 8
        top = y
        for workload in rows:
            ratio = wall[(workload, mapper)]
            colour = STRUCT_COLOUR if workload.endswith("Struct") else CLASS_COLOUR
            name = workload.replace("Struct", " (structs)")
            parts.append(f'<text x="{label_width}" y="{y + 13}" class="label" text-anchor="end">{escape(name)}</text>')
            parts.append(f'<rect x="{x0}" y="{y + 2}" width="{px(ratio) - x0:.1f}" height="{row - 4}" fill="{colour}"/>')
            text = f"{ratio:.2f}×"
            if (workload, mapper) in instructions:
                count = instructions[(workload, mapper)]
                parts.append(f'<rect x="{px(count) - 1:.1f}" y="{y}" width="2" height="{row}" fill="#111"/>')
                text += f"  ({count:.2f}× instructions)"
            parts.append(f'<text x="{max(px(ratio), px(instructions.get((workload, mapper), 0))) + 6:.1f}" y="{y + 13}" class="value">{text}</text>')
            y += row
        parts.append(f'<line x1="{px(1):.1f}" y1="{top - 2}" x2="{px(1):.1f}" y2="{y + 2}" class="baseline"/>')
        y += gap
    ticks = []
    tick = 0.0
    while tick <= scale_max + 1e-9:
        ticks.append(f'<text x="{px(tick):.1f}" y="{y}" class="axis" text-anchor="middle">{tick:g}×</text>')
        tick += 0.5
    width, height = x0 + bar_width + 190, y + 38
    legend = (
        f'<rect x="10" y="{height - 22}" width="12" height="10" fill="{CLASS_COLOUR}"/>'
        f'<text x="26" y="{height - 13}" class="axis">class models</text>'
        f'<rect x="110" y="{height - 22}" width="12" height="10" fill="{STRUCT_COLOUR}"/>'
        f'<text x="126" y="{height - 13}" class="axis">struct models</text>'
        f'<text x="220" y="{height - 13}" class="axis">bar: wall clock, best of rounds · black tick: instructions (callgrind) · dashed: the baseline (1×)</text>'
    )
    style = (
        "<style>text{font-family:-apple-system,Helvetica,Arial,sans-serif;fill:#222}"
        ".title{font-size:15px;font-weight:600}.group{font-size:13px;font-weight:600}"
        ".label,.value{font-size:12px}.axis{font-size:11px;fill:#555}"
        ".baseline{stroke:#c0392b;stroke-width:1.5;stroke-dasharray:4 3}</style>"
    )
    header = (
        f'<text x="10" y="22" class="title">ReflectiveMapper ÷ baseline, same run (shorter is faster; left of the dashed line beats it)</text>'
        f'<text x="10" y="40" class="axis">{escape(source)}</text>'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
        f'<rect width="100%" height="100%" fill="#fff"/>{style}{header}{"".join(parts)}{"".join(ticks)}{legend}</svg>\n'
    )


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timing", default=os.path.join(HERE, "Results", "timing.txt"))
    parser.add_argument("--instructions", default=os.path.join(HERE, "Results", "counts.json"))
    parser.add_argument(
        "--out", nargs="*",
        default=[os.path.join(ROOT, "docs", "speed.svg"),
                 os.path.join(ROOT, "Sources", "ReflectiveMapper", "ReflectiveMapper.docc", "Resources", "speed.svg")])
    args = parser.parse_args(argv)
    wall = read_timing(args.timing)
    if not wall:
        sys.exit(f"chart.py: no HydrationTiming rows in {args.timing}")
    instructions = read_instructions(args.instructions) if os.path.exists(args.instructions) else {}
    source = f"From {os.path.relpath(args.timing, ROOT)}"
    if instructions:
        source += f" and {os.path.relpath(args.instructions, ROOT)}"
    source += "; redrawn by Benchmarks/chart.py"
    svg = draw(wall, instructions, source)
    for path in args.out:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(svg)
        print(f"chart.py: wrote {os.path.relpath(path, ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
