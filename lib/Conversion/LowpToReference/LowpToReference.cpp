//===- LowpToReference.cpp - lowp ops to exact host code ------------------===//
//
// The reference lowering (see the pass description in Passes.td).
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Numerics/MlirFormats.h"
#include "lowp/Numerics/Quantize.h"
#include "lowp/Runtime/ReferenceRuntime.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPLOWERTOREFERENCE
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;
using namespace lowp;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// Code tensors become their storage (Recipes.h: i8, fp4 two codes per
/// byte).
ReferenceTypeConverter::ReferenceTypeConverter(MLIRContext *) {
  addConversion([](Type t) { return t; });
  addConversion([](RankedTensorType t) -> Type { return storageType(t); });
  addConversion([this](ScaledType t, SmallVectorImpl<Type> &results)
                    -> std::optional<LogicalResult> {
    results.push_back(convertType(t.getCodesType()));
    results.push_back(convertType(t.getScalesType()));
    if (t.hasTensorScale())
      results.push_back(t.getTensorScaleType());
    return success();
  });
}

static num::ScaleKind toScaleKind(Type t) {
  if (t.isF32())
    return num::ScaleKind::F32;
  if (isa<Float8E8M0FNUType>(t))
    return num::ScaleKind::E8M0;
  if (isa<Float8E4M3FNType>(t))
    return num::ScaleKind::UE4M3;
  return num::ScaleKind::UE5M3;
}

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

static SmallVector<Value> dynamicSizes(OpBuilder &b, Location loc, Value t) {
  SmallVector<Value> sizes;
  for (auto [i, d] : llvm::enumerate(cast<ShapedType>(t.getType()).getShape()))
    if (ShapedType::isDynamic(d))
      sizes.push_back(tensor::DimOp::create(b, loc, t, i));
  return sizes;
}

static Value dimOf(OpBuilder &b, Location loc, Value t, int64_t i) {
  return tensor::DimOp::create(b, loc, t, i);
}

static AffineMap identityMap(MLIRContext *ctx, unsigned rank) {
  return AffineMap::getMultiDimIdentityMap(rank, ctx);
}

/// Elementwise f32/bf16/f16 conversion of a tensor (exact widening, RNE
/// narrowing).
static Value castFloatTensor(OpBuilder &b, Location loc, Value t,
                             Type elem) {
  auto type = cast<RankedTensorType>(t.getType());
  if (type.getElementType() == elem)
    return t;
  auto resultType = type.clone(elem);
  Value init =
      tensor::EmptyOp::create(b, loc, resultType, dynamicSizes(b, loc, t));
  unsigned rank = type.getRank();
  auto generic = linalg::GenericOp::create(
      b, loc, resultType, ValueRange{t}, ValueRange{init},
      ArrayRef<AffineMap>{identityMap(b.getContext(), rank),
                          identityMap(b.getContext(), rank)},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value v = args[0];
        Value r = elem.getIntOrFloatBitWidth() >
                          v.getType().getIntOrFloatBitWidth()
                      ? Value(arith::ExtFOp::create(nb, l, elem, v))
                      : Value(arith::TruncFOp::create(nb, l, elem, v));
        linalg::YieldOp::create(nb, l, r);
      });
  return generic.getResult(0);
}

static Value asBuffer(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
  return bufferization::ToBufferOp::create(b, loc, memrefType, tensor,
                                           b.getUnitAttr());
}

static Value unranked(OpBuilder &b, Location loc, Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  return memref::CastOp::create(
      b, loc, UnrankedMemRefType::get(type.getElementType(), 0), memref);
}

static Value asTensor(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  return bufferization::ToTensorOp::create(
      b, loc, RankedTensorType::get(type.getShape(), type.getElementType()),
      buffer, /*restrict=*/true, /*writable=*/true);
}

