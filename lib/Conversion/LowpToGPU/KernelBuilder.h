//===- KernelBuilder.h - shorthands the GEMM kernel stages share -*- C++
//-*-===//
//
// Internal to LowpToGPU: index arithmetic over an ImplicitLocOpBuilder, and
// the small vector helpers both promotion (the kernel builder, Fp8Gemm.cpp)
// and distribution (DistributeWaveMma.cpp) use.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_LIB_CONVERSION_LOWPTOGPU_KERNELBUILDER_H
#define LOWP_LIB_CONVERSION_LOWPTOGPU_KERNELBUILDER_H

#include "lowp/Conversion/GemmKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace lowp::kernel {
/// A stage pass's `chip` option; null, with an error on `op` naming the
/// pass, when it is no chip lowp knows.
inline std::optional<target::Chip>
chipOption(mlir::Operation *op, llvm::StringRef pass, llvm::StringRef chip) {
  std::optional<target::Chip> c = target::parseChip(chip.str());
  if (!c)
    op->emitError() << pass << ": unknown chip '" << chip
                    << "' (chips: gfx942, gfx950)";
  return c;
}

/// Shorthands over an ImplicitLocOpBuilder.
struct KB {
  mlir::ImplicitLocOpBuilder &b;
  mlir::Value idx(int64_t v) {
    return mlir::arith::ConstantIndexOp::create(b, v);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return mlir::arith::AddIOp::create(b, x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return mlir::arith::MulIOp::create(b, x, y);
  }
  mlir::Value div(mlir::Value x, mlir::Value y) {
    return mlir::arith::DivUIOp::create(b, x, y);
  }
  mlir::Value rem(mlir::Value x, mlir::Value y) {
    return mlir::arith::RemUIOp::create(b, x, y);
  }
  mlir::Value add(mlir::Value x, int64_t y) { return y ? add(x, idx(y)) : x; }
  mlir::Value mul(mlir::Value x, int64_t y) {
    return y == 1 ? x : mul(x, idx(y));
  }
  mlir::Value div(mlir::Value x, int64_t y) {
    return y == 1 ? x : div(x, idx(y));
  }
  mlir::Value rem(mlir::Value x, int64_t y) { return rem(x, idx(y)); }
};

/// The swizzled16 LDS layout's key of row `row` of `chunks` 16-byte chunks
/// (2 to 16): its chunk c sits at c ^ key, key = (row chunks / 16) mod
/// chunks, so that 16 consecutive rows (a 256-byte LDS pass of 16-byte
/// reads at one K offset: 16 / chunks row places, chunks rows on each) fall
/// in distinct banks (Fp8GemmConfig::swizzled16).
inline mlir::Value swizzle16Key(KB &k, mlir::Value row, int64_t chunks) {
  return k.rem(k.div(row, 16 / chunks), chunks);
}

/// x's elements, then y's (a shuffle; the vectors may differ in length).
mlir::Value concat(mlir::ImplicitLocOpBuilder &b, mlir::Value x, mlir::Value y);

/// Sets `b`'s insertion point right after `v`'s definition (the start of
/// its block for a block argument): where values that depend on it alone
/// (the lane's place in its tiles) are built once.
void setInsertionPointAfterDef(mlir::OpBuilder &b, mlir::Value v);

/// A lowp.mfma of M x N x K on fragments `a` and `bv` (their element types
/// name the instruction), scaled when `scales` (A's and B's registers, the
/// bytes `byteA`, `byteB` of each) are given.
mlir::Value mfma(mlir::ImplicitLocOpBuilder &b, int64_t m, int64_t n, int64_t k,
                 mlir::Value a, mlir::Value bv, mlir::Value acc,
                 mlir::ArrayRef<mlir::Value> scales = {}, int64_t byteA = 0,
                 int64_t byteB = 0);

/// Blockwise scaling of a wave's TM x TN MFMA tiles (lowp.wave_rescale with
/// one scale of B for the wave; DistributeWaveMma.cpp): acc[i tn + j] =
/// fma(part[i tn + j], broadcast(sa(i) * (sb * factor)), acc[i tn + j]),
/// kept where `valid` (when given) is false. `sa(i)` is the lane's scale of
/// A for its row of tile i.
void addScaledPartials(mlir::ImplicitLocOpBuilder &b, int64_t tm, int64_t tn,
                       llvm::ArrayRef<mlir::Value> part, mlir::Value factor,
                       mlir::Value sb,
                       llvm::function_ref<mlir::Value(int64_t)> sa,
                       llvm::SmallVectorImpl<mlir::Value> &acc,
                       mlir::Value valid = {});

// Code maps and packings on i8 vectors (CodeMaps.cpp).

/// Whether `t` is an OCP fp8 type (E4M3FN, E5M2).
bool isOcpFp8(mlir::Type t);
/// The exact code map that takes codes of `codes` (OCP fp8, fp6, fp4) into
/// an fp8 type the FNUZ MFMA reads; for fp8 codes an MFMA reads as they
/// are, callers take CodeMap::None instead. Its inverse: the codes type a
/// map reads (null for CodeMap::None).
CodeMap codeMapFrom(mlir::Type codes);
mlir::Type codesOfMap(CodeMap map, mlir::MLIRContext *ctx);
/// The OCP -> FNUZ bridge (OcpE4M3 / OcpE5M2) on i8 codes.
mlir::Value bridgeCodes(mlir::ImplicitLocOpBuilder &b, mlir::Value v,
                        CodeMap map);
/// v_perm_b32 on i32 words: byte i is byte sel.u8[i] (0-7) of hi:lo.
mlir::Value permBytes(mlir::ImplicitLocOpBuilder &b, mlir::Value hi,
                      mlir::Value lo, mlir::Value sel);
/// fp6 / fp4 codes (one per byte) to fp8 codes (FNUZ or, `ocp`, OCP).
mlir::Value narrowCodesToFp8(mlir::ImplicitLocOpBuilder &b, mlir::Value v,
                             CodeMap map, bool ocp);
/// Codes to the fp8 type `to` by `map`.
mlir::Value mapCodes(mlir::ImplicitLocOpBuilder &b, mlir::Value v, CodeMap map,
                     mlir::Type to);
/// Bytes of `lo` and `hi` interleaved: lo[0], hi[0], lo[1], ...
mlir::Value interleaveBytes(mlir::ImplicitLocOpBuilder &b, mlir::Value lo,
                            mlir::Value hi);
/// Packed fp4 bytes as they are and shifted right by 4.
std::pair<mlir::Value, mlir::Value> fp4Halves(mlir::ImplicitLocOpBuilder &b,
                                              mlir::Value packed);
/// v_dot4_u32_u8 of `w` with the constant byte weights.
mlir::Value udot4(mlir::ImplicitLocOpBuilder &b, mlir::Value w,
                  uint32_t weights);
/// 16 fp6 codes (one per byte) packed into 12 bytes.
mlir::Value packFp6Codes(mlir::ImplicitLocOpBuilder &b, mlir::Value codes);
/// Packed fp4 codes to fp8 codes (E2M1 map), one per byte, in order.
mlir::Value unpackMapFp4(mlir::ImplicitLocOpBuilder &b, mlir::Value packed,
                         mlir::Type to);
/// Packed fp4 codes to fp8 codes (E2M1 map): the even codes, then the odd.
mlir::Value splitMapFp4(mlir::ImplicitLocOpBuilder &b, mlir::Value packed,
                        mlir::Type to);
/// An E8M0 scale code (i8) to its f32 value times 2^t (t >= 0).
mlir::Value decodeE8M0(mlir::ImplicitLocOpBuilder &b, mlir::Value code, int t);

// The epilogue's pieces (WaveStore.cpp; the split-K reduce kernel shares
// them).

/// Elements idx.back() + 0 .. lanes - 1 of fat raw buffer `mem` (a run
/// along its last dimension) as a vector<lanes>; those past the last
/// dimension's end read anything (0 at the buffer's end). The hardware
/// range-checks a buffer access in 32-bit words, and a word that straddles
/// the buffer's end reads as 0 whole, its valid bytes too. Elements of 32
/// bits or more are words of their own: one vector load. Narrower ones: one
/// vector load when the run ends within the dimension (every byte valid),
/// else element by element, each under its own branch, so that LLVM cannot
/// merge two of them into a word across the end (it merges adjacent 16-bit
/// loads into misaligned 32-bit ones).
mlir::Value loadRun(mlir::ImplicitLocOpBuilder &b, mlir::Value mem,
                    llvm::ArrayRef<mlir::Value> idx, int64_t lanes);
/// A fused epilogue's input values at C's (row, col .. col + lanes - 1):
/// each input read at its map's (`maps`, over C's row and column) indices,
/// as a scalar (lanes 0) or a vector (an input that does not vary along the
/// columns read once and broadcast). With a null `row`, only the inputs
/// that do not depend on the row are read (the others are null): a row loop
/// reads those once, and passes them back as `pre` (non-null entries are
/// taken as read). `ins` are the input memrefs (fat raw buffers for
/// vectors, so columns past N read 0 instead of faulting; those lanes are
/// never stored).
llvm::SmallVector<mlir::Value>
loadEpilogueInputs(mlir::ImplicitLocOpBuilder &b,
                   llvm::ArrayRef<mlir::AffineMap> maps, mlir::ValueRange ins,
                   mlir::Value row, mlir::Value col, int64_t lanes,
                   llvm::ArrayRef<mlir::Value> pre = {});
/// x * y, or the one of them there is (null when neither is): an epilogue
/// scale's parts, each present or not.
mlir::Value mulPresent(mlir::ImplicitLocOpBuilder &b, mlir::Value x,
                       mlir::Value y);
/// Stores the values of vector `v` at `indices` (the last one the first
/// column): one vector store when the row is in and every column is below
/// `n`, else element by element for the columns below `n`.
void storeVector(mlir::ImplicitLocOpBuilder &b, mlir::Value v,
                 mlir::Value memref, llvm::ArrayRef<mlir::Value> indices,
                 mlir::Value rowIn, mlir::Value col, mlir::Value n);
} // namespace lowp::kernel

#endif // LOWP_LIB_CONVERSION_LOWPTOGPU_KERNELBUILDER_H
