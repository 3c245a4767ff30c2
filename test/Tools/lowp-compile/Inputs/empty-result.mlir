func.func @mm(%a: !lowp.scaled<3x32xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<0x32xf8E4M3FN, fp8_per_tensor>) -> tensor<3x0xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<3x32xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<0x32xf8E4M3FN, fp8_per_tensor> -> tensor<3x0xf32>
  return %c : tensor<3x0xf32>
}
