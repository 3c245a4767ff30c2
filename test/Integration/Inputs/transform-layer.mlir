// A layer for transform-script.test: the activation quantized to MXFP8, the
// GEMM, bias and SiLU, and the next layer's MXFP8 quantization. The script
// (transform-layer-script.mlir) fuses, legalizes and tiles it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @layer(%x: tensor<?x256xbf16>, %w: !lowp.scaled<512x256xf8E4M3FN, mxfp8>,
                 %bias: tensor<512xbf16>) -> !lowp.scaled<?x512xf8E4M3FN, mxfp8> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %xq = lowp.quantize %x : tensor<?x256xbf16> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  %h = lowp.scaled_matmul %xq, %w {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<512x256xf8E4M3FN, mxfp8> -> tensor<?x512xbf16>
  %m = tensor.dim %h, %c0 : tensor<?x512xbf16>
  %e = tensor.empty(%m) : tensor<?x512xbf16>
  %s = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %bias : tensor<?x512xbf16>, tensor<512xbf16>) outs(%e : tensor<?x512xbf16>) {
  ^bb0(%v: bf16, %b: bf16, %o: bf16):
    %a = arith.addf %v, %b : bf16
    %f = arith.extf %a : bf16 to f32
    %n = arith.negf %f : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %r = arith.divf %f, %d : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x512xbf16>
  %q = lowp.quantize %s mode = rceil : tensor<?x512xbf16> -> !lowp.scaled<?x512xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x512xf8E4M3FN, mxfp8>
}
