// The dequantizing GEMMs with a coded A that has block scales (NVFP4,
// AMD-FP4, MX): A is dequantized once before the GEMM
// (Fp8GemmConfig::dequantizedA) by dequantize_once_* (the GEMM kernels' own
// decoder: block scales and code map factors in, the tensor scale not), and
// the GEMM reads A as bf16 (f16 for two NVFP4 operands) with A's
// tensor scale still in its epilogue. Taken
// where A is loaded by 8 workgroups or more, K a static multiple of 32, on
// gfx950 from 32 rows (at 16 rows the extra launch costs more than it saves).
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s --check-prefix=GFX942
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=GFX950

// Decode, NVFP4 x NVFP4: the kernel's 16 x 2048 f16 values feed the direct
// GEMM; A's tensor scale is the GEMM's epilogue scale (not the dequantize
// kernel's).
// GFX942-LABEL: func.func @nvfp4_m16
// GFX942: %[[VALS:.*]] = memref.alloc({{.*}}) : memref<?x?xf16>
// GFX942: gpu.launch_func @lowp_kernels::@dequantize_once_f4E2M1FN_ue4m3x16_to_f16 blocks in
// GFX942-SAME: args({{.*}} : memref<?x?xi8>, {{.*}} : memref<?x?xi8>, %[[VALS]] : memref<?x?xf16>)
// GFX942-SAME: args = ["A codes, M x K / 2, i8", "A scales, M x ceildiv(K, 16), i8 codes", "A values, M x K, f16 (block scales applied; no tensor or row scale), output"]
// GFX942-SAME: grid = ["ceildiv(M * K / 32, 256)", "1", "1"]
// GFX942-SAME: lowp.strategy = "dequantize_once"
// GFX942: bufferization.to_tensor %[[VALS]]
// GFX942: gpu.launch_func @lowp_kernels::@dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_16x16x2048_w1x1x16_direct
// GFX942-SAME: args({{.*}} : memref<?x?xf16>, {{.*}} : memref<?x?xi8>, {{.*}} : memref<?x?xi8>, {{.*}} : memref<?x?xf32>, {{.*}} : memref<?x?xf32>, {{.*}} : memref<?x?xbf16>)
// GFX942-SAME: "A, M x K, f16 (the values of nvfp4 (f4E2M1FN) without its tensor or row scale)"
// GFX942-SAME: "A tensor scale, 1 x 1, f32", "B tensor scale, 1 x 1, f32"
// The kernel: a thread per 32 codes (16 bytes and two UE4M3 codes), the
// codes' f16 high bytes looked up (Decoder::halfTable), 32 f16 values
// stored.
// GFX942: gpu.func @dequantize_once_f4E2M1FN_ue4m3x16_to_f16(%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xf16>) kernel attributes {known_block_size = array<i32: 256, 1, 1>}
// GFX942: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<16xi8>
// GFX942: vector.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>, vector<2xi8>
// GFX942: llvm.call_intrinsic "llvm.amdgcn.perm"(%c1178878528_i32, %c1044133888_i32, %{{.*}})
// GFX942-NOT: amdgpu.ext_packed_fp8
// GFX942: arith.mulf {{.*}} : vector<8xf16>
// GFX942: vector.store {{.*}} : memref<?x?xf16, #amdgpu.address_space<fat_raw_buffer>>, vector<32xf16>
// gfx950 at 16 rows: A stays coded.
// GFX950-LABEL: func.func @nvfp4_m16
// GFX950-NOT: dequantize_once
// GFX950: @dq_gemm_f16_f4E2M1FN_ue4m3x16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_16x16x2048_w1x1x16_direct
func.func @nvfp4_m16(%a: !lowp.scaled<16x4096xf4E2M1FN, nvfp4>, %b: !lowp.scaled<1024x4096xf4E2M1FN, nvfp4>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x4096xf4E2M1FN, nvfp4>, !lowp.scaled<1024x4096xf4E2M1FN, nvfp4> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// 32 rows: gfx950 too (fp4 codes converted by the hardware: no map in the
// name), AMD-FP4's UE5M3 scales.
// GFX950-LABEL: func.func @amdfp4_m32
// GFX950: gpu.launch_func @lowp_kernels::@dequantize_once_f4E2M1FN_ue5m3x16_to_bf16
// GFX950: gpu.launch_func @lowp_kernels::@dq_gemm_bf16_bf16_tensor_f4E2M1FN_ue5m3x16_tensor_bf16_
// GFX950: gpu.func @dequantize_once_f4E2M1FN_ue5m3x16_to_bf16
// GFX950: amdgpu.scaled_ext_packed
// GFX950: vector.store {{.*}} vector<32xbf16>
// GFX942-LABEL: func.func @amdfp4_m32
// GFX942: @dequantize_once_f8E4M3FNUZfrom_e2m1_ue5m3x16_to_bf16
func.func @amdfp4_m32(%a: !lowp.scaled<32x4096xf4E2M1FN, amdfp4>, %b: !lowp.scaled<1024x4096xf4E2M1FN, amdfp4>) -> tensor<32x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<32x4096xf4E2M1FN, amdfp4>, !lowp.scaled<1024x4096xf4E2M1FN, amdfp4> -> tensor<32x1024xbf16>
  return %c : tensor<32x1024xbf16>
}