void lowp::callRuntime(OpBuilder &b, Location loc, Operation *anchor,
                       StringRef name, ArrayRef<Value> memrefs) {
  SmallVector<Value> args;
  for (Value m : memrefs)
    args.push_back(unranked(b, loc, m));
  auto module = anchor->getParentOfType<ModuleOp>();
  if (!SymbolTable::lookupSymbolIn(module, name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    auto decl = func::FuncOp::create(
        b, loc, name, b.getFunctionType(ValueRange(args).getTypes(), {}));
    decl.setPrivate();
  }
  func::CallOp::create(b, loc, name, TypeRange{}, args);
}

/// Emits a runtime check that two sizes agree, unless both are constants
/// (which the verifier has already compared).
static void checkSizesEqual(OpBuilder &b, Location loc, Operation *anchor,
                            Value x, Value y, StringRef what) {
  if (getConstantIntValue(x) && getConstantIntValue(y))
    return;
  std::string msg;
  llvm::raw_string_ostream os(msg);
  os << anchor->getName() << " at " << loc << ": " << what;
  SmallVector<int8_t> bytes(msg.begin(), msg.end());
  auto type = RankedTensorType::get({int64_t(bytes.size())}, b.getI8Type());
  Value text = arith::ConstantOp::create(
      b, loc, DenseIntElementsAttr::get(type, ArrayRef<int8_t>(bytes)));
  Value buf = asBuffer(b, loc, text);
  auto i64 = b.getI64Type();
  Value xi = arith::IndexCastOp::create(b, loc, i64, x);
  Value yi = arith::IndexCastOp::create(b, loc, i64, y);
  SmallVector<Value> args = {xi, yi, unranked(b, loc, buf)};
  auto module = anchor->getParentOfType<ModuleOp>();
  if (!SymbolTable::lookupSymbolIn(module, rt::kCheckEq)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    func::FuncOp::create(b, loc, rt::kCheckEq,
                         b.getFunctionType(ValueRange(args).getTypes(), {}))
        .setPrivate();
  }
  func::CallOp::create(b, loc, rt::kCheckEq, TypeRange{}, args);
}

/// The spec vector of ReferenceRuntime.h for a scaled type.
static Value specBuffer(OpBuilder &b, Location loc, ScaledType type,
                        ScaleMode mode, bool pow2) {
  SmallVector<int64_t> spec(rt::kSpecBlocks, 0);
  // The verifier admits only element formats formatOf knows.
  spec[rt::kSpecElement] = int64_t(*num::formatOf(type.getElementType()));
  spec[rt::kSpecScaleKind] = int64_t(toScaleKind(type.getScaleType()));
  spec[rt::kSpecTensorScale] = type.hasTensorScale();
  spec[rt::kSpecMode] = int64_t(mode);
  spec[rt::kSpecPow2] = pow2;
  spec[rt::kSpecRank] = type.getRank();
  for (int64_t blk : type.getBlock())
    spec.push_back(blk == ScaledType::kWholeDim ? num::kWhole : blk);
  auto attrType = RankedTensorType::get({int64_t(spec.size())}, b.getI64Type());
  Value cst = arith::ConstantOp::create(
      b, loc, DenseIntElementsAttr::get(attrType, ArrayRef<int64_t>(spec)));
  return asBuffer(b, loc, cst);
}

/// The scale tensor's dynamic sizes: the data's size where the block is 1.
static SmallVector<Value> scaleDynamicSizes(OpBuilder &b, Location loc,
                                            ScaledType type, Value data) {
  SmallVector<Value> sizes;
  for (auto [i, d] : llvm::enumerate(type.getScaleShape()))
    if (ShapedType::isDynamic(d))
      sizes.push_back(dimOf(b, loc, data, i));
  return sizes;
}

/// Element type of the converted scale tensor.
static Type scaleStorageType(OpBuilder &b, ScaledType type) {
  return type.getScaleType().isF32() ? Type(b.getF32Type())
                                     : Type(b.getI8Type());
}

/// The dynamic sizes of `type`'s codes (or stored codes), dimension by
/// dimension from `from`'s, fp4's packed innermost size through `packed`.
static SmallVector<Value>
dynamicCodeSizes(OpBuilder &b, Location loc, ScaledType type, Value from,
                 function_ref<Value(Value)> packed) {
  SmallVector<Value> sizes;
  int64_t rank = type.getRank();
  for (auto [i, d] : llvm::enumerate(type.getShape())) {
    if (!ShapedType::isDynamic(d))
      continue;
    Value v = dimOf(b, loc, from, i);
    if (int64_t(i) == rank - 1 && isPackedCodeType(type.getElementType()))
      v = packed(v);
    sizes.push_back(v);
  }
  return sizes;
}

/// The dynamic sizes of `type`'s codes given those of its stored codes
/// (fp4: the innermost size doubled).
static SmallVector<Value> codeSizesFromStored(OpBuilder &b, Location loc,
                                              ScaledType type, Value stored) {
  return dynamicCodeSizes(b, loc, type, stored, [&](Value v) -> Value {
    return arith::MulIOp::create(b, loc, v,
                                 arith::ConstantIndexOp::create(b, loc, 2));
  });
}

/// The dynamic sizes of `type`'s stored codes given the values' (fp4: the
/// innermost size halved, after a runtime check that it is even).
static SmallVector<Value> storedSizesFromValues(OpBuilder &b, Location loc,
                                                Operation *anchor,
                                                ScaledType type, Value x) {
  return dynamicCodeSizes(b, loc, type, x, [&](Value v) -> Value {
    Value two = arith::ConstantIndexOp::create(b, loc, 2);
    checkSizesEqual(b, loc, anchor, arith::RemUIOp::create(b, loc, v, two),
                    arith::ConstantIndexOp::create(b, loc, 0),
                    "fp4 codes are stored two per byte: the innermost "
                    "size must be even (its remainder by 2 vs 0)");
    return arith::DivUIOp::create(b, loc, v, two);
  });
}

/// Dequantizes converted parts (codes, scales[, tensor scale]) to f32.
static Value dequantizeParts(OpBuilder &b, Location loc, Operation *anchor,
                             ScaledType type, ValueRange parts) {
  Value codes = parts[0];
  Value out = memref::AllocOp::create(
      b, loc, MemRefType::get(type.getShape(), b.getF32Type()),
      codeSizesFromStored(b, loc, type, codes));
  Value ts = type.hasTensorScale()
                 ? asBuffer(b, loc, parts[2])
                 : Value(memref::AllocOp::create(
                       b, loc, MemRefType::get({}, b.getF32Type())));
  bool f32 = type.getScaleType().isF32();
  callRuntime(b, loc, anchor, f32 ? rt::kDequantizeF32S : rt::kDequantizeI8S,
              {asBuffer(b, loc, codes), asBuffer(b, loc, parts[1]), ts, out,
               specBuffer(b, loc, type, ScaleMode::Floor, false)});
  return asTensor(b, loc, out);
}

/// A matmul operand as an f32 tensor.
static Value operandToF32(OpBuilder &b, Location loc, Operation *anchor,
                          Type originalType, ValueRange parts) {
  if (auto scaled = dyn_cast<ScaledType>(originalType))
    return dequantizeParts(b, loc, anchor, scaled, parts);
  return castFloatTensor(b, loc, parts[0], b.getF32Type());
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {

struct QuantizeLowering : OpConversionPattern<QuantizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(QuantizeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ScaledType type = op.getType();
    Value x = castFloatTensor(rewriter, loc, adaptor.getInput().front(),
                              rewriter.getF32Type());
    Value codes = memref::AllocOp::create(
        rewriter, loc,
        MemRefType::get(storageType(type.getCodesType()).getShape(),
                        rewriter.getI8Type()),
        storedSizesFromValues(rewriter, loc, op, type, x));
    Value scales = memref::AllocOp::create(
        rewriter, loc,
        MemRefType::get(type.getScaleShape(), scaleStorageType(rewriter, type)),
        scaleDynamicSizes(rewriter, loc, type, x));
    Value ts = memref::AllocOp::create(
        rewriter, loc, MemRefType::get({}, rewriter.getF32Type()));
    bool f32 = type.getScaleType().isF32();
    callRuntime(rewriter, loc, op, f32 ? rt::kQuantizeF32S : rt::kQuantizeI8S,
                {asBuffer(rewriter, loc, x), codes, scales, ts,
                 specBuffer(rewriter, loc, type, op.getEffectiveMode(),
                            op.getPow2Scales())});
    SmallVector<Value> parts = {asTensor(rewriter, loc, codes),
                                asTensor(rewriter, loc, scales)};
    if (type.hasTensorScale())
      parts.push_back(asTensor(rewriter, loc, ts));
    rewriter.replaceOpWithMultiple(op, {parts});
    return success();
  }
};

struct DequantizeLowering : OpConversionPattern<DequantizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DequantizeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<ScaledType>(op.getInput().getType());
    Value f32 =
        dequantizeParts(rewriter, loc, op, type, adaptor.getInput());
    rewriter.replaceOp(
        op, castFloatTensor(rewriter, loc, f32,
                            op.getResult().getType().getElementType()));
    return success();
  }
};

