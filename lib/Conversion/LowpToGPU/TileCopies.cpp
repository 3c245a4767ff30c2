//===- TileCopies.cpp - lowp.tile_read / tile_write -> loads and stores ---===//
//
// Stage 3 of code generation (docs/codegen.md): promotion's copies of
// operand tiles into LDS, written as what each thread does -- its 16-code
// chunks read with (raw buffer) vector loads, K tails read past the
// buffer's end, codes mapped exactly on the way (CodeMaps.cpp), and stored
// into the LDS layout lowp.wave_mma reads (rows, fp6 packed, XOR-swizzled
// rows, K-major slots), or (the dequantizing kernels) decoded into exact
// bf16 / f16 values on the way into LDS (Decoder.h). The direct kernels'
// copies into registers too: lowp.fragment_read (a wave's fragments of a
// 128-K block, in the instruction's lane layout) and lowp.fragment_decode
// (codes into exact values). The GEMM kernels (Fp8Gemm.cpp) are built with
// these ops; embedders call the populate function on their own.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"
#include "KernelBuilder.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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
static bool isPlain(Type t) { return isa<BFloat16Type, Float16Type>(t); }

/// Codes to decode as the decoder sees them (fp4 codes: the E2M1 map, into
/// `as` when the read mapped them), of a decoding tile_write or
/// fragment_decode.
static Operand decodedOperand(MLIRContext *ctx, Type codes,
                              std::optional<Type> as, std::optional<Type> scale,
                              std::optional<uint64_t> block) {
  Type fp8 = as ? *as : isFp4(codes) ? Type(Float8E4M3FNType::get(ctx)) : codes;
  CodeMap map =
      isFp4(codes) || (as && *as != codes) ? codeMapFrom(codes) : CodeMap::None;
  BlockScale bs = blockScaleOf(scale.value_or(Type()));
  int64_t kBlock = block ? int64_t(*block) : 0;
  return Operand{Value(),         Value(), map,     fp8,
                 /*plain=*/false, bs,      kBlock,  16,
                 isFp4(codes),    false,   Value(), Value()};
}
static Operand decodedOperand(TileWriteOp op) {
  Operand o = decodedOperand(op.getContext(), op.getCodes(), op.getAs(),
                             op.getScale(), op.getScaleBlock());
  o.wide = op.getChunk() == Fp8GemmConfig::kWideCodes;
  return o;
}

