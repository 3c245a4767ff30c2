// One test (at least) per numbered constraint of docs/spec.md, named after
// it, with the message pinned.
// RUN: lowp-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// !lowp.scaled
//===----------------------------------------------------------------------===//

// expected-error @+1 {{scaled tensor must have rank >= 1}}
func.func @scaled_type_t1(%a: !lowp.scaled<f8E4M3FN, scale = f32, per_tensor>)

// -----

// expected-error @+1 {{element format must be one of f8E4M3FN, f8E4M3FNUZ, f8E5M2, f8E5M2FNUZ, f6E2M3FN, f6E3M2FN, f4E2M1FN; got 'bf16'}}
func.func @scaled_type_t2(%a: !lowp.scaled<16x32xbf16, scale = f32, per_tensor>)

// -----

// expected-error @+1 {{scale format must be one of f32, f8E8M0FNU, f8E4M3FN (UE4M3), ue5m3; got 'f16'}}
func.func @scaled_type_t3(%a: !lowp.scaled<16x32xf8E4M3FN, scale = f16, per_tensor>)

// -----

// expected-error @+1 {{block has 1 entries but the shape has rank 2}}
func.func @scaled_type_t4_rank(%a: !lowp.scaled<16x32xf8E4M3FN, scale = f32, block = [16]>)

// -----

// expected-error @+1 {{block entry 1 is 0; it must be positive or '*'}}
func.func @scaled_type_t4_zero(%a: !lowp.scaled<16x32xf8E4M3FN, scale = f32, block = [1, 0]>)

// -----

// expected-error @+1 {{block size 32 does not divide dimension 1 of size 100}}
func.func @scaled_type_t5(%a: !lowp.scaled<16x100xf8E4M3FN, mxfp8>)

// -----

// expected-error @+1 {{block size 128 does not divide dimension 0 of size 200}}
func.func @scaled_type_t5_tile(%a: !lowp.scaled<200x256xf8E4M3FNUZ, fp8_block128x128>)

// -----

// expected-error @+1 {{dimension 1 is dynamic, so its block must be 1 or '*'; got 32}}
func.func @scaled_type_t6(%a: !lowp.scaled<16x?xf4E2M1FN, mxfp4>)

// -----

// expected-error @+1 {{f32 scales (the FP8 recipes) need an fp8 element format; got 'f4E2M1FN'}}
func.func @scaled_type_t7_f32(%a: !lowp.scaled<16x32xf4E2M1FN, scale = f32, per_axis = 0>)

// -----

// expected-error @+1 {{E8M0 scales (MX) need an OCP element format (f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN); got 'f8E4M3FNUZ'}}
func.func @scaled_type_t7_e8m0(%a: !lowp.scaled<16x32xf8E4M3FNUZ, scale = f8E8M0FNU, block = [1, 32]>)

// -----

// expected-error @+1 {{ue5m3 scales (NVFP4 / AMD-FP4) need element format f4E2M1FN; got 'f8E4M3FN'}}
func.func @scaled_type_t7_ue5m3(%a: !lowp.scaled<16x32xf8E4M3FN, scale = ue5m3, block = [1, 16], tensor_scale>)

// -----

// expected-error @+1 {{UE4M3 scales (NVFP4 / AMD-FP4) need element format f4E2M1FN; got 'f6E2M3FN'}}
func.func @scaled_type_t7_ue4m3(%a: !lowp.scaled<16x32xf6E2M3FN, scale = f8E4M3FN, block = [1, 16]>)

// -----

// expected-error @+1 {{a tensor scale is only defined for UE4M3 and ue5m3 block scales (two-level FP4); got 'f8E8M0FNU' scales}}
func.func @scaled_type_t8_mx(%a: !lowp.scaled<16x32xf4E2M1FN, scale = f8E8M0FNU, block = [1, 32], tensor_scale>)

// -----

// expected-error @+1 {{ue5m3 block scales (AMD-FP4) require 'tensor_scale'}}
func.func @scaled_type_t8_ue5m3(%a: !lowp.scaled<16x32xf4E2M1FN, scale = ue5m3, block = [1, 16]>)

// -----

// expected-error @+1 {{f4E2M1FN codes are stored two per byte along the innermost dimension, so its size must be even; got 33}}
func.func @scaled_type_t9_odd_fp4(%a: !lowp.scaled<32x33xf4E2M1FN, scale = f8E8M0FNU, block = [32, 1]>)

// -----

// expected-error @+1 {{unknown recipe 'mxfp9'; expected 'scale = ...' or one of: mxfp8, mxfp6, mxfp4, nvfp4, amdfp4, fp8_per_tensor, fp8_rowwise, fp8_block1x128, fp8_block128x128}}
func.func @scaled_type_r1(%a: !lowp.scaled<16x32xf8E4M3FN, mxfp9>)

// -----

// expected-error @+1 {{recipe 'mxfp4' needs element format f4E2M1FN, got 'f8E4M3FN'}}
func.func @scaled_type_r2_mxfp4(%a: !lowp.scaled<16x32xf8E4M3FN, mxfp4>)

// -----

// expected-error @+1 {{recipe 'mxfp8' needs element format f8E4M3FN or f8E5M2, got 'f8E4M3FNUZ'}}
func.func @scaled_type_r2_mxfp8(%a: !lowp.scaled<16x32xf8E4M3FNUZ, mxfp8>)

// -----

// expected-error @+1 {{recipe 'fp8_rowwise' needs an fp8 element format (f8E4M3FN, f8E4M3FNUZ, f8E5M2, f8E5M2FNUZ), got 'f4E2M1FN'}}
func.func @scaled_type_r2_fp8(%a: !lowp.scaled<16x32xf4E2M1FN, fp8_rowwise>)

// -----

// expected-error @+1 {{recipe 'amdfp4' needs element format f4E2M1FN, got 'f6E3M2FN'}}
func.func @scaled_type_r2_amdfp4(%a: !lowp.scaled<16x32xf6E3M2FN, amdfp4>)

// -----

// expected-error @+1 {{recipe 'mxfp8': 'along = 2' is not a dimension of a rank-2 tensor}}
func.func @scaled_type_r3_range(%a: !lowp.scaled<32x32xf8E4M3FN, mxfp8, along = 2>)

// -----

// expected-error @+1 {{recipe 'fp8_per_tensor' takes no 'along' (its blocks are fixed)}}
func.func @scaled_type_r3_fixed(%a: !lowp.scaled<32x32xf8E4M3FN, fp8_per_tensor, along = 0>)

// -----

// expected-error @+1 {{recipe 'fp8_block128x128' needs a tensor of rank >= 2}}
func.func @scaled_type_r3_rank(%a: !lowp.scaled<256xf8E4M3FN, fp8_block128x128>)

// -----

// expected-error @+1 {{expected a granularity ('per_tensor', 'per_axis = D' or 'block = [...]'), got 'per_row'}}
func.func @scaled_type_syntax_granularity(%a: !lowp.scaled<32x32xf8E4M3FN, scale = f32, per_row>)

// -----

// expected-error @+1 {{'per_axis = 2' is not a dimension of a rank-2 tensor}}
func.func @scaled_type_syntax_per_axis(%a: !lowp.scaled<32x32xf8E4M3FN, scale = f32, per_axis = 2>)

// -----

//===----------------------------------------------------------------------===//
// lowp.quantize
//===----------------------------------------------------------------------===//

func.func @quantize_c1(%x: tensor<16x32xi8>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of 32-bit float or bfloat16 type or 16-bit float values}}
  %0 = lowp.quantize %x : tensor<16x32xi8> -> !lowp.scaled<16x32xf8E4M3FN, mxfp8>
  return
}

// -----

func.func @quantize_c2(%x: tensor<16x64xf32>) {
  // expected-error @+1 {{'lowp.quantize' op input shape [16, 64] does not match the result's logical shape [16, 32]}}
  %0 = lowp.quantize %x : tensor<16x64xf32> -> !lowp.scaled<16x32xf8E4M3FN, mxfp8>
  return
}

// -----

func.func @quantize_c2_dynamic(%x: tensor<?x32xf32>) {
  // expected-error @+1 {{'lowp.quantize' op input shape [?, 32] does not match the result's logical shape [16, 32]}}
  %0 = lowp.quantize %x : tensor<?x32xf32> -> !lowp.scaled<16x32xf8E4M3FN, mxfp8>
  return
}