/// f64 tensor of zeros with the given shape (dynamic sizes given).
static Value zerosF64(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                      ValueRange dynSizes) {
  auto type = RankedTensorType::get(shape, b.getF64Type());
  Value empty = tensor::EmptyOp::create(b, loc, type, dynSizes);
  Value zero = arith::ConstantOp::create(b, loc, b.getF64FloatAttr(0.0));
  return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
}

/// Rounds an f64 sum to f32, adds the f32 bias, rounds to `elem`.
static Value finishElement(OpBuilder &b, Location loc, Value acc, Value bias,
                           Type elem) {
  Value r = arith::TruncFOp::create(b, loc, b.getF32Type(), acc);
  if (bias) {
    if (!bias.getType().isF32())
      bias = arith::ExtFOp::create(b, loc, b.getF32Type(), bias);
    r = arith::AddFOp::create(b, loc, r, bias);
  }
  if (!elem.isF32())
    r = arith::TruncFOp::create(b, loc, elem, r);
  return r;
}

struct ScaledMatmulLowering : OpConversionPattern<ScaledMatmulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ScaledMatmulOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Value a = operandToF32(rewriter, loc, op, op.getLhs().getType(),
                           adaptor.getLhs());
    Value b = operandToF32(rewriter, loc, op, op.getRhs().getType(),
                           adaptor.getRhs());
    auto resultType = op.getTensorType();
    bool batched = resultType.getRank() == 3;
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    unsigned r = resultType.getRank();

    // Dimensions: [batch,] m, n, k.
    unsigned nd = batched ? 4 : 3;
    AffineExpr bd, m, n, k;
    SmallVector<AffineExpr> dims;
    for (unsigned i = 0; i < nd; ++i)
      dims.push_back(getAffineDimExpr(i, ctx));
    if (batched)
      bd = dims[0];
    m = dims[nd - 3];
    n = dims[nd - 2];
    k = dims[nd - 1];
    auto withBatch = [&](AffineExpr x, AffineExpr y) {
      SmallVector<AffineExpr> e;
      if (batched)
        e.push_back(bd);
      e.push_back(x);
      e.push_back(y);
      return AffineMap::get(nd, 0, e, ctx);
    };
    AffineMap mapA = ta ? withBatch(k, m) : withBatch(m, k);
    AffineMap mapB = tb ? withBatch(n, k) : withBatch(k, n);
    AffineMap mapC = withBatch(m, n);

    // Result sizes from the operands.
    SmallVector<Value> sizes;
    if (batched)
      sizes.push_back(dimOf(rewriter, loc, a, 0));
    sizes.push_back(dimOf(rewriter, loc, a, ta ? r - 1 : r - 2));
    sizes.push_back(dimOf(rewriter, loc, b, tb ? r - 2 : r - 1));
    SmallVector<Value> dynSizes;
    for (auto [i, d] : llvm::enumerate(resultType.getShape()))
      if (ShapedType::isDynamic(d))
        dynSizes.push_back(sizes[i]);
    // Sizes the verifier could not compare (dynamic on one side).
    Value kA = dimOf(rewriter, loc, a, ta ? r - 2 : r - 1);
    Value kB = dimOf(rewriter, loc, b, tb ? r - 1 : r - 2);
    checkSizesEqual(rewriter, loc, op, kA, kB, "contraction sizes disagree");
    if (batched)
      checkSizesEqual(rewriter, loc, op, sizes[0], dimOf(rewriter, loc, b, 0),
                      "batch sizes disagree");
    for (unsigned i = 0; i < r; ++i)
      if (!resultType.isDynamicDim(i))
        checkSizesEqual(
            rewriter, loc, op, sizes[i],
            arith::ConstantIndexOp::create(rewriter, loc,
                                           resultType.getDimSize(i)),
            "the result's static size differs from the operands'");
    if (op.getBias())
      checkSizesEqual(rewriter, loc, op, sizes[r - 1],
                      dimOf(rewriter, loc, adaptor.getBias().front(), 0),
                      "the bias size differs from N");

    SmallVector<utils::IteratorType> iters(nd, utils::IteratorType::parallel);
    iters.back() = utils::IteratorType::reduction;
    Value acc = zerosF64(rewriter, loc, resultType.getShape(), dynSizes);
    acc = linalg::GenericOp::create(
              rewriter, loc, acc.getType(), ValueRange{a, b}, ValueRange{acc},
              ArrayRef<AffineMap>{mapA, mapB, mapC}, iters,
              [&](OpBuilder &nb, Location l, ValueRange args) {
                Type f64 = nb.getF64Type();
                Value x = arith::ExtFOp::create(nb, l, f64, args[0]);
                Value y = arith::ExtFOp::create(nb, l, f64, args[1]);
                Value p = arith::MulFOp::create(nb, l, x, y);
                Value s = arith::AddFOp::create(nb, l, args[2], p);
                linalg::YieldOp::create(nb, l, s);
              })
              .getResult(0);

    // Round once, add the bias, round to the result type.
    Value bias = op.getBias() ? adaptor.getBias().front() : Value();
    SmallVector<Value> ins = {acc};
    SmallVector<AffineMap> maps = {identityMap(ctx, r)};
    if (bias) {
      ins.push_back(bias);
      maps.push_back(AffineMap::get(r, 0, {getAffineDimExpr(r - 1, ctx)},
                                    ctx));
    }
    // The epilogue's inputs, read at their maps' indices.
    size_t firstEpilogueIn = ins.size();
    for (auto [in, map] : llvm::zip(adaptor.getEpilogueInputs(),
                                    op.getEpilogueIndexingMaps())) {
      ins.push_back(in.front());
      maps.push_back(map);
    }
    maps.push_back(identityMap(ctx, r));
    Value init = tensor::EmptyOp::create(rewriter, loc, resultType, dynSizes);
    Type elem = op.getMatmulElementType();
    Value result =
        linalg::GenericOp::create(
            rewriter, loc, resultType, ins, ValueRange{init}, maps,
            SmallVector<utils::IteratorType>(r, utils::IteratorType::parallel),
            [&](OpBuilder &nb, Location l, ValueRange args) {
              Value v = finishElement(nb, l, args[0],
                                      bias ? args[1] : Value(), elem);
              if (op.hasEpilogue())
                v = op.buildEpilogue(
                    nb, v,
                    args.slice(firstEpilogueIn, args.size() - 1 -
                                                    firstEpilogueIn));
              linalg::YieldOp::create(nb, l, v);
            })
            .getResult(0);
    // A quantized result: lowp.quantize of the epilogue's values (lowered
    // by its own pattern).
    if (op.isQuantized())
      result = QuantizeOp::create(rewriter, loc, op.getResult().getType(),
                                  result, op.getQuantizeModeAttr(),
                                  op.getQuantizePow2ScalesAttr());
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A grouped matmul's element at (mi, ni) in the reference: the group of
/// row mi (the offsets at or below it), the exact f64 sum over K, the
/// group's bias added and rounded to `elem` (zero past the groups).
struct GroupedElement {
  Value a, b, offsets, bias, gSize, kSize;
  bool ta, tb;
  Type elem;
  Value at(OpBuilder &nb, Location l, Value mi, Value ni) const {
    Value c0 = arith::ConstantIndexOp::create(nb, l, 0);
    Value c1 = arith::ConstantIndexOp::create(nb, l, 1);
    // g = number of group end offsets <= m.
    auto count = scf::ForOp::create(
        nb, l, c0, gSize, c1, ValueRange{c0},
        [&](OpBuilder &fb, Location fl, Value j, ValueRange iter) {
          Value off = tensor::ExtractOp::create(fb, fl, offsets, j);
          off = arith::IndexCastOp::create(fb, fl, fb.getIndexType(), off);
          Value le =
              arith::CmpIOp::create(fb, fl, arith::CmpIPredicate::sle, off, mi);
          Value inc = arith::SelectOp::create(fb, fl, le, c1, c0);
          Value next = arith::AddIOp::create(fb, fl, iter[0], inc);
          scf::YieldOp::create(fb, fl, next);
        });
    Value g = count.getResult(0);
    Value inGroup =
        arith::CmpIOp::create(nb, l, arith::CmpIPredicate::ult, g, gSize);
    auto ifOp = scf::IfOp::create(
        nb, l, inGroup,
        [&](OpBuilder &tb2, Location tl) {
          Value zero =
              arith::ConstantOp::create(tb2, tl, tb2.getF64FloatAttr(0));
          auto sum = scf::ForOp::create(
              tb2, tl, c0, kSize, c1, ValueRange{zero},
              [&](OpBuilder &fb, Location fl, Value kk, ValueRange iter) {
                Value av = tensor::ExtractOp::create(
                    fb, fl, a, ta ? ValueRange{kk, mi} : ValueRange{mi, kk});
                Value bv = tensor::ExtractOp::create(
                    fb, fl, b,
                    tb ? ValueRange{g, ni, kk} : ValueRange{g, kk, ni});
                Type f64 = fb.getF64Type();
                Value p = arith::MulFOp::create(
                    fb, fl, arith::ExtFOp::create(fb, fl, f64, av),
                    arith::ExtFOp::create(fb, fl, f64, bv));
                scf::YieldOp::create(
                    fb, fl, Value(arith::AddFOp::create(fb, fl, iter[0], p)));
              });
          Value bv = bias ? Value(tensor::ExtractOp::create(tb2, tl, bias,
                                                            ValueRange{g, ni}))
                          : Value();
          scf::YieldOp::create(
              tb2, tl, finishElement(tb2, tl, sum.getResult(0), bv, elem));
        },
        [&](OpBuilder &eb, Location el) {
          Value zero =
              arith::ConstantOp::create(eb, el, eb.getFloatAttr(elem, 0.0));
          scf::YieldOp::create(eb, el, zero);
        });
    return ifOp.getResult(0);
  }
};

