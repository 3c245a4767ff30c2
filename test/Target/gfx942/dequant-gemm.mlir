// The generated dequantizing GEMMs compiled for gfx942 (4096^3 NVFP4,
// AMD-FP4, bf16 x MXFP4 and f16 x FP8 per-row): the bf16 / f16 MFMA
// 16x16x16, the hardware fp8 -> f32 conversion (v_cvt_pk_f32_fp8), packed
// f32 scaling, no scratch, no spills, LDS within 64 KiB.
// NVFP4 / AMD-FP4 on both sides with 896 columns and the tile forced (7 or
// fewer column tiles: A stays codes; the tiling asks for the bf16 MFMA);
// at 4096^3 A is dequantized once (dequantize_once_*) and the GEMM reads it
// as f16 (its tensor scale kept): two NVFP4 operands take f16 values, the
// codes' f16 high bytes looked up by v_perm_b32, one v_pk_mul_f16 a pair.
// RUN: lowp-compile %s --chip=gfx942 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report

// CHECK-DAG: v_mfma_f32_16x16x16_bf16
// CHECK-DAG: v_mfma_f32_16x16x16_f16
// CHECK-DAG: v_cvt_pk_f32_fp8
// CHECK-DAG: v_pk_mul_f32
// CHECK-DAG: v_pk_mul_f16
// CHECK-DAG: v_perm_b32
// CHECK-DAG: buffer_load_dwordx2
// CHECK-DAG: buffer_load_dwordx4
// CHECK-DAG: ds_read_b64
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK: .private_segment_fixed_size: 0
// CHECK: .sgpr_spill_count: 0
// CHECK: .vgpr_spill_count: 0

// REPORT: kernel dq_gemm_bf16_f8E4M3FNUZfrom_e2m1_ue4m3x16_tensor_f8E4M3FNUZfrom_e2m1_ue4m3x16_tensor_bf16_256x128x32_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 55296 bytes (limit 65536); workgroup: 512 threads
// REPORT: occupancy: 2 waves/SIMD
// REPORT: MFMA: v_mfma_f32_16x16x16_bf16 x32
// REPORT: main loop: 32 MFMA (512 cycles)
// REPORT: kernel dq_gemm_bf16_f8E4M3FNUZfrom_e2m1_ue5m3x16_tensor_f8E4M3FNUZfrom_e2m1_ue5m3x16_tensor_bf16_256x128x32_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: kernel dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_e8m0x32_bf16_256x128x32_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_f32_16x16x16_bf16 x32
// REPORT: main loop: 32 MFMA (512 cycles)
// REPORT: kernel dq_gemm_f16_f16_f8E4M3FNUZ_row_bf16_256x128x32_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_f32_16x16x16_f16 x32
// REPORT: kernel dq_gemm_f16_f16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x128x32_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_f32_16x16x16_f16 x32
// REPORT: main loop: 32 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{9[5-9]\.[0-9]}}%
// REPORT: kernel dequantize_once_f4E2M1FN_ue4m3x16_to_f16 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes

func.func @nvfp4(%a: !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, %b: !lowp.scaled<896x4096xf4E2M1FN, nvfp4>) -> tensor<4096x896xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 256x128x32, waves = 4x2, split_k = 1, mfma = #lowp.mfma<16x16x16, bf16, bf16>>} : !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, !lowp.scaled<896x4096xf4E2M1FN, nvfp4> -> tensor<4096x896xbf16>
  return %c : tensor<4096x896xbf16>
}
func.func @amdfp4(%a: !lowp.scaled<4096x4096xf4E2M1FN, amdfp4>, %b: !lowp.scaled<896x4096xf4E2M1FN, amdfp4>) -> tensor<4096x896xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 256x128x32, waves = 4x2, split_k = 1, mfma = #lowp.mfma<16x16x16, bf16, bf16>>} : !lowp.scaled<4096x4096xf4E2M1FN, amdfp4>, !lowp.scaled<896x4096xf4E2M1FN, amdfp4> -> tensor<4096x896xbf16>
  return %c : tensor<4096x896xbf16>
}
func.func @bf16_mxfp4(%a: tensor<4096x4096xbf16>, %b: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<4096x4096xbf16>, !lowp.scaled<4096x4096xf4E2M1FN, mxfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @f16_fp8_row(%a: tensor<4096x4096xf16>, %b: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<4096x4096xf16>, !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
// 4096^3 NVFP4: A dequantized once (dequantize_once_*), the GEMM reads bf16 A
// with its tensor scale.
func.func @nvfp4_dequantized_once(%a: !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, %b: !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf4E2M1FN, nvfp4>, !lowp.scaled<4096x4096xf4E2M1FN, nvfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
