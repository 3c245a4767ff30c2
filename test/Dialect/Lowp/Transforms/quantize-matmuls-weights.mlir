// Rules that tell weights from activations: a constant (also behind a
// transpose, a reshape or a float cast) of at least min-weight-elements
// elements takes weight-recipe on whichever side it is; weights-only leaves
// products of two activations alone; an op's own recipe attributes decide.
// RUN: lowp-opt %s --split-input-file --lowp-quantize-matmuls="lhs-recipe=mxfp8 rhs-recipe=fp8_rowwise weight-recipe=mxfp4 min-weight-elements=4096 weights-only=true" | FileCheck %s
// Without weight-recipe every matmul takes lhs-recipe / rhs-recipe.
// RUN: lowp-opt %s --split-input-file --lowp-quantize-matmuls="lhs-recipe=mxfp8 rhs-recipe=fp8_rowwise" | FileCheck %s --check-prefix=PLAIN
// RUN: not lowp-opt %s --split-input-file --lowp-quantize-matmuls="weight-recipe=int4" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: lowp-quantize-matmuls: unknown recipe 'int4'

// CHECK-LABEL: func.func @exported
// The nn.Linear weight [out, in] behind its transpose: MXFP4 as stored.
// CHECK: lowp.quantize %arg0 : tensor<?x128xbf16> -> !lowp.scaled<?x128xf8E4M3FN, mxfp8>
// CHECK: lowp.quantize %{{.*}} : tensor<64x128xbf16> -> !lowp.scaled<64x128xf4E2M1FN, mxfp4>
// CHECK: lowp.scaled_matmul {{.*}} {transpose_b}
// PLAIN-LABEL: func.func @exported
// PLAIN: lowp.quantize %{{.*}} : tensor<64x128xbf16> -> !lowp.scaled<64x128xf8E4M3FN, fp8_rowwise>
func.func @exported(%x: tensor<?x128xbf16>) -> tensor<?x64xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : bf16
  %w = arith.constant dense<0.5> : tensor<64x128xbf16>
  %m = tensor.dim %x, %c0 : tensor<?x128xbf16>
  %te = tensor.empty() : tensor<128x64xbf16>
  %wt = linalg.transpose ins(%w : tensor<64x128xbf16>) outs(%te : tensor<128x64xbf16>) permutation = [1, 0]
  %e = tensor.empty(%m) : tensor<?x64xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<?x64xbf16>) -> tensor<?x64xbf16>
  %y = linalg.matmul ins(%x, %wt : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%z : tensor<?x64xbf16>) -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}

// -----

// A weight stored in f32 and cast to bf16 for the matmul, on the left
// (W x): still a weight.
// CHECK-LABEL: func.func @cast_weight_left
// CHECK: lowp.quantize %{{.*}} : tensor<64x128xbf16> -> !lowp.scaled<64x128xf4E2M1FN, mxfp4>
// CHECK: lowp.quantize %arg0 : tensor<128x32xbf16> -> !lowp.scaled<128x32xf8E4M3FN, fp8_rowwise, along = 0>
#id = affine_map<(i, j) -> (i, j)>
func.func @cast_weight_left(%x: tensor<128x32xbf16>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<0.25> : tensor<64x128xf32>
  %ce = tensor.empty() : tensor<64x128xbf16>
  %wb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<64x128xf32>) outs(%ce : tensor<64x128xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x128xbf16>
  %e = tensor.empty() : tensor<64x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %y = linalg.matmul ins(%wb, %x : tensor<64x128xbf16>, tensor<128x32xbf16>) outs(%z : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}

// -----

// Two activations (attention's scores), a weight passed as an argument and
// a constant below min-weight-elements: no weight, so weights-only leaves
// them; an op with its own recipe attributes is rewritten as they say.
// CHECK-LABEL: func.func @activations
// CHECK: linalg.batch_matmul
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK: lowp.quantize %arg0 : tensor<32x64xbf16> -> !lowp.scaled<32x64xf8E4M3FN, mxfp8>
// CHECK: lowp.quantize %arg3 : tensor<64x64xbf16> -> !lowp.scaled<64x64xf8E4M3FN, mxfp8, along = 0>
// CHECK-NOT: lowp.quantize
// PLAIN-LABEL: func.func @activations
// PLAIN-COUNT-4: lowp.scaled_matmul
func.func @activations(%q: tensor<32x64xbf16>, %k: tensor<2x64x32xbf16>, %v: tensor<2x32x64xbf16>, %w: tensor<64x64xbf16>)
    -> (tensor<2x32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %small = arith.constant dense<1.0> : tensor<32x32xbf16>
  %e3 = tensor.empty() : tensor<2x32x32xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %s = linalg.batch_matmul ins(%v, %k : tensor<2x32x64xbf16>, tensor<2x64x32xbf16>) outs(%z3 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %e = tensor.empty() : tensor<32x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %a = linalg.matmul ins(%q, %w : tensor<32x64xbf16>, tensor<64x64xbf16>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %b = linalg.matmul ins(%small, %q : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %c = linalg.matmul {lowp.lhs_recipe = "mxfp8", lowp.rhs_recipe = "mxfp8"} ins(%q, %w : tensor<32x64xbf16>, tensor<64x64xbf16>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %s, %a, %b, %c : tensor<2x32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>
}
