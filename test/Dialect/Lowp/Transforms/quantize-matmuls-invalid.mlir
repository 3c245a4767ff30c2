// RUN: lowp-opt %s -split-input-file --lowp-quantize-matmuls -verify-diagnostics
// RUN: not lowp-opt %S/Inputs/matmul.mlir --lowp-quantize-matmuls="lhs-recipe=mxfp9" 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not lowp-opt %S/Inputs/matmul.mlir --lowp-quantize-matmuls="rhs-recipe=mxfp4:f8E4M3" 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: not lowp-opt %S/Inputs/matmul.mlir --lowp-quantize-matmuls="rhs-recipe=mxfp4:f8E4M3FN" 2>&1 | FileCheck %s --check-prefix=MISMATCH
// RUN: not lowp-opt %S/Inputs/matmul.mlir --lowp-quantize-matmuls="mode=up" 2>&1 | FileCheck %s --check-prefix=MODE

// NAME: error: lowp-quantize-matmuls: unknown recipe 'mxfp9' (recipes: none, mxfp8, mxfp6, mxfp4
// ELEM: error: lowp-quantize-matmuls: unknown element format 'f8E4M3' in recipe 'mxfp4:f8E4M3' (formats: f8E4M3FN,
// MISMATCH: error: lowp-quantize-matmuls: right recipe: {{.*}}mxfp4
// MODE: error: lowp-quantize-matmuls: unknown scale mode 'up' (modes: floor, ceil, even, rceil)

func.func @bad_attr(%x: tensor<16x64xf32>, %w: tensor<64x32xf32>, %acc: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{'lowp.rhs_recipe': unknown recipe 'int4'}}
  %c = linalg.matmul {lowp.rhs_recipe = "int4"} ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @bad_attr_type(%x: tensor<16x64xf32>, %w: tensor<64x32xf32>, %acc: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{'lowp.lhs_recipe' must be a string recipe (NAME[:ELEMENT] or none)}}
  %c = linalg.matmul {lowp.lhs_recipe = 3} ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

func.func @bad_mode(%x: tensor<16x64xf32>, %w: tensor<64x32xf32>, %acc: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{'lowp.mode' must be one of "floor", "ceil", "even", "rceil"}}
  %c = linalg.matmul {lowp.mode = "nearest"} ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

// Left alone with a warning: a K that 32-blocks do not tile.
func.func @odd_k(%y: tensor<16x40xf32>, %v: tensor<40x32xf32>, %acc: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-warning @+1 {{lowp-quantize-matmuls left this matmul alone: mxfp8 blocks of 32 do not tile dimension 1 (40) of the left operand}}
  %d = linalg.matmul ins(%y, %v : tensor<16x40xf32>, tensor<40x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %d : tensor<16x32xf32>
}
