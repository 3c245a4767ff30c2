func.func @decode(%x: !lowp.scaled<16x8192xf8E4M3FNUZ, fp8_rowwise>, %w: !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise>) -> tensor<16x8192xbf16> {
  %y = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x8192xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x8192xbf16>
  return %y : tensor<16x8192xbf16>
}
