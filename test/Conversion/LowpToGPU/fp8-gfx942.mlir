// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 variants=false" | FileCheck %s
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=64x64x32" | FileCheck %s --check-prefix=TILE
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @mm
// CHECK-SAME: (%[[A:.*]]: tensor<?x256xi8>, %[[AS:.*]]: tensor<?x1xf32>, %[[B:.*]]: tensor<512x256xi8>, %[[BS:.*]]: tensor<1x1xf32>)
// CHECK: bufferization.to_buffer %[[A]] read_only
// CHECK: %[[M:.*]] = tensor.dim %[[A]]
// CHECK: %[[N:.*]] = tensor.dim %[[B]]
// CHECK: %[[OUT:.*]] = memref.alloc(%[[M]], %[[N]]) : memref<?x?xbf16>
// CHECK: %[[GX:.*]] = arith.ceildivui %[[N]], %c128
// CHECK: %[[GY:.*]] = arith.ceildivui %[[M]], %c256
// CHECK: gpu.launch_func @lowp_kernels::@[[K:fp8_gemm_[a-zA-Z0-9_]*]] blocks in (%[[GX]], %[[GY]], %{{.*}}) threads in (%c512{{.*}}, %{{.*}}, %{{.*}}) args({{.*}}, %[[OUT]] : memref<?x?xbf16>) {lowp.launch = {args = [{{.*}}], block = ["512", "1", "1"], grid = ["ceildiv(N, 128)", "ceildiv(M, 256)", "1"]}, lowp.strategy = "fp8_mfma_16x16x32", lowp.tile = array<i64: 256, 128, 64>}
// CHECK: bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: gpu.module @lowp_kernels
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xf32>, %{{.*}}: memref<?x?xf32>, %{{.*}}: memref<?x?xbf16>) workgroup(%[[LA:.*]] : memref<2x256x64xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x128x64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>}
// CHECK: amdgpu.fat_raw_buffer_cast
// Prologue: tile 0 into stage 0, barrier. Rows of 64 bytes, unpadded,
// their 8-byte chunks XOR-swizzled by (row >> 1) & 3: a 16-byte chunk's two
// halves go to chunks (2c, 2c + 1) ^ key.
// CHECK: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// CHECK: %[[LO:.*]] = vector.shuffle %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7] : vector<16xi8>, vector<16xi8>
// CHECK-NEXT: %[[AT:.*]] = arith.xori %{{.*}}, %{{.*}} : index
// CHECK-NEXT: arith.constant 8
// CHECK-NEXT: %[[COL:.*]] = arith.muli %[[AT]], %{{.*}}
// CHECK-NEXT: vector.store %[[LO]], %[[LA]][%{{.*}}, %{{.*}}, %[[COL]]] : memref<2x256x64xi8, #gpu.address_space<workgroup>>, vector<8xi8>
// CHECK: vector.shuffle %{{.*}} [8, 9, 10, 11, 12, 13, 14, 15]
// CHECK: arith.xori
// CHECK: vector.store {{.*}}, %[[LA]]
// CHECK: gpu.barrier
// The first K slice's fragments (a lane's chunk (lane / 16) of a row at
// (lane / 16) ^ key(lane % 16), the lane's own, computed once next to the
// lane's id) and the next tiles are read before the loop, then one step
// ahead (lowp-prefetch-fragments, "fragments_and_tiles": 8 waves, one
// workgroup a CU): the carried fragments' 16 MFMAs, the second slice's
// reads from the current stage, the next tiles into the other stage, the
// barrier, the next step's tiles and first fragments, the second slice's
// 16 MFMAs.
// CHECK: vector.load %[[LA]]{{.*}} vector<8xi8>
// CHECK: scf.for {{.*}} iter_args(
// CHECK: vector.bitcast {{.*}} : vector<8xi8> to vector<8xf8E4M3FNUZ>
// CHECK-COUNT-16: amdgpu.mfma 16x16x32
// CHECK: vector.load %[[LA]]{{.*}} vector<8xi8>
// CHECK: vector.store {{.*}}, %[[LA]]
// CHECK: gpu.barrier
// CHECK-NEXT: amdgpu.sched_barrier allow = <none>
// CHECK: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// CHECK: vector.load %[[LA]]{{.*}} vector<8xi8>
// CHECK: amdgpu.sched_barrier allow = <none>
// CHECK-COUNT-16: amdgpu.mfma 16x16x32
// CHECK-NEXT: scf.yield
// Epilogue: scales, RNE to bf16, a vector store per 4 columns (element
// stores only at the N edge).
// CHECK: arith.truncf {{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK: scf.if
// CHECK: vector.store {{.*}} : memref<?x?xbf16>, vector<4xbf16>
// CHECK: } else {
// CHECK: memref.store
func.func @mm(%a: !lowp.scaled<?x256xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<512x256xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<?x512xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x256xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<512x256xf8E4M3FNUZ, fp8_per_tensor> -> tensor<?x512xbf16>
  return %c : tensor<?x512xbf16>
}

// TILE: gpu.launch_func {{.*}} lowp.tile = array<i64: 64, 64, 32>
// TILE: workgroup(%{{.*}} : memref<2x64x40xi8, #gpu.address_space<workgroup>>
// TILE-COUNT-16: amdgpu.mfma 16x16x32

// A dynamic M: the tiling for a large M, and launch variants for M <= 16
// and M <= 64 (direct decode tiles, as many waves along K as K = 256 has
// 128-K blocks), and the static M's tiles up to 2048 rows (one variant).
// LEGAL: lowp.scaled_matmul {{.*}} {lowp.strategy = "fp8_mfma_16x16x32", lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>, lowp.variants = [{max_m = 16 : i64, tiling = #lowp.tiling<workgroup = 16x16x256, waves = 1x1x2, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>}, {max_m = 64 : i64, tiling = #lowp.tiling<workgroup = 64x16x256, waves = 4x1x2, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>}, {max_m = 2048 : i64, tiling = #lowp.tiling<workgroup = 64x128x256, waves = 2x2, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>}], transpose_b}
