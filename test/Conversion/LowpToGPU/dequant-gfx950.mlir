// NVFP4 and weight-only on gfx950: the dequantizing GEMM with gfx950's
// double-rate bf16 MFMA 16x16x32. fp4 codes are converted to f32 by the
// hardware's fp4 conversion at scale 1 (a lookup: exact), multiplied by the
// UE4M3 block scale (decoded by the hardware's OCP E4M3 conversion) and
// kept as the high halves (bf16: exact) in LDS; each lane reads
// 8 bf16 (16 bytes) per MFMA; the tensor scales go to the epilogue. Two
// NVFP4 operands take f16 and the f16 MFMA instead (a packed f16 multiply).
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s
// RUN: lowp-opt %s --split-input-file --lowp-legalize=chip=gfx950 | FileCheck %s --check-prefix=LEGAL

// LEGAL-LABEL: func.func @nvfp4
// LEGAL: lowp.scaled_matmul {{.*}}lowp.strategy = "dequant_f16_mfma_16x16x32"

// Two NVFP4 operands: f16 values (an fp4 value times a UE4M3 scale is a
// normal f16, 2^-10 .. 2688) for the f16 MFMA 16x16x32: the fp4 codes
// converted to f16 pairs at scale 1, the UE4M3 scale to f16 by the fp8
// conversion, one packed f16 multiply a pair.
// CHECK-LABEL: func.func @nvfp4
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_f16_f4E2M1FN_ue4m3x16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4]]
// CHECK-SAME: lowp.strategy = "dequant_f16_mfma_16x16x32", lowp.tile = array<i64: 256, 256, 64>
// CHECK: gpu.func @[[K]]
// CHECK-SAME: workgroup(%[[LA:.*]] : memref<2x256x144xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x256x144xi8, #gpu.address_space<workgroup>>)
// CHECK: vector.load {{.*}} vector<4xi8>
// CHECK: vector.bitcast %{{.*}} : vector<1xi8> to vector<1xf8E4M3FN>
// CHECK-NEXT: arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[S2:.*]] = amdgpu.scaled_ext_packed %{{.*}}[0], %{{.*}} : vector<1xf8E4M3FN> to vector<2xf16>
// CHECK-NEXT: %[[S:.*]] = vector.shuffle %[[S2]], %[[S2]] [0, 0] : vector<2xf16>, vector<2xf16>
// CHECK-NEXT: vector.bitcast %{{.*}} : vector<4xi8> to vector<8xf4E2M1FN>
// CHECK-COUNT-4: amdgpu.scaled_ext_packed %{{.*}}[{{[0-3]}}], %{{.*}} : vector<8xf4E2M1FN> to vector<2xf16>
// CHECK-NEXT: arith.mulf %{{.*}}, %[[S]] : vector<2xf16>
// CHECK-NOT: arith.trunci
// CHECK: vector.bitcast %{{.*}} : vector<8xf16> to vector<16xi8>
// CHECK-NEXT: vector.store %{{.*}}, %[[LA]]
// CHECK: scf.for
// CHECK: vector.load %[[LA]]{{.*}} vector<16xi8>
// CHECK: vector.bitcast %{{.*}} : vector<16xi8> to vector<8xf16>
// CHECK-COUNT-16: amdgpu.mfma 16x16x32 {{.*}} : vector<8xf16>, vector<8xf16>, vector<4xf32>
// CHECK: gpu.barrier
// CHECK: scf.yield
// CHECK: gpu.return
func.func @nvfp4(%a: !lowp.scaled<?x256xf4E2M1FN, nvfp4>, %b: !lowp.scaled<512x256xf4E2M1FN, nvfp4>) -> tensor<?x512xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x256xf4E2M1FN, nvfp4>, !lowp.scaled<512x256xf4E2M1FN, nvfp4> -> tensor<?x512xbf16>
  return %c : tensor<?x512xbf16>
}

// -----

