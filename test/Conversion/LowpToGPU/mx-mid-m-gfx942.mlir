// gfx942's MX kernels (partial sums scaled per 32-K block on the VALU) at
// mid-sized M (static, 65-512 rows): 128 x 256 tiles of eight waves split
// along K 4 or 2 ways where the splits' workgroups make at most three per CU
// and each split keeps 16 K steps (docs/codegen.md, Cost model); unsplit
// only where the tiles make half to one round of the CUs; past 512 rows the
// base choice.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s

// MXFP4, M = 256, 8192 x 8192: 64 tiles, split 4 (32 K steps each).
// CHECK-LABEL: func.func @mxfp4_256
// CHECK: gpu.launch_func @lowp_kernels::@mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_128x256x64_w2x4_splitk blocks in ({{.*}}, {{.*}}, %c4)
// CHECK: @mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_128x256x64_w2x4_splitk_reduce
func.func @mxfp4_256(%a: !lowp.scaled<256x8192xf4E2M1FN, mxfp4>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<256x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x8192xf4E2M1FN, mxfp4>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<256x8192xbf16>
  return %c : tensor<256x8192xbf16>
}

// MXFP8, 57344 x 8192: 448 tiles, split 2 (4 would pass three workgroups a
// CU); A bridged to FNUZ once.
// CHECK-LABEL: func.func @mxfp8_256_57344
// CHECK: @bridge_f8E4M3FN_to_fnuz
// CHECK: @mx_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_k32_k32_bf16_128x256x64_w2x4_fnuz_a_splitk blocks in ({{.*}}, {{.*}}, %c2)
func.func @mxfp8_256_57344(%a: !lowp.scaled<256x8192xf8E4M3FN, mxfp8>, %b: !lowp.scaled<57344x8192xf8E4M3FN, mxfp8>) -> tensor<256x57344xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x8192xf8E4M3FN, mxfp8>, !lowp.scaled<57344x8192xf8E4M3FN, mxfp8> -> tensor<256x57344xbf16>
  return %c : tensor<256x57344xbf16>
}

// K = 1536 (24 steps of 64): no split; at M = 128 (96 tiles of 128 x 256,
// less than half a round of the CUs) the base choice's tile.
// CHECK-LABEL: func.func @mxfp4_128_short_k
// CHECK: @mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_128x64x64_w2x1 blocks
func.func @mxfp4_128_short_k(%a: !lowp.scaled<128x1536xf4E2M1FN, mxfp4>, %b: !lowp.scaled<24576x1536xf4E2M1FN, mxfp4>) -> tensor<128x24576xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x1536xf4E2M1FN, mxfp4>, !lowp.scaled<24576x1536xf4E2M1FN, mxfp4> -> tensor<128x24576xbf16>
  return %c : tensor<128x24576xbf16>
}

// Past 512 rows: the base choice.
// CHECK-LABEL: func.func @mxfp4_1024
// CHECK: @mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_128x128x64_w2x2{{ }}
// CHECK-SAME: blocks in ({{.*}}, {{.*}}, %c1)
func.func @mxfp4_1024(%a: !lowp.scaled<1024x8192xf4E2M1FN, mxfp4>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<1024x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<1024x8192xf4E2M1FN, mxfp4>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<1024x8192xbf16>
  return %c : tensor<1024x8192xbf16>
}

// M = 256 (192 tiles: half to one round of the CUs): 128 x 256 unsplit.
// CHECK-LABEL: func.func @mxfp4_256_short_k
// CHECK: @mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_128x256x64_w2x4{{ }}
// CHECK-SAME: blocks in ({{.*}}, {{.*}}, %c1)
func.func @mxfp4_256_short_k(%a: !lowp.scaled<256x1536xf4E2M1FN, mxfp4>, %b: !lowp.scaled<24576x1536xf4E2M1FN, mxfp4>) -> tensor<256x24576xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x1536xf4E2M1FN, mxfp4>, !lowp.scaled<24576x1536xf4E2M1FN, mxfp4> -> tensor<256x24576xbf16>
  return %c : tensor<256x24576xbf16>
}
