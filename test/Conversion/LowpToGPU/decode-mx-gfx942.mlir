// gfx942's MX kernels (partial sums scaled per 32-K group) at decode sizes
// past 16 rows, where no waves-along-K tile fits the 64 KiB of LDS: waves
// across 256 columns (else 128) with K steps of 64, split-K where the tiles
// leave CUs idle (docs/codegen.md, Decode); they took one wave across 64
// columns with K steps of 128 or 256.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s

// CHECK-LABEL: func.func @m64
// CHECK: gpu.launch_func @lowp_kernels::@mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_64x256x64_w1x4 blocks in ({{.*}}, {{.*}}, %c1
// CHECK-NOT: splitk
// CHECK: return
func.func @m64(%a: !lowp.scaled<64x8192xf4E2M1FN, mxfp4>, %b: !lowp.scaled<57344x8192xf4E2M1FN, mxfp4>) -> tensor<64x57344xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<64x8192xf4E2M1FN, mxfp4>, !lowp.scaled<57344x8192xf4E2M1FN, mxfp4> -> tensor<64x57344xbf16>
  return %c : tensor<64x57344xbf16>
}

// 32 rows: 32 x 256 does not give each thread whole 16-byte chunks of A;
// 32 x 128, 64 tiles, split 4.
// CHECK-LABEL: func.func @m32
// CHECK: @mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_32x128x64_w1x2_splitk blocks in ({{.*}}, {{.*}}, %c4)
func.func @m32(%a: !lowp.scaled<32x8192xf4E2M1FN, mxfp4>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<32x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<32x8192xf4E2M1FN, mxfp4>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<32x8192xbf16>
  return %c : tensor<32x8192xbf16>
}
