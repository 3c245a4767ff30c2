#!/usr/bin/env bash
# Usage: report-quantize.sh [gfx942|gfx950] [lowp-compile options]
# Modeled bandwidth of the generated quantize kernels on an
# 8192 x 8192 bf16 input, one line per recipe and direction (row-wise casts
# for the forward GEMM, column-wise for the backward one): the kernels of the
# op (an amax first pass where a group spans a row, a column or the tensor),
# each kernel's modeled time from the static report (waves x bytes per wave
# / (HBM x its modeled bandwidth fraction), docs/report.md), and the op's
# effective bandwidth: bytes it must move (input read once, codes and scales
# written; codes one per byte, fp4 two per byte)
# over the summed time. Not a timed test. On gfx950 the FP8 recipes use OCP
# E4M3FN (gfx950 converts only OCP fp8) and HBM is 8 TB/s (gfx942: 5.3).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${LOWP_BUILD_DIR:-build}
CHIP=gfx942
case "${1:-}" in gfx942|gfx950) CHIP=$1; shift ;; esac
if [ "$CHIP" = gfx950 ]; then E4M3=f8E4M3FN; HBM=8.0e12; else E4M3=f8E4M3FNUZ; HBM=5.3e12; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
q() { # name, result type, attributes
  cat <<MLIR
func.func @$1(%x: tensor<8192x8192xbf16>) -> $2 {
  %q = lowp.quantize %x $3 : tensor<8192x8192xbf16> -> $2
  return %q : $2
}
MLIR
}
S='!lowp.scaled<8192x8192x'
{
  q mxfp8_rows "${S}f8E4M3FN, mxfp8>" "mode = rceil"
  q mxfp8_cols "${S}f8E4M3FN, scale = f8E8M0FNU, block = [32, 1]>" "mode = rceil"
  q mxfp4_rows "${S}f4E2M1FN, mxfp4>" ""
  q mxfp4_cols "${S}f4E2M1FN, scale = f8E8M0FNU, block = [32, 1]>" ""
  q mxfp6_rows "${S}f6E2M3FN, mxfp6>" ""
  q nvfp4_rows "${S}f4E2M1FN, nvfp4>" ""
  q nvfp4_cols "${S}f4E2M1FN, scale = f8E4M3FN, block = [16, 1], tensor_scale>" ""
  q amdfp4_rows "${S}f4E2M1FN, amdfp4>" ""
  q fp8_tensor "${S}${E4M3}, fp8_per_tensor>" ""
  q fp8_rowwise "${S}${E4M3}, fp8_rowwise>" ""
  q fp8_colwise "${S}${E4M3}, scale = f32, per_axis = 1>" ""
  q fp8_block1x128 "${S}f8E4M3FN, fp8_block1x128>" ""
  q fp8_block128x1 "${S}f8E4M3FN, scale = f32, block = [128, 1]>" ""
  q fp8_block128x128 "${S}f8E4M3FN, fp8_block128x128>" "pow2_scales"
} > "$tmp/q.mlir"
"$BUILD/bin/lowp-compile" "$tmp/q.mlir" --chip=$CHIP --emit=asm \
  -o "$tmp/q.s" --report-json="$tmp/r.json" --contract="$tmp/c.json" "$@" \
  2>/dev/null
/usr/bin/python3 - "$tmp" "$HBM" <<'PY'
import json, re, sys
tmp = sys.argv[1]
R = C = 8192
hbm = float(sys.argv[2])
reports = {}
for line in open(f"{tmp}/r.json"):
    if line.strip():
        r = json.loads(line)
        reports[r["name"]] = r
contract = json.load(open(f"{tmp}/c.json"))
def ev(e):
    m = re.fullmatch(r"max\((.*), (\d+)\)", e)  # max(ceildiv(..), 1)
    if m:
        return max(ev(m.group(1)), int(m.group(2)))
    m = re.fullmatch(r"ceildiv\((\w), (\d+)\)", e)
    if m:
        v = {"R": R, "C": C}[m.group(1)]
        return -(-v // int(m.group(2)))
    return {"R": R, "C": C}.get(e) or int(e)
ops = {}
for l in contract["launches"]:
    ops.setdefault(l["function"], []).append(l)
print(f"{'op':18} {'kernels (modeled fraction of HBM bandwidth)':60} {'time us':>8} {'GB moved':>9} {'TB/s':>6} {'% HBM':>6}")
for fn, launches in ops.items():
    t = 0.0
    names = []
    for l in launches:
        r = reports[l["kernel"]]
        waves = ev(l["grid"][0]) * ev(l["grid"][1]) * int(l["block"][0]) // 64
        frac = r["bandwidth_fraction"]
        t += waves * r["wave_bytes"] / (hbm * frac)
        names.append(f"{l['kernel'].split('_from')[0]} ({100*frac:.0f}%)")
    scales = R * C / (16 if "nvfp4" in fn or "amdfp4" in fn else 32 if "mx" in fn else 128 * 128 if "128x128" in fn else 128 if "block" in fn else 8192)
    codes = R * C // (2 if "fp4" in fn else 1)
    need = R * C * 2 + codes + scales * (4 if fn.startswith("fp8") else 1)
    print(f"{fn:18} {' + '.join(n.replace('quantize_', 'q_') for n in names):60} "
          f"{t*1e6:8.1f} {need/1e9:9.3f} {need/t/1e12:6.2f} {100*need/t/hbm:6.1f}")
PY
