// RUN: lowp-opt %s -split-input-file --lowp-lower-to-gpu=chip=gfx942 -verify-diagnostics

func.func @weight_only_f16_mxfp4(%a: tensor<16x64xf16>, %b: !lowp.scaled<32x64xf4E2M1FN, mxfp4>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx942 strategy for tensor<16x64xf16> x mxfp4 (f4E2M1FN) yet: with f16 activations the weights are dequantized to f16, and E8M0 / UE5M3 block scales take their values out of f16's range; use bf16 activations}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x64xf16>, !lowp.scaled<32x64xf4E2M1FN, mxfp4> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @weight_only_blockwise(%a: tensor<16x128xbf16>, %b: !lowp.scaled<128x128xf8E4M3FNUZ, fp8_block128x128>) -> tensor<16x128xf32> {
  // expected-error @+1 {{no gfx942 strategy for tensor<16x128xbf16> x fp8_block128x128 (f8E4M3FNUZ) yet: with bf16 / f16 activations or NVFP4 / AMD-FP4 operands, the other operand must be bf16 / f16, MX (E8M0 per 32 along K), NVFP4 / AMD-FP4 (per 16 along K) or FP8 with per-tensor / per-row f32 scales}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x128xbf16>, !lowp.scaled<128x128xf8E4M3FNUZ, fp8_block128x128> -> tensor<16x128xf32>
  return %c : tensor<16x128xf32>
}

// -----

func.func @weight_only_f32(%a: tensor<16x64xf32>, %b: !lowp.scaled<32x64xf4E2M1FN, mxfp4>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx942 strategy for tensor<16x64xf32> x mxfp4 (f4E2M1FN) yet: lowp-lower-to-gpu implements FP8 with per-tensor or per-row f32 scales (gfx942: FNUZ, and OCP through the exact bridge; gfx950: OCP), MX (any mix of mxfp8 / mxfp6 / mxfp4 operands), blockwise FP8 (fp8_block1x128 x fp8_block128x128 or fp8_block1x128, blocks along K, f32 or E8M0 scales), NVFP4 / AMD-FP4 and weight-only (bf16 / f16 activations x MX, NVFP4, AMD-FP4 or FP8 per-tensor / per-row weights); `lowp-compile --list-strategies` prints the table}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x64xf32>, !lowp.scaled<32x64xf4E2M1FN, mxfp4> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @mx_with_fp8_per_tensor(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx942 strategy for mxfp8 (f8E4M3FN) x fp8_per_tensor (f8E4M3FNUZ) yet}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @blockwise_128x1(%a: !lowp.scaled<256x128xf8E4M3FNUZ, fp8_block1x128, along = 0>, %b: !lowp.scaled<128x128xf8E4M3FNUZ, fp8_block128x128>) -> tensor<256x128xf32> {
  // expected-error @+1 {{scales must be per tensor or per row, MX, or blockwise 1x128 (A) x 128x128 or 1x128 (B) along K; other blocks are not implemented}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x128xf8E4M3FNUZ, fp8_block1x128, along = 0>, !lowp.scaled<128x128xf8E4M3FNUZ, fp8_block128x128> -> tensor<256x128xf32>
  return %c : tensor<256x128xf32>
}

// -----

func.func @k_not_16(%a: !lowp.scaled<16x40xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<32x40xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<16x32xf32> {
  // expected-error @+1 {{K must be static and a multiple of 16 (16-byte loads), got 40}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x40xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<32x40xf8E4M3FNUZ, fp8_per_tensor> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @batched(%a: !lowp.scaled<2x16x64xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<2x32x64xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<2x16x32xf32> {
  // expected-error @+1 {{batched scaled_matmul is not implemented on the GPU}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<2x16x64xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<2x32x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<2x16x32xf32>
  return %c : tensor<2x16x32xf32>
}

// -----

func.func @grouped_ta(%a: !lowp.scaled<64x16xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<4x32x64xf8E4M3FNUZ, fp8_per_tensor>, %o: tensor<4xi32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx942 strategy for this grouped_scaled_matmul yet: the GPU kernel reads A as M x K and B as G x N x K ({transpose_b}; on gfx950 fp8 / fp6 / fp4 codes also G x K x N) with scales per group (or one for the whole tensor)}}
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%o : tensor<4xi32>) {transpose_a, transpose_b} : !lowp.scaled<64x16xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<4x32x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @grouped_kn(%a: !lowp.scaled<16x64xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<4x64x32xf8E4M3FNUZ, fp8_per_tensor>, %o: tensor<4xi32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{no gfx942 strategy for this grouped_scaled_matmul yet: B stored G x K x N is read in place only by gfx950's f8f6f4 kernels, for fp8 / fp6 / fp4 codes with N static and a multiple of 16; store B as G x N x K ({transpose_b})}}
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%o : tensor<4xi32>) : !lowp.scaled<16x64xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<4x64x32xf8E4M3FNUZ, fp8_per_tensor> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

// Buffers are addressed with 32-bit byte offsets: 65536 x 65536 fp8 codes
// (4 GiB) cannot be one operand of a kernel.
func.func @too_big(%a: !lowp.scaled<16x65536xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<65536x65536xf8E4M3FN, fp8_rowwise>) -> tensor<16x65536xf32> {
  // expected-error @below {{the GPU kernels address each buffer with 32-bit byte offsets; the rhs takes 4294967296 bytes (2^31 or more): split the matmul}}
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x65536xf8E4M3FN, fp8_rowwise>, !lowp.scaled<65536x65536xf8E4M3FN, fp8_rowwise> -> tensor<16x65536xf32>
  return %c : tensor<16x65536xf32>
}

// -----

// A grouped B stored G x K x N is one buffer: 16 experts of 8192 x 16384
// fp8 (2 GiB) are too many; stored G x N x K each group has its own
// (grouped-large-gfx942.mlir).
func.func @grouped_kn_too_big(%a: !lowp.scaled<16x8192xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<16x8192x16384xf8E4M3FN, fp8_rowwise, along = 1>, %off: tensor<16xi32>) -> tensor<16x16384xf32> {
  // expected-error @below {{the GPU kernels address each buffer with 32-bit byte offsets; the rhs takes 2147483648 bytes (2^31 or more): split the matmul}}
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<16xi32>) : !lowp.scaled<16x8192xf8E4M3FN, fp8_rowwise>, !lowp.scaled<16x8192x16384xf8E4M3FN, fp8_rowwise, along = 1> -> tensor<16x16384xf32>
  return %c : tensor<16x16384xf32>
}

// -----

func.func @epilogue_op(%a: !lowp.scaled<16x64xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<32x64xf8E4M3FNUZ, fp8_rowwise>) -> tensor<16x32xf32> {
  %c = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%x: f32):
    // expected-error @+1 {{cannot run in a GPU epilogue: arith ops and math.{absf, ceil, copysign, cos, erf, exp, exp2, expm1, floor, fma, log, log1p, log2, powf, rsqrt, sin, sqrt, tanh} can}}
    %y = math.atan %x : f32
    lowp.yield %y : f32
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<32x64xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}
