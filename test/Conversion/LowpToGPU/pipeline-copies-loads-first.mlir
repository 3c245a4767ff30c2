// gfx950's f8f6f4 loops issue each step's global reads first
// (lowp-pipeline-copies loads-first, docs/codegen.md): an
// amdgpu.sched_barrier after the next step's reads, ahead of the MFMAs on
// the current stage; not with loads-first=false, fp6 or fp4 x fp4 operands,
// gfx942's 16x16x32 MFMAs, or reads of more than 64 bytes a thread.
// RUN: lowp-opt %s --lowp-pipeline-copies=chip=gfx950 | FileCheck %s
// FP4 x FP8 takes it too.
// RUN: sed 's/32x32x64, f8E4M3FN, f8E4M3FN/32x32x64, f4E2M1FN, f8E4M3FN/' %s | lowp-opt --lowp-pipeline-copies=chip=gfx950 | FileCheck %s
// RUN: lowp-opt %s --lowp-pipeline-copies="chip=gfx950 loads-first=false" | FileCheck %s --check-prefix=NONE
// RUN: sed 's/32x32x64, f8E4M3FN, f8E4M3FN/32x32x64, f6E2M3FN, f8E4M3FN/' %s | lowp-opt --lowp-pipeline-copies=chip=gfx950 | FileCheck %s --check-prefix=NONE
// RUN: sed 's/32x32x64, f8E4M3FN, f8E4M3FN/32x32x64, f4E2M1FN, f4E2M1FN/' %s | lowp-opt --lowp-pipeline-copies=chip=gfx950 | FileCheck %s --check-prefix=NONE
// RUN: sed 's/32x32x64, f8E4M3FN, f8E4M3FN/16x16x32, f8E4M3FNUZ, f8E4M3FNUZ/; s/codes f8E4M3FN /codes f8E4M3FNUZ /g; s/vector<16xf32>/vector<4xf32>/g' %s | lowp-opt --lowp-pipeline-copies=chip=gfx950 | FileCheck %s --check-prefix=NONE
// 64 threads: four chunks of each operand a thread (128 bytes).
// RUN: sed 's/threads = 128/threads = 64/g; s/%%a:2/%%a:4/; s/%%b:2/%%b:4/; s/%%a#0, %%a#1/%%a#0, %%a#1, %%a#2, %%a#3/; s/%%b#0, %%b#1/%%b#0, %%b#1, %%b#2, %%b#3/; s/vector<16xi8>, vector<16xi8>/vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>/g' %s | lowp-opt --lowp-pipeline-copies=chip=gfx950 | FileCheck %s --check-prefix=NONE
// NONE: scf.for
// NONE-NOT: amdgpu.sched_barrier
// NONE: gpu.barrier
// NONE-NEXT: scf.yield

#lds = #gpu.address_space<workgroup>
gpu.module @kernels {
  // FP8 x FP8, 64 bytes of reads a thread (2 x 16 of A, of B): the barrier.
  // CHECK-LABEL: gpu.func @fp8
  // CHECK: scf.for
  // CHECK: lowp.tile_read %arg0
  // CHECK: lowp.tile_read %arg1
  // CHECK-NEXT: amdgpu.sched_barrier allow = <none>
  // CHECK-NEXT: lowp.wave_mma
  // CHECK-NEXT: lowp.tile_write
  gpu.func @fp8(%A: memref<?x?xi8>, %B: memref<?x?xi8>, %M: index, %N: index, %K: index,
                %lb: index, %ub: index, %tid: index, %lane: index)
      workgroup(%la: memref<2x64x72xi8, #lds>, %lbuf: memref<2x64x72xi8, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant dense<0.0> : vector<16xf32>
    %r = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<16xf32>) {
      %k = arith.muli %kt, %c64 : index
      %a:2 = lowp.tile_read %A[%c0, %k] bounds(%M, %K) thread %tid codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      %b:2 = lowp.tile_read %B[%c0, %k] bounds(%N, %K) thread %tid codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
      lowp.tile_write %a#0, %a#1 into %la[%c0] thread %tid (rows) codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x72xi8, #lds>
      lowp.tile_write %b#0, %b#1 into %lbuf[%c0] thread %tid (rows) codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 128} : vector<16xi8>, vector<16xi8> into memref<2x64x72xi8, #lds>
      gpu.barrier
      %n = lowp.wave_mma #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN> %la(rows), %lbuf(rows) stage %c0 at(%c0, %c0) lane %lane k_wave %c0
          acc(%acc : vector<16xf32>) {k_steps = 1 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<2x64x72xi8, #lds>, memref<2x64x72xi8, #lds>
      gpu.barrier
      scf.yield %n : vector<16xf32>
    }
    gpu.return
  }
}