// A tiling may ask two NVFP4 operands for the bf16 MFMA (their values are
// exact in bf16 too): fp4 codes converted to f32 by the hardware at scale 1
// (two values in order per instruction), each pair times the UE4M3 block
// scale (decoded by the hardware's OCP E4M3 conversion), kept as the high
// halves.
// CHECK-LABEL: func.func @nvfp4_bf16
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_bf16_f4E2M1FN_ue4m3x16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4]]
// CHECK-SAME: lowp.strategy = "dequant_bf16_mfma_16x16x32", lowp.tile = array<i64: 256, 256, 64>
// CHECK: gpu.func @[[K]]
// CHECK-SAME: workgroup(%[[LA:.*]] : memref<2x256x144xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x256x144xi8, #gpu.address_space<workgroup>>)
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
func.func @nvfp4_bf16(%a: !lowp.scaled<256x256xf4E2M1FN, nvfp4>, %b: !lowp.scaled<512x256xf4E2M1FN, nvfp4>) -> tensor<256x512xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4, split_k = 1, mfma = #lowp.mfma<16x16x32, bf16, bf16>>} : !lowp.scaled<256x256xf4E2M1FN, nvfp4>, !lowp.scaled<512x256xf4E2M1FN, nvfp4> -> tensor<256x512xbf16>
  return %c : tensor<256x512xbf16>
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
// against two of 360); not where both make one round (M = 1024: 256 x 128,
// taken over 128 x 128 for its straggler round), nor for a dynamic M.
// LEGAL-LABEL: func.func @wo_prefill
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4,
// LEGAL-LABEL: func.func @wo_one_round
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2,
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
// NVFP4 x NVFP4 the same way: its A is dequantized once (f16, its tensor
// scale kept for the epilogue), so the GEMM is a weight-only one.
// LEGAL-LABEL: func.func @nv_prefill
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4,
// CHECK-LABEL: func.func @nv_prefill
// CHECK: gpu.launch_func @lowp_kernels::@dequantize_once_f4E2M1FN_ue4m3x16_to_f16
// CHECK: gpu.launch_func @lowp_kernels::@dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4
// B's decode (UE4M3 scales) after the step's MFMAs: a scheduling barrier
// before it (lowp-pipeline-copies), so LLVM keeps the scale conversion off
// the first MFMAs.
// CHECK-LABEL: gpu.func @dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4(
// CHECK: scf.for
// CHECK: amdgpu.mfma
// CHECK: amdgpu.sched_barrier allow = <none>
// CHECK-NOT: amdgpu.mfma
// CHECK: amdgpu.scaled_ext_packed
// CHECK-NOT: amdgpu.mfma
// CHECK: gpu.barrier
// CHECK-NEXT: scf.yield
func.func @nv_prefill(%a: !lowp.scaled<2048x2880xf4E2M1FN, nvfp4>, %b: !lowp.scaled<5760x2880xf4E2M1FN, nvfp4>) -> tensor<2048x5760xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<2048x2880xf4E2M1FN, nvfp4>, !lowp.scaled<5760x2880xf4E2M1FN, nvfp4> -> tensor<2048x5760xbf16>
  return %c : tensor<2048x5760xbf16>
}

// -----

// bf16 x MXFP4 at decode (the direct kernel): a lane's 32 fp4 codes of a
// 32-K block become bf16 with the block's E8M0 scale in the conversion
// (v_cvt_scalef32_pk_bf16_fp4: the scale operand an f32 whose exponent
// field is the code) where every lane's code lies in 2 .. 252 (each value a
// normal bf16: exact), one branch for the wave (a ballot of the lanes out
// of range); else the conversion at scale 1, the f32 multiply and the bf16
// half, as before. The step's loads are not carried a step ahead.
// CHECK-LABEL: func.func @wo_decode_scaled_cvt
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_16x16x1024_w1x1x8_direct]]
// CHECK: gpu.func @[[K]]
// CHECK: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<4xf32>) {
// CHECK: %[[CODES:.*]] = vector.load %{{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// CHECK: %[[SC:.*]] = memref.load
// CHECK: %[[E:.*]] = arith.extui %[[SC]] : i8 to i32
// CHECK: %[[E2:.*]] = arith.subi %[[E]], %c2_i32 : i32
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[E2]], %c251_i32 : i32
// CHECK: %[[OUT:.*]] = arith.xori %[[IN]], %true : i1
// CHECK: %[[BALLOT:.*]] = rocdl.ballot %[[OUT]] : i64
// CHECK: %[[NONE:.*]] = arith.cmpi eq, %[[BALLOT]], %c0_i64 : i64
// CHECK: scf.if %[[NONE]] -> (vector<32xbf16>) {
// CHECK: arith.shli %{{.*}}, %c23_i32 : i32
// CHECK: %[[S:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK-COUNT-16: amdgpu.scaled_ext_packed %{{.*}}[{{[0-3]}}], %[[S]] : vector<8xf4E2M1FN> to vector<2xbf16>
// CHECK: scf.yield %{{.*}} : vector<32xbf16>
// CHECK: } else {
// CHECK-COUNT-4: amdgpu.scaled_ext_packed %{{.*}}[{{[0-3]}}], %{{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
// CHECK: arith.mulf
// CHECK: scf.yield %{{.*}} : vector<32xbf16>
// CHECK: }
// CHECK-COUNT-4: amdgpu.mfma 16x16x32 {{.*}} : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
// CHECK-NEXT: scf.yield %{{.*}} : vector<4xf32>
func.func @wo_decode_scaled_cvt(%a: tensor<16x2048xbf16>, %b: !lowp.scaled<4096x2048xf4E2M1FN, mxfp4>) -> tensor<16x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x2048xbf16>, !lowp.scaled<4096x2048xf4E2M1FN, mxfp4> -> tensor<16x4096xbf16>
  return %c : tensor<16x4096xbf16>
}

// -----

// NVFP4 weights (UE4M3 scales, not powers of two) keep the f32 multiply.
// CHECK-LABEL: func.func @wo_decode_nvfp4
// CHECK: gpu.func @dq_gemm_bf16_bf16_f4E2M1FN_ue4m3x16_tensor_bf16_16x16x1024_w1x1x8_direct
// CHECK-NOT: rocdl.ballot
// CHECK-NOT: to vector<2xbf16>
// CHECK: gpu.return
func.func @wo_decode_nvfp4(%a: tensor<16x2048xbf16>, %b: !lowp.scaled<4096x2048xf4E2M1FN, nvfp4>) -> tensor<16x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<16x2048xbf16>, !lowp.scaled<4096x2048xf4E2M1FN, nvfp4> -> tensor<16x4096xbf16>
  return %c : tensor<16x4096xbf16>
}
