#!/usr/bin/env python3
"""Prints the ReflectiveMapper ÷ baseline ratio table from a package-benchmark JMH export,
or from instruction counts (instructions.sh).

    python3 compare.py Current_run.jmh.json [--times] [--percentile P]
    python3 compare.py --instructions counts.json [--times]

Each ratio divides the p50 wall clock of the ReflectiveMapper benchmark by the p50 wall
clock of its baseline, measured in the same run (benchmark names as in
Benchmarks/HydrationBenchmarks and Benchmarks/SerializationBenchmarks). Lower is better; a
ratio is marked ✓ when it meets its target and ✗ when it does not. `--times` also lists
every benchmark's time; `--percentile 0` uses the fastest sample instead of the median
(steadier on a loaded machine). Python standard library only.

The struct workloads (twitterStruct, citmStruct, syntheticStruct) get a table of their own,
with the struct-model targets, and a table of struct ÷ class cost per operation. With
instruction counts that carry cachegrind's figures (instructions.sh writes
{"instructions": N, "d1Misses": N, "indirectMispredicts": N} per benchmark; a plain number
per benchmark, as older files have, is read too), the same ratios of D1 misses and of
mispredicted indirect branches per call follow, and `--times` lists them too.
"""
import json
import re
import sys

WORKLOADS = ["twitter", "citm", "canada", "github", "synthetic", "twitter8x", "twitter80x"]

# The struct workloads: the struct twins of the twitter, citm and synthetic models, with the
# hand-written struct code and JSONDecoder / JSONEncoder on the same structs as baselines.
# Their class workload, for the struct ÷ class table.
STRUCT_WORKLOADS = [("twitterStruct", "twitter"), ("citmStruct", "citm"), ("syntheticStruct", "synthetic")]

# Scaled copies of twitter (ScaleBenchmarks): (workload, copies of the 100 statuses).
SCALED = [("twitter8x", 8), ("twitter80x", 80)]
SCALED_OPERATIONS = ["bytesToModels.ReflectiveMapper", "bytesToModels.JSONDecoder",
                     "hydrate.ReflectiveMapper", "hydrate.handWritten"]

# (column title, ReflectiveMapper benchmark, baseline benchmark, target)
RATIOS = [
    ("hydrate ÷ hand-written", "hydrate.ReflectiveMapper", "hydrate.handWritten", 1.5),
    ("bytes→models ÷ JSONDecoder", "bytesToModels.ReflectiveMapper", "bytesToModels.JSONDecoder", 0.8),
    ("parse ÷ JSONSerialization", "parse.JSONParser", "parse.JSONSerialization", 0.7),
    ("jsonObject ÷ hand-written toJSON", "toDictionary.jsonObject", "toDictionary.handWrittenToJSON", 3.0),
    ("dictionaryRepresentation ÷ hand-written toJSON", "toDictionary.dictionaryRepresentation",
     "toDictionary.handWrittenToJSON", 3.0),
    ("jsonData ÷ JSONEncoder", "toBytes.jsonData", "toBytes.JSONEncoder", 1.0),
]

# The struct workloads' columns: no parse (it would repeat the class workloads'), and the
# struct-model targets where they differ from the class ones.
STRUCT_TARGETS = {"hydrate.ReflectiveMapper": 0.8, "bytesToModels.ReflectiveMapper": 0.4, "toBytes.jsonData": 0.35}
STRUCT_RATIOS = [(title, ours, baseline, STRUCT_TARGETS.get(ours, target))
                 for title, ours, baseline, target in RATIOS if not ours.startswith("parse.")]

# The operations compared between a struct workload and its class workload.
STRUCT_VS_CLASS = ["hydrate.ReflectiveMapper", "hydrate.handWritten", "bytesToModels.ReflectiveMapper",
                   "bytesToModels.JSONDecoder", "toDictionary.jsonObject", "toBytes.jsonData", "toBytes.JSONEncoder"]