struct GroupedScaledMatmulLowering
    : OpConversionPattern<GroupedScaledMatmulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GroupedScaledMatmulOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value a = operandToF32(rewriter, loc, op, op.getLhs().getType(),
                           adaptor.getLhs());
    Value b = operandToF32(rewriter, loc, op, op.getRhs().getType(),
                           adaptor.getRhs());
    Value offsets = adaptor.getOffsets().front();
    Value bias = op.getBias() ? adaptor.getBias().front() : Value();
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    // (A quantized result: the tensor its quantization reads.)
    RankedTensorType resultType = op.getTensorType();
    // The matmul's element type (before a fused epilogue).
    Type elem = op.getMatmulElementType();
    SmallVector<Value> epiIns;
    for (ValueRange in : adaptor.getEpilogueInputs())
      epiIns.push_back(in.front());
    SmallVector<AffineMap> epiMaps = op.getEpilogueIndexingMaps();

    Value mSize = dimOf(rewriter, loc, a, ta ? 1 : 0);
    Value kSize = dimOf(rewriter, loc, a, ta ? 0 : 1);
    Value nSize = dimOf(rewriter, loc, b, tb ? 1 : 2);
    Value gSize = dimOf(rewriter, loc, b, 0);
    // epilogue_pairs: the result has N / 2 columns.
    bool pairs = op.getEpiloguePairs();
    Value c2 = arith::ConstantIndexOp::create(rewriter, loc, 2);
    Value resultN =
        pairs ? arith::DivUIOp::create(rewriter, loc, nSize, c2).getResult()
              : nSize;
    SmallVector<Value> dynSizes;
    if (resultType.isDynamicDim(0))
      dynSizes.push_back(mSize);
    if (resultType.isDynamicDim(1))
      dynSizes.push_back(resultN);
    checkSizesEqual(rewriter, loc, op, kSize,
                    dimOf(rewriter, loc, b, tb ? 2 : 1),
                    "contraction sizes disagree");
    checkSizesEqual(rewriter, loc, op, gSize, dimOf(rewriter, loc, offsets, 0),
                    "the number of offsets differs from the number of groups");
    // (A named array: a temporary ArrayRef's initializer list would end
    // before the loop body runs.)
    Value resultSizes[] = {mSize, resultN};
    for (auto [i, sz] : llvm::enumerate(resultSizes))
      if (!resultType.isDynamicDim(i))
        checkSizesEqual(
            rewriter, loc, op, sz,
            arith::ConstantIndexOp::create(rewriter, loc,
                                           resultType.getDimSize(i)),
            "the result's static size differs from the operands'");
    if (bias) {
      checkSizesEqual(rewriter, loc, op, gSize, dimOf(rewriter, loc, bias, 0),
                      "the bias has the wrong number of groups");
      checkSizesEqual(rewriter, loc, op, nSize, dimOf(rewriter, loc, bias, 1),
                      "the bias size differs from N");
    }

    auto gen = tensor::GenerateOp::create(
        rewriter, loc, resultType, dynSizes,
        [&](OpBuilder &nb, Location l, ValueRange idx) {
          Value mi = idx[0];
          GroupedElement ge{a, b, offsets, bias, gSize, kSize, ta, tb, elem};
          auto element = [&](Value ni) { return ge.at(nb, l, mi, ni); };
          // The epilogue on every element (rows past the groups included),
          // its inputs read at their maps' indices; with epilogue_pairs on
          // the elements of columns 2n and 2n + 1.
          SmallVector<Value> elems;
          for (auto [in, map] : llvm::zip(epiIns, epiMaps)) {
            SmallVector<Value> at;
            for (AffineExpr e : map.getResults())
              at.push_back(idx[cast<AffineDimExpr>(e).getPosition()]);
            elems.push_back(tensor::ExtractOp::create(nb, l, in, at));
          }
          Value v;
          if (pairs) {
            Value even = arith::MulIOp::create(nb, l, idx[1], c2);
            Value odd = arith::AddIOp::create(
                nb, l, even, arith::ConstantIndexOp::create(nb, l, 1));
            v = op.buildPairEpilogue(nb, element(even), element(odd), elems);
          } else {
            v = element(idx[1]);
            if (op.hasEpilogue())
              v = op.buildEpilogue(nb, v, elems);
          }
          tensor::YieldOp::create(nb, l, v);
        });
    Value result = gen.getResult();
    // A quantized result: lowp.quantize of the epilogue's values, as
    // lowp.scaled_matmul's.
    if (op.isQuantized())
      result = QuantizeOp::create(rewriter, loc, op.getResult().getType(),
                                  result, op.getQuantizeModeAttr(),
                                  op.getQuantizePow2ScalesAttr());
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct AssembleLowering : OpConversionPattern<AssembleOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AssembleOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> parts;
    for (ValueRange vr : adaptor.getOperands())
      llvm::append_range(parts, vr);
    rewriter.replaceOpWithMultiple(op, {parts});
    return success();
  }
};

