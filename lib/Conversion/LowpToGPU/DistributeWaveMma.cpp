//===- DistributeWaveMma.cpp - lowp.wave_mma -> lanes
//----------------------===//
//
// Stage 4 of code generation (docs/codegen.md): a wave's MFMAs on one K
// step of LDS tiles, written on lanes -- each lane's fragment reads in the
// instruction's lane layout (lowp/Target/Chip.h) from the tiles' LDS layout
// (rows, swizzled rows, K-major tiles through transpose loads), its block
// scales, and one lowp.mfma per instruction. The GEMM kernels are built with
// lowp.wave_mma (Fp8Gemm.cpp); embedders call the populate function on
// their own. Blockwise scaling's lowp.wave_rescale (partial sums times
// per-row and per-column scales) and the direct kernels' lowp.fragment_mma
// (MFMAs on fragments in registers) are written on lanes here too.
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Target/Chip.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPDISTRIBUTEWAVEMMA
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;
using namespace lowp;
using namespace lowp::kernel;

void kernel::setInsertionPointAfterDef(OpBuilder &b, Value v) {
  if (Operation *def = v.getDefiningOp())
    b.setInsertionPointAfter(def);
  else
    b.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
}

namespace {
/// One lowp.wave_mma written on lanes.
class WaveMmaLanes {
public:
  WaveMmaLanes(ImplicitLocOpBuilder &b, WaveMmaOp op)
      : b(b), k{b}, op(op), ctx(b.getContext()), mi(op.getKind().getInstr()),
        i8(b.getI8Type()) {
    T = mi.m;
    KM = mi.k;
    S = op.getKSteps();
    W = op.getKWaves();
    tm = op.getTiles()[0];
    tn = op.getTiles()[1];
    acc.assign(op.getAcc().begin(), op.getAcc().end());
    placeLanes();
  }

  SmallVector<Value> build() {
    if (mi.operand == target::MfmaOperand::F8F6F4)
      f8f6f4();
    else
      classic();
    return acc;
  }

private:
  ImplicitLocOpBuilder &b;
  KB k;
  WaveMmaOp op;
  MLIRContext *ctx;
  const target::MfmaInstr &mi;
  Type i8;
  int64_t T, KM, S, W, tm, tn;
  SmallVector<Value> acc;
  // The lane's place in its MFMA tiles (depends on the lane alone: built
  // next to the lane's definition, once for every K step).
  Value l16, lq, lT, lg, blockRow, swizzledQuarter;

  void placeLanes() {
    OpBuilder::InsertionGuard guard(b);
    Value lane = op.getLane();
    setInsertionPointAfterDef(b, lane);
    l16 = k.rem(lane, 16);
    lq = k.div(lane, 16);
    lT = k.rem(lane, T);
    lg = k.div(lane, T);
    // The first tile row of the lane's 16-lane block: lT - l % 16.
    blockRow = T == 32 ? k.mul(k.rem(lq, 2), 16) : k.idx(0);
    // Swizzled rows: the lane's chunk lq of a 32-K quarter sits at lq ^
    // key (its rows are l16 + multiples of 16: the key is l16's).
    bool swizzled = op.getLhsLayout() == LdsLayout::Swizzled ||
                    op.getRhsLayout() == LdsLayout::Swizzled;
    swizzledQuarter =
        swizzled ? arith::XOrIOp::create(b, lq, k.rem(k.div(l16, 2), 4)) : lq;
  }

  /// x + kk * unit for the wave's instruction kk of the step: with waves
  /// along K, wave k_wave's start at instruction k_wave * S.
  Value addK(Value x, int64_t kk, int64_t unit) {
    Value v = k.add(x, kk * unit);
    return W > 1 ? k.add(v, k.mul(op.getKWave(), S * unit)) : v;
  }

  /// gfx950's f8f6f4 MFMAs (scaled with MX block scales).
  void f8f6f4();
  SmallVector<Value> laneScales(Value lsc, Value base, int64_t tiles);
  SmallVector<Value> f8f6f4Fragments(Value lds, Value base, int64_t count,
                                     Type t, LdsLayout layout, Value klo,
                                     Value khi, Value g);
  /// The 16x16 fp8 / bf16 / f16 MFMAs (MX on gfx942: per-32-K partial
  /// sums times the staged scales).
  void classic();
  void scalePartialSums(SmallVector<Value> &as, SmallVector<Value> &bs,
                        int64_t kk);
};
} // namespace

