// The epilogue stage on its own (lowp-lower-wave-store), on lowp.wave_store
// ops an embedder could write after its own lowp.wave_mma: each lane's quads
// of four columns of C^T tiles, scaled, biased, rounded, through the region,
// stored with one vector store inside C and element stores at its edge; a
// quantized result's MX scales and codes; split-K partial sums; reads moved
// before the K loop.
// RUN: lowp-opt %s --split-input-file --lowp-lower-wave-store | FileCheck %s
// RUN: lowp-opt %s --split-input-file --lowp-lower-wave-store=chip=gfx950 | FileCheck %s --check-prefix=GFX950
// The same patterns from a transform script
// (transform.apply_patterns.lowp.lower_wave_store {chip = "gfx950"}; the
// preloaded library serves the first case of the file).
// RUN: lowp-opt %s --split-input-file --transform-preload-library="transform-library-paths=%S/Inputs/wave-store-script.mlir" --transform-interpreter | FileCheck %s --check-prefix=TRANSFORM
// TRANSFORM-LABEL: gpu.func @scaled
// TRANSFORM-NOT: lowp.wave_store
// TRANSFORM: arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// TRANSFORM: vector.store {{.*}} : memref<?x?xbf16>, vector<4xbf16>
// TRANSFORM-NOT: lowp.wave_store
// An unknown chip is the pass's and the transform op's error.
// RUN: not lowp-opt %s --split-input-file --lowp-lower-wave-store=chip=gfx90a 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: unknown chip 'gfx90a' (gfx942 or gfx950)

// Per-row and per-column scales, a factor, a bf16 bias: lane l's row is
// row + l % 16, its columns col + 4 (l / 16) .. + 3 (tile 1: + 16);
// x * ((sa * sb) * 2) + bias, rounded to bf16.
// CHECK-LABEL: gpu.func @scaled
// CHECK: %[[LANE:.*]] = gpu.lane_id
// CHECK: %[[L16:.*]] = arith.remui %[[LANE]], %{{.*}} : index
// CHECK: %[[LG:.*]] = arith.divui %[[LANE]], %{{.*}} : index
// CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[BIAS:.*]] = amdgpu.fat_raw_buffer_cast %arg3
// CHECK: %[[LG4:.*]] = arith.muli %[[LG]], %{{.*}} : index
// CHECK: %[[COL:.*]] = arith.addi %arg7, %[[LG4]] : index
// CHECK: memref.load %arg2[%[[COL]], %{{.*}}] : memref<?x?xf32>
// CHECK: %[[SB:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: vector.load %[[BIAS]][%[[COL]]] : memref<?xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// CHECK: %[[BV:.*]] = arith.extf %{{.*}} : vector<4xbf16> to vector<4xf32>
// CHECK: %[[ROW:.*]] = arith.addi %arg6, %[[L16]] : index
// CHECK: %[[ROWIN:.*]] = arith.cmpi ult, %[[ROW]], %arg8 : index
// CHECK: %[[SA:.*]] = memref.load %arg1[%[[ROW]], %{{.*}}] : memref<?x?xf32>
// CHECK: %[[SAV:.*]] = vector.broadcast %[[SA]] : f32 to vector<4xf32>
// CHECK: %[[FV:.*]] = vector.broadcast %[[TWO]] : f32 to vector<4xf32>
// CHECK: %[[S1:.*]] = arith.mulf %[[SAV]], %[[SB]] : vector<4xf32>
// CHECK: %[[S2:.*]] = arith.mulf %[[S1]], %[[FV]] : vector<4xf32>
// CHECK: %[[X:.*]] = arith.mulf %arg4, %[[S2]] : vector<4xf32>
// CHECK: %[[XB:.*]] = arith.addf %[[X]], %[[BV]] : vector<4xf32>
// CHECK: %[[R:.*]] = arith.truncf %[[XB]] : vector<4xf32> to vector<4xbf16>
// CHECK: scf.if
// CHECK-NEXT: vector.store %[[R]], %arg0[%[[ROW]], %[[COL]]] : memref<?x?xbf16>, vector<4xbf16>
// CHECK-NEXT: } else {
// CHECK: memref.store {{.*}} : memref<?x?xbf16>
// The second tile: 16 columns further, the second accumulator.
// CHECK: %[[COL1:.*]] = arith.addi %arg7, %{{.*}} : index
// CHECK: arith.mulf %arg5, %{{.*}} : vector<4xf32>
// CHECK: vector.store %{{.*}}, %arg0[%{{.*}}, %[[COL1]]] : memref<?x?xbf16>, vector<4xbf16>
// CHECK-NOT: lowp.wave_store
gpu.module @k {
  gpu.func @scaled(%C: memref<?x?xbf16>, %sa: memref<?x?xf32>, %sb: memref<?x?xf32>,
                   %bias: memref<?xbf16>, %a0: vector<4xf32>, %a1: vector<4xf32>,
                   %row: index, %col: index, %M: index, %N: index) kernel {
    %lane = gpu.lane_id
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%a0, %a1 : vector<4xf32>, vector<4xf32>) into %C[%row, %col]
        lane %lane bounds(%M, %N) scale_a(%sa : memref<?x?xf32>)
        scale_b(%sb : memref<?x?xf32>) bias(%bias : memref<?xbf16>)
        {tiles = array<i64: 1, 2>, per_row_a, per_column_b, factor = 2.0 : f32}
        : memref<?x?xbf16>
    gpu.return
  }
}

