// The per-block scaled form of the direct kernels' fragment ops (gfx942's
// MX, no scaled MFMA), on hand-written ops: lowp.fragment_read on the
// 16x16x32 fp8 form with scale_block 32 reads, per 32-K block s, the lane's
// codes K k + 32 s + 8 (l / 16) .. + 7 (A: packed fp4, 4 bytes; B: fp6, a
// byte each), then the four blocks' E8M0 codes: A's of its row; B's, with
// acc_rows, of the rows 4 (l / 16) + q its accumulators hold. whole_block
// (A) reads without masks; B's blocks past K read past the buffer's end
// (column rows * K) and their scale codes from K's last block.
// lowp.fragment_mma maps the codes into FNUZ fp8, decodes the scales
// (ldexp of 2^(log2 - 127)), keeps the largest codes (NaN flags) and per
// block issues one MFMA into zeros scaled into the accumulator.
// RUN: lowp-opt %s --lowp-lower-tile-copies=chip=gfx942 --lowp-distribute-wave-mma | FileCheck %s
// RUN: lowp-opt %s --lowp-lower-tile-copies=chip=gfx942 --lowp-distribute-wave-mma --lowp-mfma-to-amdgpu | FileCheck %s --check-prefix=AMDGPU
// CHECK-LABEL: gpu.func @per_block
// A: four unmasked 4-byte loads at (K / 2), then four scale codes.
// CHECK-NOT: arith.select
// CHECK: %[[A0:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] : memref<?x?xi8>, vector<4xi8>
// CHECK-COUNT-3: vector.load %arg0[%{{.*}}, %{{.*}}] : memref<?x?xi8>, vector<4xi8>
// CHECK: %[[SA0:.*]] = memref.load %arg1
// CHECK: %[[EA0:.*]] = arith.extui %[[SA0]] : i8 to i32
// CHECK-COUNT-3: arith.extui %{{.*}} : i8 to i32
// B: the blocks' K tests, K's last block, masked 8-byte loads.
// CHECK: %[[PAST:.*]] = arith.muli %arg4, %arg5 : index
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %arg3, %arg5 : index
// CHECK-COUNT-3: arith.cmpi ult
// CHECK: %[[LASTB:.*]] = arith.divui %arg5, %{{.*}} : index
// CHECK: %[[LAST:.*]] = arith.addi %[[LASTB]], %{{.*}} : index
// CHECK: %[[COL0:.*]] = arith.select %[[IN0]], %{{.*}}, %[[PAST]] : index
// CHECK: vector.load %arg0[%{{.*}}, %[[COL0]]] : memref<?x?xi8>, vector<8xi8>
// CHECK-COUNT-3: vector<8xi8>
// The accumulator rows: row + 4 (l / 16) + q.
// CHECK: %[[R0:.*]] = arith.addi %arg2, %{{.*}} : index
// CHECK: %[[R1:.*]] = arith.addi %[[R0]], %{{.*}} : index
// CHECK: %[[R2:.*]] = arith.addi %[[R0]], %{{.*}} : index
// CHECK: %[[R3:.*]] = arith.addi %[[R0]], %{{.*}} : index
// CHECK: %[[BLK0:.*]] = arith.minui %{{.*}}, %[[LAST]] : index
// CHECK: memref.load %arg1[%[[R0]], %[[BLK0]]]
// CHECK: memref.load %arg1[%[[R1]], %[[BLK0]]]
// CHECK: memref.load %arg1[%[[R2]], %[[BLK0]]]
// CHECK: memref.load %arg1[%[[R3]], %[[BLK0]]]
// CHECK-COUNT-3: arith.minui
// A's scales are 2^(e - 127) (the base made once per operand); its fp4
// codes mapped in order (no even_odd): bytes interleaved.
// CHECK: %[[CA:.*]] = arith.constant 5.87747175E-39 : f32
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xi8>, vector<4xi8>
// CHECK: %[[FA0:.*]] = vector.bitcast %{{.*}} : vector<8xi8> to vector<8xf8E4M3FNUZ>
// A's flag: the largest code.
// CHECK: %[[FLA:.*]] = arith.maxui %arg7, %[[EA0]] : i32
// CHECK: %[[SCA0:.*]] = llvm.intr.ldexp(%[[CA]], %[[EA0]]) : (f32, i32) -> f32
// CHECK-COUNT-2: arith.maxui %{{.*}} : i32
// CHECK: %[[FLA3:.*]] = arith.maxui %{{.*}} : i32
// B's scales (fp6 E2M3: 2^7 back): 2^(e - 120), four columns a block.
// CHECK: arith.constant 7.52316385E-37 : f32
// CHECK: %[[FB0:.*]] = vector.bitcast %{{.*}} : vector<8xi8> to vector<8xf8E4M3FNUZ>
// CHECK: %[[CB0:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[FLB:.*]] = arith.maxui %arg8, %[[CB0]] : vector<4xi32>
// CHECK: %[[SB0:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-COUNT-2: arith.maxui %{{.*}} : vector<4xi32>
// CHECK: %[[FLB3:.*]] = arith.maxui %{{.*}} : vector<4xi32>
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK: %[[SAV:.*]] = vector.broadcast %[[SCA0]] : f32 to vector<4xf32>
// CHECK: %[[P:.*]] = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %[[FB0]], %[[FA0]], %[[Z]]
// CHECK: %[[PS:.*]] = arith.mulf %[[P]], %[[SAV]] : vector<4xf32>
// CHECK: %[[C0:.*]] = math.fma %[[PS]], %[[SB0]], %arg6 : vector<4xf32>
// CHECK-COUNT-3: = lowp.mfma #
// CHECK: %[[C3:.*]] = math.fma
// CHECK: memref.store %[[C3]], %arg9
// CHECK: memref.store %[[FLA3]], %arg10
// CHECK: memref.store %[[FLB3]], %arg11
// AMDGPU-LABEL: gpu.func @per_block
// AMDGPU-COUNT-4: amdgpu.mfma 16x16x32
gpu.module @k {
  gpu.func @per_block(%m: memref<?x?xi8>, %s: memref<?x?xi8>, %row: index, %k: index, %rows: index, %kb: index, %c: vector<4xf32>, %fa: i32, %fb: vector<4xi32>, %out: memref<1xvector<4xf32>>, %fo: memref<1xi32>, %go: memref<1xvector<4xi32>>) {
    %lane = gpu.lane_id
    %a:8 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%row, %k] bounds(%rows, %kb) lane %lane
        codes f4E2M1FN scales(%s : memref<?x?xi8>) {scale_block = 32 : i64, tiles = 1 : i64, whole_block}
        : memref<?x?xi8> -> vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, i32, i32, i32, i32
    %b:20 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%row, %k] bounds(%rows, %kb) lane %lane
        codes f6E2M3FN scales(%s : memref<?x?xi8>) {acc_rows, scale_block = 32 : i64, tiles = 1 : i64}
        : memref<?x?xi8> -> vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
    %r:3 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        lhs(%a#0, %a#1, %a#2, %a#3, %a#4, %a#5, %a#6, %a#7 : vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, i32, i32, i32, i32) codes f4E2M1FN
        rhs(%b#0, %b#1, %b#2, %b#3, %b#4, %b#5, %b#6, %b#7, %b#8, %b#9, %b#10, %b#11, %b#12, %b#13, %b#14, %b#15, %b#16, %b#17, %b#18, %b#19 : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) codes f6E2M3FN
        acc(%c, %fa, %fb : vector<4xf32>, i32, vector<4xi32>) {scale_block = 32 : i64, scale_log2 = array<i64: 0, 7>, tiles = array<i64: 1, 1>}
    %i0 = arith.constant 0 : index
    memref.store %r#0, %out[%i0] : memref<1xvector<4xf32>>
    memref.store %r#1, %fo[%i0] : memref<1xi32>
    memref.store %r#2, %go[%i0] : memref<1xvector<4xi32>>
    gpu.return
  }
}
