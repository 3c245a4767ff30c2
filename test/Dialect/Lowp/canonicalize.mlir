// RUN: lowp-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @disassemble_of_assemble
// CHECK-SAME: (%[[C:.*]]: tensor<16x64xf4E2M1FN>, %[[S:.*]]: tensor<16x4xf8E4M3FN>, %[[T:.*]]: tensor<f32>)
// CHECK-NOT: = lowp.
// CHECK: return %[[C]], %[[S]], %[[T]]
func.func @disassemble_of_assemble(%c: tensor<16x64xf4E2M1FN>, %s: tensor<16x4xf8E4M3FN>, %t: tensor<f32>)
    -> (tensor<16x64xf4E2M1FN>, tensor<16x4xf8E4M3FN>, tensor<f32>) {
  %w = lowp.assemble %c, %s, %t : tensor<16x64xf4E2M1FN>, tensor<16x4xf8E4M3FN>, tensor<f32> -> !lowp.scaled<16x64xf4E2M1FN, nvfp4>
  %0:3 = lowp.disassemble %w : !lowp.scaled<16x64xf4E2M1FN, nvfp4> -> tensor<16x64xf4E2M1FN>, tensor<16x4xf8E4M3FN>, tensor<f32>
  return %0#0, %0#1, %0#2 : tensor<16x64xf4E2M1FN>, tensor<16x4xf8E4M3FN>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @assemble_of_disassemble
// CHECK-SAME: (%[[W:.*]]: !lowp.scaled<16x64xf4E2M1FN, mxfp4>)
// CHECK-NOT: = lowp.
// CHECK: return %[[W]]
func.func @assemble_of_disassemble(%w: !lowp.scaled<16x64xf4E2M1FN, mxfp4>) -> !lowp.scaled<16x64xf4E2M1FN, mxfp4> {
  %0:2 = lowp.disassemble %w : !lowp.scaled<16x64xf4E2M1FN, mxfp4> -> tensor<16x64xf4E2M1FN>, tensor<16x2xf8E8M0FNU>
  %1 = lowp.assemble %0#0, %0#1 : tensor<16x64xf4E2M1FN>, tensor<16x2xf8E8M0FNU> -> !lowp.scaled<16x64xf4E2M1FN, mxfp4>
  return %1 : !lowp.scaled<16x64xf4E2M1FN, mxfp4>
}

// -----

// Parts of two different values do not fold into either.
// CHECK-LABEL: func.func @assemble_of_mixed_parts
// CHECK: lowp.disassemble
// CHECK: lowp.disassemble
// CHECK: %[[R:.*]] = lowp.assemble
// CHECK: return %[[R]]
func.func @assemble_of_mixed_parts(%a: !lowp.scaled<16x64xf4E2M1FN, mxfp4>, %b: !lowp.scaled<16x64xf4E2M1FN, mxfp4>) -> !lowp.scaled<16x64xf4E2M1FN, mxfp4> {
  %0:2 = lowp.disassemble %a : !lowp.scaled<16x64xf4E2M1FN, mxfp4> -> tensor<16x64xf4E2M1FN>, tensor<16x2xf8E8M0FNU>
  %1:2 = lowp.disassemble %b : !lowp.scaled<16x64xf4E2M1FN, mxfp4> -> tensor<16x64xf4E2M1FN>, tensor<16x2xf8E8M0FNU>
  %2 = lowp.assemble %0#0, %1#1 : tensor<16x64xf4E2M1FN>, tensor<16x2xf8E8M0FNU> -> !lowp.scaled<16x64xf4E2M1FN, mxfp4>
  return %2 : !lowp.scaled<16x64xf4E2M1FN, mxfp4>
}

// -----

// Quantization loses information: dequantize(quantize(x)) is not x.
// CHECK-LABEL: func.func @no_fold_across_numerics
// CHECK: %[[Q:.*]] = lowp.quantize
// CHECK: %[[D:.*]] = lowp.dequantize %[[Q]]
// CHECK: return %[[D]]
func.func @no_fold_across_numerics(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %q = lowp.quantize %x : tensor<16x64xf32> -> !lowp.scaled<16x64xf8E4M3FN, mxfp8>
  %d = lowp.dequantize %q : !lowp.scaled<16x64xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  return %d : tensor<16x64xf32>
}

// -----

// A quantize of a constant folds into constant codes and scales (bit for
// bit the numerics library's: a block of 1.5 in MXFP8, floor mode, takes
// the scale 2^(0 - 8) that puts its amax's exponent at E4M3's largest, and
// codes 1.5 * 2^8 = 384).
// CHECK-LABEL: func.func @quantize_constant
// CHECK-NOT: lowp.quantize
// CHECK-DAG: %[[C:.*]] = arith.constant dense<3.840000e+02> : tensor<2x32xf8E4M3FN>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<3.906250e-03> : tensor<2x1xf8E8M0FNU>
// CHECK: %[[Q:.*]] = lowp.assemble %[[C]], %[[S]]
// CHECK: return %[[Q]]
func.func @quantize_constant() -> !lowp.scaled<2x32xf8E4M3FN, mxfp8> {
  %x = arith.constant dense<1.5> : tensor<2x32xf32>
  %q = lowp.quantize %x : tensor<2x32xf32> -> !lowp.scaled<2x32xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<2x32xf8E4M3FN, mxfp8>
}

// -----

// NVFP4's tensor scale becomes a constant too (3 / (6 * 448), block
// scales 448, codes 6); AMD-FP4's (3 / (6 * 114688)) with its UE5M3 block
// scales as a blob (0xFE each: the largest finite UE5M3 scale, 114688); a
// non-constant input stays.
// CHECK-LABEL: func.func @quantize_kept
// CHECK-DAG: %[[ATS:.*]] = arith.constant dense<4.35965421E-6> : tensor<f32>
// CHECK-DAG: %[[AS:.*]] = arith.constant dense_resource<lowp_ue5m3_scales> : tensor<2x2x!lowp.ue5m3>
// CHECK-DAG: %[[CODES:.*]] = arith.constant dense<6.000000e+00> : tensor<2x32xf4E2M1FN>
// CHECK-DAG: arith.constant dense<4.480000e+02> : tensor<2x2xf8E4M3FN>
// CHECK-DAG: arith.constant dense<0.00111607148> : tensor<f32>
// CHECK: lowp.assemble %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN>, tensor<f32>
// CHECK: lowp.assemble %[[CODES]], %[[AS]], %[[ATS]] : tensor<2x32xf4E2M1FN>, tensor<2x2x!lowp.ue5m3>, tensor<f32>
// CHECK: lowp.quantize %arg0
// CHECK: lowp_ue5m3_scales: "0x01000000FEFEFEFE"
func.func @quantize_kept(%y: tensor<2x32xf32>) -> (!lowp.scaled<2x32xf4E2M1FN, nvfp4>, !lowp.scaled<2x32xf4E2M1FN, amdfp4>, !lowp.scaled<2x32xf8E4M3FN, mxfp8>) {
  %x = arith.constant dense<3.0> : tensor<2x32xf32>
  %a = lowp.quantize %x : tensor<2x32xf32> -> !lowp.scaled<2x32xf4E2M1FN, nvfp4>
  %b = lowp.quantize %x : tensor<2x32xf32> -> !lowp.scaled<2x32xf4E2M1FN, amdfp4>
  %c = lowp.quantize %y : tensor<2x32xf32> -> !lowp.scaled<2x32xf8E4M3FN, mxfp8>
  return %a, %b, %c : !lowp.scaled<2x32xf4E2M1FN, nvfp4>, !lowp.scaled<2x32xf4E2M1FN, amdfp4>, !lowp.scaled<2x32xf8E4M3FN, mxfp8>
}
