//===- LowpOps.td - lowp operations ------------------------*- tablegen -*-===//

#ifndef LOWP_DIALECT_LOWP_IR_LOWPOPS_TD
#define LOWP_DIALECT_LOWP_IR_LOWPOPS_TD

include "lowp/Dialect/Lowp/IR/LowpBase.td"
include "lowp/Dialect/Lowp/IR/LowpTypes.td"
include "lowp/Dialect/Lowp/IR/LowpAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/TilingInterface.td"

// The TilingInterface methods lowp ops implement (lib/Dialect/Lowp/IR/
// LowpTiling.cpp): tiles of the iteration space, and the result tiles that
// tile-and-fuse asks for.
defvar Lowp_TilingMethods = ["getLoopIteratorTypes", "getIterationDomain",
    "getTiledImplementation", "getResultTilePosition",
    "getIterationDomainTileFromResultTile", "generateResultTileValue"];

class Lowp_Op<string mnemonic, list<Trait> traits = []>
    : Op<Lowp_Dialect, mnemonic, traits>;

// High-precision tensors lowp ops read and write.
def Lowp_HighPrecisionTensor : RankedTensorOf<[F32, BF16, F16]>;
def Lowp_MatmulOperand : AnyTypeOf<[Lowp_ScaledType, Lowp_HighPrecisionTensor],
    "a !lowp.scaled value or a ranked tensor of f32/bf16/f16">;

//===----------------------------------------------------------------------===//
// quantize / dequantize
//===----------------------------------------------------------------------===//

def Lowp_QuantizeOp : Lowp_Op<"quantize", [Pure]> {
  let summary = "quantize a high-precision tensor into a scaled tensor";
  let description = [{
    Computes element codes, block scales and (for two-level recipes) the
    tensor scale of the result type from `input`, bit for bit as
    `docs/spec.md` section "quantize" defines per scale format:
    - `f8E8M0FNU` scales (MX): scale from the block amax by `mode`
      (`floor` when absent), elements scaled by 2^(127-b), clamped, RNE;
    - `f32` scales (FP8 recipes): `s = FP8_MAX / max(amax, 1e-12)` in f64,
      elements `RNE(clamp(x*s))`, stored scale `1/s`; `pow2_scales` rounds
      `s` down to a power of two first;
    - `f8E4M3FN` scales (NVFP4, single- or two-level) and `ue5m3` scales
      (AMD-FP4): amax/6 per block, under the tensor scale if the type has one.

    Example:
    ```mlir
    %q = lowp.quantize %x mode = rceil
        : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf8E4M3FN, mxfp8>
    %r = lowp.quantize %w pow2_scales
        : tensor<4096x4096xf32> -> !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block128x128>
    ```

    Canonicalization folds a quantize of a constant (`dense`, or a
    `dense_resource` blob of f32 / bf16 / f16) into the
    constant parts of the scaled value (`lowp.assemble` of `arith.constant`
    codes, scales and tensor scale), computed bit for bit by the numerics
    library (UE5M3 scales as a `dense_resource` blob of one code per
    byte); dynamic shapes stay.
  }];
  let arguments = (ins Lowp_HighPrecisionTensor:$input,
                       OptionalAttr<Lowp_ScaleModeAttr>:$mode,
                       UnitAttr:$pow2_scales);
  let results = (outs Lowp_ScaledType:$result);
  let assemblyFormat = [{
    $input (`mode` `=` `` $mode^)? (`pow2_scales` $pow2_scales^)? attr-dict
    `:` type($input) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
  // A quantize of a constant folds into constant codes and scales.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    /// The mode in effect: `mode`, or floor when absent.
    ScaleMode getEffectiveMode() {
      return getMode().value_or(ScaleMode::Floor);
    }
    ScaledType getType() { return ::llvm::cast<ScaledType>(getResult().getType()); }
  }];
}

def Lowp_DequantizeOp : Lowp_Op<"dequantize", [Pure,
    DeclareOpInterfaceMethods<TilingInterface, Lowp_TilingMethods>,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>]> {
  let summary = "decode a scaled tensor into a high-precision tensor";
  let description = [{
    Each element becomes `decode(code) * scale` computed in f32 as
    `docs/spec.md` defines per scale format (two-level recipes multiply by
    `fp32(tensor_scale * block_scale)`), then rounds once (RNE) to the result
    element type. A NaN scale makes its whole block NaN.

    Implements the `TilingInterface` (one parallel loop per dimension): a
    tile dequantizes a slice of the input's codes and block scales
    (`lowp/Dialect/Lowp/IR/Tiling.h`), so tiles may not cut a scale block.

    Example:
    ```mlir
    %x = lowp.dequantize %q : !lowp.scaled<128x4096xf8E4M3FN, mxfp8> -> tensor<128x4096xf32>
    ```
  }];
  let arguments = (ins Lowp_ScaledType:$input);
  let results = (outs Lowp_HighPrecisionTensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input)) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// matmuls
//===----------------------------------------------------------------------===//

