#!/usr/bin/env bash
# Installs what is missing, builds lowp and runs it on the bundled examples:
# compiles an FP8 GEMM for gfx942 (MI300X) to an HSACO code object and
# prints its kernel report, then runs a quantize / dequantize / scaled-matmul
# round trip on the exact host reference.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh lowp-opt lowp-run lowp-compile
out=$(mktemp -d)
echo "== lowp-compile examples/fp8-gemm-gfx942.mlir --chip=gfx942 --emit=hsaco --report"
build/bin/lowp-compile examples/fp8-gemm-gfx942.mlir --chip=gfx942 \
  --emit=hsaco -o "$out/fp8-gemm.hsaco" --report
echo "wrote $out/fp8-gemm.hsaco ($(stat -c %s "$out/fp8-gemm.hsaco") bytes) and its launch contract $out/fp8-gemm.hsaco.json"
echo
echo "== lowp-run examples/roundtrip.mlir"
build/bin/lowp-run examples/roundtrip.mlir
