//===- WaveStore.cpp - lowp.wave_store -> lanes ---------------------------===//
//
// The GEMM kernels' epilogue as a stage (docs/codegen.md, stage 4): a wave's
// accumulator tiles (C^T tiles as lowp.wave_mma leaves them) scaled, biased,
// rounded, run through the fused epilogue region and stored into C, or
// quantized to MX codes and scales, written on lanes: per lane the quads of
// four consecutive columns it holds, the per-column values (B's scales, the
// bias, the region's inputs along the columns) read once per quad column,
// one vector store per quad inside C. The GEMM kernels (Fp8Gemm.cpp) end
// with one lowp.wave_store; embedders call the populate function on their
// own.
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Conversion/QuantKernels.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Numerics/MlirFormats.h"
#include "lowp/Target/Chip.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPLOWERWAVESTORE
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;
using namespace lowp;
using namespace lowp::kernel;

Value kernel::loadRun(ImplicitLocOpBuilder &b, Value mem, ArrayRef<Value> idx,
                      int64_t lanes) {
  auto t = cast<MemRefType>(mem.getType());
  auto vt = VectorType::get({lanes}, t.getElementType());
  if (t.getElementTypeBitWidth() >= 32)
    return vector::LoadOp::create(b, vt, mem, idx);
  int64_t last = t.getRank() - 1;
  Value bound = memref::DimOp::create(b, mem, last);
  Value end = arith::AddIOp::create(b, idx.back(),
                                    arith::ConstantIndexOp::create(b, lanes));
  Value within =
      arith::CmpIOp::create(b, arith::CmpIPredicate::ule, end, bound);
  auto ifOp = scf::IfOp::create(b, vt, within, /*withElseRegion=*/true);
  {
    ImplicitLocOpBuilder tb(b.getLoc(), ifOp.getThenBodyBuilder());
    scf::YieldOp::create(tb,
                         ValueRange{vector::LoadOp::create(tb, vt, mem, idx)});
  }
  ImplicitLocOpBuilder eb(b.getLoc(), ifOp.getElseBodyBuilder());
  Type elem = t.getElementType();
  Value zero = arith::ConstantOp::create(eb, eb.getZeroAttr(elem));
  SmallVector<Value> elems, at(idx);
  for (int64_t v = 0; v < lanes; ++v) {
    at.back() = arith::AddIOp::create(eb, idx.back(),
                                      arith::ConstantIndexOp::create(eb, v));
    Value in =
        arith::CmpIOp::create(eb, arith::CmpIPredicate::ult, at.back(), bound);
    auto one = scf::IfOp::create(eb, elem, in, /*withElseRegion=*/true);
    ImplicitLocOpBuilder ob(eb.getLoc(), one.getThenBodyBuilder());
    scf::YieldOp::create(ob, ValueRange{memref::LoadOp::create(ob, mem, at)});
    ob.setInsertionPointToStart(&one.getElseRegion().front());
    scf::YieldOp::create(ob, ValueRange{zero});
    elems.push_back(one.getResult(0));
  }
  scf::YieldOp::create(
      eb, ValueRange{vector::FromElementsOp::create(eb, vt, elems)});
  return ifOp.getResult(0);
}

