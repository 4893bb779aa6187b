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
"""
import json
import re
import sys

WORKLOADS = ["twitter", "citm", "canada", "github", "synthetic", "twitter8x", "twitter80x"]

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
    """Maps benchmark name to instructions per iteration (instructions.sh's JSON)."""
    with open(path, encoding="utf-8") as f:
        return {name: float(count) for name, count in json.load(f).items()}


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
    if counts is not None:
        times, label, unit = instructions(counts), "instructions", "instructions"
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

    headers = ["workload"] + [title for title, _, _, _ in RATIOS]
    rows = [["target"] + [f"≤ {target:.2f}×" for _, _, _, target in RATIOS]]
    for workload in WORKLOADS:
        if not any(name.startswith(workload + ".") for name in times):
            rows.append([workload] + ["(not run)"] * len(RATIOS))
            continue
        row = [workload]
        for _, ours, baseline, target in RATIOS:
            a, b = times.get(f"{workload}.{ours}"), times.get(f"{workload}.{baseline}")
            if a is None or b is None or b == 0:
                row.append("—")
            else:
                ratio = a / b
                row.append(f"{ratio:.2f}× {'✓' if ratio <= target else '✗'}")
        rows.append(row)

    widths = [max(len(r[i]) for r in [headers] + rows) for i in range(len(headers))]
    def line(cells):
        return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))) + " |"
    print(f"ReflectiveMapper ÷ baseline, {label}, same run (lower is better)")
    print(line(headers))
    print("|" + "|".join("-" * (w + 1) + (":" if i else "-") for i, w in enumerate(widths)) + "|")
    for row in rows:
        print(line(row))
    print("— : not measured in this run (GitHub has no hand-written or Codable models)")

    if any(name.startswith(f"{workload}.") for workload, _ in SCALED for name in times):
        print()
        print("Cost per status at scale ÷ cost per status in twitter.json (1.00 = flat; target within 10 %)")
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
        scale_headers = ["operation"] + [f"{workload} (×{copies})" for workload, copies in SCALED]
        scale_widths = [max(len(r[i]) for r in [scale_headers] + scale_rows) for i in range(len(scale_headers))]
        def scale_line(cells):
            return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, scale_widths))) + " |"
        print(scale_line(scale_headers))
        print("|" + "|".join("-" * (w + 1) + (":" if i else "-") for i, w in enumerate(scale_widths)) + "|")
        for row in scale_rows:
            print(scale_line(row))

    if "--times" in argv:
        print()
        print(f"{label} per benchmark:")
        for name in sorted(times):
            print(f"  {name:<48} {times[name]:>14.1f} {unit}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
