#!/usr/bin/env python3
"""Edits albert-api's openapi.json as data and writes it back in its own formatting
(indent 2, UTF-8 kept), so changes stay small diffs. Usage: openapi-edit.py <script.py>
where the script gets `doc` (an OrderedDict) and mutates it."""
import collections
import json
import pathlib
import sys

PATH = pathlib.Path(__file__).resolve().parent.parent / "albert-api/src/main/resources/dev/albert/api/openapi.json"
doc = json.loads(PATH.read_text(encoding="utf-8"), object_pairs_hook=collections.OrderedDict)
exec(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"), {"doc": doc, "OrderedDict": collections.OrderedDict})
PATH.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