/// Whether `chip` decodes a tile_write's chunks as its read left them: fp4
/// codes as loaded where the chip converts them or looks them up as f16
/// pairs (fp4AsLoaded), mapped into fp8 (`as`) elsewhere.
static bool fp4AsLoaded(TileWriteOp op, target::Chip chip) {
  return fp4AsLoaded(chip, *op.getDecode(), CodeMap::E2M1,
                     blockScaleOf(op.getScale().value_or(Type())));
}
/// The same for a fragment_decode: fp4 codes read as loaded exactly where
/// the chip decodes them so.
static bool decodable(FragmentDecodeOp op, target::Chip chip) {
  return !isFp4(op.getCodes()) ||
         fp4AsLoaded(chip, op.getDecode(), CodeMap::E2M1,
                     blockScaleOf(op.getScale().value_or(Type()))) ==
             !op.getAs();
}
static bool decodable(TileWriteOp op, target::Chip chip) {
  return !op.getDecode() || !isFp4(op.getCodes()) ||
         fp4AsLoaded(op, chip) == !op.getAs();
}
static LogicalResult checkDecode(Operation *op, target::Chip chip) {
  auto tw = dyn_cast<TileWriteOp>(op);
  auto fd = dyn_cast<FragmentDecodeOp>(op);
  if ((tw ? tw.getScaledCvt() : fd.getScaledCvt()) &&
      chip != target::Chip::GFX950)
    return op->emitOpError()
           << "'scaled_cvt' needs gfx950's scaled fp4 conversion; "
           << target::getChipInfo(chip).name << " has none";
  if (tw ? decodable(tw, chip) : decodable(fd, chip))
    return success();
  Type to = tw ? *tw.getDecode() : fd.getDecode();
  bool asLoaded =
      tw ? fp4AsLoaded(tw, chip)
         : fp4AsLoaded(chip, to, CodeMap::E2M1,
                       blockScaleOf(fd.getScale().value_or(Type())));
  return op->emitOpError() << "on " << target::getChipInfo(chip).name
                           << ", fp4 codes decoded to " << to
                           << (asLoaded ? " are read as loaded (no 'as')"
                                        : " are read mapped into fp8 ('as'"
                                          " with 'even_odd')");
}

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

  // Row-major: chunk c at row c / (BK / chunk), K chunk (c % (BK /
  // chunk)); a chunk past K (K is a multiple of 16) read at column rows x
  // K, past the raw buffer's end (zeros). The row's offset stays
  // loop-invariant. Block scale codes after each chunk.
  static SmallVector<Value> rows(ImplicitLocOpBuilder &b, TileReadOp op) {
    KB k{b};
    Type codes = op.getCodes();
    Type to = op.getAs() ? *op.getAs() : Type();
    CodeMap map = tileCodeMap(codes, to);
    int64_t chunk = op.getChunk(), perRow = op.getTile()[1] / chunk,
            threads = op.getThreads();
    Value src = op.getSrc(), K = op.getKBound();
    SmallVector<Value> regs;
    for (int64_t r = 0, e = op.getRounds(); r < e; ++r) {
      Value c = k.add(op.getThread(), r * threads);
      Value row = k.div(c, perRow);
      Value gCol = k.add(op.getK(), k.mul(k.rem(c, perRow), chunk));
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
        Value v =
            loadBytes(b, src, ValueRange{gRow, k.div(gCol, 2)}, chunk / 2);
        regs.push_back(!to ? v : mapFp4(b, v, to, op.getEvenOdd()));
      } else if (op.getPacked()) {
        // Packed fp6: 3/4 of the bytes at 3/4 of the column.
        regs.push_back(loadBytes(
            b, src, ValueRange{gRow, k.div(k.mul(gCol, 3), 4)}, chunk * 3 / 4));
      } else if (isPlain(codes)) {
        regs.push_back(vector::BitCastOp::create(
            b, VectorType::get({2 * chunk}, b.getI8Type()),
            vector::LoadOp::create(b, VectorType::get({chunk}, codes), src,
                                   ValueRange{gRow, gCol})));
      } else {
        Value v = loadBytes(b, src, ValueRange{gRow, gCol}, chunk);
        regs.push_back(mapCodes(b, v, map, to));
      }
      if (Value scales = op.getScales())
        regs.push_back(loadScaleCodes(b, scales, op.getScaleRowOffset(),
                                      int64_t(*op.getScaleBlock()), gRow, gCol,
                                      inK, chunk));
    }
    return regs;
  }

  // fp4 codes (packed, as loaded) mapped into `to`: even / odd halves of
  // each 8 codes in turn, or in order.
  static Value mapFp4(ImplicitLocOpBuilder &b, Value v, Type to, bool evenOdd) {
    int64_t bytes = cast<VectorType>(v.getType()).getNumElements();
    if (!evenOdd)
      return unpackMapFp4(b, v, to);
    if (bytes <= 8)
      return splitMapFp4(b, v, to);
    Value out;
    for (int64_t w = 0; w < bytes / 4; ++w) {
      Value word = splitMapFp4(
          b,
          vector::ShuffleOp::create(
              b, v, v,
              ArrayRef<int64_t>{4 * w, 4 * w + 1, 4 * w + 2, 4 * w + 3}),
          to);
      out = out ? concat(b, out, word) : word;
    }
    return out;
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
  LowerTileWrite(MLIRContext *ctx, target::Chip chip)
      : OpRewritePattern(ctx), chip(chip) {}
  target::Chip chip;

  LogicalResult matchAndRewrite(TileWriteOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    if (op.getDecode() || op.getChunk() != 16) {
      if (!decodable(op, chip))
        return rewriter.notifyMatchFailure(
            op, "fp4 codes not read as this chip decodes them");
      chunked(b, op);
      rewriter.eraseOp(op);
      return success();
    }
    KB k{b};
    Type codes = op.getCodes();
    bool fp6 = isa<Float6E2M3FNType, Float6E3M2FNType>(codes);
    // (fp6 chunks read packed, 12 bytes: stored as they are.)
    bool packed = op.isPacked();
    auto pack = [&](Value v) {
      return fp6 && !packed ? packFp6Codes(b, v) : v;
    };
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
        vector::StoreOp::create(b, pack(v), lds,
                                ValueRange{stage, k.div(c, perRow), col});
        continue;
      }
      int64_t perRow = tile[1] / 16;
      Value row = k.div(c, perRow);
      Value col = k.mul(k.rem(c, perRow), 16);
      if (isFp4(codes)) {
        col = k.div(col, 2); // 16 fp4 codes, packed as read
      } else if (fp6) {
        v = pack(v);
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
      } else if (op.getLayout() == LdsLayout::Swizzled16) {
        // 16-byte chunk ch of row r at ch ^ swizzle16Key(r, chunks a row).
        Value at = arith::XOrIOp::create(b, k.rem(c, perRow),
                                         swizzle16Key(k, row, perRow));
        col = k.mul(at, 16);
      }
      vector::StoreOp::create(b, v, lds, ValueRange{stage, row, col});
    }
    rewriter.eraseOp(op);
    return success();
  }

  // Chunks of 8 or 32 (rows): chunk c in row c / (BK / chunk) at byte
  // (c % (BK / chunk)) chunk b / 8; decoded chunks (and their block scale
  // codes) as 16 bytes of values per 8 codes. With `scaled_cvt`, the
  // scaled conversion where every lane's scale codes lie in its range (a
  // ballot: one branch for the wave), else the unscaled path.
  void chunked(ImplicitLocOpBuilder &b, TileWriteOp op) const {
    if (!op.getScaledCvt())
      return chunked(b, op, false);
    Decoder dec(b.getContext(), chip, *op.getDecode(),
                chip == target::Chip::GFX950);
    // The chunks alternate codes and their scale code.
    SmallVector<Value> scaleCodes;
    ValueRange chunks = op.getChunks();
    for (size_t r = 1; r < chunks.size(); r += 2)
      scaleCodes.push_back(chunks[r]);
    Value none = dec.waveInScaledCvtRange(b, scaleCodes);
    auto ifOp = scf::IfOp::create(b, TypeRange{}, none,
                                  /*withElseRegion=*/true);
    for (bool then : {true, false}) {
      Block *block = then ? ifOp.thenBlock() : ifOp.elseBlock();
      ImplicitLocOpBuilder ib(b.getLoc(), b.getContext());
      ib.setInsertionPoint(block->getTerminator());
      chunked(ib, op, then);
    }
  }
  void chunked(ImplicitLocOpBuilder &b, TileWriteOp op, bool scaledCvt) const {
    KB k{b};
    int64_t chunk = op.getChunk(), threads = op.getThreads();
    int64_t perRow = op.getTile()[1] / chunk, bytes = 2 * chunk;
    std::optional<Type> decode = op.getDecode();
    Decoder dec(b.getContext(), chip, decode ? *decode : b.getBF16Type(),
                chip == target::Chip::GFX950);
    Operand operand = decode ? decodedOperand(op) : Operand{};
    ValueRange chunks = op.getChunks();
    Value lds = op.getDest(), stage = op.getStage();
    for (int64_t q = 0, r = 0; r < int64_t(chunks.size()); q += threads) {
      Value c = k.add(op.getThread(), q);
      Value row = k.div(c, perRow);
      Value col = k.mul(k.rem(c, perRow), bytes);
      if (!decode) { // plain values, as read
        vector::StoreOp::create(b, chunks[r++], lds,
                                ValueRange{stage, row, col});
        continue;
      }
      if (chunk == 8) {
        Value v = chunks[r++];
        Value sc = op.getScale() ? chunks[r++] : Value();
        Value values = scaledCvt
                           ? dec.dequantizeScaled(b, v, dec.scaleOfCode(b, sc))
                           : dec.dequantize(b, operand, v, sc);
        vector::StoreOp::create(b, values, lds, ValueRange{stage, row, col});
        continue;
      }
      // 32 fp4 codes: as loaded, or mapped as four 8-code words.
      SmallVector<Value> regs;
      Value v = chunks[r++];
      if (dec.rawFp4(operand)) {
        regs.push_back(v);
      } else {
        for (int64_t w = 0; w < 4; ++w) {
          SmallVector<int64_t> idx;
          for (int64_t e = 0; e < 8; ++e)
            idx.push_back(8 * w + e);
          regs.push_back(vector::ShuffleOp::create(b, v, v, idx));
        }
      }
      if (op.getScale())
        regs.push_back(chunks[r++]);
      size_t at = 0;
      SmallVector<Value> values =
          dec.dequantize32(b, operand, regs, at, scaledCvt);
      for (int64_t w = 0; w < 4; ++w)
        vector::StoreOp::create(b, values[w], lds,
                                ValueRange{stage, row, k.add(col, 16 * w)});
    }
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
      if (code.getType().isF32()) { // f32 scales, as they are (0 past K)
        values.push_back(
            whole ? code
                  : arith::SelectOp::create(
                        b, inK, code,
                        arith::ConstantOp::create(b, b.getF32FloatAttr(0.0f)))
                        .getResult());
        continue;
      }
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

//===----------------------------------------------------------------------===//
// lowp.fragment_read, lowp.fragment_decode (the direct kernels)
//===----------------------------------------------------------------------===//

/// The per-block scaled form (gfx942's MX): per tile, of its row the codes
/// K k + 32 s + 8 (l / 16) .. + 7 of each 32-K block s (a register each;
/// past K: a column past the buffer's end), then the E8M0 codes (i32) of
/// the four blocks, of the row or of the four accumulator rows 4 (l / 16) +
/// q, block by block (a block past K: K's last block's).
static void readPerBlock(ImplicitLocOpBuilder &b, FragmentReadOp op, Value l16,
                         Value lq, SmallVector<Value> &regs) {
  KB k{b};
  Value K = op.getKBound(), k0 = op.getK();
  bool packed = isa<Float4E2M1FNType>(op.getCodes());
  Value past = k.mul(op.getRowsBound(), K);
  SmallVector<Value> inK;
  for (int64_t s = 0; s < 4 && !op.getWholeBlock(); ++s)
    inK.push_back(arith::CmpIOp::create(b, arith::CmpIPredicate::ult,
                                        k.add(k0, 32 * s), K));
  Value last = op.getWholeBlock() ? Value() : k.add(k.div(K, 32), -1);
  auto vi8 = VectorType::get({packed ? 4 : 8}, b.getI8Type());
  for (int64_t t = 0; t < int64_t(op.getTiles()); ++t) {
    Value row = k.add(op.getRow(), k.add(l16, t * 16));
    for (int64_t s = 0; s < 4; ++s) {
      Value col = k.add(k.add(k0, k.mul(lq, 8)), 32 * s);
      if (!inK.empty())
        col = arith::SelectOp::create(b, inK[s], col, past);
      regs.push_back(vector::LoadOp::create(
          b, vi8, op.getSrc(), ValueRange{row, packed ? k.div(col, 2) : col}));
    }
    SmallVector<Value> rows{row};
    if (op.getAccRows()) {
      Value r0 = k.add(op.getRow(), k.add(k.mul(lq, 4), t * 16));
      rows = {r0, k.add(r0, 1), k.add(r0, 2), k.add(r0, 3)};
    }
    for (int64_t s = 0; s < 4; ++s) {
      Value blk = k.add(k.div(k0, 32), s);
      if (last)
        blk = arith::MinUIOp::create(b, blk, last);
      for (Value r : rows) {
        Value sr =
            op.getScaleRowOffset() ? k.add(r, op.getScaleRowOffset()) : r;
        Value code =
            memref::LoadOp::create(b, op.getScales(), ValueRange{sr, blk});
        regs.push_back(arith::ExtUIOp::create(b, b.getI32Type(), code));
      }
    }
  }
}

/// lowp.fragment_read as the lane's loads: per tile, its row's codes (or
/// values) of the 128-K block in the instruction's lane layout, then its
/// scale codes.
static SmallVector<Value> readFragments(ImplicitLocOpBuilder &b,
                                        FragmentReadOp op) {
  KB k{b};
  Value l16, lq;
  {
    OpBuilder::InsertionGuard guard(b);
    setInsertionPointAfterDef(b, op.getLane());
    l16 = k.rem(op.getLane(), 16);
    lq = k.div(op.getLane(), 16);
  }
  SmallVector<Value> regs;
  if (op.isPerBlock()) {
    readPerBlock(b, op, l16, lq, regs);
    return regs;
  }
  Type codes = op.getCodes(), i8 = b.getI8Type();
  bool f8f6f4 = op.getKind().getInstr().operand == target::MfmaOperand::F8F6F4;
  bool plain = isPlain(codes);
  Value src = op.getSrc(), K = op.getKBound(), k0 = op.getK();
  auto inK = [&](Value kc) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::ult, kc, K);
  };
  // Codes from K `kc` on (past K: a column past the buffer's end).
  auto column = [&](Value kc, Value in) -> Value {
    return arith::SelectOp::create(b, in, kc, k.mul(op.getRowsBound(), K));
  };
  auto load = [&](Value row, Value col, int64_t n, Type t) -> Value {
    return vector::LoadOp::create(b, VectorType::get({n}, t), src,
                                  ValueRange{row, col});
  };
  Value kcol, kcolIn;
  if (!f8f6f4) {
    kcol = k.add(k0, k.mul(lq, 32));
    kcolIn = inK(kcol);
  }
  for (int64_t t = 0; t < int64_t(op.getTiles()); ++t) {
    Value row = k.add(op.getRow(), k.add(l16, t * 16));
    if (!f8f6f4) {
      // The lane's 32 values (or codes) K 32 (l / 16) .. + 31, then their
      // block scale codes.
      Value col = column(kcol, kcolIn);
      if (plain) {
        regs.push_back(load(row, col, 32, codes));
        continue;
      }
      std::optional<uint64_t> block = op.getScaleBlock();
      Operand codesOf{src,     op.getScales(),   CodeMap::None,
                      Type(),  /*plain=*/false,  BlockScale::None,
                      block ? int64_t(*block) : 0, 8,
                      isFp4(codes), false,       Value(), Value()};
      codesOf.scaleRowOff = op.getScaleRowOffset();
      loadCodes32(b, codesOf, op.getAs().value_or(Type()), bool(block), row,
                  col, kcolIn, regs);
      continue;
    }
    if (codes.getIntOrFloatBitWidth() == 8) {
      for (int64_t h = 0; h < 2; ++h) {
        Value kc = k.add(k0, k.add(k.mul(lq, 16), 64 * h));
        regs.push_back(load(row, column(kc, inK(kc)), 16, i8));
      }
    } else {
      Value kc = k.add(k0, k.mul(lq, 32));
      Value col = column(kc, inK(kc));
      regs.push_back(isFp4(codes) ? load(row, k.div(col, 2), 16, i8)
                     : op.getPacked()
                         ? load(row, k.div(k.mul(col, 3), 4), 24, i8)
                         : load(row, col, 32, i8));
    }
    if (!op.getScales())
      continue;
    Value kc = k.add(k0, k.mul(lq, 32));
    Value in = inK(kc);
    Value sr =
        op.getScaleRowOffset() ? k.add(row, op.getScaleRowOffset()) : row;
    Value code = memref::LoadOp::create(
        b, op.getScales(),
        ValueRange{sr,
                   arith::SelectOp::create(b, in, k.div(kc, 32), k.idx(0))});
    regs.push_back(arith::SelectOp::create(
        b, in, code, arith::ConstantOp::create(b, b.getI8IntegerAttr(127))));
  }
  return regs;
}

