// RUN: lowp-opt %s -split-input-file --lowp-tile="tile-sizes=64,128 dequantize-tile-sizes=16,64" | FileCheck %s

// MXFP8 x MXFP4, B stored N x K: M tiles of 64 (the last one partial, a
// dynamic size; MX blocks along K allow any M), N tiles of 128. A tile of a
// scaled operand slices its codes and its scales; the bias is sliced along N.
// CHECK-LABEL: func.func @mx
// CHECK: %[[E:.*]] = tensor.empty() : tensor<200x384xbf16>
// CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 0) to (200, 384) step (64, 128) shared_outs(%[[O:.*]] = %[[E]])
// CHECK: %[[M:.*]] = affine.min #{{.*}}(%[[I]])
// CHECK: %[[AC:.*]], %[[AS:.*]] = lowp.disassemble %arg0
// CHECK: %[[ACT:.*]] = tensor.extract_slice %[[AC]][%[[I]], 0] [%[[M]], 256] [1, 1] : tensor<200x256xf8E4M3FN> to tensor<?x256xf8E4M3FN>
// CHECK: %[[AST:.*]] = tensor.extract_slice %[[AS]][%[[I]], 0] [%[[M]], 8] [1, 1] : tensor<200x8xf8E8M0FNU> to tensor<?x8xf8E8M0FNU>
// CHECK: %[[A:.*]] = lowp.assemble %[[ACT]], %[[AST]] : {{.*}} -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
// CHECK: %[[BC:.*]], %[[BS:.*]] = lowp.disassemble %arg1
// CHECK: tensor.extract_slice %[[BC]][%[[J]], 0] [128, 256] [1, 1] : tensor<384x256xf4E2M1FN> to tensor<128x256xf4E2M1FN>
// CHECK: tensor.extract_slice %[[BS]][%[[J]], 0] [128, 8] [1, 1]
// CHECK: %[[B:.*]] = lowp.assemble {{.*}} -> !lowp.scaled<128x256xf4E2M1FN, mxfp4>
// CHECK: %[[BIAS:.*]] = tensor.extract_slice %arg2[%[[J]]] [128] [1] : tensor<384xf32> to tensor<128xf32>
// CHECK: %[[T:.*]] = lowp.scaled_matmul %[[A]], %[[B]] bias(%[[BIAS]] : tensor<128xf32>) {{{.*}}transpose_b} : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<128x256xf4E2M1FN, mxfp4> -> tensor<?x128xbf16>
// CHECK: scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice %[[T]] into %[[O]][%[[I]], %[[J]]] [%[[M]], 128] [1, 1]
// CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
func.func @mx(%a: !lowp.scaled<200x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<384x256xf4E2M1FN, mxfp4>,
              %bias: tensor<384xf32>) -> tensor<200x384xbf16> {
  %c = lowp.scaled_matmul %a, %b bias(%bias : tensor<384xf32>) {transpose_b,
      lowp.tiling = #lowp.tiling<workgroup = 128x256x64, waves = 2x2, split_k = 1,
                                 mfma = #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN>>}
      : !lowp.scaled<200x256xf8E4M3FN, mxfp8>, !lowp.scaled<384x256xf4E2M1FN, mxfp4> -> tensor<200x384xbf16>
  return %c : tensor<200x384xbf16>
}

// -----

// 128 x 128 blocks on B's N: the scale row of tile j is j / 128.
// CHECK-LABEL: func.func @block
// CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 0) to (130, 256) step (64, 128)
// CHECK: %[[SJ:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK: %[[BC:.*]], %[[BS:.*]] = lowp.disassemble %arg1
// CHECK: tensor.extract_slice %[[BS]][%[[SJ]], 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
// CHECK: lowp.scaled_matmul {{.*}} : !lowp.scaled<?x512xf8E4M3FN, fp8_block1x128>, !lowp.scaled<128x512xf8E4M3FN, fp8_block128x128> -> tensor<?x128xf32>
func.func @block(%a: !lowp.scaled<130x512xf8E4M3FN, fp8_block1x128>,
                 %b: !lowp.scaled<256x512xf8E4M3FN, fp8_block128x128>) -> tensor<130x256xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<130x512xf8E4M3FN, fp8_block1x128>, !lowp.scaled<256x512xf8E4M3FN, fp8_block128x128> -> tensor<130x256xf32>
  return %c : tensor<130x256xf32>
}

// -----

// Batched, dynamic M: the batch is tiled by 1 on block z; a tile larger
// than N (48) is N; the tensor scale goes to every tile; B stored K x N.
// CHECK-LABEL: func.func @batched
// CHECK: scf.forall ({{.*}}) = (0, 0, 0) to (2, %{{.*}}, 48) step (1, 64, 48)
// CHECK: lowp.assemble {{.*}} -> !lowp.scaled<1x?x64xf4E2M1FN, nvfp4>
// CHECK: lowp.assemble {{.*}} -> !lowp.scaled<1x64x48xf4E2M1FN, nvfp4, along = 1>
// CHECK: lowp.scaled_matmul {{.*}} -> tensor<1x?x48xf32>
// CHECK: } {mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]}
func.func @batched(%a: !lowp.scaled<2x?x64xf4E2M1FN, nvfp4>,
                   %b: !lowp.scaled<2x64x48xf4E2M1FN, nvfp4, along = 1>) -> tensor<2x?x48xf32> {
  %c = lowp.scaled_matmul %a, %b
      : !lowp.scaled<2x?x64xf4E2M1FN, nvfp4>, !lowp.scaled<2x64x48xf4E2M1FN, nvfp4, along = 1> -> tensor<2x?x48xf32>
  return %c : tensor<2x?x48xf32>
}

