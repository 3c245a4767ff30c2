//===- QuantizeMatmuls.cpp - linalg matmuls to lowp.scaled_matmul ---------===//
//
// The graph rewrite of the embedding story: a model's linalg matmuls become
// quantize + scaled_matmul with a recipe per operand (docs/passes.md).
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Dialect/Lowp/Transforms/Matmuls.h"
#include "lowp/Dialect/Lowp/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPQUANTIZEMATMULS
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {

/// An operand's recipe: a name and element format, or none (high precision).
struct OperandRecipe {
  std::string name; // "" for none
  Type element;
};

Type parseElement(StringRef name, MLIRContext *ctx) {
  return llvm::StringSwitch<Type>(name)
      .Case("f8E4M3FN", Float8E4M3FNType::get(ctx))
      .Case("f8E5M2", Float8E5M2Type::get(ctx))
      .Case("f8E4M3FNUZ", Float8E4M3FNUZType::get(ctx))
      .Case("f8E5M2FNUZ", Float8E5M2FNUZType::get(ctx))
      .Case("f6E2M3FN", Float6E2M3FNType::get(ctx))
      .Case("f6E3M2FN", Float6E3M2FNType::get(ctx))
      .Case("f4E2M1FN", Float4E2M1FNType::get(ctx))
      .Default(Type());
}

/// Parses `NAME[:ELEMENT]` or `none`; emits a diagnostic through `emit` and
/// fails on anything else.
FailureOr<OperandRecipe>
parseRecipe(StringRef spec, MLIRContext *ctx,
            function_ref<InFlightDiagnostic()> emit) {
  if (spec == "none")
    return OperandRecipe{};
  auto [name, elem] = spec.split(':');
  if (!lowp::lookupRecipe(name)) {
    emit() << "unknown recipe '" << name
           << "' (recipes: none, " << lowp::getRecipeNames() << ")";
    return failure();
  }
  OperandRecipe r{name.str(), lowp::getRecipeDefaultElement(name, ctx)};
  if (!elem.empty()) {
    r.element = parseElement(elem, ctx);
    if (!r.element) {
      emit() << "unknown element format '" << elem << "' in recipe '" << spec
             << "' (formats: f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, "
                "f6E2M3FN, f6E3M2FN, f4E2M1FN)";
      return failure();
    }
  }
  return r;
}

bool isHighPrecision(Type t) { return t.isF32() || t.isBF16() || t.isF16(); }

/// The operand positions of a matched contraction.
struct Contraction {
  bool batch = false;
  bool transposeA = false, transposeB = false;
  int64_t kAxisA = 0, kAxisB = 0; // K's position in each operand
};

/// The dims a map's results name, or nothing if a result is not a dim.
std::optional<SmallVector<unsigned>> resultDims(AffineMap map) {
  SmallVector<unsigned> dims;
  for (AffineExpr e : map.getResults()) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d)
      return std::nullopt;
    dims.push_back(d.getPosition());
  }
  return dims;
}

/// Matches `op` as C[b?, m, n] += A * B with A in [b?,] (m,k) or (k,m) and B
/// in [b?,] (k,n) or (n,k), over f32/bf16/f16 tensors.
std::optional<Contraction> matchContraction(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op->getNumResults() != 1)
    return std::nullopt;
  if (!linalg::isaContractionOpInterface(op))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1 || dims->batch.size() > 1)
    return std::nullopt;
  for (Value v : op->getOperands())
    if (!isa<RankedTensorType>(v.getType()) ||
        !isHighPrecision(cast<RankedTensorType>(v.getType()).getElementType()))
      return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  auto a = resultDims(maps[0]), b = resultDims(maps[1]), c = resultDims(maps[2]);
  if (!a || !b || !c)
    return std::nullopt;
  unsigned m = dims->m[0], n = dims->n[0], k = dims->k[0];
  SmallVector<unsigned> pre;
  if (!dims->batch.empty())
    pre.push_back(dims->batch[0]);
  auto with = [&](unsigned x, unsigned y) {
    SmallVector<unsigned> v(pre);
    v.push_back(x);
    v.push_back(y);
    return v;
  };
  Contraction r;
  r.batch = !pre.empty();
  if (*c != with(m, n))
    return std::nullopt;
  if (*a == with(m, k))
    r.transposeA = false;
  else if (*a == with(k, m))
    r.transposeA = true;
  else
    return std::nullopt;
  if (*b == with(k, n))
    r.transposeB = false;
  else if (*b == with(n, k))
    r.transposeB = true;
  else
    return std::nullopt;
  int64_t off = r.batch ? 1 : 0;
  r.kAxisA = off + (r.transposeA ? 0 : 1);
  r.kAxisB = off + (r.transposeB ? 1 : 0);
  return r;
}

