// A decode-shaped MXFP8 GEMM for gfx942 (no scaled MFMA) as an embedder
// writes it with lowp's direct-kernel stages: no LDS; per 128-K block, each
// wave's per-block scaled fragments straight from global memory
// (lowp.fragment_read on the 16x16x32 fp8 form with scale_block 32: per
// 32-K block the lane's 8 codes, so that one instruction sums exactly one
// block, and the blocks' E8M0 codes: A's of the lane's row, B's of the four
// columns of C the lane's accumulators hold, acc_rows), one
// lowp.fragment_mma per block (OCP codes bridged to FNUZ, each 32-K partial
// sum scaled into the accumulators, the largest scale code per row and
// column carried as NaN flags), NaN selected where a flag is 255, and lowp's
// epilogue (lowp.wave_store).
// C[M x N] = A[M x K] * B[N x K]^T, f8E4M3FN codes one per byte, E8M0 scales
// per 32 along K (M x K/32, N x K/32); 128 threads (2 waves, each a 16 x 32
// tile of C: 1 x 2 MFMA tiles of 16 x 16); K a multiple of 32; grid
// (ceil(N/64), ceil(M/16)).
#fat = #amdgpu.address_space<fat_raw_buffer>
gpu.module @gemm {
  gpu.func @mx_direct(%A: memref<?x?xi8>, %As: memref<?x?xi8>, %B: memref<?x?xi8>,
                      %Bs: memref<?x?xi8>, %C: memref<?x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %M = memref.dim %A, %c0 : memref<?x?xi8>
    %K = memref.dim %A, %c1 : memref<?x?xi8>
    %N = memref.dim %B, %c0 : memref<?x?xi8>
    %Ab = amdgpu.fat_raw_buffer_cast %A : memref<?x?xi8> to memref<?x?xi8, #fat>
    %Asb = amdgpu.fat_raw_buffer_cast %As : memref<?x?xi8> to memref<?x?xi8, #fat>
    %Bb = amdgpu.fat_raw_buffer_cast %B : memref<?x?xi8> to memref<?x?xi8, #fat>
    %Bsb = amdgpu.fat_raw_buffer_cast %Bs : memref<?x?xi8> to memref<?x?xi8, #fat>

    %tid = gpu.thread_id x
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %m0 = arith.muli %by, %c16 : index
    %wave = arith.divui %tid, %c64 : index
    %lane = arith.remui %tid, %c64 : index
    %nw = arith.muli %wave, %c32 : index
    %nb = arith.muli %bx, %c64 : index
    %n0 = arith.addi %nb, %nw : index

    %z = arith.constant dense<0.0> : vector<4xf32>
    %zf = arith.constant 0 : i32
    %zv = arith.constant dense<0> : vector<4xi32>
    %acc:5 = scf.for %k0 = %c0 to %K step %c128
        iter_args(%a0 = %z, %a1 = %z, %f = %zf, %g0 = %zv, %g1 = %zv)
        -> (vector<4xf32>, vector<4xf32>, i32, vector<4xi32>, vector<4xi32>) {
      // A: row m0 + l % 16; per 32-K block s its codes K k0 + 32 s + 8 (l /
      // 16) .. + 7, then the four blocks' scale codes of the row.
      %fa:8 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %Ab[%m0, %k0]
          bounds(%M, %K) lane %lane codes f8E4M3FN scales(%Asb : memref<?x?xi8, #fat>)
          {scale_block = 32 : i64, tiles = 1 : i64}
          : memref<?x?xi8, #fat> -> vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32
      // B: rows n0 + 16 t + l % 16, the same K; the scale codes of rows n0 +
      // 16 t + 4 (l / 16) .. + 3 (the lane's columns of C), block by block.
      %fb:40 = lowp.fragment_read #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %Bb[%n0, %k0]
          bounds(%N, %K) lane %lane codes f8E4M3FN scales(%Bsb : memref<?x?xi8, #fat>)
          {acc_rows, scale_block = 32 : i64, tiles = 2 : i64}
          : memref<?x?xi8, #fat> -> vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      %o:5 = lowp.fragment_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
          lhs(%fa#0, %fa#1, %fa#2, %fa#3, %fa#4, %fa#5, %fa#6, %fa#7 : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32) codes f8E4M3FN
          rhs(%fb#0, %fb#1, %fb#2, %fb#3, %fb#4, %fb#5, %fb#6, %fb#7, %fb#8, %fb#9, %fb#10, %fb#11, %fb#12, %fb#13, %fb#14, %fb#15, %fb#16, %fb#17, %fb#18, %fb#19, %fb#20, %fb#21, %fb#22, %fb#23, %fb#24, %fb#25, %fb#26, %fb#27, %fb#28, %fb#29, %fb#30, %fb#31, %fb#32, %fb#33, %fb#34, %fb#35, %fb#36, %fb#37, %fb#38, %fb#39 : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) codes f8E4M3FN
          acc(%a0, %a1, %f, %g0, %g1 : vector<4xf32>, vector<4xf32>, i32, vector<4xi32>, vector<4xi32>)
          {scale_block = 32 : i64, scale_log2 = array<i64: 1, 1>, tiles = array<i64: 1, 2>}
      scf.yield %o#0, %o#1, %o#2, %o#3, %o#4
          : vector<4xf32>, vector<4xf32>, i32, vector<4xi32>, vector<4xi32>
    }
    // NaN where the row's or the column's largest scale code is 255.
    %nan = arith.constant dense<0x7FC00000> : vector<4xf32>
    %c255 = arith.constant dense<255> : vector<4xi32>
    %fr = vector.broadcast %acc#2 : i32 to vector<4xi32>
    %m0f = arith.maxui %fr, %acc#3 : vector<4xi32>
    %m1f = arith.maxui %fr, %acc#4 : vector<4xi32>
    %n0f = arith.cmpi eq, %m0f, %c255 : vector<4xi32>
    %n1f = arith.cmpi eq, %m1f, %c255 : vector<4xi32>
    %r0 = arith.select %n0f, %nan, %acc#0 : vector<4xi1>, vector<4xf32>
    %r1 = arith.select %n1f, %nan, %acc#1 : vector<4xi1>, vector<4xf32>
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%r0, %r1 : vector<4xf32>, vector<4xf32>)
        into %C[%m0, %n0] lane %lane bounds(%M, %N) {tiles = array<i64: 1, 2>} : memref<?x?xf32>
    gpu.return
  }
}
