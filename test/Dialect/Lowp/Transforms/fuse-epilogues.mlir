// RUN: lowp-opt %s -split-input-file --lowp-fuse-epilogues | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A chain folds link by link: bias row (linalg.generic), SiLU with a
// constant from outside the body, residual (named linalg.add), a per-row
// factor; the result element type changes (bf16 -> f32) on the way.
// CHECK-LABEL: func.func @chain
// CHECK-NOT: linalg.
// (The consumers' tensor.empty and its tensor.dim of the matmul, rewritten
// to the operands' sizes, end up unused and are erased.)
// CHECK-NOT: tensor.empty
// CHECK-NOT: lowp.disassemble
// CHECK: %[[Y:.*]] = lowp.scaled_matmul %arg0, %arg1 epilogue ins(%arg2, %arg3, %arg4 : tensor<512xbf16>, tensor<?x512xbf16>, tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%[[C:.*]]: bf16, %[[B:.*]]: bf16, %[[R:.*]]: bf16, %[[S:.*]]: f32):
// CHECK-NEXT: %[[ADD:.*]] = arith.addf %[[C]], %[[B]] : bf16
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[F:.*]] = arith.extf %[[ADD]] : bf16 to f32
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[F]] : f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[N]] : f32
// CHECK-NEXT: %[[D:.*]] = arith.addf %[[E]], %[[ONE]] : f32
// CHECK-NEXT: %[[Q:.*]] = arith.divf %[[F]], %[[D]] : f32
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[Q]] : f32 to bf16
// CHECK-NEXT: %[[RES:.*]] = arith.addf %[[T]], %[[R]] : bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[RES]] : bf16 to f32
// CHECK-NEXT: %[[O:.*]] = arith.mulf %[[W]], %[[S]] : f32
// CHECK-NEXT: lowp.yield %[[O]] : f32
// CHECK-NEXT: } {epilogue_maps = [#[[COL:.*]], #[[ID:.*]], #[[ROW:.*]]], transpose_b} : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<512x256xf8E4M3FN, mxfp8> -> tensor<?x512xf32>
// CHECK: return %[[Y]]
func.func @chain(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>, %w: !lowp.scaled<512x256xf8E4M3FN, mxfp8>,
                 %bias: tensor<512xbf16>, %res: tensor<?x512xbf16>, %rs: tensor<?xf32>) -> tensor<?x512xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %h = lowp.scaled_matmul %x, %w {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<512x256xf8E4M3FN, mxfp8> -> tensor<?x512xbf16>
  %m = tensor.dim %h, %c0 : tensor<?x512xbf16>
  %e = tensor.empty(%m) : tensor<?x512xbf16>
  %b = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %bias : tensor<?x512xbf16>, tensor<512xbf16>) outs(%e : tensor<?x512xbf16>) {
  ^bb0(%v: bf16, %bb: bf16, %o: bf16):
    %s = arith.addf %v, %bb : bf16
    linalg.yield %s : bf16
  } -> tensor<?x512xbf16>
  %silu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<?x512xbf16>) outs(%e : tensor<?x512xbf16>) {
  ^bb0(%v: bf16, %o: bf16):
    %f = arith.extf %v : bf16 to f32
    %n = arith.negf %f : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %r = arith.divf %f, %d : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x512xbf16>
  %sum = linalg.add ins(%silu, %res : tensor<?x512xbf16>, tensor<?x512xbf16>) outs(%e : tensor<?x512xbf16>) -> tensor<?x512xbf16>
  %e32 = tensor.empty(%m) : tensor<?x512xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum, %rs : tensor<?x512xbf16>, tensor<?xf32>) outs(%e32 : tensor<?x512xf32>) {
  ^bb0(%v: bf16, %s: f32, %o: f32):
    %f = arith.extf %v : bf16 to f32
    %p = arith.mulf %f, %s : f32
    linalg.yield %p : f32
  } -> tensor<?x512xf32>
  return %y : tensor<?x512xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Left alone: a matmul result with two users; a consumer that reads its
