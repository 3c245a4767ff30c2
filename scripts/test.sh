#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole lowp test suite (lit:
# FileCheck tests, GoogleTest unit tests, integration tests), every lowp-opt
# run under --verify-roundtrip. Ends with "N passed, N failed[, N skipped]".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh all
BUILD=${LOWP_BUILD_DIR:-build}
RESULTS="$BUILD/test-results.json"
rm -f "$RESULTS"
set +e
/usr/lib/llvm-22/bin/lit -sv --param verify_roundtrip=1 -o "$RESULTS" \
  "$BUILD/test" "$BUILD/unittests"
lit_rc=$?
set -e
/usr/bin/python3 scripts/lit-summary.py "$RESULTS"
summary_rc=$?
[ $lit_rc -eq 0 ] && [ $summary_rc -eq 0 ]
