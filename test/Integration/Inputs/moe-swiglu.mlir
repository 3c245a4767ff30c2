// GPT-OSS's expert gate / up with its SwiGLU over interleaved columns
// (gate = h[:, 0::2], up = h[:, 1::2]; clamp 7, alpha 1.702), then a
// residual: @fused as one grouped matmul whose epilogue_pairs region
// combines each column pair; @unfused as the grouped matmul followed by a
// linalg.generic reading h at (m, 2n) and (m, 2n + 1) (the reference; and
// what lowp-fuse-epilogues turns into @fused's form).
#pairE = affine_map<(d0, d1) -> (d0, d1 * 2)>
#pairO = affine_map<(d0, d1) -> (d0, d1 * 2 + 1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @fused(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
                 %w: !lowp.scaled<4x128x256xf4E2M1FN, mxfp4>,
                 %off: tensor<4xi32>, %bias: tensor<4x128xf32>,
                 %res: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
  %y = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>)
      bias(%bias : tensor<4x128xf32>) epilogue ins(%res : tensor<?x64xbf16>) {
  ^bb0(%g: f32, %u: f32, %r: bf16):
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
    %rf = arith.extf %r : bf16 to f32
    %t = arith.addf %o, %rf : f32
    %b = arith.truncf %t : f32 to bf16
    lowp.yield %b : bf16
  } {epilogue_maps = [#id], epilogue_pairs, transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
        !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}
func.func @unfused(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
                   %w: !lowp.scaled<4x128x256xf4E2M1FN, mxfp4>,
                   %off: tensor<4xi32>, %bias: tensor<4x128xf32>,
                   %res: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>)
      bias(%bias : tensor<4x128xf32>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
        !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> tensor<?x128xf32>
  %m = tensor.dim %h, %c0 : tensor<?x128xf32>
  %e0 = tensor.empty(%m) : tensor<?x64xbf16>
  %y = linalg.generic {indexing_maps = [#pairE, #pairO, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h, %h, %res : tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x64xbf16>)
      outs(%e0 : tensor<?x64xbf16>) {
  ^bb0(%g: f32, %u: f32, %r: bf16, %out: bf16):
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
    %rf = arith.extf %r : bf16 to f32
    %t = arith.addf %o, %rf : f32
    %b = arith.truncf %t : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}
