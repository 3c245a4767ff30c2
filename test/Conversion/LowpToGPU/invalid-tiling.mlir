// A #lowp.tiling the strategy cannot run is an error naming the rule it
// breaks.
// RUN: lowp-opt %s -split-input-file -verify-diagnostics --lowp-lower-to-gpu=chip=gfx942

func.func @lds(%a: !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<512x1024xbf16> {
  // expected-error @+1 {{tile 256x256x128 needs 139264 bytes of LDS; the chip has 65536}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 256x256x128, waves = 4x4, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>} : !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<512x1024xbf16>
  return %c : tensor<512x1024xbf16>
}

// -----

func.func @waves(%a: !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<512x1024xbf16> {
  // expected-error @+1 {{tile 64x64x64 does not fit 8x1 waves of 16x16x32 MFMAs}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 64x64x64, waves = 8x1, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>} : !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<512x1024xbf16>
  return %c : tensor<512x1024xbf16>
}

// -----

// The FP8 strategy issues the fp8 MFMA; a bf16 one is not its to take.
func.func @mfma(%a: !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<512x1024xbf16> {
  // expected-error @+1 {{lowp.tiling asks for #lowp.mfma<16x16x16, bf16, bf16>; strategy fp8_mfma_16x16x32 issues #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 128x128x64, waves = 2x2, split_k = 1, mfma = #lowp.mfma<16x16x16, bf16, bf16>>} : !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<512x1024xbf16>
  return %c : tensor<512x1024xbf16>
}

// -----

func.func @grouped(%a: !lowp.scaled<256x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<4x512x1024xf8E4M3FNUZ, fp8_rowwise>, %o: tensor<4xi32>) -> tensor<256x512xbf16> {
  // expected-error @+1 {{split-K is not implemented for grouped matmuls (split_k = 2 asked for)}}
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%o : tensor<4xi32>) {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 64x64x64, waves = 1x1, split_k = 2, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>} : !lowp.scaled<256x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4x512x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<256x512xbf16>
  return %c : tensor<256x512xbf16>
}
