// Fragment reads one K step ahead (stage 4, lowp-prefetch-fragments) on a
// distributed, double-buffered K loop: the reads before the first MFMA move
// after the barrier that ends the step, for step kt + 1 (the first step's
// before the loop), carried by the loop; the MFMAs after the step's later
// reads move after them. Loops marked lowp.prefetch (the kernel builder's
// choice), or every loop of the form with all=true.
// RUN: lowp-opt %s --lowp-prefetch-fragments --split-input-file | FileCheck %s
// RUN: lowp-opt %s --lowp-prefetch-fragments=all=true --split-input-file | FileCheck %s --check-prefix=ALL

#lds = #gpu.address_space<workgroup>
#f8 = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
// CHECK-LABEL: gpu.func @two_substeps
// The first step's reads (stage 0, at the lower bound) before the loop.
// CHECK: %[[T0:.*]] = arith.subi %arg3, %arg3 : index
// CHECK: %[[S0:.*]] = arith.remui %[[T0]], %c2 : index
// CHECK: %[[A0:.*]] = vector.load %arg5[%[[S0]], %arg2, %c0]
// CHECK: %[[B0:.*]] = vector.load %arg6[%[[S0]], %arg2, %c0]
// CHECK: scf.for %[[KT:.*]] = %arg3 to %arg4 step %c1 iter_args(%[[ACC:.*]] = %{{.*}}, %[[A:.*]] = %[[A0]], %[[B:.*]] = %[[B0]])
// CHECK: %[[S:.*]] = arith.remui
// The step's own reads: its second K fragment only.
// CHECK: vector.load %arg0
// CHECK: %[[FA:.*]] = vector.bitcast %[[A]]
// CHECK: %[[FB:.*]] = vector.bitcast %[[B]]
// CHECK: %[[M0:.*]] = lowp.mfma #{{.*}} %[[FB]], %[[FA]], %[[ACC]]
// CHECK: vector.load %arg5[%[[S]], %arg2, %c8]
// CHECK: vector.load %arg6[%[[S]], %arg2, %c8]
// CHECK: vector.store {{.*}}, %arg5[%{{.*}}, %arg2, %c0]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: amdgpu.sched_barrier allow = <none>
// CHECK-NEXT: %[[KN:.*]] = arith.addi %[[KT]], %c1 : index
// CHECK-NEXT: %[[TN:.*]] = arith.subi %[[KN]], %arg3 : index
// CHECK-NEXT: %[[SN:.*]] = arith.remui %[[TN]], %c2 : index
// CHECK-NEXT: %[[AN:.*]] = vector.load %arg5[%[[SN]], %arg2, %c0]
// CHECK-NEXT: %[[BN:.*]] = vector.load %arg6[%[[SN]], %arg2, %c0]
// CHECK-NEXT: amdgpu.sched_barrier allow = <none>
// CHECK-NEXT: %[[M1:.*]] = lowp.mfma #{{.*}} %{{.*}}, %{{.*}}, %[[M0]]
// CHECK-NEXT: scf.yield %[[M1]], %[[AN]], %[[BN]]
// CHECK-NOT: lowp.prefetch
// ALL-LABEL: gpu.func @two_substeps
// ALL: scf.yield %{{.*}}, %{{.*}}, %{{.*}} :
gpu.module @kernels {
  gpu.func @two_substeps(%A: memref<?x64xi8>, %B: memref<?x64xi8>, %row: index,
                         %lb: index, %ub: index)
      workgroup(%la: memref<2x64x16xi8, #lds>, %lbuf: memref<2x64x16xi8, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %t = arith.subi %kt, %lb : index
      %s = arith.remui %t, %c2 : index
      %n = arith.subi %c1, %s : index
      %g = vector.load %A[%row, %c0] : memref<?x64xi8>, vector<8xi8>
      %a0 = vector.load %la[%s, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %b0 = vector.load %lbuf[%s, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa0 = vector.bitcast %a0 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %fb0 = vector.bitcast %b0 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m0 = lowp.mfma #f8 %fb0, %fa0, %acc : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      %a1 = vector.load %la[%s, %row, %c8] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %b1 = vector.load %lbuf[%s, %row, %c8] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa1 = vector.bitcast %a1 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %fb1 = vector.bitcast %b1 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m1 = lowp.mfma #f8 %fb1, %fa1, %m0 : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      vector.store %g, %la[%n, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      gpu.barrier
      scf.yield %m1 : vector<4xf32>
    } {lowp.prefetch = "fragments"}
    gpu.return
  }
}

// -----

// "fragments_and_tiles": the next tile's read of global memory through a
// buffer resource (reads past its end give zeros) moves with the fragments;
// a read of a plain memref stays.
#lds = #gpu.address_space<workgroup>
#buf = #amdgpu.address_space<fat_raw_buffer>
#f8 = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
// CHECK-LABEL: gpu.func @tiles
// CHECK: %[[G0:.*]] = vector.load %arg0[%arg3, %{{.*}}] : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[A0:.*]] = vector.load %arg2[%{{.*}}, %arg3, %c0]
// CHECK: scf.for %[[KT:.*]] = {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}, %[[G:.*]] = %[[G0]], %{{[^,]*}} = %[[A0]])
// CHECK-NOT: lowp.prefetch
// CHECK: vector.load %arg1[%arg3, %c0] : memref<?x64xi8>
// CHECK: vector.store %[[G]], %arg2
// CHECK: gpu.barrier
// CHECK: %[[KN:.*]] = arith.addi %[[KT]], %c1 : index
// CHECK: vector.load %arg0[%arg3, %{{.*}}] : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: amdgpu.sched_barrier
// CHECK-NEXT: lowp.mfma
// CHECK-NEXT: scf.yield
// ALL-LABEL: gpu.func @tiles
// ALL: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}, %{{[^,]*}} = %{{[^,]*}}, %{{[^,]*}} = %{{[^,]*}})
gpu.module @kernels {
  gpu.func @tiles(%A: memref<?x?xi8, #buf>, %P: memref<?x64xi8>, %la: memref<2x64x16xi8, #lds>,
                  %row: index, %lb: index, %ub: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %t = arith.subi %kt, %lb : index
      %s = arith.remui %t, %c2 : index
      %n = arith.subi %c1, %s : index
      %kn = arith.addi %kt, %c1 : index
      %k = arith.muli %kn, %c64 : index
      %g = vector.load %A[%row, %k] : memref<?x?xi8, #buf>, vector<8xi8>
      %p = vector.load %P[%row, %c0] : memref<?x64xi8>, vector<8xi8>
      %a0 = vector.load %la[%s, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa0 = vector.bitcast %a0 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %fp = vector.bitcast %p : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m0 = lowp.mfma #f8 %fp, %fa0, %acc : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      %a1 = vector.load %la[%s, %row, %c8] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa1 = vector.bitcast %a1 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m1 = lowp.mfma #f8 %fa1, %fa1, %m0 : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      vector.store %g, %la[%n, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      gpu.barrier
      scf.yield %m1 : vector<4xf32>
    } {lowp.prefetch = "fragments_and_tiles"}
    gpu.return
  }
}

// -----

// Left as they are (with all=true too): a write to LDS before the first
// MFMA, and later MFMAs whose results other ops use; an unmarked loop
// without all=true.
#lds = #gpu.address_space<workgroup>
#f8 = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
// CHECK-LABEL: gpu.func @not_this_form
// CHECK-NOT: sched_barrier
// CHECK: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}) -> (vector<4xf32>)
// CHECK-NOT: sched_barrier
// CHECK: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}) -> (vector<4xf32>)
// CHECK-NOT: sched_barrier
// ALL-LABEL: gpu.func @not_this_form
// ALL-NOT: sched_barrier
// ALL: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}) -> (vector<4xf32>)
// ALL-NOT: sched_barrier
// ALL: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}) -> (vector<4xf32>)
// ALL-NOT: sched_barrier
// ALL: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}, %{{[^,]*}} = %{{[^,]*}})
gpu.module @kernels {
  gpu.func @not_this_form(%row: index, %lb: index, %ub: index, %sc: vector<4xf32>)
      workgroup(%la: memref<2x64x16xi8, #lds>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %v = arith.constant dense<0> : vector<8xi8>
    %r = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      vector.store %v, %la[%c0, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %a0 = vector.load %la[%c0, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa0 = vector.bitcast %a0 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m0 = lowp.mfma #f8 %fa0, %fa0, %acc : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      %a1 = vector.load %la[%c0, %row, %c8] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa1 = vector.bitcast %a1 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m1 = lowp.mfma #f8 %fa1, %fa1, %m0 : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      gpu.barrier
      scf.yield %m1 : vector<4xf32>
    }
    %r2 = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %a0 = vector.load %la[%c0, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa0 = vector.bitcast %a0 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m0 = lowp.mfma #f8 %fa0, %fa0, %acc : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      %a1 = vector.load %la[%c0, %row, %c8] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa1 = vector.bitcast %a1 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m1 = lowp.mfma #f8 %fa1, %fa1, %z : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      %sum = arith.addf %m0, %m1 : vector<4xf32>
      gpu.barrier
      scf.yield %sum : vector<4xf32>
    } {lowp.prefetch = "fragments"}
    // CHECK: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}) -> (vector<4xf32>)
    // CHECK-NOT: sched_barrier
    %r3 = scf.for %kt = %lb to %ub step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
      %a0 = vector.load %la[%c0, %row, %c0] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa0 = vector.bitcast %a0 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m0 = lowp.mfma #f8 %fa0, %fa0, %acc : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      %a1 = vector.load %la[%c0, %row, %c8] : memref<2x64x16xi8, #lds>, vector<8xi8>
      %fa1 = vector.bitcast %a1 : vector<8xi8> to vector<8xf8E4M3FNUZ>
      %m1 = lowp.mfma #f8 %fa1, %fa1, %m0 : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
      gpu.barrier
      scf.yield %m1 : vector<4xf32>
    }
    gpu.return
  }
}
