// The split-K kernels of a decode-sized FP8 GEMM, and the cost model's
// decode kernel (16 x 16 tiles, operands read straight into registers, 16
// waves along K), compile for gfx942 with no scratch and no spills.
// RUN: lowp-compile %s --chip=gfx942 --emit=asm --report --tile=16x64x256x2 2>&1 >/dev/null | FileCheck %s
// RUN: lowp-compile %s --chip=gfx942 --emit=asm --report 2>&1 >/dev/null | FileCheck %s --check-prefix=KWAVES
// KWAVES: kernel fp8_gemm_{{.*}}_16x16x2048_w1x1x16_direct (gfx942)
// KWAVES: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// KWAVES: MFMA: v_mfma_f32_16x16x32_fp8_fp8 x4
// KWAVES-NOT: kernel
// CHECK: kernel fp8_gemm_{{.*}}_16x64x256_w1x1_direct_splitk (gfx942)
// CHECK: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// CHECK: MFMA: v_mfma_f32_16x16x32_fp8_fp8 x32
// CHECK: kernel fp8_gemm_{{.*}}_splitk_reduce (gfx942)
// CHECK: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// CHECK: MFMA: none
func.func @decode(%x: !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, %w: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise>) -> tensor<16x4096xbf16> {
  %y = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x4096xbf16>
  return %y : tensor<16x4096xbf16>
}
