//===- TileCopies.cpp - lowp.tile_read / tile_write -> loads and stores ---===//
//
// Stage 3 of code generation (docs/codegen.md): promotion's copies of
// operand tiles into LDS, written as what each thread does -- its 16-code
// chunks read with (raw buffer) vector loads, K tails read past the
// buffer's end, codes mapped exactly on the way (CodeMaps.cpp), and stored
// into the LDS layout lowp.wave_mma reads (rows, fp6 packed, XOR-swizzled
// rows, K-major slots). The GEMM kernels (Fp8Gemm.cpp) are built with the
// two ops; embedders call the populate function on their own.
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPLOWERTILECOPIES
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;
using namespace lowp;
using namespace lowp::kernel;

/// The code map tile_read applies from `codes` to `to` (the verifier
/// admits only these pairs).
static CodeMap tileCodeMap(Type codes, Type to) {
  return !to || to == codes ? CodeMap::None : codeMapFrom(codes);
}

static bool isFp4(Type t) { return isa<Float4E2M1FNType>(t); }

/// `bytes` bytes of `src` at `idx` as vector<bytes x i8> (typed fp8 codes
/// bitcast).
static Value loadBytes(ImplicitLocOpBuilder &b, Value src, ValueRange idx,
                       int64_t bytes) {
  Type elem = cast<MemRefType>(src.getType()).getElementType();
  Value v = vector::LoadOp::create(b, VectorType::get({bytes}, elem), src, idx);
  if (elem.isInteger(8))
    return v;
  return vector::BitCastOp::create(b, VectorType::get({bytes}, b.getI8Type()),
                                   v);
}

namespace {
/// lowp.tile_read: the thread's chunks, round by round.
struct LowerTileRead : OpRewritePattern<TileReadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TileReadOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    rewriter.replaceOp(op, op.getKMajor() ? kMajor(b, op) : rows(b, op));
    return success();
  }

  // Row-major: chunk c at row c / (BK / 16), K 16 (c % (BK / 16)); a chunk
  // past K (K is a multiple of 16) read at column rows x K, past the raw
  // buffer's end (zeros). The row's offset stays loop-invariant.
  static SmallVector<Value> rows(ImplicitLocOpBuilder &b, TileReadOp op) {
    KB k{b};
    Type codes = op.getCodes();
    Type to = op.getAs() ? *op.getAs() : Type();
    CodeMap map = tileCodeMap(codes, to);
    int64_t perRow = op.getTile()[1] / 16, threads = op.getThreads();
    Value src = op.getSrc(), K = op.getKBound();
    SmallVector<Value> regs;
    for (int64_t r = 0, e = op.getRounds(); r < e; ++r) {
      Value c = k.add(op.getThread(), r * threads);
      Value row = k.div(c, perRow);
      Value gCol = k.add(op.getK(), k.mul(k.rem(c, perRow), 16));
      Value inK =
          op.getWholeSteps()
              ? Value()
              : arith::CmpIOp::create(b, arith::CmpIPredicate::ult, gCol, K);
      Value gRow = k.add(op.getRow(), row);
      if (inK)
        gCol = arith::SelectOp::create(
            b, inK, gCol, arith::MulIOp::create(b, op.getRowsBound(), K));
      if (isFp4(codes)) {
        // Half the bytes, at half the column (past K: past the end).
        Value v = loadBytes(b, src, ValueRange{gRow, k.div(gCol, 2)}, 8);
        regs.push_back(!to               ? v
                       : op.getEvenOdd() ? splitMapFp4(b, v, to)
                                         : unpackMapFp4(b, v, to));
        continue;
      }
      Value v = loadBytes(b, src, ValueRange{gRow, gCol}, 16);
      regs.push_back(mapCodes(b, v, map, to));
    }
    return regs;
  }

  // K-major: chunk c is 16 codes of K row k + c / (R / 16) from code row +
  // 16 (c % (R / 16)); K rows past the end lie past the end of the raw
  // buffer (zeros, no test), or, at a K offset (a group's, which the next
  // group's follow), are read at the buffer's end instead.
  static SmallVector<Value> kMajor(ImplicitLocOpBuilder &b, TileReadOp op) {
    KB k{b};
    int64_t memBits = isFp4(op.getCodes()) ? 4 : 8;
    int64_t perRow = op.getTile()[0] / 16, threads = op.getThreads();
    SmallVector<Value> regs;
    for (int64_t r = 0, e = op.getRounds(); r < e; ++r) {
      Value c = k.add(op.getThread(), r * threads);
      Value gK = k.add(op.getK(), k.div(c, perRow));
      if (Value off = op.getKOffset(); off && op.getWholeSteps())
        gK = k.add(off, gK);
      else if (off)
        gK = arith::SelectOp::create(
            b,
            arith::CmpIOp::create(b, arith::CmpIPredicate::ult, gK,
                                  op.getKBound()),
            k.add(off, gK), memref::DimOp::create(b, op.getSrc(), 0));
      Value col =
          k.mul(k.add(op.getRow(), k.mul(k.rem(c, perRow), 16)), memBits);
      regs.push_back(loadBytes(b, op.getSrc(), ValueRange{gK, k.div(col, 8)},
                               2 * memBits));
    }
    return regs;
  }
};

