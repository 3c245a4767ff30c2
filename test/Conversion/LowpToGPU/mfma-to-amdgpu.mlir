// Stage 5 of code generation: lowp.mfma (one instruction on a lane's
// fragments, as distribution leaves it) to the amdgpu op that selects it.
// RUN: lowp-opt %s --lowp-mfma-to-amdgpu | FileCheck %s
// The same patterns from a transform script (transform.apply_patterns.lowp.mfma_to_amdgpu).
// RUN: lowp-opt %s --transform-preload-library="transform-library-paths=%S/Inputs/mfma-patterns-script.mlir" --transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @mfma
// CHECK: %[[A:.*]] = amdgpu.mfma 16x16x32 %arg0 * %arg1 + %arg2 blgp = none : vector<8xf8E4M3FNUZ>, vector<8xf8E5M2FNUZ>, vector<4xf32>
// CHECK: %[[B:.*]] = amdgpu.mfma 32x32x16 %arg3 * %arg3 + %arg4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<16xf32>
// CHECK: %[[C:.*]] = amdgpu.scaled_mfma 32x32x64 (%arg7[3] * %arg5) * (%arg8[0] * %arg6) + %arg4 : vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, f8E8M0FNU, vector<32xf8E4M3FN>, vector<16xf32>
// CHECK: %[[D:.*]] = amdgpu.scaled_mfma 16x16x128 (%arg7[1] * %arg6) * (%arg7[2] * %arg6) + %arg2
// CHECK-NOT: lowp.mfma
func.func @mfma(%a: vector<8xf8E4M3FNUZ>, %b: vector<8xf8E5M2FNUZ>, %c: vector<4xf32>,
                %h: vector<8xbf16>, %c32: vector<16xf32>, %w: vector<32xf4E2M1FN>,
                %x: vector<32xf8E4M3FN>, %sw: vector<4xf8E8M0FNU>, %sx: f8E8M0FNU)
    -> (vector<4xf32>, vector<16xf32>, vector<16xf32>, vector<4xf32>) {
  %0 = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E5M2FNUZ> %a, %b, %c
      : vector<8xf8E4M3FNUZ>, vector<8xf8E5M2FNUZ>, vector<4xf32>
  %1 = lowp.mfma #lowp.mfma<32x32x16, bf16, bf16> %h, %h, %c32
      : vector<8xbf16>, vector<8xbf16>, vector<16xf32>
  %2 = lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> %w, %x, %c32
      scales(%sw, %sx : vector<4xf8E8M0FNU>, f8E8M0FNU) {scale_a_byte = 3 : i32}
      : vector<32xf4E2M1FN>, vector<32xf8E4M3FN>, vector<16xf32>
  %3 = lowp.mfma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f8E4M3FN> %x, %x, %c
      scales(%sw, %sw : vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) {scale_a_byte = 1 : i32, scale_b_byte = 2 : i32}
      : vector<32xf8E4M3FN>, vector<32xf8E4M3FN>, vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<16xf32>, vector<16xf32>, vector<4xf32>
}
