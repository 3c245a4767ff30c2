// Degenerate shapes: a statically empty result (M or N = 0), K = 0 (the
// result is the bias, or zeros), a grouped matmul with no groups or an
// empty batch need no kernel: host reference code computes them (the
// strategy says why). A dynamic M may be 0 at run time: every launch whose
// grid could be empty is guarded (HIP refuses an empty grid); a quantize
// kernel takes at least one workgroup (its scales exist for no rows).
// RUN: lowp-opt %s --split-input-file --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s

// LEGAL-LABEL: func.func @n0
// LEGAL: lowp.scaled_matmul {{.*}}lowp.host_reason = "the result is empty (N = 0)", lowp.strategy = "host_reference"
// CHECK-LABEL: func.func @n0
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @n0(%a: !lowp.scaled<3x32xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<0x32xf8E4M3FN, fp8_per_tensor>) -> tensor<3x0xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<3x32xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<0x32xf8E4M3FN, fp8_per_tensor> -> tensor<3x0xf32>
  return %c : tensor<3x0xf32>
}

// -----

// LEGAL-LABEL: func.func @k0_transposed
// LEGAL: lowp.host_reason = "K = 0: the result is the bias (or zeros)"
// CHECK-LABEL: func.func @k0_transposed
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @k0_transposed(%a: !lowp.scaled<0x3xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<4x0xf8E4M3FN, fp8_per_tensor>, %bias: tensor<4xf32>) -> tensor<3x4xf32> {
  %c = lowp.scaled_matmul %a, %b bias(%bias : tensor<4xf32>) {transpose_a, transpose_b} : !lowp.scaled<0x3xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<4x0xf8E4M3FN, fp8_per_tensor> -> tensor<3x4xf32>
  return %c : tensor<3x4xf32>
}

// -----

// LEGAL-LABEL: func.func @m0_mx
// LEGAL: lowp.host_reason = "the result is empty (M = 0)"
// CHECK-LABEL: func.func @m0_mx
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @m0_mx(%a: !lowp.scaled<0x64xf8E4M3FN, mxfp8>, %b: !lowp.scaled<32x64xf8E4M3FN, mxfp8>) -> tensor<0x32xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<0x64xf8E4M3FN, mxfp8>, !lowp.scaled<32x64xf8E4M3FN, mxfp8> -> tensor<0x32xbf16>
  return %c : tensor<0x32xbf16>
}

// -----

// LEGAL-LABEL: func.func @no_groups
// LEGAL: lowp.host_reason = "no groups: the result is zeros"
// CHECK-LABEL: func.func @no_groups
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @no_groups(%a: !lowp.scaled<5x32xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<0x16x32xf8E4M3FN, scale = f32, block = [1, 1, *]>, %off: tensor<0xi32>) -> tensor<5x16xf32> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<0xi32>) {transpose_b} : !lowp.scaled<5x32xf8E4M3FN, fp8_rowwise>, !lowp.scaled<0x16x32xf8E4M3FN, scale = f32, block = [1, 1, *]> -> tensor<5x16xf32>
  return %c : tensor<5x16xf32>
}

// -----

// A dynamic M: the GEMM runs only for M > 0 (its grid's y is ceildiv(M, 64)).
// CHECK-LABEL: func.func @dynamic_m
// CHECK: arith.cmpi ne, %{{.*}}, %c0
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: gpu.launch_func
// CHECK: }
func.func @dynamic_m(%a: !lowp.scaled<?x64xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<32x64xf8E4M3FN, fp8_rowwise>) -> tensor<?x32xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, fp8_rowwise>, !lowp.scaled<32x64xf8E4M3FN, fp8_rowwise> -> tensor<?x32xf32>
  return %c : tensor<?x32xf32>
}

// -----

// A quantize of a dynamic number of rows: at least one workgroup, so that
// the per-column scales of no rows are written.
// CHECK-LABEL: func.func @quantize_rows
// CHECK: arith.maxui %{{.*}}, %c1{{.*}} : index
// CHECK-NOT: scf.if
// CHECK: gpu.launch_func @lowp_kernels::@amax_cols_bf16
// CHECK-SAME: grid = ["max(ceildiv(C, 128), 1)", "max(ceildiv(R, 128), 1)", "1"]
// CHECK-NOT: scf.if
// CHECK: gpu.launch_func @lowp_kernels::@quantize_
// CHECK-SAME: grid = ["max(ceildiv(C, 128), 1)", "max(ceildiv(R, 64), 1)", "1"]
func.func @quantize_rows(%x: tensor<?x128xbf16>) -> !lowp.scaled<?x128xf8E4M3FN, scale = f32, block = [*, 1]> {
  %q = lowp.quantize %x : tensor<?x128xbf16> -> !lowp.scaled<?x128xf8E4M3FN, scale = f32, block = [*, 1]>
  return %q : !lowp.scaled<?x128xf8E4M3FN, scale = f32, block = [*, 1]>
}

// -----

// A statically empty quantize is host code: with no columns the kernels
// would leave per-row scales unwritten (found by lowp-fuzz).
// LEGAL-LABEL: func.func @quantize_no_columns
// LEGAL: lowp.host_reason = "the tensor is empty", lowp.strategy = "host_reference"
// CHECK-LABEL: func.func @quantize_no_columns
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @quantize_no_columns(%x: tensor<16x0xbf16>) -> !lowp.scaled<16x0xf8E4M3FN, fp8_rowwise> {
  %q = lowp.quantize %x : tensor<16x0xbf16> -> !lowp.scaled<16x0xf8E4M3FN, fp8_rowwise>
  return %q : !lowp.scaled<16x0xf8E4M3FN, fp8_rowwise>
}
