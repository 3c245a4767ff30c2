// RUN: lowp-opt %s --transform-interpreter | FileCheck %s
// The script's layer, then lowered: one GEMM launch for the whole layer.
// RUN: lowp-opt %s --transform-interpreter | lowp-opt --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=LOWERED

// A layer as a transform script builds it: the bias and SiLU, then the next
// layer's MXFP8 quantization, fused into the matmul's epilogue; the
// strategy and tiling for gfx950 with a tile the script chooses; the
// workgroup tiles as an scf.forall.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @layer
// CHECK-NOT: linalg.generic
// CHECK-NOT: lowp.quantize
// CHECK: %[[L:.*]]:2 = scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 0) to (64, 512) step (32, 128) shared_outs(%[[OC:.*]] = %{{.*}}, %[[OS:.*]] = %{{.*}}) -> (tensor<64x512xf8E4M3FN>, tensor<64x16xf8E8M0FNU>)
// CHECK: %[[T:.*]] = lowp.scaled_matmul %{{.*}}, %{{.*}} epilogue ins(%{{.*}} : tensor<128xbf16>) {
// CHECK: math.exp
// CHECK: lowp.yield
// CHECK-NEXT: } {epilogue_maps = [#{{.*}}], lowp.strategy = "mx_scaled_mfma_{{.*}}", lowp.tiling = #lowp.tiling<workgroup = 32x128x{{.*}}>, quantize_mode = #lowp<scale_mode rceil>, transpose_b} : !lowp.scaled<32x256xf8E4M3FN, mxfp8>, !lowp.scaled<128x256xf4E2M1FN, mxfp4> -> !lowp.scaled<32x128xf8E4M3FN, mxfp8>
// CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
// CHECK: %[[R:.*]] = lowp.assemble %[[L]]#0, %[[L]]#1
// CHECK: return %[[R]]
// LOWERED-LABEL: func.func @layer
// LOWERED-COUNT-1: gpu.launch_func
// LOWERED-NOT: gpu.launch_func
func.func @layer(%x: !lowp.scaled<64x256xf8E4M3FN, mxfp8>, %w: !lowp.scaled<512x256xf4E2M1FN, mxfp4>,
                 %bias: tensor<512xbf16>) -> !lowp.scaled<64x512xf8E4M3FN, mxfp8> {
  %one = arith.constant 1.0 : f32
  %h = lowp.scaled_matmul %x, %w {transpose_b}
      : !lowp.scaled<64x256xf8E4M3FN, mxfp8>, !lowp.scaled<512x256xf4E2M1FN, mxfp4> -> tensor<64x512xbf16>
  %e = tensor.empty() : tensor<64x512xbf16>
  %s = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %bias : tensor<64x512xbf16>, tensor<512xbf16>) outs(%e : tensor<64x512xbf16>) {
  ^bb0(%v: bf16, %b: bf16, %o: bf16):
    %a = arith.addf %v, %b : bf16
    %f = arith.extf %a : bf16 to f32
    %n = arith.negf %f : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %r = arith.divf %f, %d : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x512xbf16>
  %q = lowp.quantize %s mode = rceil : tensor<64x512xbf16> -> !lowp.scaled<64x512xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<64x512xf8E4M3FN, mxfp8>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @generic(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @quantize(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["lowp.quantize"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.collect_matching @generic in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.lowp.fuse_into_epilogue %g : (!transform.any_op) -> !transform.any_op
    %q = transform.collect_matching @quantize in %root : (!transform.any_op) -> !transform.any_op
    %mmq = transform.lowp.fuse_into_epilogue %q : (!transform.any_op) -> !transform.any_op
    transform.lowp.legalize %mmq {chip = "gfx950", tile = "32x128x128"} : !transform.any_op
    %loop = transform.lowp.tile_to_workgroups %mmq : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
