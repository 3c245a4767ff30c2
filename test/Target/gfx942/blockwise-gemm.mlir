// The generated blockwise FP8 GEMM (1x128 x 128x128 f32 scales) at 4096^3
// for gfx942, OCP (bridged to FNUZ once, by a code map kernel: _fnuz_ab, its
// main loop as busy as the FNUZ kernel's) and FNUZ operands: the FP8 MFMA, packed f32
// FMAs applying each 128-K group's scales, no scratch, no spills; the FNUZ
// kernel's main loop keeps the MFMA pipe busy in the model; so does the
// kernel with B's scales per row (1x128 x 1x128, the weight gradient's
// shape once its 128x1 operands are transposed). 128 x 128 tiles of eight
// waves of 32 x 64 (two workgroups a CU); the per-row kernel keeps 256 x 128.
// RUN: lowp-compile %s --chip=gfx942 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report

// CHECK-DAG: v_mfma_f32_16x16x32_fp8_fp8
// CHECK-DAG: v_pk_fma_f32
// CHECK-DAG: buffer_load_dwordx4
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK: .private_segment_fixed_size: 0
// CHECK: .sgpr_spill_count: 0
// CHECK: .vgpr_spill_count: 0

// REPORT: kernel block_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_k128_k128_bf16_128x128x64_w4x2_fnuz_ab (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 32768 bytes (limit 65536); workgroup: 512 threads
// REPORT: occupancy: 4 waves/SIMD, 16 waves/CU
// REPORT: main loop: 32 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{(8[8-9]|9[0-3])\.[0-9]}}%
// REPORT: kernel bridge_f8E4M3FN_to_fnuz (gfx942)
// REPORT: kernel block_gemm_f8E4M3FNUZ_f8E4M3FNUZ_k128_k128_bf16_128x128x64_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: main loop: 32 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{(8[8-9]|9[0-3])\.[0-9]}}%
// REPORT: kernel block_gemm_f8E4M3FNUZ_f8E4M3FNUZ_k128_k128r_bf16_256x128x64_w4x2 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: main loop: 64 MFMA (1024 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{(79|8[0-2])\.[0-9]}}%

func.func @blockwise(%a: !lowp.scaled<4096x4096xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, fp8_block1x128>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @blockwise_fnuz(%a: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block1x128>, %b: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block128x128>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block1x128>, !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block128x128> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @blockwise_rows(%a: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block1x128>, %b: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block1x128>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block1x128>, !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block1x128> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
