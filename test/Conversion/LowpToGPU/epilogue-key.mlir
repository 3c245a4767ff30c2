// Kernels with a fused epilogue are keyed by the epilogue's text, its names
// numbered within the matmul alone: two layers with the same epilogue share
// one kernel wherever they sit in the module (other ops between them), and
// an epilogue that differs only in which value goes where (c - r against
// r - c) gets a kernel of its own.
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=64x64x64" | FileCheck %s

// CHECK-LABEL: func.func @layers
// CHECK: gpu.launch_func @lowp_kernels::@[[K1:fp8_gemm_.*_epi[0-9a-f]+_f32_64x64x64_w1x1]]
// CHECK: gpu.launch_func @lowp_kernels::@[[K1]]
// CHECK-NOT: gpu.launch_func @lowp_kernels::@[[K1]]
// CHECK: gpu.launch_func @lowp_kernels::@[[K2:fp8_gemm_.*_epi[0-9a-f]+_f32_64x64x64_w1x1]]
// CHECK: gpu.func @[[K1]](
// CHECK-NOT: gpu.func @[[K1]](
// CHECK: gpu.func @[[K2]](
// CHECK-NOT: gpu.func
// CHECK: return

func.func @layers(%x: !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>,
                  %w: !lowp.scaled<1024x4096xf8E4M3FNUZ, fp8_rowwise>,
                  %res: tensor<16x1024xf32>, %other: tensor<16x1024xf32>)
    -> (tensor<16x1024xf32>, tensor<16x1024xf32>, tensor<16x1024xf32>, tensor<16x1024xf32>) {
  %y0 = lowp.scaled_matmul %x, %w epilogue ins(%res : tensor<16x1024xf32>) {
  ^bb0(%c: f32, %r: f32):
    %o = arith.subf %c, %r : f32
    lowp.yield %o : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d0, d1)>], transpose_b}
      : !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x1024xf32>
  %mid = arith.addf %y0, %other : tensor<16x1024xf32>
  %y1 = lowp.scaled_matmul %x, %w epilogue ins(%mid : tensor<16x1024xf32>) {
  ^bb0(%c: f32, %r: f32):
    %o = arith.subf %c, %r : f32
    lowp.yield %o : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d0, d1)>], transpose_b}
      : !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x1024xf32>
  %y2 = lowp.scaled_matmul %x, %w epilogue ins(%res : tensor<16x1024xf32>) {
  ^bb0(%c: f32, %r: f32):
    %o = arith.subf %r, %c : f32
    lowp.yield %o : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d0, d1)>], transpose_b}
      : !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x1024xf32>
  return %y0, %y1, %y2, %mid : tensor<16x1024xf32>, tensor<16x1024xf32>, tensor<16x1024xf32>, tensor<16x1024xf32>
}