/// The lane's scale codes of a stage as 32-bit registers, the code of tile
/// i of K step kk in byte (t kk + i) % 4 of register (t kk + i) / 4; with
/// fewer than four codes the other bytes are 2^0 (never a constant all-zero
/// register, which LLVM folds into the unscaled instruction). With waves
/// along K, wave k_wave's codes are the k_wave-th L / W of them.
SmallVector<Value> WaveMmaLanes::laneScales(Value lsc, Value base,
                                            int64_t tiles) {
  int64_t G = 64 / T, L = tiles * S * W, Lw = L / W,
          n = std::min<int64_t>(Lw, 4);
  Value ones = arith::ConstantOp::create(
      b, DenseElementsAttr::get(VectorType::get({4}, i8),
                                b.getI8IntegerAttr(127)));
  auto e8m0 = VectorType::get({4}, Float8E8M0FNUType::get(ctx));
  Value stage = op.getStage();
  Value at = k.mul(
      k.add(k.mul(k.add(k.mul(k.div(base, T * tiles), G), lg), T), lT), L);
  if (W > 1)
    at = k.add(at, k.mul(op.getKWave(), Lw));
  SmallVector<Value> words;
  for (int64_t w = 0; w < Lw; w += 4) {
    Value codes = vector::LoadOp::create(
        b, VectorType::get({n}, i8), lsc, ValueRange{stage, k.add(at, w)},
        /*nontemporal=*/false, llvm::MaybeAlign(n));
    if (n < 4) {
      SmallVector<int64_t> pad;
      for (int64_t e = 0; e < 4; ++e)
        pad.push_back(e < n ? e : n + e);
      codes = vector::ShuffleOp::create(b, codes, ones, pad);
    }
    words.push_back(vector::BitCastOp::create(b, e8m0, codes));
  }
  return words;
}

/// The lane's fragments of `count` T-row tiles from row `base` on: FP8 K
/// bytes klo .. + 15 and khi .. + 15; fp4 / fp6 (packed) the lane's 32
/// contiguous K codes of 32-block g, 4 / 6 bytes per 8 codes.
SmallVector<Value> WaveMmaLanes::f8f6f4Fragments(Value lds, Value base,
                                                 int64_t count, Type t,
                                                 LdsLayout layout, Value klo,
                                                 Value khi, Value g) {
  bool kMajor = layout == LdsLayout::KMajor,
       swizzled16 = layout == LdsLayout::Swizzled16;
  int64_t bits = t.getIntOrFloatBitWidth();
  Value stage = op.getStage();
  auto v16 = VectorType::get({16}, i8);
  // Swizzled16 rows (unpadded, BK bytes: BK / 16 chunks): chunk c of row r
  // at c ^ key(r), and key(r) depends on r mod 16 alone, so the lane's
  // rows base + lT + i T share base + l16's key; so do the lane's K
  // offsets a step (one XOR each: K steps' chunks in immediates otherwise).
  Value key;
  if (swizzled16)
    key = swizzle16Key(k, k.add(base, l16),
                       cast<MemRefType>(lds.getType()).getDimSize(2) / 16);
  auto at = [&](Value kb) {
    return key ? k.mul(arith::XOrIOp::create(b, k.div(kb, 16), key), 16) : kb;
  };
  SmallVector<Value> fs;
  for (int64_t i = 0; i < count; ++i) {
    Value row = k.add(base, k.add(lT, i * T));
    Value v;
    if (kMajor) {
      // Transpose reads (ds_read_b64_tr_b8 / _b4): lane s of a 16-lane
      // block points at K row k0 + s / 2 (fp8; code 8 (s & 1) of the
      // block's 16 rows) or k0 + s (fp4) and gets its own row's 8 / 16
      // codes from K row k0 on. FP8: 4 reads (K klo, klo + 8, khi, khi +
      // 8); fp4: 2 (32 g, 32 g + 16).
      Value first = k.add(k.add(base, i * T), blockRow);
      SmallVector<Value> words;
      for (int64_t p = 0; p < (bits == 8 ? 4 : 2); ++p) {
        Value kr, col;
        VectorType rt;
        if (bits == 8) {
          kr = k.add(k.add(p < 2 ? klo : khi, 8 * (p % 2)), k.div(l16, 2));
          col = k.add(first, k.mul(k.rem(l16, 2), 8));
          rt = VectorType::get({8}, i8);
        } else {
          // fp4 / fp6: lane s reads K row 32 g + 16 p + s, the block's 16
          // codes (fp4 8 bytes; fp6 12 in a 16-byte slot:
          // ds_read_b96_tr_b6).
          kr = k.add(k.add(k.mul(g, 32), 16 * p), l16);
          col = bits == 4 ? k.div(first, 2) : first;
          rt = VectorType::get({16}, b.getIntegerType(bits));
        }
        Value tr = amdgpu::TransposeLoadOp::create(b, rt, lds,
                                                   ValueRange{stage, kr, col});
        words.push_back(vector::BitCastOp::create(
            b, VectorType::get({bits == 6 ? 3 : 2}, b.getI32Type()), tr));
      }
      v = concat(b, words[0], words[1]);
      if (bits == 8)
        v = concat(b, v, concat(b, words[2], words[3]));
    } else if (bits != 8) {
      int64_t laneBytes = 4 * bits;
      Value at = k.mul(g, laneBytes);
      v = vector::LoadOp::create(b, VectorType::get({laneBytes}, i8), lds,
                                 ValueRange{stage, row, at});
    } else {
      Value lo =
          vector::LoadOp::create(b, v16, lds, ValueRange{stage, row, at(klo)});
      Value hi =
          vector::LoadOp::create(b, v16, lds, ValueRange{stage, row, at(khi)});
      v = concat(b, lo, hi);
    }
    fs.push_back(vector::BitCastOp::create(b, VectorType::get({32}, t), v));
  }
  return fs;
}