// -----

// A 32 x 32 tile (scaled 32x32x64): 16 registers a lane, four quads of
// columns 8 p + 4 (l / 32), taken by shuffles; the region (SiLU times a
// residual read along C's row and column) on each quad's vector.
// CHECK-LABEL: gpu.func @region32
// CHECK: %[[L32:.*]] = arith.remui %{{.*}}, %c32
// CHECK: %[[RES:.*]] = amdgpu.fat_raw_buffer_cast %arg1
// CHECK: %[[Q1:.*]] = vector.shuffle %arg2, %arg2 [4, 5, 6, 7] : vector<16xf32>, vector<16xf32>
// CHECK: %[[T:.*]] = arith.truncf %[[Q1]] : vector<4xf32> to vector<4xf16>
// CHECK: vector.load %[[RES]][%{{.*}}, %{{.*}}] : memref<?x?xf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xf16>
// CHECK: arith.negf %{{.*}} : vector<4xf16>
// CHECK: math.exp %{{.*}} : vector<4xf16>
// CHECK: arith.mulf %{{.*}} : vector<4xf16>
// CHECK: vector.store %{{.*}}, %arg0[%{{.*}}, %{{.*}}] : memref<?x?xf16>, vector<4xf16>
gpu.module @k {
  gpu.func @region32(%C: memref<?x?xf16>, %res: memref<?x?xf16>, %a: vector<16xf32>,
                     %row: index, %col: index, %M: index, %N: index) kernel {
    %lane = gpu.lane_id
    lowp.wave_store #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN>
        acc(%a : vector<16xf32>) into %C[%row, %col] lane %lane bounds(%M, %N)
        epilogue ins(%res : memref<?x?xf16>) {
    ^bb0(%x: f16, %r: f16):
      %one = arith.constant 1.0 : f16
      %n = arith.negf %x : f16
      %e = math.exp %n : f16
      %d = arith.addf %e, %one : f16
      %s = arith.divf %x, %d : f16
      %y = arith.mulf %s, %r : f16
      lowp.yield %y : f16
    } {tiles = array<i64: 1, 1>} : memref<?x?xf16>
    gpu.return
  }
}

// -----

// Split-K: the raw f32 sums into slice z of a workspace, bounded by M and N.
// CHECK-LABEL: gpu.func @partials
// CHECK-NOT: arith.mulf
// CHECK: vector.store %arg1, %arg0[%arg2, %{{.*}}, %{{.*}}] : memref<?x?x?xf32>, vector<4xf32>
// CHECK: memref.store %{{.*}}, %arg0[%arg2, %{{.*}}, %{{.*}}] : memref<?x?x?xf32>
gpu.module @k {
  gpu.func @partials(%W: memref<?x?x?xf32>, %a: vector<4xf32>, %z: index,
                     %row: index, %col: index, %M: index, %N: index) kernel {
    %lane = gpu.lane_id
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%a : vector<4xf32>) into %W[%z, %row, %col] lane %lane
        bounds(%M, %N) {tiles = array<i64: 1, 1>} : memref<?x?x?xf32>
    gpu.return
  }
}

// -----

