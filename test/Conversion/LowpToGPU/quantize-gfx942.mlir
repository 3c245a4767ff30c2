// lowp.quantize / lowp.dequantize on gfx942: memory-bound kernels. Bounded
// blocks take one pass (1x32 MX, 128x1 FP8), and so do per-row groups whose
// rows fit a workgroup's registers (a row per workgroup of 4 to 16 waves);
// groups spanning a wider row, a column or the tensor (and two-level FP4's
// tensor scale) take an amax first pass into a host-zeroed i32 buffer,
// then the quantize kernel;
// layouts the kernels do not take stay exact host code, the reason
// recorded by lowp-legalize; host-quantize keeps them all on the host.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL
// RUN: lowp-opt %s --lowp-legalize=chip=gfx950 | FileCheck %s --check-prefix=GFX950
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 host-quantize=true" | FileCheck %s --check-prefix=HOST

// LEGAL-LABEL: func.func @mx_rows
// LEGAL: lowp.quantize {{.*}}lowp.strategy = "quantize_kernel"
// LEGAL-LABEL: func.func @fp8_rowwise
// LEGAL: lowp.quantize {{.*}}lowp.strategy = "quantize_rows_one_pass"
// LEGAL-LABEL: func.func @fp8_rowwise_wide
// LEGAL: lowp.quantize {{.*}}lowp.strategy = "quantize_two_pass"
// LEGAL-LABEL: func.func @nvfp4_cols
// LEGAL: lowp.quantize {{.*}}lowp.strategy = "quantize_two_pass"
// LEGAL-LABEL: func.func @block128x1
// LEGAL: lowp.quantize {{.*}}lowp.strategy = "quantize_kernel"
// LEGAL: lowp.dequantize {{.*}}lowp.strategy = "dequantize_kernel"
// LEGAL-LABEL: func.func @rank3
// LEGAL: lowp.quantize {{.*}}lowp.host_reason = "the kernels take rank-2 tensors", lowp.strategy = "host_reference"
// LEGAL-LABEL: func.func @odd_cols
// LEGAL: lowp.quantize {{.*}}lowp.host_reason = "the kernels need a static column count that is a multiple of 8"

// GFX950-LABEL: func.func @mx_rows
// GFX950: lowp.quantize {{.*}}lowp.strategy = "quantize_kernel"
// GFX950-LABEL: func.func @nvfp4_cols
// GFX950: lowp.quantize {{.*}}lowp.strategy = "quantize_two_pass"

// CHECK-LABEL: func.func @mx_rows
// CHECK: gpu.launch_func @lowp_kernels::@quantize_f8E4M3FN_e8m0_1x32_rceil_from_bf16
// CHECK-SAME: lowp.launch = {args = ["X, R x C, bf16", "codes, R x C, i8", "scales, R x C / 32, E8M0 codes"], block = ["256", "1", "1"], grid = ["max(ceildiv(C, 128), 1)", "max(ceildiv(R, 64), 1)", "1"]}
// CHECK-SAME: lowp.strategy = "quantize_kernel"
// CHECK-LABEL: func.func @fp8_rowwise
// CHECK-NOT: lowp_rt_zero_i32
// CHECK: gpu.launch_func @lowp_kernels::@quantize_f8E4M3FNUZ_f32_1xall_rows4w1_from_f16
// CHECK-SAME: lowp.launch = {args = ["X, R x C, f16", "codes, R x C, i8", "scales, R x 1, f32 decode factors"], block = ["256", "1", "1"], grid = ["max(R, 1)", "1", "1"]}
// CHECK-SAME: lowp.strategy = "quantize_rows_one_pass"
// CHECK-LABEL: func.func @fp8_rowwise_wide
// CHECK: %[[AMAX:.*]] = memref.alloc(%{{.*}}) : memref<?xi32>
// CHECK: %[[U:.*]] = memref.cast %[[AMAX]] : memref<?xi32> to memref<*xi32>
// CHECK: call @lowp_rt_zero_i32(%[[U]]) : (memref<*xi32>) -> ()
// CHECK: gpu.launch_func @lowp_kernels::@amax_rows_f32
// CHECK-SAME: lowp.strategy = "amax_first_pass"
// CHECK: gpu.launch_func @lowp_kernels::@quantize_f8E4M3FNUZ_f32_1xall_from_f32
// CHECK-SAME: "amax, R, per row, i32 bits of max |x| (zeroed by lowp_rt_zero_i32)"
// CHECK-SAME: lowp.strategy = "quantize_two_pass"
// CHECK-LABEL: func.func @nvfp4_cols
// CHECK: gpu.launch_func @lowp_kernels::@amax_tensor_f32
// CHECK: gpu.launch_func @lowp_kernels::@quantize_f4E2M1FN_ue4m3_16x1_ts_from_f32
// CHECK-SAME: "tensor scale, 1, f32"
// CHECK-SAME: grid = ["max(ceildiv(C, 128), 1)", "max(ceildiv(R, 64), 1)", "1"]
// CHECK: tensor.from_elements %{{.*}} : tensor<f32>
// CHECK-LABEL: func.func @block128x1
// CHECK: gpu.launch_func @lowp_kernels::@quantize_f8E4M3FN_f32_128x1_pow2_from_bf16
// CHECK-SAME: grid = ["max(ceildiv(C, 128), 1)", "max(ceildiv(R, 128), 1)", "1"]
// CHECK: gpu.launch_func @lowp_kernels::@dequantize_f8E4M3FN_f32_128x1_to_bf16
// CHECK-SAME: args = ["codes, R x C, i8", "scales, R / 128 x C, f32 decode factors", "out, R x C, bf16"]
// CHECK-LABEL: func.func @rank3
// CHECK-NOT: gpu.launch_func
// CHECK: call @lowp_rt_quantize
// CHECK: gpu.module @lowp_kernels
// CHECK: gpu.func @quantize_f8E4M3FN_e8m0_1x32_rceil_from_bf16(%{{.*}}: memref<?x?xbf16>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>) kernel
// CHECK: amdgpu.packed_trunc_2xfp8
// CHECK: gpu.func @quantize_f8E4M3FNUZ_f32_1xall_rows4w1_from_f16(%{{.*}}: memref<?x?xf16>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xf32>) workgroup(%{{.*}} : memref<4x16x8xf32, #gpu.address_space<workgroup>>) kernel
// CHECK-NOT: gpu.func
// CHECK: gpu.shuffle xor
// CHECK: gpu.barrier
// CHECK: gpu.func @amax_rows_f32(%{{.*}}: memref<?x?xf32>, %{{.*}}: memref<?xi32>) kernel
// CHECK: amdgpu.raw_buffer_atomic_smax
// CHECK: gpu.func @amax_tensor_f32
// CHECK: gpu.barrier
// CHECK: gpu.func @quantize_f8E4M3FN_f32_128x1_pow2_from_bf16(%{{.*}}: memref<?x?xbf16>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xf32>) workgroup(%{{.*}} : memref<4x16x8xf32, #gpu.address_space<workgroup>>) kernel

