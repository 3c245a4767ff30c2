#!/usr/bin/env bash
# The static report of the generated gfx942 FP8 GEMM at 4096 x 4096 x 4096
# (per-tensor scales, f32 output): registers, spills, scratch, LDS,
# occupancy, and the modeled MFMA-pipe utilization of the main loop
# (docs/report.md). Not a timed test: no AMD GPU here.
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${LOWP_BUILD_DIR:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/gemm.mlir" <<'MLIR'
func.func @gemm(%a: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor>,
                %b: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor>)
    -> tensor<4096x4096xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor>,
        !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor> -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}
MLIR
"$BUILD/bin/lowp-compile" "$tmp/gemm.mlir" --chip=gfx942 --emit=hsaco \
  -o "$tmp/gemm.hsaco" --report "$@"
echo "hsaco: $(stat -c %s "$tmp/gemm.hsaco") bytes"