SmallVector<Value> kernel::loadEpilogueInputs(ImplicitLocOpBuilder &b,
                                              ArrayRef<AffineMap> maps,
                                              ValueRange ins, Value row,
                                              Value col, int64_t lanes,
                                              ArrayRef<Value> pre) {
  SmallVector<Value> vals;
  for (auto [i, in, map] : llvm::enumerate(ins, maps)) {
    if (i < pre.size() && pre[i]) {
      vals.push_back(pre[i]);
      continue;
    }
    if (!row && map.isFunctionOfDim(0)) {
      vals.push_back(Value());
      continue;
    }
    Type elem = cast<MemRefType>(in.getType()).getElementType();
    AffineMap m = map;
    auto at = [&](Value c) {
      SmallVector<Value> idx;
      for (AffineExpr e : m.getResults())
        idx.push_back(cast<AffineDimExpr>(e).getPosition() == 0 ? row : c);
      return idx;
    };
    bool alongCols = map.isFunctionOfDim(1);
    if (lanes > 0 && alongCols &&
        map.getResults().back() == getAffineDimExpr(1, b.getContext())) {
      // C's columns along the input's last dimension: a run.
      vals.push_back(loadRun(b, in, at(col), lanes));
      continue;
    }
    // A scalar, one value broadcast, or C's columns along a transposed
    // input's rows (element by element).
    SmallVector<Value> elems;
    for (int64_t v = 0; v < (alongCols ? std::max<int64_t>(lanes, 1) : 1); ++v)
      elems.push_back(memref::LoadOp::create(
          b, in,
          at(v == 0 ? col
                    : arith::AddIOp::create(
                          b, col, arith::ConstantIndexOp::create(b, v)))));
    auto vt = VectorType::get({lanes}, elem);
    vals.push_back(lanes == 0 ? elems[0]
                   : alongCols
                       ? Value(vector::FromElementsOp::create(b, vt, elems))
                       : Value(vector::BroadcastOp::create(b, vt, elems[0])));
  }
  return vals;
}

Value kernel::mulPresent(ImplicitLocOpBuilder &b, Value x, Value y) {
  if (!x || !y)
    return x ? x : y;
  return arith::MulFOp::create(b, x, y);
}

void kernel::storeVector(ImplicitLocOpBuilder &b, Value v, Value memref,
                         ArrayRef<Value> indices, Value rowIn, Value col,
                         Value n) {
  int64_t width = cast<VectorType>(v.getType()).getNumElements();
  Value end =
      arith::AddIOp::create(b, col, arith::ConstantIndexOp::create(b, width));
  Value whole = arith::AndIOp::create(
      b, rowIn, arith::CmpIOp::create(b, arith::CmpIPredicate::ule, end, n));
  auto ifOp = scf::IfOp::create(b, whole, /*withElseRegion=*/true);
  {
    ImplicitLocOpBuilder tb(b.getLoc(), ifOp.getThenBodyBuilder());
    vector::StoreOp::create(tb, v, memref, indices);
  }
  ImplicitLocOpBuilder eb(b.getLoc(), ifOp.getElseBodyBuilder());
  for (int64_t e = 0; e < width; ++e) {
    Value c =
        arith::AddIOp::create(eb, col, arith::ConstantIndexOp::create(eb, e));
    Value in = arith::AndIOp::create(
        eb, rowIn, arith::CmpIOp::create(eb, arith::CmpIPredicate::ult, c, n));
    auto one = scf::IfOp::create(eb, in, /*withElseRegion=*/false);
    ImplicitLocOpBuilder ob(b.getLoc(), one.getThenBodyBuilder());
    SmallVector<Value> idx(indices.begin(), indices.end());
    idx.back() = c;
    Value x = vector::ExtractOp::create(ob, v, ArrayRef<int64_t>{e});
    memref::StoreOp::create(ob, x, memref, idx);
  }
}

namespace {
/// The accumulator layout of `mi` as lowp.wave_store reads it, from the
/// instruction's C layout (target::layoutC: register v of lane l is row i,
/// column j of the instruction's D = C^T): lane l's registers 4 p .. 4 p + 3
/// are row l % T of C and four consecutive columns from base[p] + step (l /
/// T). Empty when the layout is not of that form.
struct QuadLayout {
  int64_t step = 0;
  SmallVector<int64_t> base;
};
static std::optional<QuadLayout> quadLayout(const target::MfmaInstr &mi) {
  unsigned T = mi.m, R = mi.accRegs();
  if (mi.m != mi.n || R % 4)
    return std::nullopt;
  QuadLayout q;
  q.step = int64_t(target::layoutC(mi, T, 0).first) -
           int64_t(target::layoutC(mi, 0, 0).first);
  for (unsigned p = 0; p < R / 4; ++p)
    q.base.push_back(target::layoutC(mi, 0, 4 * p).first);
  for (unsigned l = 0; l < 64; ++l)
    for (unsigned v = 0; v < R; ++v) {
      auto [i, j] = target::layoutC(mi, l, v);
      if (j != l % T || int64_t(i) != q.base[v / 4] + q.step * (l / T) + v % 4)
        return std::nullopt;
    }
  return q;
}

/// One lowp.wave_store written on lanes.
class WaveStoreLanes {
public:
  WaveStoreLanes(ImplicitLocOpBuilder &b, WaveStoreOp op, target::Chip chip,
                 QuadLayout layout)
      : b(b), k{b}, op(op), chip(chip), f32(b.getF32Type()),
        layout(std::move(layout)) {
    T = op.getKind().getInstr().m;
    R = op.getKind().getInstr().accRegs();
    Q = R / 4;
    tm = op.getTiles()[0];
    tn = op.getTiles()[1];
    ValueRange idx = op.getIndices();
    lead.assign(idx.begin(), idx.begin() + (idx.size() - 2));
    row0 = idx[idx.size() - 2];
    col0 = idx.back();
    maps = op.getEpilogueIndexingMaps();
  }

