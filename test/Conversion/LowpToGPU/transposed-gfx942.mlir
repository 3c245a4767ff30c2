// Operands stored the other way round on gfx942: {transpose_a} (A stored
// K x M) and no {transpose_b} (B stored K x N). Every rank-2 part (codes,
// scales, plain values) goes through a transpose kernel into a new buffer;
// the GEMM is the one of the transposed types. The weight gradient of
// blockwise FP8 (both operands 128 x 1, i.e. 1 x 128 along K once
// transposed) runs the blockwise kernel with B's per-row scales (k128r).
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL

// LEGAL: lowp.scaled_matmul {{.*}}lowp.strategy = "fp8_block_mfma_16x16x32_k128_ocp_bridge_transposed_ab"
// LEGAL: lowp.scaled_matmul {{.*}}lowp.strategy = "fp8_mfma_16x16x32_transposed_b"

// CHECK-LABEL: func.func @wgrad
// CHECK: gpu.launch_func @lowp_kernels::@transpose_i8
// CHECK-SAME: args = ["A codes, i8 as stored (rows x cols)", "A codes, i8 transposed (cols x rows)"]
// CHECK: gpu.launch_func @lowp_kernels::@transpose_f32
// CHECK-SAME: "A scales, f32 as stored (rows x cols)"
// CHECK: gpu.launch_func @lowp_kernels::@transpose_i8
// CHECK: gpu.launch_func @lowp_kernels::@transpose_f32
// CHECK-SAME: "B scales, f32 as stored (rows x cols)"
// CHECK: gpu.launch_func @lowp_kernels::@block_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_k128_k128r_bf16
// CHECK-SAME: "B scales, N x ceildiv(K, 128), f32 decode factors"
// CHECK-LABEL: func.func @kn
// CHECK-NOT: @transpose_i8
// CHECK: gpu.launch_func @lowp_kernels::@transpose_i8
// CHECK-SAME: "B codes, i8 as stored
// CHECK-NOT: @transpose_
// CHECK: gpu.launch_func @lowp_kernels::@fp8_gemm_
// CHECK: gpu.func @transpose_i8(%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>) workgroup(%{{.*}} : memref<64x65xi8, #gpu.address_space<workgroup>>) kernel

func.func @wgrad(%dy: !lowp.scaled<4096x?xf8E4M3FN, scale = f32, block = [128, 1]>, %x: !lowp.scaled<4096x1024xf8E4M3FN, scale = f32, block = [128, 1]>) -> tensor<?x1024xbf16> {
  %c = lowp.scaled_matmul %dy, %x {transpose_a} : !lowp.scaled<4096x?xf8E4M3FN, scale = f32, block = [128, 1]>, !lowp.scaled<4096x1024xf8E4M3FN, scale = f32, block = [128, 1]> -> tensor<?x1024xbf16>
  return %c : tensor<?x1024xbf16>
}
func.func @kn(%a: !lowp.scaled<64x256xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<256x512xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<64x512xf32> {
  %c = lowp.scaled_matmul %a, %b : !lowp.scaled<64x256xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<256x512xf8E4M3FNUZ, fp8_per_tensor> -> tensor<64x512xf32>
  return %c : tensor<64x512xf32>
}
