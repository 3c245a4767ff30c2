// Pipelining as a transform script: transform.lowp.pipeline_copies on every
// kernel (pipeline-fragments.mlir), as lowp-pipeline-copies=chip=gfx950.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @kernel(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["gpu.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.collect_matching @kernel in %root : (!transform.any_op) -> !transform.any_op
    transform.lowp.pipeline_copies %f {chip = "gfx950"} : !transform.any_op
    transform.yield
  }
}
