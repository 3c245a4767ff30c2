// The kernels' matrix work as promotion leaves it (distribute=false): the
// operand tiles' copies into LDS as lowp.tile_read / lowp.tile_write and
// lowp.scale_read / lowp.scale_write (the
// next step's reads before the MFMAs, the writes after them), one
// lowp.wave_mma per wave and K step on the LDS tiles, with their layouts;
// as distribution leaves it (lower-mfma=false): lowp.mfma on the lanes'
// fragments, each naming its instruction. Distribution and the rewrite to
// amdgpu (and the tile copies' lowering) as passes of their own give the
// module the default lowering gives.
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 distribute=false" | FileCheck %s --check-prefix=WAVE950
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 distribute=false" | FileCheck %s --check-prefix=WAVE942
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 lower-mfma=false" | FileCheck %s --check-prefix=GFX950
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 lower-mfma=false" | FileCheck %s --check-prefix=GFX942
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 lower-mfma=false" --lowp-mfma-to-amdgpu -o %t.staged.mlir
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950" -o %t.default.mlir
// RUN: diff %t.staged.mlir %t.default.mlir
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 distribute=false lower-mfma=false" --lowp-lower-tile-copies=chip=gfx950 --lowp-distribute-wave-mma --lowp-lower-wave-store=chip=gfx950 --lowp-prefetch-fragments --lowp-mfma-to-amdgpu -o %t.stages950.mlir
// RUN: diff %t.stages950.mlir %t.default.mlir
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 distribute=false lower-mfma=false" --lowp-lower-tile-copies=chip=gfx942 --lowp-distribute-wave-mma --lowp-lower-wave-store=chip=gfx942 --lowp-prefetch-fragments --lowp-mfma-to-amdgpu -o %t.stages942.mlir
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942" | diff %t.stages942.mlir -
// Every stage a pass of its own, pipelining included (pipeline=false: the
// plain K loop promotion writes).
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 pipeline=false distribute=false lower-mfma=false" -o %t.plain950.mlir
// RUN: FileCheck %s --check-prefix=PLAIN < %t.plain950.mlir
// RUN: lowp-opt %t.plain950.mlir --lowp-pipeline-copies=chip=gfx950 --lowp-lower-tile-copies=chip=gfx950 --lowp-distribute-wave-mma --lowp-lower-wave-store=chip=gfx950 --lowp-prefetch-fragments --lowp-mfma-to-amdgpu | diff %t.default.mlir -
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 pipeline=false distribute=false lower-mfma=false" --lowp-pipeline-copies=chip=gfx942 --lowp-lower-tile-copies=chip=gfx942 --lowp-distribute-wave-mma --lowp-lower-wave-store=chip=gfx942 --lowp-prefetch-fragments --lowp-mfma-to-amdgpu | diff %t.stages942.mlir -