void WaveMmaLanes::f8f6f4() {
  // v_mfma_scale_f32_16x16x128_f8f6f4 (T = 16) or 32x32x64 (T = 32), K =
  // KM: with FP8 operands lane l reads row l % T, K bytes 16 (l / T) .. +
  // 15 (registers 0-3) and KM / 2 more (registers 4-7); FP4 / FP6: K 32
  // (l / T) .. + 31; its scale is row l % T's of 32-K block l / T.
  int64_t G = 64 / T;
  lowp::MfmaAttr kind = op.getKind();
  bool mx = kind.getScaled();
  SmallVector<Value> scA, scB;
  if (mx) {
    scA = laneScales(op.getLhsScales(), op.getRow(), tm);
    scB = laneScales(op.getRhsScales(), op.getCol(), tn);
  }
  for (int64_t kk = 0; kk < S; ++kk) {
    Value klo = addK(k.mul(lg, 16), kk, KM);
    Value khi = k.add(klo, KM / 2);
    // The lane's 32-block in the K step.
    Value g = addK(lg, kk, G);
    SmallVector<Value> as =
        f8f6f4Fragments(op.getLhs(), op.getRow(), tm, kind.getAType(),
                        op.getLhsLayout(), klo, khi, g);
    SmallVector<Value> bs =
        f8f6f4Fragments(op.getRhs(), op.getCol(), tn, kind.getBType(),
                        op.getRhsLayout(), klo, khi, g);
    // B as the MFMA's A operand (C^T tiles). Without block scales, the
    // unscaled instruction (scales in the kernel's epilogue).
    for (int64_t i = 0; i < tm; ++i)
      for (int64_t j = 0; j < tn; ++j) {
        Value &c = acc[i * tn + j];
        if (!mx) {
          c = mfma(b, T, T, KM, bs[j], as[i], c);
          continue;
        }
        int64_t ia = tm * kk + i, jb = tn * kk + j;
        c = mfma(b, T, T, KM, bs[j], as[i], c, {scB[jb / 4], scA[ia / 4]},
                 jb % 4, ia % 4);
      }
  }
}