// -----

func.func @quantize_c3(%x: tensor<16x32xf32>) {
  // expected-error @+1 {{'lowp.quantize' op 'mode' selects how E8M0 (MX) scales are computed; the result's scales are 'f32'}}
  %0 = lowp.quantize %x mode = rceil : tensor<16x32xf32> -> !lowp.scaled<16x32xf8E4M3FN, fp8_rowwise>
  return
}

// -----

func.func @quantize_c4(%x: tensor<16x32xf32>) {
  // expected-error @+1 {{'lowp.quantize' op 'pow2_scales' applies to f32 scales only; the result's scales are 'f8E8M0FNU'}}
  %0 = lowp.quantize %x pow2_scales : tensor<16x32xf32> -> !lowp.scaled<16x32xf8E4M3FN, mxfp8>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.dequantize
//===----------------------------------------------------------------------===//

func.func @dequantize_c1(%q: !lowp.scaled<16x32xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{result #0 must be ranked tensor of 32-bit float or bfloat16 type or 16-bit float values}}
  %0 = lowp.dequantize %q : !lowp.scaled<16x32xf8E4M3FN, mxfp8> -> tensor<16x32xf64>
  return
}

// -----

func.func @dequantize_c2(%q: !lowp.scaled<16x32xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.dequantize' op result shape [32, 16] does not match the input's logical shape [16, 32]}}
  %0 = lowp.dequantize %q : !lowp.scaled<16x32xf8E4M3FN, mxfp8> -> tensor<32x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.scaled_matmul
//===----------------------------------------------------------------------===//

func.func @scaled_matmul_c1(%a: tensor<16x32xi8>, %b: !lowp.scaled<32x32xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{operand #0 must be a !lowp.scaled value or a ranked tensor of f32/bf16/f16}}
  %0 = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x32xi8>, !lowp.scaled<32x32xf8E4M3FN, mxfp8> -> tensor<16x32xf32>
  return
}

// -----

func.func @scaled_matmul_c2(%a: tensor<16x32xbf16>, %b: tensor<32x32xbf16>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op needs at least one !lowp.scaled operand; two high-precision operands are a linalg.matmul}}
  %0 = lowp.scaled_matmul %a, %b : tensor<16x32xbf16>, tensor<32x32xbf16> -> tensor<16x32xf32>
  return
}

// -----

func.func @scaled_matmul_c3(%a: !lowp.scaled<2x16x32xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x32xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op operands and result must all have rank 2, or all rank 3 (batched); got ranks 3, 2 -> 2}}
  %0 = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<2x16x32xf8E4M3FN, mxfp8>, !lowp.scaled<64x32xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  return
}

// -----

func.func @scaled_matmul_c4(%a: !lowp.scaled<2x16x32xf8E4M3FN, mxfp8>, %b: !lowp.scaled<3x64x32xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op batch sizes disagree: lhs 2, rhs 3, result 2}}
  %0 = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<2x16x32xf8E4M3FN, mxfp8>, !lowp.scaled<3x64x32xf8E4M3FN, mxfp8> -> tensor<2x16x64xf32>
  return
}

// -----

func.func @scaled_matmul_c5(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x32xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op contraction sizes disagree: lhs has K = 64, rhs has K = 32 (transposed)}}
  %0 = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<64x32xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  return
}

// -----

func.func @scaled_matmul_c6(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op result shape [16, 64] is not M x N = 16 x 32}}
  %0 = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  return
}

// -----

func.func @scaled_matmul_c7(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>, %bias: tensor<16xf32>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op bias must be a vector of N = 32 elements; got shape [16]}}
  %0 = lowp.scaled_matmul %a, %b bias(%bias : tensor<16xf32>) {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xf32>
  return
}

// -----

func.func @scaled_matmul_c8_args(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op epilogue block must take the matmul's element and 0 input element(s); it takes 2}}
  %0 = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%c: bf16, %x: bf16):
    lowp.yield %c : bf16
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_acc_type(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op epilogue's first argument (the matmul's element) must be f32, bf16 or f16; got 'i32'}}
  %0 = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%c: i32):
    %f = arith.sitofp %c : i32 to bf16
    lowp.yield %f : bf16
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_input_type(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>, %r: tensor<16x32xf32>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op epilogue argument 1 has type 'bf16' but input 0 holds 'f32'}}
  %0 = lowp.scaled_matmul %a, %b epilogue ins(%r : tensor<16x32xf32>) {
  ^bb0(%c: bf16, %x: bf16):
    lowp.yield %c : bf16
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_map(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>, %r: tensor<32xbf16>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op epilogue map 0 must be a projected permutation of the result's 2 dimensions with 1 result(s); got affine_map<(d0, d1) -> (d0, d1)>}}
  %0 = lowp.scaled_matmul %a, %b epilogue ins(%r : tensor<32xbf16>) {
  ^bb0(%c: bf16, %x: bf16):
    lowp.yield %c : bf16
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_size(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>, %r: tensor<16xbf16>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op epilogue input 0 has size 16 in dimension 0 where the result has 32}}
  %0 = lowp.scaled_matmul %a, %b epilogue ins(%r : tensor<16xbf16>) {
  ^bb0(%c: bf16, %x: bf16):
    lowp.yield %c : bf16
  } {epilogue_maps = [affine_map<(d0, d1) -> (d1)>], transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_map_count(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>, %r: tensor<32xbf16>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op has 2 epilogue map(s) for 1 epilogue input(s)}}
  %0 = lowp.scaled_matmul %a, %b epilogue ins(%r : tensor<32xbf16>) {
  ^bb0(%c: bf16, %x: bf16):
    lowp.yield %c : bf16
  } {epilogue_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_yield(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op epilogue yields 'f32' but the result holds 'bf16'}}
  %0 = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%c: bf16):
    %f = arith.extf %c : bf16 to f32
    lowp.yield %f : f32
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_body(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  %0 = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%c: bf16):
    %i = arith.constant 0 : index
    // expected-error @+1 {{'memref.alloca' op cannot be in a lowp.scaled_matmul epilogue: only side-effect free scalar ops without regions (arith, math) are}}
    %m = memref.alloca() : memref<4xbf16>
    %v = memref.load %m[%i] : memref<4xbf16>
    lowp.yield %v : bf16
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_no_region(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op has epilogue inputs or maps but no epilogue region}}
  %0 = lowp.scaled_matmul %a, %b {epilogue_maps = [], transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xbf16>
  return
}

// -----

func.func @scaled_matmul_c8_quantized_no_epilogue(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op a quantized result (a fused lowp.quantize) needs an epilogue region (it may just yield the matmul's element)}}
  %0 = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> !lowp.scaled<16x32xf8E4M3FN, mxfp8>
  return
}

// -----

func.func @scaled_matmul_c8_quantize_mode(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op has quantize_mode or quantize_pow2_scales but its result is not quantized}}
  %0 = lowp.scaled_matmul %a, %b {quantize_mode = #lowp<scale_mode rceil>, transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xf32>
  return
}

// -----

func.func @scaled_matmul_c8_quantized_yield(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) {
  // expected-error @+1 {{'lowp.scaled_matmul' op the epilogue of a quantized result must yield f32, bf16 or f16 (the quantization's input); got 'i32'}}
  %0 = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%c: f32):
    %i = arith.fptosi %c : f32 to i32
    lowp.yield %i : i32
  } {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> !lowp.scaled<16x32xf8E4M3FN, mxfp8>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.grouped_scaled_matmul
//===----------------------------------------------------------------------===//

func.func @grouped_scaled_matmul_c1(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4x32x64xf8E4M3FN, mxfp8>, %off: tensor<4xf32>) {
  // expected-error @+1 {{operand #2 must be ranked tensor of 32-bit signless integer or 64-bit signless integer values}}
  %0 = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<4xf32>) {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<4x32x64xf8E4M3FN, mxfp8> -> tensor<16x32xf32>
  return
}

// -----

func.func @grouped_scaled_matmul_c2(%a: tensor<16x64xf16>, %b: tensor<4x32x64xf16>, %off: tensor<4xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op needs at least one !lowp.scaled operand}}
  %0 = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<4xi32>) {transpose_b} : tensor<16x64xf16>, tensor<4x32x64xf16> -> tensor<16x32xf32>
  return
}

