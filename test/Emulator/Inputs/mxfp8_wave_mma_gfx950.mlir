// The MXFP8 GEMM of mxfp8_gemm_gfx950.mlir as an embedder writes it with
// lowp's stages: its own workgroup tiles; promotion of A's and B's 64 x 64
// code tiles and their E8M0 scales with lowp's copies (lowp.tile_read /
// lowp.tile_write, lowp.scale_read / lowp.scale_write, lowered by
// lowp-lower-tile-copies; the scales in the lane order lowp.wave_mma
// documents); and lowp's distribution for the
// MFMAs: one lowp.wave_mma per wave and K step, written on lanes by
// lowp-distribute-wave-mma and rewritten by lowp-mfma-to-amdgpu; and
// lowp's epilogue, one lowp.wave_store (lowp-lower-wave-store). C[M x N] = A[M x K] * B[N x K]^T, E8M0
// scales per 32 along K; 256 threads (4 waves, each a 32 x 32 tile of C);
// K a multiple of 64; grid (ceil(N/64), ceil(M/64)).
#lds = #gpu.address_space<workgroup>
gpu.module @gemm {
  gpu.func @mxfp8_gemm(%A: memref<?x?xf8E4M3FN>, %As: memref<?x?xf8E8M0FNU>,
                       %B: memref<?x?xf8E4M3FN>, %Bs: memref<?x?xf8E8M0FNU>,
                       %C: memref<?x?xf32>)
      workgroup(%la: memref<1x64x64xi8, #lds>, %lb: memref<1x64x64xi8, #lds>,
                %lsa: memref<1x128xi8, #lds>, %lsb: memref<1x128xi8, #lds>)
      kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %M = memref.dim %A, %c0 : memref<?x?xf8E4M3FN>
    %K = memref.dim %A, %c1 : memref<?x?xf8E4M3FN>
    %N = memref.dim %B, %c0 : memref<?x?xf8E4M3FN>
    %Ab = amdgpu.fat_raw_buffer_cast %A : memref<?x?xf8E4M3FN> to memref<?x?xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>>
    %Bb = amdgpu.fat_raw_buffer_cast %B : memref<?x?xf8E4M3FN> to memref<?x?xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>>
    %Asb = amdgpu.fat_raw_buffer_cast %As : memref<?x?xf8E8M0FNU> to memref<?x?xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>>
    %Bsb = amdgpu.fat_raw_buffer_cast %Bs : memref<?x?xf8E8M0FNU> to memref<?x?xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>>

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
    %nblocks = memref.dim %As, %c1 : memref<?x?xf8E8M0FNU>

    %zacc = arith.constant dense<0.0> : vector<16xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zacc) -> (vector<16xf32>) {
      // The codes: thread t moves 16 codes of row t / 4, K 16 (t % 4), of
      // A's tile and of B's (rows past M / N read zeros).
      %ca = lowp.tile_read %Ab[%m0, %k0] bounds(%M, %K) thread %tid codes f8E4M3FN
          {tile = array<i64: 64, 64>, threads = 256}
          : memref<?x?xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>> -> vector<16xi8>
      lowp.tile_write %ca into %la[%c0] thread %tid (rows) codes f8E4M3FN
          {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<1x64x64xi8, #lds>
      %cb = lowp.tile_read %Bb[%n0, %k0] bounds(%N, %K) thread %tid codes f8E4M3FN
          {tile = array<i64: 64, 64>, threads = 256}
          : memref<?x?xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>> -> vector<16xi8>
      lowp.tile_write %cb into %lb[%c0] thread %tid (rows) codes f8E4M3FN
          {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<1x64x64xi8, #lds>
      // The scales: the step's 64 x 2 codes of each operand, in lane order
      // (scaled 32x32x64, one tile and one K step per wave: [32, 1, 1]).
      %step = arith.divui %k0, %c64 : index
      %sa = lowp.scale_read %Asb[%m0, %step] blocks(%nblocks) thread %tid
          {tile = array<i64: 64, 2>, threads = 256}
          : memref<?x?xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>> -> i8
      lowp.scale_write %sa into %lsa[%c0] thread %tid
          {lanes = array<i64: 32, 1, 1>, tile = array<i64: 64, 2>, threads = 256}
          : i8 into memref<1x128xi8, #lds>
      %sb = lowp.scale_read %Bsb[%n0, %step] blocks(%nblocks) thread %tid
          {tile = array<i64: 64, 2>, threads = 256}
          : memref<?x?xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>> -> i8
      lowp.scale_write %sb into %lsb[%c0] thread %tid
          {lanes = array<i64: 32, 1, 1>, tile = array<i64: 64, 2>, threads = 256}
          : i8 into memref<1x128xi8, #lds>
      gpu.barrier
      %acc_out = lowp.wave_mma #lowp.mfma<scaled 32x32x64, f8E4M3FN, f8E4M3FN> %la(rows), %lb(rows)
          stage %c0 at(%wm, %wn) lane %lane k_wave %c0
          scales(%lsa, %lsb : memref<1x128xi8, #lds>, memref<1x128xi8, #lds>)
          acc(%acc_in : vector<16xf32>) {k_steps = 1 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
          : memref<1x64x64xi8, #lds>, memref<1x64x64xi8, #lds>
      gpu.barrier
      scf.yield %acc_out : vector<16xf32>
    }
    // The epilogue: lowp.wave_store (written on lanes by
    // lowp-lower-wave-store) stores the wave's C^T tile into C at the
    // wave's corner, rows below M and columns below N.
    %row0 = arith.addi %m0, %wm : index
    %col0 = arith.addi %n0, %wn : index
    lowp.wave_store #lowp.mfma<scaled 32x32x64, f8E4M3FN, f8E4M3FN>
        acc(%acc : vector<16xf32>) into %C[%row0, %col0] lane %lane
        bounds(%M, %N) {tiles = array<i64: 1, 1>} : memref<?x?xf32>
    gpu.return
  }
}
