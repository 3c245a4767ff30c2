#!/usr/bin/env bash
# Installs what is missing, builds lowp and runs it on the bundled examples:
# lowp-opt on a quantized MLP, lowp-run (the exact host reference) on a
# quantize / dequantize / scaled-matmul round trip.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh lowp-opt lowp-run
echo "== lowp-opt examples/quantized-mlp.mlir --canonicalize"
build/bin/lowp-opt examples/quantized-mlp.mlir --canonicalize
echo
echo "== lowp-run examples/roundtrip.mlir"
build/bin/lowp-run examples/roundtrip.mlir
