// Promotion's tile copies as a transform script, with gfx950's
// instructions decoding codes (tile-copies-dequant-gfx950.mlir).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @kernel(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["gpu.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.collect_matching @kernel in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.lowp.lower_tile_copies {chip = "gfx950"}
    } : !transform.any_op
    transform.yield
  }
}
