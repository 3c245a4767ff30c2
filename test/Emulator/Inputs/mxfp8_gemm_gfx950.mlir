// A hand-written MXFP8 GEMM for gfx950: C[M x N] = A[M x K] * B[N x K]^T with
// E8M0 scales per 32 along K (A scales M x K/32, B scales N x K/32).
// Workgroup: 256 threads (4 waves), a 64 x 64 tile of C; each wave owns a
// 32 x 32 quarter and issues one v_mfma_scale_f32_32x32x64_f8f6f4 per 64 K.
// The workgroup stages its 64 x 64 A tile in LDS (cooperative 16-byte
// copies, barrier); B and the scales come straight from global memory as raw
// buffer loads, so rows past M or N read zeros; stores are guarded.
// K must be a multiple of 64. Grid: (ceil(N/64), ceil(M/64)).
gpu.module @gemm {
  gpu.func @mxfp8_gemm(%A: memref<?x?xf8E4M3FN>, %As: memref<?x?xf8E8M0FNU>,
                       %B: memref<?x?xf8E4M3FN>, %Bs: memref<?x?xf8E8M0FNU>,
                       %C: memref<?x?xf32>)
      workgroup(%lds: memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>)
      kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
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
    %li = arith.remui %lane, %c32 : index
    %lg = arith.divui %lane, %c32 : index
    %lg16 = arith.muli %lg, %c16 : index
    %lg16hi = arith.addi %lg16, %c32 : index
    // Staging: thread t copies 16 bytes of row t/4, chunk t%4.
    %srow = arith.divui %tid, %c4 : index
    %sq = arith.remui %tid, %c4 : index
    %scol = arith.muli %sq, %c16 : index
    %garow = arith.addi %m0, %srow : index
    // This lane's rows and columns.
    %arow = arith.addi %wm, %li : index
    %gArow = arith.addi %m0, %arow : index
    %bcol = arith.addi %n0, %wn : index
    %gBrow = arith.addi %bcol, %li : index

    %zacc = arith.constant dense<0.0> : vector<16xf32>
    // fp8-typed vector constants do not lower to LLVM in MLIR 22: build
    // them from i8 and bitcast. Operand halves are joined with
    // vector.shuffle (insert_strided_slice has no ROCDL lowering).
    %zsi = arith.constant dense<127> : vector<4xi8>
    %zs = vector.bitcast %zsi : vector<4xi8> to vector<4xf8E8M0FNU>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zacc) -> (vector<16xf32>) {
      %gacol = arith.addi %k0, %scol : index
      %chunk = vector.load %Ab[%garow, %gacol] : memref<?x?xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>>, vector<16xf8E4M3FN>
      vector.store %chunk, %lds[%srow, %scol] : memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>, vector<16xf8E4M3FN>
      gpu.barrier
      // A: regs 0-3 hold k = 16g + e, regs 4-7 hold k = 32 + 16g + e.
      %alo = vector.load %lds[%arow, %lg16] : memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>, vector<16xf8E4M3FN>
      %ahi = vector.load %lds[%arow, %lg16hi] : memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>, vector<16xf8E4M3FN>
      %a = vector.shuffle %alo, %ahi [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf8E4M3FN>, vector<16xf8E4M3FN>
      %bk0 = arith.addi %k0, %lg16 : index
      %bk1 = arith.addi %k0, %lg16hi : index
      %blo = vector.load %Bb[%gBrow, %bk0] : memref<?x?xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>>, vector<16xf8E4M3FN>
      %bhi = vector.load %Bb[%gBrow, %bk1] : memref<?x?xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>>, vector<16xf8E4M3FN>
      %b = vector.shuffle %blo, %bhi [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf8E4M3FN>, vector<16xf8E4M3FN>
      // Scales: lane i + 32 b holds row i's scale of K block b.
      %kb0 = arith.divui %k0, %c32 : index
      %kb = arith.addi %kb0, %lg : index
      %sa = memref.load %Asb[%gArow, %kb] : memref<?x?xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>>
      %sb = memref.load %Bsb[%gBrow, %kb] : memref<?x?xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>>
      %sav = vector.insert %sa, %zs [0] : f8E8M0FNU into vector<4xf8E8M0FNU>
      %sbv = vector.insert %sb, %zs [0] : f8E8M0FNU into vector<4xf8E8M0FNU>
      %acc_out = amdgpu.scaled_mfma 32x32x64 (%sav[0] * %a) * (%sbv[0] * %b) + %acc_in : vector<4xf8E8M0FNU>, vector<32xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<32xf8E4M3FN>, vector<16xf32>
      gpu.barrier
      scf.yield %acc_out : vector<16xf32>
    }
    // D layout 32x32: register v of lane l is row 8(v/4) + 4(l/32) + v%4,
    // column l%32.
    %lg4 = arith.muli %lg, %c4 : index
    scf.for %v = %c0 to %c16 step %c1 {
      %val = vector.extract %acc[%v] : f32 from vector<16xf32>
      %vq = arith.divui %v, %c4 : index
      %vr = arith.remui %v, %c4 : index
      %r8 = arith.muli %vq, %c8 : index
      %r0 = arith.addi %r8, %lg4 : index
      %r1 = arith.addi %r0, %vr : index
      %r2 = arith.addi %r1, %wm : index
      %row = arith.addi %r2, %m0 : index
      %col = arith.addi %bcol, %li : index
      %rin = arith.cmpi ult, %row, %M : index
      %cin = arith.cmpi ult, %col, %N : index
      %in = arith.andi %rin, %cin : i1
      scf.if %in {
        memref.store %val, %C[%row, %col] : memref<?x?xf32>
      }
    }
    gpu.return
  }
}
