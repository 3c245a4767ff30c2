// The cost model's tiles for the dequantizing kernels at mid-sized M (static,
// 65-512 rows): 128 x 128 tiles of four waves, split-K up to the workgroups
// the CUs hold at once (docs/codegen.md, Cost model). The base K step (64 on
// gfx950, 32 on gfx942) keeps 16 steps a split; twice it, where the tiles
// all fit the CUs at once, keeps 4 and wins a tie. The larger tiles that
// already fill the CUs stay where 128 x 128 would hold one workgroup per CU
// (gfx942), and gfx950's 256 x 256 tiles for fp4 on both sides stay.
// gfx942's fp4 decoding from 256 rows takes 256 x 128 (straggler-tiles.mlir).
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=GFX950
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s --check-prefix=GFX942

// bf16 x MXFP4, M = 256, 8192 x 8192: 128 tiles; 64-K steps split 4 ways
// (two workgroups per CU), 128-K steps only 2 (one per CU).
// GFX950-LABEL: func.func @w4a16_256_8192x8192
// GFX950: gpu.launch_func @lowp_kernels::@dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_128x128x64_w2x2_wide_b_splitk blocks in ({{.*}}, {{.*}}, %c4)
// GFX950-SAME: grid = ["ceildiv(N, 128)", "ceildiv(M, 128)", "4"]
// GFX950: @dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_128x128x64_w2x2_wide_b_splitk_reduce
// gfx942 (304 CUs), decoding fp4 on the VALU: 64 tiles of 256 x 128 split 4
// (straggler-tiles.mlir).
// GFX942-LABEL: func.func @w4a16_256_8192x8192
// GFX942: gpu.launch_func @lowp_kernels::@dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_e8m0x32_bf16_256x128x32_w4x2_splitk blocks in ({{.*}}, {{.*}}, %c4)
func.func @w4a16_256_8192x8192(%a: tensor<256x8192xbf16>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<256x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<256x8192xbf16>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<256x8192xbf16>
  return %c : tensor<256x8192xbf16>
}

// K = 2880: 64-K steps split at most 2 ways (16 steps each), 128-K steps 5
// ways at M = 128 (4 steps each; 45 tiles) and 2 at M = 256 (90 tiles): a tie
// that the longer step wins.
// GFX950-LABEL: func.func @w4a16_128_5760x2880
// GFX950: @dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_128x128x128_w2x2_wide_b_ktail_splitk blocks in ({{.*}}, {{.*}}, %c5)
// GFX950-LABEL: func.func @w4a16_256_5760x2880
// GFX950: @dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_128x128x128_w2x2_wide_b_ktail_splitk blocks in ({{.*}}, {{.*}}, %c2)
func.func @w4a16_128_5760x2880(%a: tensor<128x2880xbf16>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<128x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<128x2880xbf16>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<128x5760xbf16>
  return %c : tensor<128x5760xbf16>
}
func.func @w4a16_256_5760x2880(%a: tensor<256x2880xbf16>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<256x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<256x2880xbf16>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<256x5760xbf16>
  return %c : tensor<256x5760xbf16>
}

// gfx950 takes 256 x 256 tiles of 16 waves (weight-only, chooseLargeTiles:
// one round of 224 workgroups against two of 256 x 128; timing model 178.7
// us, 218.8 with the mid-M rule's 128 x 128), so the mid-M rule does not
// apply; gfx942 keeps the 256 x 128 tiles its base choice found.
// GFX950-LABEL: func.func @w4a16_256_57344x8192
// GFX950: @dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_256x256x64_w4x4 blocks in ({{.*}}, {{.*}}, %c1
// GFX950-NOT: splitk
// GFX942-LABEL: func.func @w4a16_256_57344x8192
// GFX942: @dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_e8m0x32_bf16_256x128x32_w4x2 blocks
func.func @w4a16_256_57344x8192(%a: tensor<256x8192xbf16>, %b: !lowp.scaled<57344x8192xf4E2M1FN, mxfp4>) -> tensor<256x57344xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<256x8192xbf16>, !lowp.scaled<57344x8192xf4E2M1FN, mxfp4> -> tensor<256x57344xbf16>
  return %c : tensor<256x57344xbf16>
}

// NVFP4 on both sides: the same rule (M = 256); at M = 512, 57344 x 8192,
// gfx950's 256 x 256 tiles fill the CUs and stay. (A is dequantized once
// before the GEMM, which reads it as f16 with its tensor scale.)
// GFX950-LABEL: func.func @nvfp4_256_8192x8192
// GFX950: @dequantize_once_f4E2M1FN_ue4m3x16_to_f16
// GFX950: @dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_128x128x64_w2x2_wide_b_splitk blocks in ({{.*}}, {{.*}}, %c4)
// GFX950-LABEL: func.func @nvfp4_512_57344x8192
// GFX950: @dequantize_once_f4E2M1FN_ue4m3x16_to_f16
// GFX950: @dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4 blocks
func.func @nvfp4_256_8192x8192(%a: !lowp.scaled<256x8192xf4E2M1FN, nvfp4>, %b: !lowp.scaled<8192x8192xf4E2M1FN, nvfp4>) -> tensor<256x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x8192xf4E2M1FN, nvfp4>, !lowp.scaled<8192x8192xf4E2M1FN, nvfp4> -> tensor<256x8192xbf16>
  return %c : tensor<256x8192xbf16>
}
func.func @nvfp4_512_57344x8192(%a: !lowp.scaled<512x8192xf4E2M1FN, nvfp4>, %b: !lowp.scaled<57344x8192xf4E2M1FN, nvfp4>) -> tensor<512x57344xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<512x8192xf4E2M1FN, nvfp4>, !lowp.scaled<57344x8192xf4E2M1FN, nvfp4> -> tensor<512x57344xbf16>
  return %c : tensor<512x57344xbf16>
}

// Past 512 rows and at decode sizes the rule does not apply.
// GFX950-LABEL: func.func @w4a16_1024_8192x8192
// GFX950-NOT: splitk
// GFX950: return
func.func @w4a16_1024_8192x8192(%a: tensor<1024x8192xbf16>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<1024x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<1024x8192xbf16>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<1024x8192xbf16>
  return %c : tensor<1024x8192xbf16>
}