/// lowp.tile_write: each chunk at its place in the layout.
struct LowerTileWrite : OpRewritePattern<TileWriteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TileWriteOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KB k{b};
    Type codes = op.getCodes();
    bool fp6 = isa<Float6E2M3FNType, Float6E3M2FNType>(codes);
    ArrayRef<int64_t> tile = op.getTile();
    int64_t threads = op.getThreads();
    Value lds = op.getDest(), stage = op.getStage();
    for (auto [r, v] : llvm::enumerate(op.getChunks())) {
      Value c = k.add(op.getThread(), int64_t(r) * threads);
      if (op.getLayout() == LdsLayout::KMajor) {
        // Chunk c in K row c / (R / 16), a 16 s-bit slot per chunk (fp6
        // packed into its first 12 bytes).
        int64_t perRow = tile[0] / 16, slotBits = isFp4(codes) ? 4 : 8;
        Value col = k.div(k.mul(k.rem(c, perRow), 16 * slotBits), 8);
        vector::StoreOp::create(b, fp6 ? packFp6Codes(b, v) : v, lds,
                                ValueRange{stage, k.div(c, perRow), col});
        continue;
      }
      int64_t perRow = tile[1] / 16;
      Value row = k.div(c, perRow);
      Value col = k.mul(k.rem(c, perRow), 16);
      if (isFp4(codes)) {
        col = k.div(col, 2); // 16 fp4 codes, packed as read
      } else if (fp6) {
        v = packFp6Codes(b, v);
        col = k.div(k.mul(col, 3), 4);
      } else if (op.getLayout() == LdsLayout::Swizzled) {
        // The two 8-byte halves at their swizzled places: 8-byte chunk ch
        // of row r at ch ^ ((r >> 1) & 3).
        Value f = k.rem(k.div(row, 2), 4), ch = k.div(col, 8);
        for (int64_t h = 0; h < 2; ++h) {
          SmallVector<int64_t> lanes;
          for (int64_t e = 0; e < 8; ++e)
            lanes.push_back(8 * h + e);
          Value half = vector::ShuffleOp::create(b, v, v, lanes);
          Value at = arith::XOrIOp::create(b, k.add(ch, h), f);
          vector::StoreOp::create(b, half, lds,
                                  ValueRange{stage, row, k.mul(at, 8)});
        }
        continue;
      }
      vector::StoreOp::create(b, v, lds, ValueRange{stage, row, col});
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// The entry (row, group) a thread moves in round `q` of a scale copy: entry
/// e = thread + q threads, wrapped in a last, partial round (the threads
/// past the end move an entry another thread has: the same value to the same
/// place, no branch); e = r G + g, or g R + r when K-major.
static std::pair<Value, Value> scaleEntry(KB &k, Value thread, int64_t q,
                                          int64_t threads,
                                          ArrayRef<int64_t> tile, bool kMajor) {
  int64_t rows = tile[0], groups = tile[1];
  Value c = k.add(thread, q);
  if (q + threads > rows * groups)
    c = k.rem(c, rows * groups);
  if (kMajor)
    return {k.rem(c, rows), k.div(c, rows)};
  return {k.div(c, groups), k.rem(c, groups)};
}

/// lowp.scale_read: the thread's entries, codes or decoded.
struct LowerScaleRead : OpRewritePattern<ScaleReadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ScaleReadOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KB k{b};
    ArrayRef<int64_t> tile = op.getTile();
    int64_t threads = op.getThreads(), groups = tile[1];
    std::optional<int64_t> decode = op.getDecode();
    Value zero = decode ? arith::ConstantOp::create(b, b.getF32FloatAttr(0.0f))
                        : Value();
    SmallVector<Value> values;
    for (int64_t q = 0, e = op.getRounds(); q < e; ++q) {
      auto [row, gi] = scaleEntry(k, op.getThread(), q * threads, threads, tile,
                                  op.getKMajor());
      Value g = k.div(k.add(k.mul(op.getStep(), groups), gi), op.getKRatio());
      bool whole = op.getWholeSteps();
      Value inK = whole ? Value()
                        : arith::CmpIOp::create(b, arith::CmpIPredicate::ult, g,
                                                op.getBlocks());
      Value gc = whole ? g : arith::SelectOp::create(b, inK, g, k.idx(0));
      Value r = k.div(k.add(op.getRow(), row), op.getRowBlock());
      if (Value off = op.getKOffset())
        gc = arith::AddIOp::create(b, gc, off);
      Value code = memref::LoadOp::create(b, op.getScales(),
                                          op.getKMajor() ? ValueRange{gc, r}
                                                         : ValueRange{r, gc});
      if (!code.getType().isInteger(8)) // typed f8E8M0FNU codes
        code = arith::BitcastOp::create(b, b.getI8Type(), code);
      if (whole) {
        values.push_back(decode ? decodeE8M0(b, code, int(*decode)) : code);
        continue;
      }
      if (!decode) {
        // Past K: 2^0 (the codes there are zero).
        values.push_back(arith::SelectOp::create(
            b, inK, code,
            arith::ConstantOp::create(b, b.getI8IntegerAttr(127))));
        continue;
      }
      values.push_back(arith::SelectOp::create(
          b, inK, decodeE8M0(b, code, int(*decode)), zero));
    }
    rewriter.replaceOp(op, values);
    return success();
  }
};

