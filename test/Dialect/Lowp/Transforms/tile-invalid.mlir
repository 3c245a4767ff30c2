// RUN: lowp-opt %s -split-input-file -verify-diagnostics --lowp-tile
// RUN: not lowp-opt %s -split-input-file --lowp-tile="tile-sizes=32,32 dequantize-tile-sizes=16,48" 2>&1 | FileCheck %s --check-prefix=DQ
// RUN: not lowp-opt %s -split-input-file --lowp-tile="tile-sizes=32 dequantize-tile-sizes=16" 2>&1 | FileCheck %s --check-prefix=COUNT

// DQ: error: cannot tile: dimension 1 has scale blocks of 32, so its tiles must have a static size (a multiple of 32 that divides the dimension)
// COUNT: error: cannot tile: a matmul's workgroup tile is two positive sizes, BM,BN
// COUNT: error: cannot tile: dequantize tile sizes need one size per dimension

// No lowp.tiling and no tile-sizes option: nothing says what a tile is.
func.func @no_tile(%a: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> tensor<64x64xf32> {
  // expected-error @+1 {{cannot tile: no workgroup tile: the op has no lowp.tiling (run lowp-legalize{chip=...} first) and no tile sizes were given (lowp-tile's tile-sizes=BM,BN)}}
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<64x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// A tile of 64 along N would cut B's 128 x 128 scale blocks.
func.func @cut_block(%a: !lowp.scaled<64x256xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<256x256xf8E4M3FN, fp8_block128x128>) -> tensor<64x256xf32> {
  // expected-error @+1 {{cannot tile by 64 x 64: on the rhs ('!lowp.scaled<256x256xf8E4M3FN, fp8_block128x128>') a tile of 64 along dimension 0 would cut its scale blocks of 128}}
  %c = lowp.scaled_matmul %a, %b {transpose_b,
      lowp.tiling = #lowp.tiling<workgroup = 64x64x128, waves = 1x1, split_k = 1,
                                 mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>}
      : !lowp.scaled<64x256xf8E4M3FN, fp8_block1x128>, !lowp.scaled<256x256xf8E4M3FN, fp8_block128x128> -> tensor<64x256xf32>
  return %c : tensor<64x256xf32>
}

// -----

// A tile of 128 along N = 320 leaves a partial tile of 64: B's 128 x 128
// blocks need tiles that divide N.
func.func @partial_block(%a: !lowp.scaled<64x256xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<384x256xf8E4M3FN, fp8_block128x128>) -> tensor<64x384xf32> {
  // expected-error @+1 {{cannot tile by 64 x 256: on the rhs ('!lowp.scaled<384x256xf8E4M3FN, fp8_block128x128>') dimension 0 has scale blocks of 128, so its tiles must have a static size (a multiple of 128 that divides the dimension)}}
  %c = lowp.scaled_matmul %a, %b {transpose_b,
      lowp.tiling = #lowp.tiling<workgroup = 64x256x128, waves = 1x1, split_k = 1,
                                 mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>}
      : !lowp.scaled<64x256xf8E4M3FN, fp8_block1x128>, !lowp.scaled<384x256xf8E4M3FN, fp8_block128x128> -> tensor<64x384xf32>
  return %c : tensor<64x384xf32>
}

// -----

// A tile of a quantized result must keep its 32-column scale blocks whole.
func.func @quantized(%a: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> !lowp.scaled<64x64xf8E4M3FN, mxfp8> {
  // expected-error @+1 {{cannot tile by 32 x 16: on the result ('!lowp.scaled<64x64xf8E4M3FN, mxfp8>') a tile of 16 along dimension 1 would cut its scale blocks of 32}}
  %c = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%v: f32):
    lowp.yield %v : f32
  } {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 32x16x64, waves = 1x1, split_k = 1,
                                 mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>}
      : !lowp.scaled<64x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> !lowp.scaled<64x64xf8E4M3FN, mxfp8>
  return %c : !lowp.scaled<64x64xf8E4M3FN, mxfp8>
}

// -----

// A quantize's scales must come from its tile alone: a tensor scale is the
// amax of everything, a per-row scale the amax of the whole row.
func.func @quantize_tensor_scale(%x: tensor<32x64xf32>) -> !lowp.scaled<32x64xf4E2M1FN, nvfp4> {
  // expected-error @+1 {{cannot tile: its tensor scale comes from the amax of the whole tensor}}
  %q = lowp.quantize %x {lowp.tile_sizes = array<i64: 16, 32>} : tensor<32x64xf32> -> !lowp.scaled<32x64xf4E2M1FN, nvfp4>
  return %q : !lowp.scaled<32x64xf4E2M1FN, nvfp4>
}

// -----

func.func @quantize_row(%x: tensor<32x64xf32>) -> !lowp.scaled<32x64xf8E4M3FN, fp8_rowwise> {
  // expected-error @+1 {{cannot tile: dimension 1 has one scale for all of it (from its amax), so a tile must cover it whole}}
  %q = lowp.quantize %x {lowp.tile_sizes = array<i64: 16, 32>} : tensor<32x64xf32> -> !lowp.scaled<32x64xf8E4M3FN, fp8_rowwise>
  return %q : !lowp.scaled<32x64xf8E4M3FN, fp8_rowwise>
}

// -----

// Without dequantize-tile-sizes, dequantize ops are left alone.
func.func @dequant(%q: !lowp.scaled<48x128xf4E2M1FN, mxfp4>) -> tensor<48x128xbf16> {
  %d = lowp.dequantize %q : !lowp.scaled<48x128xf4E2M1FN, mxfp4> -> tensor<48x128xbf16>
  return %d : tensor<48x128xbf16>
}