// -----

func.func @grouped_scaled_matmul_c3(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>, %off: tensor<4xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op expects lhs of rank 2, rhs of rank 3 (G x K x N) and a result of rank 2; got ranks 2, 2 -> 2}}
  %0 = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<4xi32>) {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<16x32xf32>
  return
}

// -----

func.func @grouped_scaled_matmul_c4(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4x32x64xf8E4M3FN, mxfp8>, %off: tensor<5xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op offsets must be a vector of G = 4 group end offsets; got shape [5]}}
  %0 = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<5xi32>) {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<4x32x64xf8E4M3FN, mxfp8> -> tensor<16x32xf32>
  return
}

// -----

func.func @grouped_scaled_matmul_c5(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4x32x64xf8E4M3FN, mxfp8>, %off: tensor<4xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op contraction sizes disagree: lhs has K = 64, rhs has K = 32}}
  %0 = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<4xi32>) : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<4x32x64xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  return
}

// -----

func.func @grouped_scaled_matmul_c6(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4x32x64xf8E4M3FN, mxfp8>, %off: tensor<4xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op result shape [16, 64] is not M x N = 16 x 32}}
  %0 = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<4xi32>) {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<4x32x64xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  return
}

// -----

func.func @grouped_scaled_matmul_c7(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4x32x64xf8E4M3FN, mxfp8>, %off: tensor<4xi32>, %bias: tensor<32xf32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op bias must be G x N = 4 x 32; got shape [32]}}
  %0 = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<4xi32>) bias(%bias : tensor<32xf32>) {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<4x32x64xf8E4M3FN, mxfp8> -> tensor<16x32xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.assemble / lowp.disassemble
//===----------------------------------------------------------------------===//

func.func @assemble_c1(%c: tensor<16x32xf8E4M3FN>, %s: tensor<16x1xf8E8M0FNU>) {
  // expected-error @+1 {{'lowp.assemble' op codes must be 'tensor<16x32xf4E2M1FN>' for '!lowp.scaled<16x32xf4E2M1FN, mxfp4>'; got 'tensor<16x32xf8E4M3FN>'}}
  %0 = lowp.assemble %c, %s : tensor<16x32xf8E4M3FN>, tensor<16x1xf8E8M0FNU> -> !lowp.scaled<16x32xf4E2M1FN, mxfp4>
  return
}

// -----

func.func @assemble_c2(%c: tensor<16x64xf4E2M1FN>, %s: tensor<16x4xf8E8M0FNU>) {
  // expected-error @+1 {{'lowp.assemble' op scales must be 'tensor<16x2xf8E8M0FNU>' for '!lowp.scaled<16x64xf4E2M1FN, mxfp4>'; got 'tensor<16x4xf8E8M0FNU>'}}
  %0 = lowp.assemble %c, %s : tensor<16x64xf4E2M1FN>, tensor<16x4xf8E8M0FNU> -> !lowp.scaled<16x64xf4E2M1FN, mxfp4>
  return
}

// -----

func.func @assemble_c3(%c: tensor<16x64xf4E2M1FN>, %s: tensor<16x4xf8E4M3FN>) {
  // expected-error @+1 {{'lowp.assemble' op the type has a tensor scale: a tensor<f32> tensor scale is required}}
  %0 = lowp.assemble %c, %s : tensor<16x64xf4E2M1FN>, tensor<16x4xf8E4M3FN> -> !lowp.scaled<16x64xf4E2M1FN, nvfp4>
  return
}

// -----

func.func @assemble_c3_extra(%c: tensor<16x64xf4E2M1FN>, %s: tensor<16x2xf8E8M0FNU>, %t: tensor<f32>) {
  // expected-error @+1 {{'lowp.assemble' op the type has no tensor scale}}
  %0 = lowp.assemble %c, %s, %t : tensor<16x64xf4E2M1FN>, tensor<16x2xf8E8M0FNU>, tensor<f32> -> !lowp.scaled<16x64xf4E2M1FN, mxfp4>
  return
}

// -----

func.func @disassemble_c1(%w: !lowp.scaled<16x64xf4E2M1FN, mxfp4>) {
  // expected-error @+1 {{'lowp.disassemble' op codes must be 'tensor<16x64xf4E2M1FN>' for '!lowp.scaled<16x64xf4E2M1FN, mxfp4>'; got 'tensor<16x32xf4E2M1FN>'}}
  %0:2 = lowp.disassemble %w : !lowp.scaled<16x64xf4E2M1FN, mxfp4> -> tensor<16x32xf4E2M1FN>, tensor<16x2xf8E8M0FNU>
  return
}

// -----

func.func @disassemble_c2(%w: !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise>) {
  // expected-error @+1 {{'lowp.disassemble' op scales must be 'tensor<?x1xf32>' for '!lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise>'; got 'tensor<?xf32>'}}
  %0:2 = lowp.disassemble %w : !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x4096xf8E4M3FNUZ>, tensor<?xf32>
  return
}

// -----

func.func @disassemble_c3(%w: !lowp.scaled<16x64xf4E2M1FN, amdfp4>) {
  // expected-error @+1 {{'lowp.disassemble' op the type has a tensor scale: a tensor<f32> tensor scale is required}}
  %0:2 = lowp.disassemble %w : !lowp.scaled<16x64xf4E2M1FN, amdfp4> -> tensor<16x64xf4E2M1FN>, tensor<16x4x!lowp.ue5m3>
  return
}

//===----------------------------------------------------------------------===//
// lowp.mfma
//===----------------------------------------------------------------------===//

// -----

func.func @mfma_m1_type(%a: vector<8xf8E4M3FN>, %c: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'lowp.mfma' op 'a' must be 'vector<8xf8E4M3FNUZ>' (one lane's fragment of v_mfma_f32_16x16x32_fp8_fp8); got 'vector<8xf8E4M3FN>'}}
  %0 = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %a, %a, %c
      : vector<8xf8E4M3FN>, vector<8xf8E4M3FN>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @mfma_m1_count(%a: vector<8xbf16>, %b: vector<4xbf16>, %c: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'lowp.mfma' op 'b' must be 'vector<8xbf16>' (one lane's fragment of v_mfma_f32_16x16x32_bf16); got 'vector<4xbf16>'}}
  %0 = lowp.mfma #lowp.mfma<16x16x32, bf16, bf16> %a, %b, %c
      : vector<8xbf16>, vector<4xbf16>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @mfma_m2(%a: vector<8xbf16>, %c: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'lowp.mfma' op the accumulator must be 'vector<16xf32>' for v_mfma_f32_32x32x16_bf16; got 'vector<4xf32>'}}
  %0 = lowp.mfma #lowp.mfma<32x32x16, bf16, bf16> %a, %a, %c
      : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @mfma_m3_missing(%a: vector<32xf8E4M3FN>, %c: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'lowp.mfma' op v_mfma_scale_f32_16x16x128_f8f6f4 takes the scales of A and B; got 0 scale operands}}
  %0 = lowp.mfma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f8E4M3FN> %a, %a, %c
      : vector<32xf8E4M3FN>, vector<32xf8E4M3FN>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @mfma_m3_byte(%a: vector<32xf8E4M3FN>, %c: vector<4xf32>, %s: f8E8M0FNU) -> vector<4xf32> {
  // expected-error @+1 {{'lowp.mfma' op 'scale_b_byte' is 1; it must be 0 (one scale, not a register of four)}}
  %0 = lowp.mfma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f8E4M3FN> %a, %a, %c
      scales(%s, %s : f8E8M0FNU, f8E8M0FNU) {scale_b_byte = 1 : i32}
      : vector<32xf8E4M3FN>, vector<32xf8E4M3FN>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @grouped_c8_no_region(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op has epilogue inputs or maps but no epilogue region}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {epilogue_maps = [affine_map<(d0, d1) -> (d1)>], transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> tensor<?x32xbf16>
  return
}

// -----

func.func @grouped_c8_yield(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op epilogue yields 'f32' but the result holds 'bf16'}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) epilogue {
  ^bb0(%c: f32):
    lowp.yield %c : f32
  } {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> tensor<?x32xbf16>
  return
}

// -----

func.func @grouped_c8_input(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>, %r: tensor<16xbf16>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op epilogue input 0 has size 16 in dimension 0 where the result has 32}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) epilogue ins(%r : tensor<16xbf16>) {
  ^bb0(%c: bf16, %b: bf16):
    %s = arith.addf %c, %b : bf16
    lowp.yield %s : bf16
  } {epilogue_maps = [affine_map<(d0, d1) -> (d1)>], transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> tensor<?x32xbf16>
  return
}

// -----

func.func @grouped_quantized_no_epilogue(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op a quantized result (a fused lowp.quantize) needs an epilogue region (it may just yield the matmul's element)}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> !lowp.scaled<?x32xf8E4M3FN, mxfp8>
  return
}

// -----

func.func @grouped_quantize_mode(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op has quantize_mode or quantize_pow2_scales but its result is not quantized}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {quantize_mode = #lowp<scale_mode rceil>, transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> tensor<?x32xf32>
  return
}

// -----

func.func @grouped_quantized_pairs_shape(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x64x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op result shape [?, 64] is not M x N/2 = ? x 32 (epilogue_pairs)}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) epilogue {
  ^bb0(%g: f32, %u: f32):
    %p = arith.mulf %g, %u : f32
    lowp.yield %p : f32
  } {epilogue_pairs, transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x64x64xf8E4M3FN, mxfp8> -> !lowp.scaled<?x64xf8E4M3FN, mxfp8>
  return
}

// -----

func.func @grouped_pairs_no_region(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op has epilogue_pairs but no epilogue region (the region combines each column pair)}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {epilogue_pairs, transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> tensor<?x16xbf16>
  return
}

// -----

func.func @grouped_pairs_shape(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op result shape [?, 32] is not M x N/2 = ? x 16 (epilogue_pairs)}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) epilogue {
  ^bb0(%g: bf16, %u: bf16):
    %p = arith.mulf %g, %u : bf16
    lowp.yield %p : bf16
  } {epilogue_pairs, transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> tensor<?x32xbf16>
  return
}

// -----

func.func @grouped_pairs_args(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x32x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op epilogue block must take the matmul's elements of a column pair and 0 input element(s); it takes 1}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) epilogue {
  ^bb0(%g: bf16):
    lowp.yield %g : bf16
  } {epilogue_pairs, transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x32x64xf8E4M3FN, mxfp8> -> tensor<?x16xbf16>
  return
}

// -----

func.func @grouped_pairs_odd(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x33x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) {
  // expected-error @+1 {{'lowp.grouped_scaled_matmul' op epilogue_pairs needs an even N; got N = 33}}
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) epilogue {
  ^bb0(%g: bf16, %u: bf16):
    %p = arith.mulf %g, %u : bf16
    lowp.yield %p : bf16
  } {epilogue_pairs, transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x33x64xf8E4M3FN, mxfp8> -> tensor<?x16xbf16>
  return
}

//===----------------------------------------------------------------------===//
// lowp.tile_read / lowp.tile_write
//===----------------------------------------------------------------------===//

// -----

func.func @tile_read_t1_tile(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op 'tile' must be [ROWS, K] with K a positive multiple of 16 (chunks of 16 codes)}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN {tile = array<i64: 64, 40>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t2_codes(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op bf16 / f16 values move in chunks of 8; got 16}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes bf16 {tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t3_count(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op moves 2 chunks per thread (128 x 64 codes in chunks of 16, 256 threads); got 1}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN {tile = array<i64: 128, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t3_type(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op chunks of 'f4E2M1FN' codes are 'vector<8xi8>'; got 'vector<16xi8>'}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN {tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t4_src(%A: memref<?x?xf8E5M2>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op reads i8 storage, or fp8 codes or bf16 / f16 values of their own type; got 'memref<?x?xf8E5M2>' for 'f8E4M3FN' codes}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 256} : memref<?x?xf8E5M2> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t4_map(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op has no exact code map from 'f8E5M2' to 'f8E4M3FNUZ'}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E5M2 as f8E4M3FNUZ {tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t4_even_odd(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op 'even_odd' orders fp4 codes mapped into fp8}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN as f8E4M3FNUZ {even_odd, tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t5_k_major(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op k_major reads codes as stored (no 'as')}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN as f8E4M3FNUZ {k_major, tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t5_k_offset(%A: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op 'k_offset' is for k_major reads}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i k_offset %i codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_write_t6_space(%v: vector<16xi8>, %l: memref<2x64x64xi8, #gpu.address_space<workgroup>>, %g: memref<2x64x64xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op writes workgroup memory (#gpu.address_space<workgroup>); got 'memref<2x64x64xi8>'}}
  lowp.tile_write %v into %g[%i] thread %i (rows) codes f8E4M3FN {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<2x64x64xi8>
  return
}

// -----

func.func @tile_write_t7_swizzled(%v: vector<16xi8>, %l: memref<2x64x64xi8, #gpu.address_space<workgroup>>, %g: memref<2x64x64xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op the swizzled layout holds 64 fp8 codes a row}}
  lowp.tile_write %v into %l[%i] thread %i (swizzled) codes f6E2M3FN {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<2x64x64xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t7_swizzled16(%v: vector<16xi8>, %l: memref<2x64x96xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op the swizzled16 layout holds 32, 64, ... 256 fp8 codes a row}}
  lowp.tile_write %v, %v into %l[%i] thread %i (swizzled16) codes f8E4M3FN {tile = array<i64: 64, 80>, threads = 256} : vector<16xi8>, vector<16xi8> into memref<2x64x96xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t7_swizzled16_rows(%v: vector<16xi8>, %l: memref<2x32x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op the swizzled16 layout of this tile takes 64 rows of 128 bytes; got 'memref<2x32x128xi8, #gpu.address_space<workgroup>>'}}
  lowp.tile_write %v, %v into %l[%i] thread %i (swizzled16) codes f8E4M3FN {tile = array<i64: 64, 128>, threads = 256} : vector<16xi8>, vector<16xi8> into memref<2x32x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t7_rows(%v: vector<16xi8>, %l: memref<2x64x64xi8, #gpu.address_space<workgroup>>, %g: memref<2x64x64xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op the rows layout of this tile takes 86 rows of 96 bytes; got 'memref<2x64x64xi8, #gpu.address_space<workgroup>>'}}
  lowp.tile_write %v, %v into %l[%i] thread %i (rows) codes f8E4M3FN {tile = array<i64: 64, 96>, threads = 256} : vector<16xi8>, vector<16xi8> into memref<2x64x64xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_read_t1_chunk(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op 'chunk' must be 8, 16 or 32 codes; got 4}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN {chunk = 4, tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<4xi8>
  return
}

// -----

func.func @tile_read_t1_chunk_k(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op 'tile' K (48) must be a multiple of the chunk (32)}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN {chunk = 32, tile = array<i64: 64, 48>, threads = 96} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t2_f32(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op codes must be an fp8, fp6 or fp4 type, or bf16 / f16 values; got 'f32'}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f32 {tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t2_wide(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op chunks of 32 hold fp4 codes; got 'f8E4M3FN'}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN {chunk = 32, tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<32xi8>
  return
}

// -----

func.func @tile_read_t3_scale_type(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op block scale codes of 'f4E2M1FN' codes are 'vector<2xi8>'; got 'i8'}}
  %a:2 = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN scales(%A : memref<?x?xi8>) {chunk = 32, scale_block = 16, tile = array<i64: 64, 64>, threads = 128} : memref<?x?xi8> -> vector<16xi8>, i8
  return
}

// -----

func.func @tile_read_t8_block(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op 'scale_block' must be 16 or 32; got 64}}
  %a:2 = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN scales(%A : memref<?x?xi8>) {chunk = 8, scale_block = 64, tile = array<i64: 16, 64>, threads = 128} : memref<?x?xi8> -> vector<8xi8>, i8
  return
}

// -----

func.func @tile_read_t8_both(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op block scale codes take both 'scales' and 'scale_block'}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN scales(%A : memref<?x?xi8>) {chunk = 8, tile = array<i64: 16, 64>, threads = 128} : memref<?x?xi8> -> vector<8xi8>
  return
}

// -----

func.func @tile_read_t4_even_odd_chunk(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op fp4 codes mapped in chunks of 8 are ordered 'even_odd'}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN as f8E4M3FNUZ {chunk = 8, tile = array<i64: 16, 64>, threads = 128} : memref<?x?xi8> -> vector<8xi8>
  return
}

// -----

func.func @tile_read_t4_plain(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op reads bf16 / f16 values as they are (no 'as', no 'scales')}}
  %a = lowp.tile_read %B[%i, %i] bounds(%i, %i) thread %i codes bf16 as f8E4M3FNUZ {chunk = 8, tile = array<i64: 16, 64>, threads = 128} : memref<?x?xbf16> -> vector<16xi8>
  return
}

// -----

func.func @tile_read_t5_k_major_chunk(%A: memref<?x?xi8>, %B: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op k_major reads move chunks of 16 codes (no 'chunk', no 'scales')}}
  %a = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN {chunk = 8, k_major, tile = array<i64: 16, 64>, threads = 128} : memref<?x?xi8> -> vector<8xi8>
  return
}