void WaveMmaLanes::classic() {
  // Each MFMA reads 32 K bytes of a row (8 per lane): 32 fp8 codes, or 16
  // bf16 / f16 values; gfx950's double-rate bf16 / f16 MFMA 64 bytes (32
  // values, 16 per lane).
  lowp::MfmaAttr kind = op.getKind();
  int64_t laneBytes =
      mi.elemsPerLane * kind.getAType().getIntOrFloatBitWidth() / 8;
  auto laneType = VectorType::get({laneBytes}, i8);
  Value stage = op.getStage();
  for (int64_t kk = 0; kk < S; ++kk) {
    // The lane's K bytes of `count` 16-row tiles from `base` on.
    auto fragments = [&](Value lds, Value base, int64_t count, Type t,
                         LdsLayout layout) {
      Value quarter = layout == LdsLayout::Swizzled ? swizzledQuarter : lq;
      Value kcol = addK(k.mul(quarter, laneBytes), kk, 4 * laneBytes);
      SmallVector<Value> fs;
      for (int64_t i = 0; i < count; ++i) {
        Value row = k.add(k.add(base, l16), i * 16);
        Value v = vector::LoadOp::create(b, laneType, lds,
                                         ValueRange{stage, row, kcol});
        fs.push_back(vector::BitCastOp::create(
            b, VectorType::get({laneBytes * 8 / t.getIntOrFloatBitWidth()}, t),
            v));
      }
      return fs;
    };
    SmallVector<Value> as = fragments(op.getLhs(), op.getRow(), tm,
                                      kind.getAType(), op.getLhsLayout());
    SmallVector<Value> bs = fragments(op.getRhs(), op.getCol(), tn,
                                      kind.getBType(), op.getRhsLayout());
    // B as the MFMA's A operand: the tile computed is C^T, so a lane's
    // four accumulator registers are four consecutive columns of one row
    // of C (one vector store in the epilogue).
    if (!op.getLhsScales()) {
      for (int64_t i = 0; i < tm; ++i)
        for (int64_t j = 0; j < tn; ++j)
          acc[i * tn + j] = mfma(b, 16, 16, KM, bs[j], as[i], acc[i * tn + j]);
      continue;
    }
    scalePartialSums(as, bs, kk);
  }
}

/// Block-scaled: each MFMA is one whole K group (32); its partial sum
/// times sa[row] * sb[col] (exact: powers of two) is added.
void WaveMmaLanes::scalePartialSums(SmallVector<Value> &as,
                                    SmallVector<Value> &bs, int64_t kk) {
  Value stage = op.getStage();
  auto v4 = VectorType::get({4}, b.getF32Type());
  Value zacc = arith::ConstantOp::create(
      b, DenseElementsAttr::get(v4, b.getF32FloatAttr(0.0f)));
  Value g = addK(k.idx(0), kk, 1);
  SmallVector<Value> sas, sbs;
  for (int64_t i = 0; i < tm; ++i) {
    Value row = k.add(k.add(op.getRow(), l16), i * 16);
    sas.push_back(vector::BroadcastOp::create(
        b, v4,
        memref::LoadOp::create(b, op.getLhsScales(),
                               ValueRange{stage, g, row})));
  }
  for (int64_t j = 0; j < tn; ++j) {
    Value col = k.add(k.add(op.getCol(), k.mul(lq, 4)), j * 16);
    sbs.push_back(vector::LoadOp::create(b, v4, op.getRhsScales(),
                                         ValueRange{stage, g, col}));
  }
  // Software-pipelined by rows of tiles: row i's MFMAs are issued before
  // row i-1's partial sums are scaled, and scheduling barriers keep the
  // backend from hoisting every MFMA (which would keep 16 partial sums live
  // and spill).
  SmallVector<Value> parts(tn);
  for (int64_t i = 0; i <= tm; ++i) {
    SmallVector<Value> next(tn);
    for (int64_t j = 0; i < tm && j < tn; ++j)
      next[j] = mfma(b, 16, 16, 32, bs[j], as[i], zacc);
    for (int64_t j = 0; i > 0 && j < tn; ++j) {
      // (P * sa) * sb + acc: no product of the scales to keep live.
      Value ps = arith::MulFOp::create(b, parts[j], sas[i - 1]);
      acc[(i - 1) * tn + j] =
          math::FmaOp::create(b, ps, sbs[j], acc[(i - 1) * tn + j]);
    }
    parts = next;
    amdgpu::SchedBarrierOp::create(
        b, amdgpu::sched_barrier_opt_enumAttr::get(
               ctx, amdgpu::sched_barrier_opt_enum::none));
  }
}