# The cachegrind figures instructions.sh keeps beside each count: (key in counts.json, label).
CACHEGRIND = [("d1Misses", "D1 misses"), ("indirectMispredicts", "mispredicted indirect branches")]


def wall_clock(path, percentile):
    """Maps benchmark name (without target) to a percentile of its wall clock, in µs."""
    with open(path, encoding="utf-8") as f:
        elements = json.load(f)
    times = {}
    for element in elements:
        # "package.benchmark.<Target>.<name with spaces as _>"
        name = re.sub(r"^package\.benchmark\.[^.]+\.", "", element["benchmark"])
        for metric, values in element.get("secondaryMetrics", {}).items():
            if "wall clock" in metric.lower():
                times[name] = float(values["scorePercentiles"][percentile])
    return times


def instructions(path):
    """Reads instructions.sh's JSON: benchmark name → instructions per call, either a number
    (files written before the cachegrind figures) or an object {"instructions": N, "d1Misses":
    N, "indirectMispredicts": N}. Returns (instructions by name, {figure key: values by name})."""
    with open(path, encoding="utf-8") as f:
        entries = json.load(f)
    counts, figures = {}, {key: {} for key, _ in CACHEGRIND}
    for name, entry in entries.items():
        if isinstance(entry, dict):
            counts[name] = float(entry["instructions"])
            for key, _ in CACHEGRIND:
                if key in entry:
                    figures[key][name] = float(entry[key])
        else:
            counts[name] = float(entry)
    return counts, {key: values for key, values in figures.items() if values}


def print_table(title, headers, rows):
    """Prints a Markdown table: the first column left-aligned, the others right-aligned."""
    widths = [max(len(r[i]) for r in [headers] + rows) for i in range(len(headers))]
    def line(cells):
        return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))) + " |"
    print(title)
    print(line(headers))
    print("|" + "|".join("-" * (w + 1) + (":" if i else "-") for i, w in enumerate(widths)) + "|")
    for row in rows:
        print(line(row))


def ratio_rows(times, workloads, ratios, marks=True):
    """One row per workload of ReflectiveMapper ÷ baseline. With `marks`, a row of targets
    comes first, each ratio is marked ✓ when it meets its target (✗ when not) and workloads
    not run are listed as such; without, they are left out."""
    rows = [["target"] + [f"≤ {target:.2f}×" for _, _, _, target in ratios]] if marks else []
    for workload in workloads:
        if not any(name.startswith(workload + ".") for name in times):
            if marks:
                rows.append([workload] + ["(not run)"] * len(ratios))
            continue
        row = [workload]
        for _, ours, baseline, target in ratios:
            a, b = times.get(f"{workload}.{ours}"), times.get(f"{workload}.{baseline}")
            if a is None or b is None or b == 0:
                row.append("—")
            elif marks:
                ratio = a / b
                row.append(f"{ratio:.2f}× {'✓' if ratio <= target else '✗'}")
            else:
                row.append(f"{a / b:.2f}×")
        rows.append(row)
    return rows


