// Round-trip of every lowp type, attribute and op, in the custom and the
// generic form.
// RUN: lowp-opt %s | lowp-opt | FileCheck %s
// RUN: lowp-opt %s --mlir-print-op-generic | lowp-opt | FileCheck %s

// Every recipe, with the default block axis and with `along`.
// CHECK-LABEL: func.func @recipes
// CHECK-SAME: !lowp.scaled<128x4096xf8E4M3FN, mxfp8>
// CHECK-SAME: !lowp.scaled<128x4096xf8E5M2, mxfp8>
// CHECK-SAME: !lowp.scaled<128x4096xf6E2M3FN, mxfp6>
// CHECK-SAME: !lowp.scaled<128x4096xf6E3M2FN, mxfp6>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, mxfp4>
// CHECK-SAME: !lowp.scaled<4096x256xf4E2M1FN, mxfp4, along = 0>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, nvfp4>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, amdfp4>
// CHECK-SAME: !lowp.scaled<256x4096xf8E4M3FNUZ, fp8_per_tensor>
// CHECK-SAME: !lowp.scaled<?x4096xf8E5M2FNUZ, fp8_rowwise>
// CHECK-SAME: !lowp.scaled<4096x?xf8E4M3FN, fp8_rowwise, along = 0>
// CHECK-SAME: !lowp.scaled<?x4096xf8E4M3FN, fp8_block1x128>
// CHECK-SAME: !lowp.scaled<4096x128xf8E4M3FNUZ, fp8_block1x128, along = 0>
// CHECK-SAME: !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128>
// CHECK-SAME: !lowp.scaled<8x32x64xf8E5M2, mxfp8>
// CHECK-SAME: !lowp.scaled<8x256x256xf8E4M3FNUZ, fp8_block128x128>
func.func @recipes(
    %a: !lowp.scaled<128x4096xf8E4M3FN, mxfp8>,
    %b: !lowp.scaled<128x4096xf8E5M2, mxfp8>,
    %c: !lowp.scaled<128x4096xf6E2M3FN, mxfp6>,
    %d: !lowp.scaled<128x4096xf6E3M2FN, mxfp6>,
    %e: !lowp.scaled<256x4096xf4E2M1FN, mxfp4>,
    %f: !lowp.scaled<4096x256xf4E2M1FN, mxfp4, along = 0>,
    %g: !lowp.scaled<256x4096xf4E2M1FN, nvfp4>,
    %h: !lowp.scaled<256x4096xf4E2M1FN, amdfp4>,
    %i: !lowp.scaled<256x4096xf8E4M3FNUZ, fp8_per_tensor>,
    %j: !lowp.scaled<?x4096xf8E5M2FNUZ, fp8_rowwise>,
    %k: !lowp.scaled<4096x?xf8E4M3FN, fp8_rowwise, along = 0>,
    %l: !lowp.scaled<?x4096xf8E4M3FN, fp8_block1x128>,
    %m: !lowp.scaled<4096x128xf8E4M3FNUZ, fp8_block1x128, along = 0>,
    %n: !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128>,
    %o: !lowp.scaled<8x32x64xf8E5M2, mxfp8, along = 2>,
    %p: !lowp.scaled<8x256x256xf8E4M3FNUZ, fp8_block128x128>) {
  return
}

// The full form prints as its recipe when it is one, and in full otherwise.
// CHECK-LABEL: func.func @full_form
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, mxfp4>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, amdfp4>
// CHECK-SAME: !lowp.scaled<256x4096xf8E4M3FN, fp8_rowwise>
// CHECK-SAME: !lowp.scaled<256x4096xf8E4M3FN, fp8_per_tensor>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, scale = f8E4M3FN, block = [1, 16]>
// CHECK-SAME: !lowp.scaled<256x4096xf8E4M3FN, scale = f8E8M0FNU, block = [1, 128]>
// CHECK-SAME: !lowp.scaled<256x4096xf8E4M3FN, scale = f8E8M0FNU, block = [128, 128]>
// CHECK-SAME: !lowp.scaled<256x4096xf8E4M3FN, scale = f8E8M0FNU, per_tensor>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, scale = f8E8M0FNU, per_axis = 1>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, scale = f8E4M3FN, block = [16, *], tensor_scale>
// CHECK-SAME: !lowp.scaled<256x4096xf4E2M1FN, scale = ue5m3, block = [1, 32], tensor_scale>
// CHECK-SAME: !lowp.scaled<?x64xf6E3M2FN, scale = f8E8M0FNU, block = [1, 16]>
// CHECK-SAME: tensor<4x!lowp.ue5m3>
func.func @full_form(
    %a: !lowp.scaled<256x4096xf4E2M1FN, scale = f8E8M0FNU, block = [1, 32]>,
    %b: !lowp.scaled<256x4096xf4E2M1FN, scale = ue5m3, block = [1, 16], tensor_scale>,
    %c: !lowp.scaled<256x4096xf8E4M3FN, scale = f32, per_axis = 0>,
    %d: !lowp.scaled<256x4096xf8E4M3FN, scale = f32, block = [*, *]>,
    %e: !lowp.scaled<256x4096xf4E2M1FN, scale = f8E4M3FN, block = [1, 16]>,
    %f: !lowp.scaled<256x4096xf8E4M3FN, scale = f8E8M0FNU, block = [1, 128]>,
    %g: !lowp.scaled<256x4096xf8E4M3FN, scale = f8E8M0FNU, block = [128, 128]>,
    %h: !lowp.scaled<256x4096xf8E4M3FN, scale = f8E8M0FNU, per_tensor>,
    %i: !lowp.scaled<256x4096xf4E2M1FN, scale = f8E8M0FNU, block = [*, 1]>,
    %j: !lowp.scaled<256x4096xf4E2M1FN, scale = f8E4M3FN, block = [16, *], tensor_scale>,
    %k: !lowp.scaled<256x4096xf4E2M1FN, scale = !lowp.ue5m3, block = [1, 32], tensor_scale>,
    %l: !lowp.scaled<?x64xf6E3M2FN, scale = f8E8M0FNU, block = [1, 16]>,
    %m: tensor<4x!lowp.ue5m3>) {
  return
}

