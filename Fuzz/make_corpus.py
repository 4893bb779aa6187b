#!/usr/bin/env python3
"""Builds the fuzz seed corpus from the shared test data.

Usage: make_corpus.py SHARED_DATA_DIR OUT_DIR [MAX_LEN]

Writes into OUT_DIR: the GitHub payloads' objects and arrays that fit MAX_LEN bytes, the
JSONTestSuite `y_` (must accept) files, and small objects and slices taken from
twitter.json and citm_catalog.json, each compact and at most MAX_LEN bytes.
"""
import hashlib
import json
import os
import shutil
import sys

shared, out = sys.argv[1], sys.argv[2]
max_len = int(sys.argv[3]) if len(sys.argv) > 3 else 4096
os.makedirs(out, exist_ok=True)
written = 0


def emit(text, prefix):
    global written
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    if not data or len(data) > max_len:
        return False
    name = "%s-%s.json" % (prefix, hashlib.sha1(data).hexdigest()[:12])
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
    written += 1
    return True


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def subvalues(value, limit):
    """Objects and arrays inside `value` (breadth first), up to `limit` of them."""
    queue, found = [value], []
    while queue and len(found) < limit:
        current = queue.pop(0)
        if isinstance(current, dict):
            found.append(current)
            queue.extend(current.values())
        elif isinstance(current, list):
            found.append(current)
            queue.extend(current)
    return found


def load(path):
    try:
        with open(path, "rb") as f:
            return json.loads(f.read().decode("utf-8"))
    except (OSError, ValueError):
        return None


# JSONTestSuite: the documents every parser must accept.
suite = os.path.join(shared, "JSONTestSuite", "test_parsing")
if os.path.isdir(suite):
    for name in sorted(os.listdir(suite)):
        if name.startswith("y_"):
            with open(os.path.join(suite, name), "rb") as f:
                emit(f.read(), "suite")

# GitHub payloads: whole when small enough, else their nested objects.
github = os.path.join(shared, "github")
if os.path.isdir(github):
    for name in sorted(os.listdir(github)):
        payload = load(os.path.join(github, name))
        if payload is None:
            continue
        for value in subvalues(payload, 400):
            if isinstance(value, dict) or len(value) > 0:
                emit(compact(value), "github")

# twitter.json: statuses, users, entities; slices of the statuses array.
twitter = load(os.path.join(shared, "twitter.json"))
if isinstance(twitter, dict):
    statuses = twitter.get("statuses", [])
    for status in statuses[:40]:
        emit(compact(status), "twitter-status")
        for key in ("user", "entities", "metadata"):
            if key in status:
                emit(compact(status[key]), "twitter-" + key)
    for start in range(0, min(len(statuses), 20), 2):
        emit(compact({"statuses": statuses[start:start + 1], "search_metadata": twitter.get("search_metadata", {})}), "twitter-slice")

# citm_catalog.json: events, performances, and a slice of the catalog's maps.
citm = load(os.path.join(shared, "citm_catalog.json"))
if isinstance(citm, dict):
    for event in list(citm.get("events", {}).values())[:40]:
        emit(compact(event), "citm-event")
    for performance in citm.get("performances", [])[:40]:
        emit(compact(performance), "citm-performance")
    for key in ("areaNames", "audienceSubCategoryNames", "seatCategoryNames", "subTopicNames", "topicNames"):
        names = citm.get(key, {})
        emit(compact(dict(list(names.items())[:30])), "citm-" + key)
    emit(compact({"events": dict(list(citm.get("events", {}).items())[:3])}), "citm-slice")

print(written)
