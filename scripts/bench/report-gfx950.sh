#!/usr/bin/env bash
# Static reports of the generated gfx950 GEMMs at 4096 x 4096 x 4096 (bf16
# output): MXFP4, MXFP8, MXFP6 (scaled MFMA 32x32x64 f8f6f4), mixed pairs,
# FP8 per-tensor (unscaled 32x32x64 f8f6f4), NVFP4 and bf16 x MXFP4
# weight-only (the dequantizing GEMM on the bf16 MFMA 16x16x32), and
# operands stored K x M / K x N read in place (the _kn rows); pass
# --tile=@16x16x128 for the 16x16x128 shapes (the f8f6f4 kernels only: the
# dequantizing ones reject it). Registers, spills, scratch,
# LDS, occupancy and the modeled MFMA-pipe utilization (docs/report.md);
# not a timed test. Triton's kernels for the same shapes:
# scripts/peer/triton_gemms.py (on the device machine), then
# `lowp-compile FILE.s --chip=gfx950` reports them by the same model.
. "$(dirname "$0")/gemm-report.sh"
{
  mm mxfp4 '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>' '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>'
  mm mxfp8 '!lowp.scaled<4096x4096xf8E4M3FN, mxfp8>' '!lowp.scaled<4096x4096xf8E4M3FN, mxfp8>'
  mm mxfp4_mxfp8 '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>' '!lowp.scaled<4096x4096xf8E4M3FN, mxfp8>'
  mm mxfp6 '!lowp.scaled<4096x4096xf6E2M3FN, mxfp6>' '!lowp.scaled<4096x4096xf6E3M2FN, mxfp6>'
  mm mxfp8_mxfp6 '!lowp.scaled<4096x4096xf8E4M3FN, mxfp8>' '!lowp.scaled<4096x4096xf6E2M3FN, mxfp6>'
  mm nvfp4 '!lowp.scaled<4096x4096xf4E2M1FN, nvfp4>' '!lowp.scaled<4096x4096xf4E2M1FN, nvfp4>'
  mm bf16_mxfp4 'tensor<4096x4096xbf16>' '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>'
  mm fp8_per_tensor '!lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>' '!lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>'
  # Operands stored K x M / K x N, read in place (transpose reads from LDS).
  kx='scale = f8E8M0FNU, block = [32, 1]'
  mm fp8_per_tensor_kn '!lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>' '!lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>' ''
  mm mxfp8_km_kn "!lowp.scaled<4096x4096xf8E4M3FN, $kx>" "!lowp.scaled<4096x4096xf8E4M3FN, $kx>" '{transpose_a}'
  mm mxfp4_kn '!lowp.scaled<4096x4096xf4E2M1FN, mxfp4>' "!lowp.scaled<4096x4096xf4E2M1FN, $kx>" ''
  mm fp8_block_wgrad "!lowp.scaled<4096x4096xf8E4M3FN, scale = f32, block = [128, 1]>" "!lowp.scaled<4096x4096xf8E4M3FN, scale = f32, block = [128, 1]>" '{transpose_a}'
} > "$tmp/gemms.mlir"
compile_report gfx950 "$@"
