// Low-precision weights at decode: the kernels read A and B straight from
// global memory into MFMA fragments (Fp8GemmConfig::directB), with no LDS
// tiles and no barrier in the K loop: in the dequantizing ones a lane takes
// 32 consecutive K of each 128-K block (A: vector<32xbf16>; B: 16 bytes of
// codes and the block's scale); FP8, MX and blockwise FP8 below; waves along
// K take a block each per step.
// RUN: lowp-opt %s --split-input-file --lowp-legalize=chip=gfx950 | FileCheck %s --check-prefix=LEGAL
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=GFX950
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s --check-prefix=GFX942

// The cost model's decode tile: 16 columns, 16 waves along K (BK = 16 x 128: 64 tiles of 16 columns are too few for 8).
// LEGAL-LABEL: func.func @mxfp4
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 16x16x2048, waves = 1x1x16, split_k = 1,
// GFX950-LABEL: gpu.func @dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_16x16x2048_w1x1x16_direct
// GFX950: scf.for
// GFX950-NOT: gpu.barrier
// GFX950: vector.load {{.*}} : memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<32xbf16>
// GFX950-NOT: gpu.barrier
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// GFX950-NOT: gpu.barrier
// GFX950: amdgpu.scaled_ext_packed
// GFX950-NOT: gpu.barrier
// GFX950: amdgpu.mfma 16x16x32
// GFX950-NOT: gpu.barrier
// GFX950: scf.yield
// (Then the waves' sums meet in LDS, behind one barrier.)
// GFX950: gpu.barrier
// GFX942-LABEL: gpu.func @dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_e8m0x32_bf16_16x16x2048_w1x1x16_direct
// GFX942: scf.for
// GFX942-NOT: gpu.barrier
// GFX942: amdgpu.mfma 16x16x16
// GFX942-NOT: gpu.barrier
// GFX942: scf.yield
func.func @mxfp4(%a: tensor<16x4096xbf16>, %b: !lowp.scaled<1024x4096xf4E2M1FN, mxfp4>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : tensor<16x4096xbf16>, !lowp.scaled<1024x4096xf4E2M1FN, mxfp4> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// 40 rows: a 48-row tile, 16 columns (N = 1024 makes too few tiles of 32), a wave per 16 rows (fewer tiles than CUs), split-K; NVFP4 weights (two UE4M3 scales per
// 32 codes, loaded together).
// LEGAL-LABEL: func.func @nvfp4_rows
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 48x16x512, waves = 3x1x4, split_k = 4,
// GFX950-LABEL: gpu.func @dq_gemm_bf16_bf16_f4E2M1FN_ue4m3x16_tensor_f32_48x16x512_w3x1x4_direct_splitk
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<2xi8>
func.func @nvfp4_rows(%a: tensor<40x4096xbf16>, %b: !lowp.scaled<1024x4096xf4E2M1FN, nvfp4>) -> tensor<40x1024xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : tensor<40x4096xbf16>, !lowp.scaled<1024x4096xf4E2M1FN, nvfp4> -> tensor<40x1024xf32>
  return %c : tensor<40x1024xf32>
}

// -----

// K not a multiple of 32 (NVFP4's 16-blocks: a 32-code chunk would
// straddle the end): the staging kernel (split-K here).
// GFX950-LABEL: gpu.func @dq_gemm_bf16_bf16_f4E2M1FN_ue4m3x16_tensor_f32_16x16x512_w1x1x4_ktail_splitk(
func.func @ragged_k(%a: tensor<16x4112xbf16>, %b: !lowp.scaled<1024x4112xf4E2M1FN, nvfp4>) -> tensor<16x1024xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : tensor<16x4112xbf16>, !lowp.scaled<1024x4112xf4E2M1FN, nvfp4> -> tensor<16x1024xf32>
  return %c : tensor<16x1024xf32>
}

// -----

