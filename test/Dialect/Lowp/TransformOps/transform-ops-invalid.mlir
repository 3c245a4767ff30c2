// RUN: lowp-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// A tile that would cut a 128 x 128 scale block: a silenceable failure
// naming the operand and the block; the op stays as it was.
func.func @cuts_blocks(%a: !lowp.scaled<256x256xf8E4M3FN, fp8_block1x128>,
                       %b: !lowp.scaled<256x256xf8E4M3FN, fp8_block128x128>) -> tensor<256x256xbf16> {
  // expected-note @+1 {{the op}}
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<256x256xf8E4M3FN, fp8_block1x128>, !lowp.scaled<256x256xf8E4M3FN, fp8_block128x128> -> tensor<256x256xbf16>
  return %c : tensor<256x256xbf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @mm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.scaled_matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.collect_matching @mm in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{cannot tile: cannot tile by 64 x 64: on the rhs ('!lowp.scaled<256x256xf8E4M3FN, fp8_block128x128>') a tile of 64 along dimension 0 would cut its scale blocks of 128}}
    %l = transform.lowp.tile_to_workgroups %mm tile_sizes [64, 64] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// No tiling to tile by.
func.func @no_tiling(%a: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> tensor<64x64xf32> {
  // expected-note @+1 {{the op}}
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<64x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @mm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.scaled_matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.collect_matching @mm in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{cannot tile: no workgroup tile: the op has no lowp.tiling}}
    %l = transform.lowp.tile_to_workgroups %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A per-row FP8 result does not fuse (its scale needs the whole row): the
// consumer says why.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @rowwise_result(%a: !lowp.scaled<16x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>)
    -> !lowp.scaled<16x64xf8E4M3FN, fp8_rowwise> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xbf16>
  // expected-note @+1 {{the consumer}}
  %q = lowp.quantize %c : tensor<16x64xbf16> -> !lowp.scaled<16x64xf8E4M3FN, fp8_rowwise>
  return %q : !lowp.scaled<16x64xf8E4M3FN, fp8_rowwise>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @q(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.quantize"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %q = transform.collect_matching @q in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{does not fuse: an epilogue makes MX blocks of 1 x 32 along N only (MXFP8, MXFP6, MXFP4), with N static and a multiple of 32}}
    %f = transform.lowp.fuse_into_epilogue %q : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A consumer that is not elementwise (a reduction) does not fuse.
func.func @reduction(%a: !lowp.scaled<16x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> tensor<16xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<16x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<16x64xf32>
  %z = tensor.empty() : tensor<16xf32>
  // expected-note @+1 {{the consumer}}
  %r = linalg.reduce ins(%c : tensor<16x64xf32>) outs(%z : tensor<16xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @r(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.reduce"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.collect_matching @r in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{does not fuse: it is not an elementwise op on a lowp.scaled_matmul or lowp.grouped_scaled_matmul result}}
    %f = transform.lowp.fuse_into_epilogue %r : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// An unknown chip.
func.func @chips(%a: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> tensor<64x64xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<64x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @mm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.scaled_matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.collect_matching @mm in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{unknown chip 'gfx90a' (chips: gfx942, gfx950)}}
    transform.lowp.legalize %mm {chip = "gfx90a"} : !transform.any_op
    transform.yield
  }
}

// -----

// A tile the chip's kernels cannot take: the legalization's own error on the
// op, then the transform op's.
func.func @bad_tile(%a: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> tensor<64x64xf32> {
  // expected-error @+1 {{tile 48x64x64: BK must be a multiple of 128 (the MFMA's K)}}
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<64x256xf8E4M3FN, mxfp8>, !lowp.scaled<64x256xf8E4M3FN, mxfp8> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @mm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.scaled_matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.collect_matching @mm in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{cannot legalize the op for gfx950}}
    transform.lowp.legalize %mm {chip = "gfx950", tile = "48x64x64"} : !transform.any_op
    transform.yield
  }
}

// -----

// The epilogue patterns for a chip lowp has no kernels for.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %root {
      // expected-error @+1 {{'transform.apply_patterns.lowp.lower_wave_store' op unknown chip 'gfx90a' (chips: gfx942, gfx950)}}
      transform.apply_patterns.lowp.lower_wave_store {chip = "gfx90a"}
    } : !transform.any_op
    transform.yield
  }
}

// -----

// An unknown chip for pipelining.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @+1 {{'transform.lowp.pipeline_copies' op unknown chip 'gfx90a' (chips: gfx942, gfx950)}}
    transform.lowp.pipeline_copies %root {chip = "gfx90a"} : !transform.any_op
    transform.yield
  }
}
