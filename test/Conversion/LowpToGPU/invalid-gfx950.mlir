// RUN: lowp-opt %s -split-input-file --lowp-lower-to-gpu=chip=gfx950 -verify-diagnostics

func.func @fnuz_on_gfx950(%a: !lowp.scaled<16x64xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<16x32xf32> {
  // expected-error @+1 {{FNUZ fp8 operands (fp8_per_tensor (f8E4M3FNUZ) x fp8_per_tensor (f8E4M3FNUZ)) cannot run on gfx950: its FP8 MFMA reads OCP formats, and E4M3FNUZ has values OCP E4M3 lacks (2^-10; 240's code is OCP's NaN); quantize to f8E4M3FN / f8E5M2 for gfx950}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x64xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @fnuz_weights_gfx950(%a: tensor<16x64xbf16>, %b: !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx950 strategy for tensor<16x64xbf16> x fp8_per_tensor (f8E4M3FNUZ) yet: FNUZ fp8 codes cannot be converted on gfx950 (its conversions read OCP E4M3FN / E5M2); quantize the weights to an OCP format}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x64xbf16>, !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @grouped_kn_ragged_n(%a: !lowp.scaled<16x64xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<4x64x40xf8E4M3FN, fp8_per_tensor>, %o: tensor<4xi32>) -> tensor<16x40xf32> {
  // expected-error @+1 {{B stored G x K x N is read in place only by gfx950's f8f6f4 kernels, for fp8 / fp6 / fp4 codes with N static and a multiple of 16}}
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%o : tensor<4xi32>) : !lowp.scaled<16x64xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<4x64x40xf8E4M3FN, fp8_per_tensor> -> tensor<16x40xf32>
  return %c : tensor<16x40xf32>
}
