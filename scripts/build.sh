#!/usr/bin/env bash
# Configures (once) and builds lowp into ${LOWP_BUILD_DIR:-build}.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${LOWP_BUILD_DIR:-build}
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -G Ninja -S . -B "$BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DPython3_EXECUTABLE=/usr/bin/python3 ${LOWP_CMAKE_ARGS:-}
fi
# Two cores, and the MLIR static link steps are memory hungry: two jobs.
ninja -C "$BUILD" -j "${LOWP_JOBS:-2}" "$@"
