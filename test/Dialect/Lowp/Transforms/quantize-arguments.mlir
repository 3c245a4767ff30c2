// lowp-quantize-arguments: weights passed as arguments are taken already
// quantized; the argument keeps what its quantize was.
// RUN: lowp-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(lowp-quantize-arguments{arguments=1,2}))" --verify-diagnostics | FileCheck %s
// Without a list, every argument that qualifies (the activation too); with
// function=, only that function.
// RUN: lowp-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(lowp-quantize-arguments{function=mlp}))" 2>&1 | FileCheck %s --check-prefix=ALL
// ALL-LABEL: func.func @mlp
// ALL-SAME: (%{{.*}}: !lowp.scaled<?x128xf8E4M3FN, mxfp8> {lowp.mode = #lowp<scale_mode rceil>, lowp.quantized_from = tensor<?x128xbf16>}
// ALL-NOT: lowp.quantize %arg
// ALL-LABEL: func.func @also_returned
// ALL-SAME: %{{.*}}: tensor<64x64xbf16>, %{{.*}}: tensor<64x64xbf16>)

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: (%[[X:.*]]: tensor<?x128xbf16>,
// CHECK-SAME: %[[W1:.*]]: !lowp.scaled<128x64xf4E2M1FN, mxfp4, along = 0> {lowp.mode = #lowp<scale_mode rceil>, lowp.quantized_from = tensor<128x64xbf16>},
// CHECK-SAME: %[[W2:.*]]: !lowp.scaled<64x64xf8E4M3FN, fp8_rowwise, along = 0> {lowp.pow2_scales, lowp.quantized_from = tensor<64x64xbf16>})
// CHECK: %[[QX:.*]] = lowp.quantize %[[X]]
// CHECK: lowp.scaled_matmul %[[QX]], %[[W1]]
// CHECK-NOT: lowp.quantize %arg1
// CHECK: lowp.scaled_matmul %{{.*}}, %[[W2]]
func.func @mlp(%x: tensor<?x128xbf16>, %w1: tensor<128x64xbf16>, %w2: tensor<64x64xbf16>) -> tensor<?x64xbf16> {
  %qx = lowp.quantize %x mode = rceil : tensor<?x128xbf16> -> !lowp.scaled<?x128xf8E4M3FN, mxfp8>
  %qw1 = lowp.quantize %w1 mode = rceil : tensor<128x64xbf16> -> !lowp.scaled<128x64xf4E2M1FN, mxfp4, along = 0>
  %h = lowp.scaled_matmul %qx, %qw1 : !lowp.scaled<?x128xf8E4M3FN, mxfp8>, !lowp.scaled<128x64xf4E2M1FN, mxfp4, along = 0> -> tensor<?x64xbf16>
  %qh = lowp.quantize %h pow2_scales : tensor<?x64xbf16> -> !lowp.scaled<?x64xf8E4M3FN, fp8_rowwise>
  %qw2 = lowp.quantize %w2 pow2_scales : tensor<64x64xbf16> -> !lowp.scaled<64x64xf8E4M3FN, fp8_rowwise, along = 0>
  %y = lowp.scaled_matmul %qh, %qw2 : !lowp.scaled<?x64xf8E4M3FN, fp8_rowwise>, !lowp.scaled<64x64xf8E4M3FN, fp8_rowwise, along = 0> -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}

// -----

// expected-error @+1 {{lowp-quantize-arguments: argument 1 cannot be taken quantized: it is used by 'func.return', not only quantized}}
func.func @also_returned(%x: tensor<4x64xbf16>, %w: tensor<64x64xbf16>, %v: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  %qw = lowp.quantize %w : tensor<64x64xbf16> -> !lowp.scaled<64x64xf8E4M3FN, mxfp8, along = 0>
  return %w : tensor<64x64xbf16>
}

// -----

// expected-error @+1 {{lowp-quantize-arguments: argument 2 does not exist (the function has 2)}}
func.func @too_few(%x: tensor<4x64xbf16>, %w: tensor<64x64xbf16>) {
  %qw = lowp.quantize %w : tensor<64x64xbf16> -> !lowp.scaled<64x64xf8E4M3FN, mxfp8, along = 0>
  return
}

// -----

// expected-error @+1 {{lowp-quantize-arguments: the function has callers in the module}}
func.func @callee(%x: tensor<4x64xbf16>, %w: tensor<64x64xbf16>, %v: tensor<64x64xbf16>) {
  %qw = lowp.quantize %w : tensor<64x64xbf16> -> !lowp.scaled<64x64xf8E4M3FN, mxfp8, along = 0>
  %qv = lowp.quantize %v : tensor<64x64xbf16> -> !lowp.scaled<64x64xf8E4M3FN, mxfp8, along = 0>
  return
}
// expected-error @+1 {{argument 1 cannot be taken quantized: it is used by 'func.call'}}
func.func private @caller(%x: tensor<4x64xbf16>, %w: tensor<64x64xbf16>, %v: tensor<64x64xbf16>) {
  call @callee(%x, %w, %w) : (tensor<4x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>) -> ()
  return
}