  void build() {
    if (scf::ForOp loop = op.getReadEarly() ? earlyPoint() : scf::ForOp()) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(loop);
      placeLane();
      invariants();
      readEarly();
    } else {
      placeLane();
      invariants();
    }
    if (op.getScalesOut())
      quantized();
    else
      plain();
  }

private:
  ImplicitLocOpBuilder &b;
  KB k;
  WaveStoreOp op;
  target::Chip chip;
  Type f32;
  QuadLayout layout;
  int64_t T = 16, R = 4, Q = 1, tm = 1, tn = 1;
  SmallVector<Value> lead;
  SmallVector<AffineMap> maps;
  Value row0, col0, lT, lg;
  // The invariants (invariants()): the factor, per-tensor scales, the bias
  // and inputs as fat raw buffers.
  Value factor, sa0, sb0, biasFat;
  SmallVector<Value> epiFat;

  /// What the epilogue reads once per column quad: its first column (from
  /// the wave's corner), B's scales there, the bias, the region's
  /// row-invariant inputs.
  struct QuadColumn {
    int64_t j = 0, p = 0;
    Value col, sbv, biasV;
    SmallVector<Value> epiCols;
  };
  // The per-column values and A's row scales read early (readEarly); empty
  // when read in place.
  SmallVector<QuadColumn> preCols;
  SmallVector<Value> preRowScales;

  /// The K loop the reads may go before: the closest scf.for before the op
  /// or one of its ancestors, if every value the reads use is defined
  /// before it (null otherwise: the reads stay in place).
  scf::ForOp earlyPoint() {
    scf::ForOp loop;
    for (Operation *at = op; at && !loop; at = at->getParentOp()) {
      if (isa<FunctionOpInterface>(at))
        break;
      for (Operation *p = at->getPrevNode(); p && !loop; p = p->getPrevNode())
        loop = dyn_cast<scf::ForOp>(p);
    }
    if (!loop)
      return {};
    DominanceInfo dom(loop->getParentOfType<FunctionOpInterface>());
    SmallVector<Value> used = {op.getLane(), row0, col0};
    for (Value v : {Value(op.getScaleA()), Value(op.getScaleB()),
                    Value(op.getBias()), Value(op.getColumnOffset())})
      if (v)
        used.push_back(v);
    llvm::append_range(used, op.getEpilogueInputs());
    for (Value v : used)
      if (!dom.properlyDominates(v, loop))
        return {};
    return loop;
  }

  /// The lane's row in its tiles (l % T) and column group (l / T).
  void placeLane() {
    lT = k.rem(op.getLane(), T);
    lg = k.div(op.getLane(), T);
  }

  // The lane's row of tile i and first column of quad p of tile j, from
  // the wave's corner: T i + l % T and T j + base[p] + step (l / T) (16 x
  // 16: 4 (l / 16); 32 x 32: 8 p + 4 (l / 32)).
  Value tileRow(int64_t i) { return k.add(row0, k.add(lT, i * T)); }
  Value quadCol(int64_t j, int64_t p) {
    return k.add(col0, k.add(k.mul(lg, layout.step), j * T + layout.base[p]));
  }
  // Quad p of an accumulator (one of R values per lane).
  Value quad(Value acc, int64_t p) {
    if (R == 4)
      return acc;
    // (A shuffle: vector.extract_strided_slice does not lower to LLVM.)
    return vector::ShuffleOp::create(
        b, acc, acc, ArrayRef<int64_t>{4 * p, 4 * p + 1, 4 * p + 2, 4 * p + 3});
  }