// -----

func.func @tile_write_t9_type(%v: vector<8xi8>, %w: vector<16xi8>, %s: i8, %l: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op decodes into bf16 or f16; got 'f32'}}
  lowp.tile_write %v, %s into %l[%i] thread %i (rows) codes f8E4M3FN decode f32 {chunk = 8, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 16, 64>, threads = 128} : vector<8xi8>, i8 into memref<2x64x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t9_chunk(%v: vector<8xi8>, %w: vector<16xi8>, %s: i8, %l: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op decodes fp8, fp6 or fp4 codes in chunks of 8 (32: fp4)}}
  lowp.tile_write %w into %l[%i] thread %i (rows) codes f8E4M3FN decode bf16 {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<2x64x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t9_map(%v: vector<8xi8>, %w: vector<16xi8>, %s: i8, %l: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op has no exact code map from 'f8E5M2' to 'f8E4M3FNUZ'}}
  lowp.tile_write %v, %s into %l[%i] thread %i (rows) codes f8E5M2 as f8E4M3FNUZ decode bf16 {chunk = 8, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 16, 64>, threads = 128} : vector<8xi8>, i8 into memref<2x64x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t9_scale(%v: vector<8xi8>, %w: vector<16xi8>, %s: i8, %l: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op block scales are f8E8M0FNU, f8E4M3FN (UE4M3) or !lowp.ue5m3; got 'f16'}}
  lowp.tile_write %v, %s into %l[%i] thread %i (rows) codes f8E4M3FN decode bf16 {chunk = 8, scale = f16, scale_block = 32, tile = array<i64: 16, 64>, threads = 128} : vector<8xi8>, i8 into memref<2x64x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t9_no_decode(%v: vector<8xi8>, %w: vector<16xi8>, %s: i8, %l: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op 'as', block scales and 'scaled_cvt' are for writes that 'decode'}}
  lowp.tile_write %v, %s into %l[%i] thread %i (rows) codes f8E4M3FN {chunk = 8, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 16, 64>, threads = 128} : vector<8xi8>, i8 into memref<2x64x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t9_scaled_cvt(%v: vector<16xi8>, %s: i8, %l: memref<2x128x136xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op 'scaled_cvt' decodes fp4 codes as loaded with f8E8M0FNU scales per 32 to bf16}}
  lowp.tile_write %v, %s into %l[%i] thread %i (rows) codes f4E2M1FN decode f16 {chunk = 32, scale = f8E8M0FNU, scale_block = 32, scaled_cvt, tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, i8 into memref<2x128x136xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t9_layout(%v: vector<8xi8>, %w: vector<16xi8>, %s: i8, %l: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op writes decoded values in the rows layout}}
  lowp.tile_write %v, %s into %l[%i] thread %i (swizzled) codes f8E4M3FN decode bf16 {chunk = 8, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 16, 64>, threads = 128} : vector<8xi8>, i8 into memref<2x64x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @tile_write_t7_decoded_rows(%v: vector<8xi8>, %w: vector<16xi8>, %s: i8, %l: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.tile_write' op the rows layout of this tile takes 16 rows of 256 bytes; got 'memref<2x64x128xi8, #gpu.address_space<workgroup>>'}}
  lowp.tile_write %v, %s into %l[%i] thread %i (rows) codes f8E4M3FN decode bf16 {chunk = 8, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 16, 128>, threads = 256} : vector<8xi8>, i8 into memref<2x64x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.scale_read / lowp.scale_write
//===----------------------------------------------------------------------===//

// -----

func.func @scale_s1_tile(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  // expected-error @+1 {{'lowp.scale_read' op 'tile' must be [ROWS, GROUPS], both at least 1}}
  %v = lowp.scale_read %S[%i, %i] blocks(%i) thread %i {tile = array<i64: 64, 0>, threads = 64} : memref<?x?xi8> -> i8
  return
}

// -----

func.func @scale_s2_count(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  // expected-error @+1 {{'lowp.scale_read' op moves 2 scales per thread (64 x 2, 64 threads); got 1}}
  %v = lowp.scale_read %S[%i, %i] blocks(%i) thread %i {tile = array<i64: 64, 2>, threads = 64} : memref<?x?xi8> -> i8
  return
}

// -----

func.func @scale_s2_type(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  // expected-error @+1 {{'lowp.scale_read' op scales must be 'f32' (decoded, or f32 scales); got 'i8'}}
  %v = lowp.scale_read %S[%i, %i] blocks(%i) thread %i {decode = 0 : i64, tile = array<i64: 64, 2>, threads = 128} : memref<?x?xi8> -> i8
  return
}

// -----

func.func @scale_s3_ratio(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  // expected-error @+1 {{'lowp.scale_read' op 'k_ratio' and 'row_block' must be at least 1}}
  %v = lowp.scale_read %S[%i, %i] blocks(%i) thread %i {k_ratio = 0 : i64, tile = array<i64: 64, 2>, threads = 128} : memref<?x?xi8> -> i8
  return
}

// -----

func.func @scale_s3_codes(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  %H = memref.alloc(%i, %i) : memref<?x?xf16>
  // expected-error @+1 {{'lowp.scale_read' op reads E8M0 codes (i8 or f8E8M0FNU) or f32 scales; got 'memref<?x?xf16>'}}
  %v = lowp.scale_read %H[%i, %i] blocks(%i) thread %i {tile = array<i64: 64, 2>, threads = 128} : memref<?x?xf16> -> i8
  return
}

// -----

func.func @scale_s3_f32(%F: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'lowp.scale_read' op reads f32 scales as they are: no 'decode'}}
  %v = lowp.scale_read %F[%i, %i] blocks(%i) thread %i {decode = 1 : i64, tile = array<i64: 64, 2>, threads = 128} : memref<?x?xf32> -> f32
  return
}