// output; a reduction; a body op outside arith / math; a value from outside
// the body that is not a constant; a grouped matmul.
// CHECK-LABEL: func.func @not_fused
// CHECK-COUNT-5: lowp.scaled_matmul %arg0, %arg1 {transpose_b}
// CHECK-NOT: epilogue
// CHECK: lowp.grouped_scaled_matmul
func.func @not_fused(%x: !lowp.scaled<16x256xf8E4M3FN, mxfp8>, %w: !lowp.scaled<64x256xf8E4M3FN, mxfp8>,
                     %acc: tensor<16x64xf32>, %s: f32, %rows: tensor<16xf32>,
                     %gw: !lowp.scaled<2x64x256xf8E4M3FN, mxfp8>, %off: tensor<2xi32>)
    -> (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) {
  %e = tensor.empty() : tensor<16x64xf32>
  // two users
  %h0 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  %a0 = linalg.add ins(%h0, %h0 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  // reads its output (accumulates into %acc)
  %h1 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<16x64xf32>) outs(%acc : tensor<16x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.addf %v, %o : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  // a row sum
  %h2 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h2 : tensor<16x64xf32>) outs(%rows : tensor<16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.addf %v, %o : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  // linalg.index in the body
  %h3 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h3 : tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %r = arith.addf %v, %f : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  // a scalar argument from outside the body
  %h4 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  %a4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h4 : tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  // grouped
  %g = lowp.grouped_scaled_matmul %x, %gw offsets(%off : tensor<2xi32>) {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<2x64x256xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  %a5 = linalg.add ins(%g, %acc : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %a0, %a1, %h1, %a2, %a3, %a4, %a5 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

// A quantization of the result fuses as well (MX blocks of 32 along N, fp8 /
// fp6 / fp4 codes): the result becomes the scaled value, a matmul without an
// epilogue gets one that yields its element. Rowwise scales (the whole row
// first) and NVFP4 (a tensor scale from the amax of all of it) stay a
// lowp.quantize.
// CHECK-LABEL: func.func @quantize
// CHECK: %[[Q:.*]] = lowp.scaled_matmul %arg0, %arg1 epilogue {
// CHECK-NEXT: ^bb0(%[[C:.*]]: bf16):
// CHECK-NEXT: lowp.yield %[[C]] : bf16
// CHECK-NEXT: } {quantize_mode = #lowp<scale_mode rceil>, transpose_b} : {{.*}} -> !lowp.scaled<16x64xf8E4M3FN, mxfp8>
// CHECK: %[[H:.*]] = lowp.scaled_matmul %arg0, %arg1 {transpose_b} : {{.*}} -> tensor<16x64xbf16>
// CHECK: lowp.quantize %[[H]] : tensor<16x64xbf16> -> !lowp.scaled<16x64xf8E4M3FN, fp8_rowwise>
// CHECK: %[[D:.*]] = lowp.scaled_matmul %arg0, %arg1 {transpose_b} : {{.*}} -> tensor<16x64xbf16>
// CHECK: lowp.quantize %[[D]] : tensor<16x64xbf16> -> !lowp.scaled<16x64xf4E2M1FN, nvfp4>
// CHECK: %[[F:.*]] = lowp.scaled_matmul %arg0, %arg1 epilogue {
// CHECK: } {transpose_b} : {{.*}} -> !lowp.scaled<16x64xf4E2M1FN, mxfp4>
// CHECK: return %[[Q]]
func.func @quantize(%x: !lowp.scaled<16x256xf8E4M3FN, mxfp8>, %w: !lowp.scaled<64x256xf8E4M3FN, mxfp8>)
    -> (!lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<16x64xf8E4M3FN, fp8_rowwise>, !lowp.scaled<16x64xf4E2M1FN, nvfp4>,
        !lowp.scaled<16x64xf4E2M1FN, mxfp4>) {
  %h = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xbf16>
  %q = lowp.quantize %h mode = rceil : tensor<16x64xbf16> -> !lowp.scaled<16x64xf8E4M3FN, mxfp8>
  %h2 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xbf16>
  %r = lowp.quantize %h2 : tensor<16x64xbf16> -> !lowp.scaled<16x64xf8E4M3FN, fp8_rowwise>
  %h3 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xbf16>
  %d = lowp.quantize %h3 : tensor<16x64xbf16> -> !lowp.scaled<16x64xf4E2M1FN, nvfp4>
  %h4 = lowp.scaled_matmul %x, %w {transpose_b} : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xbf16>
  %f = lowp.quantize %h4 : tensor<16x64xbf16> -> !lowp.scaled<16x64xf4E2M1FN, mxfp4>
  return %q, %r, %d, %f : !lowp.scaled<16x64xf8E4M3FN, mxfp8>, !lowp.scaled<16x64xf8E4M3FN, fp8_rowwise>, !lowp.scaled<16x64xf4E2M1FN, nvfp4>,
      !lowp.scaled<16x64xf4E2M1FN, mxfp4>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A grouped matmul (MoE experts) takes its elementwise consumer the same
// way: SiLU and a residual read at (m, n); the consumer's tensor.dim of
// the result becomes one of the activations. Then the quantization of the
// result (MX blocks along N): the grouped result becomes the scaled value.
// CHECK-LABEL: func.func @grouped
// CHECK-NOT: linalg.generic
// CHECK: %[[H:.*]] = lowp.grouped_scaled_matmul %arg0, %arg1 offsets(%arg2 : tensor<4xi32>) bias(%arg3 : tensor<4x128xf32>) epilogue ins(%arg4 : tensor<?x128xbf16>) {
// CHECK-NEXT: ^bb0(%[[C:.*]]: f32, %[[R:.*]]: bf16):
// CHECK-NEXT: arith.negf %[[C]] : f32
// CHECK: arith.extf %[[R]] : bf16 to f32
// CHECK: lowp.yield %{{.*}} : bf16
// CHECK-NEXT: } {epilogue_maps = [#{{.*}}], transpose_b} : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> !lowp.scaled<?x128xf8E4M3FN, mxfp8>
// CHECK-NOT: lowp.quantize
// CHECK: return %[[H]]
func.func @grouped(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>, %w: !lowp.scaled<4x128x256xf4E2M1FN, mxfp4>, %off: tensor<4xi32>, %bias: tensor<4x128xf32>, %res: tensor<?x128xbf16>) -> !lowp.scaled<?x128xf8E4M3FN, mxfp8> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<4xi32>) bias(%bias : tensor<4x128xf32>) {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<4x128x256xf4E2M1FN, mxfp4> -> tensor<?x128xf32>
  %m = tensor.dim %h, %c0 : tensor<?x128xf32>
  %e = tensor.empty(%m) : tensor<?x128xbf16>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %res : tensor<?x128xf32>, tensor<?x128xbf16>) outs(%e : tensor<?x128xbf16>) {
  ^bb0(%c: f32, %r: bf16, %o: bf16):
    %n = arith.negf %c : f32
    %ex = math.exp %n : f32
    %one = arith.constant 1.0 : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %c, %d : f32
    %rf = arith.extf %r : bf16 to f32
    %t = arith.addf %s, %rf : f32
    %b = arith.truncf %t : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<?x128xbf16>
  %q = lowp.quantize %y : tensor<?x128xbf16> -> !lowp.scaled<?x128xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x128xf8E4M3FN, mxfp8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#even = affine_map<(d0, d1) -> (d0, d1 * 2)>
#odd = affine_map<(d0, d1) -> (d0, d1 * 2 + 1)>

// A gated activation over a grouped matmul's interleaved columns (the
// consumer reads h at (m, 2n) and (m, 2n + 1)) becomes its epilogue_pairs
// region; the consumer's other input keeps its map over M x N/2.
// CHECK-LABEL: func.func @pairs
// CHECK-NOT: linalg.generic
// CHECK: lowp.grouped_scaled_matmul %arg0, %arg1 offsets(%arg2 : tensor<2xi32>) epilogue ins(%arg3 : tensor<32xf32>) {
// CHECK-NEXT: ^bb0(%[[G:.*]]: f32, %[[U:.*]]: f32, %[[S:.*]]: f32):
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[G]], %[[U]] : f32
// CHECK-NEXT: %[[Q:.*]] = arith.mulf %[[P]], %[[S]] : f32
// CHECK-NEXT: lowp.yield %[[Q]] : f32
// CHECK-NEXT: } {epilogue_maps = [#{{.*}}], epilogue_pairs, transpose_b} : {{.*}} -> tensor<?x32xf32>
// Read at other strides, or at the pairs of only part of the columns, it
// stays a consumer.
// CHECK-LABEL: func.func @not_pairs
// CHECK: lowp.grouped_scaled_matmul
// CHECK-NOT: epilogue
// CHECK: linalg.generic
// CHECK-LABEL: func.func @some_pairs
// CHECK: lowp.grouped_scaled_matmul
// CHECK-NOT: epilogue
// CHECK: linalg.generic
func.func @pairs(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x64x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>, %s: tensor<32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x64x64xf8E4M3FN, mxfp8> -> tensor<?x64xf32>
  %m = tensor.dim %h, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%m) : tensor<?x32xf32>
  %y = linalg.generic {indexing_maps = [#even, #odd, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %h, %s : tensor<?x64xf32>, tensor<?x64xf32>, tensor<32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%g: f32, %u: f32, %sc: f32, %o: f32):
    %p = arith.mulf %g, %u : f32
    %q = arith.mulf %p, %sc : f32
    linalg.yield %q : f32
  } -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

func.func @not_pairs(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x64x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x64x64xf8E4M3FN, mxfp8> -> tensor<?x64xf32>
  %m = tensor.dim %h, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%m) : tensor<?x32xf32>
  %y = linalg.generic {indexing_maps = [#even, affine_map<(d0, d1) -> (d0, d1 + 32)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %h : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%g: f32, %u: f32, %o: f32):
    %p = arith.mulf %g, %u : f32
    linalg.yield %p : f32
  } -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}
func.func @some_pairs(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x64x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>, %e: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x64x64xf8E4M3FN, mxfp8> -> tensor<?x64xf32>
  %y = linalg.generic {indexing_maps = [#even, #odd, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %h : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e : tensor<?x16xf32>) {
  ^bb0(%g: f32, %u: f32, %o: f32):
    %p = arith.mulf %g, %u : f32
    linalg.yield %p : f32
  } -> tensor<?x16xf32>
  return %y : tensor<?x16xf32>
}

// Pairs, then an MX quantization of the M x N/2 values (the down
// projection's input), rceil scales; a rowwise one stays a lowp.quantize.
// CHECK-LABEL: func.func @pairs_quantized
// CHECK: %[[P:.*]] = lowp.grouped_scaled_matmul %arg0, %arg1 offsets(%arg2 : tensor<2xi32>) epilogue {
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK: } {epilogue_maps = [], epilogue_pairs, quantize_mode = #lowp<scale_mode rceil>, transpose_b} : {{.*}} -> !lowp.scaled<?x32xf8E4M3FN, mxfp8>
// CHECK: %[[R:.*]] = lowp.grouped_scaled_matmul %arg0, %arg1 offsets(%arg2 : tensor<2xi32>) epilogue {
// CHECK: } {epilogue_maps = [], epilogue_pairs, transpose_b} : {{.*}} -> tensor<?x32xf32>
// CHECK: lowp.quantize %[[R]] : tensor<?x32xf32> -> !lowp.scaled<?x32xf8E4M3FN, fp8_rowwise>
func.func @pairs_quantized(%x: !lowp.scaled<?x64xf8E4M3FN, mxfp8>, %w: !lowp.scaled<2x64x64xf8E4M3FN, mxfp8>, %off: tensor<2xi32>)
    -> (!lowp.scaled<?x32xf8E4M3FN, mxfp8>, !lowp.scaled<?x32xf8E4M3FN, fp8_rowwise>) {
  %c0 = arith.constant 0 : index
  %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x64x64xf8E4M3FN, mxfp8> -> tensor<?x64xf32>
  %m = tensor.dim %h, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%m) : tensor<?x32xf32>
  %y = linalg.generic {indexing_maps = [#even, #odd, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %h : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%g: f32, %u: f32, %o: f32):
    %p = arith.mulf %g, %u : f32
    linalg.yield %p : f32
  } -> tensor<?x32xf32>
  %q = lowp.quantize %y mode = rceil : tensor<?x32xf32> -> !lowp.scaled<?x32xf8E4M3FN, mxfp8>
  %h2 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<2xi32>) {transpose_b} : !lowp.scaled<?x64xf8E4M3FN, mxfp8>, !lowp.scaled<2x64x64xf8E4M3FN, mxfp8> -> tensor<?x64xf32>
  %m2 = tensor.dim %h2, %c0 : tensor<?x64xf32>
  %e2 = tensor.empty(%m2) : tensor<?x32xf32>
  %y2 = linalg.generic {indexing_maps = [#even, #odd, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2, %h2 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e2 : tensor<?x32xf32>) {
  ^bb0(%g: f32, %u: f32, %o: f32):
    %p = arith.mulf %g, %u : f32
    linalg.yield %p : f32
  } -> tensor<?x32xf32>
  %r = lowp.quantize %y2 : tensor<?x32xf32> -> !lowp.scaled<?x32xf8E4M3FN, fp8_rowwise>
  return %q, %r : !lowp.scaled<?x32xf8E4M3FN, mxfp8>, !lowp.scaled<?x32xf8E4M3FN, fp8_rowwise>
}