void lowp::kernel::addScaledPartials(ImplicitLocOpBuilder &b, int64_t tm,
                                     int64_t tn, ArrayRef<Value> part,
                                     Value factor, Value sb,
                                     function_ref<Value(int64_t)> sa,
                                     SmallVectorImpl<Value> &acc, Value valid) {
  auto vR = cast<VectorType>(acc.front().getType());
  sb = arith::MulFOp::create(b, sb, factor);
  for (int64_t i = 0; i < tm; ++i) {
    Value sc =
        vector::BroadcastOp::create(b, vR, arith::MulFOp::create(b, sa(i), sb));
    for (int64_t j = 0; j < tn; ++j) {
      Value &a = acc[i * tn + j];
      Value next = math::FmaOp::create(b, part[i * tn + j], sc, a);
      a = valid ? arith::SelectOp::create(b, valid, next, a).getResult() : next;
    }
  }
}

/// lowp.wave_rescale on lanes: lane l's row of tile i is T i + l % T, its
/// columns of tile j T j + 8 p + 4 (l / T) .. + 3 for each quad p of its R
/// registers.
static SmallVector<Value> rescaleOnLanes(ImplicitLocOpBuilder &b,
                                         WaveRescaleOp op) {
  KB k{b};
  const target::MfmaInstr &mi = op.getKind().getInstr();
  int64_t T = mi.m, R = mi.accRegs(), tm = op.getTiles()[0],
          tn = op.getTiles()[1];
  Value lT, lg;
  {
    // (The lane's place depends on the lane alone: next to its definition.)
    OpBuilder::InsertionGuard guard(b);
    Value lane = op.getLane();
    setInsertionPointAfterDef(b, lane);
    lT = k.rem(lane, T);
    if (op.getBDim())
      lg = k.div(lane, T);
  }
  // `indices` with entry `dim` advanced by `off`.
  auto at = [&](ValueRange indices, int64_t dim, Value off) {
    SmallVector<Value> idx(indices);
    idx[dim] = k.add(idx[dim], off);
    return idx;
  };
  Value factor = arith::ConstantOp::create(
      b, b.getF32FloatAttr(op.getFactor() ? op.getFactor()->convertToFloat()
                                          : 1.0f));
  SmallVector<Value> acc(op.getAcc()), part(op.getParts());
  auto sa = [&](int64_t i) -> Value {
    return memref::LoadOp::create(
        b, op.getScaleA(),
        at(op.getAIndices(), op.getADim(), k.add(lT, i * T)));
  };
  Value valid = op.getValid();
  std::optional<int64_t> bDim = op.getBDim();
  if (!bDim) {
    Value sb = memref::LoadOp::create(b, op.getScaleB(), op.getBIndices());
    addScaledPartials(b, tm, tn, part, factor, sb, sa, acc, valid);
    return acc;
  }
  // B's scales per column: the lane's R columns of each tile (quads of 4)
  // times the factor.
  auto vR = VectorType::get({R}, b.getF32Type());
  auto v4 = VectorType::get({4}, b.getF32Type());
  SmallVector<Value> sbv;
  for (int64_t j = 0; j < tn; ++j) {
    Value v;
    for (int64_t p = 0; p < R / 4; ++p) {
      Value q = vector::LoadOp::create(
          b, v4, op.getScaleB(),
          at(op.getBIndices(), *bDim, k.add(k.mul(lg, 4), j * T + 8 * p)));
      v = p == 0 ? q : concat(b, v, q); // quad p after the 4 p values there
    }
    sbv.push_back(arith::MulFOp::create(
        b, v, vector::BroadcastOp::create(b, vR, factor)));
  }
  for (int64_t i = 0; i < tm; ++i) {
    Value s = vector::BroadcastOp::create(b, vR, sa(i));
    for (int64_t j = 0; j < tn; ++j) {
      Value &a = acc[i * tn + j];
      Value next = math::FmaOp::create(b, part[i * tn + j],
                                       arith::MulFOp::create(b, s, sbv[j]), a);
      a = valid ? arith::SelectOp::create(b, valid, next, a).getResult() : next;
    }
  }
  return acc;
}

