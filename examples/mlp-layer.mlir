// A two-layer MLP block as an exporter writes it: linalg on bf16 tensors,
// weights stored N x K (read through the matmul's indexing maps), a bias
// and SiLU after the first matmul, a bias and the residual after the second.
//
//   lowp-opt examples/mlp-layer.mlir \
//       --lowp-quantize-matmuls="lhs-recipe=mxfp8 rhs-recipe=mxfp4" -o q.mlir
//   lowp-compile q.mlir --chip=gfx950 --emit=mlir   # or gfx942
//
// lowp-quantize-matmuls makes each matmul a lowp.scaled_matmul of MXFP8
// activations and MXFP4 weights; lowp-compile's first pass,
// lowp-fuse-epilogues, folds the bias, SiLU and residual into the matmul
// kernels' epilogues: per layer, one GEMM launch (plus the quantize kernels
// of its operands), and no elementwise pass over memory.
#a = affine_map<(m, n, k) -> (m, k)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
func.func @mlp(%x: tensor<?x256xbf16>,
               %w1: tensor<512x256xbf16>, %b1: tensor<512xbf16>,
               %w2: tensor<256x512xbf16>, %b2: tensor<256xbf16>)
    -> tensor<?x256xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : bf16
  %one = arith.constant 1.0 : f32
  %m = tensor.dim %x, %c0 : tensor<?x256xbf16>

  // Layer 1: h = silu(x W1^T + b1).
  %e1 = tensor.empty(%m) : tensor<?x512xbf16>
  %z1 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<?x512xbf16>) -> tensor<?x512xbf16>
  %mm1 = linalg.matmul indexing_maps = [#a, #bt, #c]
      ins(%x, %w1 : tensor<?x256xbf16>, tensor<512x256xbf16>)
      outs(%z1 : tensor<?x512xbf16>) -> tensor<?x512xbf16>
  %h = linalg.generic {indexing_maps = [#id, #col, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%mm1, %b1 : tensor<?x512xbf16>, tensor<512xbf16>)
      outs(%e1 : tensor<?x512xbf16>) {
  ^bb0(%v: bf16, %b: bf16, %o: bf16):
    %s = arith.addf %v, %b : bf16
    %f = arith.extf %s : bf16 to f32
    %n = arith.negf %f : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %r = arith.divf %f, %d : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x512xbf16>

  // Layer 2: y = h W2^T + b2 + x.
  %e2 = tensor.empty(%m) : tensor<?x256xbf16>
  %z2 = linalg.fill ins(%zero : bf16) outs(%e2 : tensor<?x256xbf16>) -> tensor<?x256xbf16>
  %mm2 = linalg.matmul indexing_maps = [#a, #bt, #c]
      ins(%h, %w2 : tensor<?x512xbf16>, tensor<256x512xbf16>)
      outs(%z2 : tensor<?x256xbf16>) -> tensor<?x256xbf16>
  %y = linalg.generic {indexing_maps = [#id, #col, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%mm2, %b2, %x : tensor<?x256xbf16>, tensor<256xbf16>, tensor<?x256xbf16>)
      outs(%e2 : tensor<?x256xbf16>) {
  ^bb0(%v: bf16, %b: bf16, %r: bf16, %o: bf16):
    %s = arith.addf %v, %b : bf16
    %t = arith.addf %s, %r : bf16
    linalg.yield %t : bf16
  } -> tensor<?x256xbf16>
  return %y : tensor<?x256xbf16>
}
