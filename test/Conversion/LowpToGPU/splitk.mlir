// Split-K (here asked for: 16 x 64 x 256 tiles, 4 splits): the K steps are
// split over grid.z into an f32 workspace, and a reduce kernel sums the
// splits in order and applies the epilogue (lowp.wave_store).
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=16x64x256x4" | FileCheck %s
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=64x64x64x2" | FileCheck %s --check-prefix=OVERRIDE

// CHECK-LABEL: func.func @decode
// CHECK: %[[OUT:.*]] = memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xbf16>
// CHECK: %[[WS:.*]] = memref.alloc(%c4, %{{.*}}, %{{.*}}) : memref<?x?x?xf32>
// CHECK: gpu.launch_func @lowp_kernels::@[[G:.*_splitk]] blocks in (%{{.*}}, %{{.*}}, %c4) threads in (%c64{{.*}}) args(%{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?x?xi8>, %[[WS]] : memref<?x?x?xf32>)
// CHECK-SAME: grid = ["ceildiv(N, 64)", "ceildiv(M, 16)", "4"]
// CHECK: gpu.launch_func @lowp_kernels::@[[G]]_reduce blocks in (%{{.*}}, %{{.*}}, %c1{{.*}}) threads in (%c256{{.*}}) args(%[[WS]] : memref<?x?x?xf32>, {{.*}}, %[[OUT]] : memref<?x?xbf16>)
// CHECK-SAME: grid = ["ceildiv(N, 64)", "ceildiv(M, 64)", "1"]
// CHECK: gpu.func @[[G]](
// The split is the block's z; the splits are the grid's z, not a constant
// (one kernel serves launch variants that split the same tiles 2 and 4 ways).
// CHECK: %[[Z:.*]] = gpu.block_id z
// CHECK: %[[S:.*]] = gpu.grid_dim z
// CHECK: %[[PER:.*]] = arith.ceildivui %{{.*}}, %[[S]] : index
// CHECK: arith.muli %[[Z]], %[[PER]] : index
// CHECK: scf.for
// CHECK: amdgpu.mfma
// CHECK: memref.store {{.*}} : memref<?x?x?xf32>
// The reduce kernel: 64 x 64 of C a workgroup, 16 rows a wave; a lane's
// four quads (a 16x16 MFMA's accumulator layout) summed over the splits in
// order, then lowp.wave_store's epilogue (here written on lanes): the
// per-row and per-column scales, bf16 by quads.
// CHECK: gpu.func @[[G]]_reduce(
// CHECK: scf.for {{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-4: arith.addf {{.*}} : vector<4xf32>
// CHECK: arith.truncf {{.*}} : vector<4xf32> to vector<4xbf16>
// OVERRIDE: blocks in (%{{.*}}, %{{.*}}, %c2)
func.func @decode(%x: !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, %w: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise>) -> tensor<16x4096xbf16> {
  %y = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x4096xbf16>
  return %y : tensor<16x4096xbf16>
}