//===----------------------------------------------------------------------===//
// lowp.fragment_mma (the direct kernels)
//===----------------------------------------------------------------------===//

/// Up to four tiles' E8M0 codes as the scaled MFMA's 32-bit scale register
/// (tile t in byte t; the rest 2^0).
static Value scaleWord(ImplicitLocOpBuilder &b, ArrayRef<Value> codes) {
  SmallVector<Value> bytes(codes.begin(), codes.end());
  while (bytes.size() < 4)
    bytes.push_back(arith::ConstantOp::create(b, b.getI8IntegerAttr(127)));
  Value w = vector::FromElementsOp::create(
      b, VectorType::get({4}, b.getI8Type()), bytes);
  return vector::BitCastOp::create(
      b, VectorType::get({4}, Float8E8M0FNUType::get(b.getContext())), w);
}

/// One operand's fragments (fragment_read's registers from `r` on) as the
/// instruction's operands, a vector<32 x type> per tile; the scaled forms'
/// codes appended to `codes`.
static SmallVector<Value> operandFragments(ImplicitLocOpBuilder &b,
                                           const target::MfmaInstr &mi,
                                           ValueRange regs, Type codes, Type to,
                                           int64_t tiles, bool scaled,
                                           SmallVector<Value> &scaleCodes) {
  SmallVector<Value> out;
  size_t r = 0;
  for (int64_t t = 0; t < tiles; ++t) {
    Value v = regs[r++];
    if (isa<BFloat16Type, Float16Type>(codes)) {
      out.push_back(v);
      continue;
    }
    if (mi.operand != target::MfmaOperand::F8F6F4) {
      // fp8 codes, mapped into the instruction's type (the OCP bridge).
      CodeMap map = codes == to ? CodeMap::None : codeMapFrom(codes);
      out.push_back(vector::BitCastOp::create(b, VectorType::get({32}, to),
                                              mapCodes(b, v, map, to)));
      continue;
    }
    if (codes.getIntOrFloatBitWidth() == 8) {
      v = concat(b, v, regs[r++]);
    } else if (codes.getIntOrFloatBitWidth() == 6 &&
               cast<VectorType>(v.getType()).getNumElements() == 32) {
      // (Packed fp6 codes, 24 bytes, are the instruction's operand as
      // they are.)
      auto half = [&](int64_t h) {
        SmallVector<int64_t> idx;
        for (int64_t e = 0; e < 16; ++e)
          idx.push_back(16 * h + e);
        return packFp6Codes(b, vector::ShuffleOp::create(b, v, v, idx));
      };
      v = concat(b, half(0), half(1));
    }
    if (scaled)
      scaleCodes.push_back(regs[r++]);
    out.push_back(vector::BitCastOp::create(b, VectorType::get({32}, to), v));
  }
  return out;
}

/// The per-block form's fragments of one operand (fragment_read's
/// registers): per tile its four blocks' codes as the instruction's fp8
/// (`frags`, vector<8 x fp8>) and its E8M0 codes decoded to f32 2^(e - 127
/// + log2) (`scales`: ldexp of 2^(log2 - 127), exact: 2^-127 is a
/// subnormal; past f32's range Inf), `perScale` codes a scale (4: the
/// accumulator rows' as one vector<4xf32>); the tile's NaN flag `flags[t]`
/// keeps the largest code.
static void perBlockOperand(ImplicitLocOpBuilder &b, ValueRange regs,
                            Type codes, Type to, int64_t perScale, int64_t log2,
                            bool evenOdd, MutableArrayRef<Value> flags,
                            SmallVector<SmallVector<Value>> &frags,
                            SmallVector<Value> &scales) {
  CodeMap map = codes == to ? CodeMap::None : codeMapFrom(codes);
  bool packed = isa<Float4E2M1FNType>(codes);
  Type f32 = b.getF32Type();
  Value base = arith::ConstantOp::create(
      b, b.getF32FloatAttr(std::ldexp(1.0f, int(log2) - 127)));
  size_t r = 0;
  for (Value &flag : flags) {
    SmallVector<Value> blocks;
    for (int64_t s = 0; s < 4; ++s) {
      Value v = regs[r++];
      v = !packed   ? mapCodes(b, v, map, to)
          : evenOdd ? splitMapFp4(b, v, to)
                    : unpackMapFp4(b, v, to);
      blocks.push_back(
          vector::BitCastOp::create(b, VectorType::get({8}, to), v));
    }
    frags.push_back(blocks);
    for (int64_t s = 0; s < 4; ++s) {
      SmallVector<Value> v;
      ValueRange codesOf = regs.slice(r, perScale);
      r += perScale;
      for (Value c : codesOf) {
        if (perScale == 1)
          flag = arith::MaxUIOp::create(b, flag, c);
        v.push_back(LLVM::LoadExpOp::create(b, f32, base, c));
      }
      if (perScale == 1) {
        scales.push_back(v[0]);
        continue;
      }
      flag = arith::MaxUIOp::create(
          b, flag,
          vector::FromElementsOp::create(
              b, VectorType::get({perScale}, b.getI32Type()), codesOf));
      scales.push_back(vector::FromElementsOp::create(
          b, VectorType::get({perScale}, f32), v));
    }
  }
}

