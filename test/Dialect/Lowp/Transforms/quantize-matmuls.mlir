// RUN: lowp-opt %s -split-input-file --lowp-quantize-matmuls="lhs-recipe=mxfp8 rhs-recipe=mxfp4" -verify-diagnostics | FileCheck %s
// RUN: lowp-opt %s -split-input-file --lowp-quantize-matmuls="lhs-recipe=none rhs-recipe=fp8_rowwise:f8E4M3FNUZ pow2-scales=true" -verify-diagnostics | FileCheck %s --check-prefix=WO
// RUN: lowp-opt %s -split-input-file --lowp-quantize-matmuls="min-flops=1000000" -verify-diagnostics | FileCheck %s --check-prefix=BIG

// A zero-filled matmul: the fill goes away, blocks run along K for both.
// CHECK-LABEL: func.func @plain
// CHECK-NOT: linalg.fill
// CHECK: %[[A:.*]] = lowp.quantize %arg0 : tensor<128x256xbf16> -> !lowp.scaled<128x256xf8E4M3FN, mxfp8>
// CHECK: %[[B:.*]] = lowp.quantize %arg1 : tensor<256x64xbf16> -> !lowp.scaled<256x64xf4E2M1FN, mxfp4, along = 0>
// CHECK: %[[C:.*]] = lowp.scaled_matmul %[[A]], %[[B]] : {{.*}} -> tensor<128x64xbf16>
// CHECK: return %[[C]]
// WO-LABEL: func.func @plain
// WO: %[[B:.*]] = lowp.quantize %arg1 pow2_scales : tensor<256x64xbf16> -> !lowp.scaled<256x64xf8E4M3FNUZ, fp8_rowwise, along = 0>
// WO: lowp.scaled_matmul %arg0, %[[B]] : tensor<128x256xbf16>, !lowp.scaled<256x64xf8E4M3FNUZ, fp8_rowwise, along = 0> -> tensor<128x64xbf16>
// BIG-LABEL: func.func @plain
// BIG: lowp.scaled_matmul
func.func @plain(%x: tensor<128x256xbf16>, %w: tensor<256x64xbf16>) -> tensor<128x64xbf16> {
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<128x64xbf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<128x64xbf16>) -> tensor<128x64xbf16>
  %c = linalg.matmul ins(%x, %w : tensor<128x256xbf16>, tensor<256x64xbf16>) outs(%f : tensor<128x64xbf16>) -> tensor<128x64xbf16>
  return %c : tensor<128x64xbf16>
}

// -----

// Transposed weights through indexing maps, a live accumulator (added back),
// mixed precision (bf16 in, f32 out), and a small matmul min-flops skips.
// CHECK-LABEL: func.func @transposed_acc
// CHECK: %[[A:.*]] = lowp.quantize %arg0 : tensor<16x64xbf16> -> !lowp.scaled<16x64xf8E4M3FN, mxfp8>
// CHECK: %[[B:.*]] = lowp.quantize %arg1 : tensor<32x64xbf16> -> !lowp.scaled<32x64xf4E2M1FN, mxfp4>
// CHECK: %[[C:.*]] = lowp.scaled_matmul %[[A]], %[[B]] {transpose_b} : {{.*}} -> tensor<16x32xf32>
// CHECK: %[[S:.*]] = linalg.add ins(%[[C]], %arg2 : tensor<16x32xf32>, tensor<16x32xf32>)
// CHECK: return %[[S]]
// BIG-LABEL: func.func @transposed_acc
// BIG-NOT: lowp.
// BIG: linalg.matmul
func.func @transposed_acc(%x: tensor<16x64xbf16>, %w: tensor<32x64xbf16>, %acc: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<16x64xbf16>, tensor<32x64xbf16>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

// Transposed activations (K x M) and dynamic M: per-32-K blocks allow it.
// CHECK-LABEL: func.func @transposed_a_dynamic
// CHECK: lowp.quantize %arg0 : tensor<64x?xf32> -> !lowp.scaled<64x?xf8E4M3FN, mxfp8, along = 0>
// CHECK: lowp.scaled_matmul {{.*}} {transpose_a} : {{.*}} -> tensor<?x32xf32>
func.func @transposed_a_dynamic(%x: tensor<64x?xf32>, %w: tensor<64x32xf32>, %m: index) -> tensor<?x32xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%m) : tensor<?x32xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<64x?xf32>, tensor<64x32xf32>) outs(%f : tensor<?x32xf32>) -> tensor<?x32xf32>
  return %c : tensor<?x32xf32>
}

// -----

// Batched matmul, zero constant init.
// CHECK-LABEL: func.func @batched
// CHECK: lowp.quantize %arg0 : tensor<2x16x64xf32> -> !lowp.scaled<2x16x64xf8E4M3FN, mxfp8>
// CHECK: lowp.quantize %arg1 : tensor<2x64x32xf32> -> !lowp.scaled<2x64x32xf4E2M1FN, mxfp4, along = 1>
// CHECK: lowp.scaled_matmul {{.*}} -> tensor<2x16x32xf32>
// CHECK-NOT: linalg.add
func.func @batched(%x: tensor<2x16x64xf32>, %w: tensor<2x64x32xf32>) -> tensor<2x16x32xf32> {
  %z = arith.constant dense<0.0> : tensor<2x16x32xf32>
  %c = linalg.batch_matmul ins(%x, %w : tensor<2x16x64xf32>, tensor<2x64x32xf32>) outs(%z : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %c : tensor<2x16x32xf32>
}

// -----

// A contraction linalg.generic (weights N x K), with per-op recipe overrides.
// CHECK-LABEL: func.func @generic_override
// CHECK: lowp.quantize %arg0 mode = rceil : tensor<8x64xf32> -> !lowp.scaled<8x64xf8E5M2, mxfp8>
// CHECK: lowp.quantize %arg1 : tensor<16x64xf32> -> !lowp.scaled<16x64xf4E2M1FN, nvfp4>
// CHECK: lowp.scaled_matmul {{.*}} {transpose_b}
// CHECK-NOT: linalg.generic
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @generic_override(%x: tensor<8x64xf32>, %w: tensor<16x64xf32>) -> tensor<8x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %c = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x64xf32>, tensor<16x64xf32>) outs(%f : tensor<8x16xf32>)
      attrs = {lowp.lhs_recipe = "mxfp8:f8E5M2", lowp.rhs_recipe = "nvfp4", lowp.mode = "rceil"} {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %c : tensor<8x16xf32>
}

// -----

// Left alone: a marked matmul.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: lowp.
// CHECK: linalg.matmul {lowp.no_quantize}
func.func @left_alone(%x: tensor<16x64xf32>, %w: tensor<64x32xf32>, %acc: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %c = linalg.matmul {lowp.no_quantize} ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}