struct DisassembleLowering : OpConversionPattern<DisassembleOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DisassembleOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<SmallVector<Value>> results;
    for (Value part : adaptor.getInput())
      results.push_back({part});
    rewriter.replaceOpWithMultiple(op, std::move(results));
    return success();
  }
};

struct LowpLowerToReferencePass
    : lowp::impl::LowpLowerToReferenceBase<LowpLowerToReferencePass> {
  using Base::Base;
  void runOnOperation() override {
    // Device code (the code generation stages' ops) has no host lowering:
    // name it rather than fail to legalize it.
    bool device = false;
    getOperation().walk(
        [&](Operation *op) {
          if (isDeviceOp(op) && !isa<YieldOp>(op)) {
            op->emitOpError()
                << "is device code, the input or output of a code generation "
                   "stage: it has no host lowering (lowp-lower-to-gpu and the "
                   "stages' passes lower it in a gpu.module)";
            device = true;
          }
        });
    if (device || failed(applyReferenceConversion(getOperation())))
      signalPassFailure();
  }
};
} // namespace

LogicalResult lowp::applyReferenceConversion(
    ModuleOp module,
    function_ref<void(const TypeConverter &, RewritePatternSet &)> addPatterns,
    function_ref<bool(Operation *)> alwaysLegal) {
  MLIRContext *ctx = module.getContext();
  ReferenceTypeConverter converter(ctx);
  RewritePatternSet patterns(ctx);
  ConversionTarget target(*ctx);
  populateLowpToReferencePatterns(converter, patterns);
  if (addPatterns)
    addPatterns(converter, patterns);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  // lowp ops are illegal but device code (isDeviceOp), which is legal where
  // the caller keeps ops as they are (the GPU lowering's kernels, lowered,
  // distributed and rewritten to amdgpu after the conversion).
  target.addDynamicallyLegalDialect<LowpDialect>([&](Operation *op) {
    return isDeviceOp(op) && alwaysLegal && alwaysLegal(op);
  });
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp f) {
    return converter.isSignatureLegal(f.getFunctionType()) &&
           converter.isLegal(&f.getBody());
  });
  target.markUnknownOpDynamicallyLegal(
      [&](Operation *op) -> std::optional<bool> {
        if (alwaysLegal && alwaysLegal(op))
          return true;
        return converter.isLegal(op);
      });
  return applyFullConversion(module, target, std::move(patterns));
}