// -----

func.func @scale_s2_f32(%F: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'lowp.scale_read' op scales must be 'f32' (decoded, or f32 scales); got 'i8'}}
  %v = lowp.scale_read %F[%i, %i] blocks(%i) thread %i {tile = array<i64: 64, 2>, threads = 128} : memref<?x?xf32> -> i8
  return
}

// -----

func.func @scale_s4_space(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  // expected-error @+1 {{'lowp.scale_write' op writes workgroup memory (#gpu.address_space<workgroup>); got 'memref<2x128xi8>'}}
  lowp.scale_write %c into %g[%i] thread %i {lanes = array<i64: 32, 1, 1>, tile = array<i64: 64, 2>, threads = 128} : i8 into memref<2x128xi8>
  return
}

// -----

func.func @scale_s5_lanes(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  // expected-error @+1 {{'lowp.scale_write' op E8M0 codes in lane order need 'lanes' = [T, TM, KS] (T 16 or 32, TM and KS at least 1)}}
  lowp.scale_write %c into %l[%i] thread %i {tile = array<i64: 64, 2>, threads = 128} : i8 into memref<2x128xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @scale_s5_decoded(%S: memref<?x?xi8>, %F: memref<?x?xf32>, %c: i8, %d: f32, %l: memref<2x128xi8, #gpu.address_space<workgroup>>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>, %g: memref<2x128xi8>, %i: index) {
  // expected-error @+1 {{'lowp.scale_write' op the buffer holds fewer than 4 x 64 scales a stage; got 'memref<2x2x64xf32, #gpu.address_space<workgroup>>'}}
  lowp.scale_write %d, %d into %ld[%i] thread %i {tile = array<i64: 64, 4>, threads = 128} : f32, f32 into memref<2x2x64xf32, #gpu.address_space<workgroup>>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.wave_mma
//===----------------------------------------------------------------------===//

// -----

func.func @wave_mma_w1(%l: memref<2x32x72xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op 'tiles' must be [TM, TN], both at least 1}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 0>}
      : memref<2x32x72xi8, #gpu.address_space<workgroup>>, memref<2x32x72xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w1_k_steps(%l: memref<2x32x72xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op 'k_steps' and 'k_waves' must be 1 to 64 (a K step of at most 64 instructions per wave); got 1099511627776 and 1}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 1099511627776 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x72xi8, #gpu.address_space<workgroup>>, memref<2x32x72xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w2_count(%l: memref<2x32x72xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op takes 2 accumulators (tiles 1 x 2); got 1}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 2>}
      : memref<2x32x72xi8, #gpu.address_space<workgroup>>, memref<2x32x72xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w2_type(%l: memref<2x32x72xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op accumulators must be 'vector<16xf32>' for v_mfma_f32_32x32x64_f8f6f4; got 'vector<4xf32>'}}
  %0 = lowp.wave_mma #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x72xi8, #gpu.address_space<workgroup>>, memref<2x32x72xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w3(%l: memref<2x32x72xi8>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op operand tiles must be in workgroup memory (#gpu.address_space<workgroup>); got 'memref<2x32x72xi8>'}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x72xi8>, memref<2x32x72xi8>
  return
}

