// K = 0 with {transpose_a} and a dynamic M beside a real matmul: the
// degenerate one is host code, the other a kernel.
func.func @mm(%a: !lowp.scaled<0x3xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<4x0xf8E4M3FN, fp8_per_tensor>,
              %x: !lowp.scaled<?x64xf8E4M3FN, fp8_rowwise>, %w: !lowp.scaled<32x64xf8E4M3FN, fp8_rowwise>) -> (tensor<3x4xf32>, tensor<?x32xbf16>) {
  %c = lowp.scaled_matmul %a, %b {transpose_a, transpose_b} : !lowp.scaled<0x3xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<4x0xf8E4M3FN, fp8_per_tensor> -> tensor<3x4xf32>
  %y = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, fp8_rowwise>, !lowp.scaled<32x64xf8E4M3FN, fp8_rowwise> -> tensor<?x32xbf16>
  return %c, %y : tensor<3x4xf32>, tensor<?x32xbf16>
}