// CHECK-LABEL: func.func @quantize
func.func @quantize(%x: tensor<128x4096xbf16>, %y: tensor<?x4096xf32>,
                    %z: tensor<256x4096xf16>) {
  // CHECK: lowp.quantize %{{.*}} : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf8E4M3FN, mxfp8>
  %0 = lowp.quantize %x : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf8E4M3FN, mxfp8>
  // CHECK: lowp.quantize %{{.*}} mode = floor :
  %1 = lowp.quantize %x mode = floor : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf8E4M3FN, mxfp8>
  // CHECK: lowp.quantize %{{.*}} mode = ceil :
  %2 = lowp.quantize %x mode = ceil : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf6E2M3FN, mxfp6>
  // CHECK: lowp.quantize %{{.*}} mode = even :
  %3 = lowp.quantize %x mode = even : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf4E2M1FN, mxfp4>
  // CHECK: lowp.quantize %{{.*}} mode = rceil :
  %4 = lowp.quantize %x mode = rceil : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf8E5M2, mxfp8>
  // CHECK: lowp.quantize %{{.*}} pow2_scales : tensor<?x4096xf32> -> !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise>
  %5 = lowp.quantize %y pow2_scales : tensor<?x4096xf32> -> !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise>
  // CHECK: lowp.quantize %{{.*}} : tensor<256x4096xf16> -> !lowp.scaled<256x4096xf4E2M1FN, nvfp4>
  %6 = lowp.quantize %z : tensor<256x4096xf16> -> !lowp.scaled<256x4096xf4E2M1FN, nvfp4>
  // CHECK: lowp.quantize %{{.*}} : tensor<256x4096xf16> -> !lowp.scaled<256x4096xf4E2M1FN, amdfp4>
  %7 = lowp.quantize %z : tensor<256x4096xf16> -> !lowp.scaled<256x4096xf4E2M1FN, amdfp4>
  return
}

// CHECK-LABEL: func.func @dequantize
func.func @dequantize(%a: !lowp.scaled<128x4096xf8E4M3FN, mxfp8>,
                      %b: !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise>) {
  // CHECK: lowp.dequantize %{{.*}} : !lowp.scaled<128x4096xf8E4M3FN, mxfp8> -> tensor<128x4096xf32>
  %0 = lowp.dequantize %a : !lowp.scaled<128x4096xf8E4M3FN, mxfp8> -> tensor<128x4096xf32>
  // CHECK: lowp.dequantize %{{.*}} : !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x4096xbf16>
  %1 = lowp.dequantize %b : !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<?x4096xbf16>
  return
}

// CHECK-LABEL: func.func @scaled_matmul
func.func @scaled_matmul(%a: !lowp.scaled<128x4096xf8E4M3FN, mxfp8>,
                         %b: !lowp.scaled<256x4096xf4E2M1FN, mxfp4>,
                         %kn: !lowp.scaled<4096x256xf4E2M1FN, mxfp4, along = 0>,
                         %x: tensor<?x4096xbf16>, %bias: tensor<256xf32>,
                         %ba: !lowp.scaled<4x?x512xf8E4M3FNUZ, fp8_rowwise>,
                         %bb: !lowp.scaled<4x64x512xf8E4M3FNUZ, fp8_rowwise>,
                         %at: !lowp.scaled<4096x128xf8E4M3FN, mxfp8, along = 0>) {
  // CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} {transpose_b} : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xbf16>
  %0 = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xbf16>
  // CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x256xf4E2M1FN, mxfp4, along = 0> -> tensor<128x256xf32>
  %1 = lowp.scaled_matmul %a, %kn : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x256xf4E2M1FN, mxfp4, along = 0> -> tensor<128x256xf32>
  // CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} bias(%{{.*}} : tensor<256xf32>) {transpose_b} : tensor<?x4096xbf16>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<?x256xf16>
  %2 = lowp.scaled_matmul %x, %b bias(%bias : tensor<256xf32>) {transpose_b} : tensor<?x4096xbf16>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<?x256xf16>
  // CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} {transpose_b} : !lowp.scaled<4x?x512xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4x64x512xf8E4M3FNUZ, fp8_rowwise> -> tensor<4x?x64xf32>
  %3 = lowp.scaled_matmul %ba, %bb {transpose_b} : !lowp.scaled<4x?x512xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4x64x512xf8E4M3FNUZ, fp8_rowwise> -> tensor<4x?x64xf32>
  // CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} {transpose_a, transpose_b}
  %4 = lowp.scaled_matmul %at, %b {transpose_a, transpose_b} : !lowp.scaled<4096x128xf8E4M3FN, mxfp8, along = 0>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xf32>
  return
}

// A fused epilogue: the matmul's bf16 element, a bias row and a residual,
// SiLU in f32, an f32 result.
// CHECK-LABEL: func.func @scaled_matmul_epilogue
// CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} bias(%{{.*}} : tensor<256xf32>) epilogue ins(%{{.*}}, %{{.*}} : tensor<256xbf16>, tensor<128x256xbf16>) {
// CHECK-NEXT: ^bb0(%[[C:.*]]: bf16, %[[V:.*]]: bf16, %[[R:.*]]: bf16):
// CHECK: math.exp
// CHECK: lowp.yield %{{.*}} : f32
// CHECK-NEXT: } {epilogue_maps = [#{{.*}}, #{{.*}}], transpose_b} : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xf32>
// CHECK: lowp.scaled_matmul %{{.*}}, %{{.*}} epilogue {
// CHECK: } {transpose_b}
func.func @scaled_matmul_epilogue(%a: !lowp.scaled<128x4096xf8E4M3FN, mxfp8>,
                                  %b: !lowp.scaled<256x4096xf4E2M1FN, mxfp4>,
                                  %bias: tensor<256xf32>, %v: tensor<256xbf16>,
                                  %r: tensor<128x256xbf16>) {
  %0 = lowp.scaled_matmul %a, %b bias(%bias : tensor<256xf32>) epilogue ins(%v, %r : tensor<256xbf16>, tensor<128x256xbf16>) {
  ^bb0(%c: bf16, %x: bf16, %y: bf16):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %c, %x : bf16
    %f = arith.extf %s : bf16 to f32
    %n = arith.negf %f : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %q = arith.divf %f, %d : f32
    %g = arith.extf %y : bf16 to f32
    %o = arith.addf %q, %g : f32
    lowp.yield %o : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], transpose_b}
      : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xf32>
  %1 = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%c: f32):
    %t = arith.truncf %c : f32 to bf16
    lowp.yield %t : bf16
  } {transpose_b} : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xbf16>
  return
}

