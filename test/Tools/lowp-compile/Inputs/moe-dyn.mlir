func.func @moe(%x: tensor<?x512xbf16>, %w: !lowp.scaled<4x256x512xf4E2M1FN, mxfp4>, %off: tensor<4xi32>) -> tensor<?x256xbf16> {
  %y = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>) {transpose_b} : tensor<?x512xbf16>, !lowp.scaled<4x256x512xf4E2M1FN, mxfp4> -> tensor<?x256xbf16>
  return %y : tensor<?x256xbf16>
}
