func.func @"my\"mm\\ \n{x}"(%a: !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<64x64xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
