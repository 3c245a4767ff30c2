// Direct K loops (decode kernels, no LDS) written plainly -- each step's
// fragments read from global memory (lowp.fragment_read), decoded, the
// MFMAs (lowp.fragment_mma) -- pipelined by lowp-pipeline-copies: the first
// step's reads before the loop, step t + 1's at the top of step t, the
// registers carried by the loop.
// RUN: lowp-opt %s --lowp-pipeline-copies=chip=gfx950 | FileCheck %s
// Idempotent: a loop whose reads are already carried is left as it is.
// RUN: lowp-opt %s --lowp-pipeline-copies=chip=gfx950 --lowp-pipeline-copies=chip=gfx950 | FileCheck %s
// The same from a transform script (transform.lowp.pipeline_copies).
// RUN: lowp-opt %s --transform-preload-library="transform-library-paths=%S/Inputs/pipeline-copies-script.mlir" --transform-interpreter | FileCheck %s
// gfx942 carries the tall bf16 A too (VALU-bound there: no gain from reading it in step).
// RUN: lowp-opt %s --lowp-pipeline-copies=chip=gfx942 | FileCheck %s --check-prefix=GFX942

#fat = #amdgpu.address_space<fat_raw_buffer>
gpu.module @k {
  // FP8 with blockwise scales: A's and B's fragments and the block's f32
  // scales (a load masked past K by a select on the step) move a step ahead.
  // CHECK-LABEL: gpu.func @fp8_blockwise
  // CHECK: %[[A0:.*]] = lowp.fragment_read {{.*}}[%{{.*}}, %[[K0:.*]]] bounds
  // CHECK: %[[B0:.*]]:2 = lowp.fragment_read
  // CHECK: %[[S0:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
  // CHECK: scf.for %[[U:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[RA:.*]] = %[[A0]], %[[RB0:.*]] = %[[B0]]#0, %[[RB1:.*]] = %[[B0]]#1, %[[RS:.*]] = %[[S0]])
  // CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[U]], %{{.*}} : index
  // CHECK: lowp.fragment_read
  // CHECK: lowp.fragment_read
  // CHECK: %[[NS:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
  // CHECK: %[[P:.*]]:2 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%[[RA]] : vector<32xi8>) codes f8E4M3FN rhs(%[[RB0]], %[[RB1]] : vector<32xi8>, vector<32xi8>)
  // CHECK: vector.broadcast %[[RS]] : f32
  // CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[NS]] :
  // CHECK-NOT: lowp.fragment_read
  // CHECK: gpu.return
  gpu.func @fp8_blockwise(%A: memref<?x?xi8, #fat>, %B: memref<?x?xi8, #fat>,
                          %S: memref<?xf32, #fat>, %row: index, %col: index,
                          %M: index, %N: index, %K: index, %G: index,
                          %lane: index, %out: memref<2xvector<4xf32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %steps = arith.ceildivui %K, %c128 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r:2 = scf.for %u = %c0 to %steps step %c1 iter_args(%a0 = %z, %a1 = %z)
        -> (vector<4xf32>, vector<4xf32>) {
      %k = arith.muli %u, %c128 : index
      %fa = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %A[%row, %k]
          bounds(%M, %K) lane %lane codes f8E4M3FN {tiles = 1 : i64}
          : memref<?x?xi8, #fat> -> vector<32xi8>
      %fb:2 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %B[%col, %k]
          bounds(%N, %K) lane %lane codes f8E4M3FN {tiles = 2 : i64}
          : memref<?x?xi8, #fat> -> vector<32xi8>, vector<32xi8>
      %in = arith.cmpi ult, %u, %G : index
      %g = arith.select %in, %u, %c0 : index
      %s = memref.load %S[%g] : memref<?xf32, #fat>
      %zero = arith.constant 0.0 : f32
      %sm = arith.select %in, %s, %zero : f32
      %p:2 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
          lhs(%fa : vector<32xi8>) codes f8E4M3FN
          rhs(%fb#0, %fb#1 : vector<32xi8>, vector<32xi8>) codes f8E4M3FN
          acc(%z, %z : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 1, 2>}
      %sv = vector.broadcast %sm : f32 to vector<4xf32>
      %q0 = arith.mulf %p#0, %sv : vector<4xf32>
      %q1 = arith.mulf %p#1, %sv : vector<4xf32>
      %n0 = arith.addf %a0, %q0 : vector<4xf32>
      %n1 = arith.addf %a1, %q1 : vector<4xf32>
      scf.yield %n0, %n1 : vector<4xf32>, vector<4xf32>
    }
    memref.store %r#0, %out[%c0] : memref<2xvector<4xf32>>
    memref.store %r#1, %out[%c1] : memref<2xvector<4xf32>>
    gpu.return
  }

  // bf16 x MXFP4 on gfx950 with two tiles of A: B's codes and scale codes
  // are carried, A's bf16 values (from L2) are read in their step.
  // CHECK-LABEL: gpu.func @w4a16_tall
  // CHECK: %[[B0:.*]]:2 = lowp.fragment_read {{.*}} codes f4E2M1FN
  // CHECK: scf.for %[[U:.*]] = {{.*}} iter_args(%[[ACC0:.*]] = %{{.*}}, %[[ACC1:.*]] = %{{.*}}, %[[RB:.*]] = %[[B0]]#0, %[[RS:.*]] = %[[B0]]#1)
  // CHECK: lowp.fragment_read {{.*}} codes f4E2M1FN
  // CHECK: %[[A:.*]]:2 = lowp.fragment_read {{.*}} codes bf16 {tiles = 2 : i64}
  // CHECK: lowp.fragment_decode %[[RB]], %[[RS]]
  // CHECK: lowp.fragment_mma {{.*}} lhs(%[[A]]#0, %[[A]]#1 : vector<32xbf16>, vector<32xbf16>)
  // GFX942-LABEL: gpu.func @w4a16_tall
  // GFX942: %[[A0:.*]]:2 = lowp.fragment_read {{.*}} codes bf16 {tiles = 2 : i64}
  // GFX942: %[[B0:.*]]:2 = lowp.fragment_read {{.*}} codes f4E2M1FN
  // GFX942: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[A0]]#0, %{{.*}} = %[[A0]]#1, %{{.*}} = %[[B0]]#0, %{{.*}} = %[[B0]]#1)
  gpu.func @w4a16_tall(%A: memref<?x?xbf16, #fat>, %B: memref<?x?xi8, #fat>,
                       %Bs: memref<?x?xi8, #fat>, %row: index, %col: index,
                       %M: index, %N: index, %K: index, %lane: index,
                       %out: memref<2xvector<4xf32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r:2 = scf.for %k = %c0 to %K step %c128 iter_args(%a0 = %z, %a1 = %z)
        -> (vector<4xf32>, vector<4xf32>) {
      %fa:2 = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %A[%row, %k]
          bounds(%M, %K) lane %lane codes bf16 {tiles = 2 : i64}
          : memref<?x?xbf16, #fat> -> vector<32xbf16>, vector<32xbf16>
      %fb:2 = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %B[%col, %k]
          bounds(%N, %K) lane %lane codes f4E2M1FN scales(%Bs : memref<?x?xi8, #fat>)
          {scale_block = 32 : i64, tiles = 1 : i64}
          : memref<?x?xi8, #fat> -> vector<16xi8>, i8
      %v = lowp.fragment_decode %fb#0, %fb#1 codes f4E2M1FN to bf16
          scale f8E8M0FNU scale_block 32 : vector<16xi8>, i8 -> vector<32xbf16>
      %p:2 = lowp.fragment_mma #lowp.mfma<16x16x32, bf16, bf16>
          lhs(%fa#0, %fa#1 : vector<32xbf16>, vector<32xbf16>) codes bf16
          rhs(%v : vector<32xbf16>) codes bf16
          acc(%a0, %a1 : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 2, 1>}
      scf.yield %p#0, %p#1 : vector<4xf32>, vector<4xf32>
    }
    memref.store %r#0, %out[%c0] : memref<2xvector<4xf32>>
    memref.store %r#1, %out[%c1] : memref<2xvector<4xf32>>
    gpu.return
  }

  // Decoding with the scaled conversion: the reads stay in their step (the
  // next step's registers, live across the decode's branches, would be
  // copied at the loop's end).
  // CHECK-LABEL: gpu.func @scaled_cvt
  // CHECK-NOT: lowp.fragment_read
  // CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<4xf32>)
  // CHECK: lowp.fragment_read
  gpu.func @scaled_cvt(%A: memref<?x?xbf16, #fat>, %B: memref<?x?xi8, #fat>,
                       %Bs: memref<?x?xi8, #fat>, %row: index, %col: index,
                       %M: index, %N: index, %K: index, %lane: index,
                       %out: memref<1xvector<4xf32>>) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %k = %c0 to %K step %c128 iter_args(%a0 = %z) -> (vector<4xf32>) {
      %fa = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %A[%row, %k]
          bounds(%M, %K) lane %lane codes bf16 {tiles = 1 : i64}
          : memref<?x?xbf16, #fat> -> vector<32xbf16>
      %fb:2 = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %B[%col, %k]
          bounds(%N, %K) lane %lane codes f4E2M1FN scales(%Bs : memref<?x?xi8, #fat>)
          {scale_block = 32 : i64, tiles = 1 : i64}
          : memref<?x?xi8, #fat> -> vector<16xi8>, i8
      %v = lowp.fragment_decode %fb#0, %fb#1 codes f4E2M1FN to bf16
          scale f8E8M0FNU scale_block 32 {scaled_cvt} : vector<16xi8>, i8 -> vector<32xbf16>
      %p = lowp.fragment_mma #lowp.mfma<16x16x32, bf16, bf16>
          lhs(%fa : vector<32xbf16>) codes bf16 rhs(%v : vector<32xbf16>) codes bf16
          acc(%a0 : vector<4xf32>) {tiles = array<i64: 1, 1>}
      scf.yield %p : vector<4xf32>
    }
    memref.store %r, %out[%c0] : memref<1xvector<4xf32>>
    gpu.return
  }

  // A loop that writes memory keeps its reads in step (they would move
  // across its stores).
  // CHECK-LABEL: gpu.func @writes
  // CHECK-NOT: lowp.fragment_read
  // CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<4xf32>)
  // CHECK: lowp.fragment_read
  gpu.func @writes(%A: memref<?x?xi8, #fat>, %row: index, %M: index, %K: index,
                   %lane: index, %out: memref<?xvector<4xf32>>) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %k = %c0 to %K step %c128 iter_args(%a0 = %z) -> (vector<4xf32>) {
      %fa = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %A[%row, %k]
          bounds(%M, %K) lane %lane codes f8E4M3FNUZ {tiles = 1 : i64}
          : memref<?x?xi8, #fat> -> vector<32xi8>
      %p = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
          lhs(%fa : vector<32xi8>) codes f8E4M3FNUZ rhs(%fa : vector<32xi8>) codes f8E4M3FNUZ
          acc(%a0 : vector<4xf32>) {tiles = array<i64: 1, 1>}
      memref.store %p, %out[%k] : memref<?xvector<4xf32>>
      scf.yield %p : vector<4xf32>
    }
    gpu.return
  }
}