namespace {
/// tensor.dim of a tensor whose storage type differs (codes and scales of
/// lowp's element formats are i8 tensors): the dim of the storage, a
/// packed fp4 dimension (two codes per byte) doubled.
struct DimLowering : OpConversionPattern<tensor::DimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::DimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = cast<RankedTensorType>(op.getSource().getType());
    std::optional<int64_t> d = op.getConstantIndex();
    Location loc = op.getLoc();
    if (d && !t.isDynamicDim(*d)) {
      rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(op,
                                                          t.getDimSize(*d));
      return success();
    }
    Value dim = tensor::DimOp::create(rewriter, loc, adaptor.getSource(),
                                      adaptor.getIndex());
    if (isPackedCodeType(t.getElementType()) &&
        (!d || *d == t.getRank() - 1)) {
      if (!d)
        return rewriter.notifyMatchFailure(op, "dynamic dim of packed codes");
      dim = arith::MulIOp::create(
          rewriter, loc, dim, arith::ConstantIndexOp::create(rewriter, loc, 2));
    }
    rewriter.replaceOp(op, dim);
    return success();
  }
};

/// A slice of `elem` codes as a slice of their storage: along the
/// innermost dimension of packed fp4 codes (two per byte) offsets and sizes
/// halve (tiles there are even: lowp::getSlicedType); other types are
/// stored one per element. Fails on a strided slice of fp4 codes.
static LogicalResult storageSlice(OpBuilder &b, Location loc, Type elem,
                                  ArrayRef<OpFoldResult> strides,
                                  SmallVectorImpl<OpFoldResult> &offsets,
                                  SmallVectorImpl<OpFoldResult> &sizes) {
  if (!isPackedCodeType(elem))
    return success();
  if (!isOneInteger(strides.back()))
    return failure();
  AffineExpr d0 = b.getAffineDimExpr(0);
  for (SmallVectorImpl<OpFoldResult> *v : {&offsets, &sizes})
    v->back() = affine::makeComposedFoldedAffineApply(b, loc, d0.floorDiv(2),
                                                      {v->back()});
  return success();
}