  /// The loads shared by the quads: scalar scales, the factor, the bias
  /// and the region's inputs as fat raw buffers.
  void invariants() {
    if (auto f = op.getFactor())
      factor =
          arith::ConstantOp::create(b, b.getF32FloatAttr(f->convertToFloat()));
    Value c0 = k.idx(0);
    if (Value sa = op.getScaleA(); sa && !op.getPerRowA())
      sa0 = memref::LoadOp::create(b, sa, ValueRange{c0, c0});
    if (Value sb = op.getScaleB(); sb && !op.getPerColumnB())
      sb0 = memref::LoadOp::create(b, sb, ValueRange{c0, c0});
    biasFat = op.getBias() ? fatRawBuffer(b, op.getBias()) : Value();
    for (Value in : op.getEpilogueInputs())
      epiFat.push_back(fatRawBuffer(b, in));
  }

  /// Quad p of tile column j: its column and per-column values.
  QuadColumn quadColumn(int64_t j, int64_t p) {
    auto v4f = VectorType::get({4}, f32);
    QuadColumn qc;
    qc.j = j;
    qc.p = p;
    qc.col = quadCol(j, p);
    // The column's index in B's scales and the bias (its group's).
    Value bcol =
        op.getColumnOffset() ? k.add(op.getColumnOffset(), qc.col) : qc.col;
    if (Value sb = op.getScaleB(); sb && op.getPerColumnB()) {
      SmallVector<Value> sbs;
      for (int64_t v = 0; v < 4; ++v)
        sbs.push_back(memref::LoadOp::create(
            b, sb, ValueRange{k.add(bcol, v), k.idx(0)}));
      qc.sbv = vector::FromElementsOp::create(b, v4f, sbs);
    } else if (sb0) {
      qc.sbv = vector::BroadcastOp::create(b, v4f, sb0);
    }
    // The region's inputs that do not depend on the row, read once (pairs:
    // at C's columns col / 2, col / 2 + 1).
    if (op.getPairs())
      qc.epiCols =
          loadEpilogueInputs(b, maps, epiFat, Value(), k.div(qc.col, 2), 2);
    else if (!op.getEpilogue().empty())
      qc.epiCols = loadEpilogueInputs(b, maps, epiFat, Value(), qc.col, 4);
    if (biasFat) {
      qc.biasV = loadRun(b, biasFat, {bcol}, 4);
      if (!cast<MemRefType>(biasFat.getType()).getElementType().isF32())
        qc.biasV = arith::ExtFOp::create(b, v4f, qc.biasV);
    }
    return qc;
  }

  /// The reads before the K loop (read_early; after the invariants): every
  /// quad column's values, A's row scales. Their first touch of memory costs a
  /// round trip to HBM, which after the loop the whole launch waits for (a
  /// few K steps a wave at decode).
  void readEarly() {
    for (int64_t jp = 0; jp < tn * Q; ++jp)
      preCols.push_back(quadColumn(jp / Q, jp % Q));
    if (Value sa = op.getScaleA(); sa && op.getPerRowA())
      for (int64_t i = 0; i < tm; ++i)
        preRowScales.push_back(
            memref::LoadOp::create(b, sa, ValueRange{tileRow(i), k.idx(0)}));
  }

  /// Quad jp's column values: read early or now.
  QuadColumn column(int64_t jp) {
    return preCols.empty() ? quadColumn(jp / Q, jp % Q) : preCols[jp];
  }