// -----

// Epilogue inputs are sliced through their maps (a residual by (M, N), a
// factor by N); the region is copied unchanged.
// CHECK-LABEL: func.func @epilogue
// CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) =
// CHECK: %[[R:.*]] = tensor.extract_slice %arg2[%[[I]], %[[J]]] [%{{.*}}, 128] [1, 1]
// CHECK: %[[G:.*]] = tensor.extract_slice %arg3[%[[J]]] [128] [1]
// CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} epilogue ins(%[[R]], %[[G]] : tensor<?x128xf32>, tensor<128xf32>) {
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: lowp.yield
// CHECK-NEXT: } {epilogue_maps = [#{{.*}}, #{{.*}}], transpose_b}
func.func @epilogue(%x: tensor<?x128xbf16>, %w: !lowp.scaled<256x128xf8E4M3FN, mxfp8>,
                    %res: tensor<?x256xf32>, %g: tensor<256xf32>) -> tensor<?x256xf32> {
  %c = lowp.scaled_matmul %x, %w epilogue ins(%res, %g : tensor<?x256xf32>, tensor<256xf32>) {
  ^bb0(%v: f32, %r: f32, %s: f32):
    %m = arith.mulf %v, %s : f32
    %y = arith.addf %m, %r : f32
    lowp.yield %y : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], transpose_b}
      : tensor<?x128xbf16>, !lowp.scaled<256x128xf8E4M3FN, mxfp8> -> tensor<?x256xf32>
  return %c : tensor<?x256xf32>
}

// -----

// dequantize-tile-sizes: MXFP4 tiles of 16 x 64 (two scale blocks wide).
// CHECK-LABEL: func.func @dequant
// CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 0) to (48, 128) step (16, 64)
// CHECK: %[[SJ:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK: tensor.extract_slice %{{.*}}[%[[I]], %[[SJ]]] [16, 2] [1, 1] : tensor<48x4xf8E8M0FNU> to tensor<16x2xf8E8M0FNU>
// CHECK: lowp.dequantize %{{.*}} : !lowp.scaled<16x64xf4E2M1FN, mxfp4> -> tensor<16x64xbf16>
func.func @dequant(%q: !lowp.scaled<48x128xf4E2M1FN, mxfp4>) -> tensor<48x128xbf16> {
  %d = lowp.dequantize %q : !lowp.scaled<48x128xf4E2M1FN, mxfp4> -> tensor<48x128xbf16>
  return %d : tensor<48x128xbf16>
}

// -----

// A scaled result: the loop's shared outputs are its codes and scales, each
// tile's parts inserted in place (scale column j / 32), assembled after.
// CHECK-LABEL: func.func @quantize
// CHECK: %[[C:.*]] = tensor.empty(%{{.*}}) : tensor<?x256xf8E4M3FN>
// CHECK: %[[S:.*]] = tensor.empty(%{{.*}}) : tensor<?x8xf8E8M0FNU>
// CHECK: %[[L:.*]]:2 = scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 0) to (%{{.*}}, 256) step (8, 64) shared_outs(%[[OC:.*]] = %[[C]], %[[OS:.*]] = %[[S]])
// CHECK: %[[X:.*]] = tensor.extract_slice %arg0[%[[I]], %[[J]]] [%[[M:.*]], 64] [1, 1] : tensor<?x256xf32> to tensor<?x64xf32>
// CHECK: %[[Q:.*]] = lowp.quantize %[[X]] mode = rceil : tensor<?x64xf32> -> !lowp.scaled<?x64xf8E4M3FN, mxfp8>
// CHECK: %[[TC:.*]], %[[TS:.*]] = lowp.disassemble %[[Q]]
// CHECK: %[[SJ:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[TC]] into %[[OC]][%[[I]], %[[J]]] [%[[M]], 64] [1, 1]
// CHECK-NEXT: tensor.parallel_insert_slice %[[TS]] into %[[OS]][%[[I]], %[[SJ]]] [%[[M]], 2] [1, 1]
// CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
// CHECK: lowp.assemble %[[L]]#0, %[[L]]#1 : tensor<?x256xf8E4M3FN>, tensor<?x8xf8E8M0FNU> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
func.func @quantize(%x: tensor<?x256xf32>) -> !lowp.scaled<?x256xf8E4M3FN, mxfp8> {
  %q = lowp.quantize %x mode = rceil {lowp.tile_sizes = array<i64: 8, 64>}
      : tensor<?x256xf32> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x256xf8E4M3FN, mxfp8>
}
