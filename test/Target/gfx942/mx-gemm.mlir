// The generated MX GEMMs compiled for gfx942 (4096^3 MXFP8, MXFP4 and
// MXFP6 x MXFP8): the FNUZ fp8 MFMA with the operand types the code maps
// give (E3M2 -> bf8), packed f32 scaling of the partial sums
// (v_pk_mul_f32, v_pk_fma_f32), no scratch, no spills, LDS within 64 KiB.
// OCP fp8 operands come bridged to FNUZ by a code map kernel (_fnuz_ab,
// _fnuz_b): the MXFP8 main loop has no bridge VALU left (190 of them per 32
// MFMAs, the partial sums' scaling; 294 with the bridge).
// RUN: lowp-compile %s --chip=gfx942 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report

// CHECK-DAG: v_mfma_f32_16x16x32_fp8_fp8
// CHECK-DAG: v_mfma_f32_16x16x32_bf8_bf8
// CHECK-DAG: v_pk_mul_f32
// CHECK-DAG: v_pk_fma_f32
// CHECK-DAG: buffer_load_dwordx4
// CHECK-DAG: ds_read_b128
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK: .private_segment_fixed_size: 0
// CHECK: .sgpr_spill_count: 0
// CHECK: .vgpr_spill_count: 0

// REPORT: kernel mx_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_k32_k32_bf16_256x128x64_w4x2_fnuz_ab (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 55296 bytes (limit 65536); workgroup: 512 threads
// REPORT: occupancy: 2 waves/SIMD
// REPORT: MFMA: v_mfma_f32_16x16x32_fp8_fp8 x32
// REPORT: main loop: 32 MFMA (512 cycles), 184 VALU
// REPORT-NEXT: MFMA rate: 100% of the chip's fastest MFMA for these operands
// REPORT: kernel bridge_f8E4M3FN_to_fnuz (gfx942)
// REPORT: workgroup: 256 threads
// REPORT: kernel mx_gemm_f8E4M3FNUZfrom_e2m1_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_256x128x64_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 61440 bytes (limit 65536); workgroup: 512 threads
// REPORT: main loop: 32 MFMA (512 cycles)
// REPORT: kernel mx_gemm_f8E5M2FNUZfrom_e3m2_f8E5M2FNUZocp_k32_k32_f32_256x128x64_w4x2_fnuz_b (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_f32_16x16x32_bf8_bf8 x32

func.func @mxfp8(%a: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x4096xf8E4M3FN, mxfp8> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @mxfp4(%a: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, %b: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, !lowp.scaled<4096x4096xf4E2M1FN, mxfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @mxfp6(%a: !lowp.scaled<4096x4096xf6E3M2FN, mxfp6>, %b: !lowp.scaled<4096x4096xf8E5M2, mxfp8>) -> tensor<4096x4096xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf6E3M2FN, mxfp6>, !lowp.scaled<4096x4096xf8E5M2, mxfp8> -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}
