// RUN: lowp-opt %s --transform-interpreter --split-input-file | FileCheck %s

// A tiling set by the script (upstream's transform.annotate), kept by
// transform.lowp.legalize, tiled by transform.lowp.tile_to_workgroups. (A
// matmul without an epilogue has an empty region: cloning it under the
// interpreter's listening rewriter once crashed in upstream's
// cloneRegionBefore.)
// CHECK-LABEL: func.func @annotated
// CHECK: scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (64, 64) step (32, 32)
// CHECK: lowp.scaled_matmul {{.*}} {lowp.strategy = "mx_scaled_mfma_16x16x128_f8f6f4", lowp.tiling = #lowp.tiling<workgroup = 32x32x128, waves = 1x1, split_k = 1, mfma = #lowp.mfma<scaled 16x16x128, f8E4M3FN, f8E4M3FN>>, transpose_b} : !lowp.scaled<32x256xf8E4M3FN, mxfp8>, !lowp.scaled<32x256xf8E4M3FN, mxfp8> -> tensor<32x32xf32>
// CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
func.func @annotated(%a: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %b: !lowp.scaled<64x256xf8E4M3FN, mxfp8>) -> tensor<64x64xf32> {
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
    %p = transform.param.constant #lowp.tiling<workgroup = 32x32x128, waves = 1x1, split_k = 1, mfma = #lowp.mfma<scaled 16x16x128, f8E4M3FN, f8E4M3FN>> -> !transform.any_param
    transform.annotate %mm "lowp.tiling" = %p : !transform.any_op, !transform.any_param
    transform.lowp.legalize %mm {chip = "gfx950"} : !transform.any_op
    %l = transform.lowp.tile_to_workgroups %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Legalizing a function reaches every lowp op in it; the cost model's
// tiling, then tiles of the script's own size [16, 64] (BM, BN).
// CHECK-LABEL: func.func @model_tiles
// CHECK: lowp.quantize %arg0 {lowp.strategy = "quantize_kernel"}
// CHECK: scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (%{{.*}}, 128) step (16, 64)
// CHECK: lowp.scaled_matmul {{.*}}lowp.tiling = #lowp.tiling<{{.*}}> -> tensor<?x64xbf16>
func.func @model_tiles(%x: tensor<?x256xbf16>, %b: !lowp.scaled<128x256xf8E4M3FN, mxfp8>) -> tensor<?x128xbf16> {
  %a = lowp.quantize %x : tensor<?x256xbf16> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  %c = lowp.scaled_matmul %a, %b {transpose_b}
      : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<128x256xf8E4M3FN, mxfp8> -> tensor<?x128xbf16>
  return %c : tensor<?x128xbf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @func(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @mm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.scaled_matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.collect_matching @func in %root : (!transform.any_op) -> !transform.any_op
    transform.lowp.legalize %f {chip = "gfx942"} : !transform.any_op
    %mm = transform.collect_matching @mm in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.lowp.tile_to_workgroups %mm tile_sizes [16, 64] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A quantize tiled by the script: rows of 8, columns whole; the scales of a
// tile are inserted beside its codes.
// CHECK-LABEL: func.func @quantize
// CHECK: %{{.*}}:2 = scf.forall (%[[I:.*]]) = (0) to (%{{.*}}) step (8) shared_outs(%[[C:.*]] = %{{.*}}, %[[S:.*]] = %{{.*}}) -> (tensor<?x256xf8E4M3FN>, tensor<?x8xf8E8M0FNU>)
// CHECK: lowp.quantize %{{.*}} : tensor<?x256xf32> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
// CHECK: tensor.parallel_insert_slice %{{.*}} into %[[C]][%[[I]], 0]
// CHECK: tensor.parallel_insert_slice %{{.*}} into %[[S]][%[[I]], 0]
// CHECK: } {mapping = [#gpu.block<x>]}
func.func @quantize(%x: tensor<?x256xf32>) -> !lowp.scaled<?x256xf8E4M3FN, mxfp8> {
  %q = lowp.quantize %x : tensor<?x256xf32> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<?x256xf8E4M3FN, mxfp8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @q(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.quantize"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %q = transform.collect_matching @q in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.lowp.tile_to_workgroups %q tile_sizes [8, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
