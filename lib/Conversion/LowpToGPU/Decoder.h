//===- Decoder.h - the dequantizing kernels' decoding of codes --*- C++ -*-===//
//
// Internal to LowpToGPU: codes (fp8, fp6, fp4) and their block scales into
// exact bf16 / f16 values, as the dequantizing GEMM kernels (staged through
// lowp.tile_write's `decode`, and direct), and the kernel that dequantizes
// an operand once, make them (docs/codegen.md, "the dequantizing GEMM").
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_LIB_CONVERSION_LOWPTOGPU_DECODER_H
#define LOWP_LIB_CONVERSION_LOWPTOGPU_DECODER_H

#include "lowp/Conversion/GemmKernels.h"

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace lowp::kernel {
using mlir::ArrayRef;
using mlir::ImplicitLocOpBuilder;
using mlir::MLIRContext;
using mlir::SmallVector;
using mlir::Type;
using mlir::Value;
using mlir::VectorType;

/// An operand as the GEMM kernels' tile loads and the decoder see it.
struct Operand {
  Value buf, scales; // codes or plain values; block scale codes
  CodeMap map;
  Type fp8; // the fp8 type codes are mapped to (map None: their own)
  bool plain;
  BlockScale blockScale;
  int64_t kBlock;
  int64_t ldsBits;  // bits per code in LDS (8, or packed fp4 / fp6)
  bool packed;      // fp4 codes, two per byte in memory
  bool kMajor;      // stored K x rows (Fp8GemmConfig::kMajorA)
  Value kOff, sOff; // grouped K-major B: the group's first K / scale row
  // Added to a code row to find its block scales' row (a grouped B's codes
  // are addressed within their group, its scales in the whole buffer).
  Value scaleRowOff = {};
  // Staged in wide chunks of 32 codes (Fp8GemmConfig::wideChunks).
  bool wide = false;
  // fp6 codes stored packed, four in three bytes (Fp8GemmConfig::packedFp6B).
  bool packedFp6 = false;
};

/// A chunk's scaling (dequantize): a factor applied first (pre: the
/// code map's, before an E8M0 scale) and the block scale times what the
/// map took, as vector<2xf32>s (null: none); or, where the values are f16
/// pairs made from fp4 codes as loaded (Decoder::halfPairs), the block
/// scale as a vector<2xf16> (half).
struct ChunkScale {
  Value pre, scale, half;
};

/// The dequantizing kernels' decoding of codes into exact bf16 / f16 values
/// (docs/codegen.md, "the dequantizing GEMM"), shared by the GEMM kernels
/// (staged and direct) and the kernel that dequantizes an operand once
/// before them (getOrCreateOperandDequantKernel): both give the same values.
struct Decoder {
  MLIRContext *ctx;
  target::Chip chip;
  Type mfmaType; // bf16 or f16
  // gfx950: fp4 codes (as memory holds them) become f32 by the hardware
  // conversion at scale 1 (v_cvt_scalef32_pk_f32_fp4: a lookup of the 8
  // values, two per instruction, in order), not by the E2M1 map.
  bool hwFp4;
  Type i8, f32;
  VectorType v16;
  Decoder(MLIRContext *ctx, target::Chip chip, Type mfmaType, bool hwFp4)
      : ctx(ctx), chip(chip), mfmaType(mfmaType), hwFp4(hwFp4),
        i8(mlir::IntegerType::get(ctx, 8)), f32(mlir::Float32Type::get(ctx)),
        v16(VectorType::get({16}, i8)) {}

  /// The scaling of a chunk of `op`'s codes whose block scale code is
  /// `scaleCode` (null: no block scale).
  ChunkScale chunkScale(ImplicitLocOpBuilder &bb, const Operand &op,
                        Value scaleCode);
  /// Dequantizing: 8 codes (and their block scale code) to 8 exact bf16 /
  /// f16 values, as 16 bytes.
  Value dequantize(ImplicitLocOpBuilder &bb, const Operand &op, Value codes,
                   Value scaleCode);
  /// Whether `op`'s values are made as f16 pairs from its fp4 codes as
  /// loaded (gfx950's fp4 conversion to f16, exact at scale 1; gfx942's
  /// table lookup, halfTable), then a packed f16 multiply by the block
  /// scale, for the f16 MFMA with no scale or UE4M3 scales (NVFP4): every
  /// product of an fp4 value and a UE4M3 scale is a normal f16 (2^-10 ..
  /// 2688, at most 5 significant bits), so the multiply is exact. gfx950:
  /// two VALU instructions a pair instead of three (f32 conversion,
  /// multiply, narrowing); gfx942: four a pair instead of about six (the
  /// E2M1 map to FNUZ fp8, the fp8 conversion, multiply, narrowing).
  bool halfPairs(const Operand &op) const;
  /// Whether `op`'s fp4 codes stay as loaded (not mapped to fp8 first).
  bool rawFp4(const Operand &op) const;
  /// gfx942: 8 fp4 codes (vector<4xi8>, as loaded) as 8 f16 values (16
  /// bytes), unscaled. An fp4 value's f16 has a zero low byte; its high
  /// byte is the sign (bit 3 of the code, to bit 7) over a lookup of the 3
  /// magnitude bits in the table of 0, 0.5, 1, 1.5, 2, 3, 4, 6's high bytes
  /// (v_perm_b32: four codes a lookup), for the low nibbles (even values)
  /// and the high ones (odd values) of the 4 bytes; then a v_perm_b32 a
  /// pair of values puts the two bytes over zero low bytes, in order. 12
  /// VALU instructions for 8 values (-0 kept).
  Value halfTable(ImplicitLocOpBuilder &bb, Value codes);
  /// UE4M3 scale codes (vector<1 or 2 x i8>) as f16 values
  /// (vector<2xf16>; with one code the second is undefined): gfx950's fp8
  /// conversion at scale 1, which reads them as OCP E4M3FN (the sign bit
  /// negates, 0x7F / 0xFF are NaN, as UE4M3 decodes them); exact in f16.
  Value halfScales(ImplicitLocOpBuilder &bb, Value codes);
  Value dequantize(ImplicitLocOpBuilder &bb, const Operand &op, Value codes,
                   ChunkScale cs);
  /// 32 codes of `op` and their scale code(s), as loadTile's wide chunks and
  /// loadDirect leave them in `regs` from `r` on (advanced past them):
  /// fp4 as loaded (gfx950) or four mapped chunks of 8 (gfx942), fp8 / fp6
  /// as loaded; then no scale, one, or two (blocks of 16). Dequantized as
  /// four chunks of 8 values (16 bytes each), each scale decoded once.
  /// With `scaledCvt` (Fp8GemmConfig::scaledCvt holds for `op`, and the
  /// caller has checked the wave's scale codes with waveInScaledCvtRange),
  /// fp4 codes become bf16 in one instruction a pair, the block scale
  /// applied by it (dequantizeScaled).
  SmallVector<Value> dequantize32(ImplicitLocOpBuilder &bb, const Operand &op,
                                  ArrayRef<Value> regs, size_t &r,
                                  bool scaledCvt = false);

  /// Whether every lane of the wave has its E8M0 codes `codes` (i8 each) in
  /// the scaled conversion's exact range, 2 .. 252 (Fp8GemmConfig::scaledCvt):
  /// a ballot of the lanes with a code outside it (i1, uniform).
  Value waveInScaledCvtRange(ImplicitLocOpBuilder &bb, mlir::ValueRange codes);
  /// The conversion's scale operand for E8M0 code `code` (i8): an f32 whose
  /// exponent field is the code (the instruction reads only that field).
  Value scaleOfCode(ImplicitLocOpBuilder &bb, Value code);
  /// 8 fp4 codes (vector<4xi8>) as 8 bf16 values (16 bytes) scaled by
  /// `scale` (scaleOfCode) in the conversion.
  Value dequantizeScaled(ImplicitLocOpBuilder &bb, Value codes, Value scale);
  /// How many registers loadCodes32 leaves for 32 codes of `op` (its
  /// block scale code(s) last).
  size_t registers32(const Operand &op) const;

  /// 32 codes of a row of `op` from column `col` (16 bytes of fp4, 32 of
  /// fp8 / fp6) and their block scale code(s), into `regs` as dequantize32
  /// takes them (fp4 as loaded where this chip decodes them so, else mapped
  /// into op.fp8: kernel::loadCodes32).
  void loadCodes32(ImplicitLocOpBuilder &bb, const Operand &op, Value row,
                   Value col, Value inK, SmallVector<Value> &regs);
};

/// 32 codes of a row of `op` from column `col` into `regs`: 32 bytes of fp8
/// / fp6 codes; 16 bytes of fp4 codes as loaded or, with `mapTo`, mapped
/// into that fp8 type as four chunks of 8 (even codes, then odd); then, with
/// `scales`, their block scale code(s) (loadScaleCodes). The dequantizing
/// kernels' reads (Decoder::loadCodes32) and lowp.fragment_read's.
void loadCodes32(ImplicitLocOpBuilder &b, const Operand &op, Type mapTo,
                 bool scales, Value row, Value col, Value inK,
                 SmallVector<Value> &regs);

/// A UE4M3 (an f8E4M3FN pattern: a set sign bit negates, 0x7F / 0xFF are
/// NaN) or UE5M3 (NaN 0xFF) scale code (i8) to its f32 value, exactly.
Value decodeUFloat(ImplicitLocOpBuilder &b, Value code, BlockScale kind);

/// The block scale codes (i8, of blocks of `kBlock` along K) of `elems`
/// codes of a row from (`row`, `col`) of `scales`: one (i8), or each
/// block's of a chunk covering several in one load (vector<n x i8>). With
/// `rowOff` (a grouped B: its codes addressed within its group, its scales
/// one buffer) the scale row is `row` + `rowOff`, and a code past K (`inK`
/// false; null: none is) is 0, a finite scale of zero codes -- the next
/// group's rows may hold a NaN scale there; other operands read zeros past
/// the end of theirs.
Value loadScaleCodes(ImplicitLocOpBuilder &b, Value scales, Value rowOff,
                     int64_t kBlock, Value row, Value col, Value inK,
                     int64_t elems);

/// The type of BlockScale `bs`'s codes (`f8E8M0FNU`, `f8E4M3FN` for UE4M3,
/// `!lowp.ue5m3`; None: null), and the BlockScale of such a type (null:
/// None).
Type blockScaleType(MLIRContext *ctx, BlockScale bs);
BlockScale blockScaleOf(Type t);
} // namespace lowp::kernel

#endif // LOWP_LIB_CONVERSION_LOWPTOGPU_DECODER_H