// HOST-LABEL: func.func @mx_rows
// HOST-NOT: gpu.launch_func
// HOST: call @lowp_rt_quantize

func.func @mx_rows(%x: tensor<?x4096xbf16>) -> !lowp.scaled<?x4096xf8E4M3FN, mxfp8> {
  %q = lowp.quantize %x mode = rceil : tensor<?x4096xbf16> -> !lowp.scaled<?x4096xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>
}
func.func @fp8_rowwise(%x: tensor<?x1024xf16>) -> !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise> {
  %q = lowp.quantize %x : tensor<?x1024xf16> -> !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>
  return %q : !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>
}
func.func @fp8_rowwise_wide(%x: tensor<?x65544xf32>) -> !lowp.scaled<?x65544xf8E4M3FNUZ, fp8_rowwise> {
  %q = lowp.quantize %x : tensor<?x65544xf32> -> !lowp.scaled<?x65544xf8E4M3FNUZ, fp8_rowwise>
  return %q : !lowp.scaled<?x65544xf8E4M3FNUZ, fp8_rowwise>
}
func.func @nvfp4_cols(%x: tensor<256x512xf32>) -> !lowp.scaled<256x512xf4E2M1FN, scale = f8E4M3FN, block = [16, 1], tensor_scale> {
  %q = lowp.quantize %x : tensor<256x512xf32> -> !lowp.scaled<256x512xf4E2M1FN, scale = f8E4M3FN, block = [16, 1], tensor_scale>
  return %q : !lowp.scaled<256x512xf4E2M1FN, scale = f8E4M3FN, block = [16, 1], tensor_scale>
}
func.func @block128x1(%x: tensor<512x256xbf16>) -> tensor<512x256xbf16> {
  %q = lowp.quantize %x pow2_scales : tensor<512x256xbf16> -> !lowp.scaled<512x256xf8E4M3FN, scale = f32, block = [128, 1]>
  %y = lowp.dequantize %q : !lowp.scaled<512x256xf8E4M3FN, scale = f32, block = [128, 1]> -> tensor<512x256xbf16>
  return %y : tensor<512x256xbf16>
}
func.func @rank3(%x: tensor<2x64x128xf32>) -> !lowp.scaled<2x64x128xf8E4M3FN, mxfp8> {
  %q = lowp.quantize %x : tensor<2x64x128xf32> -> !lowp.scaled<2x64x128xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<2x64x128xf8E4M3FN, mxfp8>
}
func.func @odd_cols(%x: tensor<64x100xf32>) -> !lowp.scaled<64x100xf8E4M3FNUZ, fp8_rowwise> {
  %q = lowp.quantize %x : tensor<64x100xf32> -> !lowp.scaled<64x100xf8E4M3FNUZ, fp8_rowwise>
  return %q : !lowp.scaled<64x100xf8E4M3FNUZ, fp8_rowwise>
}
