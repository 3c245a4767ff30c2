// A quantized result runs without split-K (the split-K reduce kernel does
// not write quantized results). When a
// tiling asks for split-K, a warning says it is not applied; the recorded
// lowp.tiling has split_k = 1.
// RUN: lowp-opt %s -split-input-file -verify-diagnostics --lowp-legalize="chip=gfx950 tile=64x64x64x2" | FileCheck %s
// RUN: sed -e "/expected-warning/d" %s | lowp-opt --lowp-legalize=chip=gfx942 2>&1 | FileCheck %s --check-prefix=MODEL

// CHECK: lowp.tiling = #lowp.tiling<workgroup = 64x64x64, waves = 1x1, split_k = 1
// The cost model's own split for a decode-sized M is dropped without a word.
// MODEL-NOT: warning
// MODEL: split_k = 1
func.func @quantized(%a: !lowp.scaled<4x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<256x4096xf8E4M3FN, mxfp8>) -> !lowp.scaled<4x256xf8E4M3FN, mxfp8> {
  // expected-warning @+1 {{split-K 2 not applied: the split-K reduce kernel does not write a quantized result}}
  %c = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%v: bf16):
    lowp.yield %v : bf16
  } {transpose_b}
      : !lowp.scaled<4x4096xf8E4M3FN, mxfp8>, !lowp.scaled<256x4096xf8E4M3FN, mxfp8> -> !lowp.scaled<4x256xf8E4M3FN, mxfp8>
  return %c : !lowp.scaled<4x256xf8E4M3FN, mxfp8>
}
