// The cost model past 512 rows (static) where 256 x 128 tiles take one
// round of workgroups and 128 x 128 two: 256 x 128 when 128 x 128's last
// round would fill 5 / 12 of the CUs or fewer (not blockwise FP8), or when
// gfx942's kernel decodes B's codes (fp4, fp8); and gfx942's decoding
// at 256 - 512 rows: 256 x 128 with split-K where the splits fill 2 / 3 of
// the CUs (docs/codegen.md, Cost model). gfx950's FP8-MFMA kernels
// (32x32x64) go back to 128 x 128 x 128 where those make one round at two
// workgroups a CU and 256 x 128 would leave a CU one.
// RUN: lowp-opt %s --split-input-file --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=G942
// RUN: lowp-opt %s --split-input-file --lowp-legalize=chip=gfx950 | FileCheck %s --check-prefix=G950

// 1024 x 5760: 360 tiles of 128 x 128, a last round of 56 of 304 CUs
// (gfx942), 104 of 256 (gfx950): 180 of 256 x 128 on gfx942; on gfx950 the
// 360 make one round of two a CU.
// G942-LABEL: func.func @straggler
// G942: workgroup = 256x128x64, waves = 4x2
// G950-LABEL: func.func @straggler
// G950: workgroup = 128x128x128, waves = 2x2
func.func @straggler(%a: !lowp.scaled<1024x2880xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<5760x2880xf8E4M3FN, fp8_rowwise>) -> tensor<1024x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<1024x2880xf8E4M3FN, fp8_rowwise>, !lowp.scaled<5760x2880xf8E4M3FN, fp8_rowwise> -> tensor<1024x5760xbf16>
  return %c : tensor<1024x5760xbf16>
}

// -----

// 1024 x 7168: 448 tiles of 128 x 128, a last round of 144 of 304 CUs, 192
// of 256: 128 x 128 stays (gfx950: 128-K steps).
// G942-LABEL: func.func @full_last_round
// G942: workgroup = 128x128x64, waves = 2x2
// G950-LABEL: func.func @full_last_round
// G950: workgroup = 128x128x128, waves = 2x2
func.func @full_last_round(%a: !lowp.scaled<1024x16384xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<7168x16384xf8E4M3FN, fp8_rowwise>) -> tensor<1024x7168xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<1024x16384xf8E4M3FN, fp8_rowwise>, !lowp.scaled<7168x16384xf8E4M3FN, fp8_rowwise> -> tensor<1024x7168xbf16>
  return %c : tensor<1024x7168xbf16>
}

// -----

// Blockwise FP8 keeps 128 x 128 at a straggler shape (1024 x 5632: a last
// round of 48 of 304 CUs, 96 of 256); gfx942's of eight waves of 32 x 64.
// G942-LABEL: func.func @blockwise
// G942: workgroup = 128x128x64, waves = 4x2
// G950-LABEL: func.func @blockwise
// G950: workgroup = 128x128x128, waves = 2x2
func.func @blockwise(%a: !lowp.scaled<1024x2048xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<5632x2048xf8E4M3FN, fp8_block128x128>) -> tensor<1024x5632xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<1024x2048xf8E4M3FN, fp8_block1x128>, !lowp.scaled<5632x2048xf8E4M3FN, fp8_block128x128> -> tensor<1024x5632xbf16>
  return %c : tensor<1024x5632xbf16>
}

// -----

// bf16 x MXFP4, 1024 x 7168 (a full last round): gfx942 decodes fp4 into
// LDS and takes 256 x 128; gfx950 (its hardware conversion) keeps 128 x 128.
// G942-LABEL: func.func @weight_only
// G942: workgroup = 256x128x32, waves = 4x2
// G950-LABEL: func.func @weight_only
// G950: workgroup = 128x128x64, waves = 2x2
func.func @weight_only(%a: tensor<1024x16384xbf16>, %b: !lowp.scaled<7168x16384xf4E2M1FN, mxfp4>) -> tensor<1024x7168xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<1024x16384xbf16>, !lowp.scaled<7168x16384xf4E2M1FN, mxfp4> -> tensor<1024x7168xbf16>
  return %c : tensor<1024x7168xbf16>
}

