// A 32-bit raw-buffer load at byte 2 of a 4-byte buffer (two i16): its
// word straddles num_records, so the hardware returns 0 for it whole, the
// valid element 1 included (straddle.test).
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @straddle(%in: memref<?xi16>, %out: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %i = arith.constant 1 : i32
      %v = amdgpu.raw_buffer_load %in[%i] : memref<?xi16>, i32 -> vector<2xi16>
      %w = vector.bitcast %v : vector<2xi16> to vector<1xi32>
      %s = vector.extract %w[0] : i32 from vector<1xi32>
      memref.store %s, %out[%c0] : memref<?xi32>
      gpu.return
    }
  }
}
