// The kernels' matrix instructions as distribution leaves them: lowp.mfma
// on the lanes' fragments, each naming its instruction (lower-mfma=false),
// and the rewrite to amdgpu as a pass of its own gives the module the
// default lowering gives.
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 lower-mfma=false" | FileCheck %s --check-prefix=GFX950
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 lower-mfma=false" | FileCheck %s --check-prefix=GFX942
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 lower-mfma=false" --lowp-mfma-to-amdgpu -o %t.staged.mlir
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950" -o %t.default.mlir
// RUN: diff %t.staged.mlir %t.default.mlir

// gfx950: the scaled f8f6f4 MFMA with B's fragment (MXFP4) as the
// instruction's A operand (the tile computed is C^T), scale bytes per block.
// GFX950: gpu.func @smx_gemm_f8E4M3FN_f4E2M1FN_
// GFX950-NOT: amdgpu.scaled_mfma
// GFX950: lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) {{.*}}: vector<32xf4E2M1FN>, vector<32xf8E4M3FN>, vector<16xf32>
// GFX950-NOT: amdgpu.scaled_mfma
// gfx942: MX through the FNUZ fp8 MFMA (codes mapped, scales applied to
// each 32-K partial sum).
// GFX942: gpu.func @mx_gemm_
// GFX942-NOT: amdgpu.mfma
// GFX942: lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
// GFX942-NOT: amdgpu.mfma
func.func @mx(%a: !lowp.scaled<256x512xf8E4M3FN, mxfp8>, %b: !lowp.scaled<256x512xf4E2M1FN, mxfp4>) -> tensor<256x256xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<256x512xf8E4M3FN, mxfp8>, !lowp.scaled<256x512xf4E2M1FN, mxfp4> -> tensor<256x256xbf16>
  return %c : tensor<256x256xbf16>
}
