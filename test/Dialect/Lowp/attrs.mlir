// #lowp.mfma and #lowp.tiling print as they parse.
// RUN: lowp-opt %s | FileCheck %s
// RUN: lowp-opt %s | lowp-opt | FileCheck %s

// CHECK: lowp.mfma_bf16 = #lowp.mfma<16x16x16, bf16, bf16>
// CHECK-SAME: lowp.mfma_fp8 = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
// CHECK-SAME: lowp.mfma_scaled = #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN>
// CHECK-SAME: lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1, mfma = #lowp.mfma<16x16x128, f6E2M3FN, f8E5M2>>
module attributes {
  lowp.mfma_fp8 = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>,
  lowp.mfma_bf16 = #lowp.mfma<16x16x16, bf16, bf16>,
  lowp.mfma_scaled = #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN>,
  lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1,
                             mfma = #lowp.mfma<16x16x128, f6E2M3FN, f8E5M2>>
} {}
