// Blockwise FP8 (1x128 x 128x128 f32 scales) at 4096^3 on gfx950: the
// unscaled f8f6f4 MFMA, by default 128 x 128 tiles of four waves on the
// 16x16x128 in K steps of 128 (one MFMA per 128-K group and tile; the
// 256 x 128 tiles by --tile: 32x32x64 in K steps of 64, two per group and
// tile, or 16x16x128), the group's scales applied in f32, no scratch, no
// spills, the MFMA pipe busy in the model at the chip's FP8 rate.
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: lowp-compile %s --chip=gfx950 --emit=hsaco -o %t.hsaco --report --tile=256x128x64@32x32x64 2>&1 | FileCheck %s --check-prefix=REPORT32
// RUN: lowp-compile %s --chip=gfx950 --emit=hsaco -o %t.hsaco --report --tile=256x128x128@16x16x128 2>&1 | FileCheck %s --check-prefix=REPORT16
// CHECK: v_mfma_f32_16x16x128_f8f6f4
// CHECK: .private_segment_fixed_size: 0
// CHECK-NOT: spill_count: {{[1-9]}}
// REPORT: kernel f8f6f4_gemm_f8E4M3FN_f8E4M3FN_k128_k128_bf16_128x128x128_w2x2 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: main loop: 16 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{(79|8[0-2])\.[0-9]}}%
// REPORT-NEXT: MFMA rate: 100% of the chip's fastest MFMA for these operands; modeled fraction of peak {{(79|8[0-2])\.[0-9]}}%
// REPORT32: kernel f8f6f4_gemm_f8E4M3FN_f8E4M3FN_k128_k128_bf16_256x128x64_w4x2_m32 (gfx950)
// REPORT32: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT32: MFMA: v_mfma_f32_32x32x64_f8f6f4 x8
// REPORT32: main loop: 8 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{8[1-4]\.[0-9]}}%
// With power-of-two (E8M0) block scales: the scaled MFMA, one code per 128 K
// (a lane's two tiles' codes in one register).
// REPORT: kernel sblock_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_256x128x64_w4x2_m32 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: MFMA: v_mfma_scale_f32_32x32x64_f8f6f4 x4
// REPORT: main loop: 4 MFMA (256 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%
// REPORT16: kernel f8f6f4_gemm_f8E4M3FN_f8E4M3FN_k128_k128_bf16_256x128x128_w4x2 (gfx950)
// REPORT16: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT16: main loop: 16 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{(79|8[0-2])\.[0-9]}}%
// REPORT16: kernel sblock_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_256x128x128_w4x2 (gfx950)
// REPORT16: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT16: MFMA: v_mfma_scale_f32_16x16x128_f8f6f4 x16
// REPORT16: main loop: 16 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%

func.func @blockwise(%a: !lowp.scaled<4096x4096xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, fp8_block1x128>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @blockwise_e8m0(%a: !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [1, 128]>, %b: !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [128, 128]>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [1, 128]>, !lowp.scaled<4096x4096xf8E4M3FN, scale = f8E8M0FNU, block = [128, 128]> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
