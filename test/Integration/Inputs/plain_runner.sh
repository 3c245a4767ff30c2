#!/usr/bin/env bash
# lowp-run with the GEMM kernels' K loops left plain: for a GPU device the
# program is first lowered by lowp-legalize and lowp-lower-to-gpu with
# pipeline=false (each K step's copies into stage 0 of one-stage LDS
# buffers, a barrier, the MFMAs, a barrier: what lowp-pipeline-copies
# takes), then run. Used as check_gpu_matmul.py's --runner.
set -euo pipefail
in=$1
shift
chip=""
for a in "$@"; do
  case $a in --device=emu-* | --device=sim-* | --device=hip-*) chip=${a#--device=*-} ;; esac
done
if [ -z "$chip" ]; then
  exec lowp-run "$in" "$@"
fi
out=$(mktemp "${TMPDIR:-/tmp}/plain.XXXXXX.mlir")
trap 'rm -f "$out"' EXIT
lowp-opt "$in" --lowp-legalize=chip="$chip" \
  --lowp-lower-to-gpu="chip=$chip pipeline=false" -o "$out"
lowp-run "$out" "$@"