// NVFP4 x NVFP4: A's fp4 codes are read and dequantized the same way, as
// f16 (gfx950): a lane's two UE4M3 scale codes (its 32 codes' two 16-blocks)
// become f16 in one conversion, each block's 16 values 8 f16 pairs from the
// fp4 conversion times its scale (a packed f16 multiply).
// GFX950-LABEL: gpu.func @dq_gemm_f16_f4E2M1FN_ue4m3x16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_16x16x2048_w1x1x16_direct
// GFX950: scf.for
// GFX950-NOT: gpu.barrier
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<2xi8>
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<2xi8>
// GFX950-NOT: gpu.barrier
// GFX950: %[[SS:.*]] = amdgpu.scaled_ext_packed %{{.*}}[0], %{{.*}} : vector<2xf8E4M3FN> to vector<2xf16>
// GFX950-NEXT: %[[S0:.*]] = vector.shuffle %[[SS]], %[[SS]] [0, 0]
// GFX950-NEXT: %[[S1:.*]] = vector.shuffle %[[SS]], %[[SS]] [1, 1]
// GFX950-COUNT-8: arith.mulf %{{.*}}, %[[S0]] : vector<2xf16>
// GFX950-COUNT-8: arith.mulf %{{.*}}, %[[S1]] : vector<2xf16>
// GFX950-NOT: gpu.barrier
// GFX950: amdgpu.mfma 16x16x32
// GFX950-NOT: gpu.barrier
// GFX950: scf.yield
func.func @nvfp4_both(%a: !lowp.scaled<16x4096xf4E2M1FN, nvfp4>, %b: !lowp.scaled<1024x4096xf4E2M1FN, nvfp4>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x4096xf4E2M1FN, nvfp4>, !lowp.scaled<1024x4096xf4E2M1FN, nvfp4> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// Weight-only MXFP8: 32 bytes of codes per lane and block, one E8M0 scale.
// GFX950-LABEL: gpu.func @dq_gemm_bf16_bf16_f8E4M3FN_e8m0x32_bf16_16x16x2048_w1x1x16_direct
// GFX950: scf.for
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<32xi8>
// GFX950-NOT: gpu.barrier
// GFX950: amdgpu.mfma 16x16x32
// GFX942-LABEL: gpu.func @dq_gemm_bf16_bf16_f8E4M3FNUZocp_e8m0x32_bf16_16x16x2048_w1x1x16_direct
func.func @mxfp8(%a: tensor<16x4096xbf16>, %b: !lowp.scaled<1024x4096xf8E4M3FN, mxfp8>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : tensor<16x4096xbf16>, !lowp.scaled<1024x4096xf8E4M3FN, mxfp8> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// FP8 x FP8 (per-row scales) on gfx942: 32 codes of A and of B per lane and
// block (OCP codes bridged into FNUZ), four 16x16x32 MFMAs; on gfx950 one
// 16x16x128 f8f6f4 MFMA per block, a lane's fragment as the instruction
// reads it (K 16 (l / 16) .. + 15 and 64 more: two 16-byte loads of A and
// of B).
// GFX942-LABEL: gpu.func @fp8_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_row_row_bf16_16x16x2048_w1x1x16_direct
// GFX942: scf.for
// GFX942-NOT: gpu.barrier
// GFX942: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<32xi8>
// GFX942: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<32xi8>
// GFX942-NOT: gpu.barrier
// GFX942-COUNT-4: amdgpu.mfma 16x16x32
// GFX942-NOT: gpu.barrier
// GFX942: scf.yield
// GFX950-LABEL: gpu.func @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_row_row_bf16_16x16x2048_w1x1x16_direct
// GFX950: scf.for
// GFX950-NOT: gpu.barrier
// GFX950-COUNT-4: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// GFX950-NOT: gpu.barrier
// GFX950: amdgpu.mfma 16x16x128 {{.*}} : vector<32xf8E4M3FN>, vector<32xf8E4M3FN>, vector<4xf32>
// GFX950-NOT: amdgpu.mfma
// GFX950: scf.yield
func.func @fp8(%a: !lowp.scaled<16x4096xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<1024x4096xf8E4M3FN, fp8_rowwise>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x4096xf8E4M3FN, fp8_rowwise>, !lowp.scaled<1024x4096xf8E4M3FN, fp8_rowwise> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// MX on gfx950 (MXFP6 x MXFP4): a lane's 32 codes of a block (fp6 a code a
// byte, packed into 24 bytes in registers; fp4 16 bytes) and its row's E8M0
// code of 32-block l / 16, the scaled MFMA's scale byte (the other bytes
// 2^0); no LDS staging of codes or scales.
// GFX950-LABEL: gpu.func @smx_gemm_f6E2M3FN_f4E2M1FN_k32_k32_bf16_16x16x2048_w1x1x16_direct
// GFX950-SAME: workgroup(%{{.*}} : memref<1x1x16xi8, #gpu.address_space<workgroup>>, %{{.*}} : memref<1x1x16xi8, #gpu.address_space<workgroup>>, %{{.*}} : memref<3840xf32, #gpu.address_space<workgroup>>)
// GFX950: scf.for
// GFX950-NOT: gpu.barrier
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<32xi8>
// GFX950: memref.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
// GFX950: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// GFX950: memref.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
// GFX950-NOT: gpu.barrier
// GFX950: vector.from_elements %{{.*}}, %c127_i8{{.*}}, %c127_i8{{.*}}, %c127_i8{{.*}} : vector<4xi8>
// GFX950: amdgpu.scaled_mfma 16x16x128 ({{.*}}[0] * {{.*}}) * ({{.*}}[0] * {{.*}}) + {{.*}} : vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<32xf6E2M3FN>, vector<4xf32>
// GFX950: scf.yield
func.func @mx(%a: !lowp.scaled<16x4096xf6E2M3FN, mxfp6>, %b: !lowp.scaled<1024x4096xf4E2M1FN, mxfp4>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x4096xf6E2M3FN, mxfp6>, !lowp.scaled<1024x4096xf4E2M1FN, mxfp4> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// Blockwise FP8 (1 x 128 A, 128 x 128 B scales): each 128-K block is a
// scale group: its MFMAs (one 16x16x128 on gfx950, four 16x16x32 on gfx942)
// into zeroed partial sums, then acc = fma(P, sa[row] * sb, acc), the
// group's f32 scales loaded a step ahead with the codes.
// GFX950-LABEL: gpu.func @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_k128_k128_bf16_16x16x2048_w1x1x16_direct
// GFX950: scf.for {{.*}} -> (vector<4xf32>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, f32, f32)
// GFX950-NOT: gpu.barrier
// GFX950: memref.load {{.*}} : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>
// GFX950: memref.load {{.*}} : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>
// GFX950: %[[P:.*]] = amdgpu.mfma 16x16x128 {{.*}} + %cst
// GFX950: math.fma %[[P]], %{{.*}}, %{{.*}} : vector<4xf32>
// GFX950-NEXT: scf.yield
// GFX942-LABEL: gpu.func @block_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_k128_k128_bf16_16x16x2048_w1x1x16_direct
// GFX942: scf.for
// GFX942-NOT: gpu.barrier
// GFX942: amdgpu.mfma 16x16x32 {{.*}} + %cst
// GFX942-COUNT-3: amdgpu.mfma 16x16x32
// GFX942: math.fma
// GFX942-NEXT: scf.yield
func.func @blockwise(%a: !lowp.scaled<16x4096xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<1024x4096xf8E4M3FN, fp8_block128x128>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x4096xf8E4M3FN, fp8_block1x128>, !lowp.scaled<1024x4096xf8E4M3FN, fp8_block128x128> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}