/// tensor.extract_slice of codes or scales (a tile of a scaled operand,
/// lowp-tile): the same slice of the storage; along the innermost dimension
/// of packed fp4 codes (two per byte) offsets and sizes halve (tiles there
/// are even: lowp::getSlicedType).
struct ExtractSliceLowering : OpConversionPattern<tensor::ExtractSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::ExtractSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType t = op.getSourceType();
    auto resultType = dyn_cast_if_present<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!resultType)
      return failure();
    SmallVector<OpFoldResult> offsets = op.getMixedOffsets();
    SmallVector<OpFoldResult> sizes = op.getMixedSizes();
    if (failed(storageSlice(rewriter, op.getLoc(), t.getElementType(),
                            op.getMixedStrides(), offsets, sizes)))
      return rewriter.notifyMatchFailure(op, "strided slice of fp4 codes");
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, resultType, adaptor.getSource(), offsets, sizes,
        op.getMixedStrides());
    return success();
  }
};

/// tensor.parallel_insert_slice of codes or scales (the tile of a scaled
/// result, lowp-tile): the same insertion into the storage.
struct ParallelInsertSliceLowering
    : OpConversionPattern<tensor::ParallelInsertSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::ParallelInsertSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<OpFoldResult> offsets = op.getMixedOffsets();
    SmallVector<OpFoldResult> sizes = op.getMixedSizes();
    {
      // The index arithmetic goes before scf.forall.in_parallel, which
      // holds insertions only.
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(op->getParentOp());
      if (failed(storageSlice(rewriter, op.getLoc(),
                              op.getSourceType().getElementType(),
                              op.getMixedStrides(), offsets, sizes)))
        return rewriter.notifyMatchFailure(op, "strided fp4 insertion");
    }
    rewriter.replaceOpWithNewOp<tensor::ParallelInsertSliceOp>(
        op, adaptor.getSource(), adaptor.getDest(), offsets, sizes,
        op.getMixedStrides());
    return success();
  }
};

