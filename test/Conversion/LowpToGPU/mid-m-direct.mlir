// The cost model's mid-sized M tiles (static M, 65-512 rows) that read their
// operands straight into registers (docs/codegen.md, Cost model): four waves
// of 32 x 64 and 256-K steps (blockwise: a 128-K group) -- gfx942's FP8 and
// blockwise tiles; gfx950's f8f6f4 ones where K is at most 4096 and the tiles
// make at most two rounds (or up to 128 rows, any K, where they fill at most
// half the CUs), not fp4 on both sides, and its blockwise ones up to 256
// rows. gfx950 tiles the direct kernel would serve but cannot take (an
// operand stored K-major, K not a multiple of 32) keep LDS with four waves.
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s --check-prefix=G942
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=G950
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu="chip=gfx950 distribute=false" | FileCheck %s --check-prefix=SW16

// FP8 rowwise, M = 256, 5760 x 2880 (180 tiles of 64 x 128).
// G942-LABEL: func.func @fp8_256
// G942: @fp8_gemm_{{.*}}_row_row_bf16_64x128x256_w2x2_{{.*}}direct blocks
// G950-LABEL: func.func @fp8_256
// G950: @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_row_row_bf16_64x128x256_w2x2_direct blocks
func.func @fp8_256(%a: !lowp.scaled<256x2880xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<5760x2880xf8E4M3FN, fp8_rowwise>) -> tensor<256x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x2880xf8E4M3FN, fp8_rowwise>, !lowp.scaled<5760x2880xf8E4M3FN, fp8_rowwise> -> tensor<256x5760xbf16>
  return %c : tensor<256x5760xbf16>
}

// -----

// K = 8192: gfx942 direct (split-K 2 over its 320 tiles), gfx950 from LDS
// (four waves too).
// G942-LABEL: func.func @fp8_k8192
// G942: @fp8_gemm_{{.*}}_64x128x256_w2x2_{{.*}}direct_splitk blocks
// G950-LABEL: func.func @fp8_k8192
// gfx950's 64 x 128 x 128 split tile: 16 bytes of row padding would leave a
// CU two workgroups instead of three, so its fp8 rows are unpadded with
// XOR-swizzled 16-byte chunks (swizzled16; docs/codegen.md).
// SW16-LABEL: gpu.func @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_row_row_bf16_64x128x128_w2x2_m32_splitk(
// SW16-SAME: workgroup(%[[LA:.*]] : memref<2x64x128xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x128x128xi8, #gpu.address_space<workgroup>>)
// SW16: lowp.tile_write {{.*}} into %[[LA]][{{.*}}] thread %{{.*}}(swizzled16) codes f8E4M3FN
// SW16: scf.for
// SW16: lowp.wave_mma #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN> %[[LA]](swizzled16), %[[LB]](swizzled16)
// G950: @f8f6f4_gemm_{{.*}}_64x128x128_w2x2_m32_splitk blocks
func.func @fp8_k8192(%a: !lowp.scaled<256x8192xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<10240x8192xf8E4M3FN, fp8_rowwise>) -> tensor<256x10240xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x8192xf8E4M3FN, fp8_rowwise>, !lowp.scaled<10240x8192xf8E4M3FN, fp8_rowwise> -> tensor<256x10240xbf16>
  return %c : tensor<256x10240xbf16>
}

// -----

// Up to 128 rows gfx950 takes it at any K where the tiles fill at most half
// the CUs (here 128 of 256, split-K 2).
// G942-LABEL: func.func @fp8_128
// G942: @fp8_gemm_{{.*}}_64x128x256_w2x2_{{.*}}direct_splitk blocks
// G950-LABEL: func.func @fp8_128
// G950: @f8f6f4_gemm_{{.*}}_64x128x256_w2x2_direct_splitk blocks
func.func @fp8_128(%a: !lowp.scaled<128x8192xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise>) -> tensor<128x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x8192xf8E4M3FN, fp8_rowwise>, !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise> -> tensor<128x8192xbf16>
  return %c : tensor<128x8192xbf16>
}

// -----