// Promotion's output: the scaled MFMA on E8M0 codes staged in lane order
// (gfx950), per-32-K partial sums on decoded f32 scales (gfx942's MX), the
// swizzled rows of gfx942's 64-code fp8 steps, a K-major B read by
// transpose loads (gfx950), bf16 tiles of a dequantizing kernel.
// WAVE950: gpu.func @smx_gemm_f8E4M3FN_f4E2M1FN_
// WAVE950-NOT: = lowp.mfma
// The workgroup's 64 x 128 tile split into four waves of 32 x 64
// (lowp.wave_split): their corners and lanes go to lowp.wave_mma.
// WAVE950: %[[ROW:.*]], %[[COL:.*]], %{{.*}}, %{{.*}}, %[[LANE:.*]] = lowp.wave_split %thread_id_x {tile = array<i64: 64, 128>, waves = array<i64: 2, 2, 1>}
// The first K step's tiles (MXFP8 A rows, MXFP4 B kept packed), then the
// loop: the next step's reads, the MFMAs, the writes into the other stage.
// WAVE950: %[[A0:.*]]:4 = lowp.tile_read %{{.*}} codes f8E4M3FN {threads = 256 : i64, tile = array<i64: 64, 256>, whole_steps} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>> -> vector<16xi8>
// WAVE950: lowp.tile_write %[[A0]]#0, {{.*}} into %arg5[%{{.*}}] thread %{{.*}}(rows) codes f8E4M3FN {threads = 256 : i64, tile = array<i64: 64, 256>}
// WAVE950: lowp.tile_read %{{.*}} codes f4E2M1FN {threads = 256 : i64, tile = array<i64: 128, 256>, whole_steps} : {{.*}} -> vector<8xi8>
// WAVE950: %[[SA0:.*]]:2 = lowp.scale_read %{{.*}} {threads = 256 : i64, tile = array<i64: 64, 8>, whole_steps} : {{.*}} -> i8, i8
// WAVE950: lowp.scale_write %[[SA0]]#0, {{.*}} {lanes = array<i64: 32, 1, 4>, threads = 256 : i64, tile = array<i64: 64, 8>} : i8, i8 into memref<2x512xi8, #gpu.address_space<workgroup>>
// WAVE950: scf.for
// WAVE950: %[[A1:.*]]:4 = lowp.tile_read
// WAVE950: %[[B1:.*]]:8 = lowp.tile_read
// WAVE950: lowp.wave_mma #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN> %{{.*}}(rows), %{{.*}}(rows) stage %{{.*}} at(%[[ROW]], %[[COL]]) lane %[[LANE]] k_wave %{{.*}} scales(%{{.*}}, %{{.*}} : memref<2x512xi8, #gpu.address_space<workgroup>>, memref<2x1024xi8, #gpu.address_space<workgroup>>) acc({{.*}} : vector<16xf32>, vector<16xf32>) {k_steps = 4 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 2>} : memref<2x64x272xi8, #gpu.address_space<workgroup>>, memref<2x128x144xi8, #gpu.address_space<workgroup>>
// WAVE950: lowp.tile_write %[[A1]]#0
// WAVE950: lowp.tile_write %[[B1]]#0
// The epilogue: one lowp.wave_store of the wave's two 32 x 32 C^T tiles
// (split-K: into the workspace's slice z).
// WAVE950: lowp.wave_store #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN> acc({{.*}} : vector<16xf32>, vector<16xf32>) into %arg4[%block_id_z, %{{.*}}, %{{.*}}] lane %{{.*}} bounds(%{{.*}}, %{{.*}}) {tiles = array<i64: 1, 2>} : memref<?x?x?xf32>
// WAVE950: gpu.func @smx_gemm_f8E4M3FN_f8E4M3FN_{{.*}}_kmajor_b
// WAVE950: lowp.tile_read {{.*}} codes f8E4M3FN {k_major, threads = 256 : i64, tile = array<i64: 128, 128>, whole_steps}
// WAVE950: lowp.tile_write {{.*}}(k_major) codes f8E4M3FN
// WAVE950: lowp.wave_mma #lowp.mfma<scaled 32x32x64, f8E4M3FN, f8E4M3FN> %{{.*}}(rows), %{{.*}}(k_major)
// WAVE950: gpu.func @dq_gemm_bf16_bf16_f4E2M1FN_
// WAVE950: lowp.wave_mma #lowp.mfma<16x16x32, bf16, bf16> %{{.*}}(rows), %{{.*}}(rows) stage {{.*}} acc(
// WAVE950-NOT: = lowp.mfma
// WAVE942: gpu.func @mx_gemm_f8E4M3FNUZocp_f8E4M3FNUZfrom_e2m1_
// WAVE942: lowp.tile_read {{.*}} codes f8E4M3FN as f8E4M3FNUZ {threads = 512 : i64, tile = array<i64: 128, 64>, whole_steps}
// WAVE942: lowp.tile_write {{.*}}(rows) codes f8E4M3FNUZ
// WAVE942: lowp.tile_read {{.*}} codes f4E2M1FN as f8E4M3FNUZ {threads = 512 : i64, tile = array<i64: 256, 64>, whole_steps}
// WAVE942: lowp.scale_read {{.*}} {decode = 1 : i64, threads = 512 : i64, tile = array<i64: 128, 2>, whole_steps} : {{.*}} -> f32
// WAVE942: lowp.scale_write {{.*}} {threads = 512 : i64, tile = array<i64: 128, 2>} : f32 into memref<2x2x128xf32, #gpu.address_space<workgroup>>
// WAVE942: lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %{{.*}}(rows), %{{.*}}(rows) stage {{.*}} scales(%{{.*}}, %{{.*}} : memref<2x2x128xf32, #gpu.address_space<workgroup>>, memref<2x2x256xf32, #gpu.address_space<workgroup>>)
// Split-K: the raw f32 sums into the workspace's slice z (the block scales
// are in them already; the reduce kernel rounds).
// WAVE942: lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc({{.*}}) into %{{.*}}[%block_id_z, %{{.*}}, %{{.*}}] lane %{{.*}} bounds(%{{.*}}, %{{.*}}) {tiles = array<i64: 4, 4>} : memref<?x?x?xf32>
// WAVE942: gpu.func @mx_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_
// WAVE942: lowp.tile_write {{.*}}(swizzled) codes f8E4M3FNUZ
// WAVE942: lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %{{.*}}(swizzled), %{{.*}}(swizzled)
// WAVE942: gpu.func @dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_
// WAVE942: lowp.wave_mma #lowp.mfma<16x16x16, bf16, bf16>
// WAVE942-NOT: = lowp.mfma