/// lowp.scale_write: each entry at its place ([g][r], or lane order).
struct LowerScaleWrite : OpRewritePattern<ScaleWriteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ScaleWriteOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KB k{b};
    ArrayRef<int64_t> tile = op.getTile();
    int64_t threads = op.getThreads();
    Value lds = op.getDest(), stage = op.getStage();
    std::optional<ArrayRef<int64_t>> lanes = op.getLanes();
    for (auto [q, v] : llvm::enumerate(op.getValues())) {
      auto [row, g] = scaleEntry(k, op.getThread(), int64_t(q) * threads,
                                 threads, tile, op.getKMajor());
      if (!lanes) {
        memref::StoreOp::create(b, v, lds, ValueRange{stage, g, row});
        continue;
      }
      int64_t T = (*lanes)[0], tiles = (*lanes)[1], G = 64 / T;
      int64_t L = tiles * (*lanes)[2];
      Value lane =
          k.add(k.mul(k.add(k.mul(k.div(row, T * tiles), G), k.rem(g, G)), T),
                k.rem(row, T));
      Value pos = k.add(k.add(k.mul(lane, L), k.rem(k.div(row, T), tiles)),
                        k.mul(k.div(g, G), tiles));
      memref::StoreOp::create(b, v, lds, ValueRange{stage, pos});
    }
    rewriter.eraseOp(op);
    return success();
  }
};

struct LowerTileCopiesPass
    : lowp::impl::LowpLowerTileCopiesBase<LowerTileCopiesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    lowp::populateLowpTileCopyPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void lowp::populateLowpTileCopyPatterns(RewritePatternSet &patterns) {
  patterns.add<LowerTileRead, LowerTileWrite, LowerScaleRead, LowerScaleWrite>(
      patterns.getContext());
}
