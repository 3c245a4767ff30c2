// A weight-only GEMM (bf16 activations x MXFP4 weights) as an embedder
// writes it with lowp's stages: its own workgroup tiles; promotion with
// lowp's copies -- A's bf16 values as they are (lowp.tile_read / tile_write
// in chunks of 8 values), B's fp4 codes in chunks of 32 with their E8M0
// block scale codes, decoded exactly into bf16 on the way into LDS
// (lowp.tile_write's `decode`, lowered by lowp-lower-tile-copies with
// gfx950's fp4 conversion); one lowp.wave_mma per wave and K step on the
// bf16 MFMA (lowp-distribute-wave-mma, lowp-mfma-to-amdgpu); and lowp's
// epilogue (lowp.wave_store). C[M x N] = A[M x K] * B[N x K]^T, B's codes
// packed two per byte (N x K/2), its scales per 32 along K (N x K/32); 256
// threads (4 waves, each a 32 x 32 tile of C: 2 x 2 MFMA tiles of 16 x 16);
// K a multiple of 128; grid (ceil(N/64), ceil(M/64)).
#lds = #gpu.address_space<workgroup>
#fat = #amdgpu.address_space<fat_raw_buffer>
gpu.module @gemm {
  gpu.func @w4a16_gemm(%A: memref<?x?xbf16>, %B: memref<?x?xi8>,
                       %Bs: memref<?x?xi8>, %C: memref<?x?xf32>)
      workgroup(%la: memref<1x64x256xi8, #lds>, %lb: memref<1x64x256xi8, #lds>)
      kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %M = memref.dim %A, %c0 : memref<?x?xbf16>
    %K = memref.dim %A, %c1 : memref<?x?xbf16>
    %N = memref.dim %B, %c0 : memref<?x?xi8>
    %Ab = amdgpu.fat_raw_buffer_cast %A : memref<?x?xbf16> to memref<?x?xbf16, #fat>
    %Bb = amdgpu.fat_raw_buffer_cast %B : memref<?x?xi8> to memref<?x?xi8, #fat>
    %Bsb = amdgpu.fat_raw_buffer_cast %Bs : memref<?x?xi8> to memref<?x?xi8, #fat>

    %tid = gpu.thread_id x
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %m0 = arith.muli %by, %c64 : index
    %n0 = arith.muli %bx, %c64 : index
    %wave = arith.divui %tid, %c64 : index
    %lane = arith.remui %tid, %c64 : index
    %wmi = arith.divui %wave, %c2 : index
    %wni = arith.remui %wave, %c2 : index
    %wm = arith.muli %wmi, %c32 : index
    %wn = arith.muli %wni, %c32 : index

    %z = arith.constant dense<0.0> : vector<4xf32>
    %acc:4 = scf.for %k0 = %c0 to %K step %c128
        iter_args(%a0 = %z, %a1 = %z, %a2 = %z, %a3 = %z)
        -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
      // A: 64 x 128 values, thread t's chunks of 8 t + 256 q (q < 4) at
      // row c / 16, K 8 (c % 16).
      %va:4 = lowp.tile_read %Ab[%m0, %k0] bounds(%M, %K) thread %tid codes bf16
          {chunk = 8, tile = array<i64: 64, 128>, threads = 256}
          : memref<?x?xbf16, #fat> -> vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>
      lowp.tile_write %va#0, %va#1, %va#2, %va#3 into %la[%c0] thread %tid (rows) codes bf16
          {chunk = 8, tile = array<i64: 64, 128>, threads = 256}
          : vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8> into memref<1x64x256xi8, #lds>
      // B: 64 x 128 codes, thread t's 32 codes (16 bytes) at row t / 4, K
      // 32 (t % 4), and their scale code; decoded into 64 bytes of bf16.
      %cb:2 = lowp.tile_read %Bb[%n0, %k0] bounds(%N, %K) thread %tid codes f4E2M1FN
          scales(%Bsb : memref<?x?xi8, #fat>)
          {chunk = 32, scale_block = 32, tile = array<i64: 64, 128>, threads = 256}
          : memref<?x?xi8, #fat> -> vector<16xi8>, i8
      lowp.tile_write %cb#0, %cb#1 into %lb[%c0] thread %tid (rows) codes f4E2M1FN decode bf16
          {chunk = 32, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 64, 128>, threads = 256}
          : vector<16xi8>, i8 into memref<1x64x256xi8, #lds>
      gpu.barrier
      %o:4 = lowp.wave_mma #lowp.mfma<16x16x32, bf16, bf16> %la(rows), %lb(rows)
          stage %c0 at(%wm, %wn) lane %lane k_wave %c0
          acc(%a0, %a1, %a2, %a3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
          {k_steps = 4 : i64, k_waves = 1 : i64, tiles = array<i64: 2, 2>}
          : memref<1x64x256xi8, #lds>, memref<1x64x256xi8, #lds>
      gpu.barrier
      scf.yield %o#0, %o#1, %o#2, %o#3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
    }
    %row0 = arith.addi %m0, %wm : index
    %col0 = arith.addi %n0, %wn : index
    lowp.wave_store #lowp.mfma<16x16x32, bf16, bf16>
        acc(%acc#0, %acc#1, %acc#2, %acc#3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
        into %C[%row0, %col0] lane %lane bounds(%M, %N) {tiles = array<i64: 2, 2>} : memref<?x?xf32>
    gpu.return
  }
}