  /// C's quad at `qc` of tile row i (row `row`): (sa * sb) * factor times
  /// the accumulators, plus the bias, rounded (zero where zero_if holds),
  /// then the region (vector<4> of the stored type).
  Value quadValue(const QuadColumn &qc, int64_t i, Value row) {
    auto v4f = VectorType::get({4}, f32);
    Value r = quad(op.getAcc()[i * tn + qc.j], qc.p);
    Value sav;
    if (Value sa = op.getScaleA())
      sav = vector::BroadcastOp::create(
          b, v4f,
          !op.getPerRowA()        ? sa0
          : !preRowScales.empty() ? preRowScales[i]
                                  : Value(memref::LoadOp::create(
                                        b, sa, ValueRange{row, k.idx(0)})));
    Value fv =
        factor ? Value(vector::BroadcastOp::create(b, v4f, factor)) : Value();
    r = mulPresent(b, r, mulPresent(b, mulPresent(b, sav, qc.sbv), fv));
    if (qc.biasV)
      r = arith::AddFOp::create(b, r, qc.biasV);
    Type rounded = op.getRoundedType();
    if (!rounded.isF32())
      r = arith::TruncFOp::create(b, VectorType::get({4}, rounded), r);
    if (Value z = op.getZeroIf())
      r = arith::SelectOp::create(
          b, z,
          arith::ConstantOp::create(
              b, DenseElementsAttr::get(cast<VectorType>(r.getType()),
                                        b.getZeroAttr(rounded))),
          r);
    if (!op.getEpilogue().empty() && !op.getPairs()) {
      SmallVector<Value> vals =
          loadEpilogueInputs(b, maps, epiFat, row, qc.col, 4, qc.epiCols);
      r = op.buildEpilogue(b, r, vals);
    }
    return r;
  }

  /// pairs: the region on the quad's column pairs (0, 1) and (2, 3), C's
  /// two elements at (row, col / 2 ..).
  Value pairValue(const QuadColumn &qc, int64_t i, Value row) {
    Value r = quadValue(qc, i, row);
    Value even = vector::ShuffleOp::create(b, r, r, ArrayRef<int64_t>{0, 2});
    Value odd = vector::ShuffleOp::create(b, r, r, ArrayRef<int64_t>{1, 3});
    SmallVector<Value> vals = loadEpilogueInputs(
        b, maps, epiFat, row, k.div(qc.col, 2), 2, qc.epiCols);
    return op.buildEpilogue(b, ValueRange{even, odd}, vals);
  }

  SmallVector<Value> at(Value row, Value col) {
    SmallVector<Value> idx(lead);
    idx.push_back(row);
    idx.push_back(col);
    return idx;
  }

