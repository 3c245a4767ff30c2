// RUN: lowp-opt %s --lowp-expand-shape-to-reinterpret-cast --split-input-file | FileCheck %s
// Upstream's expand-strided-metadata (LLVM 22) crashes on these inputs
// (llvm-project#186830); after the rewrite it runs.
// RUN: lowp-opt %s --lowp-expand-shape-to-reinterpret-cast --expand-strided-metadata --split-input-file | FileCheck %s --check-prefix=META

// [batch * seq, D] -> [batch, seq, D] with both dynamic: the exporters'
// reshape around a projection, bufferized.
// CHECK-LABEL: func.func @batch_seq
// CHECK-SAME: (%[[A:.*]]: memref<?x64xbf16>, %[[B:.*]]: index, %[[S:.*]]: index)
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %[[STR:.*]]:2 = memref.extract_strided_metadata %[[A]]
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: %[[ROW:.*]] = arith.muli %[[C64]], %[[S]] : index
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[B]], %[[S]], 64], strides: [%[[ROW]], 64, 1]
// CHECK-NOT: memref.expand_shape
// META-LABEL: func.func @batch_seq
// META-NOT: memref.expand_shape
func.func @batch_seq(%a: memref<?x64xbf16>, %b: index, %s: index) -> memref<?x?x64xbf16> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [%b, %s, 64] : memref<?x64xbf16> into memref<?x?x64xbf16>
  return %e : memref<?x?x64xbf16>
}

// -----

// A strided source: each group's innermost stride is the source dim's, the
// offset stays the source's.
// CHECK-LABEL: func.func @strided
// CHECK-SAME: (%[[A:.*]]: memref<?x?xf32, strided<[?, 2], offset: ?>>, %[[X:.*]]: index, %[[Y:.*]]: index, %[[Z:.*]]: index)
// CHECK: %[[BASE:.*]], %[[OFF:.*]], %{{.*}}:2, %[[STR:.*]]:2 = memref.extract_strided_metadata %[[A]]
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[S1:.*]] = arith.muli %[[C4]], %[[Z]] : index
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [%[[OFF]]], sizes: [%[[X]], %[[Y]], %[[Z]], 2], strides: [%[[STR]]#0, %[[S1]], 4, 2]
// META-LABEL: func.func @strided
// META-NOT: memref.expand_shape
func.func @strided(%a: memref<?x?xf32, strided<[?, 2], offset: ?>>, %x: index, %y: index, %z: index) -> memref<?x?x?x2xf32, strided<[?, ?, 4, 2], offset: ?>> {
  %e = memref.expand_shape %a [[0], [1, 2, 3]] output_shape [%x, %y, %z, 2] : memref<?x?xf32, strided<[?, 2], offset: ?>> into memref<?x?x?x2xf32, strided<[?, ?, 4, 2], offset: ?>>
  return %e : memref<?x?x?x2xf32, strided<[?, ?, 4, 2], offset: ?>>
}

// -----

// One dynamic size per group: upstream handles it, the op stays.
// CHECK-LABEL: func.func @one_dynamic
// CHECK: memref.expand_shape
// CHECK-NOT: memref.reinterpret_cast
func.func @one_dynamic(%a: memref<?x64xbf16>, %b: index) -> memref<?x4x64xbf16> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [%b, 4, 64] : memref<?x64xbf16> into memref<?x4x64xbf16>
  return %e : memref<?x4x64xbf16>
}
