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