struct LowerFragmentRead : OpRewritePattern<FragmentReadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FragmentReadOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    rewriter.replaceOp(op, readFragments(b, op));
    return success();
  }
};

/// lowp.fragment_decode: the tile's 32 codes dequantized as four chunks of
/// 8 (Decoder::dequantize32), each block scale decoded once; with
/// `scaled_cvt`, the scaled conversion where every lane's scale code lies in
/// its range (a ballot: one branch for the wave), else the same values by
/// the unscaled path.
struct LowerFragmentDecode : OpRewritePattern<FragmentDecodeOp> {
  LowerFragmentDecode(MLIRContext *ctx, target::Chip chip)
      : OpRewritePattern(ctx), chip(chip) {}
  target::Chip chip;

  LogicalResult matchAndRewrite(FragmentDecodeOp op,
                                PatternRewriter &rewriter) const override {
    if (!decodable(op, chip))
      return rewriter.notifyMatchFailure(
          op, "fp4 codes not read as this chip decodes them");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    Type to = op.getDecode();
    Decoder dec(op.getContext(), chip, to, chip == target::Chip::GFX950);
    Operand operand = decodedOperand(op.getContext(), op.getCodes(), op.getAs(),
                                     op.getScale(), op.getScaleBlock());
    SmallVector<Value> regs(op.getRegs().begin(), op.getRegs().end());
    auto v8 = VectorType::get({8}, to);
    auto decode = [&](ImplicitLocOpBuilder &db, bool scaledCvt) -> Value {
      size_t r = 0;
      SmallVector<Value> vs;
      for (Value c : dec.dequantize32(db, operand, regs, r, scaledCvt))
        vs.push_back(vector::BitCastOp::create(db, v8, c));
      return concat(db, concat(db, vs[0], vs[1]), concat(db, vs[2], vs[3]));
    };
    if (!op.getScaledCvt()) {
      rewriter.replaceOp(op, decode(b, false));
      return success();
    }
    Value none = dec.waveInScaledCvtRange(b, regs.back());
    auto ifOp = scf::IfOp::create(b, TypeRange{VectorType::get({32}, to)}, none,
                                  /*withElseRegion=*/true);
    for (bool then : {true, false}) {
      ImplicitLocOpBuilder ib(b.getLoc(), b.getContext());
      ib.setInsertionPointToStart(then ? ifOp.thenBlock() : ifOp.elseBlock());
      scf::YieldOp::create(ib, decode(ib, then));
    }
    rewriter.replaceOp(op, ifOp.getResult(0));
    return success();
  }
};

struct LowerTileCopiesPass
    : lowp::impl::LowpLowerTileCopiesBase<LowerTileCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    std::optional<target::Chip> c =
        chipOption(getOperation(), "lowp-lower-tile-copies", chip);
    if (!c)
      return signalPassFailure();
    lowp::lowerWaveSplits(getOperation());
    WalkResult bad = getOperation()->walk([&](Operation *op) {
      if (!isa<TileWriteOp, FragmentDecodeOp>(op))
        return WalkResult::advance();
      return failed(checkDecode(op, *c)) ? WalkResult::interrupt()
                                         : WalkResult::advance();
    });
    if (bad.wasInterrupted())
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    lowp::populateLowpTileCopyPatterns(patterns, *c);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void lowp::populateLowpTileCopyPatterns(RewritePatternSet &patterns,
                                        target::Chip chip) {
  patterns
      .add<LowerTileRead, LowerScaleRead, LowerScaleWrite, LowerFragmentRead>(
          patterns.getContext());
  patterns.add<LowerTileWrite, LowerFragmentDecode>(patterns.getContext(),
                                                    chip);
}
