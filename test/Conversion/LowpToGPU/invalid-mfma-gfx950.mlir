// The MFMA shape part of the tile option (`@MxNxK`): gfx950's f8f6f4 kernels
// take 16x16x128 or 32x32x64; other shapes, and tiles whose waves the shape
// does not divide, are diagnosed.
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=@16x16x32" 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: tile option '@16x16x32': strategy mx_scaled_mfma_16x16x128_f8f6f4 runs on 16x16x128 MFMAs or 32x32x64, not 16x16x32
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=48x64x128@32x32x64" 2>&1 | FileCheck %s --check-prefix=WAVES
// WAVES: error: tile 48x64x128 does not fit 1x1 waves of 32x32x64 MFMAs (BM, BN multiples of 32
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=80x64x128@16x16x128" 2>&1 | FileCheck %s --check-prefix=CODES
// CODES: error: tile 80x64x128: a lane would read 5 scale codes per K step; the scaled MFMA kernels need 1, 2 or a multiple of 4 (MFMA tiles per wave x BK / 128)
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=64x64@32x32x64" 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: error: tile option '64x64@32x32x64': expected BMxBNxBK or BMxBNxBKxSPLITK, optionally followed by /WK (waves along K) and @MxNxK (the MFMA shape), or @MxNxK alone
// The gfx942 kernels run on one shape.
// RUN: not lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=@32x32x64" 2>&1 | FileCheck %s --check-prefix=G942
// G942: error: tile option '@32x32x64': strategy mx_fnuz_fp8_mfma_16x16x32_k32 runs on 16x16x32 MFMAs, not 32x32x64
// A 32-row tile on 32x32x64 (one MFMA tile per wave, two scale codes per
// lane) and the explicit default shape are fine.
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=32x64x128@32x32x64" | FileCheck %s --check-prefix=OK32
// OK32: lowp.strategy = "mx_scaled_mfma_32x32x64_f8f6f4"
// OK32: amdgpu.scaled_mfma 32x32x64
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=@16x16x128" | FileCheck %s --check-prefix=OK16
// OK16: lowp.strategy = "mx_scaled_mfma_16x16x128_f8f6f4"
func.func @mm(%a: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> tensor<64x64xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<64x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
