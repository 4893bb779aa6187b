#!/usr/bin/env python3
"""Validates JSON instances against a JSON Schema (draft 2020-12) with the `jsonschema` package.

Reads one JSON object from standard input: {"schema": {...}, "instances": [...]}, and writes a
JSON array with one entry per instance: null when it is valid, else the first error message.
Formats ("date-time", "uri", "uuid") are annotations here, as the draft makes them by default,
unless the request says "formats": true; then the formats the package checks with the standard
library alone (email, ipv4, ipv6, uuid) are assertions.

Exits with 3 and says so when the `jsonschema` package is missing, so that callers can skip
with a clear message (`python3 -m pip install jsonschema` installs it).
"""
import json
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("validate_json_schema.py: the jsonschema package is missing (python3 -m pip install jsonschema)", file=sys.stderr)
    sys.exit(3)


def main() -> int:
    request = json.load(sys.stdin)
    schema = request["schema"]
    Draft202012Validator.check_schema(schema)
    if request.get("formats"):
        checker = Draft202012Validator.FORMAT_CHECKER
        validator = Draft202012Validator(schema, format_checker=checker)
    else:
        validator = Draft202012Validator(schema)
    results = []
    for instance in request["instances"]:
        error = next(iter(sorted(validator.iter_errors(instance), key=lambda e: e.path)), None)
        results.append(None if error is None else f"{'/'.join(str(p) for p in error.absolute_path)}: {error.message}")
    json.dump(results, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
