//===- GemmKernels.h - generated GEMM kernels -------------------*- C++ -*-===//
//
// Builders of the gpu.func kernels lowp-lower-to-gpu emits. Each kernel is
// described by a configuration (numerics and tiling); the cost model that
// picks the tiling lives in LowpToGPU.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_CONVERSION_GEMMKERNELS_H
#define LOWP_CONVERSION_GEMMKERNELS_H

#include "lowp/Conversion/QuantKernels.h"
#include "lowp/Target/Chip.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <optional>
#include <string>

namespace lowp {

/// How an operand's codes become the fp8 codes an MFMA or a hardware
/// conversion reads (gfx942: FNUZ; gfx950: OCP), on the way into LDS. Every
/// map keeps each value exactly, times a power of two 2^-codeMapLog2 that
/// the kernel puts back into the scales:
/// - OcpE4M3 / OcpE5M2 (the bridge to FNUZ): the bits are kept (an OCP
///   value read as FNUZ is half of it), -0 becomes +0 and the OCP NaN/Inf
///   codes the FNUZ NaN; factor 2.
/// - E2M3 (fp6) lands in E4M3's low exponent fields, E3M2 (fp6) in E5M2's,
///   the sign moved to bit 7 and dropped on zeros (0x80 is the FNUZ NaN);
///   the factor is the difference of the exponent biases: 2^7, 2^13 into
///   FNUZ, 2^6, 2^12 into OCP E4M3FN / E5M2.
/// - E2M1 (fp4): a table lookup (v_perm_b32) of the E4M3 code of each of
///   the 8 magnitudes, the sign as for fp6; factor 1.
enum class CodeMap { None, OcpE4M3, OcpE5M2, E2M3, E3M2, E2M1 };

/// log2 of the factor a code map into the fp8 type `to` divides values by.
int codeMapLog2(CodeMap m, mlir::Type to);

/// The OCP -> FNUZ fp8 bridge (OcpE4M3 / OcpE5M2) of one code, as the
/// kernels compute it four bytes at a time: NaN (E5M2: NaN and Inf) ->
/// 0x80, -0 -> 0, any other code unchanged (the FNUZ value is half the
/// OCP one).
uint8_t bridgeCode(uint8_t code, CodeMap map);

/// The K-block scale a dequantizing GEMM folds into an operand's values.
enum class BlockScale { None, E8M0, UE4M3, UE5M3 };

/// Whether a dequantizing kernel makes fp4 codes (`map` E2M1) with no
/// block scale or UE4M3 ones (NVFP4) into f16 values (`valueType`) a pair
/// at a time, then one packed f16 multiply by the scale: exact, every such
/// value a normal f16 (Decoder::halfPairs).
inline bool fp4HalfPairs(mlir::Type valueType, CodeMap map,
                         BlockScale blockScale) {
  return map == CodeMap::E2M1 && valueType && valueType.isF16() &&
         (blockScale == BlockScale::None || blockScale == BlockScale::UE4M3);
}

/// Whether a dequantizing kernel reads fp4 codes (`map` E2M1) as they are,
/// not mapped to fp8 first: gfx950's conversions take them, and gfx942
/// looks up f16 pairs' bytes from them (fp4HalfPairs).
inline bool fp4AsLoaded(target::Chip chip, mlir::Type valueType, CodeMap map,
                        BlockScale blockScale) {
  return map == CodeMap::E2M1 && (chip == target::Chip::GFX950 ||
                                  fp4HalfPairs(valueType, map, blockScale));
}

/// A dequantizing GEMM's coded operand as the kernel decodes it (for A:
/// Fp8GemmConfig's mfmaType, mfmaTypeA, mapA, blockScaleA, kBlockA): what
/// the kernel that dequantizes the operand once, before the GEMM, is built
/// from (getOrCreateOperandDequantKernel).
struct CodedOperand {
  target::Chip chip = target::Chip::GFX942;
  mlir::Type valueType; // bf16 / f16, the MFMA's
  mlir::Type fp8;       // the fp8 type the codes are mapped to
  CodeMap map = CodeMap::None;
  BlockScale blockScale = BlockScale::None;
  int64_t kBlock = 0;
  /// Whether the codes are fp4, two per byte along K.
  bool packed() const { return map == CodeMap::E2M1; }
};

/// An FP8 GEMM on the 16x16x32 MFMA (or a dequantizing bf16 / f16 one). A is M x K and B is N x K (K
/// contiguous), codes as i8 (fp4 two per byte: M x K/2, N x K/2). Two scaling schemes:
/// - kGroup == 0: f32 per-tensor / per-row scales in the epilogue,
///     C[m, n] = sa[m] * sb[n] * sum_k A[m, k] * B[n, k] (+ bias[n]);
/// - kGroup == 32: per-32-K partial accumulation with block scales (MX:
///   E8M0 scales SA[m, k / 32], SB[n, k / 32]): each MFMA's partial sum
///     P = sum_{k in block} A[m, k] * B[n, k]
///   is added as acc = fma(P * sa, sb, acc), the scales decoded to f32 (and
///   the code maps' factors put back) when they are staged in LDS;
/// - kGroup == 128: blockwise f32 scales SA[m, k / 128] and
///   SB[n / 128, k / 128] (DeepSeek 1x128 x 128x128): the MFMAs of a group's
///   K steps accumulate into zeroed partial sums P, then
///   acc = fma(P, sa * sb, acc).
/// A dequantizing GEMM (`dequant`) runs the bf16 (or f16) 16x16x16 MFMA
/// (gfx950: 16x16x32) instead: an operand is either plain bf16 / f16
/// (`plainA`) or codes decoded exactly to it on the way into LDS -- mapped
/// to the chip's fp8 (mapA; gfx942 FNUZ, gfx950 OCP), converted to f32 by
/// the hardware, times the K-block scale
/// (blockScaleA, one per kBlockA elements along K, codes in XA) and the
/// map's factor, kept as the high half of the f32 (every such product has
/// at most 8 significant bits: exact). Tensor scales and per-row f32
/// scales stay in the epilogue.
struct Fp8GemmConfig {
  target::Chip chip = target::Chip::GFX942;
  mlir::Type mfmaTypeA, mfmaTypeB; // fp8 types the MFMA reads
  CodeMap mapA = CodeMap::None, mapB = CodeMap::None;
  // The OCP fp8 codes of A (B) come bridged to FNUZ already (a code map
  // kernel ran once over the operand, or its constant codes were bridged
  // at compile time): the kernel reads them as they are; mapA keeps their
  // factor.
  bool premappedA = false, premappedB = false;
  // gfx950's f8f6f4 kernels: B's fp6 codes stored packed, four in three
  // bytes along K as the MFMA takes them (N x 3K/4 bytes; NUMERICS.md 1's
  // layout option), read into LDS or registers as they are. Constant codes
  // (folded weights), packed at compile time.
  bool packedFp6B = false;
  // Dequantizing GEMMs: A's codes (with block scales) come dequantized once,
  // before the GEMM, into mfmaType (getOrCreateOperandDequantKernel: the
  // values the kernel would decode): the kernel reads A plain (plainA) and
  // keeps A's epilogue scale (a tensor or row scale). Set by
  // dequantizeAOnce; the codes' description, for the dequantize kernel.
  std::optional<CodedOperand> dequantizedA;
  bool rowScaleA = false, colScaleB = false; // kGroup 0: else one scale
  int64_t kGroup = 0; // 0, 32 (E8M0 block scales) or 128 (f32 blockwise)
  // Blockwise: B's scales per row of B (1 x 128 blocks, N x K/128) instead
  // of per 128 x 128 tile (N/128 x K/128).
  bool blockRowsB = false;
  // kGroup 32 (E8M0 scales applied per 32-K MFMA): the K extent of one
  // scale code (32 MX; 128 blockwise FP8 with power-of-two scales, one
  // code serving four 32-blocks), and whether B's codes cover 128 x 128.
  int64_t scaleKBlock = 32;
  bool scaleTilesB = false;
  // gfx950's f8f6f4 MFMAs (BK a multiple of their K): with MX block
  // scales (kGroup 32) v_mfma_scale_f32_{32x32x64,16x16x128}_f8f6f4, the
  // E8M0 codes staged in LDS as they are and applied by the instruction;
  // without, v_mfma_f32_{32x32x64,16x16x128}_f8f6f4 and the scales in the
  // epilogue.
  bool f8f6f4 = false;
  // The f8f6f4 MFMA's shape: 16 (16x16x128) or 32 (32x32x64, half the
  // instructions and operand registers for a wave's 64 x 64; each lane
  // accumulates 16 values of a 32 x 32 tile: row l % 32, columns
  // 8 (v / 4) + 4 (l / 32) + v % 4).
  int64_t mfmaM = 16;
  // Bits per code in LDS: 8, or (f8f6f4 with fp4 / fp6 operands) 4 / 6,
  // the codes packed as the instruction reads them: 32 contiguous K per
  // lane in 16 / 24 bytes, element 0 in the low bits.
  int64_t ldsBitsA = 8, ldsBitsB = 8;
  // gfx950 f8f6f4 kernels with fp8, fp6 or fp4 codes (no code map): A
  // stored K x M (B: K x N), rows contiguous, read as it is. A K step's tile
  // is staged as BK rows of BM (BN) codes (fp6 packed, 16 codes per 16-byte
  // slot) and the lanes' K-contiguous MFMA fragments come from
  // ds_read_b64_tr_b8 / _b4, ds_read_b96_tr_b6 (amdgpu.transpose_load);
  // block scales are read from their K-blocks x M layout. M (N) is a
  // multiple of 16.
  bool kMajorA = false, kMajorB = false;
  // The dequantizing GEMM: mfmaType is the MFMA's (bf16 / f16) type;
  // mfmaTypeA/B the fp8 types the codes are mapped to.
  bool dequant = false;
  mlir::Type mfmaType;
  bool plainA = false, plainB = false;
  BlockScale blockScaleA = BlockScale::None, blockScaleB = BlockScale::None;
  int64_t kBlockA = 0, kBlockB = 0;
  // K when static (planMatmul), else -1.
  int64_t kStatic = -1;
  // K is static and a multiple of 32: a 32-code chunk along K is wholly
  // inside K or wholly past it (wideChunks).
  bool kWhole32() const { return kStatic >= 0 && kStatic % 32 == 0; }
  // K is static and a multiple of 128 (mxWholeBlocks).
  bool kWhole128() const { return kStatic >= 0 && kStatic % 128 == 0; }
  static constexpr int64_t kWideCodes = 32;
  // Whether the kernel takes an epilogue scale (f32, rows x 1 or 1 x 1)
  // for the operand: all but kGroup kernels; dequantizing ones for
  // operands with f32 scales or a tensor scale.
  bool epilogueA = true, epilogueB = true;
  // Grouped (MoE): A's rows split into G groups by end offsets (this
  // integer type), B (and its scales, bias) G stacked N-row matrices; grid.y
  // covers every group's row tiles and those of the rows past the last
  // offset (zeros). No split-K.
  mlir::Type offsetType;
  // Grouped, expert-major grid (MoE decode: few rows per group): grid.y =
  // G + 1, workgroup y = g < G taking group g's rows (offsets[g - 1] ..
  // offsets[g], read directly; an empty group exits at once) in row tiles
  // of BM one after another, y = G the rows past the last offset (zeros).
  // Else grid.y = ceildiv(M, BM) + G row tiles, each found by a scan of the
  // offsets.
  bool expertGrid = false;
  mlir::Type outType;                        // f32, bf16 or f16
  // A fused elementwise epilogue (lowp.scaled_matmul's region, run on each
  // element after the rounding to outType): the op that holds it, its key
  // in the kernel's name, and C's element type (the epilogue's result).
  // The kernels take one memref per epilogue input after the bias.
  mlir::Operation *epilogueOp = nullptr;
  std::string epilogueKey;
  mlir::Type resultType;
  // A grouped matmul's epilogue_pairs: the region combines columns 2n and
  // 2n + 1 of the product into column n of C (M x N/2).
  bool epiloguePairs = false;
  mlir::Type storeType() const { return resultType ? resultType : outType; }
  // A quantized result (a fused lowp.quantize: MX, E8M0 scales per 32
  // columns of a row, one code per byte): C is its codes (i8, M x N) and
  // its scales (i8, M x N / 32), made from the epilogue's values (in
  // storeType()) as the quantize kernel would (quantOut.element / mode).
  std::optional<QuantKernelConfig> quantOut;
  bool quantizedOut() const { return quantOut.has_value(); }
  mlir::Type biasType;                       // null: no bias
  // Tiling: a workgroup computes BM x BN, K in steps of BK; WM x WN waves,
  // each wave (BM/WM) x (BN/WN) as 16x16 MFMA tiles.
  int64_t bm = 128, bn = 128, bk = 64, wm = 2, wn = 2;
  // Waves along K: wk waves share each wave's (BM/WM) x (BN/WN) sub-tile,
  // wave kw taking the K bytes [kw, kw + 1) * BK / wk of every staged K
  // step; after the K loop waves kw > 0 leave their f32 sums in LDS and
  // wave 0 adds them in order (kw = 1, 2, ...) before the epilogue. Decode
  // (a tile of few rows): more waves streaming the weights per tile.
  int64_t wk = 1;
  // Split-K: grid.z = splitK workgroups share the K steps of one tile and
  // write f32 partial sums to a workspace [splitK, M, N]; the reduce kernel
  // sums them in order and applies the epilogue.
  int64_t splitK = 1;

