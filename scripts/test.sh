#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole lowp test suite (lit:
# FileCheck tests, GoogleTest unit tests, integration tests, the short fuzz
# budget), every lowp-opt run under --verify-roundtrip. Ends with
# "N passed, N failed[, N skipped]".
#
#   bash scripts/test.sh              the suite on ${LOWP_BUILD_DIR:-build}
#   bash scripts/test.sh --sanitize   the suite built with AddressSanitizer and
#                                     UndefinedBehaviorSanitizer in
#                                     ${LOWP_BUILD_DIR:-build-sanitize}; any
#                                     report fails its test
set -euo pipefail
cd "$(dirname "$0")/.."
SANITIZE=0
for arg in "$@"; do
  case "$arg" in
    --sanitize) SANITIZE=1 ;;
    *) echo "test.sh: unknown option '$arg' (options: --sanitize)" >&2; exit 2 ;;
  esac
done
if [ $SANITIZE -eq 1 ]; then
  LOWP_EXTRA_PACKAGES="libclang-rt-22-dev" bash scripts/install-deps.sh
  export LOWP_BUILD_DIR=${LOWP_BUILD_DIR:-build-sanitize}
  export LOWP_CMAKE_ARGS="-DLOWP_SANITIZE=address,undefined -DLOWP_LIBFUZZER=ON"
  # Debian's LLVM is not instrumented: its allocator's own poisoning gives
  # false reports. Leaks of the (uninstrumented) Python interpreter are
  # suppressed; the tools' are not.
  export ASAN_OPTIONS="allow_user_poisoning=0:detect_leaks=1:abort_on_error=0:halt_on_error=1:exitcode=86"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
else
  bash scripts/install-deps.sh
fi
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
