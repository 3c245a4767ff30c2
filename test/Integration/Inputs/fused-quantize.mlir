// A matmul whose result is quantized for the next layer: lowp-fuse-epilogues
// makes the lowp.quantize part of the GEMM kernel (fused-quantize.test).
func.func @mxfp8_rceil(%x: tensor<?x256xbf16>, %w: !lowp.scaled<512x256xf8E4M3FN, mxfp8>,
                       %bias: tensor<512xbf16>) -> !lowp.scaled<?x512xf8E4M3FN, mxfp8> {
  %xq = lowp.quantize %x : tensor<?x256xbf16> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  %h = lowp.scaled_matmul %xq, %w bias(%bias : tensor<512xbf16>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<512x256xf8E4M3FN, mxfp8> -> tensor<?x512xbf16>
  %q = lowp.quantize %h mode = rceil : tensor<?x512xbf16> -> !lowp.scaled<?x512xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x512xf8E4M3FN, mxfp8>
}

// f32 values into MXFP6 (E2M3) and MXFP8 (E5M2) with GELU (erf) between.
func.func @gelu_mxfp6(%x: tensor<?x256xbf16>, %w: !lowp.scaled<512x256xf8E4M3FN, mxfp8>,
                      %bias: tensor<512xbf16>) -> !lowp.scaled<?x512xf6E2M3FN, mxfp6> {
  %c0 = arith.constant 0 : index
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rs2 = arith.constant 0.70710678 : f32
  %xq = lowp.quantize %x : tensor<?x256xbf16> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  %h = lowp.scaled_matmul %xq, %w bias(%bias : tensor<512xbf16>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<512x256xf8E4M3FN, mxfp8> -> tensor<?x512xf32>
  %m = tensor.dim %h, %c0 : tensor<?x512xf32>
  %e = tensor.empty(%m) : tensor<?x512xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<?x512xf32>) outs(%e : tensor<?x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.mulf %v, %rs2 : f32
    %er = math.erf %s : f32
    %p = arith.addf %er, %one : f32
    %hv = arith.mulf %v, %half : f32
    %r = arith.mulf %hv, %p : f32
    linalg.yield %r : f32
  } -> tensor<?x512xf32>
  %q = lowp.quantize %g : tensor<?x512xf32> -> !lowp.scaled<?x512xf6E2M3FN, mxfp6>
  return %q : !lowp.scaled<?x512xf6E2M3FN, mxfp6>
}

// SiLU into MXFP4 (fp4 codes two per byte): the next layer's input for an
// MXFP4 x MXFP4 GEMM.
func.func @silu_mxfp4(%x: tensor<?x256xbf16>, %w: !lowp.scaled<512x256xf8E4M3FN, mxfp8>,
                      %bias: tensor<512xbf16>) -> !lowp.scaled<?x512xf4E2M1FN, mxfp4> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %xq = lowp.quantize %x : tensor<?x256xbf16> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  %h = lowp.scaled_matmul %xq, %w bias(%bias : tensor<512xbf16>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<512x256xf8E4M3FN, mxfp8> -> tensor<?x512xbf16>
  %m = tensor.dim %h, %c0 : tensor<?x512xbf16>
  %e = tensor.empty(%m) : tensor<?x512xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<?x512xbf16>) outs(%e : tensor<?x512xbf16>) {
  ^bb0(%v: bf16, %o: bf16):
    %f = arith.extf %v : bf16 to f32
    %n = arith.negf %f : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %r = arith.divf %f, %d : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x512xbf16>
  %q = lowp.quantize %s : tensor<?x512xbf16> -> !lowp.scaled<?x512xf4E2M1FN, mxfp4>
  return %q : !lowp.scaled<?x512xf4E2M1FN, mxfp4>
}
