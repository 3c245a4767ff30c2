#!/usr/bin/env bash
# Installs what is missing, builds lowp and runs it on the bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh lowp-opt
echo "== lowp-opt examples/quantized-mlp.mlir --canonicalize"
build/bin/lowp-opt examples/quantized-mlp.mlir --canonicalize