/// lowp.fragment_mma's per-block form (gfx942's MX): per 32-K block s, A
/// tile i and B tile j one MFMA into zeroed partial sums P, then acc =
/// fma(P * sa, sb, acc) (sa: A's row's scale, sb: the lane's four columns',
/// each with its code map's power of two); the NaN flags after the sums.
static SmallVector<Value> perBlockMmas(ImplicitLocOpBuilder &b,
                                       FragmentMmaOp op) {
  MfmaAttr kind = op.getKind();
  int64_t tm = op.getTiles()[0], tn = op.getTiles()[1];
  ArrayRef<int64_t> log2 = *op.getScaleLog2();
  SmallVector<Value> acc(op.getAcc().begin(), op.getAcc().end());
  MutableArrayRef<Value> flags =
      MutableArrayRef<Value>(acc).drop_front(tm * tn);
  // A's scales: its row's; B's: the lane's four columns' a block.
  SmallVector<SmallVector<Value>> as, bs;
  SmallVector<Value> sa, sb;
  perBlockOperand(b, op.getLhs(), op.getLhsCodes(), kind.getAType(), 1, log2[0],
                  op.getEvenOdd(), flags.take_front(tm), as, sa);
  perBlockOperand(b, op.getRhs(), op.getRhsCodes(), kind.getBType(), 4, log2[1],
                  op.getEvenOdd(), flags.drop_front(tm), bs, sb);
  auto vR = VectorType::get({4}, b.getF32Type());
  Value zero = arith::ConstantOp::create(
      b, DenseElementsAttr::get(vR, b.getF32FloatAttr(0.0f)));
  for (int64_t s = 0; s < 4; ++s)
    for (int64_t i = 0; i < tm; ++i) {
      Value sav = vector::BroadcastOp::create(b, vR, sa[i * 4 + s]);
      for (int64_t j = 0; j < tn; ++j) {
        Value p = mfma(b, 16, 16, 32, bs[j][s], as[i][s], zero);
        Value &c = acc[i * tn + j];
        c = math::FmaOp::create(b, arith::MulFOp::create(b, p, sav),
                                sb[j * 4 + s], c);
      }
    }
  return acc;
}

