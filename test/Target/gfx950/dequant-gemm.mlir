// The generated dequantizing GEMMs compiled for gfx950 (4096^3 NVFP4,
// AMD-FP4, bf16 x MXFP4 and f16 x FP8 per-row): gfx950's double-rate bf16 /
// f16 MFMA 16x16x32, fp4 codes converted by the hardware at scale 1
// (v_cvt_scalef32_pk_f32_fp4, two values per instruction), fp8 ones by the
// OCP fp8 -> f32 conversion (v_cvt_pk_f32_fp8; one v_cvt_f32_fp8 decodes a
// UE4M3 scale), packed f32 scaling, no scratch, no spills (bf16 x MXFP4's
// 256 x 256 tile of 16 waves at 128 VGPRs a wave spilled 4 before its LDS
// rows were padded by 16 bytes), LDS within 160 KiB. Weight-only kernels
// keep the MFMA pipe busy;
// NVFP4 x NVFP4
// dequantizes both operands and needs a 256 x 256 tile to (docs/codegen.md).
// NVFP4 / AMD-FP4 on both sides with 896 columns and the tile forced (7 or
// fewer column tiles: A stays codes; the tiling asks for the bf16 MFMA,
// which two NVFP4 operands may take instead of their own f16); at 4096^3 A
// is dequantized once (dequantize_once_*) and the GEMM reads it as f16 (its
// tensor scale kept): NVFP4's values are f16 pairs from the fp4 conversion
// to f16 (v_cvt_scalef32_pk_f16_fp4) times the UE4M3 scales (one
// v_cvt_scalef32_pk_f16_fp8 a pair of them) in one v_pk_mul_f16.
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report

// CHECK-DAG: v_mfma_f32_16x16x32_bf16
// CHECK-DAG: v_mfma_f32_16x16x32_f16
// CHECK-DAG: v_cvt_pk_f32_fp8
// CHECK-DAG: v_cvt_scalef32_pk_f32_fp4
// CHECK-DAG: v_cvt_f32_fp8
// CHECK-DAG: v_pk_mul_f32
// CHECK-DAG: v_cvt_scalef32_pk_f16_fp4
// CHECK-DAG: v_cvt_scalef32_pk_f16_fp8
// CHECK-DAG: v_pk_mul_f16
// CHECK-DAG: buffer_load_dwordx2
// CHECK-DAG: buffer_load_dwordx4
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK: .private_segment_fixed_size: 0
// CHECK: .sgpr_spill_count: 0
// CHECK: .vgpr_spill_count: 0

// The fp4 pairs (both operands dequantized, VALU-bound) take 256 x 256
// tiles of 16 waves in gfx950's 160 KiB of LDS.
// REPORT: kernel dq_gemm_bf16_f4E2M1FN_ue4m3x16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 147456 bytes (limit 163840); workgroup: 1024 threads
// REPORT: occupancy: 4 waves/SIMD
// REPORT: MFMA: v_mfma_f32_16x16x32_bf16 x32
// REPORT: main loop: 32 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{(8[7-9]|9[01])\.[0-9]}}%
// REPORT: kernel dq_gemm_bf16_f4E2M1FN_ue5m3x16_tensor_f4E2M1FN_ue5m3x16_tensor_bf16_256x256x64_w4x4 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: modeled MFMA-pipe utilization {{[89][0-9]}}.{{[0-9]}}%
// REPORT: kernel dq_gemm_bf16_bf16_f4E2M1FN_e8m0x32_bf16_256x256x64_w4x4 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_f32_16x16x32_bf16 x32
// REPORT: modeled MFMA-pipe utilization {{9[0-9]|100}}.{{[0-9]}}%
// REPORT: kernel dq_gemm_f16_f16_f8E4M3FN_row_bf16_256x128x64_w4x2 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_f32_16x16x32_f16 x32
// REPORT: modeled MFMA-pipe utilization {{9[0-9]|100}}.{{[0-9]}}%
// REPORT: kernel dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x256x64_w4x4 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_f32_16x16x32_f16 x32
// REPORT: main loop: 32 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{9[2-6]\.[0-9]}}%
// REPORT: kernel dequantize_once_f4E2M1FN_ue4m3x16_to_f16 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes

func.func @nvfp4(%a: !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, %b: !lowp.scaled<896x4096xf4E2M1FN, nvfp4>) -> tensor<4096x896xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4, split_k = 1, mfma = #lowp.mfma<16x16x32, bf16, bf16>>} : !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, !lowp.scaled<896x4096xf4E2M1FN, nvfp4> -> tensor<4096x896xbf16>
  return %c : tensor<4096x896xbf16>
}
func.func @amdfp4(%a: !lowp.scaled<4096x4096xf4E2M1FN, amdfp4>, %b: !lowp.scaled<896x4096xf4E2M1FN, amdfp4>) -> tensor<4096x896xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4, split_k = 1, mfma = #lowp.mfma<16x16x32, bf16, bf16>>} : !lowp.scaled<4096x4096xf4E2M1FN, amdfp4>, !lowp.scaled<896x4096xf4E2M1FN, amdfp4> -> tensor<4096x896xbf16>
  return %c : tensor<4096x896xbf16>
}
func.func @bf16_mxfp4(%a: tensor<4096x4096xbf16>, %b: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<4096x4096xbf16>, !lowp.scaled<4096x4096xf4E2M1FN, mxfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @f16_fp8_row(%a: tensor<4096x4096xf16>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<4096x4096xf16>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
// 4096^3 NVFP4: A dequantized once (dequantize_once_*), the GEMM reads bf16 A
// with its tensor scale.
func.func @nvfp4_dequantized_once(%a: !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, %b: !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, !lowp.scaled<4096x4096xf4E2M1FN, nvfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
