#!/usr/bin/env python3
"""Prints a launch contract (or a --report-json file of JSON lines) one
object per line: the contract's top-level scalars, then each kernel, then
each launch, as json.dumps writes them. Fails (exit 1) on invalid JSON, so a
test that pipes through it also checks that the file parses."""
import json
import sys

text = open(sys.argv[1]).read()
try:
    docs = [json.loads(text)] if text.lstrip().startswith("{\n") or \
        text.count("\n") <= 1 else [json.loads(l) for l in text.splitlines() if l]
except json.JSONDecodeError as e:
    print(f"invalid JSON in {sys.argv[1]}: {e}")
    sys.exit(1)
for d in docs:
    if "launches" in d:
        print(json.dumps({k: v for k, v in d.items()
                          if k not in ("kernels", "launches")}))
        for k in d["kernels"]:
            print(json.dumps(k))
        for l in d["launches"]:
            print(json.dumps(l))
    else:
        print(json.dumps(d))
