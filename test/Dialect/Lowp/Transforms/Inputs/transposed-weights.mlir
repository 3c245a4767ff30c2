// Weights exported N x K and transposed for the matmul (@transposed), and
// the same product written with linalg.matmul's indexing maps (@maps):
// lowp-quantize-matmuls gives both the same lowp IR (quantize-matmuls-transpose.mlir).
func.func @transposed(%x: tensor<24x128xf32>, %w: tensor<96x128xf32>) -> tensor<24x96xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x96xf32>
  %wt = linalg.transpose ins(%w : tensor<96x128xf32>) outs(%e : tensor<128x96xf32>) permutation = [1, 0]
  %c0 = tensor.empty() : tensor<24x96xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<24x96xf32>) -> tensor<24x96xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<24x128xf32>, tensor<128x96xf32>) outs(%c : tensor<24x96xf32>) -> tensor<24x96xf32>
  return %y : tensor<24x96xf32>
}

func.func @maps(%x: tensor<24x128xf32>, %w: tensor<96x128xf32>) -> tensor<24x96xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<24x96xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<24x96xf32>) -> tensor<24x96xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<24x128xf32>, tensor<96x128xf32>) outs(%c : tensor<24x96xf32>) -> tensor<24x96xf32>
  return %y : tensor<24x96xf32>
}

// Activations stored K x M (a transposed A) in a batch.
func.func @batched_a(%x: tensor<2x128x24xf32>, %w: tensor<2x128x96xf32>) -> tensor<2x24x96xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x24x128xf32>
  %xt = linalg.transpose ins(%x : tensor<2x128x24xf32>) outs(%e : tensor<2x24x128xf32>) permutation = [0, 2, 1]
  %c0 = tensor.empty() : tensor<2x24x96xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<2x24x96xf32>) -> tensor<2x24x96xf32>
  %y = linalg.batch_matmul ins(%xt, %w : tensor<2x24x128xf32>, tensor<2x128x96xf32>) outs(%c : tensor<2x24x96xf32>) -> tensor<2x24x96xf32>
  return %y : tensor<2x24x96xf32>
}

// Activations [batch, M, K] times weights broadcast over the batch (as
// torch.matmul exports): one 2-D matmul over batch * M rows (@broadcast),
// the same as flattening by hand (@flattened).
func.func @broadcast(%x: tensor<3x8x128xf32>, %w: tensor<128x96xf32>) -> tensor<3x8x96xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x128x96xf32>
  %wb = linalg.broadcast ins(%w : tensor<128x96xf32>) outs(%e : tensor<3x128x96xf32>) dimensions = [0]
  %c0 = tensor.empty() : tensor<3x8x96xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<3x8x96xf32>) -> tensor<3x8x96xf32>
  %y = linalg.batch_matmul ins(%x, %wb : tensor<3x8x128xf32>, tensor<3x128x96xf32>) outs(%c : tensor<3x8x96xf32>) -> tensor<3x8x96xf32>
  return %y : tensor<3x8x96xf32>
}

func.func @flattened(%x: tensor<3x8x128xf32>, %w: tensor<128x96xf32>) -> tensor<3x8x96xf32> {
  %zero = arith.constant 0.0 : f32
  %x2 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<3x8x128xf32> into tensor<24x128xf32>
  %c0 = tensor.empty() : tensor<24x96xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<24x96xf32>) -> tensor<24x96xf32>
  %y = linalg.matmul ins(%x2, %w : tensor<24x128xf32>, tensor<128x96xf32>) outs(%c : tensor<24x96xf32>) -> tensor<24x96xf32>
  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape [3, 8, 96] : tensor<24x96xf32> into tensor<3x8x96xf32>
  return %y3 : tensor<3x8x96xf32>
}
