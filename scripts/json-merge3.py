#!/usr/bin/env python3
"""Three-way merge of a JSON document (used for albert-api's openapi.json when branches both add
operations): git's line merge sees conflicts where the data does not. Usage:
  json-merge3.py BASE OURS THEIRS OUT   (git show :1:path, :2:path, :3:path)
Keys changed on one side only take that side; objects changed on both sides merge recursively;
anything else changed on both sides differently is reported and fails."""
import collections
import json
import sys

conflicts = []

def merge(base, ours, theirs, path):
    if ours == theirs:
        return ours
    if theirs == base:
        return ours
    if ours == base:
        return theirs
    if all(isinstance(x, dict) for x in (ours, theirs)) and (base is None or isinstance(base, dict)):
        base = base or {}
        out = collections.OrderedDict()
        for key in list(ours.keys()) + [k for k in theirs.keys() if k not in ours]:
            b = base.get(key)
            o = ours.get(key, b if key not in ours and key in base else None)
            t = theirs.get(key, b if key not in theirs and key in base else None)
            if key in base and key not in ours and t == b:
                continue  # deleted on our side
            if key in base and key not in theirs and o == b:
                continue  # deleted on their side
            out[key] = merge(b, ours.get(key) if key in ours else None, theirs.get(key) if key in theirs else None,
                             path + "/" + key) if (key in ours and key in theirs) else (ours[key] if key in ours else theirs[key])
        return out
    if all(isinstance(x, list) for x in (ours, theirs)) and isinstance(base, list):
        added = [x for x in theirs if x not in base and x not in ours]
        removed = [x for x in base if x not in theirs]
        return [x for x in ours if x not in removed] + added
    conflicts.append(path)
    return ours

load = lambda f: json.load(open(f, encoding="utf-8"), object_pairs_hook=collections.OrderedDict)
result = merge(load(sys.argv[1]), load(sys.argv[2]), load(sys.argv[3]), "")
with open(sys.argv[4], "w", encoding="utf-8") as out:
    out.write(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
if conflicts:
    print("conflicting changes at:", *conflicts, sep="\n  ", file=sys.stderr)
    sys.exit(1)
