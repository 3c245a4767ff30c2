// A blockwise FP8 GEMM (DeepSeek-style: f32 scales per 1 x 128 of A and per
// 128 x 128 of B) as an embedder writes it with lowp's stages: its own
// workgroup tiles and K loop over 128-K scale blocks; promotion of A's and
// B's 64 x 64 code tiles with lowp's copies (lowp.tile_read /
// lowp.tile_write); per K step of 64 one lowp.wave_mma (unscaled 32x32x64)
// into zeroed partial sums; per 128-K block one lowp.wave_rescale that adds
// the partial sums times A's scale of each row and B's scale of the wave's
// columns (lowp-distribute-wave-mma writes both on lanes); lowp's epilogue,
// one lowp.wave_store. C[M x N] = A[M x K] * B[N x K]^T; 256 threads (4
// waves, each a 32 x 32 tile of C, whose columns lie in one 128-block of
// B); K a multiple of 128; grid (ceil(N/64), ceil(M/64)). The scales are
// fat raw buffers: rows past M read 0, never stored.
#lds = #gpu.address_space<workgroup>
#fat = #amdgpu.address_space<fat_raw_buffer>
gpu.module @gemm {
  gpu.func @block_gemm(%A: memref<?x?xf8E4M3FN>, %As: memref<?x?xf32>,
                       %B: memref<?x?xf8E4M3FN>, %Bs: memref<?x?xf32>,
                       %C: memref<?x?xf32>)
      workgroup(%la: memref<1x64x64xi8, #lds>, %lb: memref<1x64x64xi8, #lds>)
      kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %M = memref.dim %A, %c0 : memref<?x?xf8E4M3FN>
    %K = memref.dim %A, %c1 : memref<?x?xf8E4M3FN>
    %N = memref.dim %B, %c0 : memref<?x?xf8E4M3FN>
    %Ab = amdgpu.fat_raw_buffer_cast %A : memref<?x?xf8E4M3FN> to memref<?x?xf8E4M3FN, #fat>
    %Bb = amdgpu.fat_raw_buffer_cast %B : memref<?x?xf8E4M3FN> to memref<?x?xf8E4M3FN, #fat>
    %Asb = amdgpu.fat_raw_buffer_cast %As : memref<?x?xf32> to memref<?x?xf32, #fat>
    %Bsb = amdgpu.fat_raw_buffer_cast %Bs : memref<?x?xf32> to memref<?x?xf32, #fat>

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
    // The wave's first row, and its columns' 128-block of B.
    %row0 = arith.addi %m0, %wm : index
    %col0 = arith.addi %n0, %wn : index
    %bblk = arith.divui %col0, %c128 : index

    %zacc = arith.constant dense<0.0> : vector<16xf32>
    %acc = scf.for %kb = %c0 to %K step %c128 iter_args(%acc_in = %zacc) -> (vector<16xf32>) {
      // The block's two K steps of 64 into zeroed partial sums.
      %kend = arith.addi %kb, %c128 : index
      %part = scf.for %k0 = %kb to %kend step %c64 iter_args(%p_in = %zacc) -> (vector<16xf32>) {
        %ca = lowp.tile_read %Ab[%m0, %k0] bounds(%M, %K) thread %tid codes f8E4M3FN
            {tile = array<i64: 64, 64>, threads = 256}
            : memref<?x?xf8E4M3FN, #fat> -> vector<16xi8>
        lowp.tile_write %ca into %la[%c0] thread %tid (rows) codes f8E4M3FN
            {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<1x64x64xi8, #lds>
        %cb = lowp.tile_read %Bb[%n0, %k0] bounds(%N, %K) thread %tid codes f8E4M3FN
            {tile = array<i64: 64, 64>, threads = 256}
            : memref<?x?xf8E4M3FN, #fat> -> vector<16xi8>
        lowp.tile_write %cb into %lb[%c0] thread %tid (rows) codes f8E4M3FN
            {tile = array<i64: 64, 64>, threads = 256} : vector<16xi8> into memref<1x64x64xi8, #lds>
        gpu.barrier
        %p_out = lowp.wave_mma #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN> %la(rows), %lb(rows)
            stage %c0 at(%wm, %wn) lane %lane k_wave %c0
            acc(%p_in : vector<16xf32>) {k_steps = 1 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 1>}
            : memref<1x64x64xi8, #lds>, memref<1x64x64xi8, #lds>
        gpu.barrier
        scf.yield %p_out : vector<16xf32>
      }
      // acc += part * (sa[row, kb / 128] * sb[col / 128, kb / 128]).
      %g = arith.divui %kb, %c128 : index
      %acc_out = lowp.wave_rescale #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>
          part(%part : vector<16xf32>) acc(%acc_in : vector<16xf32>) lane %lane
          scale_a(%Asb[%row0, %g] along 0 : memref<?x?xf32, #fat>)
          scale_b(%Bsb[%bblk, %g] : memref<?x?xf32, #fat>)
          {tiles = array<i64: 1, 1>}
      scf.yield %acc_out : vector<16xf32>
    }
    lowp.wave_store #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>
        acc(%acc : vector<16xf32>) into %C[%row0, %col0] lane %lane
        bounds(%M, %N) {tiles = array<i64: 1, 1>} : memref<?x?xf32>
    gpu.return
  }
}
