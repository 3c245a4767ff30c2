// NVFP4 and weight-only on gfx950: the dequantizing GEMM with gfx950's
// double-rate bf16 MFMA 16x16x32. fp4 codes are converted to f32 by the
// hardware's fp4 conversion at scale 1 (a lookup: exact), multiplied by the
// UE4M3 block scale (decoded by the hardware's OCP E4M3 conversion) and
// kept as the high halves (bf16: exact) in LDS; each lane reads
// 8 bf16 (16 bytes) per MFMA; the tensor scales go to the epilogue.
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s
// RUN: lowp-opt %s --split-input-file --lowp-legalize=chip=gfx950 | FileCheck %s --check-prefix=LEGAL

// LEGAL-LABEL: func.func @nvfp4
// LEGAL: lowp.scaled_matmul {{.*}}lowp.strategy = "dequant_bf16_mfma_16x16x32"

// CHECK-LABEL: func.func @nvfp4
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_bf16_f4E2M1FN_ue4m3x16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4]]
// CHECK-SAME: lowp.strategy = "dequant_bf16_mfma_16x16x32", lowp.tile = array<i64: 256, 256, 64>
// CHECK: gpu.func @[[K]]
// CHECK-SAME: workgroup(%[[LA:.*]] : memref<2x256x136xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x256x136xi8, #gpu.address_space<workgroup>>)
// 8 codes, two per byte: the 4 bytes as they are, converted to f32 by the
// hardware at scale 1 (two values in order per instruction), each pair
// times the UE4M3 block scale (decoded by the hardware's OCP E4M3
// conversion).
// CHECK: vector.load {{.*}} vector<4xi8>
// CHECK: arith.bitcast %{{.*}} : i8 to f8E4M3FN
// CHECK-NEXT: amdgpu.ext_packed_fp8 %{{.*}}[0] : f8E4M3FN to f32
// CHECK-NEXT: vector.broadcast
// CHECK-NEXT: arith.constant 1.000000e+00 : f32
// CHECK-NEXT: vector.bitcast %{{.*}} : vector<4xi8> to vector<8xf4E2M1FN>
// CHECK-NEXT: amdgpu.scaled_ext_packed %{{.*}}[0], %{{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: amdgpu.scaled_ext_packed %{{.*}}[1], %{{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: amdgpu.scaled_ext_packed %{{.*}}[2], %{{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: amdgpu.scaled_ext_packed %{{.*}}[3], %{{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NOT: arith.andi
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
// CHECK: arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
// CHECK: vector.store %{{.*}}, %[[LA]]
// CHECK: scf.for
// CHECK: vector.load %[[LA]]{{.*}} vector<16xi8>
// CHECK: vector.bitcast %{{.*}} : vector<16xi8> to vector<8xbf16>
// CHECK-COUNT-16: amdgpu.mfma 16x16x32 {{.*}} : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
// CHECK: gpu.barrier
// CHECK: scf.yield
// CHECK: gpu.return
func.func @nvfp4(%a: !lowp.scaled<?x256xf4E2M1FN, nvfp4>, %b: !lowp.scaled<512x256xf4E2M1FN, nvfp4>) -> tensor<?x512xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x256xf4E2M1FN, nvfp4>, !lowp.scaled<512x256xf4E2M1FN, nvfp4> -> tensor<?x512xbf16>
  return %c : tensor<?x512xbf16>
}

// -----

// f16 activations x OCP FP8 per-row weights: gfx950 converts the codes as
// they are (no map, no factor), the f16 MFMA 16x16x32.
// LEGAL-LABEL: func.func @f16_fp8_row
// LEGAL: lowp.strategy = "dequant_f16_mfma_16x16x32"
// CHECK-LABEL: func.func @f16_fp8_row
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_f16_f16_f8E4M3FN_row_f16_256x128x64_w4x2]]
// CHECK: gpu.func @[[K]]
// CHECK-NOT: arith.shli
// CHECK: amdgpu.ext_packed_fp8 %{{.*}} : vector<4xf8E4M3FN> to vector<2xf32>
// CHECK-NOT: arith.mulf
// CHECK: arith.truncf %{{.*}} : vector<8xf32> to vector<8xf16>
// CHECK: amdgpu.mfma 16x16x32 {{.*}} : vector<8xf16>, vector<8xf16>, vector<4xf32>
// CHECK: scf.yield
// CHECK-NOT: arith.constant 2.000000e+00 : f32
// CHECK: gpu.return
func.func @f16_fp8_row(%a: tensor<?x512xf16>, %b: !lowp.scaled<256x512xf8E4M3FN, fp8_rowwise>) -> tensor<?x256xf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<?x512xf16>, !lowp.scaled<256x512xf8E4M3FN, fp8_rowwise> -> tensor<?x256xf16>
  return %c : tensor<?x256xf16>
}

// -----

// Weight-only prefill: 256 x 256 tiles of 16 waves where their rounds of
// workgroups take less time than 256 x 128's (2048 x 5760: one round of 184
// against two of 360); not where both make one round (M = 1024: the base
// 128 x 128), nor for a dynamic M.
// LEGAL-LABEL: func.func @wo_prefill
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4,
// LEGAL-LABEL: func.func @wo_one_round
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 128x128x64, waves = 2x2,
// LEGAL-LABEL: func.func @wo_dynamic
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2,
// CHECK-LABEL: func.func @wo_prefill
// CHECK: gpu.launch_func @lowp_kernels::@dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_256x256x64_w4x4
func.func @wo_prefill(%a: tensor<2048x2880xbf16>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<2048x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<2048x2880xbf16>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<2048x5760xbf16>
  return %c : tensor<2048x5760xbf16>
}
func.func @wo_one_round(%a: tensor<1024x2880xbf16>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<1024x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<1024x2880xbf16>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<1024x5760xbf16>
  return %c : tensor<1024x5760xbf16>
}
func.func @wo_dynamic(%a: tensor<?x2880xbf16>, %b: !lowp.scaled<5760x2880xf4E2M1FN, mxfp4>) -> tensor<?x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<?x2880xbf16>, !lowp.scaled<5760x2880xf4E2M1FN, mxfp4> -> tensor<?x5760xbf16>
  return %c : tensor<?x5760xbf16>
}
// NVFP4 x NVFP4 the same way: its A is dequantized once (bf16, its tensor
// scale kept for the epilogue), so the GEMM is a weight-only one.
// LEGAL-LABEL: func.func @nv_prefill
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4,
// CHECK-LABEL: func.func @nv_prefill
// CHECK: gpu.launch_func @lowp_kernels::@dequantize_once_f4E2M1FN_ue4m3x16_to_bf16
// CHECK: gpu.launch_func @lowp_kernels::@dq_gemm_bf16_bf16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4
func.func @nv_prefill(%a: !lowp.scaled<2048x2880xf4E2M1FN, nvfp4>, %b: !lowp.scaled<5760x2880xf4E2M1FN, nvfp4>) -> tensor<2048x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<2048x2880xf4E2M1FN, nvfp4>, !lowp.scaled<5760x2880xf4E2M1FN, nvfp4> -> tensor<2048x5760xbf16>
  return %c : tensor<2048x5760xbf16>
}
