#!/usr/bin/env python3
"""Prints lit's JSON results as one line: N passed, N failed[, N skipped].

Exit status 1 when a test failed or when no test ran at all."""
import json
import sys

PASS = {"PASS", "XFAIL", "FLAKYPASS"}
SKIP = {"UNSUPPORTED", "SKIPPED", "EXCLUDED"}

try:
    with open(sys.argv[1]) as f:
        tests = json.load(f).get("tests", [])
except (OSError, ValueError) as e:
    print(f"lit-summary: no results ({e})", file=sys.stderr)
    print("0 passed, 1 failed")
    sys.exit(1)

passed = sum(t["code"] in PASS for t in tests)
skipped = sum(t["code"] in SKIP for t in tests)
failed = len(tests) - passed - skipped
for t in tests:
    if t["code"] not in PASS | SKIP:
        print(f"  {t['code']}: {t['name']}")
line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
sys.exit(1 if failed or not passed else 0)
