// A transform script that builds transform-layer.mlir's kernel itself:
// the SiLU and the result's quantization fused into the matmul, strategies
// for gfx950 with a 32 x 128 workgroup tile of its choosing, and the
// workgroup loop (transform-script.test).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @generic(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // A lowp.quantize of a matmul's result (not the activation's).
  transform.named_sequence @result_quantize(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.quantize"] : !transform.any_op
    %in = transform.get_operand %op[0] : (!transform.any_op) -> !transform.any_value
    %def = transform.get_defining_op %in : (!transform.any_value) -> !transform.any_op
    transform.match.operation_name %def ["lowp.scaled_matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @func(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.collect_matching @generic in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.lowp.fuse_into_epilogue %g : (!transform.any_op) -> !transform.any_op
    %q = transform.collect_matching @result_quantize in %root : (!transform.any_op) -> !transform.any_op
    %layer = transform.lowp.fuse_into_epilogue %q : (!transform.any_op) -> !transform.any_op
    %f = transform.collect_matching @func in %root : (!transform.any_op) -> !transform.any_op
    transform.lowp.legalize %f {chip = "gfx950", tile = "32x128x128"} : !transform.any_op
    %loop = transform.lowp.tile_to_workgroups %layer : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %f : !transform.any_op
    transform.yield
  }
}
