// Quantize a small tensor to MXFP8 (rceil scales) and MXFP4, dequantize it
// again, and multiply: runs on the host with the exact reference path.
// Run:  build/bin/lowp-run examples/roundtrip.mlir
func.func @main() -> (!lowp.scaled<2x32xf8E4M3FN, mxfp8>, tensor<2x32xf32>,
                      tensor<2x2xf32>) {
  %x = arith.constant dense<[
      [2.04092, -2.55567, 0.418099, -0.56777, -0.452649, 0.0, -2.01999, -0.231932, -0.865213, 3.323, 0.225787, -0.352631, -0.281287, -0.668046, -1.05515, -0.390801, 0.481945, -0.238554, 0.957759, -0.199802, 0.0242596, 1.54582, 0.545106, -0.505229, -0.182839, 0.540525, 1.93509, -0.26962, -0.243559, 1.00231, -0.88646, -0.29172],
      [35.3016, 23.214, 3.66067, 26.8042, -113.126, 40.8523, -38.3858, -66.7448, 11.0578, 28.0218, -17.7907, -43.0562, 1.04499, -2.10989, 56.2239, 29.8963, 7.75263, 44.4653, -8.22092, -37.036, 23.3623, 23.3015, -8.59316, -31.3123, 9.16616, -99.7558, 27.605, 19.6547, -65.5543, 2.45414, -38.564, 30.2888]]> : tensor<2x32xf32>
  %q = lowp.quantize %x mode = rceil
      : tensor<2x32xf32> -> !lowp.scaled<2x32xf8E4M3FN, mxfp8>
  %d = lowp.dequantize %q
      : !lowp.scaled<2x32xf8E4M3FN, mxfp8> -> tensor<2x32xf32>
  %w = lowp.quantize %x
      : tensor<2x32xf32> -> !lowp.scaled<2x32xf4E2M1FN, mxfp4>
  // x * x^T with MXFP8 on the left and MXFP4 on the right.
  %c = lowp.scaled_matmul %q, %w {transpose_b}
      : !lowp.scaled<2x32xf8E4M3FN, mxfp8>, !lowp.scaled<2x32xf4E2M1FN, mxfp4>
        -> tensor<2x2xf32>
  return %q, %d, %c : !lowp.scaled<2x32xf8E4M3FN, mxfp8>, tensor<2x32xf32>,
                      tensor<2x2xf32>
}
