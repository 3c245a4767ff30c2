// RUN: lowp-opt %s -split-input-file --lowp-lower-to-reference -verify-diagnostics | FileCheck %s

// A scaled argument becomes its parts; codes become i8 tensors (fp4 two
// per byte along the innermost dimension).
// CHECK-LABEL: func.func @signature
// CHECK-SAME: (%[[C:.*]]: tensor<256x32xi8>, %[[S:.*]]: tensor<256x4xi8>, %[[T:.*]]: tensor<f32>)
// CHECK-SAME: -> (tensor<256x32xi8>, tensor<256x4xi8>, tensor<f32>)
// CHECK: return %[[C]], %[[S]], %[[T]]
func.func @signature(%w: !lowp.scaled<256x64xf4E2M1FN, nvfp4>) -> !lowp.scaled<256x64xf4E2M1FN, nvfp4> {
  return %w : !lowp.scaled<256x64xf4E2M1FN, nvfp4>
}

// -----

// CHECK: func.func private @lowp_rt_quantize_i8s(memref<*xf32>, memref<*xi8>, memref<*xi8>, memref<*xf32>, memref<*xi64>)
// CHECK-LABEL: func.func @quantize
// CHECK-SAME: (%[[X:.*]]: tensor<?x64xbf16>) -> (tensor<?x64xi8>, tensor<?x2xi8>)
// CHECK: %[[X32:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<?x64xbf16>)
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: %[[CODES:.*]] = memref.alloc(%{{.*}}) : memref<?x64xi8>
// CHECK: %[[SCALES:.*]] = memref.alloc(%{{.*}}) : memref<?x2xi8>
// Spec: element f8E4M3FN (0), E8M0 scales (1), no tensor scale, rceil (3),
// no pow2, rank 2, blocks [1, 32].
// CHECK: arith.constant dense<[0, 1, 0, 3, 0, 2, 1, 32]> : tensor<8xi64>
// CHECK: call @lowp_rt_quantize_i8s
// CHECK: %[[CT:.*]] = bufferization.to_tensor %[[CODES]] restrict writable
// CHECK: %[[ST:.*]] = bufferization.to_tensor %[[SCALES]] restrict writable
// CHECK: return %[[CT]], %[[ST]]
func.func @quantize(%x: tensor<?x64xbf16>) -> !lowp.scaled<?x64xf8E4M3FN, mxfp8> {
  %q = lowp.quantize %x mode = rceil : tensor<?x64xbf16> -> !lowp.scaled<?x64xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x64xf8E4M3FN, mxfp8>
}

// -----

// FP8 with f32 scales and power-of-two rounding: the f32-scale runtime entry.
// CHECK-LABEL: func.func @quantize_fp8_block
// CHECK-SAME: -> (tensor<256x256xi8>, tensor<2x2xf32>)
// CHECK: arith.constant dense<[2, 0, 0, 0, 1, 2, 128, 128]> : tensor<8xi64>
// CHECK: call @lowp_rt_quantize_f32s
func.func @quantize_fp8_block(%x: tensor<256x256xf32>) -> !lowp.scaled<256x256xf8E5M2, fp8_block128x128> {
  %q = lowp.quantize %x pow2_scales : tensor<256x256xf32> -> !lowp.scaled<256x256xf8E5M2, fp8_block128x128>
  return %q : !lowp.scaled<256x256xf8E5M2, fp8_block128x128>
}

// -----

// The matmul: operands dequantized to f32, products and sum in f64 with k
// innermost, one rounding to f32, bias in f32, rounding to bf16.
// CHECK-DAG: #[[MA:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[MB:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MC:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul
// CHECK: call @lowp_rt_dequantize_i8s
// CHECK: call @lowp_rt_dequantize_i8s
// CHECK: %[[ZERO:.*]] = linalg.fill ins(%{{.*}} : f64) outs(%{{.*}} : tensor<16x32xf64>)
// CHECK: linalg.generic {indexing_maps = [#[[MA]], #[[MB]], #[[MC]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: outs(%[[ZERO]] : tensor<16x32xf64>)
// CHECK: %[[A:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[B:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f64
// CHECK: arith.addf %{{.*}}, %[[P]] : f64
// CHECK: linalg.generic
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.addf %{{.*}} : f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @matmul(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf4E2M1FN, mxfp4>, %bias: tensor<32xbf16>) -> tensor<16x32xbf16> {
  %c = lowp.scaled_matmul %a, %b bias(%bias : tensor<32xbf16>) {transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf4E2M1FN, mxfp4> -> tensor<16x32xbf16>
  return %c : tensor<16x32xbf16>
}

// -----

// A fused epilogue runs in the finishing generic, after the rounding to the
// matmul's own type (bf16 here), on the inputs at their maps' indices.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @matmul_epilogue
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%{{.*}}, %arg{{[0-9]+}} : tensor<16x32xf64>, tensor<16xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// CHECK-NEXT: ^bb0(%[[ACC:.*]]: f64, %[[S:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[ACC]] : f64 to f32
// CHECK-NEXT: %[[H:.*]] = arith.truncf %[[R]] : f32 to bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[H]] : bf16 to f32
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[W]] : f32
// CHECK-NEXT: %[[O:.*]] = arith.mulf %[[T]], %[[S]] : f32
// CHECK-NEXT: linalg.yield %[[O]] : f32
func.func @matmul_epilogue(%a: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf4E2M1FN, mxfp4>, %s: tensor<16xf32>) -> tensor<16x32xf32> {
  %c = lowp.scaled_matmul %a, %b epilogue ins(%s : tensor<16xf32>) {
  ^bb0(%h: bf16, %x: f32):
    %w = arith.extf %h : bf16 to f32
    %t = math.tanh %w : f32
    %o = arith.mulf %t, %x : f32
    lowp.yield %o : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d0)>], transpose_b} : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf4E2M1FN, mxfp4> -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}