def main(argv):
    args, paths, percentile, counts = argv[1:], [], "50", None
    while args:
        arg = args.pop(0)
        if arg == "--percentile" and args:
            percentile = args.pop(0)
        elif arg == "--instructions" and args:
            counts = args.pop(0)
        elif not arg.startswith("--"):
            paths.append(arg)
    figures = {}
    if counts is not None:
        times, figures = instructions(counts)
        label, unit = "instructions", "instructions"
    else:
        if len(paths) != 1:
            print(__doc__.strip(), file=sys.stderr)
            return 2
        try:
            percentile = str(float(percentile))  # JMH keys: "0.0", "50.0", "90.0", ...
            times = wall_clock(paths[0], percentile)
        except (ValueError, KeyError):
            print(f"No percentile {percentile} in {paths[0]} (JMH has 0, 50, 90, 95, 99, 99.9 ... 100)", file=sys.stderr)
            return 2
        label, unit = "p" + percentile.removesuffix(".0") + " wall clock", "µs"
    if not times:
        print(f"No results in {counts or paths[0]}", file=sys.stderr)
        return 1

    struct_names = [workload for workload, _ in STRUCT_WORKLOADS]
    ran_classes = any(name.split(".")[0] in WORKLOADS for name in times)
    ran_structs = any(name.split(".")[0] in struct_names for name in times)
    if ran_classes or not ran_structs:
        print_table(f"ReflectiveMapper ÷ baseline, {label}, same run (lower is better)",
                    ["workload"] + [title for title, _, _, _ in RATIOS], ratio_rows(times, WORKLOADS, RATIOS))
        print("— : not measured in this run (GitHub has no hand-written or Codable models)")

    if ran_structs:
        if ran_classes:
            print()
        print_table(f"Struct models: ReflectiveMapper ÷ baseline on the same structs, {label}, same run (lower is better)",
                    ["workload"] + [title for title, _, _, _ in STRUCT_RATIOS], ratio_rows(times, struct_names, STRUCT_RATIOS))
        # Struct twin ÷ class model, per operation, where both workloads ran.
        rows = []
        for workload, class_workload in STRUCT_WORKLOADS:
            cells = []
            for operation in STRUCT_VS_CLASS:
                a, b = times.get(f"{workload}.{operation}"), times.get(f"{class_workload}.{operation}")
                cells.append("—" if a is None or not b else f"{a / b:.2f}×")
            if any(cell != "—" for cell in cells):
                rows.append([workload] + cells)
        if rows:
            print()
            print_table(f"Struct models ÷ class models, same operation, {label} (1.00 = the same cost)",
                        ["workload"] + STRUCT_VS_CLASS, rows)

    # The cachegrind figures, as the same ratios: equal instructions with more D1 misses or
    # mispredicted indirect branches is where a wall-clock regression hides.
    for key, figure in CACHEGRIND:
        values = figures.get(key)
        if not values:
            continue
        print()
        tables = []
        if ran_classes or not ran_structs:
            tables.append((WORKLOADS, RATIOS))
        if ran_structs:
            tables.append((struct_names, STRUCT_RATIOS))
        for workloads, ratios in tables:
            print_table(f"{figure} per call (cachegrind), ReflectiveMapper ÷ baseline (no targets: read beside the instructions)",
                        ["workload"] + [title for title, _, _, _ in ratios], ratio_rows(values, workloads, ratios, marks=False))

    if any(name.startswith(f"{workload}.") for workload, _ in SCALED for name in times):
        print()
        scale_rows = []
        for operation in SCALED_OPERATIONS:
            row = [operation]
            base = times.get(f"twitter.{operation}")
            for workload, copies in SCALED:
                value = times.get(f"{workload}.{operation}")
                if value is None or not base:
                    row.append("—")
                else:
                    ratio = value / copies / base
                    row.append(f"{ratio:.2f} {'✓' if ratio <= 1.10 else '✗'}")
            scale_rows.append(row)
        print_table("Cost per status at scale ÷ cost per status in twitter.json (1.00 = flat; target within 10 %)",
                    ["operation"] + [f"{workload} (×{copies})" for workload, copies in SCALED], scale_rows)

    if "--times" in argv:
        print()
        if figures:
            columns = "".join(f" {figure:>31}" for key, figure in CACHEGRIND if key in figures)
            print(f"{label} per benchmark, and cachegrind's figures per call:")
            print(f"  {'':<56} {unit:>14}{columns}")
        else:
            print(f"{label} per benchmark:")
        for name in sorted(times):
            extra = "".join(f" {figures[key].get(name, float('nan')):>31.1f}" for key, _ in CACHEGRIND if key in figures)
            print(f"  {name:<56} {times[name]:>14.1f}{'' if figures else ' ' + unit}{extra}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
