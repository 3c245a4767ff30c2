// The direct kernels' stage-3/4 ops on their own, as an embedder could
// write them: lowp.fragment_read (a wave's fragments of one 128-K block
// from global memory, in the instruction's lane layout; lowered with the
// tile copies), lowp.fragment_decode (codes into exact bf16 / f16 values,
// tile-copies-dequant-*.mlir's decoder) and lowp.fragment_mma (registers
// into MFMA operands, one lowp.mfma per instruction; B's fragment is the
// instruction's A).
// RUN: lowp-opt %s --lowp-lower-tile-copies=chip=gfx950 --lowp-distribute-wave-mma | FileCheck %s
// RUN: lowp-opt %s --lowp-lower-tile-copies=chip=gfx950 --lowp-distribute-wave-mma --lowp-mfma-to-amdgpu | FileCheck %s --check-prefix=AMDGPU

// gfx950, MXFP8 x MXFP6: lane l reads row `row + l % 16` at K `k + 16 (l /
// 16)` and `k + 64 + 16 (l / 16)` (two 16-byte loads) of A; fp6 B codes, a
// byte each, K `k + 32 (l / 16)` .. + 31; a K past `bounds` reads at column
// rows * K (past the buffer); each tile's E8M0 code of its 32-block (127 past
// K), the tiles' codes one scale word.
// CHECK-LABEL: gpu.func @mx_f8_f6
// CHECK: %[[LANE:.*]] = gpu.lane_id
// CHECK: arith.divui %[[LANE]], %{{.*}} : index
// CHECK: %[[ROW:.*]] = arith.addi %arg4, %{{.*}} : index
// CHECK: %[[Q16:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[KA:.*]] = arith.addi %arg5, %[[Q16]] : index
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[KA]], %arg7 : index
// CHECK: %[[PAST:.*]] = arith.muli %arg6, %arg7 : index
// CHECK: %[[COL:.*]] = arith.select %[[IN]], %[[KA]], %[[PAST]] : index
// CHECK: %[[A0:.*]] = vector.load %arg0[%[[ROW]], %[[COL]]] : memref<?x?xi8>, vector<16xi8>
// CHECK: %[[A1:.*]] = vector.load %arg0[%[[ROW]], %{{.*}}] : memref<?x?xi8>, vector<16xi8>
// CHECK: %[[SCODE:.*]] = memref.load %arg2[%[[ROW]], %{{.*}}] : memref<?x?xi8>
// CHECK: %[[SA:.*]] = arith.select %{{.*}}, %[[SCODE]], %{{.*}} : i8
// B: two tiles of fp6 codes, 32 bytes each.
// CHECK-COUNT-2: vector.load %arg1[{{.*}}] : memref<?x?xi8>, vector<32xi8>
// CHECK: %[[AV:.*]] = vector.shuffle %[[A0]], %[[A1]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi8>, vector<16xi8>
// CHECK: %[[FA:.*]] = vector.bitcast %[[AV]] : vector<32xi8> to vector<32xf8E4M3FN>
// CHECK: %[[FB0:.*]] = vector.bitcast %{{.*}} : vector<24xi8> to vector<32xf6E2M3FN>
// CHECK: %[[FB1:.*]] = vector.bitcast %{{.*}} : vector<24xi8> to vector<32xf6E2M3FN>
// CHECK: %[[WA:.*]] = vector.from_elements %[[SA]], %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi8>
// CHECK: %[[WAF:.*]] = vector.bitcast %[[WA]] : vector<4xi8> to vector<4xf8E8M0FNU>
// CHECK: %[[WB:.*]] = vector.from_elements
// CHECK: %[[WBF:.*]] = vector.bitcast %[[WB]] : vector<4xi8> to vector<4xf8E8M0FNU>
// CHECK: lowp.mfma #lowp.mfma<scaled 16x16x128, f6E2M3FN, f8E4M3FN> %[[FB0]], %[[FA]], %arg8 scales(%[[WBF]], %[[WAF]] : vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) : vector<32xf6E2M3FN>
// CHECK: lowp.mfma #lowp.mfma<scaled 16x16x128, f6E2M3FN, f8E4M3FN> %[[FB1]], %[[FA]], %arg9 scales(%[[WBF]], %[[WAF]] : vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) {scale_a_byte = 1 : i32}
// AMDGPU-LABEL: gpu.func @mx_f8_f6
// AMDGPU-COUNT-2: amdgpu.scaled_mfma 16x16x128
gpu.module @k {
  gpu.func @mx_f8_f6(%a: memref<?x?xi8>, %b: memref<?x?xi8>, %sa: memref<?x?xi8>,
                     %sb: memref<?x?xi8>, %row: index, %k: index, %m: index,
                     %kb: index, %c0: vector<4xf32>, %c1: vector<4xf32>,
                     %n: index, %out: memref<2xvector<4xf32>>) {
    %lane = gpu.lane_id
    %fa:3 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f6E2M3FN>
        %a[%row, %k] bounds(%m, %kb) lane %lane codes f8E4M3FN
        scales(%sa : memref<?x?xi8>) {tiles = 1 : i64}
        : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>, i8
    %fb:4 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f6E2M3FN>
        %b[%row, %k] bounds(%n, %kb) lane %lane codes f6E2M3FN
        scales(%sb : memref<?x?xi8>) {tiles = 2 : i64}
        : memref<?x?xi8> -> vector<32xi8>, i8, vector<32xi8>, i8
    %r:2 = lowp.fragment_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f6E2M3FN>
        lhs(%fa#0, %fa#1, %fa#2 : vector<16xi8>, vector<16xi8>, i8) codes f8E4M3FN
        rhs(%fb#0, %fb#1, %fb#2, %fb#3 : vector<32xi8>, i8, vector<32xi8>, i8) codes f6E2M3FN
        acc(%c0, %c1 : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 1, 2>}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    memref.store %r#0, %out[%i0] : memref<2xvector<4xf32>>
    memref.store %r#1, %out[%i1] : memref<2xvector<4xf32>>
    gpu.return
  }

  // gfx942, OCP fp8 codes x FNUZ ones: the lane's 32 values K 32 (l / 16) ..
  // + 31 of each row (one K test for both tiles), A's mapped to FNUZ (the
  // OCP bridge: word arithmetic on the codes), B's as they are; four instructions
  // per tile pair on 8-value slices, slice by slice.
  // CHECK-LABEL: gpu.func @fp8_bridge
  // CHECK: %[[KC:.*]] = arith.addi %arg4, %{{.*}} : index
  // CHECK: %[[IN:.*]] = arith.cmpi ult, %[[KC]], %arg6 : index
  // CHECK: %[[A:.*]] = vector.load %arg0[{{.*}}] : memref<?x?xi8>, vector<32xi8>
  // CHECK-COUNT-2: vector.load %arg1[{{.*}}] : memref<?x?xi8>, vector<32xi8>
  // CHECK: arith.andi %{{.*}} : vector<8xi32>
  // CHECK: %[[FA:.*]] = vector.bitcast %{{.*}} : vector<32xi8> to vector<32xf8E4M3FNUZ>
  // CHECK: %[[FB0:.*]] = vector.bitcast %{{.*}} : vector<32xi8> to vector<32xf8E4M3FNUZ>
  // CHECK: %[[FB1:.*]] = vector.bitcast %{{.*}} : vector<32xi8> to vector<32xf8E4M3FNUZ>
  // CHECK: %[[B00:.*]] = vector.shuffle %[[FB0]], %[[FB0]] [0, 1, 2, 3, 4, 5, 6, 7]
  // CHECK: %[[A00:.*]] = vector.shuffle %[[FA]], %[[FA]] [0, 1, 2, 3, 4, 5, 6, 7]
  // CHECK: lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %[[B00]], %[[A00]], %arg7
  // CHECK: vector.shuffle %[[FB1]], %[[FB1]] [0, 1, 2, 3, 4, 5, 6, 7]
  // CHECK: vector.shuffle %[[FB0]], %[[FB0]] [8, 9, 10, 11, 12, 13, 14, 15]
  // CHECK-COUNT-6: lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
  // CHECK-NOT: lowp.mfma
  // CHECK: gpu.return
  gpu.func @fp8_bridge(%a: memref<?x?xi8>, %b: memref<?x?xi8>, %row: index,
                       %col: index, %k: index, %m: index, %kb: index,
                       %c0: vector<4xf32>, %c1: vector<4xf32>, %n: index,
                       %out: memref<2xvector<4xf32>>) {
    %lane = gpu.lane_id
    %fa = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        %a[%row, %k] bounds(%m, %kb) lane %lane codes f8E4M3FN {tiles = 1 : i64}
        : memref<?x?xi8> -> vector<32xi8>
    %fb:2 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        %b[%col, %k] bounds(%n, %kb) lane %lane codes f8E4M3FNUZ {tiles = 2 : i64}
        : memref<?x?xi8> -> vector<32xi8>, vector<32xi8>
    %r:2 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        lhs(%fa : vector<32xi8>) codes f8E4M3FN
        rhs(%fb#0, %fb#1 : vector<32xi8>, vector<32xi8>) codes f8E4M3FNUZ
        acc(%c0, %c1 : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 1, 2>}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    memref.store %r#0, %out[%i0] : memref<2xvector<4xf32>>
    memref.store %r#1, %out[%i1] : memref<2xvector<4xf32>>
    gpu.return
  }

  // Packed fp6 codes (gfx950's folded fp6 weights, four in three bytes): the
  // lane's 32 codes are 24 bytes at 3/4 of its K column, the instruction's
  // operand as they are (no udot4 packing).
  // CHECK-LABEL: gpu.func @fp6_packed
  // CHECK-NOT: llvm.amdgcn.udot4
  // CHECK: %[[C3:.*]] = arith.muli %{{.*}}, %c3 : index
  // CHECK: %[[AT:.*]] = arith.divui %[[C3]], %c4 : index
  // CHECK: %[[P:.*]] = vector.load %arg1[%{{.*}}, %[[AT]]] : memref<?x?xi8>, vector<24xi8>
  // CHECK-NOT: llvm.amdgcn.udot4
  // CHECK: %[[F:.*]] = vector.bitcast %[[P]] : vector<24xi8> to vector<32xf6E2M3FN>
  // CHECK: lowp.mfma #lowp.mfma<scaled 16x16x128, f6E2M3FN, f8E4M3FN> %[[F]],
  gpu.func @fp6_packed(%a: memref<?x?xi8>, %b: memref<?x?xi8>, %sa: memref<?x?xi8>,
                       %sb: memref<?x?xi8>, %row: index, %k: index, %m: index,
                       %kb: index, %c0: vector<4xf32>, %n: index,
                       %out: memref<1xvector<4xf32>>) {
    %lane = gpu.lane_id
    %fa:3 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f6E2M3FN>
        %a[%row, %k] bounds(%m, %kb) lane %lane codes f8E4M3FN
        scales(%sa : memref<?x?xi8>) {tiles = 1 : i64}
        : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>, i8
    %fb:2 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f6E2M3FN>
        %b[%row, %k] bounds(%n, %kb) lane %lane codes f6E2M3FN
        scales(%sb : memref<?x?xi8>) {packed, tiles = 1 : i64}
        : memref<?x?xi8> -> vector<24xi8>, i8
    %r = lowp.fragment_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f6E2M3FN>
        lhs(%fa#0, %fa#1, %fa#2 : vector<16xi8>, vector<16xi8>, i8) codes f8E4M3FN
        rhs(%fb#0, %fb#1 : vector<24xi8>, i8) codes f6E2M3FN
        acc(%c0 : vector<4xf32>) {tiles = array<i64: 1, 1>}
    %i0 = arith.constant 0 : index
    memref.store %r, %out[%i0] : memref<1xvector<4xf32>>
    gpu.return
  }

  // bf16 values (gfx942's 16x16x16): 32 a lane, eight instructions of four.
  // CHECK-LABEL: gpu.func @bf16
  // CHECK: vector.load %arg0[{{.*}}] : memref<?x?xbf16>, vector<32xbf16>
  // CHECK: vector.load %arg1[{{.*}}] : memref<?x?xbf16>, vector<32xbf16>
  // CHECK-COUNT-8: lowp.mfma #lowp.mfma<16x16x16, bf16, bf16> {{.*}} : vector<4xbf16>, vector<4xbf16>, vector<4xf32>
  // CHECK-NOT: lowp.mfma
  gpu.func @bf16(%a: memref<?x?xbf16>, %b: memref<?x?xbf16>, %row: index,
                 %k: index, %m: index, %kb: index, %c0: vector<4xf32>,
                 %out: memref<1xvector<4xf32>>) {
    %lane = gpu.lane_id
    %fa = lowp.fragment_read #lowp.mfma<16x16x16, bf16, bf16>
        %a[%row, %k] bounds(%m, %kb) lane %lane codes bf16 {tiles = 1 : i64}
        : memref<?x?xbf16> -> vector<32xbf16>
    %fb = lowp.fragment_read #lowp.mfma<16x16x16, bf16, bf16>
        %b[%row, %k] bounds(%m, %kb) lane %lane codes bf16 {tiles = 1 : i64}
        : memref<?x?xbf16> -> vector<32xbf16>
    %r = lowp.fragment_mma #lowp.mfma<16x16x16, bf16, bf16>
        lhs(%fa : vector<32xbf16>) codes bf16 rhs(%fb : vector<32xbf16>) codes bf16
        acc(%c0 : vector<4xf32>) {tiles = array<i64: 1, 1>}
    %i0 = arith.constant 0 : index
    memref.store %r, %out[%i0] : memref<1xvector<4xf32>>
    gpu.return
  }
}