// -----

func.func @wave_mma_w4_swizzled16(%l: memref<2x32x64xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op the swizzled16 layout of 'lhs' is for fp8 operands of an f8f6f4 MFMA only}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %l(swizzled16), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x64xi8, #gpu.address_space<workgroup>>, memref<2x32x64xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w4_swizzled16_bytes(%l: memref<2x32x144xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<16xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op the swizzled16 layout of 'rhs' takes rows of 32, 64, ... 256 bytes}}
  %0 = lowp.wave_mma #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN> %l(rows), %l(swizzled16) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<16xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x144xi8, #gpu.address_space<workgroup>>, memref<2x32x144xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w4_swizzled(%l: memref<2x32x64xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op the swizzled layout of 'rhs' is for the 16x16x32 fp8 MFMA only}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x16, bf16, bf16> %l(rows), %l(swizzled) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x64xi8, #gpu.address_space<workgroup>>, memref<2x32x64xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w4_kmajor(%l: memref<2x32x64xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op the k_major layout of 'lhs' needs an f8f6f4 MFMA (transpose loads)}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %l(k_major), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x64xi8, #gpu.address_space<workgroup>>, memref<2x32x64xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w5_missing(%l: memref<2x32x136xi8, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op v_mfma_scale_f32_16x16x128_f8f6f4 needs block scales}}
  %0 = lowp.wave_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f8E4M3FN> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c : vector<4xf32>) {k_steps = 1 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x136xi8, #gpu.address_space<workgroup>>, memref<2x32x136xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w5_type(%l: memref<2x32x136xi8, #gpu.address_space<workgroup>>, %s: memref<2x2x32xf32, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op block scales must be memref<STAGES x CODES x i8> (E8M0 codes in lane order) for v_mfma_scale_f32_16x16x128_f8f6f4; got 'memref<2x2x32xf32, #gpu.address_space<workgroup>>'}}
  %0 = lowp.wave_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f8E4M3FN> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      scales(%s, %s : memref<2x2x32xf32, #gpu.address_space<workgroup>>, memref<2x2x32xf32, #gpu.address_space<workgroup>>)
      acc(%c : vector<4xf32>) {k_steps = 1 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x136xi8, #gpu.address_space<workgroup>>, memref<2x32x136xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @wave_mma_w5_form(%l: memref<2x32x72xi8, #gpu.address_space<workgroup>>, %s: memref<2x2x32xf32, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.wave_mma' op block scales need a scaled MFMA or the 16x16x32 fp8 one (partial sums per 32-K group)}}
  %0 = lowp.wave_mma #lowp.mfma<16x16x16, bf16, bf16> %l(rows), %l(rows) stage %i at(%i, %i) lane %i k_wave %i
      scales(%s, %s : memref<2x2x32xf32, #gpu.address_space<workgroup>>, memref<2x2x32xf32, #gpu.address_space<workgroup>>)
      acc(%c : vector<4xf32>) {k_steps = 1 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
      : memref<2x32x72xi8, #gpu.address_space<workgroup>>, memref<2x32x72xi8, #gpu.address_space<workgroup>>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.wave_store
//===----------------------------------------------------------------------===//

// -----

func.func @wave_store_ws1_count(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op takes 2 accumulators (tiles 1 x 2); got 1}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %C[%i, %i] lane %i bounds(%i, %i) {tiles = array<i64: 1, 2>} : memref<?x?xbf16>
  return
}

// -----

func.func @wave_store_ws1_type(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op accumulators must be 'vector<4xf32>' for v_mfma_f32_16x16x32_fp8_fp8; got 'vector<16xf32>'}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c16 : vector<16xf32>) into %C[%i, %i] lane %i bounds(%i, %i) {tiles = array<i64: 1, 1>} : memref<?x?xbf16>
  return
}

// -----

func.func @wave_store_ws2_indices(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op takes a dest of rank 2 or more and one index per dimension; got 3 index(es) into 'memref<?x?xbf16>'}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %C[%i, %i, %i] lane %i bounds(%i, %i) {tiles = array<i64: 1, 1>} : memref<?x?xbf16>
  return
}

// -----

func.func @wave_store_ws3_per_row(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op has per_row_a but no scale_a}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %C[%i, %i] lane %i bounds(%i, %i) {tiles = array<i64: 1, 1>, per_row_a} : memref<?x?xbf16>
  return
}

// -----

func.func @wave_store_ws4_no_region(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op a quantized result needs an epilogue region (it may just yield the element)}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %Q[%i, %i] lane %i bounds(%i, %i) scales_out(%Q : memref<?x?xi8>) {tiles = array<i64: 1, 1>, quantize_type = f8E4M3FN} : memref<?x?xi8>
  return
}

// -----

func.func @wave_store_ws4_type(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op quantizes to fp8 (E4M3FN, E5M2), fp6 or fp4 codes; got 'bf16'}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %Q[%i, %i] lane %i bounds(%i, %i) scales_out(%Q : memref<?x?xi8>) {tiles = array<i64: 1, 1>, quantize_type = bf16} : memref<?x?xi8>
  return
}

// -----

func.func @wave_store_ws5_rounded(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op rounds the product to f32, bf16 or f16 (the region's first argument, or dest's element type); got 'i8'}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %Q[%i, %i] lane %i bounds(%i, %i) {tiles = array<i64: 1, 1>} : memref<?x?xi8>
  return
}

// -----

func.func @wave_store_ws6_pairs(%c: vector<4xf32>, %c16: vector<16xf32>, %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op has pairs but no epilogue region (the region combines each column pair)}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %C[%i, %i] lane %i bounds(%i, %i) {tiles = array<i64: 1, 1>, pairs} : memref<?x?xbf16>
  return
}

// -----

func.func @wave_store_ws6_yield(%c: vector<4xf32>, %C: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op epilogue yields 'f32' but dest holds 'bf16'}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %C[%i, %i] lane %i bounds(%i, %i) epilogue {
  ^bb0(%x: bf16):
    %y = arith.extf %x : bf16 to f32
    lowp.yield %y : f32
  } {tiles = array<i64: 1, 1>} : memref<?x?xbf16>
  return
}

// -----

func.func @wave_store_ws6_map(%c: vector<4xf32>, %C: memref<?x?xbf16>, %b: memref<?xbf16>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op epilogue map 0 must be a projected permutation of C's (row, column) with 1 result(s); got affine_map<(d0, d1) -> (d0, d1)>}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %C[%i, %i] lane %i bounds(%i, %i) epilogue ins(%b : memref<?xbf16>) {
  ^bb0(%x: bf16, %y: bf16):
    %s = arith.addf %x, %y : bf16
    lowp.yield %s : bf16
  } {tiles = array<i64: 1, 1>} : memref<?x?xbf16>
  return
}

// -----