  /// Quad by quad: the value and one store (element stores at C's edge).
  void plain() {
    Value C = op.getDest(), N = op.getCols();
    for (int64_t jp = 0; jp < tn * Q; ++jp) {
      QuadColumn qc = column(jp);
      for (int64_t i = 0; i < tm; ++i) {
        Value row = tileRow(i);
        Value rowIn = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row,
                                            op.getRows());
        if (op.getPairs()) {
          Value half = k.div(qc.col, 2);
          storeVector(b, pairValue(qc, i, row), C, at(row, half), rowIn, half,
                      k.div(N, 2));
          continue;
        }
        storeVector(b, quadValue(qc, i, row), C, at(row, qc.col), rowIn, qc.col,
                    N);
      }
    }
  }

  /// A quantized result: per row and block of 32 columns of C, the block's
  /// amax over the lane's quads in it and the lanes that share the row (the
  /// lane bits above the tile's rows: xor 16 and 32 on 16 x 16 tiles, 32 on
  /// 32 x 32), then its E8M0 scale and codes as the quantize kernel
  /// computes them. Quad (j, p) lies in the wave's block (T j + base[p]) /
  /// 32 for every lane -- with pairs, whose quads give two of C's columns
  /// each, (T j + base[p]) / 64; the lanes of the first column group (l < T)
  /// write the block's scale. fp4 codes go out two a byte (a quad's four in
  /// two bytes, a pair's two in one).
  void quantized() {
    QuantKernelConfig q;
    q.chip = chip;
    q.element = *num::formatOf(*op.getQuantizeType());
    q.scale = num::ScaleKind::E8M0;
    q.mode = static_cast<num::ScaleMode>(
        op.getQuantizeMode().value_or(ScaleMode::Floor));
    bool fp4 = num::isPackedInMemory(q.element);
    bool pairs = op.getPairs();
    Value C = op.getDest(), CS = op.getScalesOut(), lane = op.getLane();
    Type i8 = b.getI8Type();
    // The product's columns per block of C, C's values per quad, C's N.
    int64_t span = pairs ? 64 : 32, per = pairs ? 2 : 4;
    Value outN = pairs ? k.div(op.getCols(), 2) : op.getCols();
    Value writer =
        arith::CmpIOp::create(b, arith::CmpIPredicate::ult, lane, k.idx(T));
    for (int64_t blk = 0; blk < tn * T / span; ++blk) {
      SmallVector<QuadColumn> qcs;
      for (int64_t jp = 0; jp < tn * Q; ++jp)
        if ((T * (jp / Q) + layout.base[jp % Q]) / span == blk)
          qcs.push_back(column(jp));
      Value blockCol = k.add(k.div(col0, span / 32), k.idx(32 * blk));
      for (int64_t i = 0; i < tm; ++i) {
        Value row = tileRow(i);
        SmallVector<Value> vals; // vector<per x f32> per quad
        Value amax;
        for (const QuadColumn &qc : qcs) {
          Value r = pairs ? pairValue(qc, i, row) : quadValue(qc, i, row);
          if (!op.getStoredType().isF32())
            r = arith::ExtFOp::create(b, VectorType::get({per}, f32), r);
          vals.push_back(r);
          amax = maxElements(b, amax, math::AbsFOp::create(b, r));
        }
        amax = xorShuffleMax(b, amax, int32_t(T), 64);
        auto [code, mult] = mxBlockScale(b, q, amax);
        Value rowIn = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row,
                                            op.getRows());
        // Codes 8 at a time: the values of 8 / per quads.
        int64_t group = 8 / per;
        for (size_t g = 0; g < vals.size(); g += group) {
          Value eight = vals[g];
          for (int64_t h = 1; h < group; ++h)
            eight = concat(b, eight, vals[g + h]);
          Value codes = encodeBlockCodes(b, q, eight, mult);
          for (int64_t h = 0; h < group; ++h) {
            Value col = pairs ? k.div(qcs[g + h].col, 2) : qcs[g + h].col;
            // The quad's codes: `per` of them, or per / 2 bytes of fp4.
            int64_t n = fp4 ? per / 2 : per;
            SmallVector<int64_t> mask;
            for (int64_t e = 0; e < n; ++e)
              mask.push_back(h * n + e);
            Value mine = vector::ShuffleOp::create(b, codes, codes, mask);
            if (!fp4) {
              storeVector(b, mine, C, at(row, col), rowIn, col, outN);
              continue;
            }
            // N is a multiple of 32: a quad is past N whole or not at all.
            Value in = arith::AndIOp::create(
                b, rowIn,
                arith::CmpIOp::create(b, arith::CmpIPredicate::ult, col, outN));
            auto ifOp = scf::IfOp::create(b, in, /*withElseRegion=*/false);
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            vector::StoreOp::create(b, mine, C, at(row, k.div(col, 2)));
          }
        }
        Value in = arith::AndIOp::create(
            b, arith::AndIOp::create(b, rowIn, writer),
            arith::CmpIOp::create(b, arith::CmpIPredicate::ult, blockCol,
                                  outN));
        auto ifOp = scf::IfOp::create(b, in, /*withElseRegion=*/false);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        memref::StoreOp::create(
            b, arith::TruncIOp::create(b, i8, code), CS,
            ValueRange{row, arith::DivUIOp::create(b, blockCol, k.idx(32))});
      }
    }
  }
};

struct LowerWaveStore : OpRewritePattern<WaveStoreOp> {
  LowerWaveStore(MLIRContext *ctx, target::Chip chip)
      : OpRewritePattern(ctx), chip(chip) {}
  LogicalResult matchAndRewrite(WaveStoreOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<QuadLayout> layout = quadLayout(op.getKind().getInstr());
    if (!layout)
      return rewriter.notifyMatchFailure(
          op, "the instruction's accumulators are not quads of a row");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    WaveStoreLanes(b, op, chip, std::move(*layout)).build();
    rewriter.eraseOp(op);
    return success();
  }
  target::Chip chip;
};

