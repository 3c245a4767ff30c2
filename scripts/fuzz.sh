#!/usr/bin/env bash
# A longer fuzz run than the test command's: lowp-fuzz over a range of seeds,
# split into two processes (two cores), findings in ${FUZZ_DIR:-fuzz-findings}.
#
#   bash scripts/fuzz.sh [PROGRAMS] [FIRST_SEED] [-- more lowp-fuzz options]
#
# PROGRAMS (default 100000) generated programs, as many mutated texts and
# five times as many mutated .npy files. Each program runs through the parser,
# the verifiers and lowp's passes for both chips; add --lower-only to skip
# the host pipeline and the runs (the fastest), or --run-every=N to run one
# in N runnable programs on the reference and the emulators. With
# LOWP_BUILD_DIR=build-sanitize (scripts/test.sh --sanitize built it) the
# libFuzzer targets run too, for FUZZ_SECONDS (default 60) each.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-100000}
SEED=${2:-1000000}
shift $(( $# > 2 ? 2 : $# )) || true
[ "${1:-}" = "--" ] && shift
BUILD=${LOWP_BUILD_DIR:-build}
bash scripts/build.sh lowp-fuzz
OUT=${FUZZ_DIR:-fuzz-findings}
mkdir -p "$OUT"
half=$(( N / 2 ))
status=0
start=$(date +%s)
"$BUILD/bin/lowp-fuzz" --programs=$half --text=$half --npy=$(( 5 * half )) \
  --seed=$SEED --crash-dir="$OUT" "$@" > "$OUT/part1.log" 2>&1 || status=1 &
p1=$!
"$BUILD/bin/lowp-fuzz" --programs=$(( N - half )) --text=$(( N - half )) \
  --npy=$(( 5 * (N - half) )) --seed=$(( SEED + half )) --crash-dir="$OUT" \
  --npy-corpus=test "$@" > "$OUT/part2.log" 2>&1 || status=1 &
p2=$!
wait $p1 || status=1
wait $p2 || status=1
grep -h "FINDING\|^lowp-fuzz:" "$OUT"/part*.log
echo "fuzz.sh: $N programs from seed $SEED in $(( $(date +%s) - start )) s"
if [ -x "$BUILD/bin/lowp-fuzz-npy" ]; then
  # libFuzzer links libstdc++ ahead of the sanitizer runtime: preload it.
  export LD_PRELOAD
  LD_PRELOAD="$(/usr/lib/llvm-22/bin/clang++ -print-runtime-dir)/libclang_rt.asan-x86_64.so"
  export ASAN_OPTIONS=${ASAN_OPTIONS:-allow_user_poisoning=0}
  mkdir -p "$OUT/corpus-npy" "$OUT/corpus-types"
  cp test/Integration/golden/matmul/*.npy "$OUT/corpus-npy/"
  cp test/Dialect/Lowp/*.mlir "$OUT/corpus-types/"
  "$BUILD/bin/lowp-fuzz-npy" -max_total_time="${FUZZ_SECONDS:-60}" \
    -artifact_prefix="$OUT/" "$OUT/corpus-npy" 2>&1 | tail -2 || status=1
  "$BUILD/bin/lowp-fuzz-type-parser" -max_total_time="${FUZZ_SECONDS:-60}" \
    -artifact_prefix="$OUT/" "$OUT/corpus-types" 2>&1 | tail -2 || status=1
fi
exit $status