// -----

// MXFP8 x NVFP4: A's E8M0 scales applied by the dequantize kernel (the OCP
// bridge's factor too); the GEMM (split along K) takes no epilogue scale for
// A.
// GFX942-LABEL: func.func @mxfp8_nvfp4
// GFX942: @dequantize_once_f8E4M3FNUZocp_e8m0x32_to_bf16
// GFX942: gpu.launch_func @lowp_kernels::@dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_ue4m3x16_tensor_bf16_64x16x512_w4x1x4_direct_splitk blocks
// GFX942-SAME: "A, M x K, bf16 (the values of mxfp8 (f8E4M3FN) without its tensor or row scale)"
// GFX942: @dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_ue4m3x16_tensor_bf16_64x16x512_w4x1x4_direct_splitk_reduce blocks
// GFX942-SAME: args = ["workspace, 4 x M x N, f32 partial sums", "B tensor scale, 1 x 1, f32", "C, M x N, output"]
// GFX950-LABEL: func.func @mxfp8_nvfp4
// GFX950: @dequantize_once_f8E4M3FN_e8m0x32_to_bf16
func.func @mxfp8_nvfp4(%a: !lowp.scaled<64x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<1024x4096xf4E2M1FN, nvfp4>) -> tensor<64x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<64x4096xf8E4M3FN, mxfp8>, !lowp.scaled<1024x4096xf4E2M1FN, nvfp4> -> tensor<64x1024xbf16>
  return %c : tensor<64x1024xbf16>
}

// -----

// Grouped (MoE decode): A's 64 rows dequantized once for every expert.
// GFX942-LABEL: func.func @grouped
// GFX942: @dequantize_once_f4E2M1FN_ue4m3x16_to_f16
// GFX942: @dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_{{.*}}_experts
// GFX950-LABEL: func.func @grouped
// GFX950: @dequantize_once_f4E2M1FN_ue4m3x16_to_f16
// (f16 NVFP4 weights decode cheaply: the MoE decode tile takes 2 waves
// along K, as bf16 x MXFP4's scaled conversion does.)
// GFX950: @dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_16x64x256_w1x1x2_direct_experts
func.func @grouped(%a: !lowp.scaled<64x2880xf4E2M1FN, nvfp4>, %b: !lowp.scaled<8x1024x2880xf4E2M1FN, nvfp4>, %off: tensor<8xi32>) -> tensor<64x1024xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<8xi32>) {transpose_b}
      : !lowp.scaled<64x2880xf4E2M1FN, nvfp4>, !lowp.scaled<8x1024x2880xf4E2M1FN, nvfp4> -> tensor<64x1024xbf16>
  return %c : tensor<64x1024xbf16>
}

// -----

// Not taken: A loaded by fewer than 8 workgroups (N = 64: 4 column tiles),
// K not a multiple of 32, a weight-only GEMM (A plain already).
// GFX942-LABEL: func.func @few_tiles
// GFX942-NOT: dequantize_once
// GFX942-LABEL: func.func @ragged_k
// GFX942-NOT: dequantize_once
// GFX942-LABEL: func.func @weight_only
// GFX942-NOT: dequantize_once
// GFX942: return
func.func @few_tiles(%a: !lowp.scaled<16x4096xf4E2M1FN, nvfp4>, %b: !lowp.scaled<64x4096xf4E2M1FN, nvfp4>) -> tensor<16x64xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x4096xf4E2M1FN, nvfp4>, !lowp.scaled<64x4096xf4E2M1FN, nvfp4> -> tensor<16x64xbf16>
  return %c : tensor<16x64xbf16>
}
func.func @ragged_k(%a: !lowp.scaled<16x4112xf4E2M1FN, nvfp4>, %b: !lowp.scaled<1024x4112xf4E2M1FN, nvfp4>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x4112xf4E2M1FN, nvfp4>, !lowp.scaled<1024x4112xf4E2M1FN, nvfp4> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}
func.func @weight_only(%a: tensor<16x4096xbf16>, %b: !lowp.scaled<1024x4096xf4E2M1FN, nvfp4>) -> tensor<16x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : tensor<16x4096xbf16>, !lowp.scaled<1024x4096xf4E2M1FN, nvfp4> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}