// The plain loop: each step's copies into stage 0, a barrier, the MFMAs on
// stage 0, a barrier (lowp-pipeline-copies makes the loop above of it).
// One stage of each buffer (lowp-pipeline-copies adds the second).
// PLAIN: gpu.func @smx_gemm_f8E4M3FN_f4E2M1FN_{{.*}} workgroup(%{{.*}} : memref<1x64x272xi8, #gpu.address_space<workgroup>>, %{{.*}} : memref<1x128x144xi8, #gpu.address_space<workgroup>>, %{{.*}} : memref<1x512xi8, #gpu.address_space<workgroup>>, %{{.*}} : memref<1x1024xi8, #gpu.address_space<workgroup>>)
// PLAIN-NOT: lowp.tile_read
// PLAIN: scf.for
// PLAIN: arith.muli
// PLAIN-NEXT: lowp.tile_read
// PLAIN-NEXT: lowp.tile_read
// PLAIN-NEXT: lowp.scale_read
// PLAIN-NEXT: lowp.scale_read
// PLAIN-NEXT: lowp.tile_write {{.*}}[%[[Z:.*]]] thread
// PLAIN-NEXT: lowp.tile_write {{.*}}[%[[Z]]] thread
// PLAIN-NEXT: lowp.scale_write {{.*}}[%[[Z]]] thread
// PLAIN-NEXT: lowp.scale_write {{.*}}[%[[Z]]] thread
// PLAIN-NEXT: gpu.barrier
// PLAIN-NEXT: lowp.wave_mma {{.*}} stage %[[Z]] at
// PLAIN-NEXT: gpu.barrier

// gfx950: the scaled f8f6f4 MFMA with B's fragment (MXFP4) as the
// instruction's A operand (the tile computed is C^T), scale bytes per block.
// GFX950: gpu.func @smx_gemm_f8E4M3FN_f4E2M1FN_
// GFX950-NOT: amdgpu.scaled_mfma
// GFX950: lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) {{.*}}: vector<32xf4E2M1FN>, vector<32xf8E4M3FN>, vector<16xf32>
// GFX950-NOT: amdgpu.scaled_mfma
// gfx942: MX through the FNUZ fp8 MFMA (codes mapped, scales applied to
// each 32-K partial sum).
// GFX942: gpu.func @mx_gemm_
// GFX942-NOT: amdgpu.mfma
// GFX942: lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
// GFX942-NOT: amdgpu.mfma
// (K 4608: past the 4096 up to which gfx950's mid-sized tiles read their
// operands straight into registers; docs/codegen.md, Cost model.)
func.func @mx(%a: !lowp.scaled<256x4608xf8E4M3FN, mxfp8>, %b: !lowp.scaled<256x4608xf4E2M1FN, mxfp4>) -> tensor<256x256xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<256x4608xf8E4M3FN, mxfp8>, !lowp.scaled<256x4608xf4E2M1FN, mxfp4> -> tensor<256x256xbf16>
  return %c : tensor<256x256xbf16>
}

func.func @kmajor(%a: !lowp.scaled<256x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<256x256xf8E4M3FN, mxfp8, along = 0>) -> tensor<256x256xbf16> {
  %c = lowp.scaled_matmul %a, %b
      : !lowp.scaled<256x256xf8E4M3FN, mxfp8>, !lowp.scaled<256x256xf8E4M3FN, mxfp8, along = 0> -> tensor<256x256xbf16>
  return %c : tensor<256x256xbf16>
}

func.func @w4a16(%a: tensor<256x256xbf16>, %b: !lowp.scaled<256x256xf4E2M1FN, mxfp4>) -> tensor<256x256xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : tensor<256x256xbf16>, !lowp.scaled<256x256xf4E2M1FN, mxfp4> -> tensor<256x256xbf16>
  return %c : tensor<256x256xbf16>
}

