// A grouped (MoE) matmul whose result is quantized for the next layer (the
// down projection's input): lowp-fuse-epilogues folds the activation, then
// the lowp.quantize, into the grouped kernel (fused-moe-quantize.test).
#pairE = affine_map<(d0, d1) -> (d0, d1 * 2)>
#pairO = affine_map<(d0, d1) -> (d0, d1 * 2 + 1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// GPT-OSS's SwiGLU over interleaved gate / up columns (epilogue_pairs),
// quantized to MXFP8: the down projection's MXFP8 input.
func.func @swiglu_mxfp8(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
                        %w: !lowp.scaled<4x128x256xf4E2M1FN, mxfp4>,
                        %off: tensor<4xi32>, %bias: tensor<4x128xf32>)
    -> !lowp.scaled<?x64xf8E4M3FN, mxfp8> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>)
      bias(%bias : tensor<4x128xf32>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
        !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> tensor<?x128xf32>
  %m = tensor.dim %h, %c0 : tensor<?x128xf32>
  %e0 = tensor.empty(%m) : tensor<?x64xf32>
  %y = linalg.generic {indexing_maps = [#pairE, #pairO, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h, %h : tensor<?x128xf32>, tensor<?x128xf32>)
      outs(%e0 : tensor<?x64xf32>) {
  ^bb0(%g: f32, %u: f32, %out: f32):
    %lim = arith.constant 7.0 : f32
    %nlim = arith.constant -7.0 : f32
    %alpha = arith.constant 1.702 : f32
    %one = arith.constant 1.0 : f32
    %gc = arith.minimumf %g, %lim : f32
    %u1 = arith.minimumf %u, %lim : f32
    %uc = arith.maximumf %u1, %nlim : f32
    %ag = arith.mulf %gc, %alpha : f32
    %n = arith.negf %ag : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %s = arith.divf %gc, %d : f32
    %up = arith.addf %uc, %one : f32
    %o = arith.mulf %s, %up : f32
    linalg.yield %o : f32
  } -> tensor<?x64xf32>
  %q = lowp.quantize %y : tensor<?x64xf32> -> !lowp.scaled<?x64xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x64xf8E4M3FN, mxfp8>
}

// The same into MXFP4 (a pair's two codes in one byte), rceil scales.
func.func @swiglu_mxfp4(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
                        %w: !lowp.scaled<4x128x256xf4E2M1FN, mxfp4>,
                        %off: tensor<4xi32>, %bias: tensor<4x128xf32>)
    -> !lowp.scaled<?x64xf4E2M1FN, mxfp4> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>)
      bias(%bias : tensor<4x128xf32>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
        !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> tensor<?x128xbf16>
  %m = tensor.dim %h, %c0 : tensor<?x128xbf16>
  %e0 = tensor.empty(%m) : tensor<?x64xbf16>
  %y = linalg.generic {indexing_maps = [#pairE, #pairO, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h, %h : tensor<?x128xbf16>, tensor<?x128xbf16>)
      outs(%e0 : tensor<?x64xbf16>) {
  ^bb0(%g: bf16, %u: bf16, %out: bf16):
    %gf = arith.extf %g : bf16 to f32
    %uf = arith.extf %u : bf16 to f32
    %one = arith.constant 1.0 : f32
    %n = arith.negf %gf : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %s = arith.divf %gf, %d : f32
    %o = arith.mulf %s, %uf : f32
    %b = arith.truncf %o : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<?x64xbf16>
  %q = lowp.quantize %y mode = rceil : tensor<?x64xbf16> -> !lowp.scaled<?x64xf4E2M1FN, mxfp4>
  return %q : !lowp.scaled<?x64xf4E2M1FN, mxfp4>
}

// No pairs: SiLU on every column (bf16), quantized to MXFP8 with E5M2 codes.
func.func @silu_mxfp8(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
                      %w: !lowp.scaled<4x128x256xf4E2M1FN, mxfp4>,
                      %off: tensor<4xi32>, %bias: tensor<4x128xf32>)
    -> !lowp.scaled<?x128xf8E5M2, mxfp8> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>)
      bias(%bias : tensor<4x128xf32>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
        !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> tensor<?x128xf32>
  %m = tensor.dim %h, %c0 : tensor<?x128xf32>
  %e0 = tensor.empty(%m) : tensor<?x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<?x128xf32>) outs(%e0 : tensor<?x128xf32>) {
  ^bb0(%v: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %v : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %s = arith.divf %v, %d : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %q = lowp.quantize %y : tensor<?x128xf32> -> !lowp.scaled<?x128xf8E5M2, mxfp8>
  return %q : !lowp.scaled<?x128xf8E5M2, mxfp8>
}
