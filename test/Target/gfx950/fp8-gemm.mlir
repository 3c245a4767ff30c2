// The generated FP8 GEMM for gfx950: OCP operands feed the f8f6f4 MFMA
// directly (no bridge; the E5M2 operand's format field set), by default
// 32x32x64 in K steps of 64 (with --tile=@16x16x128: 16x16x128, K steps of
// 128), at the chip's full FP8 rate, no scratch, no spills, LDS within
// 160 KiB.
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report --tile=@16x16x128 2>%t16.report | FileCheck %s --check-prefix=M16
// RUN: FileCheck %s --check-prefix=REPORT16 < %t16.report
// CHECK-DAG: v_mfma_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]{{$}}
// CHECK-DAG: v_mfma_f32_32x32x64_f8f6f4 {{.*}} cbsz:1{{$}}
// CHECK-DAG: buffer_load_dwordx4
// CHECK: .private_segment_fixed_size: 0
// CHECK: .vgpr_spill_count: 0
// REPORT: kernel f8f6f4_gemm_f8E4M3FN_f8E4M3FN_tensor_tensor_f32_256x128x64_w4x2_m32 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 61440 bytes (limit 163840); workgroup: 512 threads
// REPORT: occupancy: 4 waves/SIMD
// REPORT: main loop: 4 MFMA (256 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%
// REPORT-NEXT: MFMA rate: 100% of the chip's fastest MFMA for these operands; modeled fraction of peak 100.0%
// REPORT: kernel f8f6f4_gemm_f8E4M3FN_f8E5M2_row_row_bf16_biasbf16_{{.*}}_m32 (gfx950)
// REPORT: MFMA: v_mfma_f32_32x32x64_f8f6f4
// M16-DAG: v_mfma_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]{{$}}
// M16-DAG: v_mfma_f32_16x16x128_f8f6f4 {{.*}} cbsz:1{{$}}
// M16: .private_segment_fixed_size: 0
// M16: .vgpr_spill_count: 0
// REPORT16: kernel f8f6f4_gemm_f8E4M3FN_f8E4M3FN_tensor_tensor_f32_256x128x128_w4x2 (gfx950)
// REPORT16: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT16: main loop: 16 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%
// REPORT16-NEXT: MFMA rate: 100% of the chip's fastest MFMA for these operands; modeled fraction of peak 100.0%

func.func @per_tensor(%a: !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>) -> tensor<4096x4096xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor> -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}
func.func @rowwise(%a: !lowp.scaled<?x1024xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<2048x1024xf8E5M2, fp8_rowwise>, %bias: tensor<2048xbf16>) -> tensor<?x2048xbf16> {
  %c = lowp.scaled_matmul %a, %b bias(%bias : tensor<2048xbf16>) {transpose_b} : !lowp.scaled<?x1024xf8E4M3FN, fp8_rowwise>, !lowp.scaled<2048x1024xf8E5M2, fp8_rowwise> -> tensor<?x2048xbf16>
  return %c : tensor<?x2048xbf16>
}