/// The scf.if on k_wave = 0 after `op` in its block whose then-region holds
/// every use of the op's results (the epilogue of wave 0), if there is one.
static scf::IfOp waveZeroBranch(WaveSumOp op) {
  for (Operation *n = op->getNextNode(); n; n = n->getNextNode()) {
    auto ifOp = dyn_cast<scf::IfOp>(n);
    if (!ifOp)
      continue;
    auto cmp = ifOp.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq ||
        cmp.getLhs() != op.getKWave() || !matchPattern(cmp.getRhs(), m_Zero()))
      return {};
    for (Operation *user : op->getUsers())
      if (!ifOp.getThenRegion().isAncestor(user->getParentRegion()))
        return {};
    return ifOp;
  }
  return {};
}

/// lowp.wave_sum: waves k_wave > 0 store their sums in the scratch, one
/// barrier, wave 0 adds them in order: at the start of the branch of wave
/// 0 that uses them when there is one (the kernels' epilogue), else in an
/// scf.if of its own.
struct LowerWaveSum : OpRewritePattern<WaveSumOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(WaveSumOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KB k{b};
    SmallVector<Value> accs(op.getAcc().begin(), op.getAcc().end());
    auto vt = cast<VectorType>(accs[0].getType());
    int64_t n = accs.size(), waves = op.getWaves(), R = vt.getNumElements();
    Value kw = op.getKWave(), lr = op.getScratch(), c0 = k.idx(0);
    // Slot ((kwPrev waves + wave) n + a) 64 + lane, R values each.
    auto slot = [&](Value kwPrev, int64_t a) {
      Value w = k.add(k.mul(kwPrev, waves), op.getWave());
      return k.mul(k.add(k.mul(k.add(k.mul(w, n), a), 64), op.getLane()), R);
    };
    Value rest = arith::CmpIOp::create(b, arith::CmpIPredicate::ne, kw, c0);
    auto store = scf::IfOp::create(b, rest, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(store.thenBlock());
      Value prev = arith::SubIOp::create(b, kw, k.idx(1));
      for (int64_t a = 0; a < n; ++a)
        vector::StoreOp::create(b, accs[a], lr, ValueRange{slot(prev, a)});
    }
    gpu::BarrierOp::create(b);
    auto addAll = [&]() {
      SmallVector<Value> sums(accs);
      for (int64_t w = 1; w < int64_t(op.getKWaves()); ++w)
        for (int64_t a = 0; a < n; ++a)
          sums[a] = arith::AddFOp::create(
              b, sums[a],
              vector::LoadOp::create(b, vt, lr,
                                     ValueRange{slot(k.idx(w - 1), a)}));
      return sums;
    };
    if (scf::IfOp zero = waveZeroBranch(op)) {
      b.setInsertionPointToStart(zero.thenBlock());
      rewriter.replaceOp(op, addAll());
      return success();
    }
    Value first = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, kw, c0);
    auto sum = scf::IfOp::create(b, op.getResultTypes(), first,
                                 /*withElseRegion=*/true);
    b.setInsertionPointToStart(sum.thenBlock());
    scf::YieldOp::create(b, addAll());
    b.setInsertionPointToStart(sum.elseBlock());
    scf::YieldOp::create(b, accs);
    rewriter.replaceOp(op, sum.getResults());
    return success();
  }
};

struct LowerWaveStorePass
    : lowp::impl::LowpLowerWaveStoreBase<LowerWaveStorePass> {
  using LowpLowerWaveStoreBase::LowpLowerWaveStoreBase;
  void runOnOperation() override {
    std::optional<target::Chip> c = target::parseChip(chip.getValue());
    if (!c) {
      emitError(getOperation()->getLoc())
          << "lowp-lower-wave-store: unknown chip '" << chip
          << "' (gfx942 or gfx950)";
      return signalPassFailure();
    }
    lowp::lowerWaveSplits(getOperation());
    RewritePatternSet patterns(&getContext());
    lowp::populateLowpWaveStorePatterns(patterns, *c);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void lowp::populateLowpWaveStorePatterns(RewritePatternSet &patterns,
                                         target::Chip chip) {
  patterns.add<LowerWaveStore>(patterns.getContext(), chip);
  patterns.add<LowerWaveSum>(patterns.getContext());
}
