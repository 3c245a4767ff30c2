// Blockwise scaling (stage 4) on its own: lowp.wave_rescale written on
// lanes by lowp-distribute-wave-mma, on ops an embedder could write after
// its own lowp.wave_mma ops of one 128-K block.
// RUN: lowp-opt %s --lowp-distribute-wave-mma | FileCheck %s
// The same patterns from a transform script.
// RUN: lowp-opt %s --transform-preload-library="transform-library-paths=%S/Inputs/distribute-patterns-script.mlir" --transform-interpreter | FileCheck %s --check-prefix=SCRIPT
// SCRIPT-LABEL: gpu.func @uniform
// SCRIPT-COUNT-2: math.fma
// SCRIPT-LABEL: gpu.func @columns
// SCRIPT: math.fma
// SCRIPT-NOT: lowp.wave_rescale
// Round trip of the op.
// RUN: lowp-opt %s | lowp-opt | FileCheck %s --check-prefix=ROUND

// One scale of B for the wave, 2 x 1 tiles of 16 x 16: lane l's row of tile
// i is 16 i + l % 16 (A's scale at [row0 + that, g]); B's scale times the
// factor once; per tile sa * sb broadcast, one fma per accumulator, kept
// where %valid is false.
// ROUND-LABEL: gpu.func @uniform
// ROUND: lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%{{.*}}, %{{.*}} : vector<4xf32>, vector<4xf32>) acc(%{{.*}}, %{{.*}} : vector<4xf32>, vector<4xf32>) lane %{{.*}} scale_a(%arg0[%arg2, %arg3] along 0 : memref<?x?xf32>) scale_b(%arg1[%arg4, %arg3] : memref<?x?xf32>) if %arg9 {factor = 2.000000e+00 : f32, tiles = array<i64: 2, 1>}
// CHECK-LABEL: gpu.func @uniform
// CHECK: %[[LANE:.*]] = gpu.lane_id
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT: %[[LT:.*]] = arith.remui %[[LANE]], %[[C16]]
// CHECK-NOT: arith.divui
// CHECK: %[[F:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[SB:.*]] = memref.load %arg1[%arg4, %arg3]
// CHECK: %[[SBF:.*]] = arith.mulf %[[SB]], %[[F]] : f32
// CHECK: %[[R0:.*]] = arith.addi %arg2, %[[LT]]
// CHECK: %[[SA0:.*]] = memref.load %arg0[%[[R0]], %arg3]
// CHECK: %[[S0:.*]] = arith.mulf %[[SA0]], %[[SBF]] : f32
// CHECK: %[[V0:.*]] = vector.broadcast %[[S0]] : f32 to vector<4xf32>
// CHECK: %[[N0:.*]] = math.fma %arg5, %[[V0]], %arg7 : vector<4xf32>
// CHECK: arith.select %arg9, %[[N0]], %arg7 : vector<4xf32>
// Tile 1: row 16 + l % 16.
// CHECK: %[[C16C:.*]] = arith.constant 16 : index
// CHECK: %[[T1:.*]] = arith.addi %[[LT]], %[[C16C]]
// CHECK: %[[R1:.*]] = arith.addi %arg2, %[[T1]]
// CHECK: memref.load %arg0[%[[R1]], %arg3]
// CHECK: math.fma %arg6, %{{.*}}, %arg8 : vector<4xf32>
// CHECK-NOT: lowp.wave_rescale
gpu.module @k {
  gpu.func @uniform(%sa: memref<?x?xf32>, %sb: memref<?x?xf32>, %row: index, %g: index,
                    %cb: index, %p0: vector<4xf32>, %p1: vector<4xf32>,
                    %a0: vector<4xf32>, %a1: vector<4xf32>, %valid: i1,
                    %out: memref<2xvector<4xf32>>) kernel {
    %lane = gpu.lane_id
    %r:2 = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        part(%p0, %p1 : vector<4xf32>, vector<4xf32>) acc(%a0, %a1 : vector<4xf32>, vector<4xf32>)
        lane %lane scale_a(%sa[%row, %g] along 0 : memref<?x?xf32>)
        scale_b(%sb[%cb, %g] : memref<?x?xf32>) if %valid
        {factor = 2.0 : f32, tiles = array<i64: 2, 1>}
    %z = arith.constant 0 : index
    %o = arith.constant 1 : index
    memref.store %r#0, %out[%z] : memref<2xvector<4xf32>>
    memref.store %r#1, %out[%o] : memref<2xvector<4xf32>>
    gpu.return
  }

  // B's scales per column, staged in LDS ([half][column]), A's K-major
  // ([group][row]: along 1), 32 x 32 tiles: lane l's 16 registers of tile
  // j are 4 quads, columns 32 j + 8 p + 4 (l / 32) .. + 3, read as vectors
  // of 4 and joined; no factor: 1.
  // ROUND-LABEL: gpu.func @columns
  // ROUND: scale_a(%arg0[%arg3, %arg2] along 1 : memref<?x?xf32>) scale_b(%arg1[%arg4, %arg5] along 1 : memref<2x64xf32, #gpu.address_space<workgroup>>) {tiles = array<i64: 1, 1>}
  // CHECK-LABEL: gpu.func @columns
  // CHECK: %[[LANE:.*]] = gpu.lane_id
  // CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
  // CHECK-NEXT: %[[LT:.*]] = arith.remui %[[LANE]], %[[C32]]
  // CHECK-NEXT: %[[C32B:.*]] = arith.constant 32 : index
  // CHECK-NEXT: %[[LG:.*]] = arith.divui %[[LANE]], %[[C32B]]
  // CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK: %[[Q4:.*]] = arith.muli %[[LG]], %{{.*}}
  // CHECK: %[[COL0:.*]] = arith.addi %arg5, %[[Q4]]
  // CHECK: %[[QV0:.*]] = vector.load %arg1[%arg4, %[[COL0]]] : memref<2x64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
  // CHECK: %[[C8:.*]] = arith.constant 8 : index
  // CHECK: arith.addi %{{.*}}, %[[C8]]
  // CHECK: vector.load %arg1
  // CHECK: vector.shuffle
  // CHECK: vector.load %arg1
  // CHECK: vector.shuffle
  // CHECK: vector.load %arg1
  // CHECK: %[[SBV:.*]] = vector.shuffle {{.*}} : vector<12xf32>, vector<4xf32>
  // CHECK: %[[FV:.*]] = vector.broadcast %[[ONE]] : f32 to vector<16xf32>
  // CHECK: %[[SBF:.*]] = arith.mulf %[[SBV]], %[[FV]] : vector<16xf32>
  // CHECK: %[[ROW:.*]] = arith.addi %arg2, %[[LT]]
  // CHECK: %[[SA:.*]] = memref.load %arg0[%arg3, %[[ROW]]]
  // CHECK: %[[SAV:.*]] = vector.broadcast %[[SA]] : f32 to vector<16xf32>
  // CHECK: %[[S:.*]] = arith.mulf %[[SAV]], %[[SBF]] : vector<16xf32>
  // CHECK: math.fma %arg6, %[[S]], %arg7 : vector<16xf32>
  // CHECK-NOT: arith.select
  // CHECK-NOT: lowp.wave_rescale
  gpu.func @columns(%sa: memref<?x?xf32>, %lsb: memref<2x64xf32, #gpu.address_space<workgroup>>,
                    %row: index, %g: index, %half: index, %col: index,
                    %p0: vector<16xf32>, %a0: vector<16xf32>,
                    %out: memref<1xvector<16xf32>>) kernel {
    %lane = gpu.lane_id
    %r = lowp.wave_rescale #lowp.mfma<scaled 32x32x64, f8E4M3FN, f8E4M3FN>
        part(%p0 : vector<16xf32>) acc(%a0 : vector<16xf32>)
        lane %lane scale_a(%sa[%g, %row] along 1 : memref<?x?xf32>)
        scale_b(%lsb[%half, %col] along 1 : memref<2x64xf32, #gpu.address_space<workgroup>>)
        {tiles = array<i64: 1, 1>}
    %z = arith.constant 0 : index
    memref.store %r, %out[%z] : memref<1xvector<16xf32>>
    gpu.return
  }
}
