func.func @mm(%a: !lowp.scaled<512x512xf8E4M3FN, mxfp8>, %b: !lowp.scaled<512x512xf8E4M3FN, mxfp8>) -> tensor<512x512xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<512x512xf8E4M3FN, mxfp8>, !lowp.scaled<512x512xf8E4M3FN, mxfp8> -> tensor<512x512xf32>
  return %c : tensor<512x512xf32>
}