// CHECK-LABEL: func.func @grouped_scaled_matmul
func.func @grouped_scaled_matmul(%x: !lowp.scaled<?x4096xf8E4M3FN, mxfp8>,
                                 %w: !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4>,
                                 %off: tensor<8xi32>, %off64: tensor<8xi64>,
                                 %bias: tensor<8x1024xbf16>,
                                 %h: tensor<?x4096xbf16>,
                                 %colf: tensor<1024xf32>) {
  // CHECK: lowp.grouped_scaled_matmul %{{.*}}, %{{.*}} offsets(%{{.*}} : tensor<8xi32>) {transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>, !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x1024xbf16>
  %0 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<8xi32>) {transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>, !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x1024xbf16>
  // CHECK: lowp.grouped_scaled_matmul %{{.*}}, %{{.*}} offsets(%{{.*}} : tensor<8xi64>) bias(%{{.*}} : tensor<8x1024xbf16>) {transpose_b} : tensor<?x4096xbf16>
  %1 = lowp.grouped_scaled_matmul %h, %w offsets(%off64 : tensor<8xi64>) bias(%bias : tensor<8x1024xbf16>) {transpose_b} : tensor<?x4096xbf16>, !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x1024xf32>
  // A fused epilogue (SiLU of the f32 value, times a per-column factor).
  // CHECK: lowp.grouped_scaled_matmul %{{.*}}, %{{.*}} offsets(%{{.*}} : tensor<8xi32>) epilogue ins(%{{.*}} : tensor<1024xf32>) {
  // CHECK-NEXT: ^bb0(%[[C:.*]]: f32, %[[S:.*]]: f32):
  // CHECK: math.exp
  // CHECK: lowp.yield %{{.*}} : bf16
  // CHECK-NEXT: } {epilogue_maps = [#{{.*}}], transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>, !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x1024xbf16>
  %2 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<8xi32>) epilogue ins(%colf : tensor<1024xf32>) {
  ^bb0(%c: f32, %s: f32):
    %n = arith.negf %c : f32
    %e = math.exp %n : f32
    %one = arith.constant 1.0 : f32
    %d = arith.addf %e, %one : f32
    %q = arith.divf %c, %d : f32
    %m = arith.mulf %q, %s : f32
    %t = arith.truncf %m : f32 to bf16
    lowp.yield %t : bf16
  } {epilogue_maps = [affine_map<(d0, d1) -> (d1)>], transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>, !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x1024xbf16>
  // Column pairs (a gated activation over interleaved gate / up): M x N/2.
  // CHECK: lowp.grouped_scaled_matmul {{.*}} epilogue {
  // CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
  // CHECK: } {epilogue_pairs, transpose_b} : {{.*}} -> tensor<?x512xbf16>
  %3 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<8xi32>) epilogue {
  ^bb0(%g: f32, %u: f32):
    %p = arith.mulf %g, %u : f32
    %t = arith.truncf %p : f32 to bf16
    lowp.yield %t : bf16
  } {epilogue_pairs, transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>, !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x512xbf16>
  // Pairs quantized to MXFP8 (a fused lowp.quantize): the scaled M x N/2.
  // CHECK: lowp.grouped_scaled_matmul {{.*}} epilogue {
  // CHECK: } {epilogue_pairs, quantize_mode = #lowp<scale_mode rceil>, transpose_b} : {{.*}} -> !lowp.scaled<?x512xf8E4M3FN, mxfp8>
  %4 = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<8xi32>) epilogue {
  ^bb0(%g: f32, %u: f32):
    %p = arith.mulf %g, %u : f32
    lowp.yield %p : f32
  } {epilogue_pairs, quantize_mode = #lowp<scale_mode rceil>, transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>, !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> !lowp.scaled<?x512xf8E4M3FN, mxfp8>
  return
}

// CHECK-LABEL: func.func @assemble
func.func @assemble(%c: tensor<256x4096xf4E2M1FN>, %s: tensor<256x128xf8E8M0FNU>,
                    %s16: tensor<256x256x!lowp.ue5m3>, %t: tensor<f32>,
                    %cd: tensor<?x4096xf8E4M3FNUZ>, %sd: tensor<?x1xf32>) {
  // CHECK: lowp.assemble %{{.*}}, %{{.*}} : tensor<256x4096xf4E2M1FN>, tensor<256x128xf8E8M0FNU> -> !lowp.scaled<256x4096xf4E2M1FN, mxfp4>
  %0 = lowp.assemble %c, %s : tensor<256x4096xf4E2M1FN>, tensor<256x128xf8E8M0FNU> -> !lowp.scaled<256x4096xf4E2M1FN, mxfp4>
  // CHECK: lowp.assemble %{{.*}}, %{{.*}}, %{{.*}} : tensor<256x4096xf4E2M1FN>, tensor<256x256x!lowp.ue5m3>, tensor<f32> -> !lowp.scaled<256x4096xf4E2M1FN, amdfp4>
  %1 = lowp.assemble %c, %s16, %t : tensor<256x4096xf4E2M1FN>, tensor<256x256x!lowp.ue5m3>, tensor<f32> -> !lowp.scaled<256x4096xf4E2M1FN, amdfp4>
  // CHECK: lowp.assemble %{{.*}}, %{{.*}} : tensor<?x4096xf8E4M3FNUZ>, tensor<?x1xf32> -> !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise>
  %2 = lowp.assemble %cd, %sd : tensor<?x4096xf8E4M3FNUZ>, tensor<?x1xf32> -> !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_rowwise>
  return
}

