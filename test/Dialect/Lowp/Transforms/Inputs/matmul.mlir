func.func @mm(%x: tensor<16x64xf32>, %w: tensor<64x32xf32>, %acc: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %c = linalg.matmul ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}
