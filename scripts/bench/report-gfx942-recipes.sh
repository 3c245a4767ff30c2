#!/usr/bin/env bash
# Static reports of the generated gfx942 GEMMs at 4096 x 4096 x 4096 for
# each recipe lowp generates (bf16 output): FP8 per-tensor (FNUZ), MXFP8
# (OCP E4M3, bridged), MXFP4, MXFP6 (E2M3) x MXFP4, blockwise FP8 (OCP and
# FNUZ), NVFP4, AMD-FP4, and weight-only bf16 x MXFP4 / NVFP4 / FP8
# per-row and f16 x FP8 per-row. Registers, spills, scratch, LDS, occupancy and the modeled
# MFMA-pipe utilization of the main loop (docs/report.md); not a timed test.
. "$(dirname "$0")/gemm-report.sh"
{
  mm fp8_per_tensor '!lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor>' '!lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor>'
  mm mxfp8 '!lowp.scaled<4096x4096xf8E4M3FN, mxfp8>' '!lowp.scaled<4096x4096xf8E4M3FN, mxfp8>'
  mm mxfp4 '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>' '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>'
  mm mxfp6_mxfp4 '!lowp.scaled<4096x4096xf6E2M3FN, mxfp6>' '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>'
  mm block_ocp '!lowp.scaled<4096x4096xf8E4M3FN, fp8_block1x128>' '!lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128>'
  mm block_fnuz '!lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block1x128>' '!lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block128x128>'
  mm nvfp4 '!lowp.scaled<4096x4096xf4E2M1FN, nvfp4>' '!lowp.scaled<4096x4096xf4E2M1FN, nvfp4>'
  mm amdfp4 '!lowp.scaled<4096x4096xf4E2M1FN, amdfp4>' '!lowp.scaled<4096x4096xf4E2M1FN, amdfp4>'
  mm bf16_mxfp4 'tensor<4096x4096xbf16>' '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>'
  mm bf16_nvfp4 'tensor<4096x4096xbf16>' '!lowp.scaled<4096x4096xf4E2M1FN, nvfp4>'
  mm bf16_fp8_row 'tensor<4096x4096xbf16>' '!lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>'
  mm f16_fp8_row 'tensor<4096x4096xf16>' '!lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise>'
} > "$tmp/gemms.mlir"
compile_report gfx942 "$@"
