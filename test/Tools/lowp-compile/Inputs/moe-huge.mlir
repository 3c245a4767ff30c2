// 4096 experts of 65536 x 16384 FP8: 4.4 TB of codes, more than a host holds.
func.func @moe(%a: !lowp.scaled<?x16384xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<4096x65536x16384xf8E4M3FNUZ, fp8_rowwise>, %off: tensor<4096xi32>) -> tensor<?x65536xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<4096xi32>) {transpose_b} : !lowp.scaled<?x16384xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4096x65536x16384xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x65536xbf16>
  return %c : tensor<?x65536xbf16>
}