// -----

// Dynamic sizes the verifier cannot compare get a runtime check.
// CHECK-LABEL: func.func @matmul_dynamic
// CHECK: arith.constant dense<{{.*}}> : tensor<{{[0-9]+}}xi8>
// CHECK: call @lowp_rt_check_eq
func.func @matmul_dynamic(%a: tensor<?x?xf16>, %b: !lowp.scaled<32x64xf4E2M1FN, mxfp4>) -> tensor<?x32xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<?x?xf16>, !lowp.scaled<32x64xf4E2M1FN, mxfp4> -> tensor<?x32xf32>
  return %c : tensor<?x32xf32>
}

// -----

// CHECK-LABEL: func.func @grouped
// CHECK: tensor.generate
// CHECK: scf.for
// CHECK: tensor.extract %{{.*}} : tensor<4xi64>
// CHECK: arith.cmpi sle
// CHECK: scf.if
// CHECK: scf.for {{.*}} -> (f64)
// CHECK: tensor.yield
func.func @grouped(%a: tensor<?x64xf32>, %b: !lowp.scaled<4x64x32xf8E4M3FN, mxfp8, along = 1>, %o: tensor<4xi64>) -> tensor<?x32xf32> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%o : tensor<4xi64>) : tensor<?x64xf32>, !lowp.scaled<4x64x32xf8E4M3FN, mxfp8, along = 1> -> tensor<?x32xf32>
  return %c : tensor<?x32xf32>
}

// -----

// assemble / disassemble forward the parts.
// CHECK-LABEL: func.func @parts
// CHECK-SAME: (%[[C:.*]]: tensor<16x64xi8>, %[[S:.*]]: tensor<16x2xi8>)
// CHECK-NOT: lowp.
// CHECK: return %[[S]], %[[C]]
func.func @parts(%c: tensor<16x64xf8E4M3FN>, %s: tensor<16x2xf8E8M0FNU>) -> (tensor<16x2xf8E8M0FNU>, tensor<16x64xf8E4M3FN>) {
  %w = lowp.assemble %c, %s : tensor<16x64xf8E4M3FN>, tensor<16x2xf8E8M0FNU> -> !lowp.scaled<16x64xf8E4M3FN, mxfp8>
  %p:2 = lowp.disassemble %w : !lowp.scaled<16x64xf8E4M3FN, mxfp8> -> tensor<16x64xf8E4M3FN>, tensor<16x2xf8E8M0FNU>
  return %p#1, %p#0 : tensor<16x2xf8E8M0FNU>, tensor<16x64xf8E4M3FN>
}

// -----

// Scaled values through scf.for iter_args are converted 1:N.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<16x64xi8>, tensor<16x2xi8>)
func.func @loop(%w: !lowp.scaled<16x64xf8E4M3FN, mxfp8>, %n: index) -> !lowp.scaled<16x64xf8E4M3FN, mxfp8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %w) -> (!lowp.scaled<16x64xf8E4M3FN, mxfp8>) {
    scf.yield %acc : !lowp.scaled<16x64xf8E4M3FN, mxfp8>
  }
  return %r : !lowp.scaled<16x64xf8E4M3FN, mxfp8>
}

// -----

// An op the reference path cannot run is an error, not silence.
func.func @unsupported(%x: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error @+1 {{failed to legalize operation 'arith.negf'}}
  %y = arith.negf %x : tensor<4xf8E4M3FN>
  return %y : tensor<4xf8E4M3FN>
}

// -----

// fp4 codes with a dynamic innermost size: stored as half of it, after a
// runtime check that it is even; dequantized back to the whole size.
// CHECK-LABEL: func.func @fp4_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[R:.*]] = arith.remui %[[N]], %[[TWO:.*]] : index
// CHECK: call @lowp_rt_check_eq
// CHECK: %[[H:.*]] = arith.divui %[[N]], %[[TWO]] : index
// CHECK: memref.alloc(%[[H]]) : memref<4x?xi8>
// CHECK: call @lowp_rt_quantize_i8s
// CHECK: %[[P:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<4x?xi8>
// CHECK: %[[W:.*]] = arith.muli %[[P]], %{{.*}} : index
// CHECK: memref.alloc(%[[W]]) : memref<4x?xf32>
// CHECK: call @lowp_rt_dequantize_i8s
func.func @fp4_dynamic(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %q = lowp.quantize %x : tensor<4x?xf32> -> !lowp.scaled<4x?xf4E2M1FN, scale = f8E8M0FNU, block = [1, *]>
  %d = lowp.dequantize %q : !lowp.scaled<4x?xf4E2M1FN, scale = f8E8M0FNU, block = [1, *]> -> tensor<4x?xf32>
  return %d : tensor<4x?xf32>
}
