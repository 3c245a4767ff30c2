// The cost model's mid-sized M tiles (static M, 65-512 rows) for the kernels
// that do not dequantize: 64 x 128 tiles of four waves where the base choice
// fell to 128 x 128 or smaller (docs/codegen.md, Cost model), except fp4 on
// both sides from 128 x 128 (its 64 x 128 tiles take 256-code K steps), and
// not past 512 rows.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s

// FP8 rowwise, M = 512, 8192 x 8192: 256 tiles of 128 x 128 -> 512 of 64 x 128.
// CHECK-LABEL: func.func @fp8_512
// CHECK: gpu.launch_func @lowp_kernels::@f8f6f4_gemm_f8E4M3FN_f8E4M3FN_row_row_bf16_64x128x128_w2x2_m32 blocks
func.func @fp8_512(%a: !lowp.scaled<512x8192xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise>) -> tensor<512x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<512x8192xf8E4M3FN, fp8_rowwise>, !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise> -> tensor<512x8192xbf16>
  return %c : tensor<512x8192xbf16>
}

// MXFP8, M = 256, 24576 x 1536 (384 tiles of 128 x 128).
// CHECK-LABEL: func.func @mxfp8_256
// CHECK: @smx_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_64x128x128_w2x2_m32 blocks
func.func @mxfp8_256(%a: !lowp.scaled<256x1536xf8E4M3FN, mxfp8>, %b: !lowp.scaled<24576x1536xf8E4M3FN, mxfp8>) -> tensor<256x24576xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x1536xf8E4M3FN, mxfp8>, !lowp.scaled<24576x1536xf8E4M3FN, mxfp8> -> tensor<256x24576xbf16>
  return %c : tensor<256x24576xbf16>
}

// MXFP4 on both sides keeps its 128 x 128 tiles there.
// CHECK-LABEL: func.func @mxfp4_256
// CHECK: @smx_gemm_f4E2M1FN_f4E2M1FN_k32_k32_bf16_128x128x128_w2x2_m32 blocks
func.func @mxfp4_256(%a: !lowp.scaled<256x1536xf4E2M1FN, mxfp4>, %b: !lowp.scaled<24576x1536xf4E2M1FN, mxfp4>) -> tensor<256x24576xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x1536xf4E2M1FN, mxfp4>, !lowp.scaled<24576x1536xf4E2M1FN, mxfp4> -> tensor<256x24576xbf16>
  return %c : tensor<256x24576xbf16>
}

// Past 512 rows: M = 768 keeps 128 x 128 (with 128-K steps: gfx950's
// FP8-MFMA 128 x 128 tiles spill at 64).
// CHECK-LABEL: func.func @fp8_768
// CHECK: @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_row_row_bf16_128x128x128_w2x2_m32 blocks
func.func @fp8_768(%a: !lowp.scaled<768x8192xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise>) -> tensor<768x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<768x8192xf8E4M3FN, fp8_rowwise>, !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise> -> tensor<768x8192xbf16>
  return %c : tensor<768x8192xbf16>
}
