// Matmuls and dequantizes that lowp-tile cuts into workgroup tiles
// (tiled.test): each function quantizes its f32 inputs, so the tiles slice
// codes and scales the function computed itself.

// MXFP8 x MXFP4 with a bias; M = 200 leaves a partial tile at the edge.
func.func @mx(%x: tensor<200x256xf32>, %w: tensor<384x256xf32>, %bias: tensor<384xf32>) -> tensor<200x384xbf16> {
  %a = lowp.quantize %x : tensor<200x256xf32> -> !lowp.scaled<200x256xf8E4M3FN, mxfp8>
  %b = lowp.quantize %w : tensor<384x256xf32> -> !lowp.scaled<384x256xf4E2M1FN, mxfp4>
  %c = lowp.scaled_matmul %a, %b bias(%bias : tensor<384xf32>) {transpose_b,
      "lowp.tiling" = #lowp.tiling<workgroup = 64x128x64, waves = 1x1, split_k = 1, mfma = #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN>>}
      : !lowp.scaled<200x256xf8E4M3FN, mxfp8>, !lowp.scaled<384x256xf4E2M1FN, mxfp4> -> tensor<200x384xbf16>
  return %c : tensor<200x384xbf16>
}

// DeepSeek-style blockwise FP8: B's 128 x 128 blocks take N tiles of 128.
func.func @block(%x: tensor<130x512xf32>, %w: tensor<256x512xf32>) -> tensor<130x256xf32> {
  %a = lowp.quantize %x : tensor<130x512xf32> -> !lowp.scaled<130x512xf8E4M3FN, fp8_block1x128>
  %b = lowp.quantize %w : tensor<256x512xf32> -> !lowp.scaled<256x512xf8E4M3FN, fp8_block128x128>
  %c = lowp.scaled_matmul %a, %b {transpose_b,
      "lowp.tiling" = #lowp.tiling<workgroup = 32x128x128, waves = 1x1, split_k = 1, mfma = #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>>}
      : !lowp.scaled<130x512xf8E4M3FN, fp8_block1x128>, !lowp.scaled<256x512xf8E4M3FN, fp8_block128x128> -> tensor<130x256xf32>
  return %c : tensor<130x256xf32>
}

// A stored K x M (transpose_a) with one fp32 scale per column (per M), B
// per-tensor, stored K x N.
func.func @rowwise_t(%x: tensor<128x96xf32>, %w: tensor<128x80xf32>) -> tensor<96x80xf32> {
  %a = lowp.quantize %x : tensor<128x96xf32> -> !lowp.scaled<128x96xf8E4M3FN, scale = f32, per_axis = 1>
  %b = lowp.quantize %w : tensor<128x80xf32> -> !lowp.scaled<128x80xf8E5M2, fp8_per_tensor>
  %c = lowp.scaled_matmul %a, %b {transpose_a,
      "lowp.tiling" = #lowp.tiling<workgroup = 32x32x64, waves = 1x1, split_k = 1, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E5M2>>}
      : !lowp.scaled<128x96xf8E4M3FN, scale = f32, per_axis = 1>, !lowp.scaled<128x80xf8E5M2, fp8_per_tensor> -> tensor<96x80xf32>
  return %c : tensor<96x80xf32>
}

// Batched NVFP4 (two-level: the tensor scale travels with every tile).
func.func @nvfp4_batched(%x: tensor<2x40x64xf32>, %w: tensor<2x48x64xf32>) -> tensor<2x40x48xf32> {
  %a = lowp.quantize %x : tensor<2x40x64xf32> -> !lowp.scaled<2x40x64xf4E2M1FN, nvfp4>
  %b = lowp.quantize %w : tensor<2x48x64xf32> -> !lowp.scaled<2x48x64xf4E2M1FN, nvfp4>
  %c = lowp.scaled_matmul %a, %b {transpose_b,
      "lowp.tiling" = #lowp.tiling<workgroup = 16x32x64, waves = 1x1, split_k = 1, mfma = #lowp.mfma<16x16x32, bf16, bf16>>}
      : !lowp.scaled<2x40x64xf4E2M1FN, nvfp4>, !lowp.scaled<2x48x64xf4E2M1FN, nvfp4> -> tensor<2x40x48xf32>
  return %c : tensor<2x40x48xf32>
}

// Weight-only: f32 activations rounded to bf16, MXFP4 weights; a fused
// epilogue with a residual (2-D) and a per-column factor (1-D) read
// through its maps, and SiLU.
func.func @epilogue(%x: tensor<?x128xf32>, %w: tensor<160x128xf32>, %res: tensor<?x160xf32>,
                    %g: tensor<160xf32>) -> tensor<?x160xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %x, %c0 : tensor<?x128xf32>
  %e = tensor.empty(%m) : tensor<?x128xbf16>
  %xb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x128xf32>) outs(%e : tensor<?x128xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x128xbf16>
  %b = lowp.quantize %w : tensor<160x128xf32> -> !lowp.scaled<160x128xf4E2M1FN, mxfp4>
  %c = lowp.scaled_matmul %xb, %b epilogue ins(%res, %g : tensor<?x160xf32>, tensor<160xf32>) {
  ^bb0(%v: f32, %r: f32, %s: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %v : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %silu = arith.divf %v, %d : f32
    %sc = arith.mulf %silu, %s : f32
    %y = arith.addf %sc, %r : f32
    lowp.yield %y : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], transpose_b,
      "lowp.tiling" = #lowp.tiling<workgroup = 32x64x32, waves = 1x1, split_k = 1, mfma = #lowp.mfma<16x16x32, bf16, bf16>>}
      : tensor<?x128xbf16>, !lowp.scaled<160x128xf4E2M1FN, mxfp4> -> tensor<?x160xf32>
  return %c : tensor<?x160xf32>
}

// Dequantize tiles (lowp-tile{dequantize-tile-sizes}): MXFP6 blocks of 32
// along the columns, AMD-FP4 with its tensor scale.
func.func @dequant(%x: tensor<?x192xf32>, %y: tensor<48x64xf32>) -> (tensor<?x192xbf16>, tensor<48x64xf32>) {
  %a = lowp.quantize %x : tensor<?x192xf32> -> !lowp.scaled<?x192xf6E2M3FN, mxfp6>
  %da = lowp.dequantize %a : !lowp.scaled<?x192xf6E2M3FN, mxfp6> -> tensor<?x192xbf16>
  %b = lowp.quantize %y : tensor<48x64xf32> -> !lowp.scaled<48x64xf4E2M1FN, amdfp4>
  %db = lowp.dequantize %b : !lowp.scaled<48x64xf4E2M1FN, amdfp4> -> tensor<48x64xf32>
  return %da, %db : tensor<?x192xbf16>, tensor<48x64xf32>
}

// Quantizes tiled through their codes and scales (their lowp.tile_sizes):
// MXFP4 (packed codes, blocks of 32 along the columns), FP8 with one scale
// per row (the tile covers the rows whole), and an MX matmul whose result is
// quantized to MXFP8 in its epilogue (a fused lowp.quantize, tiled as the
// matmul).
func.func @quantize(%x: tensor<?x192xf32>, %y: tensor<40x256xf32>, %w: tensor<96x256xf32>)
    -> (!lowp.scaled<?x192xf4E2M1FN, mxfp4>, !lowp.scaled<40x256xf8E4M3FN, fp8_rowwise>,
        !lowp.scaled<40x96xf8E4M3FN, mxfp8>) {
  %a = lowp.quantize %x {lowp.tile_sizes = array<i64: 16, 64>} : tensor<?x192xf32> -> !lowp.scaled<?x192xf4E2M1FN, mxfp4>
  %b = lowp.quantize %y {lowp.tile_sizes = array<i64: 8, 0>} : tensor<40x256xf32> -> !lowp.scaled<40x256xf8E4M3FN, fp8_rowwise>
  %yq = lowp.quantize %y mode = rceil {lowp.tile_sizes = array<i64: 32, 32>} : tensor<40x256xf32> -> !lowp.scaled<40x256xf8E4M3FN, mxfp8>
  %wq = lowp.quantize %w : tensor<96x256xf32> -> !lowp.scaled<96x256xf8E4M3FN, mxfp8>
  %c = lowp.scaled_matmul %yq, %wq epilogue {
  ^bb0(%v: bf16):
    lowp.yield %v : bf16
  } {transpose_b, quantize_mode = #lowp<scale_mode rceil>,
     "lowp.tiling" = #lowp.tiling<workgroup = 16x32x64, waves = 1x1, split_k = 1, mfma = #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>>}
      : !lowp.scaled<40x256xf8E4M3FN, mxfp8>, !lowp.scaled<96x256xf8E4M3FN, mxfp8> -> !lowp.scaled<40x96xf8E4M3FN, mxfp8>
  return %a, %b, %c : !lowp.scaled<?x192xf4E2M1FN, mxfp4>, !lowp.scaled<40x256xf8E4M3FN, fp8_rowwise>,
                      !lowp.scaled<40x96xf8E4M3FN, mxfp8>
}
