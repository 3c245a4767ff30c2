// lowp's device ops (the stages' tile copies, lowp.wave_mma, lowp.mfma)
// outside a kernel: a diagnostic naming the op, not a crash (legalize took
// them for quantize ops once).
// RUN: not lowp-opt %s --lowp-legalize=chip=gfx950 -split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'lowp.tile_read' op is device code, the input or output of a code generation stage: it belongs in a gpu.func (in a gpu.module) and has no host lowering
func.func @copy(%A: memref<?x?xi8>, %i: index) -> vector<16xi8> {
  %c = lowp.tile_read %A[%i, %i] bounds(%i, %i) thread %i codes f8E4M3FN {tile = array<i64: 16, 64>, threads = 64} : memref<?x?xi8> -> vector<16xi8>
  return %c : vector<16xi8>
}

// -----

// CHECK: error: 'lowp.scale_read' op is device code
func.func @scales(%S: memref<?x?xi8>, %i: index) -> i8 {
  %s = lowp.scale_read %S[%i, %i] blocks(%i) thread %i {tile = array<i64: 16, 2>, threads = 64} : memref<?x?xi8> -> i8
  return %s : i8
}

// -----

// CHECK: error: 'lowp.mfma' op is device code
func.func @mfma(%a: vector<8xf8E4M3FNUZ>, %c: vector<4xf32>) -> vector<4xf32> {
  %d = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %a, %a, %c : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
  return %d : vector<4xf32>
}
