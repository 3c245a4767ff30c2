// An f32 layer with weight-only NVFP4 weights (quantize-matmuls-f32.mlir).
func.func @layer(%x: tensor<24x128xf32>, %w: tensor<96x128xf32>) -> tensor<24x96xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<24x96xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<24x96xf32>) -> tensor<24x96xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<24x128xf32>, tensor<96x128xf32>) outs(%c : tensor<24x96xf32>) -> tensor<24x96xf32>
  return %y : tensor<24x96xf32>
}
