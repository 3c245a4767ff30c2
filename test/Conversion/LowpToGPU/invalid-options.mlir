// RUN: not lowp-opt %s --lowp-lower-to-gpu=chip=gfx9000 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: unknown chip 'gfx9000' (chips: gfx942, gfx950)
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=big" 2>&1 | FileCheck %s --check-prefix=TILE
// TILE: error: tile option 'big': expected BMxBNxBK or BMxBNxBKxSPLITK
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=256x256x128" 2>&1 | FileCheck %s --check-prefix=LDS
// LDS: error: tile 256x256x128 needs 139264 bytes of LDS; the chip has 65536
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=512x256x64" 2>&1 | FileCheck %s --check-prefix=THREADS
// THREADS: error: tile 512x256x64 needs 2048 threads (32 waves); a workgroup has at most 1024
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=40x64x64" 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: tile 40x64x64 does not fit 1x1 waves of 16x16x32 MFMAs
// RUN: not lowp-opt %s --lowp-lower-to-gpu=chip=gfx950 2>&1 | FileCheck %s --check-prefix=G950
// G950: error: FNUZ fp8 operands (fp8_per_tensor (f8E4M3FNUZ) x fp8_per_tensor (f8E4M3FNUZ)) cannot run on gfx950: its FP8 MFMA reads OCP formats
func.func @mm(%a: !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor>, %b: !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor>) -> tensor<64x64xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor>, !lowp.scaled<64x64xf8E4M3FNUZ, fp8_per_tensor> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=0x64x64" 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: tile 0x64x64: BM, BN and BK must be positive
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=99999999999999999999x64x64" 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: tile option '99999999999999999999x64x64': expected BMxBNxBK {{.*}} (numbers of at most 5 digits)
