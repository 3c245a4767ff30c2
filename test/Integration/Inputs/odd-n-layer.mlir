// One linear layer with an odd N (131 columns): a bf16 bias and a bf16
// residual after the matmul, for fused-odd-n.test.
#a = affine_map<(m, n, k) -> (m, k)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
func.func @layer(%x: tensor<?x256xbf16>, %w: tensor<131x256xbf16>,
                 %b: tensor<131xbf16>, %r: tensor<?x131xbf16>)
    -> tensor<?x131xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : bf16
  %m = tensor.dim %x, %c0 : tensor<?x256xbf16>
  %e = tensor.empty(%m) : tensor<?x131xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<?x131xbf16>) -> tensor<?x131xbf16>
  %mm = linalg.matmul indexing_maps = [#a, #bt, #c]
      ins(%x, %w : tensor<?x256xbf16>, tensor<131x256xbf16>)
      outs(%z : tensor<?x131xbf16>) -> tensor<?x131xbf16>
  %y = linalg.generic {indexing_maps = [#id, #col, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b, %r : tensor<?x131xbf16>, tensor<131xbf16>, tensor<?x131xbf16>)
      outs(%e : tensor<?x131xbf16>) {
  ^bb0(%v: bf16, %bias: bf16, %res: bf16, %o: bf16):
    %s = arith.addf %v, %bias : bf16
    %t = arith.addf %s, %res : bf16
    linalg.yield %t : bf16
  } -> tensor<?x131xbf16>
  return %y : tensor<?x131xbf16>
}
