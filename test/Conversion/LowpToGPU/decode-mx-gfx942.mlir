// gfx942's MX kernels (partial sums scaled per 32-K block) at decode sizes
// read their operands straight into registers (Fp8GemmConfig::mxDirect): a
// lane takes K 8 (l / 16) .. + 7 of each 32-K block, one 16x16x32 MFMA per
// block, the block's E8M0 scales per lane (docs/codegen.md, "MX on gfx942").
// The tile: 16 columns (32 past 16 rows where N has a tile per CU), a wave
// across all rows (the code maps of B shared by the row tiles), eight
// waves along K (sixteen where the tiles leave CUs idle).
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s

// CHECK-LABEL: func.func @m16
// CHECK-NOT: map_f4E2M1FN
// CHECK: gpu.launch_func @lowp_kernels::@mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_16x16x1024_w1x1x8_direct_k128 blocks in ({{.*}}, {{.*}}, %c1
// CHECK-NOT: splitk
// CHECK: return
func.func @m16(%a: !lowp.scaled<16x8192xf4E2M1FN, mxfp4>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<16x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x8192xf4E2M1FN, mxfp4>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<16x8192xbf16>
  return %c : tensor<16x8192xbf16>
}

// 64 rows: one wave across them (four MFMA tiles along M), not a wave per
// 16 rows (each would map the tile's B again: 57344 x 8192 144.4 against
// 261.2 us in the timing model); from 32 rows A's fp4 codes are mapped to
// FNUZ once, by the fp4 map kernel (in B's even / odd order), not in
// every wave.
// CHECK-LABEL: func.func @m64
// CHECK: gpu.launch_func @lowp_kernels::@map_f4E2M1FN_to_fnuz_even_odd
// CHECK: gpu.launch_func @lowp_kernels::@mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_64x32x1024_w1x1x8_fnuz_a_direct_k128 blocks in ({{.*}}, {{.*}}, %c1
// CHECK: return
func.func @m64(%a: !lowp.scaled<64x8192xf4E2M1FN, mxfp4>, %b: !lowp.scaled<57344x8192xf4E2M1FN, mxfp4>) -> tensor<64x57344xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<64x8192xf4E2M1FN, mxfp4>, !lowp.scaled<57344x8192xf4E2M1FN, mxfp4> -> tensor<64x57344xbf16>
  return %c : tensor<64x57344xbf16>
}

// 32 rows, MXFP8 x MXFP4, 8192 columns (fewer 32-column tiles than CUs):
// 16 columns; from 32 rows A's OCP codes are bridged to FNUZ once, by a
// code map kernel, instead of in every wave.
// CHECK-LABEL: func.func @m32
// CHECK: @bridge_f8E4M3FN_to_fnuz
// CHECK: @mx_gemm_f8E4M3FNUZocp_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_32x16x1024_w1x1x8_fnuz_a_direct_k128 blocks in
func.func @m32(%a: !lowp.scaled<32x8192xf8E4M3FN, mxfp8>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<32x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<32x8192xf8E4M3FN, mxfp8>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<32x8192xbf16>
  return %c : tensor<32x8192xbf16>
}

// 180 tiles of 16 columns on 304 CUs: sixteen waves along K (2880 = 22.5
// blocks of 128: the last block half past K).
// CHECK-LABEL: func.func @small
// CHECK: @mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_16x16x2048_w1x1x16_direct blocks in
func.func @small(%a: !lowp.scaled<16x2880xf4E2M1FN, mxfp4>, %b: !lowp.scaled<2880x2880xf4E2M1FN, mxfp4>) -> tensor<16x2880xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x2880xf4E2M1FN, mxfp4>, !lowp.scaled<2880x2880xf4E2M1FN, mxfp4> -> tensor<16x2880xbf16>
  return %c : tensor<16x2880xbf16>
}
