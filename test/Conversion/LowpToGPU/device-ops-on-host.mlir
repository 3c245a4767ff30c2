// lowp's device ops (the stages' tile copies, lowp.wave_mma, lowp.wave_sum,
// lowp.wave_store, lowp.mfma) outside a kernel: a diagnostic naming the op, not a crash (legalize took
// them for quantize ops once).
// RUN: not lowp-opt %s --lowp-legalize=chip=gfx950 -split-input-file 2>&1 | FileCheck %s
// The host reference lowering names them too.
// RUN: not lowp-opt %s --lowp-lower-to-reference -split-input-file 2>&1 | FileCheck %s --check-prefix=REF
// REF: error: 'lowp.tile_read' op is device code, the input or output of a code generation stage: it has no host lowering (lowp-lower-to-gpu and the stages' passes lower it in a gpu.module)
// REF: error: 'lowp.scale_read' op is device code
// REF: error: 'lowp.mfma' op is device code
// REF: error: 'lowp.wave_rescale' op is device code
// REF: error: 'lowp.wave_sum' op is device code
// REF: error: 'lowp.wave_store' op is device code
// REF-NOT: failed to legalize

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

// -----

// CHECK: error: 'lowp.wave_rescale' op is device code
// CHECK: error: 'lowp.wave_sum' op is device code
// CHECK: error: 'lowp.wave_store' op is device code
func.func @epilogue(%c: vector<4xf32>, %lr: memref<1024xf32, #gpu.address_space<workgroup>>,
                    %C: memref<?x?xbf16>, %i: index, %sc: memref<?x?xf32>) {
  %c2 = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> part(%c : vector<4xf32>) acc(%c : vector<4xf32>) lane %i scale_a(%sc[%i, %i] along 0 : memref<?x?xf32>) scale_b(%sc[%i, %i] : memref<?x?xf32>) {tiles = array<i64: 1, 1>}
  %s = lowp.wave_sum acc(%c : vector<4xf32>) scratch(%lr : memref<1024xf32, #gpu.address_space<workgroup>>) lane %i wave %i k_wave %i {k_waves = 2 : i64, waves = 4 : i64}
  lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> acc(%s : vector<4xf32>) into %C[%i, %i] lane %i bounds(%i, %i) epilogue {
  ^bb0(%x: bf16):
    lowp.yield %x : bf16
  } {tiles = array<i64: 1, 1>} : memref<?x?xbf16>
  return
}