bool isZeroInit(Value init) {
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.value(), m_AnyZeroFloat());
  return matchPattern(init, m_AnyZeroFloat());
}

struct QuantizeMatmuls
    : public lowp::impl::LowpQuantizeMatmulsBase<QuantizeMatmuls> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    MLIRContext *ctx = &getContext();
    auto emitOnRoot = [&] { return root->emitError("lowp-quantize-matmuls: "); };
    FailureOr<OperandRecipe> lhs = parseRecipe(lhsRecipe, ctx, emitOnRoot);
    FailureOr<OperandRecipe> rhs = parseRecipe(rhsRecipe, ctx, emitOnRoot);
    if (failed(lhs) || failed(rhs))
      return signalPassFailure();
    if (!weightRecipe.empty()) {
      FailureOr<OperandRecipe> w = parseRecipe(weightRecipe, ctx, emitOnRoot);
      if (failed(w))
        return signalPassFailure();
      weight = *w;
    }
    std::optional<lowp::ScaleMode> scaleMode;
    if (!mode.empty()) {
      scaleMode = lowp::symbolizeScaleMode(mode);
      if (!scaleMode) {
        emitOnRoot() << "unknown scale mode '" << mode
                     << "' (modes: floor, ceil, even, rceil)";
        return signalPassFailure();
      }
    }

    SmallVector<std::pair<linalg::LinalgOp, Contraction>> work;
    root->walk([&](linalg::LinalgOp op) {
      if (op->hasAttr("lowp.no_quantize"))
        return;
      if (auto c = matchContraction(op))
        work.push_back({op, *c});
    });

    IRRewriter rewriter(ctx);
    for (auto &[op, c] : work)
      if (failed(rewrite(rewriter, op, c, *lhs, *rhs, scaleMode)))
        return signalPassFailure();
  }

  /// weight-recipe, parsed; nothing without it.
  std::optional<OperandRecipe> weight;

  /// Whether `v` is a weight: a constant of at least min-weight-elements.
  bool isWeight(Value v) const {
    lowp::OperandOrigin o = lowp::traceOperand(v);
    if (o.source != lowp::OperandSource::Constant)
      return false;
    auto type = cast<ShapedType>(o.root.getType());
    return type.hasStaticShape() && type.getNumElements() >= minWeightElements;
  }

  /// The recipe for one operand of `op`: the attribute if present, else the
  /// option's.
  FailureOr<OperandRecipe> recipeFor(linalg::LinalgOp op, StringRef attrName,
                                     const OperandRecipe &fallback) {
    Attribute attr = op->getAttr(attrName);
    if (!attr)
      return fallback;
    auto str = dyn_cast<StringAttr>(attr);
    if (!str) {
      op->emitError() << "'" << attrName
                      << "' must be a string recipe (NAME[:ELEMENT] or none)";
      return failure();
    }
    return parseRecipe(str.getValue(), op->getContext(),
                       [&] { return op->emitError() << "'" << attrName << "': "; });
  }

  /// An f32 operand kept in high precision, rounded (RNE) to bf16 for the
  /// weight-only kernels (f32-as-bf16); other types as they are.
  static Value roundToBf16(IRRewriter &rewriter, Location loc, Value v) {
    auto type = cast<RankedTensorType>(v.getType());
    if (!type.getElementType().isF32())
      return v;
    auto bf16 = RankedTensorType::get(type.getShape(), rewriter.getBF16Type());
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, tensor::getMixedSizes(rewriter, loc, v),
        rewriter.getBF16Type());
    AffineMap id = rewriter.getMultiDimIdentityMap(type.getRank());
    SmallVector<utils::IteratorType> par(type.getRank(),
                                         utils::IteratorType::parallel);
    return linalg::GenericOp::create(
               rewriter, loc, TypeRange{bf16}, ValueRange{v}, ValueRange{empty},
               ArrayRef<AffineMap>{id, id}, par,
               [&](OpBuilder &b, Location l, ValueRange args) {
                 Value t =
                     arith::TruncFOp::create(b, l, b.getBF16Type(), args[0]);
                 linalg::YieldOp::create(b, l, t);
               })
        .getResult(0);
  }

  /// The operand `v`, quantized with `r` along `axis`, or `v` itself for
  /// none. Returns null (after a warning) when the recipe does not fit the
  /// shape, and failure on a configuration error.
  FailureOr<Value> quantizeOperand(IRRewriter &rewriter, linalg::LinalgOp op,
                                   Value v, const OperandRecipe &r,
                                   int64_t axis, StringRef which,
                                   std::optional<lowp::ScaleMode> scaleMode) {
    if (r.name.empty())
      return f32AsBf16 ? roundToBf16(rewriter, op.getLoc(), v) : v;
    auto type = cast<RankedTensorType>(v.getType());
    const lowp::RecipeInfo *info = lowp::lookupRecipe(r.name);
    FailureOr<lowp::RecipeParams> params = lowp::getRecipeParams(
        [&] {
          return op->emitError() << "lowp-quantize-matmuls: " << which
                                 << " recipe: ";
        },
        r.name, type.getShape(), r.element, info->hasAxis ? axis : -1);
    if (failed(params))
      return failure();
    // Shapes the recipe's blocks do not tile are left in high precision.
    for (auto [i, dim] : llvm::enumerate(type.getShape())) {
      int64_t blk = params->block[i];
      if (blk == lowp::ScaledType::kWholeDim || blk == 1)
        continue;
      if (ShapedType::isDynamic(dim) || dim % blk != 0) {
        op->emitWarning() << "lowp-quantize-matmuls left this matmul alone: "
                          << r.name << " blocks of " << blk
                          << " do not tile dimension " << i << " ("
                          << (ShapedType::isDynamic(dim) ? std::string("?")
                                                         : std::to_string(dim))
                          << ") of the " << which << " operand";
        return Value();
      }
    }
    auto scaled = lowp::ScaledType::getChecked(
        [&] { return op->emitWarning() << "lowp-quantize-matmuls left this "
                                          "matmul alone: "; },
        op->getContext(), type.getShape(), r.element, params->scaleType,
        ArrayRef<int64_t>(params->block), params->tensorScale);
    if (!scaled)
      return Value();
    bool fp32Scales = params->scaleType.isF32();
    bool e8m0Scales = isa<Float8E8M0FNUType>(params->scaleType);
    auto modeAttr = scaleMode && e8m0Scales
                        ? lowp::ScaleModeAttr::get(op->getContext(), *scaleMode)
                        : lowp::ScaleModeAttr();
    UnitAttr pow2 =
        pow2Scales && fp32Scales ? rewriter.getUnitAttr() : UnitAttr();
    // One activation feeding several projections (q, k, v; gate, up) is
    // quantized once.
    for (Operation *user : v.getUsers()) {
      auto q = dyn_cast<lowp::QuantizeOp>(user);
      if (q && q.getType() == scaled && q.getModeAttr() == modeAttr &&
          q.getPow2ScalesAttr() == pow2 && q->getBlock() == op->getBlock() &&
          q->isBeforeInBlock(op))
        return q.getResult();
    }
    return lowp::QuantizeOp::create(rewriter, op.getLoc(), scaled, v, modeAttr,
                                    pow2)
        .getResult();
  }

  /// An operand that a linalg.transpose of its last two dimensions makes
  /// (weights exported N x K and transposed for the matmul) is read as
  /// stored: the contraction with that operand's transpose flag flipped;
  /// the transposes read through are appended to `absorbed`.
  static Contraction readThroughTransposes(Value &a, Value &b,
                                           const Contraction &c,
                                           SmallVector<Operation *> &absorbed) {
    Contraction cc = c;
    int64_t off = c.batch ? 1 : 0;
    auto transposedFrom = [&](Value v) -> Value {
      auto t = v.getDefiningOp<linalg::TransposeOp>();
      if (!t)
        return {};
      SmallVector<int64_t> swap;
      for (int64_t i = 0; i < off; ++i)
        swap.push_back(i);
      swap.append({off + 1, off});
      return ArrayRef<int64_t>(t.getPermutation()) == ArrayRef<int64_t>(swap)
                 ? t.getInput()
                 : Value();
    };
    if (Value src = transposedFrom(a)) {
      absorbed.push_back(a.getDefiningOp());
      a = src;
      cc.transposeA = !c.transposeA;
      cc.kAxisA = off + (cc.transposeA ? 0 : 1);
    }
    if (Value src = transposedFrom(b)) {
      absorbed.push_back(b.getDefiningOp());
      b = src;
      cc.transposeB = !c.transposeB;
      cc.kAxisB = off + (cc.transposeB ? 1 : 0);
    }
    return cc;
  }

  /// A batched matmul whose B is a linalg.broadcast of one matrix over the
  /// batch (torch.matmul of activations [batch, M, K] with weights): A's
  /// batch and rows collapse into one M, B is the matrix, and the product
  /// is one 2-D matmul (the caller expands its result back). Returns the
  /// batched result's sizes (batch, M, N) when it applies (`a`, `b`, `cc`
  /// updated, the broadcast in `absorbed`), else nothing.
  static SmallVector<OpFoldResult>
  flattenBroadcastWeights(IRRewriter &rewriter, linalg::LinalgOp op, Value &a,
                          Value &b, Contraction &cc,
                          SmallVector<Operation *> &absorbed) {
    auto bc = b.getDefiningOp<linalg::BroadcastOp>();
    if (!cc.batch || cc.transposeA || !bc ||
        bc.getDimensions() != ArrayRef<int64_t>{0} ||
        cast<RankedTensorType>(bc.getInput().getType()).getRank() != 2)
      return {};
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> shape = {
        tensor::getMixedSize(rewriter, loc, a, 0),
        tensor::getMixedSize(rewriter, loc, a, 1),
        tensor::getMixedSize(rewriter, loc, bc.getInput(),
                             cc.transposeB ? 0 : 1)};
    a = tensor::CollapseShapeOp::create(
        rewriter, op.getLoc(), a,
        SmallVector<ReassociationIndices>{{0, 1}, {2}});
    b = bc.getInput();
    absorbed.push_back(bc);
    cc.batch = false;
    cc.kAxisA = 1;
    cc.kAxisB = cc.transposeB ? 1 : 0;
    return shape;
  }

  LogicalResult rewrite(IRRewriter &rewriter, linalg::LinalgOp op,
                        const Contraction &c, const OperandRecipe &lhsDefault,
                        const OperandRecipe &rhsDefault,
                        std::optional<lowp::ScaleMode> scaleMode) {
    // Weights take weight-recipe; weights-only skips products of two
    // activations. An op's own recipe attributes decide over both.
    Value opA = op.getDpsInputOperand(0)->get();
    Value opB = op.getDpsInputOperand(1)->get();
    bool weightA = isWeight(opA), weightB = isWeight(opB);
    bool ruled =
        op->hasAttr("lowp.lhs_recipe") || op->hasAttr("lowp.rhs_recipe");
    if (weightsOnly && !weightA && !weightB && !ruled)
      return success();
    FailureOr<OperandRecipe> lhs = recipeFor(
        op, "lowp.lhs_recipe", weight && weightA ? *weight : lhsDefault);
    FailureOr<OperandRecipe> rhs = recipeFor(
        op, "lowp.rhs_recipe", weight && weightB ? *weight : rhsDefault);
    if (failed(lhs) || failed(rhs))
      return failure();
    if (lhs->name.empty() && rhs->name.empty())
      return success(); // nothing to quantize
    if (Attribute attr = op->getAttr("lowp.mode")) {
      auto str = dyn_cast<StringAttr>(attr);
      std::optional<lowp::ScaleMode> m =
          str ? lowp::symbolizeScaleMode(str.getValue()) : std::nullopt;
      if (!m)
        return op->emitError("'lowp.mode' must be one of \"floor\", "
                             "\"ceil\", \"even\", \"rceil\"");
      scaleMode = m;
    }
    if (minFlops > 0) {
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      if (llvm::none_of(ranges, ShapedType::isDynamic)) {
        double flops = 2;
        for (int64_t r : ranges)
          flops *= double(r);
        if (flops < double(minFlops))
          return success();
      }
    }

    rewriter.setInsertionPoint(op);
    Value a = opA, b = opB;
    SmallVector<Operation *> absorbed;
    Contraction cc = readThroughTransposes(a, b, c, absorbed);
    // Weights broadcast over the batch: one 2-D matmul over all the rows.
    RankedTensorType resultType =
        cast<RankedTensorType>(op->getResult(0).getType());
    SmallVector<OpFoldResult> batchedShape =
        flattenBroadcastWeights(rewriter, op, a, b, cc, absorbed);
    FailureOr<Value> qa =
        quantizeOperand(rewriter, op, a, *lhs, cc.kAxisA, "left", scaleMode);
    if (failed(qa))
      return failure();
    // Left alone (a warning said why): the collapse of a flattened batch
    // goes too.
    auto dropCollapse = [&] {
      if (auto cs = a.getDefiningOp<tensor::CollapseShapeOp>();
          cs && !batchedShape.empty() && isOpTriviallyDead(cs))
        rewriter.eraseOp(cs);
    };
    if (!*qa) {
      dropCollapse();
      return success();
    }
    FailureOr<Value> qb =
        quantizeOperand(rewriter, op, b, *rhs, cc.kAxisB, "right", scaleMode);
    if (failed(qb))
      return failure();
    if (!*qb) {
      if (*qa != a && isOpTriviallyDead(qa->getDefiningOp()))
        rewriter.eraseOp(qa->getDefiningOp());
      dropCollapse();
      return success();
    }

    Value init = op.getDpsInits()[0];
    RankedTensorType mmType = resultType;
    if (!batchedShape.empty()) {
      int64_t b0 = resultType.getDimSize(0), m = resultType.getDimSize(1);
      mmType = RankedTensorType::get(
          {ShapedType::isDynamic(b0) || ShapedType::isDynamic(m)
               ? ShapedType::kDynamic
               : b0 * m,
           resultType.getDimSize(2)},
          resultType.getElementType());
    }
    auto mm = lowp::ScaledMatmulOp::create(
        rewriter, op.getLoc(), mmType, *qa, *qb, /*bias=*/Value(),
        cc.transposeA ? rewriter.getUnitAttr() : UnitAttr(),
        cc.transposeB ? rewriter.getUnitAttr() : UnitAttr());
    if (failed(mm.verify()))
      return failure();
    Value result = mm.getResult();
    if (!batchedShape.empty())
      result = tensor::ExpandShapeOp::create(
          rewriter, op.getLoc(), resultType, result,
          SmallVector<ReassociationIndices>{{0, 1}, {2}}, batchedShape);
    if (!isZeroInit(init)) {
      // C += A*B: add the init in the result's element type.
      SmallVector<OpFoldResult> sizes =
          tensor::getMixedSizes(rewriter, op.getLoc(), init);
      Value empty = tensor::EmptyOp::create(rewriter, op.getLoc(), sizes,
                                            resultType.getElementType());
      result = linalg::AddOp::create(rewriter, op.getLoc(),
                                     ValueRange{result, init},
                                     ValueRange{empty})
                   .getResult(0);
    }
    rewriter.replaceOp(op, result);
    // Transposes and broadcasts read through, and their tensor.empty, when
    // nothing else uses them.
    for (Operation *t : absorbed)
      if (isOpTriviallyDead(t)) {
        Value init = cast<DestinationStyleOpInterface>(t).getDpsInits()[0];
        rewriter.eraseOp(t);
        if (Operation *e = init.getDefiningOp(); e && isOpTriviallyDead(e))
          rewriter.eraseOp(e);
      }
    // The zero fill (and its tensor.empty) usually has no other user.
    if (Operation *def = init.getDefiningOp(); def && isOpTriviallyDead(def)) {
      SmallVector<Value> sources(def->getOperands());
      rewriter.eraseOp(def);
      for (Value v : sources)
        if (Operation *src = v.getDefiningOp(); src && isOpTriviallyDead(src))
          rewriter.eraseOp(src);
    }
    return success();
  }
};
} // namespace

bool lowp::isQuantizableMatmul(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && matchContraction(linalgOp).has_value();
}
