// A linalg.transpose feeding a matmul is read through: the operand is
// quantized as stored (blocks still along K) and the matmul's transpose
// flag flips; the transpose goes when nothing else uses it. A batched
// matmul of weights broadcast over the batch becomes one 2-D matmul.
// RUN: lowp-opt %S/Inputs/transposed-weights.mlir --lowp-quantize-matmuls="lhs-recipe=mxfp8 rhs-recipe=mxfp4" | FileCheck %s
// And the two spellings of the same product compute the same bits.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lowp-opt %S/Inputs/transposed-weights.mlir --lowp-quantize-matmuls="lhs-recipe=mxfp8 rhs-recipe=mxfp4" -o %t/q.mlir
// RUN: %python -c "import numpy as np; r = np.random.default_rng(1); np.save('%t/x.npy', r.standard_normal((24, 128)).astype(np.float32)); np.save('%t/w.npy', r.standard_normal((96, 128)).astype(np.float32))"
// RUN: lowp-run %t/q.mlir --function=transposed --input=@%t/x.npy --input=@%t/w.npy --output=@%t/y1.npy
// RUN: lowp-run %t/q.mlir --function=maps --input=@%t/x.npy --input=@%t/w.npy --output=@%t/y2.npy
// RUN: cmp %t/y1.npy %t/y2.npy
// RUN: %python -c "import numpy as np; r = np.random.default_rng(2); np.save('%t/x3.npy', r.standard_normal((3, 8, 128)).astype(np.float32)); np.save('%t/w2.npy', r.standard_normal((128, 96)).astype(np.float32))"
// RUN: lowp-run %t/q.mlir --function=broadcast --input=@%t/x3.npy --input=@%t/w2.npy --output=@%t/z1.npy
// RUN: lowp-run %t/q.mlir --function=flattened --input=@%t/x3.npy --input=@%t/w2.npy --output=@%t/z2.npy
// RUN: cmp %t/z1.npy %t/z2.npy

// CHECK-LABEL: func.func @transposed
// CHECK-NOT: linalg.transpose
// CHECK: %[[A:.*]] = lowp.quantize %arg0 : tensor<24x128xf32> -> !lowp.scaled<24x128xf8E4M3FN, mxfp8>
// CHECK: %[[B:.*]] = lowp.quantize %arg1 : tensor<96x128xf32> -> !lowp.scaled<96x128xf4E2M1FN, mxfp4>
// CHECK: lowp.scaled_matmul %[[A]], %[[B]] {transpose_b}
// CHECK-LABEL: func.func @maps
// CHECK: %[[A:.*]] = lowp.quantize %arg0 : tensor<24x128xf32> -> !lowp.scaled<24x128xf8E4M3FN, mxfp8>
// CHECK: %[[B:.*]] = lowp.quantize %arg1 : tensor<96x128xf32> -> !lowp.scaled<96x128xf4E2M1FN, mxfp4>
// CHECK: lowp.scaled_matmul %[[A]], %[[B]] {transpose_b}
// CHECK-LABEL: func.func @batched_a
// CHECK-NOT: linalg.transpose
// CHECK: %[[A:.*]] = lowp.quantize %arg0 : tensor<2x128x24xf32> -> !lowp.scaled<2x128x24xf8E4M3FN, mxfp8, along = 1>
// CHECK: %[[B:.*]] = lowp.quantize %arg1 : tensor<2x128x96xf32> -> !lowp.scaled<2x128x96xf4E2M1FN, mxfp4, along = 1>
// CHECK: lowp.scaled_matmul %[[A]], %[[B]] {transpose_a}
// CHECK-LABEL: func.func @broadcast
// CHECK-NOT: linalg.broadcast
// CHECK: %[[X:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<3x8x128xf32> into tensor<24x128xf32>
// CHECK: %[[A:.*]] = lowp.quantize %[[X]] : tensor<24x128xf32> -> !lowp.scaled<24x128xf8E4M3FN, mxfp8>
// CHECK: %[[B:.*]] = lowp.quantize %arg1 : tensor<128x96xf32> -> !lowp.scaled<128x96xf4E2M1FN, mxfp4, along = 0>
// CHECK: %[[C:.*]] = lowp.scaled_matmul %[[A]], %[[B]] : {{.*}} -> tensor<24x96xf32>
// CHECK: tensor.expand_shape %[[C]] {{\[\[}}0, 1], [2]] output_shape [3, 8, 96] : tensor<24x96xf32> into tensor<3x8x96xf32>
