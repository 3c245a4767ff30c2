// A decode-shaped weight-only GEMM (bf16 activations x MXFP4 weights) as an
// embedder writes it with lowp's direct-kernel stages: no LDS; per 128-K
// block, each wave's fragments straight from global memory in the bf16
// MFMA's lane layout (lowp.fragment_read: A's bf16 values; B's fp4 codes
// with their E8M0 block scale codes), B's codes decoded exactly into bf16
// (lowp.fragment_decode, lowered by lowp-lower-tile-copies with gfx950's fp4
// conversion: tile 0 at scale 1 and a multiply, tile 1 with the scale in
// the conversion), one lowp.fragment_mma per block (lowp-distribute-wave-mma,
// lowp-mfma-to-amdgpu), and lowp's epilogue (lowp.wave_store).
// C[M x N] = A[M x K] * B[N x K]^T, B's codes packed two per byte (N x K/2),
// its scales per 32 along K (N x K/32); 128 threads (2 waves, each a 16 x 32
// tile of C: 1 x 2 MFMA tiles of 16 x 16); K a multiple of 32; grid
// (ceil(N/64), ceil(M/16)).
#fat = #amdgpu.address_space<fat_raw_buffer>
gpu.module @gemm {
  gpu.func @w4a16_direct(%A: memref<?x?xbf16>, %B: memref<?x?xi8>,
                         %Bs: memref<?x?xi8>, %C: memref<?x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
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
    %m0 = arith.muli %by, %c16 : index
    %wave = arith.divui %tid, %c64 : index
    %lane = arith.remui %tid, %c64 : index
    %nw = arith.muli %wave, %c32 : index
    %nb = arith.muli %bx, %c64 : index
    %n0 = arith.addi %nb, %nw : index

    %z = arith.constant dense<0.0> : vector<4xf32>
    %acc:2 = scf.for %k0 = %c0 to %K step %c128
        iter_args(%a0 = %z, %a1 = %z) -> (vector<4xf32>, vector<4xf32>) {
      // A: the lane's 32 values of row m0 + l % 16, K k0 + 32 (l / 16).
      %fa = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %Ab[%m0, %k0]
          bounds(%M, %K) lane %lane codes bf16 {tiles = 1 : i64}
          : memref<?x?xbf16, #fat> -> vector<32xbf16>
      // B: rows n0 + 16 t + l % 16, the same K: 16 bytes of codes and the
      // code of their 32-block, per tile.
      %fb:4 = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %Bb[%n0, %k0]
          bounds(%N, %K) lane %lane codes f4E2M1FN scales(%Bsb : memref<?x?xi8, #fat>)
          {scale_block = 32 : i64, tiles = 2 : i64}
          : memref<?x?xi8, #fat> -> vector<16xi8>, i8, vector<16xi8>, i8
      %v0 = lowp.fragment_decode %fb#0, %fb#1 codes f4E2M1FN to bf16
          scale f8E8M0FNU scale_block 32 : vector<16xi8>, i8 -> vector<32xbf16>
      %v1 = lowp.fragment_decode %fb#2, %fb#3 codes f4E2M1FN to bf16
          scale f8E8M0FNU scale_block 32 {scaled_cvt} : vector<16xi8>, i8 -> vector<32xbf16>
      %o:2 = lowp.fragment_mma #lowp.mfma<16x16x32, bf16, bf16>
          lhs(%fa : vector<32xbf16>) codes bf16
          rhs(%v0, %v1 : vector<32xbf16>, vector<32xbf16>) codes bf16
          acc(%a0, %a1 : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 1, 2>}
      scf.yield %o#0, %o#1 : vector<4xf32>, vector<4xf32>
    }
    lowp.wave_store #lowp.mfma<16x16x32, bf16, bf16>
        acc(%acc#0, %acc#1 : vector<4xf32>, vector<4xf32>)
        into %C[%m0, %n0] lane %lane bounds(%M, %N) {tiles = array<i64: 1, 2>} : memref<?x?xf32>
    gpu.return
  }
}
