// An MoE expert layer (4 experts of 128 x 256, GPT-OSS style: MXFP8
// activations, MXFP4 experts, a bias per expert), then SiLU and a residual
// add as linalg. lowp-fuse-epilogues (on by default in lowp-compile and
// lowp-run) moves the bias-add's consumers into the grouped matmul's
// epilogue: one kernel launch for the layer.
//
//   lowp-compile examples/moe-layer.mlir --chip=gfx950 --emit=mlir
//   lowp-opt examples/moe-layer.mlir --lowp-fuse-epilogues
func.func @moe(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
               %w: !lowp.scaled<4x128x256xf4E2M1FN, mxfp4>,
               %off: tensor<4xi32>, %bias: tensor<4x128xf32>,
               %res: tensor<?x128xbf16>) -> tensor<?x128xbf16> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>)
      bias(%bias : tensor<4x128xf32>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>,
        !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> tensor<?x128xf32>
  %m = tensor.dim %h, %c0 : tensor<?x128xf32>
  %e = tensor.empty(%m) : tensor<?x128xbf16>
  %y = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h, %res : tensor<?x128xf32>, tensor<?x128xbf16>)
      outs(%e : tensor<?x128xbf16>) {
  ^bb0(%c: f32, %r: bf16, %o: bf16):
    // SiLU: c / (1 + exp(-c)), then the residual.
    %n = arith.negf %c : f32
    %ex = math.exp %n : f32
    %one = arith.constant 1.0 : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %c, %d : f32
    %rf = arith.extf %r : bf16 to f32
    %t = arith.addf %s, %rf : f32
    %b = arith.truncf %t : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<?x128xbf16>
  return %y : tensor<?x128xbf16>
}