// CHECK-LABEL: func.func @disassemble
func.func @disassemble(%a: !lowp.scaled<256x4096xf4E2M1FN, nvfp4>,
                       %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128>) {
  // CHECK: lowp.disassemble %{{.*}} : !lowp.scaled<256x4096xf4E2M1FN, nvfp4> -> tensor<256x4096xf4E2M1FN>, tensor<256x256xf8E4M3FN>, tensor<f32>
  %0:3 = lowp.disassemble %a : !lowp.scaled<256x4096xf4E2M1FN, nvfp4> -> tensor<256x4096xf4E2M1FN>, tensor<256x256xf8E4M3FN>, tensor<f32>
  // CHECK: lowp.disassemble %{{.*}} : !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128> -> tensor<4096x4096xf8E4M3FN>, tensor<32x32xf32>
  %1:2 = lowp.disassemble %b : !lowp.scaled<4096x4096xf8E4M3FN, fp8_block128x128> -> tensor<4096x4096xf8E4M3FN>, tensor<32x32xf32>
  return
}

// The attribute on its own.
// CHECK-LABEL: func.func @scale_mode_attr
// CHECK: lowp.mode = #lowp<scale_mode rceil>
func.func @scale_mode_attr() attributes {lowp.mode = #lowp<scale_mode rceil>} {
  return
}

// lowp.mfma: one instruction on a lane's fragments (unscaled fp8, bf16, and
// the scaled f8f6f4 form with a byte of each scale register).
// CHECK-LABEL: func.func @mfma
// CHECK: lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E5M2FNUZ> %arg0, %arg1, %arg2 : vector<8xf8E4M3FNUZ>, vector<8xf8E5M2FNUZ>, vector<4xf32>
// CHECK: lowp.mfma #lowp.mfma<32x32x16, bf16, bf16> %arg3, %arg3, %arg4 : vector<8xbf16>, vector<8xbf16>, vector<16xf32>
// CHECK: lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> %arg5, %arg6, %arg4 scales(%arg7, %arg8 : vector<4xf8E8M0FNU>, f8E8M0FNU) {scale_a_byte = 3 : i32} : vector<32xf4E2M1FN>, vector<32xf8E4M3FN>, vector<16xf32>
func.func @mfma(%a: vector<8xf8E4M3FNUZ>, %b: vector<8xf8E5M2FNUZ>, %c: vector<4xf32>,
                %h: vector<8xbf16>, %c32: vector<16xf32>, %w: vector<32xf4E2M1FN>,
                %x: vector<32xf8E4M3FN>, %sw: vector<4xf8E8M0FNU>, %sx: f8E8M0FNU)
    -> (vector<4xf32>, vector<16xf32>, vector<16xf32>) {
  %0 = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E5M2FNUZ> %a, %b, %c
      : vector<8xf8E4M3FNUZ>, vector<8xf8E5M2FNUZ>, vector<4xf32>
  %1 = lowp.mfma #lowp.mfma<32x32x16, bf16, bf16> %h, %h, %c32
      : vector<8xbf16>, vector<8xbf16>, vector<16xf32>
  %2 = lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> %w, %x, %c32
      scales(%sw, %sx : vector<4xf8E8M0FNU>, f8E8M0FNU) {scale_a_byte = 3 : i32}
      : vector<32xf4E2M1FN>, vector<32xf8E4M3FN>, vector<16xf32>
  return %0, %1, %2 : vector<4xf32>, vector<16xf32>, vector<16xf32>
}

