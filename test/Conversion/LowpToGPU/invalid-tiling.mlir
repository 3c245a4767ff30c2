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

// -----

// Waves along K each take whole MFMAs of a K step.
func.func @kwaves(%a: !lowp.scaled<16x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<16x1024xbf16> {
  // expected-error @+1 {{tile 16x32x64: BK must be a multiple of 128 (the MFMA's K times the 4 waves along K)}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 16x32x64, waves = 1x1x4, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>} : !lowp.scaled<16x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// Blockwise scales: a K step divides the 128-K group, or gives each wave
// along K one group.
func.func @kwavesBlock(%a: !lowp.scaled<16x1024xf8E4M3FNUZ, fp8_block1x128>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_block128x128>) -> tensor<16x1024xbf16> {
  // expected-error @+1 {{tile 16x32x256: BK must divide the scale block (128), or be 128 per wave along K}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 16x32x256, waves = 1x1x4, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>} : !lowp.scaled<16x1024xf8E4M3FNUZ, fp8_block1x128>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_block128x128> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

func.func @kwavesRows(%a: !lowp.scaled<16x1024xf8E4M3FNUZ, fp8_block1x128>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_block1x128>) -> tensor<16x1024xbf16> {
  // expected-error @+1 {{blockwise scales per row of B (1 x 128 blocks) take no waves along K (asked for 4)}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 16x32x512, waves = 1x1x4, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>} : !lowp.scaled<16x1024xf8E4M3FNUZ, fp8_block1x128>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_block1x128> -> tensor<16x1024xbf16>
  return %c : tensor<16x1024xbf16>
}

// -----

// lowp.variants entries are {max_m, tiling}, and each tiling must fit.
func.func @variantsForm(%a: !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<?x1024xbf16> {
  // expected-error @+1 {{lowp.variants: expected {max_m = N (N > 0), tiling = #lowp.tiling<...>} entries, got 16 : i64}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.variants = [16]} : !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x1024xbf16>
  return %c : tensor<?x1024xbf16>
}

// -----

func.func @variantsFit(%a: !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<?x1024xbf16> {
  // expected-error @+1 {{lowp.variants (M <= 16): tile 16x32x1024 needs 129792 bytes of LDS; the chip has 65536}}
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.variants = [{max_m = 16 : i64, tiling = #lowp.tiling<workgroup = 16x32x1024, waves = 1x1x16, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>}]} : !lowp.scaled<?x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x1024xbf16>
  return %c : tensor<?x1024xbf16>
}