// Blockwise FP8 (up to 256 rows on gfx950, any K): a 128-K group a step,
// split-K 4 on gfx942, 2 on gfx950.
// G950-LABEL: func.func @block_256
// G950: @f8f6f4_gemm_{{.*}}_k128_k128_bf16_64x128x128_w2x2_direct_splitk blocks
// G942-LABEL: func.func @block_256
// G942: @block_gemm_{{.*}}_64x128x128_w2x2_{{.*}}direct_splitk blocks
func.func @block_256(%a: !lowp.scaled<256x16384xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<7168x16384xf8E4M3FN, fp8_block128x128>) -> tensor<256x7168xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x16384xf8E4M3FN, fp8_block1x128>, !lowp.scaled<7168x16384xf8E4M3FN, fp8_block128x128> -> tensor<256x7168xbf16>
  return %c : tensor<256x7168xbf16>
}

// -----

// MXFP8 x MXFP4 on gfx950 takes it; MXFP4 on both sides keeps its tile
// through LDS, with four waves of 32 x 64 too (gfx942's MX kernels have
// their own mid-sized tiles).
// G950-LABEL: func.func @mx8x4_256
// G950: @smx_gemm_f8E4M3FN_f4E2M1FN_{{.*}}_64x128x256_w2x2_direct blocks
// G950-LABEL: func.func @mxfp4_256
// G950: @smx_gemm_f4E2M1FN_f4E2M1FN_{{.*}}_64x128x256_w2x2_m32_ktail blocks
func.func @mx8x4_256(%a: !lowp.scaled<256x2880xf8E4M3FN, mxfp8>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<256x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x2880xf8E4M3FN, mxfp8>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<256x5760xbf16>
  return %c : tensor<256x5760xbf16>
}
func.func @mxfp4_256(%a: !lowp.scaled<256x2880xf4E2M1FN, mxfp4>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<256x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x2880xf4E2M1FN, mxfp4>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<256x5760xbf16>
  return %c : tensor<256x5760xbf16>
}

// -----

// Tiles the direct kernel would serve but cannot take keep LDS with four
// waves: gfx950, A stored K x M (a K-major operand), and K not a multiple
// of 32 (2896).
// G950-LABEL: func.func @fp8_kmajor_a
// G950: @f8f6f4_gemm_{{.*}}_64x128x128_w2x2_m32_kmajor_a_ktail blocks
// G950-LABEL: func.func @fp8_k2896
// G950: @f8f6f4_gemm_{{.*}}_64x128x128_w2x2_m32_ktail blocks
func.func @fp8_kmajor_a(%a: !lowp.scaled<2880x256xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<5760x2880xf8E4M3FN, fp8_per_tensor>) -> tensor<256x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_a, transpose_b} : !lowp.scaled<2880x256xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<5760x2880xf8E4M3FN, fp8_per_tensor> -> tensor<256x5760xbf16>
  return %c : tensor<256x5760xbf16>
}
func.func @fp8_k2896(%a: !lowp.scaled<256x2896xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<5760x2896xf8E4M3FN, fp8_rowwise>) -> tensor<256x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x2896xf8E4M3FN, fp8_rowwise>, !lowp.scaled<5760x2896xf8E4M3FN, fp8_rowwise> -> tensor<256x5760xbf16>
  return %c : tensor<256x5760xbf16>
}

// -----

// gfx950's blockwise FP8 where 128 x 128 tiles more than fill the CUs (M =
// 256, 57344 x 8192: 896 tiles): 128 x 128 x 128 tiles of four waves on the
// 16x16x128, unsplit; gfx942 keeps the direct 64 x 128 tile.
// G950-LABEL: func.func @block_many
// G950: @f8f6f4_gemm_{{.*}}_k128_k128_bf16_128x128x128_w2x2 blocks
// G942-LABEL: func.func @block_many
// G942: @block_gemm_{{.*}}_64x128x128_w2x2_{{.*}}direct blocks
func.func @block_many(%a: !lowp.scaled<256x8192xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<57344x8192xf8E4M3FN, fp8_block128x128>) -> tensor<256x57344xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x8192xf8E4M3FN, fp8_block1x128>, !lowp.scaled<57344x8192xf8E4M3FN, fp8_block128x128> -> tensor<256x57344xbf16>
  return %c : tensor<256x57344xbf16>
}
