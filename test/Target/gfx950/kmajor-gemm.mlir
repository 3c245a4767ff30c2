// Operands stored K x M / K x N (B without {transpose_b}, A with
// {transpose_a}) read in place on gfx950: K-major tiles in LDS and the
// lanes' MFMA fragments from transpose reads, ds_read_b64_tr_b8 for FP8
// (four per 32x32x64 fragment) and ds_read_b64_tr_b4 for fp4 (two), MX scales
// from their ceildiv(K, 32) x N layout; no transpose kernel, the MFMA pipe
// busy, no spills but the MXFP4 kernel's 4 VGPRs, which buy it a fourth wave
// a SIMD (docs/codegen.md, "Occupancy"); one of them is reloaded in its main
// loop since A's LDS rows are padded by 16 bytes (conflict-free fragment
// reads: the FP8 kernel 44.7 -> 39.0 us at 4096^3 on the timing model, this
// one 28.5 -> 30.2).
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=IR
// CHECK-NOT: transpose_
// CHECK-LABEL: f8f6f4_gemm_f8E4M3FN_f8E4M3FN_tensor_tensor_bf16_{{.*}}_kmajor_b:
// CHECK: ds_read_b64_tr_b8
// CHECK: v_mfma_f32_32x32x64_f8f6f4
// CHECK-LABEL: smx_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_{{.*}}_kmajor_ab:
// CHECK: ds_read_b64_tr_b8
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4
// CHECK-LABEL: smx_gemm_f4E2M1FN_f4E2M1FN_k32_k32_bf16_{{.*}}_kmajor_b:
// CHECK: ds_read_b64_tr_b4
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} cbsz:4 blgp:4
// CHECK-NOT: ds_read_b64_tr_b8
// A grouped B of fp6 codes stored G x K x N (no transpose kernel for
// grouped): packed into 16-byte LDS slots, two ds_read_b96_tr_b6 per fragment.
// CHECK-LABEL: smx_gemm_f6E2M3FN_f6E3M2FN_k32_k32_bf16_{{.*}}_kmajor_b_grouped:
// CHECK: v_dot4_u32_u8
// CHECK: ds_read_b96_tr_b6
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} cbsz:3 blgp:2
// REPORT: kernel f8f6f4_gemm_{{.*}}_kmajor_b (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: occupancy: 4 waves/SIMD
// REPORT: modeled MFMA-pipe utilization 100.0%
// REPORT: kernel smx_gemm_f8E4M3FN_{{.*}}_kmajor_ab (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: modeled MFMA-pipe utilization 100.0%
// REPORT: kernel smx_gemm_f4E2M1FN_{{.*}}_kmajor_b (gfx950)
// REPORT: spills: 4 VGPR, 0 SGPR; scratch: 20 bytes
// REPORT: occupancy: 4 waves/SIMD
// REPORT: modeled MFMA-pipe utilization 100.0%
// REPORT-NEXT: MFMA rate
// REPORT-NEXT: main loop spill accesses: 1 scratch loads / stores an iteration
// REPORT: kernel smx_gemm_f6E2M3FN_{{.*}}_kmajor_b_grouped (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// The launches: the operands as stored, the strategy named after them.
// IR-LABEL: func.func @fp8_kn
// IR-NOT: transpose
// IR: gpu.launch_func @lowp_kernels::@f8f6f4_gemm_{{.*}}_kmajor_b {{.*}}lowp.strategy = "fp8_f8f6f4_mfma_32x32x64_kmajor_b"
// IR-LABEL: func.func @mxfp8_km_kn
// IR: lowp.launch = {args = ["A codes, K x M, i8 {{.*}}", "B codes, K x N, i8 {{.*}}", "A scales, ceildiv(K, 32) x M, E8M0 codes", "B scales, ceildiv(K, 32) x N, E8M0 codes"
// IR-SAME: lowp.strategy = "mx_scaled_mfma_32x32x64_f8f6f4_kmajor_ab"
// IR-LABEL: func.func @mxfp4_kn
// IR: "B codes, K x N / 2, i8
// IR-SAME: lowp.strategy = "mx_scaled_mfma_32x32x64_f8f6f4_kmajor_b"
// IR-LABEL: func.func @mxfp6_grouped_kn
// IR: "B codes, G x K x N, i8 (mxfp6 (f6E3M2FN))"
// IR-SAME: lowp.strategy = "mx_scaled_mfma_32x32x64_f8f6f4_kmajor_b"
// IR: gpu.func @f8f6f4_gemm_{{.*}}_kmajor_b
// IR: amdgpu.transpose_load {{.*}} -> vector<8xi8>
// IR: gpu.func @smx_gemm_f4E2M1FN_{{.*}}_kmajor_b
// IR: amdgpu.transpose_load {{.*}} -> vector<16xi4>
// IR: gpu.func @smx_gemm_f6E2M3FN_f6E3M2FN_{{.*}}_kmajor_b_grouped
// IR: amdgpu.transpose_load {{.*}} -> vector<16xi6>

func.func @fp8_kn(%a: !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b : !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_per_tensor> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @mxfp8_km_kn(%a: !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [32, 1]>, %b: !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [32, 1]>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_a} : !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [32, 1]>, !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [32, 1]> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @mxfp4_kn(%a: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, %b: !lowp.scaled<4096x4096xf4E2M1FN, scale = f8E8M0FNU, block = [32, 1]>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b : !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, !lowp.scaled<4096x4096xf4E2M1FN, scale = f8E8M0FNU, block = [32, 1]> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @mxfp6_grouped_kn(%a: !lowp.scaled<4096x4096xf6E2M3FN, mxfp6>, %b: !lowp.scaled<8x4096x4096xf6E3M2FN, scale = f8E8M0FNU, block = [1, 32, 1]>, %o: tensor<8xi32>) -> tensor<4096x4096xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%o : tensor<8xi32>) : !lowp.scaled<4096x4096xf6E2M3FN, mxfp6>, !lowp.scaled<8x4096x4096xf6E3M2FN, scale = f8E8M0FNU, block = [1, 32, 1]> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
