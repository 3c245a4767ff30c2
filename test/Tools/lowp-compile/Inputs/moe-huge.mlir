// DeepSeek-V3's routed experts (256 x 4096 x 7168 FP8: 7.5 GB of codes).
func.func @moe(%a: !lowp.scaled<?x7168xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<256x4096x7168xf8E4M3FNUZ, fp8_rowwise>, %off: tensor<256xi32>) -> tensor<?x4096xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<256xi32>) {transpose_b} : !lowp.scaled<?x7168xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<256x4096x7168xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x4096xbf16>
  return %c : tensor<?x4096xbf16>
}
