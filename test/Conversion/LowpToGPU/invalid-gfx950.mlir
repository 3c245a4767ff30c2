// RUN: lowp-opt %s -split-input-file --lowp-lower-to-gpu=chip=gfx950 -verify-diagnostics

func.func @mxfp6_on_gfx950(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf6E2M3FN, mxfp6>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx950 strategy for mxfp8 (f8E4M3FN) x mxfp6 (f6E2M3FN) yet: MXFP6 on gfx950 (the scaled MFMA's fp6 operand layout) is not generated yet; MXFP8 / MXFP4 pairs are, and every MX pair compiles for gfx942}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf6E2M3FN, mxfp6> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @fnuz_weights_gfx950(%a: tensor<16x64xbf16>, %b: !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx950 strategy for tensor<16x64xbf16> x fp8_per_tensor (f8E4M3FNUZ) yet: FNUZ fp8 codes cannot be converted on gfx950 (its conversions read OCP E4M3FN / E5M2); quantize the weights to an OCP format}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x64xbf16>, !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}
