// One matmul per row of the strategy table (lowp-compile --list-strategies),
// OCP codes (both chips read them; gfx942 through its bridge).
func.func @fp8_scalar(%a: !lowp.scaled<128x256xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<128x256xf8E5M2, fp8_per_tensor>) -> tensor<128x128xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x256xf8E4M3FN, fp8_rowwise>, !lowp.scaled<128x256xf8E5M2, fp8_per_tensor> -> tensor<128x128xbf16>
  return %c : tensor<128x128xbf16>
}
func.func @f32_block(%a: !lowp.scaled<128x256xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<128x256xf8E4M3FN, fp8_block128x128>) -> tensor<128x128xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x256xf8E4M3FN, fp8_block1x128>, !lowp.scaled<128x256xf8E4M3FN, fp8_block128x128> -> tensor<128x128xbf16>
  return %c : tensor<128x128xbf16>
}
func.func @e8m0_block(%a: !lowp.scaled<128x256xf8E4M3FN, scale = f8E8M0FNU, block = [1, 128]>, %b: !lowp.scaled<128x256xf8E4M3FN, scale = f8E8M0FNU, block = [128, 128]>) -> tensor<128x128xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x256xf8E4M3FN, scale = f8E8M0FNU, block = [1, 128]>, !lowp.scaled<128x256xf8E4M3FN, scale = f8E8M0FNU, block = [128, 128]> -> tensor<128x128xbf16>
  return %c : tensor<128x128xbf16>
}
func.func @mx(%a: !lowp.scaled<128x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<128x256xf4E2M1FN, mxfp4>) -> tensor<128x128xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x256xf8E4M3FN, mxfp8>, !lowp.scaled<128x256xf4E2M1FN, mxfp4> -> tensor<128x128xbf16>
  return %c : tensor<128x128xbf16>
}
// plain|block16 x any dequantizing form
func.func @plain_mx(%a: tensor<128x256xbf16>, %b: !lowp.scaled<128x256xf4E2M1FN, mxfp4>) -> tensor<128x128xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<128x256xbf16>, !lowp.scaled<128x256xf4E2M1FN, mxfp4> -> tensor<128x128xbf16>
  return %c : tensor<128x128xbf16>
}
func.func @f16_nvfp4(%a: tensor<128x256xf16>, %b: !lowp.scaled<128x256xf4E2M1FN, nvfp4>) -> tensor<128x128xf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<128x256xf16>, !lowp.scaled<128x256xf4E2M1FN, nvfp4> -> tensor<128x128xf16>
  return %c : tensor<128x128xf16>
}
// any dequantizing form x plain|block16
func.func @mx_nvfp4(%a: !lowp.scaled<128x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<128x256xf4E2M1FN, nvfp4>) -> tensor<128x128xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x256xf8E4M3FN, mxfp8>, !lowp.scaled<128x256xf4E2M1FN, nvfp4> -> tensor<128x128xbf16>
  return %c : tensor<128x128xbf16>
}
