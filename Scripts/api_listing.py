#!/usr/bin/env python3
"""Renders the library's public surface, from its symbol graphs, as sorted text.

One line per public declaration (its kind, its path and its declaration as Swift prints it,
with the constraints an extension adds to its type's own, and a deprecation mark), then one
line per conformance and inheritance. The text is stable across builds and machines, so a diff of it is the diff of
the API.

    Scripts/api_listing.py SYMBOL_GRAPH_DIR > API/ReflectiveMapper.txt
"""
import json
import pathlib
import sys


def declaration(symbol):
    text = " ".join("".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", [])).split())
    # A stored `var` and a computed `{ get set }` one are the same API: spell both the second way.
    kind = symbol["kind"]["identifier"]
    if kind in ("swift.property", "swift.type.property") and "{" not in text and (" var " in f" {text}"):
        text += " { get set }"
    return text


def requirement(constraint):
    return (constraint["kind"], constraint["lhs"], constraint["rhs"])


def constraints(symbol, own):
    """The extension's constraints, less those the extended type itself declares.

    A member declared in the type's body and one declared in a plain extension of it are the
    same API; only a constraint the extension adds is part of the member's signature."""
    extension = symbol.get("swiftExtension", {})
    parts = []
    for constraint in extension.get("constraints", []):
        if requirement(constraint) in own:
            continue
        relation = {"conformance": ":", "sameType": "==", "superclass": ":"}.get(constraint["kind"], constraint["kind"])
        parts.append(f"{constraint['lhs']} {relation} {constraint['rhs']}")
    return f" where {', '.join(parts)}" if parts else ""


def deprecated(symbol):
    for entry in symbol.get("availability", []):
        if entry.get("isUnconditionallyDeprecated") or "deprecated" in entry:
            renamed = entry.get("renamed")
            return f" [deprecated{': renamed ' + renamed if renamed else ''}]"
    return ""


def main():
    directory = pathlib.Path(sys.argv[1])
    lines = set()
    names = {}
    generics = {}
    relationships = []
    for path in sorted(directory.glob("*.symbols.json")):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
            if "swiftExtension" not in symbol and symbol["kind"]["identifier"] != "swift.extension":
                own = symbol.get("swiftGenerics", {}).get("constraints", [])
                generics[".".join(symbol["pathComponents"])] = {requirement(c) for c in own}
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            if kind == "extension":
                continue
            path_text = ".".join(symbol["pathComponents"])
            own = generics.get(".".join(symbol["pathComponents"][:-1]), set())
            lines.add(f"{kind} {path_text}: {declaration(symbol)}{constraints(symbol, own)}{deprecated(symbol)}")
        relationships.extend(graph.get("relationships", []))
    for relation in relationships:
        if relation["kind"] not in ("conformsTo", "inheritsFrom"):
            continue
        source = names.get(relation["source"])
        if source is None:
            continue
        target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
        conditional = ""
        if relation.get("swiftConstraints"):
            parts = [f"{c['lhs']} : {c['rhs']}" if c["kind"] == "conformance" else f"{c['lhs']} == {c['rhs']}" for c in relation["swiftConstraints"]]
            conditional = f" where {', '.join(parts)}"
        verb = "conforms to" if relation["kind"] == "conformsTo" else "inherits from"
        lines.add(f"~ {source} {verb} {target}{conditional}")
    sys.stdout.write("".join(f"{line}\n" for line in sorted(lines)))


if __name__ == "__main__":
    main()
