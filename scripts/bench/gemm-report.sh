# Sourced by the GEMM report scripts (report-gfx942-recipes.sh,
# report-gfx950.sh): `mm NAME A_TYPE B_TYPE [ATTRS]` prints a 4096^3
# scaled_matmul (bf16 out; ATTRS its layout attributes, {transpose_b} -- B
# N x K -- unless given); the script collects them in "$tmp/gemms.mlir" and
# `compile_report CHIP [lowp-compile options]` prints their static reports.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
BUILD=${LOWP_BUILD_DIR:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mm() { # name, A type, B type, [layout attributes]
  cat <<MLIR
func.func @$1(%a: $2, %b: $3) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b ${4-{transpose_b\}} : $2, $3 -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
MLIR
}
compile_report() { # chip, lowp-compile options
  local chip=$1
  shift
  "$BUILD/bin/lowp-compile" "$tmp/gemms.mlir" --chip="$chip" --emit=hsaco \
    -o "$tmp/gemms.hsaco" --report "$@"
}