func.func @wave_store_ws4_blocks(%c: vector<4xf32>, %Q: memref<?x?xi8>, %S: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.wave_store' op quantizes blocks of 32 of C's columns: the wave's 16 columns must be a multiple of 32}}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%c : vector<4xf32>) into %Q[%i, %i] lane %i bounds(%i, %i) scales_out(%S : memref<?x?xi8>) epilogue {
  ^bb0(%x: f32):
    lowp.yield %x : f32
  } {tiles = array<i64: 1, 1>, quantize_type = f8E4M3FN} : memref<?x?xi8>
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.wave_rescale
//===----------------------------------------------------------------------===//

func.func @wave_rescale_wr1_tiles(%c: vector<4xf32>, %s: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'lowp.wave_rescale' op takes 2 accumulators (tiles 1 x 2); got 1}}
  %r = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%c : vector<4xf32>) acc(%c : vector<4xf32>) lane %i scale_a(%s[%i, %i] along 0 : memref<?x?xf32>) scale_b(%s[%i, %i] : memref<?x?xf32>) {tiles = array<i64: 1, 2>}
  return
}

// -----

func.func @wave_rescale_wr1_parts(%c: vector<4xf32>, %s: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'lowp.wave_rescale' op takes a partial sum per accumulator, of its type; got 2 partial sums for 1 accumulators}}
  %r = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%c, %c : vector<4xf32>, vector<4xf32>) acc(%c : vector<4xf32>) lane %i scale_a(%s[%i, %i] along 0 : memref<?x?xf32>) scale_b(%s[%i, %i] : memref<?x?xf32>) {tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @wave_rescale_wr2_indices(%c: vector<4xf32>, %s: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'lowp.wave_rescale' op 'scale_b' takes 2 indices (its rank); got 1}}
  %r = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%c : vector<4xf32>) acc(%c : vector<4xf32>) lane %i scale_a(%s[%i, %i] along 0 : memref<?x?xf32>) scale_b(%s[%i] : memref<?x?xf32>) {tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @wave_rescale_wr2_dim(%c: vector<4xf32>, %s: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'lowp.wave_rescale' op 'scale_a' advances along dimension 2, which a rank-2 memref does not have}}
  %r = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%c : vector<4xf32>) acc(%c : vector<4xf32>) lane %i scale_a(%s[%i, %i] along 2 : memref<?x?xf32>) scale_b(%s[%i, %i] : memref<?x?xf32>) {tiles = array<i64: 1, 1>}
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.wave_split
//===----------------------------------------------------------------------===//

func.func @wave_split_sp1(%t: index) {
  // expected-error @+1 {{'lowp.wave_split' op takes a tile [BM, BN] and waves [WM, WN, WK], all positive; got tile = [64, 64], waves = [2, 0, 1]}}
  %r:5 = lowp.wave_split %t {tile = array<i64: 64, 64>, waves = array<i64: 2, 0, 1>}
  return
}

// -----

func.func @wave_split_sp1_rank(%t: index) {
  // expected-error @+1 {{'lowp.wave_split' op takes a tile [BM, BN] and waves [WM, WN, WK], all positive; got tile = [64, 64], waves = [2, 2]}}
  %r:5 = lowp.wave_split %t {tile = array<i64: 64, 64>, waves = array<i64: 2, 2>}
  return
}

// -----

func.func @wave_split_sp2(%t: index) {
  // expected-error @+1 {{'lowp.wave_split' op waves [3, 2] must divide the tile [64, 64]}}
  %r:5 = lowp.wave_split %t {tile = array<i64: 64, 64>, waves = array<i64: 3, 2, 1>}
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.wave_sum
//===----------------------------------------------------------------------===//

func.func @wave_sum_wk1(%c: vector<4xf32>, %lr: memref<1024xf32, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.wave_sum' op sums 2 or more waves along K over 1 or more wave tiles; got k_waves = 1, waves = 4}}
  %s = lowp.wave_sum acc(%c : vector<4xf32>) scratch(%lr : memref<1024xf32, #gpu.address_space<workgroup>>) lane %i wave %i k_wave %i {k_waves = 1 : i64, waves = 4 : i64}
  return
}

// -----

func.func @wave_sum_wk2(%c: vector<4xf32>, %d: vector<16xf32>, %lr: memref<1024xf32, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.wave_sum' op needs accumulators, all of one type}}
  %s:2 = lowp.wave_sum acc(%c, %d : vector<4xf32>, vector<16xf32>) scratch(%lr : memref<1024xf32, #gpu.address_space<workgroup>>) lane %i wave %i k_wave %i {k_waves = 2 : i64, waves = 1 : i64}
  return
}

// -----

func.func @wave_sum_wk3_space(%c: vector<4xf32>, %lr: memref<1024xf32>, %i: index) {
  // expected-error @+1 {{'lowp.wave_sum' op scratch must be in workgroup memory (#gpu.address_space<workgroup>); got 'memref<1024xf32>'}}
  %s = lowp.wave_sum acc(%c : vector<4xf32>) scratch(%lr : memref<1024xf32>) lane %i wave %i k_wave %i {k_waves = 2 : i64, waves = 4 : i64}
  return
}

// -----

func.func @wave_sum_wk3_size(%c: vector<4xf32>, %lr: memref<1024xf32, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{'lowp.wave_sum' op scratch must hold 2048 f32 (the sums of waves k_wave > 0); it holds 1024}}
  %s:2 = lowp.wave_sum acc(%c, %c : vector<4xf32>, vector<4xf32>) scratch(%lr : memref<1024xf32, #gpu.address_space<workgroup>>) lane %i wave %i k_wave %i {k_waves = 2 : i64, waves = 4 : i64}
  return
}

// -----

//===----------------------------------------------------------------------===//
// lowp.fragment_read, lowp.fragment_mma
//===----------------------------------------------------------------------===//

func.func @fragment_f1_form(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op reads fragments for the 16x16x128 f8f6f4 MFMAs, the 16x16x32 fp8 one and the 16x16x16 / 16x16x32 bf16 / f16 ones; got v_mfma_scale_f32_32x32x64_f8f6f4}}
  %f:3 = lowp.fragment_read #lowp.mfma<scaled 32x32x64, f8E4M3FN, f8E4M3FN> %m[%i, %i] bounds(%i, %i) lane %i codes f8E4M3FN {tiles = 1 : i64} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>, i8
  return
}

// -----

func.func @fragment_f2_codes(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op 'src' codes 'f8E5M2' do not fit v_mfma_f32_16x16x32_fp8_fp8's operand type 'f8E4M3FNUZ' (the same type, or OCP fp8 codes mapped to FNUZ)}}
  %f = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%i, %i] bounds(%i, %i) lane %i codes f8E5M2 {tiles = 1 : i64} : memref<?x?xi8> -> vector<32xi8>
  return
}

// -----

func.func @fragment_f3_src(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op 'src' must hold the values for 'bf16'; got 'memref<?x?xi8>'}}
  %f = lowp.fragment_read #lowp.mfma<16x16x16, bf16, bf16> %m[%i, %i] bounds(%i, %i) lane %i codes bf16 {tiles = 1 : i64} : memref<?x?xi8> -> vector<32xbf16>
  return
}

// -----

func.func @fragment_f3_results(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op 'results' must be 2 x (vector<16xi8>) for 'f4E2M1FN' codes of 2 tile(s) of v_mfma_f32_16x16x128_f8f6f4; got 1 value(s)}}
  %f = lowp.fragment_read #lowp.mfma<16x16x128, f4E2M1FN, f4E2M1FN> %m[%i, %i] bounds(%i, %i) lane %i codes f4E2M1FN {tiles = 2 : i64} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @fragment_f4_scales(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op needs block scales with v_mfma_scale_f32_16x16x128_f8f6f4}}
  %f = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f4E2M1FN, f4E2M1FN> %m[%i, %i] bounds(%i, %i) lane %i codes f4E2M1FN {tiles = 1 : i64} : memref<?x?xi8> -> vector<16xi8>
  return
}

// -----

func.func @fragment_f5_acc(%f: vector<32xi8>, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.fragment_mma' op takes 2 accumulators (tiles 1 x 2); got 1}}
  %r = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%f : vector<32xi8>) codes f8E4M3FNUZ rhs(%f, %f : vector<32xi8>, vector<32xi8>) codes f8E4M3FNUZ acc(%c : vector<4xf32>) {tiles = array<i64: 1, 2>}
  return
}

// -----