// Blockwise FP8 (f32 scales per 128 K): each 128-K block's lowp.wave_mma
// ops into zeroed partial sums, then one lowp.wave_rescale (A's scale per
// row from global memory; B's once per wave for 128 x 128 blocks, per
// column from LDS for 1 x 128 ones; gfx942 reads the first one's operands
// directly at this shape, without LDS tiles).
// WAVE950: gpu.func @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_k128_k128_bf16_
// WAVE950: %[[P:.*]]:4 = lowp.wave_mma #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN> {{.*}} acc(%[[Z:.*]], %[[Z]], %[[Z]], %[[Z]] : vector<16xf32>, {{.*}}) {k_steps = 2 : i64
// WAVE950: lowp.wave_rescale #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN> part(%[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3 : {{.*}}) acc({{.*}}) lane %{{.*}} scale_a(%{{.*}}[%{{.*}}, %{{.*}}] along 0 : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>) scale_b(%{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>) {factor = 1.000000e+00 : f32, tiles = array<i64: 2, 2>}
// WAVE950: gpu.func @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_k128_k128r_bf16_
// WAVE950: lowp.scale_write {{.*}} : f32 into memref<2x1x128xf32, #gpu.address_space<workgroup>>
// WAVE950: lowp.wave_rescale {{.*}} scale_b(%{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] along 2 : memref<2x1x128xf32, #gpu.address_space<workgroup>>)
// WAVE942: gpu.func @block_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_k128_k128r_bf16_
// WAVE942: lowp.scale_read {{.*}} {threads = 128 : i64, tile = array<i64: 128, 1>, whole_steps} : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>> -> f32
// WAVE942: lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> {{.*}} scale_b(%{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] along 2 : memref<2x1x128xf32, #gpu.address_space<workgroup>>) {factor = 4.000000e+00 : f32, tiles = array<i64: 4, 4>}
// (M 512: past the 256 rows up to which gfx950's blockwise mid-sized tiles
// read their operands straight into registers.)
func.func @blockwise(%a: !lowp.scaled<512x512xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<256x512xf8E4M3FN, fp8_block128x128>) -> tensor<512x256xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<512x512xf8E4M3FN, fp8_block1x128>, !lowp.scaled<256x512xf8E4M3FN, fp8_block128x128> -> tensor<512x256xbf16>
  return %c : tensor<512x256xbf16>
}

func.func @blockwise_rows(%a: !lowp.scaled<256x512xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<256x512xf8E4M3FN, fp8_block1x128>) -> tensor<256x256xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<256x512xf8E4M3FN, fp8_block1x128>, !lowp.scaled<256x512xf8E4M3FN, fp8_block1x128> -> tensor<256x256xbf16>
  return %c : tensor<256x256xbf16>
}

// Decode (M = 16): the direct kernels read each 128-K block's fragments
// straight from global memory, a step ahead (lowp.fragment_read, the
// registers carried by the K loop), and one lowp.fragment_mma a block
// decodes them and issues the MFMAs: gfx950's scaled 16x16x128 with each
// tile's E8M0 code, its unscaled form for FP8; gfx942's 16x16x32 on 32
// consecutive K a lane, OCP codes mapped to FNUZ.
// WAVE950: gpu.func @smx_gemm_f8E4M3FN_f4E2M1FN_k32_k32_bf16_16x16x1024_w1x1x8_direct
// WAVE950: lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> %{{.*}}[%{{.*}}, %{{.*}}] bounds(%{{.*}}, %{{.*}}) lane %{{.*}} codes f8E4M3FN scales(%{{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>) {tiles = 1 : i64} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>> -> vector<16xi8>, vector<16xi8>, i8
// WAVE950: lowp.fragment_read {{.*}} codes f4E2M1FN scales({{.*}}) {tiles = 1 : i64} : {{.*}} -> vector<16xi8>, i8
// WAVE950: scf.for {{.*}} iter_args(%[[ACC:[^ ]*]] = {{.*}}, %[[A0:[^ ]*]] = {{.*}}, %[[A1:[^ ]*]] = {{.*}}, %[[SA:[^ ]*]] = {{.*}}, %[[B0:[^ ]*]] = {{.*}}, %[[SB:[^ ]*]] = {{.*}})
// WAVE950: lowp.fragment_read
// WAVE950: lowp.fragment_read
// WAVE950: lowp.fragment_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> lhs(%[[A0]], %[[A1]], %[[SA]] : vector<16xi8>, vector<16xi8>, i8) codes f8E4M3FN rhs(%[[B0]], %[[SB]] : vector<16xi8>, i8) codes f4E2M1FN acc(%[[ACC]] : vector<4xf32>) {tiles = array<i64: 1, 1>}
// WAVE950: gpu.func @f8f6f4_gemm_f8E4M3FN_f8E4M3FN_row_row_bf16_16x16x1024_w1x1x8_direct
// WAVE950: lowp.fragment_mma #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN> lhs({{.*}} : vector<16xi8>, vector<16xi8>) codes f8E4M3FN rhs({{.*}} : vector<16xi8>, vector<16xi8>) codes f8E4M3FN
// WAVE942: gpu.func @fp8_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_row_row_bf16_16x16x1024_w1x1x8_direct
// WAVE942: lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> {{.*}} codes f8E4M3FN {tiles = 1 : i64} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>> -> vector<32xi8>
// WAVE942: lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs({{.*}} : vector<32xi8>) codes f8E4M3FN rhs({{.*}} : vector<32xi8>) codes f8E4M3FN
// On lanes: gfx942's fragments mapped (the OCP bridge), four instructions
// on 8-value slices.
// GFX942: gpu.func @fp8_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_row_row_bf16_16x16x1024_w1x1x8_direct
// GFX942-COUNT-2: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<32xi8>
// GFX942: scf.for
// GFX942-COUNT-4: lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> {{.*}} : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
// GFX942: scf.yield

