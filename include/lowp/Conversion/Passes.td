//===- Passes.td - lowp conversion passes ------------------*- tablegen -*-===//

#ifndef LOWP_CONVERSION_PASSES_TD
#define LOWP_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def LowpLowerToReference : Pass<"lowp-lower-to-reference", "::mlir::ModuleOp"> {
  let summary = "Lower lowp ops to host code that computes NUMERICS.md exactly";
  let description = [{
    The oracle of the project: rewrites every lowp op into upstream dialects
    so that the module runs on the host and matches `docs/spec.md` bit for
    bit.

    - Types: a `!lowp.scaled` value becomes its parts (codes, scales and, for
      two-level recipes, a `tensor<f32>` tensor scale); function signatures,
      calls, returns and scf regions are converted 1:N. Every low-precision
      code tensor (fp8/fp6/fp4 elements, E8M0/UE4M3/ue5m3 scales) becomes a
      tensor of `i8`, one code per byte (fp6 codes in the low bits) except
      fp4, two per byte along the innermost dimension (NUMERICS.md 1).
    - `lowp.quantize` / `lowp.dequantize`: calls into lowp's numerics library
      (`lowp_rt_*`, over unranked memrefs, so bufferization boundaries appear
      here), the same code the unit tests check against ml_dtypes and the
      NumPy golden data.
    - `lowp.scaled_matmul`: operands dequantized to f32, every product exact
      in f64, summed in f64 in increasing k by a `linalg.generic`, rounded
      once to f32, bias added in f32, rounded to the result type.
    - `lowp.grouped_scaled_matmul`: a `tensor.generate` that finds each row's
      group from the offsets and sums the same way; rows past the last offset
      are zero.
    - `lowp.assemble` / `lowp.disassemble`: forwarding of the parts.

    Run it before one-shot bufferization; `lowp-run --device=cpu` runs the
    whole host pipeline.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def LowpLegalize : Pass<"lowp-legalize", "::mlir::ModuleOp"> {
  let summary = "Choose a strategy for every lowp op on a chip";
  let description = [{
    Records in each lowp op a `lowp.strategy` attribute naming how the chip
    will run it (`fp8_mfma_16x16x32`, `fp8_mfma_16x16x32_ocp_bridge`,
    `host_reference` for ops without a GPU kernel yet), or fails with a
    diagnostic naming the op, its operands' recipes and the chip when no
    strategy exists. Every matmul also gets the cost model's choice as
    `lowp.tiling = #lowp.tiling<...>` (workgroup tile, waves, split-K, the
    `#lowp.mfma` instruction); a tiling the op already carries is kept
    (and checked). `lowp-lower-to-gpu` follows it.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"gfx942\"",
           "Target chip: gfx942 or gfx950">,
    Option<"tile", "tile", "std::string", /*default=*/"\"\"",
           "Override the cost model's choices: BMxBNxBK[xSPLITK][/WK] (workgroup "
           "tile, split-K, waves along K) and / or @MxNxK (the MFMA shape); recorded in "
           "lowp.tiling">,
    Option<"variants", "variants", "bool", /*default=*/"true",
           "A matmul with a dynamic M also gets launch variants for small M "
           "(decode tiles for M <= 16 and <= 64; grouped: the expert-major "
           "grid for at most 16 rows per group), chosen at launch by M and "
           "recorded in lowp.variants">
  ];
}

def LowpLowerToGPU : Pass<"lowp-lower-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Lower scaled matmuls to generated GPU kernels for a chip";
  let description = [{
    Every `lowp.scaled_matmul` becomes a kernel in `gpu.module
    @lowp_kernels` (generated for its numerics and a tiling from the cost
    model, or the op's `lowp.tiling` where it carries one; see
    docs/codegen.md) and a `gpu.launch_func` on the host with the
    operands as memrefs. Every rank-2 `lowp.quantize` / `lowp.dequantize`
    whose layout the kernels take becomes a memory-bound kernel (quantize
    with per-tensor, per-row or per-column groups, or a tensor scale, after
    an amax first pass); the remaining lowp ops are lowered to exact host
    code as `lowp-lower-to-reference` does, in the same 1:N conversion
    (`lowp-legalize` records the reason as `lowp.host_reason`). A matmul
    without a strategy on the chip is an error naming op, recipes and chip.
    A matmul tiled into workgroups by `lowp-tile` (an `scf.forall` over GPU
    blocks computing one tile of slices) is one launch: the loop is checked
    to be that form and folded into the whole matmul, whose kernel computes
    the same tiles as its grid (any other loop over a matmul tile is an
    error). The LDS-staged GEMM kernels' matrix work is built as one
    `lowp.wave_mma` per wave and K step (distributed to lanes by
    `lowp-distribute-wave-mma`'s patterns at the end, unless
    `distribute=false`), the instructions as `lowp.mfma` ops (rewritten by
    `lowp-mfma-to-amdgpu`'s patterns at the end, unless `lower-mfma=false`).
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"gfx942\"",
           "Target chip: gfx942 or gfx950">,
    Option<"tile", "tile", "std::string", /*default=*/"\"\"",
           "Override the cost model's choices: BMxBNxBK[xSPLITK][/WK] (workgroup "
           "tile, split-K, waves along K) and / or @MxNxK (the MFMA shape: gfx950's "
           "f8f6f4 kernels take 32x32x64, the default, or 16x16x128)">,
    Option<"variants", "variants", "bool", /*default=*/"true",
           "A matmul with a dynamic M also gets launch variants for small M "
           "(decode tiles for M <= 16 and <= 64; grouped: the expert-major "
           "grid for at most 16 rows per group), chosen at launch by M and "
           "recorded in lowp.variants">,
    Option<"hostQuantize", "host-quantize", "bool", /*default=*/"false",
           "Keep quantize / dequantize as host code (no kernels)">,
    Option<"lowerMfma", "lower-mfma", "bool", /*default=*/"true",
           "Rewrite the kernels' lowp.mfma ops to amdgpu.mfma / "
           "amdgpu.scaled_mfma (false: keep them, the output of "
           "distribution; lowp-mfma-to-amdgpu rewrites them later)">,
    Option<"prefetch", "prefetch", "bool", /*default=*/"true",
           "After distribution, read the marked K loops' first fragments "
           "one step ahead (lowp-prefetch-fragments; false: leave them, "
           "marked lowp.prefetch)">,
    Option<"pipeline", "pipeline", "bool", /*default=*/"true",
           "Software-pipeline the kernels' plain K loops (lowp-pipeline-copies; "
           "false: keep them as promotion writes them)">,
    Option<"distribute", "distribute", "bool", /*default=*/"true",
           "Write the kernels' lowp.tile_read / tile_write, lowp.wave_mma, "
           "lowp.wave_sum and lowp.wave_store ops as each thread's and "
           "lane's work (false: keep them, the kernels as promotion leaves "
           "them; lowp-lower-tile-copies, lowp-distribute-wave-mma and "
           "lowp-lower-wave-store rewrite them later)">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::amdgpu::AMDGPUDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::ROCDL::ROCDLDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def LowpPrefetchFragments : Pass<"lowp-prefetch-fragments"> {
  let summary = "Read the first MFMAs' LDS fragments of the next K step before this step's last MFMAs";
  let description = [{
    Stage 4 of code generation (docs/codegen.md), after distribution to
    lanes: in a K loop (`scf.for`) whose body is LDS reads, the first
    `lowp.mfma` ops, ..., a `gpu.barrier` ending the step
    (lowp-pipeline-copies' loop, distributed), the reads before the first
    MFMA move to after the barrier, one step ahead (the first step's
    before the loop), their values carried by the loop; the MFMAs that
    follow the step's later LDS reads move after those reads (two
    `amdgpu.sched_barrier` ops keep the backend from undoing it). The waves
    then have MFMAs to issue while the LDS serves the burst of reads that
    follows every barrier. A loop's `lowp.prefetch` attribute asks for it
    ("fragments"; "fragments_and_tiles": the reads of global memory
    through buffer resources before the first MFMA -- the next tiles --
    move too, so they have a whole step to arrive); the kernel builder sets
    it where the registers allow (Fp8GemmConfig::prefetch). `all`: every
    loop of the form, unmarked ones for fragments. Loops of any other form
    (a write to memory before the first MFMA, reads indexed by loop-carried
    values, late MFMAs used by other ops) are left as they are; the
    attribute is removed. The moved reads also run at the lower bound of a
    loop of no steps and at the upper bound after the last step: LDS reads
    must stay in bounds there (a stage index `(kt - lb) % 2` does), and
    the buffer reads give zeros past the buffer's end. `lowp-lower-to-gpu` runs it on its kernels
    (`prefetch=false` leaves the marked loops).
  }];
  let options = [
    Option<"all", "all", "bool", /*default=*/"false",
           "Every K loop of the form, not just those marked lowp.prefetch">,
  ];
  let dependentDialects = ["mlir::amdgpu::AMDGPUDialect",
                           "mlir::arith::ArithDialect"];
}

def LowpPipelineCopies : Pass<"lowp-pipeline-copies"> {
  let summary = "Software-pipeline promotion's copies against the MFMAs in K loops";
  let description = [{
    Stage 3 of code generation (docs/codegen.md), the schedule: a K loop
    (`scf.for`, any step: over K steps, or over K itself) whose body is, per
    K step (one or more an iteration), the step's copies (`lowp.tile_read`
    / `lowp.scale_read` and their `lowp.tile_write` / `lowp.scale_write`,
    in any order, into stage 0 of LDS buffers of one or two stages), a
    `gpu.barrier`, the ops that read the stage
    (`lowp.wave_mma` at stage 0, ...), a `gpu.barrier`, becomes the
    register-staged, double-buffered loop: the first step's copies before
    the loop (at its lower bound) and a barrier; per step t (counted from
    the first), the next step's reads (a tile K + BK further, the next
    scale step), the MFMAs on stage t % 2, the writes into the other
    stage, one barrier. The last step's reads lie past K (they read
    zeros; their writes go to the stage no one reads). `loads-first`: on
    gfx950's f8f6f4 loops (not with fp6 operands, fp4 x fp4, A K-major,
    blockwise rescales, block scales read a code per 128 K, or more than
    64 bytes of reads a thread) an
    `amdgpu.sched_barrier` follows each step's next reads, so the global
    loads are issued before the step's LDS reads and MFMAs. Multi-buffering: a
    one-stage buffer (a `gpu.func` workgroup attribution, or a
    `memref.alloc` / `memref.alloca` of a static shape) takes its second
    stage (its first dimension 1 -> 2), unless the kernel's workgroup
    attributions would then pass the chip's LDS (`chip`: gfx942's 64 KiB,
    the default, or gfx950's 160 KiB; the loop is then left as it is).
    Group-granular scales (blockwise FP8's per-row f32 scales of B, one
    128-K group an iteration): a `lowp.scale_read` and its
    `lowp.scale_write` into stage 0 of a one-stage buffer at the top of the
    body, before its copy groups, read only by the iteration's
    `lowp.wave_rescale` ops (at stage 0), and a `gpu.barrier` ending the
    body: the read moves a group ahead (its registers carried, the first
    group's before the loop), the write stays at the top into stage i % 2
    (i the induction variable; the buffer takes its second stage), the
    rescales read that stage, and the last barrier goes (the copy groups'
    barriers order each stage's write and reads).
    Direct K loops (decode kernels, no LDS: a body that reads fragments
    with `lowp.fragment_read` and issues `lowp.fragment_mma` on them): the
    reads of step t + 1 move to the top of step t, their registers carried
    by the loop (the first step's before it, at its lower bound; the last
    step's reads lie past K, unused), with the loop's f32 scale loads (a
    load masked by a select on the step alone moves with its select). Not
    when the loop decodes with the scaled conversion (`fragment_decode
    {scaled_cvt}`: the carried registers would be copied at the loop's end,
    past its branches); on gfx950 a decoding loop's bf16 / f16 reads of two
    or more tiles (A, from L2) stay in their step; a loop that writes memory
    is left as it is.
    Loops of any other form are left as they are.
    `lowp-lower-to-gpu` runs it on its kernels
    (`pipeline=false` keeps the plain loops).
    ```mlir
    scf.for %kt = %lb to %ub step %c1 ... {
      %a = lowp.tile_read %A[%m0, %k] ...
      lowp.tile_write %a into %lA[%c0] ...
      gpu.barrier
      %r = lowp.wave_mma ... stage %c0 ...
      gpu.barrier
    }
    // becomes
    %a0 = lowp.tile_read %A[%m0, %k_lb] ...
    lowp.tile_write %a0 into %lA[%c0] ...
    gpu.barrier
    scf.for %kt = %lb to %ub step %c1 ... {
      %s = (%kt - %lb) % 2, %n = 1 - %s
      %a = lowp.tile_read %A[%m0, %k + BK] ...
      %r = lowp.wave_mma ... stage %s ...
      lowp.tile_write %a into %lA[%n] ...
      gpu.barrier
    }
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"gfx942\"",
           "The chip whose LDS bounds multi-buffering (gfx942: 64 KiB, "
           "gfx950: 160 KiB) and whose direct loops read tall bf16 "
           "fragments in step (gfx950)">,
    Option<"loadsFirst", "loads-first", "bool", /*default=*/"true",
           "On gfx950's f8f6f4 loops (but those docs/codegen.md lists), "
           "an amdgpu.sched_barrier after each step's "
           "next reads, so that the global loads issue before the step's "
           "LDS reads and MFMAs; on gfx950's NVFP4 / AMD-FP4 decoding "
           "loops, one before the decoding writes (after the MFMAs)">,
  ];
  let dependentDialects = ["::mlir::amdgpu::AMDGPUDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect"];
}

def LowpLowerTileCopies : Pass<"lowp-lower-tile-copies"> {
  let summary = "Write promotion's tile and scale copies as each thread's loads and stores";
  let description = [{
    Stage 3 of code generation (docs/codegen.md): each `lowp.tile_read` (a
    thread's 16-code chunks of an operand tile, read from global memory)
    becomes its vector loads (fp4 8 bytes, K tails read past the end of the
    raw buffer), with the exact code map on the way (OCP -> FNUZ bridge, fp6
    / fp4 into fp8); each `lowp.tile_write` its LDS stores in the tile's
    layout (rows, fp6 packed four codes in three bytes, XOR-swizzled rows,
    K-major slots). `lowp.scale_read` / `lowp.scale_write` (a K step's E8M0
    block scales) likewise: the codes' loads (1.0 past K), decoded to f32
    when asked, stored [group][row] or in the lanes' order. The patterns are
    `lowp::populateLowpTileCopyPatterns`, for embedders that run them in
    their own rewrites. The direct kernels' copies into registers too:
    `lowp.fragment_read` (a wave's fragments of a 128-K block, the lanes'
    loads in the instruction's layout) and `lowp.fragment_decode` (codes
    into exact bf16 / f16 values with the chip's instructions).
    ```mlir
    %a:2 = lowp.tile_read %A[%m0, %k0] bounds(%M, %K) thread %tid
        codes f8E4M3FN as f8E4M3FNUZ {tile = array<i64: 128, 64>, threads = 256}
        : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
        -> vector<16xi8>, vector<16xi8>
    // becomes, per round q of the two: chunk c = tid + 256 q, row c / 4,
    // K k0 + 16 (c % 4) (past K: column M K), a vector.load of 16 bytes,
    // and the bridge's per-word arithmetic
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"gfx942\"",
           "The chip whose instructions decode a dequantizing copy's codes "
           "(tile_write with 'decode', fragment_decode; gfx942 or gfx950)">,
  ];
  let dependentDialects = ["::mlir::amdgpu::AMDGPUDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::ROCDL::ROCDLDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def LowpDistributeWaveMma : Pass<"lowp-distribute-wave-mma"> {
  let summary = "Write each lowp.wave_mma on lanes: LDS fragment reads and lowp.mfma";
  let description = [{
    Stage 4 of code generation (docs/codegen.md): a `lowp.wave_mma` (one
    wave's MFMAs over a K step of operand tiles in LDS) becomes what each
    lane does: its fragment reads in the instruction's lane layout from the
    tiles' LDS layout (`ds_read_b64` / `_b128` rows, XOR-swizzled rows,
    transpose loads of K-major tiles), its block scales (E8M0 registers for
    the scaled MFMAs; decoded f32 scales of per-32-K partial sums for the
    16x16x32 fp8 one), and one `lowp.mfma` per instruction, in the order the
    kernels issue them. A `lowp.wave_rescale` (blockwise scaling: a scale
    block's partial sums times A's per-row and B's scales, added to the
    accumulators) becomes the lane's scale loads and one `math.fma` per
    accumulator; a `lowp.fragment_mma` (the direct kernels' MFMAs on
    fragments in registers) its operands (fp8 codes bridged, fp6 packed, E8M0
    scale words) and `lowp.mfma` ops; a `lowp.wave_split` (a thread's wave
    tile corner, wave, K share and lane) its index arithmetic, written first.
    The patterns are `lowp::populateLowpDistributeWaveMmaPatterns`, for
    embedders that run them in their own rewrites.
    ```mlir
    %r:2 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        %la(rows), %lb(rows) stage %s at (%row, %col) lane %lane k_wave %c0
        acc(%a0, %a1 : vector<4xf32>, vector<4xf32>)
        {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 1, 2>} : ...
    // becomes, per K step kk of the two: the lane's row l % 16 of A's tile
    // and of B's two 16-row tiles, 8 bytes at K 32 kk + 8 (l / 16) each;
    // two lowp.mfma (B's fragment as the instruction's A: C^T tiles)
    ```
  }];
  let dependentDialects = ["::mlir::amdgpu::AMDGPUDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect"];
}

def LowpLowerWaveStore : Pass<"lowp-lower-wave-store"> {
  let summary = "Write each lowp.wave_store (a wave's epilogue) on lanes";
  let description = [{
    Stage 4 of code generation (docs/codegen.md): a `lowp.wave_store` (one
    wave's accumulator tiles, scaled, biased, rounded, through the fused
    epilogue region, stored into C or quantized to MX codes and scales)
    becomes what each lane does: per quad of four consecutive columns of a
    C^T tile, the per-column values read once (B's scales, the bias, the
    region's inputs along the columns: vector loads from fat raw buffers),
    the row's values, the region's ops on vectors, one vector store inside
    C and element stores at its edge. With `read_early` the reads that do
    not depend on the accumulators go before the K loop. A `lowp.wave_sum`
    (the sums of waves along K) becomes the stores of waves k_wave > 0 into
    LDS, one barrier and wave 0's loads and adds. The patterns are
    `lowp::populateLowpWaveStorePatterns`, for embedders that run them in
    their own rewrites.
    ```mlir
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%a0 : vector<4xf32>) into %C[%row, %col] lane %lane
        bounds(%M, %N) bias(%bias : memref<?xbf16>)
        {tiles = array<i64: 1, 1>} : memref<?x?xbf16>
    // becomes: the lane's row %row + l % 16, columns %col + 4 (l / 16) ..
    // + 3; the bias's four values there (one load inside N), the sum, the
    // rounding to bf16 and one vector store (element stores at N's edge)
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"gfx942\"",
           "The chip whose instructions encode a quantized result's codes "
           "(gfx942 or gfx950; the codes are the same)">,
  ];
  let dependentDialects = ["::mlir::amdgpu::AMDGPUDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def LowpMfmaToAMDGPU : Pass<"lowp-mfma-to-amdgpu"> {
  let summary = "Rewrite lowp.mfma to amdgpu.mfma / amdgpu.scaled_mfma";
  let description = [{
    Stage 5 of code generation (docs/codegen.md): each `lowp.mfma` (one
    instruction on a lane's fragments, `#lowp.mfma<...>` naming it) becomes
    the `amdgpu` op that selects that instruction: `amdgpu.mfma` with the
    kind's M x N x K (one block), or for the scaled kinds
    `amdgpu.scaled_mfma` with the E8M0 scale operands and the bytes
    (`scalesIdxA/B`) the op names. The patterns are
    `lowp::populateLowpMfmaToAMDGPUPatterns`, for embedders that run them
    in their own rewrites.
    ```mlir
    %d = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %a, %b, %c
        : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
    // becomes
    %d = amdgpu.mfma 16x16x32 %a * %b + %c blgp = none
        : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::amdgpu::AMDGPUDialect"];
}

#endif // LOWP_CONVERSION_PASSES_TD