// lowp.tile_read / lowp.tile_write: promotion's copies of operand tiles
// into LDS (OCP codes bridged into swizzled rows; a K-major fp4 tile at a
// group's K offset; fp4 mapped into fp8 as even / odd halves).
// CHECK-LABEL: func.func @tile_copies
// CHECK: %[[A:.*]]:2 = lowp.tile_read %arg0[%arg3, %arg3] bounds(%arg3, %arg3) thread %arg3 codes f8E4M3FN as f8E4M3FNUZ {threads = 256 : i64, tile = array<i64: 128, 64>} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
// CHECK: lowp.tile_write %[[A]]#0, %[[A]]#1 into %arg1[%arg3] thread %arg3(swizzled) codes f8E4M3FNUZ {threads = 256 : i64, tile = array<i64: 128, 64>} : vector<16xi8>, vector<16xi8> into memref<2x128x64xi8, #gpu.address_space<workgroup>>
// CHECK: %[[B:.*]] = lowp.tile_read %arg0[%arg3, %arg3] bounds(%arg3, %arg3) thread %arg3 k_offset %arg3 codes f4E2M1FN {k_major, threads = 512 : i64, tile = array<i64: 128, 64>} : memref<?x?xi8> -> vector<8xi8>
// CHECK: lowp.tile_write %[[B]] into %arg2[%arg3] thread %arg3(k_major) codes f4E2M1FN {threads = 512 : i64, tile = array<i64: 128, 64>} : vector<8xi8> into memref<2x64x80xi8, #gpu.address_space<workgroup>>
// CHECK: lowp.tile_read %arg0[%arg3, %arg3] bounds(%arg3, %arg3) thread %arg3 codes f4E2M1FN as f8E4M3FNUZ {even_odd, threads = 256 : i64, tile = array<i64: 64, 64>} : memref<?x?xi8> -> vector<16xi8>
func.func @tile_copies(%A: memref<?x?xi8>, %lA: memref<2x128x64xi8, #gpu.address_space<workgroup>>,
                       %kB: memref<2x64x80xi8, #gpu.address_space<workgroup>>, %i: index) -> vector<16xi8> {
  %a:2 = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN as f8E4M3FNUZ {tile = array<i64: 128, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>
  lowp.tile_write %a#0, %a#1 into %lA[%i] thread %i (swizzled) codes f8E4M3FNUZ {tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, vector<16xi8> into memref<2x128x64xi8, #gpu.address_space<workgroup>>
  %b = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i k_offset %i codes f4E2M1FN {k_major, tile = array<i64: 128, 64>, threads = 512} : memref<?x?xi8> -> vector<8xi8>
  lowp.tile_write %b into %kB[%i] thread %i (k_major) codes f4E2M1FN {tile = array<i64: 128, 64>, threads = 512} : vector<8xi8> into memref<2x64x80xi8, #gpu.address_space<workgroup>>
  %c = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN as f8E4M3FNUZ {even_odd, tile = array<i64: 64, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>
  return %c : vector<16xi8>
}

// The dequantizing copies: fp4 codes with E8M0 scales in wide chunks of 32
// decoded to bf16; NVFP4 codes mapped into fp8 (even / odd) with UE4M3
// scales of a grouped B; bf16 values as they are, in chunks of 8.
// CHECK-LABEL: func.func @dequantizing_copies
// CHECK: %[[W:.*]]:2 = lowp.tile_read %arg0[%arg4, %arg4] bounds(%arg4, %arg4) thread %arg4 codes f4E2M1FN scales(%arg1 : memref<?x?xi8>) {chunk = 32 : i64, scale_block = 32 : i64, threads = 256 : i64, tile = array<i64: 128, 64>} : memref<?x?xi8> -> vector<16xi8>, i8
// CHECK: lowp.tile_write %[[W]]#0, %[[W]]#1 into %arg2[%arg4] thread %arg4(rows) codes f4E2M1FN decode bf16 {chunk = 32 : i64, scale = f8E8M0FNU, scale_block = 32 : i64, threads = 256 : i64, tile = array<i64: 128, 64>} : vector<16xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
// CHECK: %[[N:.*]]:2 = lowp.tile_read %arg0[%arg4, %arg4] bounds(%arg4, %arg4) thread %arg4 codes f4E2M1FN as f8E4M3FNUZ scales(%arg1 : memref<?x?xi8>) scale_row_offset %arg4 {chunk = 8 : i64, even_odd, scale_block = 16 : i64, threads = 1024 : i64, tile = array<i64: 128, 64>} : memref<?x?xi8> -> vector<8xi8>, i8
// CHECK: lowp.tile_write %[[N]]#0, %[[N]]#1 into %arg2[%arg4] thread %arg4(rows) codes f4E2M1FN as f8E4M3FNUZ decode bf16 {chunk = 8 : i64, scale = f8E4M3FN, scale_block = 16 : i64, threads = 1024 : i64, tile = array<i64: 128, 64>} : vector<8xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
// CHECK: %[[P:.*]]:4 = lowp.tile_read %arg3[%arg4, %arg4] bounds(%arg4, %arg4) thread %arg4 codes bf16 {chunk = 8 : i64, threads = 256 : i64, tile = array<i64: 128, 64>} : memref<?x?xbf16> -> vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>
// CHECK: lowp.tile_write %[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3 into %arg2[%arg4] thread %arg4(rows) codes bf16 {chunk = 8 : i64, threads = 256 : i64, tile = array<i64: 128, 64>}
func.func @dequantizing_copies(%B: memref<?x?xi8>, %S: memref<?x?xi8>,
                               %l: memref<2x128x128xi8, #gpu.address_space<workgroup>>,
                               %A: memref<?x?xbf16>, %i: index) {
  %w:2 = lowp.tile_read %B[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN scales(%S : memref<?x?xi8>) {chunk = 32, scale_block = 32, tile = array<i64: 128, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>, i8
  lowp.tile_write %w#0, %w#1 into %l[%i] thread %i (rows) codes f4E2M1FN decode bf16 {chunk = 32, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
  %n:2 = lowp.tile_read %B[%i, %i] bounds(%i, %i) thread %i codes f4E2M1FN as f8E4M3FNUZ scales(%S : memref<?x?xi8>) scale_row_offset %i {chunk = 8, even_odd, scale_block = 16, tile = array<i64: 128, 64>, threads = 1024} : memref<?x?xi8> -> vector<8xi8>, i8
  lowp.tile_write %n#0, %n#1 into %l[%i] thread %i (rows) codes f4E2M1FN as f8E4M3FNUZ decode bf16 {chunk = 8, scale = f8E4M3FN, scale_block = 16, tile = array<i64: 128, 64>, threads = 1024} : vector<8xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
  %p:4 = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes bf16 {chunk = 8, tile = array<i64: 128, 64>, threads = 256} : memref<?x?xbf16> -> vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>
  lowp.tile_write %p#0, %p#1, %p#2, %p#3 into %l[%i] thread %i (rows) codes bf16 {chunk = 8, tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8> into memref<2x128x128xi8, #gpu.address_space<workgroup>>
  return
}

// lowp.scale_read / lowp.scale_write: a K step's E8M0 scales into LDS,
// decoded (K-major, at a group's block offset) or codes in lane order.
// CHECK-LABEL: func.func @scale_copies
// CHECK: %[[D:.*]]:2 = lowp.scale_read %arg0[%arg3, %arg3] blocks(%arg3) thread %arg3 k_offset %arg3 {decode = 1 : i64, k_major, threads = 64 : i64, tile = array<i64: 64, 2>} : memref<?x?xi8> -> f32, f32
// CHECK: lowp.scale_write %[[D]]#0, %[[D]]#1 into %arg1[%arg3] thread %arg3 {k_major, threads = 64 : i64, tile = array<i64: 64, 2>} : f32, f32 into memref<2x2x64xf32, #gpu.address_space<workgroup>>
// CHECK: %[[C:.*]] = lowp.scale_read %arg4[%arg3, %arg3] blocks(%arg3) thread %arg3 {k_ratio = 4 : i64, row_block = 128 : i64, threads = 256 : i64, tile = array<i64: 64, 2>} : memref<?x?xf8E8M0FNU> -> i8
// CHECK: lowp.scale_write %[[C]] into %arg2[%arg3] thread %arg3 {lanes = array<i64: 32, 1, 1>, threads = 256 : i64, tile = array<i64: 64, 2>} : i8 into memref<2x128xi8, #gpu.address_space<workgroup>>
func.func @scale_copies(%S: memref<?x?xi8>, %ld: memref<2x2x64xf32, #gpu.address_space<workgroup>>,
                        %lc: memref<2x128xi8, #gpu.address_space<workgroup>>, %i: index,
                        %T: memref<?x?xf8E8M0FNU>) {
  %d:2 = lowp.scale_read %S[%i, %i] blocks(%i) thread %i k_offset %i {decode = 1 : i64, k_major, tile = array<i64: 64, 2>, threads = 64} : memref<?x?xi8> -> f32, f32
  lowp.scale_write %d#0, %d#1 into %ld[%i] thread %i {k_major, tile = array<i64: 64, 2>, threads = 64} : f32, f32 into memref<2x2x64xf32, #gpu.address_space<workgroup>>
  %c = lowp.scale_read %T[%i, %i] blocks(%i) thread %i {k_ratio = 4 : i64, row_block = 128 : i64, tile = array<i64: 64, 2>, threads = 256} : memref<?x?xf8E8M0FNU> -> i8
  lowp.scale_write %c into %lc[%i] thread %i {lanes = array<i64: 32, 1, 1>, tile = array<i64: 64, 2>, threads = 256} : i8 into memref<2x128xi8, #gpu.address_space<workgroup>>
  return
}

// lowp.wave_mma: a wave's MFMAs over a K step of LDS tiles (swizzled fp8
// rows; a K-major B and E8M0 codes in lane order for the scaled form).
// CHECK-LABEL: func.func @wave_mma
// CHECK: %{{.*}}:2 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %arg0(swizzled), %arg0(swizzled) stage %arg3 at(%arg3, %arg3) lane %arg3 k_wave %arg3 acc(%arg4, %arg4 : vector<4xf32>, vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 2>} : memref<2x32x64xi8, #gpu.address_space<workgroup>>, memref<2x32x64xi8, #gpu.address_space<workgroup>>
// CHECK: lowp.wave_mma #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN> %arg1(rows), %arg1(k_major) stage %arg3 at(%arg3, %arg3) lane %arg3 k_wave %arg3 scales(%arg2, %arg2 : memref<2x64xi8, #gpu.address_space<workgroup>>, memref<2x64xi8, #gpu.address_space<workgroup>>) acc(%arg5 : vector<16xf32>) {k_steps = 2 : i64, k_waves = 2 : i64, tiles = array<i64: 1, 1>}
func.func @wave_mma(%l: memref<2x32x64xi8, #gpu.address_space<workgroup>>,
                    %k: memref<2x64x144xi8, #gpu.address_space<workgroup>>,
                    %s: memref<2x64xi8, #gpu.address_space<workgroup>>,
                    %i: index, %c: vector<4xf32>, %c32: vector<16xf32>)
    -> (vector<4xf32>, vector<4xf32>, vector<16xf32>) {
  %0:2 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %l(swizzled), %l(swizzled) stage %i at(%i, %i) lane %i k_wave %i
      acc(%c, %c : vector<4xf32>, vector<4xf32>) {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 2>}
      : memref<2x32x64xi8, #gpu.address_space<workgroup>>, memref<2x32x64xi8, #gpu.address_space<workgroup>>
  %1 = lowp.wave_mma #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN> %k(rows), %k(k_major) stage %i at(%i, %i) lane %i k_wave %i
      scales(%s, %s : memref<2x64xi8, #gpu.address_space<workgroup>>, memref<2x64xi8, #gpu.address_space<workgroup>>)
      acc(%c32 : vector<16xf32>) {k_steps = 2 : i64, k_waves = 2 : i64, tiles = array<i64: 1, 1>}
      : memref<2x64x144xi8, #gpu.address_space<workgroup>>, memref<2x64x144xi8, #gpu.address_space<workgroup>>
  return %0#0, %0#1, %1 : vector<4xf32>, vector<4xf32>, vector<16xf32>
}

// lowp.wave_rescale: blockwise scaling of a wave's partial sums.
// CHECK-LABEL: func.func @wave_rescale
// CHECK: %{{.*}} = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%arg0 : vector<4xf32>) acc(%arg0 : vector<4xf32>) lane %arg2 scale_a(%arg1[%arg2, %arg2] along 0 : memref<?x?xf32>) scale_b(%arg1[%arg2, %arg2] along 1 : memref<?x?xf32>) if %arg3 {factor = 5.000000e-01 : f32, tiles = array<i64: 1, 1>}
func.func @wave_rescale(%c: vector<4xf32>, %s: memref<?x?xf32>, %i: index, %v: i1) -> vector<4xf32> {
  %r = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%c : vector<4xf32>) acc(%c : vector<4xf32>)
      lane %i scale_a(%s[%i, %i] along 0 : memref<?x?xf32>) scale_b(%s[%i, %i] along 1 : memref<?x?xf32>) if %v
      {factor = 0.5 : f32, tiles = array<i64: 1, 1>}
  return %r : vector<4xf32>
}

// lowp.fragment_read / lowp.fragment_mma: a direct kernel's fragments of one
// 128-K block and its MFMAs on them.
// CHECK-LABEL: func.func @fragments
// CHECK: %[[A:.*]]:3 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> %arg0[%arg2, %arg2] bounds(%arg2, %arg2) lane %arg2 codes f8E4M3FN scales(%arg1 : memref<?x?xi8>) {tiles = 1 : i64} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>, i8
// CHECK: %[[B:.*]]:4 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> %arg0[%arg2, %arg2] bounds(%arg2, %arg2) lane %arg2 codes f4E2M1FN scales(%arg1 : memref<?x?xi8>) scale_row_offset %arg2 {tiles = 2 : i64} : memref<?x?xi8> -> vector<16xi8>, i8, vector<16xi8>, i8
// CHECK: %{{.*}}:2 = lowp.fragment_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> lhs(%[[A]]#0, %[[A]]#1, %[[A]]#2 : vector<16xi8>, vector<16xi8>, i8) codes f8E4M3FN rhs(%[[B]]#0, %[[B]]#1, %[[B]]#2, %[[B]]#3 : vector<16xi8>, i8, vector<16xi8>, i8) codes f4E2M1FN acc(%arg3, %arg3 : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 1, 2>}
// CHECK: lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> {{.*}} codes f8E4M3FN {tiles = 1 : i64} : memref<?x?xi8> -> vector<32xi8>
// CHECK: lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%{{.*}} : vector<32xi8>) codes f8E4M3FN rhs(%{{.*}} : vector<32xi8>) codes f8E4M3FNUZ
func.func @fragments(%m: memref<?x?xi8>, %s: memref<?x?xi8>, %i: index, %c: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %a:3 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> %m[%i, %i] bounds(%i, %i) lane %i
      codes f8E4M3FN scales(%s : memref<?x?xi8>) {tiles = 1 : i64} : memref<?x?xi8> -> vector<16xi8>, vector<16xi8>, i8
  %b:4 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> %m[%i, %i] bounds(%i, %i) lane %i
      codes f4E2M1FN scales(%s : memref<?x?xi8>) scale_row_offset %i {tiles = 2 : i64}
      : memref<?x?xi8> -> vector<16xi8>, i8, vector<16xi8>, i8
  %r:2 = lowp.fragment_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN>
      lhs(%a#0, %a#1, %a#2 : vector<16xi8>, vector<16xi8>, i8) codes f8E4M3FN
      rhs(%b#0, %b#1, %b#2, %b#3 : vector<16xi8>, i8, vector<16xi8>, i8) codes f4E2M1FN
      acc(%c, %c : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 1, 2>}
  %f = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%i, %i] bounds(%i, %i) lane %i
      codes f8E4M3FN {tiles = 1 : i64} : memref<?x?xi8> -> vector<32xi8>
  %g = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs(%f : vector<32xi8>) codes f8E4M3FN
      rhs(%f : vector<32xi8>) codes f8E4M3FNUZ acc(%r#0 : vector<4xf32>) {tiles = array<i64: 1, 1>}
  return %g, %r#1 : vector<4xf32>, vector<4xf32>
}

// The per-block scaled form (gfx942's MX): each 32-K block's codes with the
// blocks' E8M0 codes (B's of the accumulator rows), NaN flags carried.
// CHECK-LABEL: func.func @fragments_per_block
// CHECK: %[[A:.*]]:8 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %arg0[%arg2, %arg2] bounds(%arg2, %arg2) lane %arg2 codes f4E2M1FN scales(%arg1 : memref<?x?xi8>) {scale_block = 32 : i64, tiles = 1 : i64, whole_block} : memref<?x?xi8> -> vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, i32, i32, i32, i32
// CHECK: %[[B:.*]]:20 = lowp.fragment_read {{.*}} codes f6E2M3FN scales(%arg1 : memref<?x?xi8>) {acc_rows, scale_block = 32 : i64, tiles = 1 : i64}
// CHECK: lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> lhs({{.*}}) codes f4E2M1FN rhs({{.*}}) codes f6E2M3FN acc(%arg3, %arg4, %arg5 : vector<4xf32>, i32, vector<4xi32>) {scale_block = 32 : i64, scale_log2 = array<i64: 0, 7>, tiles = array<i64: 1, 1>}
func.func @fragments_per_block(%m: memref<?x?xi8>, %s: memref<?x?xi8>, %i: index, %c: vector<4xf32>, %fa: i32, %fb: vector<4xi32>) -> (vector<4xf32>, i32, vector<4xi32>) {
  %a:8 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%i, %i] bounds(%i, %i) lane %i
      codes f4E2M1FN scales(%s : memref<?x?xi8>) {scale_block = 32 : i64, tiles = 1 : i64, whole_block}
      : memref<?x?xi8> -> vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, i32, i32, i32, i32
  %b:20 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %m[%i, %i] bounds(%i, %i) lane %i
      codes f6E2M3FN scales(%s : memref<?x?xi8>) {acc_rows, scale_block = 32 : i64, tiles = 1 : i64}
      : memref<?x?xi8> -> vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  %r:3 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
      lhs(%a#0, %a#1, %a#2, %a#3, %a#4, %a#5, %a#6, %a#7 : vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, i32, i32, i32, i32) codes f4E2M1FN
      rhs(%b#0, %b#1, %b#2, %b#3, %b#4, %b#5, %b#6, %b#7, %b#8, %b#9, %b#10, %b#11, %b#12, %b#13, %b#14, %b#15, %b#16, %b#17, %b#18, %b#19 : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) codes f6E2M3FN
      acc(%c, %fa, %fb : vector<4xf32>, i32, vector<4xi32>) {scale_block = 32 : i64, scale_log2 = array<i64: 0, 7>, tiles = array<i64: 1, 1>}
  return %r#0, %r#1, %r#2 : vector<4xf32>, i32, vector<4xi32>
}

// lowp.fragment_decode: a dequantizing direct kernel's codes of one tile
// into values.
// CHECK-LABEL: func.func @fragment_decode
// CHECK: lowp.fragment_decode %arg0, %arg1, %arg0, %arg1, %arg2 codes f4E2M1FN as f8E4M3FNUZ to bf16 scale f8E8M0FNU scale_block 32 : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8 -> vector<32xbf16>
// CHECK: lowp.fragment_decode %arg3, %arg4 codes f4E2M1FN to f16 scale f8E4M3FN scale_block 16 : vector<16xi8>, vector<2xi8> -> vector<32xf16>
func.func @fragment_decode(%a: vector<8xi8>, %b: vector<8xi8>, %s: i8, %c: vector<16xi8>, %t: vector<2xi8>) -> (vector<32xbf16>, vector<32xf16>) {
  %0 = lowp.fragment_decode %a, %b, %a, %b, %s codes f4E2M1FN as f8E4M3FNUZ to bf16 scale f8E8M0FNU scale_block 32
      : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8 -> vector<32xbf16>
  %1 = lowp.fragment_decode %c, %t codes f4E2M1FN to f16 scale f8E4M3FN scale_block 16 : vector<16xi8>, vector<2xi8> -> vector<32xf16>
  return %0, %1 : vector<32xbf16>, vector<32xf16>
}

// lowp.wave_split: a thread's wave tile corner, wave, K share and lane.
// CHECK-LABEL: func.func @wave_split
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = lowp.wave_split %arg0 {tile = array<i64: 256, 128>, waves = array<i64: 4, 2, 1>}
func.func @wave_split(%t: index) -> (index, index) {
  %row, %col, %wave, %kw, %lane = lowp.wave_split %t {tile = array<i64: 256, 128>, waves = array<i64: 4, 2, 1>}
  return %row, %col : index, index
}

// lowp.wave_sum: the sums of waves along K.
// CHECK-LABEL: func.func @wave_sum
// CHECK: %{{.*}}:2 = lowp.wave_sum acc(%arg0, %arg0 : vector<4xf32>, vector<4xf32>) scratch(%arg1 : memref<2048xf32, #gpu.address_space<workgroup>>) lane %arg2 wave %arg2 k_wave %arg2 {k_waves = 2 : i64, waves = 4 : i64}
func.func @wave_sum(%c: vector<4xf32>, %lr: memref<2048xf32, #gpu.address_space<workgroup>>, %i: index) -> vector<4xf32> {
  %s:2 = lowp.wave_sum acc(%c, %c : vector<4xf32>, vector<4xf32>)
      scratch(%lr : memref<2048xf32, #gpu.address_space<workgroup>>)
      lane %i wave %i k_wave %i {k_waves = 2 : i64, waves = 4 : i64}
  return %s#0 : vector<4xf32>
}

// lowp.wave_store: a wave's epilogue (every optional part; a quantized
// result; split-K partial sums into a rank-3 workspace).
// CHECK-LABEL: func.func @wave_store
// CHECK: lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%arg0, %arg0 : vector<4xf32>, vector<4xf32>) into %arg2[%arg4, %arg4] lane %arg4 bounds(%arg4, %arg4) scale_a(%arg5 : memref<?x?xf32>) scale_b(%arg5 : memref<?x?xf32>) bias(%arg6 : memref<?xbf16>) column_offset %arg4 zero_if %arg7 epilogue ins(%arg2 : memref<?x?xbf16>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: bf16, %[[R:.*]]: bf16):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[R]] : bf16
// CHECK-NEXT: lowp.yield %[[S]] : bf16
// CHECK-NEXT: } {epilogue_maps = [#{{.*}}], factor = 5.000000e-01 : f32, per_column_b, per_row_a, read_early, tiles = array<i64: 1, 2>} : memref<?x?xbf16>
// CHECK: lowp.wave_store #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN> acc(%arg1 : vector<16xf32>) into %arg3[%arg4, %arg4] lane %arg4 bounds(%arg4, %arg4) scales_out(%arg3 : memref<?x?xi8>) epilogue {
// CHECK: {quantize_mode = #lowp<scale_mode rceil>, quantize_type = f8E4M3FN, tiles = array<i64: 1, 1>} : memref<?x?xi8>
// CHECK: lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%arg0 : vector<4xf32>) into %arg8[%arg4, %arg4, %arg4] lane %arg4 bounds(%arg4, %arg4) {tiles = array<i64: 1, 1>} : memref<?x?x?xf32>
func.func @wave_store(%c: vector<4xf32>, %c32: vector<16xf32>,
                      %C: memref<?x?xbf16>, %Q: memref<?x?xi8>, %i: index,
                      %s: memref<?x?xf32>, %bias: memref<?xbf16>, %t: i1,
                      %W: memref<?x?x?xf32>) {
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
      acc(%c, %c : vector<4xf32>, vector<4xf32>) into %C[%i, %i] lane %i
      bounds(%i, %i) scale_a(%s : memref<?x?xf32>) scale_b(%s : memref<?x?xf32>)
      bias(%bias : memref<?xbf16>) column_offset %i zero_if %t
      epilogue ins(%C : memref<?x?xbf16>) {
  ^bb0(%x: bf16, %r: bf16):
    %y = arith.addf %x, %r : bf16
    lowp.yield %y : bf16
  } {tiles = array<i64: 1, 2>, per_row_a, per_column_b, factor = 0.5 : f32,
     epilogue_maps = [affine_map<(d0, d1) -> (d0, d1)>], read_early}
      : memref<?x?xbf16>
  lowp.wave_store #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN>
      acc(%c32 : vector<16xf32>) into %Q[%i, %i] lane %i bounds(%i, %i)
      scales_out(%Q : memref<?x?xi8>) epilogue {
  ^bb0(%x: f32):
    lowp.yield %x : f32
  } {tiles = array<i64: 1, 1>, quantize_type = f8E4M3FN,
     quantize_mode = #lowp<scale_mode rceil>} : memref<?x?xi8>
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
      acc(%c : vector<4xf32>) into %W[%i, %i, %i] lane %i bounds(%i, %i)
      {tiles = array<i64: 1, 1>} : memref<?x?x?xf32>
  return
}