// Grouped: B's scale and the bias at the group's columns (column_offset),
// rows past the last offset zero before the region; pairs: the region on
// columns (0, 1) and (2, 3) of each quad, C's columns col / 2.
// CHECK-LABEL: gpu.func @grouped_pairs
// CHECK: %[[BCOL:.*]] = arith.addi %arg6, %{{.*}} : index
// CHECK: memref.load %arg2[%[[BCOL]], %{{.*}}] : memref<?x?xf32>
// CHECK: arith.select %arg7, %{{.*}}, %{{.*}} : vector<4xbf16>
// CHECK: vector.shuffle %{{.*}} [0, 2] : vector<4xbf16>, vector<4xbf16>
// CHECK: vector.shuffle %{{.*}} [1, 3] : vector<4xbf16>, vector<4xbf16>
// CHECK: arith.mulf %{{.*}} : vector<2xbf16>
// CHECK: vector.store %{{.*}}, %arg0[%{{.*}}, %{{.*}}] : memref<?x?xbf16>, vector<2xbf16>
gpu.module @k {
  gpu.func @grouped_pairs(%C: memref<?x?xbf16>, %a: vector<4xf32>, %sb: memref<?x?xf32>,
                          %row: index, %col: index, %M: index, %g: index, %tail: i1,
                          %N: index) kernel {
    %lane = gpu.lane_id
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%a : vector<4xf32>) into %C[%row, %col] lane %lane bounds(%M, %N)
        scale_b(%sb : memref<?x?xf32>) column_offset %g zero_if %tail
        epilogue {
    ^bb0(%gate: bf16, %up: bf16):
      %y = arith.mulf %gate, %up : bf16
      lowp.yield %y : bf16
    } {tiles = array<i64: 1, 1>, per_column_b, pairs} : memref<?x?xbf16>
    gpu.return
  }
}

// -----

// A quantized result (MXFP4): the block's amax over the lane's quads and
// the lanes of the row (xor 16, 32), its E8M0 code (stored by lanes
// l < 16) and codes two a byte. gfx950 encodes fp4 with its conversion
// instruction, gfx942 in software: the same codes.
// CHECK-LABEL: gpu.func @quantized
// CHECK: math.absf
// CHECK: gpu.shuffle {{ *}}xor %{{.*}}, %c16_i32
// CHECK: gpu.shuffle {{ *}}xor %{{.*}}, %c32_i32
// CHECK-NOT: amdgpu.packed_scaled_trunc
// CHECK: vector.store %{{.*}}, %arg0[%{{.*}}, %{{.*}}] : memref<?x?xi8>, vector<2xi8>
// CHECK: memref.store %{{.*}}, %arg1[%{{.*}}, %{{.*}}] : memref<?x?xi8>
// GFX950-LABEL: gpu.func @quantized
// GFX950: amdgpu.packed_scaled_trunc
gpu.module @k {
  gpu.func @quantized(%C: memref<?x?xi8>, %S: memref<?x?xi8>, %a0: vector<4xf32>,
                      %a1: vector<4xf32>, %row: index, %col: index, %M: index,
                      %N: index) kernel {
    %lane = gpu.lane_id
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%a0, %a1 : vector<4xf32>, vector<4xf32>) into %C[%row, %col]
        lane %lane bounds(%M, %N) scales_out(%S : memref<?x?xi8>)
        epilogue {
    ^bb0(%x: f32):
      lowp.yield %x : f32
    } {tiles = array<i64: 1, 2>, quantize_type = f4E2M1FN,
       quantize_mode = #lowp<scale_mode rceil>} : memref<?x?xi8>
    gpu.return
  }
}

// -----

// read_early: the reads that do not depend on the sums (B's scales, the
// bias) go before the K loop; the arithmetic and stores stay after it.
// CHECK-LABEL: gpu.func @early
// CHECK: amdgpu.fat_raw_buffer_cast %arg2
// CHECK: vector.from_elements
// CHECK: vector.load
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: vector.store
gpu.module @k {
  gpu.func @early(%C: memref<?x?xf32>, %sb: memref<?x?xf32>, %bias: memref<?xf32>,
                  %a: vector<4xf32>, %row: index, %col: index, %M: index,
                  %N: index, %n: index) kernel {
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> vector<4xf32> {
      %y = arith.addf %x, %x : vector<4xf32>
      scf.yield %y : vector<4xf32>
    }
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%s : vector<4xf32>) into %C[%row, %col] lane %lane bounds(%M, %N)
        scale_b(%sb : memref<?x?xf32>) bias(%bias : memref<?xf32>)
        {tiles = array<i64: 1, 1>, per_column_b, read_early} : memref<?x?xf32>
    gpu.return
  }
}

