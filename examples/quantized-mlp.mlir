// A two-layer MLP block written with lowp ops: MXFP8 activations, MXFP4
// weights quantized offline (assembled from codes and scales), bf16 output.
// Run:  build/bin/lowp-opt examples/quantized-mlp.mlir --canonicalize
func.func @mlp(%x: tensor<?x4096xbf16>,
               %w1_codes: tensor<14336x4096xf4E2M1FN>,
               %w1_scales: tensor<14336x128xf8E8M0FNU>,
               %w2: !lowp.scaled<4096x14336xf4E2M1FN, mxfp4>,
               %b2: tensor<4096xbf16>) -> tensor<?x4096xbf16> {
  // Layer 1: y = x * W1^T, with W1 stored N x K (blocks along K).
  %xq = lowp.quantize %x mode = rceil
      : tensor<?x4096xbf16> -> !lowp.scaled<?x4096xf8E4M3FN, mxfp8>
  %w1 = lowp.assemble %w1_codes, %w1_scales
      : tensor<14336x4096xf4E2M1FN>, tensor<14336x128xf8E8M0FNU>
        -> !lowp.scaled<14336x4096xf4E2M1FN, mxfp4>
  %h = lowp.scaled_matmul %xq, %w1 {transpose_b}
      : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>,
        !lowp.scaled<14336x4096xf4E2M1FN, mxfp4> -> tensor<?x14336xbf16>
  // Layer 2, with a bias; the hidden activations are requantized.
  %hq = lowp.quantize %h mode = rceil
      : tensor<?x14336xbf16> -> !lowp.scaled<?x14336xf8E4M3FN, mxfp8>
  %y = lowp.scaled_matmul %hq, %w2 bias(%b2 : tensor<4096xbf16>) {transpose_b}
      : !lowp.scaled<?x14336xf8E4M3FN, mxfp8>,
        !lowp.scaled<4096x14336xf4E2M1FN, mxfp4> -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}
