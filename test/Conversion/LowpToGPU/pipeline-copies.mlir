// Software pipelining of promotion's copies (stage 3, lowp-pipeline-copies)
// on plain K loops: each step's copies into stage 0, a barrier, the MFMAs on
// stage 0, a barrier.
// RUN: lowp-opt %s --lowp-pipeline-copies | FileCheck %s
// gfx950's 160 KiB of LDS take the large kernel's second stage.
// RUN: lowp-opt %s --lowp-pipeline-copies=chip=gfx950 | FileCheck %s --check-prefix=GFX950
// RUN: not lowp-opt %s --lowp-pipeline-copies=chip=gfx90a 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: lowp-pipeline-copies: unknown chip 'gfx90a' (chips: gfx942, gfx950)

#lds = #gpu.address_space<workgroup>
gpu.module @kernels {
  // One step an iteration: the first step's reads (at the lower bound) and
  // writes before the loop, a barrier; in the loop, stage s = (kt - lb) % 2,
  // the next step's reads (K (kt + 1) 64), the MFMAs on stage s, the writes
  // into 1 - s, one barrier.
  // CHECK-LABEL: gpu.func @one_step
  // CHECK: %[[K0:.*]] = arith.muli %arg5, %c64 : index
  // CHECK: %[[A0:.*]]:2 = lowp.tile_read %arg0[%c0, %[[K0]]]
  // CHECK-NEXT: lowp.tile_write %[[A0]]#0, %[[A0]]#1 into %arg9[%c0]
  // CHECK-NEXT: %[[B0:.*]]:2 = lowp.tile_read %arg1[%c0, %[[K0]]]
  // CHECK-NEXT: lowp.tile_write %[[B0]]#0, %[[B0]]#1 into %arg10[%c0]
  // CHECK-NEXT: gpu.barrier
  // CHECK: scf.for %[[KT:.*]] = %arg5 to %arg6 step %c1
  // CHECK-NEXT: %[[T:.*]] = arith.subi %[[KT]], %arg5 : index
  // CHECK: %[[S:.*]] = arith.remui %[[T]], %{{.*}} : index
  // CHECK: %[[N:.*]] = arith.subi %{{.*}}, %[[S]] : index
  // CHECK: %[[KT1:.*]] = arith.addi %[[KT]], %{{.*}} : index
  // CHECK: %[[K1:.*]] = arith.muli %[[KT1]], %{{.*}} : index
  // CHECK: %[[A:.*]]:2 = lowp.tile_read %arg0[%c0, %[[K1]]]
  // CHECK: %[[B:.*]]:2 = lowp.tile_read %arg1[%c0, %{{.*}}]
  // CHECK-NEXT: lowp.wave_mma {{.*}} stage %[[S]] at
  // CHECK-NEXT: lowp.tile_write %[[A]]#0, %[[A]]#1 into %arg9[%[[N]]]
  // CHECK-NEXT: lowp.tile_write %[[B]]#0, %[[B]]#1 into %arg10[%[[N]]]
  // CHECK-NEXT: gpu.barrier
  // CHECK-NEXT: scf.yield
  gpu.func @one_step(%A: memref<?x?xi8>, %B: memref<?x?xi8>, %M: index, %N: index, %K: index,
                     %lb: index, %ub: index, %tid: index, %lane: index)
      workgroup(%la: memref<2x64x72xi8, #lds>, %lbuf: memref<2x64x72xi8, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %k = arith.muli %kt, %c64 : index
      %a:2 = lowp.tile_read %A[%c0, %k] bounds(%M, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      %b:2 = lowp.tile_read %B[%c0, %k] bounds(%N, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      lowp.tile_write %a#0, %a#1 into %la[%c0] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x72xi8, #lds>
      lowp.tile_write %b#0, %b#1 into %lbuf[%c0] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x72xi8, #lds>
      gpu.barrier
      %n = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(rows), %lbuf(rows) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          acc(%acc : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<2x64x72xi8, #lds>, memref<2x64x72xi8, #lds>
      gpu.barrier
      scf.yield %n : vector<4xf32>
    }
    gpu.return
  }

  // Two steps an iteration (blockwise FP8: a 128-K group of two 64-K steps,
  // then the group's scaling): the step x (K = 64 x) on stage (x - x0) % 2,
  // x0 the first step (2 lb); the scales' reads a step further (step + 1);
  // the ops between the steps stay where they are.
  // CHECK-LABEL: gpu.func @two_steps
  // CHECK: %[[X0:.*]] = arith.muli %arg5, %c2 : index
  // CHECK: lowp.scale_read %arg2[%c0, %[[X0]]] blocks(%arg4)
  // CHECK: gpu.barrier
  // CHECK: scf.for %[[KT:.*]] = %arg5 to %arg6 step %c1
  // CHECK: %[[X:.*]] = arith.muli %[[KT]], %c2 : index
  // CHECK: %[[T0:.*]] = arith.subi %[[X]], %[[X0]] : index
  // CHECK: %[[S0:.*]] = arith.remui %[[T0]], %{{.*}} : index
  // CHECK: lowp.tile_read
  // CHECK: %[[ST0:.*]] = arith.addi %{{.*}}, %{{.*}} : index
  // CHECK-NEXT: lowp.scale_read %arg2[%c0, %[[ST0]]]
  // CHECK: lowp.wave_mma {{.*}} stage %[[S0]] at
  // CHECK: lowp.scale_write {{.*}} into %arg11[%{{.*}}]
  // CHECK-NEXT: gpu.barrier
  // CHECK-NEXT: arith.addf
  // CHECK: %[[X1:.*]] = arith.addi %[[X]], %c1 : index
  // CHECK: %[[T1:.*]] = arith.subi %[[X1]], %[[X0]] : index
  // CHECK: %[[S1:.*]] = arith.remui %[[T1]], %{{.*}} : index
  // CHECK: lowp.wave_mma {{.*}} stage %[[S1]] at
  // CHECK: gpu.barrier
  // CHECK-NOT: gpu.barrier
  // CHECK: scf.yield
  gpu.func @two_steps(%A: memref<?x?xi8>, %B: memref<?x?xi8>, %S: memref<?x?xi8>, %K: index,
                      %nb: index, %lb: index, %ub: index, %tid: index, %lane: index)
      workgroup(%la: memref<2x64x64xi8, #lds>, %lbuf: memref<2x64x64xi8, #lds>,
                %lsa: memref<2x2x64xf32, #lds>, %lsb: memref<2x2x64xf32, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %u = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %kt0 = arith.muli %u, %c2 : index
      %k0 = arith.muli %kt0, %c64 : index
      %a0:2 = lowp.tile_read %A[%c0, %k0] bounds(%c64, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      %s0 = lowp.scale_read %S[%c0, %kt0] blocks(%nb) thread %tid {decode = 1 : i64, tile = array<i64: 64, 2>, threads = 128} : memref<?x?xi8> -> f32
      lowp.tile_write %a0#0, %a0#1 into %la[%c0] thread %tid (swizzled) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x64xi8, #lds>
      lowp.scale_write %s0 into %lsa[%c0] thread %tid {tile = array<i64: 64, 2>, threads = 128} : f32 into memref<2x2x64xf32, #lds>
      gpu.barrier
      %p0 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(swizzled), %la(swizzled) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          scales(%lsa, %lsa : memref<2x2x64xf32, #lds>, memref<2x2x64xf32, #lds>)
          acc(%z : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<2x64x64xi8, #lds>, memref<2x64x64xi8, #lds>
      gpu.barrier
      %acc1 = arith.addf %acc, %p0 : vector<4xf32>
      %kt1 = arith.addi %kt0, %c1 : index
      %k1 = arith.muli %kt1, %c64 : index
      %a1:2 = lowp.tile_read %A[%c0, %k1] bounds(%c64, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      %s1 = lowp.scale_read %S[%c0, %kt1] blocks(%nb) thread %tid {decode = 1 : i64, tile = array<i64: 64, 2>, threads = 128} : memref<?x?xi8> -> f32
      lowp.tile_write %a1#0, %a1#1 into %la[%c0] thread %tid (swizzled) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x64xi8, #lds>
      lowp.scale_write %s1 into %lsa[%c0] thread %tid {tile = array<i64: 64, 2>, threads = 128} : f32 into memref<2x2x64xf32, #lds>
      gpu.barrier
      %p1 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(swizzled), %la(swizzled) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          scales(%lsa, %lsa : memref<2x2x64xf32, #lds>, memref<2x2x64xf32, #lds>)
          acc(%z : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<2x64x64xi8, #lds>, memref<2x64x64xi8, #lds>
      gpu.barrier
      %acc2 = arith.addf %acc1, %p1 : vector<4xf32>
      scf.yield %acc2 : vector<4xf32>
    }
    gpu.return
  }

  // Group-granular scales (blockwise FP8's per-row f32 scales of B, a 128-K
  // group an iteration): the plain loop copies the group's scales into
  // stage 0 at its top, lowp.wave_rescale reads them after the group's
  // steps, a barrier ends the body. Pipelined: the first group's read
  // before the loop, carried; at the top of iteration u the write into
  // stage u % 2 (the buffer grown to two stages), then the next group's
  // read (u + 1); the rescale reads stage u % 2; the last barrier goes.
  // CHECK-LABEL: gpu.func @group_scales
  // CHECK-SAME: memref<2x1x64xf32, #gpu.address_space<workgroup>>
  // CHECK: lowp.tile_write {{.*}} into %arg11[%c0]
  // CHECK: gpu.barrier
  // CHECK: %[[S0:.*]] = lowp.scale_read %arg2[%c0, %arg5] blocks(%arg4) thread %arg7 {threads = 128 : i64, tile = array<i64: 64, 1>, whole_steps} : memref<?x?xf32> -> f32
  // CHECK: scf.for %[[U:.*]] = %arg5 to %arg6 step %c1 iter_args(%{{.*}} = %{{.*}}, %[[SC:.*]] = %[[S0]])
  // CHECK: %[[ST:.*]] = arith.remui %[[U]], %{{.*}} : index
  // CHECK-NEXT: lowp.scale_write %[[SC]] into %arg13[%[[ST]]] thread %arg7
  // CHECK-NEXT: %[[U1:.*]] = arith.addi %[[U]], %c1 : index
  // CHECK-NEXT: %[[SN:.*]] = lowp.scale_read %arg2[%c0, %[[U1]]]
  // CHECK: lowp.wave_mma
  // CHECK: gpu.barrier
  // CHECK: lowp.wave_rescale {{.*}} scale_b(%arg13[%[[ST]], %c0, %arg8] along 2 : memref<2x1x64xf32, #gpu.address_space<workgroup>>)
  // CHECK-NOT: gpu.barrier
  // CHECK: scf.yield %{{.*}}, %[[SN]] : vector<4xf32>, f32
  // Without the plain loop's last barrier (the next group's write would not
  // wait for the reads) the scales are not group-granular copies: the loop
  // is left as it is.
  // RUN: sed 's/gpu.barrier \/\/ group-end//' %s | lowp-opt --lowp-pipeline-copies | FileCheck %s --check-prefix=NOEND
  // NOEND-LABEL: gpu.func @group_scales
  // NOEND: scf.for
  // NOEND-NEXT: lowp.scale_read
  // NOEND-NEXT: lowp.scale_write {{.*}} into %arg13[%c0]
  gpu.func @group_scales(%A: memref<?x?xi8>, %B: memref<?x?xi8>, %SB: memref<?x?xf32>, %K: index,
                         %ng: index, %lb: index, %ub: index, %tid: index, %col: index,
                         %sa: memref<?x?xf32>, %lane: index)
      workgroup(%la: memref<2x64x72xi8, #lds>, %lbuf: memref<2x64x72xi8, #lds>,
                %lss: memref<1x1x64xf32, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %u = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %s = lowp.scale_read %SB[%c0, %u] blocks(%ng) thread %tid {tile = array<i64: 64, 1>, threads = 128, whole_steps} : memref<?x?xf32> -> f32
      lowp.scale_write %s into %lss[%c0] thread %tid {tile = array<i64: 64, 1>, threads = 128} : f32 into memref<1x1x64xf32, #lds>
      %k = arith.muli %u, %c64 : index
      %a:2 = lowp.tile_read %A[%c0, %k] bounds(%c64, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      lowp.tile_write %a#0, %a#1 into %la[%c0] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x72xi8, #lds>
      gpu.barrier
      %p = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(rows), %la(rows) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          acc(%z : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<2x64x72xi8, #lds>, memref<2x64x72xi8, #lds>
      gpu.barrier
      %n = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
          part(%p : vector<4xf32>) acc(%acc : vector<4xf32>) lane %lane
          scale_a(%sa[%c0, %u] along 0 : memref<?x?xf32>)
          scale_b(%lss[%c0, %c0, %col] along 2 : memref<1x1x64xf32, #lds>)
          {tiles = array<i64: 1, 1>}
      gpu.barrier // group-end
      scf.yield %n : vector<4xf32>
    }
    gpu.return
  }

  // A staged buffer read by something other than lowp.wave_mma (whose
  // stage the pass would not know to change): left as it is.
  // CHECK-LABEL: gpu.func @other_reader
  // CHECK: scf.for
  // CHECK: lowp.tile_read
  // CHECK-NEXT: lowp.tile_write {{.*}} into %arg3[%c0]
  // CHECK-NEXT: gpu.barrier
  // CHECK-NEXT: memref.load %arg3[%c0, %c0, %c0]
  // CHECK-NEXT: gpu.barrier
  gpu.func @other_reader(%A: memref<?x?xi8>, %K: index, %tid: index)
      workgroup(%la: memref<2x64x72xi8, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %r = scf.for %kt = %c0 to %K step %c1 iter_args(%acc = %c0) -> (index) {
      %a:2 = lowp.tile_read %A[%c0, %kt] bounds(%c64, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      lowp.tile_write %a#0, %a#1 into %la[%c0] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x72xi8, #lds>
      gpu.barrier
      %v = memref.load %la[%c0, %c0, %c0] : memref<2x64x72xi8, #lds>
      gpu.barrier
      %i = arith.index_cast %v : i8 to index
      %n = arith.addi %acc, %i : index
      scf.yield %n : index
    }
    gpu.return
  }

  // One-stage buffers (an embedder's single-buffered loop): the workgroup
  // attribution takes a second stage (multi-buffering), then the loop is
  // pipelined as above.
  // CHECK-LABEL: gpu.func @one_stage
  // CHECK-SAME: workgroup(%arg6 : memref<2x64x72xi8, #gpu.address_space<workgroup>>)
  // CHECK: lowp.tile_write {{.*}} into %arg6[%c0] {{.*}} into memref<2x64x72xi8
  // CHECK: scf.for
  // CHECK: %[[S:.*]] = arith.remui
  // CHECK: %[[N:.*]] = arith.subi
  // CHECK: lowp.tile_read
  // CHECK-NEXT: lowp.wave_mma {{.*}} stage %[[S]] at
  // CHECK-NEXT: lowp.tile_write {{.*}} into %arg6[%[[N]]]
  // CHECK-NEXT: gpu.barrier
  gpu.func @one_stage(%A: memref<?x?xi8>, %K: index, %lb: index, %ub: index, %tid: index, %lane: index)
      workgroup(%la: memref<1x64x72xi8, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %k = arith.muli %kt, %c64 : index
      %a:2 = lowp.tile_read %A[%c0, %k] bounds(%c64, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      lowp.tile_write %a#0, %a#1 into %la[%c0] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<1x64x72xi8, #lds>
      gpu.barrier
      %n = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(rows), %la(rows) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          acc(%acc : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<1x64x72xi8, #lds>, memref<1x64x72xi8, #lds>
      gpu.barrier
      scf.yield %n : vector<4xf32>
    }
    gpu.return
  }

  // A loop over K itself (step 64, not K steps), its reads and writes
  // interleaved (an embedder's order): stage s = ((k - lb) / 64) % 2, the
  // next tile at K + 64, the next scale step (k / 64) + 1.
  // CHECK-LABEL: gpu.func @k_loop
  // CHECK-SAME: workgroup(%arg6 : memref<2x64x64xi8, #gpu.address_space<workgroup>>, %arg7 : memref<2x2x64xf32, #gpu.address_space<workgroup>>)
  // CHECK: scf.for %[[K:.*]] = %c0 to %arg2 step %c64
  // CHECK-NEXT: %[[T:.*]] = arith.subi %[[K]], %c0
  // CHECK-NEXT: %[[T2:.*]] = arith.divui %[[T]], %c64
  // CHECK: %[[S:.*]] = arith.remui %[[T2]]
  // CHECK: %[[K1:.*]] = arith.addi %[[K]], %{{.*}}
  // CHECK-NEXT: lowp.tile_read %arg0[%c0, %[[K1]]]
  // CHECK: %[[G:.*]] = arith.divui %[[K]], %c64
  // CHECK: %[[G1:.*]] = arith.addi %[[G]], %{{.*}}
  // CHECK-NEXT: lowp.scale_read %arg1[%c0, %[[G1]]]
  // CHECK-NEXT: lowp.wave_mma {{.*}} stage %[[S]] at
  // CHECK-NEXT: lowp.tile_write
  // CHECK-NEXT: lowp.scale_write
  // CHECK-NEXT: gpu.barrier
  gpu.func @k_loop(%A: memref<?x?xi8>, %S: memref<?x?xi8>, %K: index, %nb: index, %tid: index, %lane: index)
      workgroup(%la: memref<1x64x64xi8, #lds>, %ls: memref<1x2x64xf32, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %k = %c0 to %K step %c64 iter_args(%acc = %z) -> (vector<4xf32>) {
      %a = lowp.tile_read %A[%c0, %k] bounds(%c64, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
      lowp.tile_write %a into %la[%c0] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<1x64x64xi8, #lds>
      %g = arith.divui %k, %c64 : index
      %s = lowp.scale_read %S[%c0, %g] blocks(%nb) thread %tid {decode = 0 : i64, tile = array<i64: 64, 2>, threads = 256} : memref<?x?xi8> -> f32
      lowp.scale_write %s into %ls[%c0] thread %tid {tile = array<i64: 64, 2>, threads = 256} : f32 into memref<1x2x64xf32, #lds>
      gpu.barrier
      %n = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(rows), %la(rows) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          scales(%ls, %ls : memref<1x2x64xf32, #lds>, memref<1x2x64xf32, #lds>)
          acc(%acc : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<1x64x64xi8, #lds>, memref<1x64x64xi8, #lds>
      gpu.barrier
      scf.yield %n : vector<4xf32>
    }
    gpu.return
  }

  // One-stage buffers whose second stages would pass 64 KiB of workgroup
  // memory (40 KiB + 40 KiB): left as they are on gfx942, pipelined within
  // gfx950's 160 KiB.
  // GFX950-LABEL: gpu.func @too_large
  // GFX950-SAME: memref<2x320x128xi8
  // GFX950: lowp.tile_read
  // GFX950: scf.for
  // GFX950: lowp.tile_read
  // GFX950-NEXT: lowp.wave_mma
  // GFX950-NEXT: lowp.tile_write
  // GFX950-NEXT: gpu.barrier
  // CHECK-LABEL: gpu.func @too_large
  // CHECK-SAME: memref<1x320x128xi8
  // CHECK: scf.for
  // CHECK: lowp.tile_read
  // CHECK-NEXT: lowp.tile_write {{.*}}[%c0]
  // CHECK-NEXT: gpu.barrier
  // CHECK-NEXT: lowp.wave_mma {{.*}} stage %c0
  gpu.func @too_large(%A: memref<?x?xi8>, %K: index, %tid: index, %lane: index)
      workgroup(%la: memref<1x320x128xi8, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c320 = arith.constant 320 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %kt = %c0 to %K step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %k = arith.muli %kt, %c128 : index
      %a:10 = lowp.tile_read %A[%c0, %k] bounds(%c320, %K) thread %tid codes f8E4M3FNUZ {tile = array<i64: 320, 128>, threads = 256} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>
      lowp.tile_write %a#0, %a#1, %a#2, %a#3, %a#4, %a#5, %a#6, %a#7, %a#8, %a#9 into %la[%c0] thread %tid (rows) codes f8E4M3FNUZ {tile = array<i64: 320, 128>, threads = 256} : vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8> into memref<1x320x128xi8, #lds>
      gpu.barrier
      %n = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %la(rows), %la(rows) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          acc(%acc : vector<4xf32>) {k_steps = 4 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<1x320x128xi8, #lds>, memref<1x320x128xi8, #lds>
      gpu.barrier
      scf.yield %n : vector<4xf32>
    }
    gpu.return
  }
}
