func.func @mm(%a: !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<?x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x1024xbf16>
  return %c : tensor<?x1024xbf16>
}