func.func @decode_mx(%a: !lowp.scaled<16x1024xf8E4M3FN, mxfp8>, %b: !lowp.scaled<2048x1024xf4E2M1FN, mxfp4>) -> tensor<16x2048xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x1024xf8E4M3FN, mxfp8>, !lowp.scaled<2048x1024xf4E2M1FN, mxfp4> -> tensor<16x2048xbf16>
  return %c : tensor<16x2048xbf16>
}

func.func @decode_fp8(%a: !lowp.scaled<16x1024xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<2048x1024xf8E4M3FN, fp8_rowwise>) -> tensor<16x2048xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x1024xf8E4M3FN, fp8_rowwise>, !lowp.scaled<2048x1024xf8E4M3FN, fp8_rowwise> -> tensor<16x2048xbf16>
  return %c : tensor<16x2048xbf16>
}

// The dequantizing direct kernel (bf16 x MXFP4 at M = 16): A's bf16 values
// and B's codes with their E8M0 codes, each tile's codes decoded by
// lowp.fragment_decode (gfx950: the codes as loaded, the scaled
// conversion where it serves; gfx942: mapped into FNUZ fp8 on the read),
// then lowp.fragment_mma on the values.
// WAVE950: gpu.func @dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_16x16x1024_w1x1x8_direct
// WAVE950: scf.for
// WAVE950: %[[A:.*]] = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %{{.*}}[%{{.*}}, %{{.*}}] bounds(%{{.*}}, %{{.*}}) lane %{{.*}} codes bf16 {tiles = 1 : i64} : memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>> -> vector<32xbf16>
// WAVE950: %[[B:.*]]:2 = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> {{.*}} codes f4E2M1FN scales(%{{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>) {scale_block = 32 : i64, tiles = 1 : i64} : {{.*}} -> vector<16xi8>, i8
// WAVE950: %[[V:.*]] = lowp.fragment_decode %[[B]]#0, %[[B]]#1 codes f4E2M1FN to bf16 scale f8E8M0FNU scale_block 32 {scaled_cvt} : vector<16xi8>, i8 -> vector<32xbf16>
// WAVE950: lowp.fragment_mma #lowp.mfma<16x16x32, bf16, bf16> lhs(%[[A]] : vector<32xbf16>) codes bf16 rhs(%[[V]] : vector<32xbf16>) codes bf16
// WAVE942: gpu.func @dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_e8m0x32_bf16_16x16x1024_w1x1x8_direct
// WAVE942: lowp.fragment_read #lowp.mfma<16x16x16, bf16, bf16> {{.*}} codes f4E2M1FN as f8E4M3FNUZ scales({{.*}}) {scale_block = 32 : i64, tiles = 1 : i64} : {{.*}} -> vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8
// WAVE942: lowp.fragment_decode {{.*}} codes f4E2M1FN as f8E4M3FNUZ to bf16 scale f8E8M0FNU scale_block 32 : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8 -> vector<32xbf16>
// WAVE942: lowp.fragment_mma #lowp.mfma<16x16x16, bf16, bf16>

func.func @decode_w4a16(%a: tensor<16x1024xbf16>, %b: !lowp.scaled<2048x1024xf4E2M1FN, mxfp4>) -> tensor<16x2048xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : tensor<16x1024xbf16>, !lowp.scaled<2048x1024xf4E2M1FN, mxfp4> -> tensor<16x2048xbf16>
  return %c : tensor<16x2048xbf16>
}
