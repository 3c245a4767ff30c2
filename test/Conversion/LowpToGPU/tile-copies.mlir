// Promotion's copies (stage 3) on their own: lowp.tile_read /
// lowp.tile_write and lowp.scale_read / lowp.scale_write as an embedder
// could write them, lowered to each thread's loads, code maps, scale
// decoding and LDS stores.
// RUN: lowp-opt %s --lowp-lower-tile-copies --canonicalize --cse | FileCheck %s
// The same patterns from a transform script
// (transform.apply_patterns.lowp.lower_tile_copies).
// RUN: lowp-opt %s --transform-preload-library="transform-library-paths=%S/Inputs/distribute-patterns-script.mlir" --transform-interpreter --canonicalize --cse | FileCheck %s

gpu.module @kernels {
  // OCP E4M3 codes bridged to FNUZ (gfx942), 64 x 64 codes in two rounds of
  // 128 threads: chunk c = tid (+ 128) at row c / 4, K 16 (c % 4); a chunk
  // past K reads column M K (past the buffer's end); the bridge per 32-bit
  // word; each chunk's 8-byte halves at slots (2 (c % 4) + h) ^ ((row >> 1)
  // & 3).
  // CHECK-LABEL: gpu.func @bridge_swizzled
  // CHECK: %[[ROW:.*]] = arith.divui %arg6, %c4 : index
  // CHECK: %[[Q:.*]] = arith.remui %arg6, %c4 : index
  // CHECK: %[[COL:.*]] = arith.muli %[[Q]], %c16 : index
  // CHECK: %[[GK:.*]] = arith.addi %arg3, %[[COL]] : index
  // CHECK: %[[INK:.*]] = arith.cmpi ult, %[[GK]], %arg5 : index
  // CHECK: %[[GROW:.*]] = arith.addi %arg2, %[[ROW]] : index
  // CHECK: %[[END:.*]] = arith.muli %arg4, %arg5 : index
  // CHECK: %[[AT:.*]] = arith.select %[[INK]], %[[GK]], %[[END]] : index
  // CHECK: %[[V:.*]] = vector.load %arg0[%[[GROW]], %[[AT]]] : memref<?x?xi8>, vector<16xi8>
  // CHECK: %[[W:.*]] = vector.bitcast %[[V]] : vector<16xi8> to vector<4xi32>
  // CHECK: arith.andi %[[W]], %cst{{.*}} : vector<4xi32>
  // CHECK: %[[BR:.*]] = vector.bitcast %{{.*}} : vector<4xi32> to vector<16xi8>
  // CHECK: arith.addi %arg6, %c128 : index
  // CHECK: vector.load %arg0{{.*}} vector<16xi8>
  // CHECK: %[[KEY:.*]] = arith.remui %{{.*}}, %c4 : index
  // CHECK: %[[SLOT:.*]] = arith.divui %[[COL]], %c8 : index
  // CHECK: %[[H0:.*]] = vector.shuffle %[[BR]], %[[BR]] [0, 1, 2, 3, 4, 5, 6, 7]
  // CHECK: %[[X0:.*]] = arith.xori %[[SLOT]], %[[KEY]] : index
  // CHECK: %[[B0:.*]] = arith.muli %[[X0]], %c8 : index
  // CHECK: vector.store %[[H0]], %arg1[%arg7, %[[ROW]], %[[B0]]] : memref<2x64x64xi8, #gpu.address_space<workgroup>>, vector<8xi8>
  // CHECK: vector.shuffle %[[BR]], %[[BR]] [8, 9, 10, 11, 12, 13, 14, 15]
  // CHECK: vector.store
  // CHECK: vector.store
  // CHECK: vector.store
  // CHECK-NOT: vector.store
  // CHECK: gpu.return
  gpu.func @bridge_swizzled(%A: memref<?x?xi8>, %lA: memref<2x64x64xi8, #gpu.address_space<workgroup>>,
                            %row: index, %k: index, %M: index, %K: index, %tid: index, %s: index)
      workgroup() private() kernel {
    %a:2 = lowp.tile_read %A[%row, %k] bounds(%M, %K) thread %tid codes f8E4M3FN as f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
    lowp.tile_write %a#0, %a#1 into %lA[%s] thread %tid (swizzled) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x64xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // whole_steps (K a multiple of BK: a step wholly inside K, or unused):
  // no test against K, no select; a K-major read at a group's K offset
  // adds it.
  // CHECK-LABEL: gpu.func @whole_steps
  // CHECK-NOT: arith.cmpi
  // CHECK-NOT: arith.select
  // CHECK: %[[ROW:.*]] = arith.divui %arg6, %c4 : index
  // CHECK: %[[Q:.*]] = arith.remui %arg6, %c4 : index
  // CHECK: %[[COL:.*]] = arith.muli %[[Q]], %c16 : index
  // CHECK: %[[GK:.*]] = arith.addi %arg3, %[[COL]] : index
  // CHECK: %[[GROW:.*]] = arith.addi %arg2, %[[ROW]] : index
  // CHECK: vector.load %arg0[%[[GROW]], %[[GK]]] : memref<?x?xi8>, vector<16xi8>
  // CHECK: %[[KROW:.*]] = arith.addi %arg3, %{{.*}} : index
  // CHECK: %[[AT:.*]] = arith.addi %arg7, %[[KROW]] : index
  // CHECK: vector.load %arg0[%[[AT]], %{{.*}}] : memref<?x?xi8>, vector<16xi8>
  // CHECK-NOT: arith.cmpi
  // CHECK-NOT: arith.select
  // CHECK: gpu.return
  gpu.func @whole_steps(%A: memref<?x?xi8>, %lA: memref<2x64x64xi8, #gpu.address_space<workgroup>>,
                        %row: index, %k: index, %M: index, %K: index, %tid: index, %off: index)
      workgroup() private() kernel {
    %a = lowp.tile_read %A[%row, %k] bounds(%M, %K) thread %tid codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 256, whole_steps} : memref<?x?xi8> -> vector<16xi8>
    %b = lowp.tile_read %A[%row, %k] bounds(%M, %K) thread %tid k_offset %off codes f8E4M3FN {k_major, tile = array<i64: 64, 64>, threads = 256, whole_steps} : memref<?x?xi8> -> vector<16xi8>
    lowp.tile_write %a into %lA[%tid] thread %tid (rows) codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<2x64x64xi8, #gpu.address_space<workgroup>>
    lowp.tile_write %b into %lA[%tid] thread %tid (rows) codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<2x64x64xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // gfx950's f8f6f4 rows: fp4 codes as read (8 bytes at half the column),
  // stored at half the byte offset; fp6 codes (one per byte in memory)
  // packed four in three bytes (two v_dot4_u32_u8 and a shift-or per word)
  // at 3/4 of the offset.
  // CHECK-LABEL: gpu.func @fp4_fp6_rows
  // CHECK: %[[Q:.*]] = arith.remui %arg7, %c8 : index
  // CHECK: %[[COL:.*]] = arith.muli %[[Q]], %c16 : index
  // CHECK: %[[AT:.*]] = arith.select
  // CHECK: %[[HALF:.*]] = arith.divui %[[AT]], %c2 : index
  // CHECK: %[[P:.*]] = vector.load %arg0[%{{.*}}, %[[HALF]]] : memref<?x?xi8>, vector<8xi8>
  // CHECK: %[[B4:.*]] = arith.divui %[[COL]], %c2 : index
  // CHECK: vector.store %[[P]], %arg1[%arg8, %{{.*}}, %[[B4]]] : memref<2x32x72xi8, #gpu.address_space<workgroup>>, vector<8xi8>
  // CHECK: vector.load %arg0[%{{.*}}, %[[AT]]] : memref<?x?xi8>, vector<16xi8>
  // CHECK-COUNT-8: llvm.call_intrinsic "llvm.amdgcn.udot4"
  // CHECK: %[[PK:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14] : vector<16xi8>, vector<16xi8>
  // CHECK: %[[B6:.*]] = arith.muli %[[Q]], %c48 : index
  // CHECK: %[[B6Q:.*]] = arith.divui %[[B6]], %c4 : index
  // CHECK: vector.store %[[PK]], %arg2[%arg8, %{{.*}}, %[[B6Q]]] : memref<2x32x112xi8, #gpu.address_space<workgroup>>, vector<12xi8>
  gpu.func @fp4_fp6_rows(%A: memref<?x?xi8>, %l4: memref<2x32x72xi8, #gpu.address_space<workgroup>>,
                         %l6: memref<2x32x112xi8, #gpu.address_space<workgroup>>,
                         %row: index, %k: index, %M: index, %K: index, %tid: index, %s: index)
      workgroup() private() kernel {
    %a = lowp.tile_read %A[%row, %k] bounds(%M, %K) thread %tid codes f4E2M1FN {tile = array<i64: 32, 128>, threads = 256} : memref<?x?xi8> -> vector<8xi8>
    lowp.tile_write %a into %l4[%s] thread %tid (rows) codes f4E2M1FN {tile = array<i64: 32, 128>, threads = 256} : vector<8xi8> into memref<2x32x72xi8, #gpu.address_space<workgroup>>
    %b = lowp.tile_read %A[%row, %k] bounds(%M, %K) thread %tid codes f6E2M3FN {tile = array<i64: 32, 128>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
    lowp.tile_write %b into %l6[%s] thread %tid (rows) codes f6E2M3FN {tile = array<i64: 32, 128>, threads = 256} : vector<16xi8> into memref<2x32x112xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // Packed fp6 codes (four in three bytes along K, as gfx950's kernels read
  // folded fp6 weights): a 16-code chunk is 12 bytes at 3/4 of its K
  // column, stored into the LDS row as it is (no udot4 packing).
  // CHECK-LABEL: gpu.func @fp6_packed
  // CHECK-NOT: llvm.amdgcn.udot4
  // CHECK: %[[C3:.*]] = arith.muli %{{.*}}, %c3 : index
  // CHECK: %[[AT:.*]] = arith.divui %[[C3]], %c4 : index
  // CHECK: %[[P:.*]] = vector.load %arg0[%{{.*}}, %[[AT]]] : memref<?x?xi8>, vector<12xi8>
  // CHECK-NOT: llvm.amdgcn.udot4
  // CHECK: vector.store %[[P]], %arg1[%arg7, %{{.*}}, %{{.*}}] : memref<2x32x112xi8, #gpu.address_space<workgroup>>, vector<12xi8>
  gpu.func @fp6_packed(%A: memref<?x?xi8>, %l6: memref<2x32x112xi8, #gpu.address_space<workgroup>>,
                       %row: index, %k: index, %M: index, %K: index, %tid: index, %s: index)
      workgroup() private() kernel {
    %b = lowp.tile_read %A[%row, %k] bounds(%M, %K) thread %tid codes f6E2M3FN {packed, tile = array<i64: 32, 128>, threads = 256} : memref<?x?xi8> -> vector<12xi8>
    lowp.tile_write %b into %l6[%s] thread %tid (rows) codes f6E2M3FN {tile = array<i64: 32, 128>, threads = 256} : vector<12xi8> into memref<2x32x112xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // fp4 into fp8 (both operands fp4 on gfx942): each 16-code chunk as its
  // 8 even codes, then its 8 odd ones, each half mapped (E2M1).
  // CHECK-LABEL: gpu.func @fp4_even_odd
  // CHECK: %[[V:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] : memref<?x?xi8>, vector<8xi8>
  // CHECK: %[[W:.*]] = vector.bitcast %[[V]] : vector<8xi8> to vector<2xi32>
  // CHECK: %[[HI:.*]] = arith.shrui %[[W]], %{{.*}} : vector<2xi32>
  // CHECK: %[[EVEN:.*]] = vector.bitcast %{{.*}} : vector<2xi32> to vector<8xi8>
  // CHECK: %[[ODD:.*]] = vector.bitcast %{{.*}} : vector<2xi32> to vector<8xi8>
  // CHECK: %[[C:.*]] = vector.shuffle %[[EVEN]], %[[ODD]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>, vector<8xi8>
  // CHECK: vector.store %[[C]], %arg1[%arg7, %{{.*}}, %{{.*}}] : memref<2x16x72xi8, #gpu.address_space<workgroup>>, vector<16xi8>
  gpu.func @fp4_even_odd(%A: memref<?x?xi8>, %l: memref<2x16x72xi8, #gpu.address_space<workgroup>>,
                         %row: index, %k: index, %M: index, %K: index, %tid: index, %s: index)
      workgroup() private() kernel {
    %c = lowp.tile_read %A[%row, %k] bounds(%M, %K) thread %tid codes f4E2M1FN as f8E4M3FNUZ {even_odd, tile = array<i64: 16, 64>, threads = 64} : memref<?x?xi8> -> vector<16xi8>
    lowp.tile_write %c into %l[%s] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 16, 64>, threads = 64} : vector<16xi8> into memref<2x16x72xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // K-major fp4 (gfx950, a grouped B): chunk c is 16 codes (8 bytes) of K
  // row k + c / 8 from code row + 16 (c % 8); past K, read at the buffer's
  // end (memref.dim), else at the group's K offset; stored in K row c / 8,
  // 8-byte slot c % 8.
  // CHECK-LABEL: gpu.func @k_major
  // CHECK: %[[KR:.*]] = arith.divui %arg6, %c8 : index
  // CHECK: %[[GK:.*]] = arith.addi %arg3, %[[KR]] : index
  // CHECK: %[[IN:.*]] = arith.cmpi ult, %[[GK]], %arg5 : index
  // CHECK: %[[OFF:.*]] = arith.addi %arg8, %[[GK]] : index
  // CHECK: %[[DIM:.*]] = memref.dim %arg0, %c0 : memref<?x?xi8>
  // CHECK: %[[R:.*]] = arith.select %[[IN]], %[[OFF]], %[[DIM]] : index
  // CHECK: vector.load %arg0[%[[R]], %{{.*}}] : memref<?x?xi8>, vector<8xi8>
  // CHECK: vector.load %arg0{{.*}} vector<8xi8>
  // CHECK: vector.store %{{.*}}, %arg1[%arg7, %[[KR]], %{{.*}}] : memref<2x128x80xi8, #gpu.address_space<workgroup>>, vector<8xi8>
  // CHECK: vector.store
  gpu.func @k_major(%B: memref<?x?xi8>, %lB: memref<2x128x80xi8, #gpu.address_space<workgroup>>,
                    %row: index, %k: index, %N: index, %K: index, %tid: index, %s: index, %off: index)
      workgroup() private() kernel {
    %b:2 = lowp.tile_read %B[%row, %k] bounds(%N, %K) thread %tid k_offset %off codes f4E2M1FN {k_major, tile = array<i64: 128, 128>, threads = 512} : memref<?x?xi8> -> vector<8xi8>, vector<8xi8>
    lowp.tile_write %b#0, %b#1 into %lB[%s] thread %tid (k_major) codes f4E2M1FN {tile = array<i64: 128, 128>, threads = 512} : vector<8xi8>, vector<8xi8> into memref<2x128x80xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// Block scales (lowp.scale_read / lowp.scale_write).
gpu.module @scales {
  // Decoded (gfx942's MX partial sums): K-major scales of a grouped B (its
  // rows of K blocks from the offset on), entry e = g R + r, K block kt G +
  // g; past the blocks 0, else 2^(code - 127 + 1); stored [stage][g][r].
  // CHECK-LABEL: gpu.func @decoded
  // CHECK: %[[R:.*]] = arith.remui %arg5, %c64 : index
  // CHECK: %[[G:.*]] = arith.divui %arg5, %c64 : index
  // CHECK: %[[B0:.*]] = arith.muli %arg3, %c2 : index
  // CHECK: %[[B:.*]] = arith.addi %[[B0]], %[[G]] : index
  // CHECK: %[[IN:.*]] = arith.cmpi ult, %[[B]], %arg4 : index
  // CHECK: %[[BC:.*]] = arith.select %[[IN]], %[[B]], %c0 : index
  // CHECK: %[[ROW:.*]] = arith.addi %arg2, %[[R]] : index
  // CHECK: %[[BO:.*]] = arith.addi %[[BC]], %arg7 : index
  // CHECK: %[[CODE:.*]] = memref.load %arg0[%[[BO]], %[[ROW]]] : memref<?x?xi8>
  // CHECK: %[[E:.*]] = arith.extui %[[CODE]] : i8 to i32
  // CHECK: arith.addi %[[E]], %c1_i32 : i32
  // CHECK: %[[F:.*]] = arith.bitcast %{{.*}} : i32 to f32
  // CHECK: %[[V:.*]] = arith.select %[[IN]], %[[F]], %cst : f32
  // CHECK: memref.store %[[V]], %arg1[%arg6, %[[G]], %[[R]]] : memref<2x2x64xf32, #gpu.address_space<workgroup>>
  // CHECK: memref.store
  gpu.func @decoded(%S: memref<?x?xi8>, %l: memref<2x2x64xf32, #gpu.address_space<workgroup>>,
                    %row: index, %kt: index, %nb: index, %tid: index, %s: index, %off: index)
      workgroup() private() kernel {
    %v:2 = lowp.scale_read %S[%row, %kt] blocks(%nb) thread %tid k_offset %off {decode = 1 : i64, k_major, tile = array<i64: 64, 2>, threads = 64} : memref<?x?xi8> -> f32, f32
    lowp.scale_write %v#0, %v#1 into %l[%s] thread %tid {k_major, tile = array<i64: 64, 2>, threads = 64} : f32, f32 into memref<2x2x64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
  // whole_steps: the codes (and decoded scales) as loaded, no test
  // against the blocks.
  // CHECK-LABEL: gpu.func @whole_scale_steps
  // CHECK-NOT: arith.cmpi
  // CHECK-NOT: arith.select
  // CHECK: %[[CODE:.*]] = memref.load %arg0[%{{.*}}, %{{.*}}] : memref<?x?xi8>
  // CHECK: memref.store %[[CODE]], %arg1[%arg5, %{{.*}}] : memref<2x128xi8, #gpu.address_space<workgroup>>
  // CHECK: %[[E:.*]] = arith.extui %{{.*}} : i8 to i32
  // CHECK: %[[F:.*]] = arith.bitcast %{{.*}} : i32 to f32
  // CHECK: memref.store %[[F]], %arg2
  // CHECK-NOT: arith.select
  // CHECK: gpu.return
  gpu.func @whole_scale_steps(%S: memref<?x?xi8>, %l: memref<2x128xi8, #gpu.address_space<workgroup>>,
                              %lf: memref<2x2x64xf32, #gpu.address_space<workgroup>>,
                              %row: index, %kt: index, %s: index, %nb: index)
      workgroup() private() kernel {
    %v = lowp.scale_read %S[%row, %kt] blocks(%nb) thread %s {tile = array<i64: 64, 2>, threads = 128, whole_steps} : memref<?x?xi8> -> i8
    lowp.scale_write %v into %l[%s] thread %s {lanes = array<i64: 32, 2, 1>, tile = array<i64: 64, 2>, threads = 128} : i8 into memref<2x128xi8, #gpu.address_space<workgroup>>
    %f = lowp.scale_read %S[%row, %kt] blocks(%nb) thread %s {decode = 1 : i64, tile = array<i64: 64, 2>, threads = 128, whole_steps} : memref<?x?xi8> -> f32
    lowp.scale_write %f into %lf[%s] thread %s {tile = array<i64: 64, 2>, threads = 128} : f32 into memref<2x2x64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
  // E8M0 codes for the scaled MFMA (E8M0 blockwise: a code per 128 K and,
  // for B, per 128 rows), 64 x 8 entries in three rounds of 192 threads
  // (the last wrapped); past the blocks code 127; stored in lane order for
  // 32x32 tiles, 2 tiles a wave, 4 K steps: ((w 2 + g % 2) 32 + r % 32) 8 +
  // (r / 32) % 2 + 2 (g / 2).
  // CHECK-LABEL: gpu.func @lane_order
  // CHECK: %[[R:.*]] = arith.divui %arg5, %c8 : index
  // CHECK: %[[G:.*]] = arith.remui %arg5, %c8 : index
  // CHECK: %[[B0:.*]] = arith.muli %arg3, %c8 : index
  // CHECK: %[[B1:.*]] = arith.addi %[[B0]], %[[G]] : index
  // CHECK: %[[B:.*]] = arith.divui %[[B1]], %c4 : index
  // CHECK: %[[IN:.*]] = arith.cmpi ult, %[[B]], %arg4 : index
  // CHECK: %[[ROW:.*]] = arith.addi %arg2, %[[R]] : index
  // CHECK: %[[BR:.*]] = arith.divui %[[ROW]], %c128 : index
  // CHECK: %[[CODE:.*]] = memref.load %arg0[%[[BR]], %{{.*}}] : memref<?x?xi8>
  // CHECK: %[[V:.*]] = arith.select %[[IN]], %[[CODE]], %c127_i8 : i8
  // CHECK: arith.addi %arg5, %c192 : index
  // CHECK: %[[C3:.*]] = arith.addi %arg5, %c384 : index
  // CHECK: arith.remui %[[C3]], %c512 : index
  // CHECK: %[[W:.*]] = arith.divui %[[R]], %c64 : index
  // CHECK: %[[W2:.*]] = arith.muli %[[W]], %c2 : index
  // CHECK: %[[GL:.*]] = arith.remui %[[G]], %c2 : index
  // CHECK: %[[L0:.*]] = arith.addi %[[W2]], %[[GL]] : index
  // CHECK: %[[L1:.*]] = arith.muli %[[L0]], %c32 : index
  // CHECK: %[[RT:.*]] = arith.remui %[[R]], %c32 : index
  // CHECK: %[[LANE:.*]] = arith.addi %[[L1]], %[[RT]] : index
  // CHECK: %[[P0:.*]] = arith.muli %[[LANE]], %c8 : index
  // CHECK: %[[T0:.*]] = arith.divui %[[R]], %c32 : index
  // CHECK: %[[T:.*]] = arith.remui %[[T0]], %c2 : index
  // CHECK: %[[P1:.*]] = arith.addi %[[P0]], %[[T]] : index
  // CHECK: %[[GH:.*]] = arith.divui %[[G]], %c2 : index
  // CHECK: %[[GT:.*]] = arith.muli %[[GH]], %c2 : index
  // CHECK: %[[POS:.*]] = arith.addi %[[P1]], %[[GT]] : index
  // CHECK: memref.store %[[V]], %arg1[%arg6, %[[POS]]] : memref<2x512xi8, #gpu.address_space<workgroup>>
  // CHECK-COUNT-2: memref.store
  gpu.func @lane_order(%S: memref<?x?xi8>, %l: memref<2x512xi8, #gpu.address_space<workgroup>>,
                       %row: index, %kt: index, %nb: index, %tid: index, %s: index)
      workgroup() private() kernel {
    %v:3 = lowp.scale_read %S[%row, %kt] blocks(%nb) thread %tid {k_ratio = 4 : i64, row_block = 128 : i64, tile = array<i64: 64, 8>, threads = 192} : memref<?x?xi8> -> i8, i8, i8
    lowp.scale_write %v#0, %v#1, %v#2 into %l[%s] thread %tid {lanes = array<i64: 32, 2, 4>, tile = array<i64: 64, 8>, threads = 192} : i8, i8, i8 into memref<2x512xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}