func.func @fragment_f3_mma_operands(%f: vector<32xi8>, %g: vector<16xi8>, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.fragment_mma' op 'rhs' must be 1 x (vector<16xi8>, vector<16xi8>) for 'f8E4M3FN' codes of 1 tile(s) of v_mfma_f32_16x16x128_f8f6f4; got 1 value(s)}}
  %r = lowp.fragment_mma #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN> lhs(%g, %g : vector<16xi8>, vector<16xi8>) codes f8E4M3FN rhs(%f : vector<32xi8>) codes f8E4M3FN acc(%c : vector<4xf32>) {tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @fragment_f6_as(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op 'as' maps fp4 codes to decode into an fp8 type; got 'f8E4M3FN' as 'f8E4M3FNUZ'}}
  %f = lowp.fragment_read #lowp.mfma<16x16x16, bf16, bf16> %m[%i, %i] bounds(%i, %i) lane %i codes f8E4M3FN as f8E4M3FNUZ {tiles = 1 : i64} : memref<?x?xi8> -> vector<32xi8>
  return
}

// -----

func.func @fragment_f6_scale_block(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op takes 'scales' and 'scale_block' together}}
  %f:2 = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %m[%i, %i] bounds(%i, %i) lane %i codes f4E2M1FN scales(%m : memref<?x?xi8>) {tiles = 1 : i64} : memref<?x?xi8> -> vector<16xi8>, i8
  return
}

// -----

func.func @fragment_f10_block(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op block scales on v_mfma_f32_16x16x32_fp8_fp8 are per 32-K block (scale_block 32: the per-block form)}}
  %f:2 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%i, %i] bounds(%i, %i) lane %i codes f8E4M3FN scales(%m : memref<?x?xi8>) {tiles = 1 : i64} : memref<?x?xi8> -> vector<32xi8>, i8
  return
}

// -----

func.func @fragment_f10_acc_rows(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op 'acc_rows' and 'whole_block' are for the 16x16x32 fp8 form's per-block scaled codes}}
  %f = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%i, %i] bounds(%i, %i) lane %i codes f8E4M3FN {acc_rows, tiles = 1 : i64} : memref<?x?xi8> -> vector<32xi8>
  return
}

// -----

func.func @fragment_f10_results(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op 'results' must be 1 x (vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, i32, i32, i32, i32) for 'f4E2M1FN' codes of 1 tile(s) of v_mfma_f32_16x16x32_fp8_fp8; got 5 value(s)}}
  %f:5 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%i, %i] bounds(%i, %i) lane %i codes f4E2M1FN scales(%m : memref<?x?xi8>) {scale_block = 32 : i64, tiles = 1 : i64} : memref<?x?xi8> -> vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, i32
  return
}

// -----

func.func @fragment_f11_log2(%f: vector<8xi8>, %s: i32, %c: vector<4xf32>, %g: vector<4xi32>) {
  // expected-error @+1 {{'lowp.fragment_mma' op takes 'scale_block' with 'scale_log2' (two powers of two, A's and B's)}}
  %r:3 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%f, %f, %f, %f, %s, %s, %s, %s : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32) codes f8E4M3FN rhs(%f, %f, %f, %f, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) codes f8E4M3FN acc(%c, %s, %g : vector<4xf32>, i32, vector<4xi32>) {scale_block = 32 : i64, tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @fragment_f11_flags(%f: vector<8xi8>, %s: i32, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.fragment_mma' op NaN flag 1 must be 'vector<4xi32>'; got 'i32'}}
  %r:3 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%f, %f, %f, %f, %s, %s, %s, %s : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32) codes f8E4M3FN rhs(%f, %f, %f, %f, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) codes f8E4M3FN acc(%c, %s, %s : vector<4xf32>, i32, i32) {scale_block = 32 : i64, scale_log2 = array<i64: 1, 1>, tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @fragment_f11_flag_count(%f: vector<8xi8>, %s: i32, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.fragment_mma' op takes 1 accumulators and 2 NaN flags with 'scale_block' (tiles 1 x 1); got 1 value(s)}}
  %r = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%f, %f, %f, %f, %s, %s, %s, %s : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32) codes f8E4M3FN rhs(%f, %f, %f, %f, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) codes f8E4M3FN acc(%c : vector<4xf32>) {scale_block = 32 : i64, scale_log2 = array<i64: 1, 1>, tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @fragment_f11_form(%f: vector<16xi8>, %s: i8, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.fragment_mma' op 'scale_block' is for the 16x16x32 fp8 form; got v_mfma_f32_16x16x128_f8f6f4}}
  %r:3 = lowp.fragment_mma #lowp.mfma<16x16x128, f4E2M1FN, f4E2M1FN> lhs(%f : vector<16xi8>) codes f4E2M1FN rhs(%f : vector<16xi8>) codes f4E2M1FN acc(%c, %c, %c : vector<4xf32>, vector<4xf32>, vector<4xf32>) {scale_block = 32 : i64, scale_log2 = array<i64: 0, 0>, tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @fragment_f11_even_odd(%f: vector<32xi8>, %c: vector<4xf32>) {
  // expected-error @+1 {{'lowp.fragment_mma' op 'even_odd' orders the per-block form's fp4 codes}}
  %r = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%f : vector<32xi8>) codes f8E4M3FNUZ rhs(%f : vector<32xi8>) codes f8E4M3FNUZ acc(%c : vector<4xf32>) {even_odd, tiles = array<i64: 1, 1>}
  return
}

// -----

func.func @fragment_f12_packed(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.fragment_read' op 'packed' reads fp6 codes for the f8f6f4 forms; got 'f8E4M3FN' for v_mfma_f32_16x16x128_f8f6f4}}
  %f:2 = lowp.fragment_read #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN> %m[%i, %i] bounds(%i, %i) lane %i codes f8E4M3FN {packed, tiles = 1 : i64} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
  return
}

// -----

func.func @tile_t8_packed(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op packed chunks hold 16 fp6 codes (no block scales); got 'f4E2M1FN' in chunks of 16}}
  %c = lowp.tile_read %m[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN {packed, tile = array<i64: 16, 64>, threads = 64} : memref<?x?xi8> -> vector<8xi8>
  return
}

// -----

func.func @tile_t8_packed_as(%m: memref<?x?xi8>, %i: index) {
  // expected-error @+1 {{'lowp.tile_read' op reads packed fp6 codes as stored, by rows (no 'as', no 'k_major')}}
  %c = lowp.tile_read %m[%i, %i] bounds(%i, %i) thread %i codes f6E2M3FN as f8E4M3FNUZ {packed, tile = array<i64: 16, 64>, threads = 64} : memref<?x?xi8> -> vector<12xi8>
  return
}

// -----

func.func @fragment_f7_codes(%v: vector<32xi8>) {
  // expected-error @+1 {{'lowp.fragment_decode' op decodes fp8, fp6 or fp4 codes; got 'bf16'}}
  %d = lowp.fragment_decode %v codes bf16 to bf16 : vector<32xi8> -> vector<32xbf16>
  return
}

// -----

func.func @fragment_f8_scale(%v: vector<32xi8>, %s: i8) {
  // expected-error @+1 {{'lowp.fragment_decode' op takes 'scale' and 'scale_block' together}}
  %d = lowp.fragment_decode %v, %s codes f8E4M3FN to bf16 scale f8E8M0FNU : vector<32xi8>, i8 -> vector<32xbf16>
  return
}

// -----

func.func @fragment_f9_scaled_cvt(%v: vector<32xi8>, %s: i8) {
  // expected-error @+1 {{'lowp.fragment_decode' op 'scaled_cvt' converts fp4 codes as loaded (no 'as') with E8M0 scales of 32 to bf16}}
  %d = lowp.fragment_decode %v, %s codes f6E2M3FN to bf16 scale f8E8M0FNU scale_block 32 {scaled_cvt} : vector<32xi8>, i8 -> vector<32xbf16>
  return
}

// -----

func.func @fragment_f9_registers(%v: vector<16xi8>, %s: i8) {
  // expected-error @+1 {{'lowp.fragment_decode' op takes (vector<16xi8>, vector<2xi8>) for 'f4E2M1FN' codes; got 2 value(s)}}
  %d = lowp.fragment_decode %v, %s codes f4E2M1FN to f16 scale f8E4M3FN scale_block 16 : vector<16xi8>, i8 -> vector<32xf16>
  return
}
