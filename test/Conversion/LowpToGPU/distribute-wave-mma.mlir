// Distribution (stage 4) on its own, on wave_mma ops an embedder could
// write on its own LDS tiles: each lane's fragment reads in the
// instruction's lane layout and one lowp.mfma per instruction (B's fragment
// as the instruction's A: C^T tiles).
// RUN: lowp-opt %s --lowp-distribute-wave-mma | FileCheck %s
// RUN: lowp-opt %s --lowp-distribute-wave-mma --lowp-mfma-to-amdgpu | FileCheck %s --check-prefix=AMDGPU
// The same patterns from a transform script
// (transform.apply_patterns.lowp.distribute_wave_mma, then mfma_to_amdgpu).
// RUN: lowp-opt %s --transform-preload-library="transform-library-paths=%S/Inputs/distribute-patterns-script.mlir" --transform-interpreter | FileCheck %s --check-prefix=AMDGPU

// Rows of fp8 codes, 1 x 2 tiles, two K steps: lane l reads 8 bytes of row
// l % 16 at K 8 (l / 16) (+ 32 for the second step) of A's tile and of
// B's two 16-row tiles.
// CHECK-LABEL: gpu.func @rows
// CHECK: %[[LANE:.*]] = gpu.lane_id
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT: %[[L16:.*]] = arith.remui %[[LANE]], %[[C16]]
// CHECK-NEXT: %[[C16B:.*]] = arith.constant 16 : index
// CHECK-NEXT: %[[LQ:.*]] = arith.divui %[[LANE]], %[[C16B]]
// CHECK-NOT: arith.xori
// CHECK: %[[K0:.*]] = arith.muli %[[LQ]], %{{.*}} : index
// CHECK: %[[ROW:.*]] = arith.addi %[[R0:.*]], %[[L16]] : index
// CHECK: %[[A0:.*]] = vector.load %arg0[%[[S:.*]], %[[ROW]], %[[K0]]] : memref<2x16x72xi8, #gpu.address_space<workgroup>>, vector<8xi8>
// CHECK: %[[FA0:.*]] = vector.bitcast %[[A0]] : vector<8xi8> to vector<8xf8E4M3FNUZ>
// CHECK: vector.load %arg1{{.*}} vector<8xi8>
// CHECK: %[[FB0:.*]] = vector.bitcast %{{.*}} : vector<8xi8> to vector<8xf8E5M2FNUZ>
// CHECK: %[[FB1:.*]] = vector.bitcast %{{.*}} : vector<8xi8> to vector<8xf8E5M2FNUZ>
// CHECK: %[[C0:.*]] = lowp.mfma #lowp.mfma<16x16x32, f8E5M2FNUZ, f8E4M3FNUZ> %[[FB0]], %[[FA0]], %arg4
// CHECK: %[[C1:.*]] = lowp.mfma #lowp.mfma<16x16x32, f8E5M2FNUZ, f8E4M3FNUZ> %[[FB1]], %[[FA0]], %arg5
// Second K step: 32 bytes further.
// CHECK: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[K1:.*]] = arith.addi %[[K0b:.*]], %[[C32]] : index
// CHECK: vector.load %arg0[{{.*}}, %[[K1]]]
// CHECK: lowp.mfma {{.*}}, %[[C0]]
// CHECK: lowp.mfma {{.*}}, %[[C1]]
// CHECK-NOT: lowp.wave_mma
// AMDGPU-COUNT-4: amdgpu.mfma 16x16x32
// AMDGPU-NOT: lowp.
gpu.module @k {
  gpu.func @rows(%la: memref<2x16x72xi8, #gpu.address_space<workgroup>>,
                 %lb: memref<2x32x72xi8, #gpu.address_space<workgroup>>,
                 %stage: index, %row: index, %c0: vector<4xf32>, %c1: vector<4xf32>,
                 %out: memref<2xvector<4xf32>>) kernel {
    %lane = gpu.lane_id
    %z = arith.constant 0 : index
    %r:2 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E5M2FNUZ> %la(rows), %lb(rows) stage %stage at(%row, %z) lane %lane k_wave %z
        acc(%c0, %c1 : vector<4xf32>, vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 2>}
        : memref<2x16x72xi8, #gpu.address_space<workgroup>>, memref<2x32x72xi8, #gpu.address_space<workgroup>>
    %o = arith.constant 1 : index
    memref.store %r#0, %out[%z] : memref<2xvector<4xf32>>
    memref.store %r#1, %out[%o] : memref<2xvector<4xf32>>
    gpu.return
  }

  // Swizzled rows: the lane's quarter (l / 16) ^ ((l % 16 >> 1) & 3), once,
  // next to the lane's id.
  // CHECK-LABEL: gpu.func @swizzled
  // CHECK: %[[LANE:.*]] = gpu.lane_id
  // CHECK: %[[L16:.*]] = arith.remui %[[LANE]]
  // CHECK: %[[LQ:.*]] = arith.divui %[[LANE]]
  // CHECK: %[[H:.*]] = arith.divui %[[L16]]
  // CHECK: %[[KEY:.*]] = arith.remui %[[H]]
  // CHECK: %[[Q:.*]] = arith.xori %[[LQ]], %[[KEY]] : index
  // CHECK: arith.muli %[[Q]]
  // CHECK: lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
  gpu.func @swizzled(%la: memref<2x16x64xi8, #gpu.address_space<workgroup>>,
                     %stage: index, %c0: vector<4xf32>, %out: memref<vector<4xf32>>) kernel {
    %lane = gpu.lane_id
    %z = arith.constant 0 : index
    %r = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(swizzled), %la(swizzled) stage %stage at(%z, %z) lane %lane k_wave %z
        acc(%c0 : vector<4xf32>) {k_steps = 1 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
        : memref<2x16x64xi8, #gpu.address_space<workgroup>>, memref<2x16x64xi8, #gpu.address_space<workgroup>>
    memref.store %r, %out[] : memref<vector<4xf32>>
    gpu.return
  }

  // gfx942's MX: each instruction one 32-K group, from a zero accumulator;
  // its partial sum times A's row scale and B's column scales, added.
  // CHECK-LABEL: gpu.func @partial_sums
  // CHECK: %[[SA:.*]] = memref.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x2x16xf32, #gpu.address_space<workgroup>>
  // CHECK: %[[SAV:.*]] = vector.broadcast %[[SA]] : f32 to vector<4xf32>
  // CHECK: %[[SB:.*]] = vector.load %arg1[{{.*}}] : memref<2x2x16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
  // CHECK: %[[P:.*]] = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %{{.*}}, %{{.*}}, %cst
  // CHECK: amdgpu.sched_barrier
  // CHECK: %[[PS:.*]] = arith.mulf %[[P]], %[[SAV]] : vector<4xf32>
  // CHECK: math.fma %[[PS]], %[[SB]], %arg2 : vector<4xf32>
  gpu.func @partial_sums(%la: memref<2x16x72xi8, #gpu.address_space<workgroup>>,
                         %ls: memref<2x2x16xf32, #gpu.address_space<workgroup>>,
                         %c0: vector<4xf32>, %out: memref<vector<4xf32>>) kernel {
    %lane = gpu.lane_id
    %z = arith.constant 0 : index
    %r = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(rows), %la(rows) stage %z at(%z, %z) lane %lane k_wave %z
        scales(%ls, %ls : memref<2x2x16xf32, #gpu.address_space<workgroup>>, memref<2x2x16xf32, #gpu.address_space<workgroup>>)
        acc(%c0 : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
        : memref<2x16x72xi8, #gpu.address_space<workgroup>>, memref<2x16x72xi8, #gpu.address_space<workgroup>>
    memref.store %r, %out[] : memref<vector<4xf32>>
    gpu.return
  }

  // gfx950: MXFP8 x MXFP4 with B K-major, the second of two waves along K:
  // A's 16 + 16 fp8 bytes from rows, B's 32 fp4 codes by two transpose
  // loads; the lane's E8M0 codes as one register each, a byte per
  // instruction (codes past the lane's L / W = 2 are 2^0).
  // CHECK-LABEL: gpu.func @scaled_kmajor
  // CHECK: %[[SCA:.*]] = vector.load %arg2[{{.*}}] {alignment = 2 : i64} : memref<2x128xi8, #gpu.address_space<workgroup>>, vector<2xi8>
  // CHECK: vector.shuffle %[[SCA]], %{{.*}} [0, 1, 4, 5] : vector<2xi8>, vector<4xi8>
  // CHECK: vector.load %arg0{{.*}} vector<16xi8>
  // CHECK: vector.load %arg0{{.*}} vector<16xi8>
  // CHECK: amdgpu.transpose_load %arg1{{.*}} -> vector<16xi4>
  // CHECK: amdgpu.transpose_load %arg1{{.*}} -> vector<16xi4>
  // CHECK: lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> {{.*}} scales({{.*}}) : vector<32xf4E2M1FN>, vector<32xf8E4M3FN>, vector<16xf32>
  // CHECK: lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> {{.*}} {scale_a_byte = 1 : i32, scale_b_byte = 1 : i32}
  // AMDGPU: amdgpu.scaled_mfma 32x32x64
  gpu.func @scaled_kmajor(%la: memref<2x32x136xi8, #gpu.address_space<workgroup>>,
                          %lb: memref<2x128x24xi8, #gpu.address_space<workgroup>>,
                          %ls: memref<2x128xi8, #gpu.address_space<workgroup>>,
                          %c0: vector<16xf32>, %out: memref<vector<16xf32>>) kernel {
    %lane = gpu.lane_id
    %z = arith.constant 0 : index
    %w = arith.constant 1 : index
    %r = lowp.wave_mma #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN> %la(rows), %lb(k_major) stage %z at(%z, %z) lane %lane k_wave %w
        scales(%ls, %ls : memref<2x128xi8, #gpu.address_space<workgroup>>, memref<2x128xi8, #gpu.address_space<workgroup>>)
        acc(%c0 : vector<16xf32>) {k_steps = 2 : i64, k_waves = 2 : i64, tiles = array<i64: 1, 1>}
        : memref<2x32x136xi8, #gpu.address_space<workgroup>>, memref<2x128x24xi8, #gpu.address_space<workgroup>>
    memref.store %r, %out[] : memref<vector<16xf32>>
    gpu.return
  }
}

// lowp.wave_split as index arithmetic: wave w = t / 64, lane t % 64; four
// wave tiles of 64 x 64 in a 128 x 128 tile, two waves along K each: share
// w / 4, tile w % 4 at row (w % 4) / 2 * 64, column (w % 4) % 2 * 64.
// CHECK-LABEL: func.func @wave_split
// CHECK-NOT: lowp.wave_split
// CHECK: %[[W:.*]] = arith.divui %arg0, %{{.*}} : index
// CHECK: %[[L:.*]] = arith.remui %arg0, %{{.*}} : index
// CHECK-NOT: arith.constant 0 : index
// CHECK: %[[KW:.*]] = arith.divui %[[W]], %c4 : index
// CHECK: %[[T:.*]] = arith.remui %[[W]], %c4{{.*}} : index
// CHECK: %[[R:.*]] = arith.divui %[[T]], %{{.*}} : index
// CHECK: %[[ROW:.*]] = arith.muli %[[R]], %c64{{.*}} : index
// CHECK: %[[C:.*]] = arith.remui %[[T]], %{{.*}} : index
// CHECK: %[[COL:.*]] = arith.muli %[[C]], %{{.*}} : index
// CHECK: return %[[ROW]], %[[COL]], %[[T]], %[[KW]], %[[L]]
// Without waves along K, share 0 and tile w.
// CHECK-LABEL: func.func @wave_split_one_k
// CHECK: %[[W1:.*]] = arith.divui %arg0, %{{.*}} : index
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: return %{{.*}}, %{{.*}}, %[[W1]], %[[Z]], %{{.*}}
func.func @wave_split(%t: index) -> (index, index, index, index, index) {
  %row, %col, %wave, %kw, %lane = lowp.wave_split %t {tile = array<i64: 128, 128>, waves = array<i64: 2, 2, 2>}
  return %row, %col, %wave, %kw, %lane : index, index, index, index, index
}
func.func @wave_split_one_k(%t: index) -> (index, index, index, index, index) {
  %row, %col, %wave, %kw, %lane = lowp.wave_split %t {tile = array<i64: 256, 128>, waves = array<i64: 4, 2, 1>}
  return %row, %col, %wave, %kw, %lane : index, index, index, index, index
}