def Lowp_ScaledMatmulOp : Lowp_Op<"scaled_matmul",
    [Pure, AttrSizedOperandSegments, IsolatedFromAbove,
     DeclareOpInterfaceMethods<TilingInterface, Lowp_TilingMethods>,
     DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                               ["reifyResultShapes"]>]> {
  let summary = "matrix multiplication of scaled (or high-precision) operands";
  let description = [{
    `C[b, m, n] = sum_k A[b, m, k] * B[b, k, n]` over the real values of the
    operands, with the batch dimension `b` optional (rank 2 or 3 for all
    operands). `transpose_a` means `lhs` is stored `[b,] K x M`, `transpose_b`
    that `rhs` is stored `[b,] N x K` (the usual layout of weights).

    Either operand may be a high-precision tensor (weight-only quantization),
    but at least one is `!lowp.scaled`. Semantics (`docs/spec.md`): each
    operand is dequantized to f32, every product is exact, the sum over `k`
    is exact and rounded once (RNE) to f32, the optional `bias` (a vector of
    N values, widened to f32) is added in f32, and the result is rounded to
    the result element type. Code generators must stay within the error
    budget the spec states.

    Example:
    ```mlir
    %c = lowp.scaled_matmul %a, %b {transpose_b}
        : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>,
          !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xbf16>
    %d = lowp.scaled_matmul %x, %w bias(%bias : tensor<256xf32>) {transpose_b}
        : tensor<128x4096xbf16>, !lowp.scaled<256x4096xf4E2M1FN, mxfp4>
          -> tensor<128x256xbf16>
    ```

    Implements the `TilingInterface` over `[batch,] M, N` (parallel) and
    `K` (reduction, which a tile covers whole: the sum is rounded once): a
    tile is the matmul of slices of the operands (a `!lowp.scaled` slice is
    a slice of its codes and block scales, so tiles may not cut a scale
    block), the bias and the epilogue inputs (through their maps);
    `lowp-tile` and upstream's scf tiling use it. A quantized result's tiles
    come from `lowp::getScaledResultTile` instead (lowp-tile inserts their
    codes and scales; upstream's driver inserts into tensors only).

    A quantized result (`!lowp.scaled`, the fused form of a `lowp.quantize`
    of the result, with its `quantize_mode` and `quantize_pow2_scales`)
    needs an epilogue; the quantization reads the epilogue's values.

    An optional `epilogue` region is applied to every element of the result
    (the fused form of elementwise consumers, built by `lowp-fuse-epilogues`):
    its first argument is the matmul's value rounded to that argument's type
    (f32, bf16 or f16; the result of the matmul without the epilogue), the
    others are elements of the `ins` tensors at the indices their
    `epilogue_maps` (projected permutations of the result's dimensions) give;
    `lowp.yield` returns the result element. The region holds side-effect
    free scalar ops (arith, math). The result equals the matmul followed by a
    `linalg.generic` with the region's body, bit for bit:
    ```mlir
    %y = lowp.scaled_matmul %a, %b epilogue ins(%res : tensor<128x256xbf16>) {
    ^bb0(%c: bf16, %r: bf16):
      %s = arith.addf %c, %r : bf16
      lowp.yield %s : bf16
    } {epilogue_maps = [affine_map<(d0, d1) -> (d0, d1)>], transpose_b}
        : !lowp.scaled<128x4096xf8E4M3FN, mxfp8>,
          !lowp.scaled<256x4096xf4E2M1FN, mxfp4> -> tensor<128x256xbf16>
    ```
  }];
  let arguments = (ins Lowp_MatmulOperand:$lhs, Lowp_MatmulOperand:$rhs,
                       Optional<Lowp_HighPrecisionTensor>:$bias,
                       Variadic<AnyRankedTensor>:$epilogue_inputs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b,
                       OptionalAttr<AffineMapArrayAttr>:$epilogue_maps,
                       OptionalAttr<Lowp_ScaleModeAttr>:$quantize_mode,
                       UnitAttr:$quantize_pow2_scales);
  let results = (outs Lowp_MatmulOperand:$result);
  let regions = (region AnyRegion:$epilogue);
  let assemblyFormat = [{
    $lhs `,` $rhs (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`epilogue` (`ins` `(` $epilogue_inputs^ `:` type($epilogue_inputs) `)`)?
     $epilogue^)? attr-dict
    `:` qualified(type($lhs)) `,` qualified(type($rhs)) `->` type($result)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$lhs,
                   "::mlir::Value":$rhs, "::mlir::Value":$bias,
                   "::mlir::UnitAttr":$transpose_a,
                   "::mlir::UnitAttr":$transpose_b), [{
      build($_builder, $_state, result, lhs, rhs, bias, ::mlir::ValueRange(),
            transpose_a, transpose_b, ::mlir::ArrayAttr(),
            ::lowp::ScaleModeAttr(), ::mlir::UnitAttr());
    }]>
  ];
  let extraClassDeclaration = [{
    /// Whether the op carries a fused elementwise epilogue.
    bool hasEpilogue() { return !getEpilogue().empty(); }
    /// Whether the result is quantized (a fused lowp.quantize).
    bool isQuantized() { return ::mlir::isa<ScaledType>(getResult().getType()); }
    /// The high-precision tensor of the result: the result's type, or for a
    /// quantized result the tensor the quantization reads (its shape, the
    /// epilogue's yielded element type).
    ::mlir::RankedTensorType getTensorType();
    /// The type the matmul's value is rounded to before the epilogue (the
    /// result's element type when there is none).
    ::mlir::Type getMatmulElementType();
    /// The epilogue inputs' indexing maps (identity maps when absent).
    ::llvm::SmallVector<::mlir::AffineMap> getEpilogueIndexingMaps();
    /// Clones the epilogue's body at `builder`'s insertion point on scalar
    /// `element` (the matmul's value) and `inputs` (one element per
    /// epilogue input); returns the yielded value. `element` and `inputs`
    /// may instead be vectors of those types: every op is then built on
    /// vectors (arith and math ops are elementwise).
    ::mlir::Value buildEpilogue(::mlir::OpBuilder &builder,
                                ::mlir::Value element,
                                ::mlir::ValueRange inputs);
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// mfma: one instruction on a lane's fragments
//===----------------------------------------------------------------------===//

def Lowp_E8M0Scales : AnyTypeOf<[F8E8M0FNU, VectorOfLengthAndType<[4], [F8E8M0FNU]>],
    "an E8M0 scale, or four (one per byte of the scale register)">;

def Lowp_MfmaOp : Lowp_Op<"mfma", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "one MFMA instruction on a lane's fragments";
  let description = [{
    The output of distribution (stage 4 of code generation, docs/codegen.md):
    one matrix instruction of the wave, written on what one lane holds. `kind`
    is the instruction (`#lowp.mfma<...>`: M x N x K, the element types of A
    and B as it reads them, scaled or not), `a` and `b` the lane's fragments
    in the instruction's lane layouts (`lowp/Target/Chip.h`: layoutA,
    layoutB; `elemsPerLane` elements each), `acc` its accumulator registers
    (M * N / 64 f32 values, layoutC). The scaled forms (gfx950's
    `v_mfma_scale_f32_*_f8f6f4`) take the lane's E8M0 scale registers of A
    and B and the byte of each that the instruction reads
    (`scale_a_byte`, `scale_b_byte`, 0-3; scaleLane says whose).

    `lowp-mfma-to-amdgpu` (`lowp::populateLowpMfmaToAMDGPUPatterns`) rewrites
    it to `amdgpu.mfma` / `amdgpu.scaled_mfma`; `lowp-lower-to-gpu`'s kernels
    are built with it (`lower-mfma=false` keeps it in the output).

    ```mlir
    %d = lowp.mfma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ> %a, %b, %c
        : vector<8xf8E4M3FNUZ>, vector<8xf8E4M3FNUZ>, vector<4xf32>
    %e = lowp.mfma #lowp.mfma<scaled 32x32x64, f4E2M1FN, f8E4M3FN> %w, %x, %acc
        scales(%sw, %sx : vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) {scale_b_byte = 2 : i32}
        : vector<32xf4E2M1FN>, vector<32xf8E4M3FN>, vector<16xf32>
    ```
  }];
  let arguments = (ins Lowp_MfmaAttr:$kind,
                       VectorOfRankAndType<[1], [AnyFloat]>:$a,
                       VectorOfRankAndType<[1], [AnyFloat]>:$b,
                       VectorOfRankAndType<[1], [F32]>:$acc,
                       Variadic<Lowp_E8M0Scales>:$scales,
                       DefaultValuedAttr<I32Attr, "0">:$scale_a_byte,
                       DefaultValuedAttr<I32Attr, "0">:$scale_b_byte);
  let results = (outs VectorOfRankAndType<[1], [F32]>:$result);
  let assemblyFormat = [{
    qualified($kind) $a `,` $b `,` $acc (`scales` `(` $scales^ `:` type($scales) `)`)?
    attr-dict `:` type($a) `,` type($b) `,` type($acc)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// tile_read / tile_write: promotion's copies of operand tiles into LDS
//===----------------------------------------------------------------------===//

def Lowp_TileReadOp : Lowp_Op<"tile_read", [AttrSizedOperandSegments]> {
  let summary = "a thread's share of an operand tile, read from global memory";
  let description = [{
    Promotion (stage 3 of code generation, docs/codegen.md) moves each K
    step's operand tiles from global memory to LDS in two halves, so that a
    pipelined K loop can issue the next step's reads before this step's
    MFMAs and write LDS after them: `lowp.tile_read` (into registers) and
    `lowp.tile_write` (registers into an LDS tile, in a layout
    `lowp.wave_mma` reads).

    The tile is `tile` = [R, BK]: R rows of the operand (rows of A, or of B
    stored N x K) from `row`, and BK codes along K from `k` (a multiple of
    16). It is cut into R BK / 16 chunks of 16 codes, row-major (chunk c:
    row c / (BK / 16), codes 16 (c % (BK / 16)) on); the `threads` threads
    of the workgroup read them in rounds, thread `thread` chunks `thread` +
    q `threads` for q = 0 .. n - 1, n = ceil(R BK / 16 / threads): the n
    results, in order. In a last, partial round the threads past the tile
    read rows past it (rows R on), which `lowp.tile_write` stores past the
    tile's R rows: its LDS buffer must hold them.

    `src` holds the codes as lowp lowers them (`memref<ROWS x BYTES x i8>`,
    fp4 two per byte along K; fp8 codes may be typed, `memref<ROWS x K x
    codes>`), and should be a fat raw buffer
    (`amdgpu.fat_raw_buffer_cast`): a chunk at K = `bounds`' second value or
    past (K is a multiple of 16) is read at column `bounds`' first value
    (the operand's rows) times K, past the buffer's end, so as zeros; rows
    past the operand's read past its end too (zeros). Each chunk is mapped
    exactly from `codes` to `as` when given (docs/codegen.md, "Exact code
    maps to FNUZ fp8"): f8E4M3FN -> f8E4M3FNUZ and f8E5M2 -> f8E5M2FNUZ
    (the OCP bridge: the FNUZ value is half the OCP one), f6E2M3FN /
    f4E2M1FN -> f8E4M3FN(UZ) and f6E3M2FN -> f8E5M2(FNUZ) (fp6 codes into
    fp8's low exponent fields: the value divided by a power of two,
    `lowp::codeMapLog2`, which the kernel puts back with the scales; fp4
    codes to the fp8 codes of their values, by table lookup);
    a result is `vector<16xi8>`, or `vector<8xi8>` when fp4 codes stay
    packed (no `as`). With `even_odd` (fp4 mapped into fp8), a chunk's 8
    even codes come first, then its 8 odd ones (no byte shuffles; both
    operands must be written so).

    `k_major`: `src` is stored K x ROWS (the tile's K rows hold R codes
    each); chunk c is 16 codes of K row `k` + c / (R / 16), from code
    `row` + 16 (c % (R / 16)), as stored (no `as`; R a multiple of 16); K
    rows at `bounds`' K or past read past the buffer's end, at `k_offset`
    + the K row when given (a grouped B's codes: its group's first K row).

    `whole_steps`: K is a multiple of BK, so a K step lies wholly inside K
    or wholly past it, and the values of a step past it are not used (a
    pipelined K loop's reads of the step after its last): no chunk is tested
    against K, and one past it reads what memory holds there (zeros past the
    buffer's end). A K loop's reads then take no per-lane test and select.

    `chunk` (16 unless given; 8 or 32 for the dequantizing kernels'
    copies, rows only): the codes of a chunk. Chunks of 8 read 8 codes (4
    bytes of fp4), or 8 values when `codes` is bf16 / f16 (plain values, as
    they are: 16 bytes); chunks of 32 read 32 fp4 codes (16 bytes). fp4
    codes mapped into fp8 (`as`, with `even_odd`) give the even / odd
    halves of each 8 codes in turn.

    `packed`: fp6 codes stored packed (a layout option, NUMERICS.md 1:
    four codes in three bytes along K, code 4 j + i in bits 6 i .. 6 i + 5
    of bytes 3 j .. 3 j + 2, as the f8f6f4 MFMAs take them): a chunk of 16
    codes is 12 bytes at byte column 3 K / 4 (`vector<12xi8>`), which
    `lowp.tile_write` stores as they are (rows or swizzled layouts).

    `scales(%s : memref<ROWS x BLOCKS x i8>)` with `scale_block` (16 or
    32, the codes a block scale covers along K; a chunk lies in one block
    or covers whole ones): after each chunk, the block scale codes of its
    row and K, as stored (i8: `f8E8M0FNU`, UE4M3 or UE5M3 codes; one, or a
    vector of the chunk's blocks). A chunk past K reads past the buffer's
    end (zeros); with `scale_row_offset` (a grouped B whose codes are
    addressed within its group, its scales in the whole buffer: the
    offset is added to the row) a code past K is 0 instead (the next
    group's scales may hold a NaN code). `lowp.tile_write` with `decode`
    turns such chunks into values.

    ```mlir
    %a:2 = lowp.tile_read %A[%m0, %k0] bounds(%M, %K) thread %tid
        codes f8E4M3FN as f8E4M3FNUZ {tile = array<i64: 128, 64>, threads = 256}
        : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
        -> vector<16xi8>, vector<16xi8>
    ```
  }];
  let arguments = (ins Arg<MemRefRankOf<[I8, AnyFloat], [2]>, "", [MemRead]>:$src,
                       Index:$row, Index:$k, Index:$rows_bound,
                       Index:$k_bound, Index:$thread,
                       Optional<Index>:$k_offset,
                       Arg<Optional<MemRefRankOf<[I8], [2]>>, "", [MemRead]>:$scales,
                       Optional<Index>:$scale_row_offset,
                       TypeAttr:$codes, OptionalAttr<TypeAttr>:$as,
                       DenseI64ArrayAttr:$tile, I64Attr:$threads,
                       UnitAttr:$k_major, UnitAttr:$even_odd,
                       UnitAttr:$whole_steps,
                       DefaultValuedAttr<I64Attr, "16">:$chunk,
                       OptionalAttr<I64Attr>:$scale_block,
                       UnitAttr:$packed);
  let results = (outs Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [I8]>, I8]>>:$chunks);
  let assemblyFormat = [{
    $src `[` $row `,` $k `]` `bounds` `(` $rows_bound `,` $k_bound `)`
    `thread` $thread (`k_offset` $k_offset^)? `codes` $codes (`as` $as^)?
    (`scales` `(` $scales^ `:` type($scales) `)`)?
    (`scale_row_offset` $scale_row_offset^)?
    attr-dict `:` type($src) `->` type($chunks)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Chunks per thread: ceil(R BK / chunk / threads).
    int64_t getRounds();
    /// The results of a read of `tile` by `threads` threads whose chunks
    /// hold `chunkCodes`: one vector<16xi8> (packed fp4: vector<8xi8>) per
    /// round.
    static llvm::SmallVector<mlir::Type> chunkTypes(
        mlir::MLIRContext *ctx, llvm::ArrayRef<int64_t> tile, int64_t threads,
        mlir::Type chunkCodes);
    /// The results of a read of `tile` by `threads` threads in chunks of
    /// `chunk` codes of `codes` (`mapped`: fp4 codes mapped into fp8;
    /// `packed`: fp6 codes four in three bytes) and, with `scaleBlock` > 0,
    /// each chunk's block scale codes after it.
    static llvm::SmallVector<mlir::Type> chunkTypes(
        mlir::MLIRContext *ctx, llvm::ArrayRef<int64_t> tile, int64_t threads,
        mlir::Type codes, bool mapped, int64_t chunk, int64_t scaleBlock,
        bool packed = false);
    /// The code type the chunks hold (`as`, or `codes`).
    mlir::Type getChunkCodes() { return getAs() ? *getAs() : getCodes(); }
  }];
}

def Lowp_TileWriteOp : Lowp_Op<"tile_write"> {
  let summary = "a thread's share of an operand tile, written to LDS";
  let description = [{
    The second half of promotion's copy (`lowp.tile_read`): the `chunks` a
    thread read for a tile of `tile` = [R, BK] with `threads` threads
    (chunk c = `thread` + q `threads` of the tile in round q), written into
    stage `stage` of `dest` (`memref<STAGES x ROWS x BYTES x i8>` in
    workgroup memory) as `layout` says (the layouts `lowp.wave_mma` reads):
    - `rows`: chunk c in row c / (BK / 16) at byte (c % (BK / 16)) 16 b / 8,
      b the bits a code of `codes` takes in LDS: 8 (fp8), 6 (fp6: the 16
      codes packed into 12 bytes, code e at bit 6 e; chunks are one code per
      byte) or 4 (fp4, as read: packed);
    - `swizzled` (fp8, BK = 64, 64-byte rows): the chunk's two 8-byte halves
      h at 8-byte slot (2 (c % 4) + h) ^ ((r >> 1) & 3) of row r = c / 4;
    - `swizzled16` (fp8, BK = 32, 64, ... 256; unpadded rows of G = BK / 16
      chunks): chunk c at 16-byte slot (c % G) ^ ((r G / 16) mod G) of row
      r = c / G;
    - `k_major` (from a `k_major` read): chunk c in K row c / (R / 16), at
      byte (c % (R / 16)) 16 s / 8 with s = 4 for fp4 and 8 otherwise (fp6
      packed into the first 12 bytes of its 16-byte slot, the alignment
      `ds_read_b96_tr_b6` needs).

    `chunk` (16 unless given; 8 or 32, `rows` only) as `lowp.tile_read`'s:
    chunk c in row c / (BK / chunk) at byte (c % (BK / chunk)) chunk b / 8
    (b = 16 for plain bf16 / f16 values and decoded ones).

    `decode` V (bf16 or f16; the dequantizing kernels): the chunks are
    codes of type `codes` as `lowp.tile_read` reads them with `chunk` 8 or
    32 (32: fp4), each followed by its block scale codes when `scale` is
    given (the scale type: `f8E8M0FNU`, `f8E4M3FN` for UE4M3 or
    `!lowp.ue5m3`; `scale_block` 16 or 32 codes along K); each is written as
    its exact V values (docs/codegen.md, "the dequantizing GEMM"): the code
    times its block scale, through `as` when given -- fp8 / fp6 codes
    mapped into that fp8 type here (read as stored), fp4 codes mapped into
    it by the read (`as` and `even_odd`); with no `as`, fp4 codes as
    loaded, which the chip converts (gfx950) or looks up as f16 pairs (f16
    with no scale or UE4M3 scales). The chip's instructions come from the
    lowering's `chip`. With `scaled_cvt` (fp4 codes as loaded, E8M0 scales
    per 32, bf16) the conversion applies the scale (gfx950's
    `v_cvt_scalef32_pk_bf16_fp4`) where every lane's scale codes keep the
    values normal bf16 (a ballot: one branch for the wave), and the unscaled
    path elsewhere: the same values either way.

    ```mlir
    lowp.tile_write %b#0, %b#1 into %lB[%stage] thread %tid (rows)
        codes f4E2M1FN decode bf16
        {tile = array<i64: 128, 64>, threads = 256, chunk = 32,
         scale = f8E8M0FNU, scale_block = 32}
        : vector<16xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    ```

    ```mlir
    lowp.tile_write %a#0, %a#1 into %lA[%stage] thread %tid (swizzled)
        codes f8E4M3FNUZ {tile = array<i64: 128, 64>, threads = 256}
        : vector<16xi8>, vector<16xi8>
        into memref<2x128x64xi8, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [I8]>, I8]>>:$chunks,
                       Arg<MemRefRankOf<[I8], [3]>, "", [MemWrite]>:$dest,
                       Index:$stage, Index:$thread,
                       Lowp_LdsLayout:$layout, TypeAttr:$codes,
                       DenseI64ArrayAttr:$tile, I64Attr:$threads,
                       DefaultValuedAttr<I64Attr, "16">:$chunk,
                       OptionalAttr<TypeAttr>:$as,
                       OptionalAttr<TypeAttr>:$decode,
                       OptionalAttr<TypeAttr>:$scale,
                       OptionalAttr<I64Attr>:$scale_block,
                       UnitAttr:$scaled_cvt);
  let assemblyFormat = [{
    $chunks `into` $dest `[` $stage `]` `thread` $thread `(` $layout `)`
    `codes` $codes (`as` $as^)? (`decode` $decode^)?
    attr-dict `:` type($chunks) `into` type($dest)
  }];
  let extraClassDeclaration = [{
    /// (T10) Whether the chunks are fp6 codes read packed (12 bytes for 16
    /// codes), stored as they are.
    bool isPacked();
  }];
  let hasVerifier = 1;
}

def Lowp_ScaleReadOp : Lowp_Op<"scale_read"> {
  let summary = "a thread's share of a K step's E8M0 block scales";
  let description = [{
    Promotion's copy of the E8M0 block scales of a K step (MX and E8M0
    blockwise operands), the first half: the step's `tile` = [R, G] scales
    (R rows of the operand from `row`, G = BK / 32 32-K groups of K step
    `step`) as entries e = (row r, group g), e = r G + g (`k_major`, scales
    stored K-blocks x rows: e = g R + r); thread `thread` of `threads`
    takes entries `thread` + q `threads`, one result per round q (a last,
    partial round wraps around to entries other threads hold). Entry (r, g)
    is the code of K block (step G + g) / `k_ratio` (a code per 128 K serves
    its four 32-blocks: `k_ratio` 4) and row (`row` + r) / `row_block` of
    `scales` (B's 128 x 128 E8M0 blocks: `row_block` 128), at block row
    `k_offset` + the block when given (a grouped B's scales); blocks at or
    past `blocks` (the operand's K blocks) read as code 127 (1.0: their codes
    are zeros). With `decode` = t the results are f32, the scale times 2^t
    (the code map's factor put back: gfx942's per-32-K partial sums), 0
    past the blocks; else the i8 codes. `scales` holds the codes as lowp
    lowers them (i8) or typed (`f8E8M0FNU`), or f32 scales (blockwise FP8's
    per-row scales of B, a 128-K group a step), read as they are (0 past
    the blocks). `whole_steps` (as
    `lowp.tile_read`'s: a step lies wholly inside K or its values are not
    used): no entry is tested against `blocks`.

    ```mlir
    %s:2 = lowp.scale_read %XA[%m0, %kt] blocks(%nb) thread %tid
        {tile = array<i64: 128, 2>, threads = 256}
        : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>> -> i8, i8
    ```
  }];
  let arguments = (ins Arg<MemRefRankOf<[I8, AnyFloat], [2]>, "", [MemRead]>:$scales,
                       Index:$row, Index:$step, Index:$blocks, Index:$thread,
                       Optional<Index>:$k_offset,
                       DenseI64ArrayAttr:$tile, I64Attr:$threads,
                       DefaultValuedAttr<I64Attr, "1">:$k_ratio,
                       DefaultValuedAttr<I64Attr, "1">:$row_block,
                       OptionalAttr<I64Attr>:$decode, UnitAttr:$k_major,
                       UnitAttr:$whole_steps);
  let results = (outs Variadic<AnyTypeOf<[I8, F32]>>:$values);
  let assemblyFormat = [{
    $scales `[` $row `,` $step `]` `blocks` `(` $blocks `)` `thread` $thread
    (`k_offset` $k_offset^)? attr-dict `:` type($scales) `->` type($values)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Entries per thread (results): ceil(R G / threads).
    int64_t getRounds() { return getRounds(getTile(), getThreads()); }
    static int64_t getRounds(llvm::ArrayRef<int64_t> tile, int64_t threads);
  }];
}

def Lowp_ScaleWriteOp : Lowp_Op<"scale_write"> {
  let summary = "a thread's share of a K step's block scales, written to LDS";
  let description = [{
    The second half of promotion's scale copy (`lowp.scale_read`, same
    `tile` = [R, G], `threads` and `k_major`): each entry (r, g) into stage
    `stage` of `dest`, in the layout `lowp.wave_mma` reads:
    - decoded (f32 values): `memref<STAGES x G x R x f32>` at [g][r];
    - E8M0 codes (i8 values) in lane order, `lanes` = [T, TM, KS] (the
      instruction's T, the wave's TM tiles along this operand, the KS
      instructions along a K step, waves along K included):
      `memref<STAGES x CODES x i8>` at ((w G' + g % G') T + r % T) L +
      (r / T) % TM + TM (g / G'), w = r / (T TM), G' = 64 / T, L = TM KS:
      a lane's codes for its tiles and K steps next to each other.

    ```mlir
    lowp.scale_write %s#0, %s#1 into %lsA[%stage] thread %tid
        {lanes = array<i64: 32, 2, 4>, tile = array<i64: 128, 2>, threads = 256}
        : i8, i8 into memref<2x256xi8, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Variadic<AnyTypeOf<[I8, F32]>>:$values,
                       Arg<MemRefOf<[I8, F32]>, "", [MemWrite]>:$dest,
                       Index:$stage, Index:$thread,
                       DenseI64ArrayAttr:$tile, I64Attr:$threads,
                       OptionalAttr<DenseI64ArrayAttr>:$lanes,
                       UnitAttr:$k_major);
  let assemblyFormat = [{
    $values `into` $dest `[` $stage `]` `thread` $thread attr-dict `:`
    type($values) `into` type($dest)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// wave_mma: a wave's MFMAs on promoted (LDS) tiles
//===----------------------------------------------------------------------===//

def Lowp_WaveMmaOp : Lowp_Op<"wave_mma",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "one wave's MFMAs over a K step of operand tiles in LDS";
  let description = [{
    The input of distribution (stage 4 of code generation, docs/codegen.md):
    what one wave computes on one K step of A and B tiles that promotion put
    in LDS, before it is written on lanes. The wave owns `tiles` = [TM, TN]
    MFMA tiles of C (T x T each, T = the instruction's M = N) whose first
    rows are `row` of A's tile and `col` of B's (B stored N x K), and
    `k_steps` = S instructions along K: with `k_waves` = W waves sharing the
    step, wave `k_wave` takes instructions k_wave S .. + S - 1 of it. `acc`
    are the TM x TN accumulators (row-major over the tiles; each the lane's
    M N / 64 f32 registers of a C^T tile: the kernels give B's fragment as
    the instruction's A, so lane l's registers are row `l % T` of a tile of C
    and 4 consecutive columns: layoutC transposed); the results are the
    accumulators after the step. `lane` is the lane (0-63) whose fragments
    the distributed code reads. `kind` names the instruction in the matmul's
    view (`#lowp.mfma<...>` with A's and B's element types).

    The tiles (`lhs`, `rhs`: `memref<STAGES x ROWS x BYTES x i8>` in
    workgroup memory; `stage` selects one) lie as their layouts say:
    - `rows`: row r's K codes (fp4 / fp6 packed 2 / 4-in-3 a byte, as the
      instruction reads them) from byte 0, any row pitch;
    - `swizzled`: 64-byte rows (one 64-code K step of fp8) whose 8-byte
      chunk c sits at chunk c ^ ((r >> 1) & 3) (conflict-free
      `ds_read2_b64`; the 16x16x32 fp8 form only);
    - `swizzled16`: rows of 32, 64, ... 256 fp8 codes (one K step) of G
      16-byte chunks whose chunk c sits at chunk c ^ ((r G / 16) mod G)
      (16 rows at one K offset conflict-free on gfx950's 64 banks; fp8
      operands of the f8f6f4 forms only);
    - `k_major`: K rows of M (N) contiguous codes in 16-code chunks, read
      with transpose loads (`ds_read_b64_tr_b8` / `_b4` / `ds_read_b96_tr_b6`;
      gfx950's f8f6f4 forms only).

    Block scales (MX), when given:
    - the scaled forms (`#lowp.mfma<scaled ...>`): `lhs_scales` /
      `rhs_scales` are `memref<STAGES x CODES x i8>` of E8M0 codes in the
      order the lanes read them (lowp's promotion writes them so): per wave
      tile row (column) band of T TM (T TN) rows and lane (l / T, l % T), L =
      TM S W (TN S W) consecutive codes, of which wave k_wave reads its L / W;
    - the 16x16x32 fp8 form (gfx942's MX kernels): `memref<STAGES x G x ROWS
      x f32>`, the decoded scale of each 32-K group g of the step and row;
      each instruction (one group) gives a partial sum that is scaled by its
      row's and column's scales and added (exact: powers of two).

    `lowp-distribute-wave-mma` (`lowp::populateLowpDistributeWaveMmaPatterns`)
    writes it on lanes: LDS reads in the instruction's lane layouts
    (`lowp/Target/Chip.h`) and `lowp.mfma` ops. `lowp-lower-to-gpu`'s
    LDS-staged GEMM kernels are built with it (`distribute=false` keeps it).

    ```mlir
    %r:16 = lowp.wave_mma #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        %la(swizzled), %lb(swizzled) stage %s at (%row, %col) lane %lane
        k_wave %c0 acc(%a0, ..., %a15 : vector<4xf32>, ...)
        {k_steps = 2 : i64, k_waves = 1 : i64, tiles = array<i64: 4, 4>}
        : memref<2x256x64xi8, #gpu.address_space<workgroup>>,
          memref<2x128x64xi8, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins Lowp_MfmaAttr:$kind,
                       Arg<MemRefRankOf<[I8], [3]>, "", [MemRead]>:$lhs,
                       Arg<MemRefRankOf<[I8], [3]>, "", [MemRead]>:$rhs,
                       Index:$stage, Index:$row, Index:$col, Index:$lane,
                       Index:$k_wave,
                       Arg<Optional<MemRefOf<[I8, F32]>>, "", [MemRead]>:$lhs_scales,
                       Arg<Optional<MemRefOf<[I8, F32]>>, "", [MemRead]>:$rhs_scales,
                       Variadic<VectorOfRankAndType<[1], [F32]>>:$acc,
                       Lowp_LdsLayout:$lhs_layout, Lowp_LdsLayout:$rhs_layout,
                       DenseI64ArrayAttr:$tiles, I64Attr:$k_steps,
                       I64Attr:$k_waves);
  let results = (outs Variadic<VectorOfRankAndType<[1], [F32]>>:$results);
  let assemblyFormat = [{
    qualified($kind) $lhs `(` $lhs_layout `)` `,` $rhs `(` $rhs_layout `)`
    `stage` $stage `at` `(` $row `,` $col `)` `lane` $lane `k_wave` $k_wave
    (`scales` `(` $lhs_scales^ `,` $rhs_scales `:` type($lhs_scales) `,` type($rhs_scales) `)`)?
    `acc` `(` $acc `:` type($acc) `)` attr-dict `:` type($lhs) `,` type($rhs)
  }];
  let hasVerifier = 1;
}

def Lowp_WaveRescaleOp : Lowp_Op<"wave_rescale",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a wave's partial sums times block scales, added to its accumulators";
  let description = [{
    Blockwise scaling at the wave level (stage 4 of code generation,
    docs/codegen.md): after the `lowp.wave_mma` ops of one scale block along
    K (128 K for DeepSeek-style FP8) have summed that block's products into
    zeroed partial sums `parts`, each partial sum is multiplied by its row's
    scale of A and its column's scale of B and added to `acc`. Both are the
    wave's TM x TN accumulators as `lowp.wave_mma` leaves them (`tiles` =
    [TM, TN], row-major; C^T tiles of the instruction `kind` names: lane l's
    registers of tile (i, j) are row `T i + l % T` of the wave's rows and,
    per four registers p, columns `T j + 8 p + 4 (l / T) .. + 3`).

    Element (r, c) of the wave's tile becomes
    `fma(part, sa(r) * (sb(c) * factor), acc)` (f32, each product rounded;
    exact where the scales and factor are powers of two), where:
    - `sa(r)` is `scale_a` at `a_indices` with index `a_dim` plus r;
    - `sb(c)` is `scale_b` at `b_indices` with index `b_dim` plus c (B's
      scales per column of C, read as vectors of four columns) or, without
      `b_dim`, `scale_b` at `b_indices` for every column (one scale for the
      wave: its columns lie in one block);
    - `factor` is 1 when absent (lowp passes the code maps' power of two).
    Where `valid` is false the accumulators are kept (a scale block past
    K). The scales may be in any memory (global f32 scales, or a block of
    them staged in LDS).

    `lowp-distribute-wave-mma` (`lowp::populateLowpDistributeWaveMmaPatterns`)
    writes it on lanes: the lane's scale loads and one `math.fma` per
    accumulator. It has no host semantics.

    ```mlir
    %r:2 = lowp.wave_rescale #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        part(%p0, %p1 : vector<4xf32>, vector<4xf32>)
        acc(%a0, %a1 : vector<4xf32>, vector<4xf32>) lane %lane
        scale_a(%sa[%row, %g] along 0 : memref<?x?xf32>)
        scale_b(%sb[%cb, %g] : memref<?x?xf32>)
        {factor = 2.0 : f32, tiles = array<i64: 1, 2>}
    ```
  }];
  let arguments = (ins Lowp_MfmaAttr:$kind,
                       Variadic<VectorOfRankAndType<[1], [F32]>>:$parts,
                       Variadic<VectorOfRankAndType<[1], [F32]>>:$acc,
                       Index:$lane,
                       Arg<MemRefOf<[F32]>, "", [MemRead]>:$scale_a,
                       Variadic<Index>:$a_indices,
                       Arg<MemRefOf<[F32]>, "", [MemRead]>:$scale_b,
                       Variadic<Index>:$b_indices,
                       Optional<I1>:$valid,
                       DenseI64ArrayAttr:$tiles, I64Attr:$a_dim,
                       OptionalAttr<I64Attr>:$b_dim,
                       OptionalAttr<F32Attr>:$factor);
  let results = (outs Variadic<VectorOfRankAndType<[1], [F32]>>:$results);
  let assemblyFormat = [{
    qualified($kind) `part` `(` $parts `:` type($parts) `)`
    `acc` `(` $acc `:` type($acc) `)` `lane` $lane
    `scale_a` `(` $scale_a `[` $a_indices `]` `along` $a_dim `:` type($scale_a) `)`
    `scale_b` `(` $scale_b `[` $b_indices `]` (`along` $b_dim^)? `:` type($scale_b) `)`
    (`if` $valid^)? attr-dict
  }];
  let hasVerifier = 1;
}

def Lowp_FragmentReadOp : Lowp_Op<"fragment_read",
    [AttrSizedOperandSegments]> {
  let summary = "a wave's MFMA fragments of one 128-K block, read from global memory";
  let description = [{
    The direct kernels' promotion (decode: an operand too wide to stage in
    LDS is read straight into registers, docs/codegen.md): the fragments
    lane `lane` of a wave gives the instruction `kind` for `tiles` = T tiles
    of one operand, over one 128-K block. Tile t's rows are `row` + 16 t ..
    + 15 of `src` (rows of A, or of B stored N x K); lane l reads row `row`
    + 16 t + l % 16. A pipelined K loop reads the next block's fragments
    with this op a step ahead and gives them to `lowp.fragment_mma`, which
    decodes them (the raw registers are what the loop carries).

    The lane's registers per tile, in order (`codes` is the codes' type in
    memory, one of the instruction's operand types, or bf16 / f16 values):
    - the f8f6f4 forms (`#lowp.mfma<[scaled ]16x16x128, ...>`, gfx950), in
      the instruction's lane layout: fp8 codes K `k` + 16 (l / 16) .. + 15
      and `k` + 64 + 16 (l / 16) .. + 15 (two `vector<16xi8>`); fp4 codes
      (two a byte in memory) K `k` + 32 (l / 16) .. + 31 (`vector<16xi8>`,
      packed); fp6 codes (a byte each in memory) the same K
      (`vector<32xi8>`; with `packed`, stored four in three bytes as
      `lowp.tile_read`'s `packed` says: `vector<24xi8>` from byte column 3 /
      4 of the K); then, with `scales` (`memref<ROWS x BLOCKS x i8>`
      of E8M0 codes), the code of the row's 32-block (l / 16) of the
      block (`i8`; 127, 2^0, past K);
    - the other forms (16x16x32 fp8 or bf16 / f16, 16x16x16 bf16 / f16):
      the lane's 32 values of K `k` + 32 (l / 16) .. + 31 (`vector<32xi8>`
      of fp8 codes, or `vector<32xbf16>` / `vector<32xf16>` of values).
      `lowp.fragment_mma` gives the instruction kk of the block the lane's
      values V kk .. + V - 1 (V = K / 4) of both operands: a permutation of
      K that both operands share, so every product is summed once;
    - the same 32 K as codes to decode (`lowp.fragment_decode`) on the bf16
      / f16 forms: fp8 / fp6 codes a byte each (`vector<32xi8>`), fp4 codes
      packed (`vector<16xi8>`) or, with `as` (an fp8 type), mapped into it
      as four `vector<8xi8>` of 8 codes, the even ones then the odd ones;
      then, with `scales` and `scale_block` (16 or 32: the K a scale code
      covers), the block scale codes of those K (`i8`, or `vector<2xi8>`
      for 16), as stored (0 past K when `scale_row_offset` is given).
    - per-block scaled codes on the 16x16x32 fp8 form (`scales` with
      `scale_block` 32: gfx942's MX, where no instruction applies scales):
      per 32-K block s = 0..3 of the 128, the codes K `k` + 32 s + 8 (l /
      16) .. + 7, so that the block's instruction sums exactly its products
      (`vector<8xi8>`; fp4 two a byte, `vector<4xi8>`; fp6 a byte each);
      then the E8M0 codes of the four blocks (`i32`, zero-extended) of the
      lane's row or, with `acc_rows`, of the four rows 4 (l / 16) + q, q =
      0..3, of the tile whose accumulator registers the lane holds (the
      operand that is the instruction's A: `lowp.fragment_mma`'s `rhs`),
      block by block; a block past K reads K's last block's codes (whose
      codes are zeros). With `whole_block` the 128 K lie in K and nothing is
      masked.
    K is a multiple of 32; codes at K = `bounds`' second value or past are
    read at column `bounds`' first value (the operand's rows) times K, past
    the buffer's end (a fat raw buffer: zeros), and rows past the operand's
    read zeros too. `scale_row_offset` is added to the row to find its
    scales (a grouped B's codes addressed within its group, its scales in
    the whole buffer).

    `lowp-lower-tile-copies` (`lowp::populateLowpTileCopyPatterns`) writes it
    as the lane's loads; it has no host semantics.

    ```mlir
    %f:4 = lowp.fragment_read #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN>
        %B[%row, %k] bounds(%N, %K) lane %lane codes f4E2M1FN
        scales(%SB : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>)
        {tiles = 2 : i64} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
        -> vector<16xi8>, i8, vector<16xi8>, i8
    ```
  }];
  let arguments = (ins Lowp_MfmaAttr:$kind,
                       Arg<MemRefRankOf<[I8, BF16, F16], [2]>, "", [MemRead]>:$src,
                       Index:$row, Index:$k, Index:$rows_bound,
                       Index:$k_bound, Index:$lane,
                       Arg<Optional<MemRefRankOf<[I8], [2]>>, "", [MemRead]>:$scales,
                       Optional<Index>:$scale_row_offset,
                       TypeAttr:$codes, OptionalAttr<TypeAttr>:$as,
                       I64Attr:$tiles, OptionalAttr<I64Attr>:$scale_block,
                       UnitAttr:$acc_rows, UnitAttr:$whole_block,
                       UnitAttr:$packed);
  let results = (outs Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [I8, BF16, F16]>, I8, I32]>>:$fragments);
  let extraClassDeclaration = [{
    /// The lane's registers of one tile (`scales`: with its E8M0 code), as
    /// the op returns them for `codes` and the instruction `kind`
    /// (`accRows`: the per-block scaled form's scales of the accumulator's
    /// rows).
    static ::llvm::SmallVector<::mlir::Type>
    tileTypes(MfmaAttr kind, ::mlir::Type codes, bool scales,
              bool mapped = false, int64_t scaleBlock = 0,
              bool accRows = false, bool packed = false);
    /// Whether `kind` with block scales (`scales`) is the per-block scaled
    /// form of the 16x16x32 fp8 instruction (gfx942's MX: E8M0 codes of
    /// 32 K).
    static bool isPerBlockForm(MfmaAttr kind, bool scales);
    /// This read's: isPerBlockForm(kind, scales present).
    bool isPerBlock() { return isPerBlockForm(getKind(), bool(getScales())); }
  }];
  let assemblyFormat = [{
    qualified($kind) $src `[` $row `,` $k `]` `bounds` `(` $rows_bound `,` $k_bound `)`
    `lane` $lane `codes` $codes (`as` $as^)?
    (`scales` `(` $scales^ `:` type($scales) `)`)?
    (`scale_row_offset` $scale_row_offset^)?
    attr-dict `:` type($src) `->` type($fragments)
  }];
  let hasVerifier = 1;
}

def Lowp_FragmentDecodeOp : Lowp_Op<"fragment_decode", [Pure]> {
  let summary = "a lane's codes of one fragment decoded into exact bf16 / f16 values";
  let description = [{
    The dequantizing direct kernels (bf16 / f16 MFMAs on codes: weight-only,
    NVFP4, AMD-FP4; docs/codegen.md): the registers `lowp.fragment_read`
    gives for one tile of `codes` (fp8, fp6 or fp4) on a bf16 / f16
    instruction become the lane's 32 values, each code times its block's
    scale, exactly as `lowp.tile_write ... decode` writes them: `decode` is
    the values' type (the instruction's); `as` names the fp8 type the codes
    go through (fp4 codes mapped on the read, as `lowp.fragment_read` with
    `as` leaves them; fp6 / OCP fp8 codes mapped as decoded); `scale` /
    `scale_block` the block scales' type (f8E8M0FNU, f8E4M3FN for UE4M3,
    `!lowp.ue5m3`) and the K they cover (32: one code, 16: two). With
    `scaled_cvt` (fp4 codes, E8M0 scales, bf16) the conversion applies the
    scale (gfx950's `v_cvt_scalef32_pk_bf16_fp4`) where every lane's scale
    keeps the values normal bf16, and the unscaled path elsewhere: the same
    values either way.

    `lowp-lower-tile-copies{chip=}` writes it with the chip's instructions
    (the copies' decoder); it has no host semantics.

    ```mlir
    %v = lowp.fragment_decode %f#0, %f#1 codes f4E2M1FN to bf16
        scale f8E8M0FNU scale_block 32 : vector<16xi8>, i8 -> vector<32xbf16>
    ```
  }];
  let arguments = (ins Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [I8]>, I8]>>:$regs,
                       TypeAttr:$codes, OptionalAttr<TypeAttr>:$as,
                       TypeAttr:$decode, OptionalAttr<TypeAttr>:$scale,
                       OptionalAttr<I64Attr>:$scale_block, UnitAttr:$scaled_cvt);
  let results = (outs VectorOfRankAndType<[1], [BF16, F16]>:$values);
  let assemblyFormat = [{
    $regs `codes` $codes (`as` $as^)? `to` $decode
    (`scale` $scale^)? (`scale_block` $scale_block^)?
    attr-dict `:` type($regs) `->` type($values)
  }];
  let hasVerifier = 1;
}

def Lowp_FragmentMmaOp : Lowp_Op<"fragment_mma",
    [Pure, AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a wave's MFMAs over one 128-K block of fragments in registers";
  let description = [{
    The direct kernels' distribution (docs/codegen.md): the MFMAs of one wave
    over one 128-K block whose fragments `lowp.fragment_read` read, `lhs`
    A's (`tiles`[0] = TM tiles) and `rhs` B's (TN tiles), each operand's
    registers as that op returns them for its codes (`lhs_codes`,
    `rhs_codes`: the codes' types in memory, which must be those the reads
    named; the dequantizing kernels give it `lowp.fragment_decode`'s
    values, as bf16 / f16 fragments). `acc` are the TM x TN accumulators (row-major over the tiles;
    C^T tiles: B's fragment is the instruction's A, so lane l's registers
    are row `l % 16` of a tile of C and 4 consecutive columns, as
    `lowp.wave_mma` leaves them); the results are the accumulators after
    the block.

    Each fragment becomes the instruction's operand: fp8 codes as they are,
    or mapped exactly to the instruction's fp8 type where the codes differ
    (the OCP -> FNUZ bridge of `lowp.tile_read`'s `as`; the 16x16x32 fp8 form
    only); fp6 codes packed 4-in-3 (`vector<24xi8>` registers: packed
    already); the scaled forms' E8M0 codes, up to four
    tiles a 32-bit word (tile t in byte t), selected per instruction. The
    f8f6f4 forms issue one instruction per tile pair; the others 32 / V per
    tile pair (V = K / 4: the lane's values V kk .. + V - 1 for instruction
    kk), in the order kk, then A's tile, then B's.

    With `scale_block` = 32 (the 16x16x32 fp8 form; gfx942's MX) the
    fragments are `lowp.fragment_read`'s per-block scaled registers (`rhs`
    with `acc_rows`): fp8 / fp6 / fp4 codes mapped into the instruction's
    fp8 type (packed fp4 as its even codes then its odd ones with
    `even_odd`, a permutation of K the other operand must share: fp4 too,
    or codes stored in that order; else in order). Per block s, per A tile
    i and B tile j, one instruction sums the block's products into zeros,
    P, and the accumulator becomes `fma(P * sa, sb, acc)` (f32): sa =
    2^(ea - 127 + ta) of A's row, sb = 2^(eb - 127 + tb) of each of the
    lane's four columns, where (ta, tb) = `scale_log2` are the powers of two
    the codes' maps into the instruction's type take off (OCP fp8 to FNUZ:
    1; lowp passes its maps' whether they run here or before the kernel).
    Exact: powers of two, f32's range aside. A NaN scale code (255) makes
    its elements NaN (NUMERICS.md) by a flag, not in the sums: `acc` then
    holds, after the TM x TN accumulators, TM `i32` (the largest code seen
    of the lane's row of each A tile) and TN `vector<4xi32>` (of its four
    columns of each B tile), zeros at first, which the op updates; after
    the K loop an element whose row's or column's flag is 255 is NaN (the
    kernels select it before their epilogue).

    `lowp-distribute-wave-mma` writes it as `lowp.mfma` ops; it has no host
    semantics.

    ```mlir
    %r:2 = lowp.fragment_mma #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN>
        lhs(%a0, %a1, %sa : vector<16xi8>, vector<16xi8>, i8) codes f8E4M3FN
        rhs(%b0, %sb0, %b1, %sb1 : vector<16xi8>, i8, vector<16xi8>, i8) codes f4E2M1FN
        acc(%c0, %c1 : vector<4xf32>, vector<4xf32>) {tiles = array<i64: 1, 2>}
    ```
  }];
  let arguments = (ins Lowp_MfmaAttr:$kind,
                       Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [I8, BF16, F16]>, I8, I32]>>:$lhs,
                       Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [I8, BF16, F16]>, I8, I32]>>:$rhs,
                       Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [F32, I32]>, I32]>>:$acc,
                       TypeAttr:$lhs_codes, TypeAttr:$rhs_codes,
                       DenseI64ArrayAttr:$tiles,
                       OptionalAttr<I64Attr>:$scale_block,
                       OptionalAttr<DenseI64ArrayAttr>:$scale_log2,
                       UnitAttr:$even_odd);
  let results = (outs Variadic<AnyTypeOf<[VectorOfRankAndType<[1], [F32, I32]>, I32]>>:$results);
  let assemblyFormat = [{
    qualified($kind) `lhs` `(` $lhs `:` type($lhs) `)` `codes` $lhs_codes
    `rhs` `(` $rhs `:` type($rhs) `)` `codes` $rhs_codes
    `acc` `(` $acc `:` type($acc) `)` attr-dict
  }];
  let hasVerifier = 1;
}

def Lowp_WaveSplitOp : Lowp_Op<"wave_split", [Pure]> {
  let summary = "a workgroup's thread as its wave's tile corner, wave, K share and lane";
  let description = [{
    Distribution (stage 4 of code generation, docs/codegen.md): a
    workgroup's `tile` = [BM, BN] of C is split among `waves` = [WM, WN,
    WK] waves of 64 lanes, WM x WN wave tiles of BM / WM x BN / WN, each
    shared by WK waves along K. Thread `thread` (0 .. 64 WM WN WK - 1) is
    lane `thread` % 64 of wave w = `thread` / 64; that wave is tile
    `wave` = w % (WM WN) (row-major: row `wave` / WN, column `wave` % WN)
    and takes share `k_wave` = w / (WM WN) of K. The results: the wave
    tile's first row and column in the workgroup's tile (`row` = (`wave` /
    WN) BM / WM, `col` = (`wave` % WN) BN / WN), `wave`, `k_wave` and
    `lane`: what `lowp.wave_mma` (`at`, `lane`, `k_wave`), `lowp.wave_sum`
    (`wave`, `k_wave`) and `lowp.wave_store` take.

    `lowp-distribute-wave-mma` (`lowp::populateLowpDistributeWaveMmaPatterns`)
    writes it as that index arithmetic.

    ```mlir
    %row, %col, %wave, %k_wave, %lane = lowp.wave_split %tid
        {tile = array<i64: 256, 128>, waves = array<i64: 4, 2, 1>}
    ```
  }];
  let arguments = (ins Index:$thread, DenseI64ArrayAttr:$tile,
                       DenseI64ArrayAttr:$waves);
  let results = (outs Index:$row, Index:$col, Index:$wave, Index:$k_wave,
                      Index:$lane);
  let assemblyFormat = "$thread attr-dict";
  let hasVerifier = 1;
}

def Lowp_WaveSumOp : Lowp_Op<"wave_sum",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the sum of the accumulators of waves that share a tile along K";
  let description = [{
    Waves along K (stage 4 of code generation, docs/codegen.md): `k_waves` =
    W waves share each of the workgroup's `waves` wave tiles, wave
    (`k_wave`, `wave`) holding the partial sums `acc` of its share of K (the
    accumulators of `lowp.wave_mma`, any count of `vector<R x f32>`). The
    results, in wave `k_wave` = 0, are `acc_0 + acc_1 + ... + acc_{W-1}`,
    added in that order (the same sum on every run); in the other waves they
    are their own `acc`. Waves k_wave > 0 leave their sums in `scratch`
    (workgroup memory of at least (W - 1) `waves` `len(acc)` 64 R f32: slot
    ((k_wave - 1) `waves` + `wave`) `len(acc)` + a, lane `lane`, R values),
    then every thread of the workgroup meets at one barrier (the op must be
    reached by all of them), then wave 0 reads and adds them. The epilogue
    that follows belongs in an `scf.if` on k_wave = 0.

    `lowp-lower-wave-store` (`lowp::populateLowpWaveStorePatterns`) writes it
    as those stores, the barrier and the loads.

    ```mlir
    %s:2 = lowp.wave_sum acc(%a0, %a1 : vector<4xf32>, vector<4xf32>)
        scratch(%lr : memref<1024xf32, #gpu.address_space<workgroup>>)
        lane %lane wave %w k_wave %kw {k_waves = 2 : i64, waves = 4 : i64}
    ```
  }];
  let arguments = (ins Variadic<VectorOfRankAndType<[1], [F32]>>:$acc,
                       Arg<MemRefRankOf<[F32], [1]>, "", [MemRead, MemWrite]>:$scratch,
                       Index:$lane, Index:$wave, Index:$k_wave,
                       I64Attr:$k_waves, I64Attr:$waves);
  let results = (outs Variadic<VectorOfRankAndType<[1], [F32]>>:$results);
  let assemblyFormat = [{
    `acc` `(` $acc `:` type($acc) `)` `scratch` `(` $scratch `:` type($scratch) `)`
    `lane` $lane `wave` $wave `k_wave` $k_wave attr-dict
  }];
  let hasVerifier = 1;
}

def Lowp_WaveStoreOp : Lowp_Op<"wave_store",
    [AttrSizedOperandSegments, IsolatedFromAbove]> {
  let summary = "one wave's accumulator tiles, through the epilogue, into C";
  let description = [{
    The epilogue of a GEMM kernel at the wave level (stage 4 of code
    generation, docs/codegen.md): what one wave stores of C after its K loop.
    `acc` are its TM x TN accumulators as `lowp.wave_mma` leaves them
    (`tiles` = [TM, TN], row-major; C^T tiles of the instruction `kind`
    names: lane l holds row `T i + l % T` of the wave's rows and, per four
    registers p, columns `T j + 8 p + 4 (l / T) .. + 3`; the lowering reads
    this from the instruction's C layout, `lowp::target::layoutC`). `dest[indices]` is
    the wave's first element: the last two indices are its row and column
    (the leading ones select a split-K slice of a workspace, say); `rows`
    and `cols` bound the product (elements at row >= rows or column >= cols
    are not stored).

    Each element `x` of the product (f32) becomes, in order:
    - `x * ((sa * sb) * factor)`: `sa` = `scale_a[row, 0]` (`per_row_a`) or
      `scale_a[0, 0]`, `sb` = `scale_b[col, 0]` (`per_column_b`) or
      `scale_b[0, 0]`, each factor only when given;
    - plus `bias[col]` (extended to f32);
    - rounded to the epilogue region's first argument type (or to `dest`'s
      element type without a region);
    - zero when `zero_if` holds (a grouped matmul's rows past the last
      offset);
    - the `epilogue` region on it and the `ins` memrefs' elements at the
      indices their `epilogue_maps` (over C's row, column) give, as
      `lowp.scaled_matmul`'s epilogue; with `pairs` the region takes the
      product's columns 2n and 2n + 1 and gives C's column n.
    `column_offset` is added to the column at which `scale_b` and `bias` are
    read (a grouped B's first column). With `scales_out` the result is
    quantized (MX: E8M0 scales per row and 32 of C's columns, codes of
    `quantize_type` in `dest`, one a byte, fp4 two a byte) from the region's
    values as the quantize kernel would (`quantize_mode`; the wave must span
    whole blocks of 32 columns). `read_early` moves the reads that do not
    depend on the accumulators (scales, bias, the region's inputs along the
    columns) before the K loop (the closest `scf.for` before the op or its
    ancestors), where their latency hides under the loop.

    `lowp-lower-wave-store` (`lowp::populateLowpWaveStorePatterns`) writes
    it on lanes: quads of four columns, vector loads of the bias and the
    region's inputs (fat raw buffers: lanes past `cols` read 0 and are not
    stored), one vector store per quad inside C and element stores at its
    edge. It has no host semantics.

    ```mlir
    lowp.wave_store #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>
        acc(%a0, %a1 : vector<4xf32>, vector<4xf32>) into %C[%row, %col]
        lane %lane bounds(%M, %N) scale_a(%sa : memref<?x?xf32>)
        bias(%bias : memref<?xbf16>) {tiles = array<i64: 1, 2>}
        : memref<?x?xbf16>
    ```
  }];
  let arguments = (ins Lowp_MfmaAttr:$kind,
                       Variadic<VectorOfRankAndType<[1], [F32]>>:$acc,
                       Arg<AnyMemRef, "", [MemWrite]>:$dest,
                       Variadic<Index>:$indices, Index:$lane, Index:$rows,
                       Index:$cols,
                       Arg<Optional<MemRefRankOf<[F32], [2]>>, "", [MemRead]>:$scale_a,
                       Arg<Optional<MemRefRankOf<[F32], [2]>>, "", [MemRead]>:$scale_b,
                       Arg<Optional<MemRefRankOf<[F32, BF16, F16], [1]>>, "", [MemRead]>:$bias,
                       Optional<Index>:$column_offset,
                       Optional<I1>:$zero_if,
                       Arg<Optional<MemRefRankOf<[I8], [2]>>, "", [MemWrite]>:$scales_out,
                       Arg<Variadic<AnyMemRef>, "", [MemRead]>:$epilogue_inputs,
                       DenseI64ArrayAttr:$tiles,
                       UnitAttr:$per_row_a, UnitAttr:$per_column_b,
                       OptionalAttr<F32Attr>:$factor,
                       OptionalAttr<AffineMapArrayAttr>:$epilogue_maps,
                       UnitAttr:$pairs, UnitAttr:$read_early,
                       OptionalAttr<TypeAttr>:$quantize_type,
                       OptionalAttr<Lowp_ScaleModeAttr>:$quantize_mode);
  let regions = (region AnyRegion:$epilogue);
  let assemblyFormat = [{
    qualified($kind) `acc` `(` $acc `:` type($acc) `)` `into` $dest `[` $indices `]`
    `lane` $lane `bounds` `(` $rows `,` $cols `)`
    (`scale_a` `(` $scale_a^ `:` type($scale_a) `)`)?
    (`scale_b` `(` $scale_b^ `:` type($scale_b) `)`)?
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`column_offset` $column_offset^)?
    (`zero_if` $zero_if^)?
    (`scales_out` `(` $scales_out^ `:` type($scales_out) `)`)?
    (`epilogue` (`ins` `(` $epilogue_inputs^ `:` type($epilogue_inputs) `)`)?
     $epilogue^)? attr-dict `:` type($dest)
  }];
  let extraClassDeclaration = [{
    /// The type each element is rounded to before the region (its first
    /// argument's, else dest's element type).
    ::mlir::Type getRoundedType();
    /// The region's yielded type (the rounded type without a region).
    ::mlir::Type getStoredType();
    /// The region's inputs' maps over C's (row, column) (identity maps of
    /// each input's rank when absent).
    ::llvm::SmallVector<::mlir::AffineMap> getEpilogueIndexingMaps();
    /// Clones the region's body at `builder`'s insertion point on `values`
    /// (the element, or a column pair's two; scalars or vectors) and the
    /// inputs' elements; returns the yielded value.
    ::mlir::Value buildEpilogue(::mlir::OpBuilder &builder,
                                ::mlir::ValueRange values,
                                ::mlir::ValueRange inputs);
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Lowp_YieldOp : Lowp_Op<"yield",
    [Pure, Terminator,
     ParentOneOf<["ScaledMatmulOp", "GroupedScaledMatmulOp", "WaveStoreOp"]>]> {
  let summary = "the element an epilogue returns";
  let arguments = (ins AnyType:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

def Lowp_GroupedScaledMatmulOp : Lowp_Op<"grouped_scaled_matmul",
    [Pure, AttrSizedOperandSegments, IsolatedFromAbove]> {
  let summary = "matmuls over ragged groups of rows (mixture of experts)";
  let description = [{
    `lhs` is `M x K` (`K x M` with `transpose_a`), its rows split into G
    consecutive groups by `offsets`, a vector of G non-decreasing end offsets
    (group g covers rows `[offsets[g-1], offsets[g])`, with `offsets[-1] = 0`,
    as `torch._grouped_mm`). `rhs` is `G x K x N` (`G x N x K` with
    `transpose_b`). Row m of group g is `lhs[m] * rhs[g]`; rows past the last
    offset are zero. The optional `bias` is `G x N`. Numerics per group are
    those of `lowp.scaled_matmul`. Offsets that decrease or exceed M are a
    runtime error of the program (the result is then unspecified).

    An optional `epilogue` region is applied to every element of the result,
    as `lowp.scaled_matmul`'s (the fused form of elementwise consumers, built
    by `lowp-fuse-epilogues`): its first argument is the matmul's value (bias
    included) rounded to that argument's type, the others elements of the
    `ins` tensors at the indices their `epilogue_maps` (projected
    permutations of the result's `M x N`) give. Rows past the last offset
    are zero before the epilogue, which applies to them too (the result
    equals the matmul followed by a `linalg.generic` with the region's body,
    bit for bit).

    With `epilogue_pairs` the epilogue combines column pairs (a gated
    activation over interleaved gate / up columns, as GPT-OSS's SwiGLU): its
    first two arguments are the matmul's elements at columns `2n` and
    `2n + 1`, the result is `M x N/2` and the `ins` index it (their maps
    range over the result's `M x N/2`).

    A quantized result (`!lowp.scaled`: MX blocks of 1 x 32 along N, the
    fused form of a `lowp.quantize` of the result, with its `quantize_mode`
    and `quantize_pow2_scales`) needs an epilogue, as `lowp.scaled_matmul`'s;
    the quantization reads the epilogue's values (with `epilogue_pairs`, the
    `M x N/2` ones). Rows past the last offset quantize the epilogue's value
    of a zero row.

    Example:
    ```mlir
    %y = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<8xi32>) {transpose_b}
        : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>,
          !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x1024xbf16>
    %h = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<8xi32>)
        bias(%b : tensor<8x1024xf32>) epilogue {
    ^bb0(%c: f32):
      %n = arith.negf %c : f32
      %e = math.exp %n : f32
      %one = arith.constant 1.0 : f32
      %d = arith.addf %e, %one : f32
      %s = arith.divf %c, %d : f32
      %r = arith.truncf %s : f32 to bf16
      lowp.yield %r : bf16
    } {transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, mxfp8>,
          !lowp.scaled<8x1024x4096xf4E2M1FN, mxfp4> -> tensor<?x1024xbf16>
    ```
  }];
  let arguments = (ins Lowp_MatmulOperand:$lhs, Lowp_MatmulOperand:$rhs,
                       RankedTensorOf<[I32, I64]>:$offsets,
                       Optional<Lowp_HighPrecisionTensor>:$bias,
                       Variadic<AnyRankedTensor>:$epilogue_inputs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b,
                       OptionalAttr<AffineMapArrayAttr>:$epilogue_maps,
                       UnitAttr:$epilogue_pairs,
                       OptionalAttr<Lowp_ScaleModeAttr>:$quantize_mode,
                       UnitAttr:$quantize_pow2_scales);
  let results = (outs Lowp_MatmulOperand:$result);
  let regions = (region AnyRegion:$epilogue);
  let assemblyFormat = [{
    $lhs `,` $rhs `offsets` `(` $offsets `:` type($offsets) `)`
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`epilogue` (`ins` `(` $epilogue_inputs^ `:` type($epilogue_inputs) `)`)?
     $epilogue^)? attr-dict
    `:` qualified(type($lhs)) `,` qualified(type($rhs)) `->` type($result)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$lhs,
                   "::mlir::Value":$rhs, "::mlir::Value":$offsets,
                   "::mlir::Value":$bias, "::mlir::UnitAttr":$transpose_a,
                   "::mlir::UnitAttr":$transpose_b), [{
      build($_builder, $_state, result, lhs, rhs, offsets, bias,
            ::mlir::ValueRange(), transpose_a, transpose_b,
            ::mlir::ArrayAttr(), ::mlir::UnitAttr(), ::lowp::ScaleModeAttr(),
            ::mlir::UnitAttr());
    }]>
  ];
  let extraClassDeclaration = [{
    /// Whether the op carries a fused elementwise epilogue.
    bool hasEpilogue() { return !getEpilogue().empty(); }
    /// Whether the result is quantized (a fused lowp.quantize).
    bool isQuantized() { return ::mlir::isa<ScaledType>(getResult().getType()); }
    /// As lowp.scaled_matmul's: the result's type, or for a quantized result
    /// the tensor the quantization reads.
    ::mlir::RankedTensorType getTensorType();
    /// The type the matmul's value is rounded to before the epilogue (the
    /// result's element type when there is none).
    ::mlir::Type getMatmulElementType();
    /// The epilogue inputs' indexing maps (identity maps when absent).
    ::llvm::SmallVector<::mlir::AffineMap> getEpilogueIndexingMaps();
    /// As lowp.scaled_matmul's.
    ::mlir::Value buildEpilogue(::mlir::OpBuilder &builder,
                                ::mlir::Value element,
                                ::mlir::ValueRange inputs);
    /// With epilogue_pairs: the epilogue on the elements of columns 2n
    /// (`even`) and 2n + 1 (`odd`).
    ::mlir::Value buildPairEpilogue(::mlir::OpBuilder &builder,
                                    ::mlir::Value even, ::mlir::Value odd,
                                    ::mlir::ValueRange inputs);
    /// The number of the matmul's value arguments of the epilogue (2 with
    /// epilogue_pairs, else 1).
    unsigned getEpilogueValues() { return getEpiloguePairs() ? 2 : 1; }
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// assemble / disassemble
//===----------------------------------------------------------------------===//

def Lowp_AssembleOp : Lowp_Op<"assemble", [Pure]> {
  let summary = "make a scaled tensor from its codes and scales";
  let description = [{
    Views existing codes (`tensor<SHAPE x ELEM>`), block scales
    (`tensor<SCALESHAPE x SCALE>`, see `!lowp.scaled`) and, for types with a
    tensor scale, a `tensor<f32>` as one scaled value. No arithmetic happens:
    this is how weights quantized elsewhere enter lowp.

    Example:
    ```mlir
    %w = lowp.assemble %codes, %scales
        : tensor<256x4096xf4E2M1FN>, tensor<256x128xf8E8M0FNU>
          -> !lowp.scaled<256x4096xf4E2M1FN, mxfp4>
    ```
  }];
  let arguments = (ins RankedTensorOf<[AnyFloat]>:$codes,
                       AnyRankedTensor:$scales,
                       Optional<0DTensorOf<[F32]>>:$tensor_scale);
  let results = (outs Lowp_ScaledType:$result);
  let assemblyFormat = [{
    $codes `,` $scales (`,` $tensor_scale^)? attr-dict
    `:` type($codes) `,` type($scales) (`,` type($tensor_scale)^)?
    `->` qualified(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Lowp_DisassembleOp : Lowp_Op<"disassemble", [Pure]> {
  let summary = "take a scaled tensor apart into codes and scales";
  let description = [{
    The inverse of `lowp.assemble`: yields the codes, the block scales and,
    for types with a tensor scale, the `tensor<f32>` tensor scale.

    Example:
    ```mlir
    %codes, %scales = lowp.disassemble %w : !lowp.scaled<256x4096xf4E2M1FN, mxfp4>
        -> tensor<256x4096xf4E2M1FN>, tensor<256x128xf8E8M0FNU>
    ```
  }];
  let arguments = (ins Lowp_ScaledType:$input);
  let results = (outs RankedTensorOf<[AnyFloat]>:$codes, AnyRankedTensor:$scales,
                      Optional<0DTensorOf<[F32]>>:$tensor_scale);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input))
    `->` type($codes) `,` type($scales) (`,` type($tensor_scale)^)?
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif // LOWP_DIALECT_LOWP_IR_LOWPOPS_TD
