// A two-layer MLP in linalg: y = relu(x @ w1) @ w2^T + b2 (w2 stored N x K
// as weights usually are). lowp-quantize-matmuls turns both matmuls into
// quantize + scaled_matmul.
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @mlp(%x: tensor<24x128xf32>, %w1: tensor<128x96xf32>, %w2: tensor<40x96xf32>,
               %b2: tensor<24x40xf32>) -> tensor<24x40xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<24x96xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<24x96xf32>) -> tensor<24x96xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<24x128xf32>, tensor<128x96xf32>)
                     outs(%f1 : tensor<24x96xf32>) -> tensor<24x96xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<24x96xf32>) outs(%e1 : tensor<24x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<24x96xf32>
  %y = linalg.matmul indexing_maps = [#mk, #nk, #mn]
                     ins(%r, %w2 : tensor<24x96xf32>, tensor<40x96xf32>)
                     outs(%b2 : tensor<24x40xf32>) -> tensor<24x40xf32>
  return %y : tensor<24x40xf32>
}