  bool blockScaled() const { return kGroup != 0; }
  bool grouped() const { return static_cast<bool>(offsetType); }
  bool hasBlockScalesA() const {
    return blockScaled() || blockScaleA != BlockScale::None;
  }
  bool hasBlockScalesB() const {
    return blockScaled() || blockScaleB != BlockScale::None;
  }
  /// 2^(codeMapLog2(mapA, A's type) + ...B): what the code maps took
  /// from every product, given back with the scales.
  float codeMapFactor() const;
  /// The part of codeMapFactor() the epilogue gives back (1 for kGroup
  /// kernels and operands whose factor is folded into a block scale).
  float epilogueFactor() const;
  /// A dequantized once before the GEMM (dequantizedA): the codes'
  /// description kept, the kernel's A plain.
  void dequantizeAOnce();
  /// Bytes of one K step of a row in LDS (before padding).
  int64_t ldsRowBytes() const { return dequant ? 2 * bk : bk; }
  int64_t ldsRowBytesA() const {
    return ldsBitsA != 8 ? bk * ldsBitsA / 8 : ldsRowBytes();
  }
  int64_t ldsRowBytesB() const {
    return ldsBitsB != 8 ? bk * ldsBitsB / 8 : ldsRowBytes();
  }
  /// A K step's tile of A / B in LDS: rows per stage (BM, or BK when read
  /// K-major) and bytes per row, padded: ldsPad(a) bytes past a
  /// K-contiguous row; 16 (8 for fp4) past a K-major one, so the 8 (16) K
  /// rows a 16-lane block's transpose read touches fall in distinct banks.
  int64_t ldsRowsA() const { return kMajorA ? bk : bm; }
  int64_t ldsRowsB() const { return kMajorB ? bk : bn; }
  /// Bits a code takes in memory and in a K-major LDS tile: fp4 4; fp8 8,
  /// and fp6 8 (one per byte in memory; in LDS 16 codes packed into 12
  /// bytes of a 16-byte slot, since ds_read_b96_tr_b6 reads 16-byte
  /// aligned).
  static int64_t kMajorBits(int64_t ldsBits) { return ldsBits == 4 ? 4 : 8; }
  /// Bytes past A's (`a`) or B's K-contiguous LDS rows (0: unpaddedLds):
  /// the bytes a lane's fragment read takes from its row, so that the rows
  /// one pass of the LDS serves (its bank width over those bytes:
  /// consecutive rows of a fragment) fall in distinct banks (a row's bytes
  /// being a multiple of 32, its pitch is an odd multiple of the read).
  /// gfx942 (32 banks): 8, the 16x16x32 FP8 and 16x16x16 f16 / bf16
  /// fragments (ds_read_b64). gfx950 (64 banks): 16, the f8f6f4 and
  /// 16x16x32 f16 / bf16 fragments (16 bytes a lane); with 8 every second
  /// pass of 16 rows took two cycles (timing model: FP8 8192^2 at M = 2048
  /// 93.3 -> 67.4 us). But 8 where 16 would leave a CU fewer workgroups by
  /// its LDS (padCostsWorkgroup; fp8 rows are swizzled16 there instead).
  int64_t ldsPad(bool a) const {
    if (unpaddedLds(a))
      return 0;
    return chip == target::Chip::GFX950 && !padCostsWorkgroup() ? 16 : 8;
  }
  /// Whether padding the rows by 16 bytes rather than 8 would leave a CU
  /// fewer resident workgroups by its LDS (64 x 128 x 128 FP8 tiles: 3 ->
  /// 2, M = 256 10240 x 8192 30.8 -> 34.0 us on the timing model).
  bool padCostsWorkgroup() const {
    return residentWorkgroupsFor(ldsBytesAt(16, 16)) <
           residentWorkgroupsFor(ldsBytesAt(8, 8));
  }
  int64_t ldsPitchA() const { return ldsPitchA(ldsPad(true)); }
  int64_t ldsPitchB() const { return ldsPitchB(ldsPad(false)); }
  int64_t ldsPitchA(int64_t pad) const {
    return kMajorA ? bm * kMajorBits(ldsBitsA) / 8 + (ldsBitsA == 4 ? 8 : 16)
                   : ldsRowBytesA() + pad;
  }
  int64_t ldsPitchB(int64_t pad) const {
    return kMajorB ? bn * kMajorBits(ldsBitsB) / 8 + (ldsBitsB == 4 ? 8 : 16)
                   : ldsRowBytesB() + pad;
  }
  /// What lowp-prefetch-fragments reads one K step ahead in the kernel's K
  /// loop (its `lowp.prefetch` attribute; docs/codegen.md): nothing,
  /// "fragments" (the first MFMAs' LDS fragments, after the step's
  /// barrier) or "fragments_and_tiles" (also the next step's tile reads
  /// from global memory). Workgroups of one or two waves (decode and
  /// mid-sized M: a wave has up to 256 VGPRs) take both; gfx942's 16-wave
  /// FP8 / bf16 tiles (256 x 256: the waves leave each barrier together)
  /// the fragments. Not the 8- and 16-wave tiles at the 128-VGPR line
  /// (gfx950 MX 256 x 128, dequantizing 256 x 256: timing model, MXFP4
  /// 8192^2 at M = 2048 62.8 -> 75.3 us, with fewer waves a SIMD).
  llvm::StringRef prefetch() const;
  /// Whether the staged tiles are unpadded 64-byte rows of fp8 codes whose
  /// 8-byte chunks are XOR-swizzled: chunk c of row r at c ^ ((r >> 1) & 3)
  /// (the 16x16x32 MFMA kernels with K steps of 64 codes, K-contiguous:
  /// gfx942's FP8, blockwise and MX but fp4). A padded row (72 bytes) cannot
  /// serve both the fragment reads (a lane's 8 bytes at K 0 and 32 of a row,
  /// ds_read2_b64) and the 16-byte stores without 2-way bank conflicts;
  /// with the swizzle both are conflict-free (docs/codegen.md). Not for fp4
  /// codes mapped to fp8 on the way in (gfx942's MXFP4: VALU-bound, and the
  /// swizzled stores' addresses cost it 9 VALU an iteration, 214.1 -> 225.4
  /// us at 4096^3).
  bool swizzledLds() const {
    return !dequant && !f8f6f4 && ldsBitsA == 8 && ldsBitsB == 8 && !kMajorA &&
           !kMajorB && !packedA() && !packedB() && bk == 64 && !directB();
  }
  /// Whether A's (`a`) or B's staged tile is gfx950's unpadded rows of fp8
  /// codes whose 16-byte chunks are XOR-swizzled (lowp.tile_write /
  /// wave_mma layout `swizzled16`): chunk c of row r at c ^ ((r G / 16) mod
  /// G), G = BK / 16 chunks a row. The f8f6f4 fragment reads (16 bytes a
  /// lane, one K offset, 16 consecutive rows a 256-byte LDS pass) and the
  /// 16-byte stores (16 / G whole rows a pass) both fall in distinct banks,
  /// without the padding's LDS (ldsPad).
  bool swizzled16(bool a) const {
    mlir::Type t = a ? mfmaTypeA : mfmaTypeB;
    return chip == target::Chip::GFX950 && f8f6f4 && !dequant && t &&
           t.getIntOrFloatBitWidth() == 8 && (a ? ldsBitsA : ldsBitsB) == 8 &&
           !(a ? kMajorA : kMajorB) && !(a ? packedA() : packedB()) &&
           !directB() && bk % 32 == 0 && bk <= 256 && padCostsWorkgroup();
  }
  /// Whether A's (`a`) or B's K-contiguous LDS rows are unpadded.
  bool unpaddedLds(bool a) const { return swizzledLds() || swizzled16(a); }
  /// Whether A's / B's codes are fp4, stored two per byte along K
  /// (Recipes.h storageType): a row holds K / 2 bytes.
  // (A's fp4 codes premapped: one FNUZ code a byte, mxDirect's order.)
  bool packedA() const {
    return (mapA == CodeMap::E2M1 && !premappedA) || ldsBitsA == 4;
  }
  bool packedB() const { return mapB == CodeMap::E2M1 || ldsBitsB == 4; }
  /// gfx942's MX kernel read directly (directB): a lane takes K 8 (l / 16)
  /// .. + 7 of each 32-K block (16x16x32: one MFMA per block), E8M0 scales
  /// per lane (its row of A, its four columns of C).
  bool mxDirect() const {
    return !dequant && !f8f6f4 && kGroup == 32 && scaleKBlock == 32;
  }
  /// The direct MX kernel with one 128-K block per wave and step and K a
  /// multiple of 128: each wave runs only the steps whose block lies in K,
  /// and its loads need no masks (kernel suffix `_direct_k128`).
  bool mxWholeBlocks() const {
    return mxDirect() && directB() && kWhole128() && bk == 128 * wk;
  }
  /// K is static and a multiple of every K unit the loop takes (BK, and a
  /// blockwise kernel's 128-K group): each step lies wholly inside K, so
  /// the tile and scale copies test no lane against K (their
  /// `whole_steps`); kernels that do (but for direct and dequantizing
  /// ones, which test K themselves) carry the suffix `_ktail`.
  bool wholeKSteps() const {
    return kStatic > 0 && kStatic % std::max(bk, kGroup) == 0;
  }
  /// Whether a dequantizing kernel converts fp4 codes with the hardware's
  /// fp4 conversion (gfx950, at scale 1) rather than the E2M1 map.
  bool hardwareFp4() const {
    return dequant && chip == target::Chip::GFX950;
  }
  /// Whether a dequantizing kernel may convert A's (`a`) or B's fp4 codes
  /// to bf16 with their E8M0 block scale in the conversion
  /// (v_cvt_scalef32_pk_bf16_fp4: two values code * 2^(e - 127) in one
  /// instruction, against three at scale 1 with an f32 multiply). Exact
  /// when every value is a normal bf16, whatever the instruction does with
  /// subnormals and overflow: 0.5 * 2^(e - 127) >= 2^-126 and
  /// 6 * 2^(e - 127) < 2^128, i.e. scale codes 2 .. 252; the direct kernels
  /// test the wave's codes and take the multiply for any other.
  bool scaledCvt(bool a) const {
    BlockScale bs = a ? blockScaleA : blockScaleB;
    return hardwareFp4() && (a ? packedA() : packedB()) &&
           bs == BlockScale::E8M0 && (a ? kBlockA : kBlockB) == 32 &&
           mfmaType && mfmaType.isBF16();
  }
  int64_t threads() const { return wm * wn * wk * 64; }
  /// Whether the kernel reads its operands straight from global memory
  /// into MFMA fragments, with no LDS tiles and no barriers in the K loop:
  /// the dequantizing kernels (B's codes (fp4, fp6, fp8) stored N x K, A
  /// plain bf16 / f16 (weight-only) or codes too (NVFP4, AMD-FP4)), FP8 x
  /// FP8 on gfx942 (per-tensor / per-row scales; blockwise), gfx942's MX
  /// (mxDirect: its own lane layout, one MFMA per 32-K block), and gfx950's
  /// f8f6f4 kernels (FP8, MX, blockwise; 16x16x128), dense and grouped,
  /// at decode tiles (BM <= 64), K static and a multiple of 32, each wave's
  /// share of a K step whole 128-K blocks. On the 16x16x32 / 16x16x16 MFMAs a
  /// lane takes 32 consecutive K of each 128 (plain: 64 bytes of a row; codes:
  /// 16 or 32 bytes and their block scales), and the MFMAs of the block pair
  /// the same K positions of A and B (a permutation of the sum); on the f8f6f4
  /// 16x16x128 its fragment of the block in the instruction's layout, with its
  /// MX scale code.
  bool directB() const {
    // An operand read directly: plain (A), or codes (fp4, fp6, fp8) with
    // no block scales or blocks of 16 / 32.
    auto direct = [&](bool a) {
      BlockScale bs = a ? blockScaleA : blockScaleB;
      int64_t kBlock = a ? kBlockA : kBlockB;
      if (a ? plainA : plainB)
        return a;
      return bs == BlockScale::None || kBlock == 16 || kBlock == 32;
    };
    bool shape =
        !kMajorA && !kMajorB && kWhole32() && bm <= 64 && bk % (128 * wk) == 0;
    // gfx950's f8f6f4 16x16x128 (fp8 / fp6 / fp4 codes, MX scales or
    // per-tensor / per-row ones): a lane's fragment of a 128-K block and
    // its MX scale straight from memory, in the instruction's layout.
    // Blockwise FP8 (1 x 128 A, 128 x 128 B scales): a 128-K block is a
    // scale group.
    bool groups128 = kGroup == 128 && !blockRowsB;
    if (f8f6f4)
      return shape && mfmaM == 16 &&
             (kGroup == 0 || (kGroup == 32 && scaleKBlock == 32) || groups128);
    // FP8 on gfx942's 16x16x32 with per-tensor / per-row scales or
    // blockwise; MX (fp8 / fp6 / fp4 codes, E8M0 scales per 32 K).
    if (!dequant)
      return shape &&
             (((kGroup == 0 || groups128) && !packedA() && !packedB()) ||
              mxDirect());
    return shape && direct(true) && direct(false);
  }
  /// Whether the dequantizing kernel stages A's (B's) fp4 codes in wide
  /// chunks: a thread loads 32 codes (16 bytes) and their block scales (one
  /// E8M0, or two UE4M3 / UE5M3) at once and stores 64 bytes of bf16 /
  /// f16, instead of 8 codes, a scale byte and 16 bytes per chunk (a
  /// quarter of the loads, one scale decode per 32 codes). Needs kWhole32()
  /// and whole chunks per thread.
  bool wideChunks(bool a) const {
    BlockScale bs = a ? blockScaleA : blockScaleB;
    int64_t kBlock = a ? kBlockA : kBlockB, rows = a ? bm : bn;
    return dequant && kWhole32() && (a ? packedA() : packedB()) &&
           !(a ? plainA : plainB) && !(a ? kMajorA : kMajorB) &&
           (bs == BlockScale::None || kBlock == 16 || kBlock == 32) &&
           bk % kWideCodes == 0 && (rows * bk / kWideCodes) % threads() == 0;
  }
  /// K of the MFMA the main loop issues: 128 / 64 (f8f6f4 16x16 / 32x32),
  /// 32 (FP8 16x16x32; gfx950's double-rate bf16 / f16 16x16x32) or 16
  /// (gfx942 bf16 / f16).
  int64_t mfmaK() const {
    if (f8f6f4)
      return mfmaM == 32 ? 64 : 128;
    return dequant && chip != target::Chip::GFX950 ? 16 : 32;
  }
  /// Codes (two stages of BM + BN padded rows) and, for MX, the scales of
  /// each stage's K groups; blockwise with B's scales per row, two groups'
  /// BN f32 scales.
  int64_t ldsBytes() const { return ldsBytesAt(ldsPad(true), ldsPad(false)); }
  /// ldsBytes() with A's and B's rows padded by `padA`, `padB` bytes.
  int64_t ldsBytesAt(int64_t padA, int64_t padB) const {
    if (directB()) // two 16-byte placeholders for the unused tiles
      return 32 + reduceLdsBytes();
    int64_t s =
        2 * (ldsRowsA() * ldsPitchA(padA) + ldsRowsB() * ldsPitchB(padB));
    if (kGroup == 32)
      s += 2 * (bk / kGroup) * (bm + bn) * (f8f6f4 ? 1 : 4);
    if (kGroup == 128 && blockRowsB) // B's per-column f32 scales
      s += 2 * bn * 4;
    return s + reduceLdsBytes();
  }
  /// The waves per SIMD the kernel asks to be tried at (0: none), as
  /// `lowp.try_waves_per_eu` on its gpu.func: 4 (128 VGPRs a lane) where
  /// the workgroups its LDS lets a CU hold have 16 waves or more. lowp's
  /// compiler recompiles such a kernel with LLVM's amdgpu-waves-per-eu when
  /// its registers allow fewer, and keeps that if few VGPRs spill
  /// (Compile.cpp, settleOccupancy). Only staged kernels whose waves hold
  /// 32 x 32 to 64 x 64 of C (their accumulators take at most half of the
  /// 128 registers); decode tiles and direct kernels are latency- and
  /// memory-bound. Not for kernels that scale partial sums per K group in
  /// the main loop, which hold a second set of accumulators (blockwise FP8
  /// at 4 waves spilled 54 VGPRs, 168.6 -> 236.1 us at 2048 x 8192 x 8192
  /// on gfx950).
  int64_t wavesPerEUHint() const;
  /// The workgroups a CU holds at once by its LDS, at most 32 waves of
  /// them (at least one); For: workgroups of `bytes` bytes.
  int64_t residentWorkgroups() const {
    return residentWorkgroupsFor(ldsBytes());
  }
  int64_t residentWorkgroupsFor(int64_t bytes) const;
  /// Whether the kernel scales partial sums per K group in its main loop
  /// (the VALU: MX on gfx942, blockwise FP8 on both chips).
  bool scalesPartialSums() const {
    return kGroup > 0 && !(f8f6f4 && kGroup == 32);
  }
  /// Waves along K: the f32 sums of waves kw > 0 (BM x BN each).
  int64_t reduceLdsBytes() const { return wk > 1 ? (wk - 1) * bm * bn * 4 : 0; }
  std::string name() const;
};

/// fp4 codes in registers: a vector<n x i8> of codes packed two per byte
/// (n a multiple of 4; element 2i in the low nibble of byte i) to
/// vector<2n x i8>, one code per byte; and back (vector<n x i8> of codes
/// whose high nibbles are 0, n a multiple of 8, to vector<n/2 x i8>).
mlir::Value unpackFp4Codes(mlir::ImplicitLocOpBuilder &b, mlir::Value packed);
mlir::Value packFp4Codes(mlir::ImplicitLocOpBuilder &b, mlir::Value codes);

/// The reduce kernel of a split-K GEMM: C = epilogue(sum_z W[z]), one
/// thread per element, 256 threads per workgroup.
/// `m` as a bounds-checked fat raw buffer whose num_records is the memref's
/// extent in bytes (the product of its sizes times the element size; row-
/// major: an identity layout, or with `resetOffset` a view of whole rows).
/// Upstream's default (the largest size * stride) is not zero for an empty
/// memref, so a kernel's out-of-range loads of an empty operand would read past
/// its allocation on the hardware. With `resetOffset`, `m`'s offset (uniform
/// across lanes) moves into the 64-bit base and offsets count from there.
mlir::Value fatRawBuffer(mlir::ImplicitLocOpBuilder &b, mlir::Value m,
                         bool resetOffset = false);

/// A new kernel `name` (known block size `threads` x 1 x 1) at the
/// builder's insertion point, the builder moved into its entry block.
mlir::gpu::GPUFuncOp createKernel(mlir::ImplicitLocOpBuilder &b,
                                  llvm::StringRef name,
                                  llvm::ArrayRef<mlir::Type> args,
                                  mlir::TypeRange workgroup, int64_t threads);

/// The kernel `name` of `module`, or (the first time) the one `build`
/// makes with a builder at the end of the module; `builder`'s insertion
/// point is left as it was. Every getOrCreate*Kernel goes through it.
mlir::gpu::GPUFuncOp getOrBuildKernel(
    mlir::OpBuilder &builder, mlir::Location loc, mlir::gpu::GPUModuleOp module,
    llvm::StringRef name,
    llvm::function_ref<mlir::gpu::GPUFuncOp(mlir::ImplicitLocOpBuilder &)>
        build);

/// The kernel that bridges a matrix of OCP fp8 codes (i8, columns a
/// multiple of 16) to FNUZ (`map` OcpE4M3 or OcpE5M2) into another: 256
/// threads, 16 codes each; grid ceildiv(rows * cols / 16, 256).
mlir::gpu::GPUFuncOp getOrCreateCodeMapKernel(mlir::OpBuilder &b,
                                              mlir::Location loc,
                                              mlir::gpu::GPUModuleOp module,
                                              CodeMap map);

/// The kernel that dequantizes a coded operand once into its values
/// (`d.valueType`, bf16 / f16), exactly as a dequantizing GEMM decodes them
/// (block scales and code map factors in; tensor / row scales not):
/// arguments codes (i8, rows x K, fp4 rows x K/2), block scale codes (i8,
/// rows x K / kBlock; only with block scales), values (rows x K); 256
/// threads, 32 values each (K a multiple of 32); grid
/// ceildiv(rows * K / 32, 256).
mlir::gpu::GPUFuncOp
getOrCreateOperandDequantKernel(mlir::OpBuilder &b, mlir::Location loc,
                                mlir::gpu::GPUModuleOp module,
                                const CodedOperand &d);

mlir::gpu::GPUFuncOp getOrCreateSplitKReduceKernel(
    mlir::OpBuilder &b, mlir::Location loc, mlir::gpu::GPUModuleOp module,
    const Fp8GemmConfig &cfg);

/// Creates the kernel in `module` (once per configuration) and returns it.
mlir::gpu::GPUFuncOp getOrCreateFp8GemmKernel(mlir::OpBuilder &b,
                                              mlir::Location loc,
                                              mlir::gpu::GPUModuleOp module,
                                              const Fp8GemmConfig &cfg);

/// Folds each workgroup loop of lowp-tile (an scf.forall over GPU blocks
/// whose body computes one tile of a lowp.scaled_matmul from slices of
/// values defined outside it, inserted where the loop's indices say) into
/// the whole matmul, whose kernel computes the same tiles as its grid;
/// an error on a loop over a matmul tile that is not of that form
/// (lowp-lower-to-gpu runs it first).
mlir::LogicalResult collapseWorkgroupTiles(mlir::ModuleOp module);

} // namespace lowp

#endif // LOWP_CONVERSION_GEMMKERNELS_H
