// The MFMA rewrite as a transform script: lowp's patterns in
// transform.apply_patterns, on every function (mfma-to-amdgpu.mlir).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @func(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.collect_matching @func in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.lowp.mfma_to_amdgpu
    } : !transform.any_op
    transform.yield
  }
}
