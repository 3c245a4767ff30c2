// RUN: lowp-opt %s --lowp-legalize=chip=gfx950 | FileCheck %s --check-prefix=GFX950
// gfx950, MXFP8 x MXFP4: the scaled f8f6f4 MFMA, 32x32x64 where the waves'
// tiles allow it (the strategy's name says so).
// GFX950: lowp.strategy = "mx_scaled_mfma_32x32x64_f8f6f4", lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1, mfma = #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN>>
func.func @mx(%a: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x4096xf4E2M1FN, mxfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