/// tensor.empty of codes or scales: an empty tensor of their storage.
struct EmptyLowering : OpConversionPattern<tensor::EmptyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::EmptyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_if_present<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type)
      return failure();
    SmallVector<OpFoldResult> sizes = op.getMixedSizes();
    if (isPackedCodeType(op.getType().getElementType()) && !sizes.empty()) {
      AffineExpr d0 = rewriter.getAffineDimExpr(0);
      sizes.back() = affine::makeComposedFoldedAffineApply(
          rewriter, op.getLoc(), (d0 + 1).floorDiv(2), {sizes.back()});
    }
    rewriter.replaceOpWithNewOp<tensor::EmptyOp>(op, sizes,
                                                 type.getElementType());
    return success();
  }
};

/// arith.constant of codes or scale codes (a folded quantize, or weights
/// an exporter wrote as codes): the same bits as their i8 storage, fp4
/// codes two per byte (Recipes.h storageType). A dense_resource blob holds
/// one code per byte (UE5M3 scale codes come so): its storage as it is, or
/// packed for fp4.
struct ConstantLowering : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = dyn_cast<RankedTensorType>(op.getType());
    if (auto res = dyn_cast<DenseResourceElementsAttr>(op.getValue());
        res && t && t.hasStaticShape()) {
      bool ue5m3 = isa<UE5M3Type>(t.getElementType());
      auto storage =
          ue5m3 ? RankedTensorType::get(t.getShape(), rewriter.getI8Type())
                : dyn_cast_if_present<RankedTensorType>(
                      getTypeConverter()->convertType(t));
      if (!storage || storage == t)
        return failure();
      if (!isPackedCodeType(t.getElementType())) {
        rewriter.replaceOpWithNewOp<arith::ConstantOp>(
            op, storage,
            DenseResourceElementsAttr::get(storage, res.getRawHandle()));
        return success();
      }
      AsmResourceBlob *blob = res.getRawHandle().getBlob();
      if (!blob || int64_t(blob->getData().size()) != t.getNumElements())
        return rewriter.notifyMatchFailure(
            op, "an fp4 code blob needs one code per byte");
      ArrayRef<char> raw = blob->getData();
      std::vector<uint8_t> packed = num::packFP4Codes(
          reinterpret_cast<const uint8_t *>(raw.data()), raw.size());
      SmallVector<int8_t> bytes(packed.begin(), packed.end());
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(
          op, storage,
          DenseElementsAttr::get(storage, ArrayRef<int8_t>(bytes)));
      return success();
    }
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!t || !dense || !isa<FloatType>(t.getElementType()))
      return failure();
    auto storage = dyn_cast_if_present<RankedTensorType>(
        getTypeConverter()->convertType(t));
    if (!storage || storage == t)
      return failure();
    std::vector<uint8_t> codes;
    codes.reserve(dense.getNumElements());
    for (APFloat v : dense.getValues<APFloat>())
      codes.push_back(uint8_t(v.bitcastToAPInt().getZExtValue()));
    if (isPackedCodeType(t.getElementType()))
      codes = num::packFP4Codes(codes.data(), codes.size());
    SmallVector<int8_t> bytes(codes.begin(), codes.end());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, storage, DenseElementsAttr::get(storage, ArrayRef<int8_t>(bytes)));
    return success();
  }
};

/// scf.forall whose shared outputs are codes or scales (lowp-tile's loop
/// over the tiles of a scaled result): the same loop over their storage.
struct ForallLowering : OpConversionPattern<scf::ForallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::ForallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return failure();
    OperationState state(op.getLoc(), op->getName());
    state.addOperands(adaptor.getOperands());
    state.addAttributes(op->getAttrs());
    state.addTypes(types);
    state.addRegion();
    Operation *loop = rewriter.create(state);
    rewriter.inlineRegionBefore(op.getRegion(), loop->getRegion(0),
                                loop->getRegion(0).end());
    if (failed(rewriter.convertRegionTypes(&loop->getRegion(0),
                                           *getTypeConverter())))
      return failure();
    rewriter.replaceOp(op, loop->getResults());
    return success();
  }
};
} // namespace

void lowp::populateLowpToReferencePatterns(const TypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns
      .add<QuantizeLowering, DequantizeLowering, ScaledMatmulLowering,
           GroupedScaledMatmulLowering, AssembleLowering, DisassembleLowering,
           DimLowering, ExtractSliceLowering, ParallelInsertSliceLowering,
           EmptyLowering, ForallLowering, ConstantLowering>(
          converter, patterns.getContext());
}