// -----

// A value the reads need is defined after the loop: they stay in place.
// CHECK-LABEL: gpu.func @late
// CHECK: scf.for
// CHECK: %[[COL:.*]] = arith.addi %arg5, %arg5 : index
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}] : memref<?x?xf32>
gpu.module @k {
  gpu.func @late(%C: memref<?x?xf32>, %sb: memref<?x?xf32>, %a: vector<4xf32>,
                 %row: index, %M: index, %c: index, %N: index, %n: index) kernel {
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> vector<4xf32> {
      %y = arith.addf %x, %x : vector<4xf32>
      scf.yield %y : vector<4xf32>
    }
    %col = arith.addi %c, %c : index
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%s : vector<4xf32>) into %C[%row, %col] lane %lane bounds(%M, %N)
        scale_b(%sb : memref<?x?xf32>)
        {tiles = array<i64: 1, 1>, per_column_b, read_early} : memref<?x?xf32>
    gpu.return
  }
}

// -----

// lowp.wave_sum: waves along K (2 waves over each of 4 wave tiles) leave
// their sums in LDS, one barrier, wave 0 adds them; with the epilogue in the
// branch of wave 0, the adds go at its start.
// CHECK-LABEL: gpu.func @wave_sum
// CHECK: %[[REST:.*]] = arith.cmpi ne, %arg4, %{{.*}} : index
// CHECK: scf.if %[[REST]] {
// CHECK: vector.store %arg0, %arg2[%{{.*}}] : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: vector.store %arg1, %arg2[%{{.*}}] : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: }
// CHECK-NEXT: gpu.barrier
// CHECK: scf.if %{{.*}} {
// CHECK: %[[P0:.*]] = vector.load %arg2[%{{.*}}] : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: %[[S0:.*]] = arith.addf %arg0, %[[P0]] : vector<4xf32>
// CHECK: %[[S1:.*]] = arith.addf %arg1, %{{.*}} : vector<4xf32>
// CHECK: vector.store %[[S0]], %arg5
// CHECK-NOT: gpu.barrier
// Without such a branch: an scf.if of its own, wave 0's sums or the others'
// own accumulators.
// CHECK-LABEL: gpu.func @wave_sum_alone
// CHECK: gpu.barrier
// CHECK: %[[R:.*]]:2 = scf.if %{{.*}} -> (vector<4xf32>, vector<4xf32>) {
// CHECK: arith.addf
// CHECK: scf.yield
// CHECK: } else {
// CHECK-NEXT: scf.yield %arg0, %arg1 : vector<4xf32>, vector<4xf32>
// CHECK: vector.store %[[R]]#0, %arg3
gpu.module @k {
  gpu.func @wave_sum(%a0: vector<4xf32>, %a1: vector<4xf32>,
                     %lr: memref<2048xf32, #gpu.address_space<workgroup>>,
                     %w: index, %kw: index, %C: memref<?x?xf32>, %row: index,
                     %col: index, %M: index, %N: index) kernel {
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %s:2 = lowp.wave_sum acc(%a0, %a1 : vector<4xf32>, vector<4xf32>)
        scratch(%lr : memref<2048xf32, #gpu.address_space<workgroup>>)
        lane %lane wave %w k_wave %kw {k_waves = 2 : i64, waves = 4 : i64}
    %first = arith.cmpi eq, %kw, %c0 : index
    scf.if %first {
      lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
          acc(%s#0, %s#1 : vector<4xf32>, vector<4xf32>) into %C[%row, %col]
          lane %lane bounds(%M, %N) {tiles = array<i64: 1, 2>} : memref<?x?xf32>
    }
    gpu.return
  }
  gpu.func @wave_sum_alone(%a0: vector<4xf32>, %a1: vector<4xf32>,
                           %lr: memref<2048xf32, #gpu.address_space<workgroup>>,
                           %out: memref<2x4xf32>, %w: index, %kw: index) kernel {
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s:2 = lowp.wave_sum acc(%a0, %a1 : vector<4xf32>, vector<4xf32>)
        scratch(%lr : memref<2048xf32, #gpu.address_space<workgroup>>)
        lane %lane wave %w k_wave %kw {k_waves = 2 : i64, waves = 4 : i64}
    vector.store %s#0, %out[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
    vector.store %s#1, %out[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
    gpu.return
  }
}