/// lowp.fragment_mma as lowp.mfma ops (C^T tiles: B's fragment is the
/// instruction's A).
static SmallVector<Value> fragmentMmas(ImplicitLocOpBuilder &b,
                                       FragmentMmaOp op) {
  if (op.getScaleBlock())
    return perBlockMmas(b, op);
  MfmaAttr kind = op.getKind();
  const target::MfmaInstr &mi = kind.getInstr();
  int64_t tm = op.getTiles()[0], tn = op.getTiles()[1];
  bool scaled = kind.getScaled();
  SmallVector<Value> ca, cb;
  SmallVector<Value> as = operandFragments(b, mi, op.getLhs(), op.getLhsCodes(),
                                           kind.getAType(), tm, scaled, ca);
  SmallVector<Value> bs = operandFragments(b, mi, op.getRhs(), op.getRhsCodes(),
                                           kind.getBType(), tn, scaled, cb);
  SmallVector<Value> acc(op.getAcc().begin(), op.getAcc().end());
  if (mi.operand == target::MfmaOperand::F8F6F4) {
    Value wa = scaled ? scaleWord(b, ca) : Value();
    Value wb = scaled ? scaleWord(b, cb) : Value();
    for (int64_t i = 0; i < tm; ++i)
      for (int64_t j = 0; j < tn; ++j) {
        Value &c = acc[i * tn + j];
        c = scaled ? mfma(b, 16, 16, 128, bs[j], as[i], c, {wb, wa}, j, i)
                   : mfma(b, 16, 16, 128, bs[j], as[i], c);
      }
    return acc;
  }
  // Instruction kk takes the lane's values V kk .. + V - 1 of both.
  int64_t V = mi.k / 4;
  auto slice = [&](Value v, int64_t from) -> Value {
    SmallVector<int64_t> idx;
    for (int64_t e = 0; e < V; ++e)
      idx.push_back(from + e);
    return vector::ShuffleOp::create(b, v, v, idx);
  };
  for (int64_t kk = 0; kk < 32 / V; ++kk)
    for (int64_t i = 0; i < tm; ++i)
      for (int64_t j = 0; j < tn; ++j)
        acc[i * tn + j] = mfma(b, 16, 16, mi.k, slice(bs[j], kk * V),
                               slice(as[i], kk * V), acc[i * tn + j]);
  return acc;
}

/// lowp.wave_split as index arithmetic: wave w = t / 64, lane t % 64; with
/// waves along K share w / (WM WN) and tile w % (WM WN), else share 0.
static SmallVector<Value> splitOnLanes(ImplicitLocOpBuilder &b,
                                       WaveSplitOp op) {
  KB k{b};
  ArrayRef<int64_t> t = op.getTile(), w = op.getWaves();
  Value wave = k.div(op.getThread(), 64);
  Value lane = k.rem(op.getThread(), 64);
  Value kw;
  if (w[2] > 1) {
    kw = k.div(wave, w[0] * w[1]);
    wave = k.rem(wave, w[0] * w[1]);
  } else {
    kw = k.idx(0);
  }
  Value row = k.mul(k.div(wave, w[1]), t[0] / w[0]);
  Value col = k.mul(k.rem(wave, w[1]), t[1] / w[1]);
  return {row, col, wave, kw, lane};
}

static SmallVector<Value> waveMmaOnLanes(ImplicitLocOpBuilder &b,
                                         WaveMmaOp op) {
  return WaveMmaLanes(b, op).build();
}

namespace {
/// `op` replaced by what `onLanes` writes on lanes.
template <typename OpT,
          SmallVector<Value> (*onLanes)(ImplicitLocOpBuilder &, OpT)>
struct Distribute : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    rewriter.replaceOp(op, onLanes(b, op));
    return success();
  }
};
using DistributeWaveRescale = Distribute<WaveRescaleOp, rescaleOnLanes>;
using DistributeWaveMma = Distribute<WaveMmaOp, waveMmaOnLanes>;
using DistributeFragmentMma = Distribute<FragmentMmaOp, fragmentMmas>;
using DistributeWaveSplit = Distribute<WaveSplitOp, splitOnLanes>;

struct DistributeWaveMmaPass
    : lowp::impl::LowpDistributeWaveMmaBase<DistributeWaveMmaPass> {
  void runOnOperation() override {
    lowp::lowerWaveSplits(getOperation());
    RewritePatternSet patterns(&getContext());
    lowp::populateLowpDistributeWaveMmaPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void lowp::populateLowpDistributeWaveMmaPatterns(RewritePatternSet &patterns) {
  patterns.add<DistributeWaveMma, DistributeWaveRescale, DistributeFragmentMma,
               DistributeWaveSplit>(patterns.getContext());
}

void lowp::populateLowpWaveSplitPatterns(RewritePatternSet &patterns) {
  patterns.add<DistributeWaveSplit>(patterns.getContext());
}

void lowp::lowerWaveSplits(Operation *root) {
  RewritePatternSet patterns(root->getContext());
  populateLowpWaveSplitPatterns(patterns);
  walkAndApplyPatterns(root, std::move(patterns));
}