// -----

// gfx942 decoding fp4 at M = 256, 8192 x 8192: 64 tiles of 256 x 128, split
// 4 (256 workgroups of 304 CUs); gfx950 keeps 128 x 128 (split 4).
// G942-LABEL: func.func @mid_m
// G942: workgroup = 256x128x32, waves = 4x2, split_k = 4
// G950-LABEL: func.func @mid_m
// G950: workgroup = 128x128x64, waves = 2x2, split_k = 4
func.func @mid_m(%a: tensor<256x8192xbf16>, %b: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<256x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<256x8192xbf16>, !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<256x8192xbf16>
  return %c : tensor<256x8192xbf16>
}

// -----

// M = 256, 5760 x 2880: 45 tiles of 256 x 128 split 4 would fill 180 of 304
// CUs: 128 x 128 with more splits stays.
// G942-LABEL: func.func @mid_m_small
// G942: workgroup = 128x128x32, waves = 2x2, split_k = 3
func.func @mid_m_small(%a: tensor<256x2880xbf16>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<256x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<256x2880xbf16>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<256x5760xbf16>
  return %c : tensor<256x5760xbf16>
}

// -----

// bf16 x FP8 weights, 1024 x 8192 (a full last round of 128 x 128): gfx942
// decodes the fp8 codes into LDS and takes 256 x 128; at M = 512, split 2.
// G942-LABEL: func.func @fp8_weights
// G942: workgroup = 256x128x32, waves = 4x2, split_k = 1
// G942-LABEL: func.func @fp8_weights_512
// G942: workgroup = 256x128x32, waves = 4x2, split_k = 2
func.func @fp8_weights(%a: tensor<1024x8192xbf16>, %b: !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise>) -> tensor<1024x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<1024x8192xbf16>, !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise> -> tensor<1024x8192xbf16>
  return %c : tensor<1024x8192xbf16>
}
func.func @fp8_weights_512(%a: tensor<512x8192xbf16>, %b: !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise>) -> tensor<512x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<512x8192xbf16>, !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise> -> tensor<512x8192xbf16>
  return %c : tensor<512x8192xbf16>
}

// -----

// 1024 x 8192 on gfx950: 256 tiles of 256 x 128 leave each CU one
// workgroup; 512 of 128 x 128 x 128 make one round of two a CU. (gfx942:
// 128 x 128, its base tile.)
// G942-LABEL: func.func @one_per_cu
// G942: workgroup = 128x128x64, waves = 2x2
// G950-LABEL: func.func @one_per_cu
// G950: workgroup = 128x128x128, waves = 2x2
func.func @one_per_cu(%a: !lowp.scaled<1024x8192xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise>) -> tensor<1024x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<1024x8192xf8E4M3FN, fp8_rowwise>, !lowp.scaled<8192x8192xf8E4M3FN, fp8_rowwise> -> tensor<1024x8192xbf16>
  return %c : tensor<1024x8192xbf16>
}

// -----

// 2048 x 8192 MXFP8: 512 tiles of 256 x 128 fill the CUs twice: 256 x 128
// x 64 stays.
// G942-LABEL: func.func @two_rounds
// G942: workgroup = 256x128x64, waves = 4x2
// G950-LABEL: func.func @two_rounds
// G950: workgroup = 256x128x64, waves = 4x2
func.func @two_rounds(%a: !lowp.scaled<2048x8192xf8E4M3FN, mxfp8>, %b: !lowp.scaled<8192x8192xf8E4M3FN, mxfp8>) -> tensor<2048x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<2048x8192xf8E4M3FN, mxfp8>, !lowp.scaled<8192x8192xf8E4M3FN, mxfp8> -> tensor<2048x8192xbf16>
  return %c : tensor<2048x8192xbf16>
}
