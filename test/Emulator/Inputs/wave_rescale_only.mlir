// A kernel whose lowp.wave_rescale was not distributed: the emulator names
// the pass (gemm-wave-rescale-gfx950.test).
gpu.module @k {
  gpu.func @rescale(%s: memref<?x?xf32>, %o: memref<?xf32>) kernel {
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        part(%z : vector<4xf32>) acc(%z : vector<4xf32>) lane %lane
        scale_a(%s[%c0, %c0] along 0 : memref<?x?xf32>)
        scale_b(%s[%c0, %c0] : memref<?x?xf32>) {tiles = array<i64: 1, 1>}
    vector.store %r, %o[%c0] : memref<?xf32>, vector<4xf32>
    gpu.return
  }
}
