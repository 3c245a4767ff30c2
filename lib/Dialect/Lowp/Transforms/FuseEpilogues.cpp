//===- FuseEpilogues.cpp - elementwise consumers into matmul epilogues ----===//
//
// lowp-fuse-epilogues: an elementwise linalg op that is the only user of a
// lowp.scaled_matmul or lowp.grouped_scaled_matmul result becomes part of
// the matmul's epilogue region
// (docs/Passes/LowpTransformsPasses.md, docs/codegen.md "Fused epilogues").
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Dialect/Lowp/IR/Tiling.h"
#include "lowp/Dialect/Lowp/Transforms/Passes.h"
#include "lowp/Dialect/Lowp/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPFUSEEPILOGUES
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {

/// Whether `op` may run in an epilogue: a side-effect free scalar arith or
/// math op.
bool isEpilogueOp(Operation &op) {
  StringRef ns = op.getDialect() ? op.getDialect()->getNamespace() : "";
  return (ns == "arith" || ns == "math") && op.getNumRegions() == 0 &&
         isPure(&op) && llvm::all_of(op.getResultTypes(), [](Type t) {
           return t.isIntOrIndexOrFloat();
         });
}

/// Dimension `d` of a matmul operand (a tensor, or a !lowp.scaled value
/// through its codes), built before `at`.
Value operandDim(RewriterBase &rewriter, Operation *at, Value v, int64_t d) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(at);
  return getValueOrCreateConstantIndexOp(
      rewriter, at->getLoc(), lowp::getMixedDim(rewriter, at->getLoc(), v, d));
}

/// Rewrites `tensor.dim`s of `mm`'s result (the usual way a consumer sizes
/// its `tensor.empty`) into dims of its operands, so the consumer is its
/// only user. `mm`: a lowp.scaled_matmul or lowp.grouped_scaled_matmul
/// (its rhs is G x K x N: one more leading dimension).
void detachDimUsers(RewriterBase &rewriter, Operation *mm) {
  auto dense = dyn_cast<lowp::ScaledMatmulOp>(mm);
  auto grouped = dyn_cast<lowp::GroupedScaledMatmulOp>(mm);
  int64_t r = dense ? dense.getTensorType().getRank() : 2;
  bool ta = dense ? dense.getTransposeA() : grouped.getTransposeA();
  bool tb = dense ? dense.getTransposeB() : grouped.getTransposeB();
  Value lhs = mm->getOperand(0), rhs = mm->getOperand(1);
  int64_t rhsN = grouped ? (tb ? 1 : 2) : (tb ? r - 2 : r - 1);
  for (Operation *user : llvm::make_early_inc_range(mm->getUsers())) {
    auto dim = dyn_cast<tensor::DimOp>(user);
    std::optional<int64_t> d = dim ? dim.getConstantIndex() : std::nullopt;
    if (!d || *d < 0 || *d >= r)
      continue;
    Value v;
    if (*d == r - 1) // N
      v = operandDim(rewriter, dim, rhs, rhsN);
    else if (*d == r - 2) // M
      v = operandDim(rewriter, dim, lhs, ta ? r - 1 : r - 2);
    else // batch
      v = operandDim(rewriter, dim, lhs, 0);
    rewriter.replaceOp(dim, v);
  }
}

/// The matmul (dense or grouped) that defines `v` with an HP result, or
/// null.
Operation *definingMatmul(Value v) {
  Operation *def = v.getDefiningOp();
  // (A pair epilogue's result is not extended: its region's leading
  // arguments are a column pair.)
  if (auto g = dyn_cast_or_null<lowp::GroupedScaledMatmulOp>(def))
    return g.getEpiloguePairs() ? nullptr : def;
  auto mm = dyn_cast_or_null<lowp::ScaledMatmulOp>(def);
  return mm ? def : nullptr;
}

/// The operand of `op` that a fusible lowp.scaled_matmul defines, or null:
/// `op` is an elementwise linalg op on tensors (all loops parallel, one
/// output with an identity map, its value unread, a body of epilogue ops),
/// the matmul's result has no other user and is read with an identity map.
/// Whether `op` could become an epilogue: elementwise on tensors (all
/// loops parallel, one output with an identity map, its value unread), an
/// f32 / bf16 / f16 result, a body of epilogue ops whose values from
/// outside are constants (cloned into the region, which is isolated from
/// above).
bool isElementwiseConsumer(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != op.getNumParallelLoops() || op->getNumResults() != 1)
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  if (!op.getMatchingIndexingMap(init).isIdentity() ||
      !op.getMatchingBlockArgument(init).use_empty())
    return false;
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  Type elem = resultType ? resultType.getElementType() : Type();
  if (!elem || !(elem.isF32() || elem.isBF16() || elem.isF16()))
    return false;
  if (!llvm::all_of(op.getBlock()->without_terminator(), isEpilogueOp))
    return false;
  SetVector<Value> above;
  getUsedValuesDefinedAbove(op->getRegion(0), above);
  return llvm::all_of(above, [](Value v) {
    return v.getDefiningOp() && matchPattern(v, m_Constant()) &&
           v.getType().isIntOrIndexOrFloat();
  });
}

OpOperand *fusibleMatmulOperand(linalg::LinalgOp op) {
  if (!isElementwiseConsumer(op))
    return nullptr;
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  for (OpOperand *in : op.getDpsInputOperands()) {
    Operation *mm = definingMatmul(in->get());
    if (!mm || !mm->hasOneUse() ||
        !op.getMatchingIndexingMap(in).isIdentity() ||
        cast<ShapedType>(mm->getResult(0).getType()).getRank() !=
            resultType.getRank())
      continue;
    // The other inputs' maps must be projected permutations.
    bool ok = llvm::all_of(op.getDpsInputOperands(), [&](OpOperand *o) {
      AffineMap m = op.getMatchingIndexingMap(o);
      return o == in || (m.isProjectedPermutation() && m.getNumSymbols() == 0 &&
                         isa<RankedTensorType>(o->get().getType()));
    });
    return ok ? in : nullptr;
  }
  return nullptr;
}

/// `mm` again with result type `type`, these epilogue inputs and maps and
/// quantize options (its region empty).
lowp::ScaledMatmulOp recreate(RewriterBase &rewriter, lowp::ScaledMatmulOp mm,
                              Type type, ValueRange inputs, ArrayAttr maps,
                              lowp::ScaleModeAttr mode = {},
                              UnitAttr pow2 = {}) {
  return lowp::ScaledMatmulOp::create(
      rewriter, mm.getLoc(), type, mm.getLhs(), mm.getRhs(), mm.getBias(),
      inputs, mm.getTransposeAAttr(), mm.getTransposeBAttr(), maps, mode, pow2);
}
lowp::GroupedScaledMatmulOp
recreate(RewriterBase &rewriter, lowp::GroupedScaledMatmulOp mm, Type type,
         ValueRange inputs, ArrayAttr maps, bool pairs = false,
         lowp::ScaleModeAttr mode = {}, UnitAttr pow2 = {}) {
  return lowp::GroupedScaledMatmulOp::create(
      rewriter, mm.getLoc(), type, mm.getLhs(), mm.getRhs(), mm.getOffsets(),
      mm.getBias(), inputs, mm.getTransposeAAttr(), mm.getTransposeBAttr(),
      maps, pairs ? rewriter.getUnitAttr() : UnitAttr(), mode, pow2);
}

/// The fused op's epilogue block: `leading` (the matmul's element, or a
/// column pair's two) then one element per epilogue input.
Block *createEpilogueBlock(RewriterBase &rewriter, Region &region,
                           ArrayRef<Type> leading, ValueRange inputs,
                           Location loc) {
  SmallVector<Type> argTypes(leading);
  for (Value v : inputs)
    argTypes.push_back(cast<RankedTensorType>(v.getType()).getElementType());
  return rewriter.createBlock(&region, {}, argTypes,
                              SmallVector<Location>(argTypes.size(), loc));
}

/// Clones the consumer `op`'s body at the insertion point (its constants
/// from above first; `map` gives its block arguments) and yields its value.
void cloneConsumerBody(RewriterBase &rewriter, linalg::LinalgOp op,
                       IRMapping &map) {
  SetVector<Value> above;
  getUsedValuesDefinedAbove(op->getRegion(0), above);
  for (Value v : above)
    map.map(v, rewriter.clone(*v.getDefiningOp())->getResult(0));
  Block *body = op.getBlock();
  for (Operation &o : body->without_terminator())
    rewriter.clone(o, map);
  lowp::YieldOp::create(
      rewriter, op.getLoc(),
      map.lookupOrDefault(body->getTerminator()->getOperand(0)));
}

/// Replaces `mm` and its consumer `op` (reading mm through `use`) with one
/// matmul of mm's kind whose epilogue is mm's followed by op's body.
template <typename OpT>
Operation *fuse(RewriterBase &rewriter, OpT mm, linalg::LinalgOp op,
                OpOperand *use) {
  SmallVector<Value> inputs(mm.getEpilogueInputs());
  SmallVector<AffineMap> maps = mm.getEpilogueIndexingMaps();
  SmallVector<std::pair<OpOperand *, unsigned>> newIns; // (operand, arg)
  for (OpOperand *in : op.getDpsInputOperands()) {
    if (in == use)
      continue;
    newIns.push_back({in, unsigned(inputs.size() + 1)});
    inputs.push_back(in->get());
    maps.push_back(op.getMatchingIndexingMap(in));
  }
  rewriter.setInsertionPoint(op);
  OpT fused = recreate(rewriter, mm, op->getResult(0).getType(), inputs,
                       rewriter.getAffineMapArrayAttr(maps));
  fused->setDiscardableAttrs(mm->getDiscardableAttrDictionary());

  // The block: the matmul's element, then one element per input.
  Block *block =
      createEpilogueBlock(rewriter, fused.getEpilogue(),
                          {mm.getMatmulElementType()}, inputs, mm.getLoc());
  // mm's epilogue on its own arguments, then op's body on its value.
  Value value = block->getArgument(0);
  if (mm.hasEpilogue())
    value = mm.buildEpilogue(
        rewriter, value,
        block->getArguments().slice(1, mm.getEpilogueInputs().size()));
  IRMapping map;
  map.map(op.getMatchingBlockArgument(use), value);
  for (auto [in, arg] : newIns)
    map.map(op.getMatchingBlockArgument(in), block->getArgument(arg));
  cloneConsumerBody(rewriter, op, map);

  rewriter.replaceOp(op, fused.getResult());
  rewriter.eraseOp(mm);
  return fused;
}

/// The two operands of `op` that read a grouped matmul's result at column
/// pairs, (m, 2n) and (m, 2n + 1), or {null, null}: `op` is elementwise
/// over an M x N/2 domain as fusibleMatmulOperand requires, the matmul
/// (without an epilogue) has no other user, and `op`'s other inputs are
/// projected permutations of that domain.
std::pair<OpOperand *, OpOperand *> pairOperands(linalg::LinalgOp op) {
  std::pair<OpOperand *, OpOperand *> none = {nullptr, nullptr};
  if (op.getNumLoops() != 2 || !isElementwiseConsumer(op))
    return none;
  MLIRContext *ctx = op->getContext();
  AffineExpr d0 = getAffineDimExpr(0, ctx), d1 = getAffineDimExpr(1, ctx);
  AffineMap evenMap = AffineMap::get(2, 0, {d0, d1 * 2}, ctx);
  AffineMap oddMap = AffineMap::get(2, 0, {d0, d1 * 2 + 1}, ctx);
  OpOperand *even = nullptr, *odd = nullptr;
  for (OpOperand *in : op.getDpsInputOperands()) {
    AffineMap m = op.getMatchingIndexingMap(in);
    auto g = in->get().getDefiningOp<lowp::GroupedScaledMatmulOp>();
    if (g && m == evenMap && !even)
      even = in;
    else if (g && m == oddMap && !odd)
      odd = in;
    else if (!m.isProjectedPermutation() || m.getNumSymbols() != 0 ||
             !isa<RankedTensorType>(in->get().getType()))
      return none;
  }
  if (!even || !odd || even->get() != odd->get())
    return none;
  auto g = even->get().getDefiningOp<lowp::GroupedScaledMatmulOp>();
  if (g.hasEpilogue() || llvm::any_of(g->getUsers(), [&](Operation *u) {
        return u != op && !isa<tensor::DimOp>(u);
      }))
    return none;
  // The consumer covers every pair: N / 2 columns (where both are static).
  int64_t n = g.getTensorType().getDimSize(1);
  int64_t half =
      cast<RankedTensorType>(op->getResult(0).getType()).getDimSize(1);
  if (!ShapedType::isDynamic(n) && !ShapedType::isDynamic(half) &&
      n != 2 * half)
    return none;
  return {even, odd};
}

/// Replaces the grouped matmul `mm` and its consumer `op` (reading it at
/// column pairs through `even` and `odd`) with one grouped matmul whose
/// epilogue_pairs region is op's body.
Operation *fusePairs(RewriterBase &rewriter, lowp::GroupedScaledMatmulOp mm,
                     linalg::LinalgOp op, OpOperand *even, OpOperand *odd) {
  detachDimUsers(rewriter, mm);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  SmallVector<OpOperand *> others;
  for (OpOperand *in : op.getDpsInputOperands()) {
    if (in == even || in == odd)
      continue;
    others.push_back(in);
    inputs.push_back(in->get());
    maps.push_back(op.getMatchingIndexingMap(in));
  }
  rewriter.setInsertionPoint(op);
  auto fused = recreate(rewriter, mm, op->getResult(0).getType(), inputs,
                        rewriter.getAffineMapArrayAttr(maps), /*pairs=*/true);
  fused->setDiscardableAttrs(mm->getDiscardableAttrDictionary());
  Type elem = mm.getMatmulElementType();
  Block *block = createEpilogueBlock(rewriter, fused.getEpilogue(),
                                     {elem, elem}, inputs, mm.getLoc());
  IRMapping map;
  map.map(op.getMatchingBlockArgument(even), block->getArgument(0));
  map.map(op.getMatchingBlockArgument(odd), block->getArgument(1));
  for (auto [i, in] : llvm::enumerate(others))
    map.map(op.getMatchingBlockArgument(in), block->getArgument(i + 2));
  cloneConsumerBody(rewriter, op, map);
  rewriter.replaceOp(op, fused.getResult());
  rewriter.eraseOp(mm);
  return fused;
}

/// Whether `q`, a lowp.quantize of `mm`'s result (either matmul), fuses
/// into `mm`'s epilogue: `mm` has no other user, is not quantized already,
/// and the quantization is one an epilogue makes
/// (lowp::isEpilogueQuantization). (Rowwise / per-tensor scales need the
/// whole row or tensor first; those quantizations stay their own kernels.)
template <typename OpT> bool fusibleQuantize(OpT mm, lowp::QuantizeOp q) {
  return !mm.isQuantized() && mm->hasOneUse() &&
         lowp::isEpilogueQuantization(q.getType());
}

/// Replaces `mm` and the lowp.quantize `q` of its result with one matmul of
/// `mm`'s kind whose result is `q`'s (the epilogue kept, or one that yields
/// the matmul's element).
template <typename OpT>
OpT fuseQuantize(RewriterBase &rewriter, OpT mm, lowp::QuantizeOp q) {
  rewriter.setInsertionPoint(q);
  OpT fused;
  if constexpr (std::is_same_v<OpT, lowp::GroupedScaledMatmulOp>)
    fused = recreate(rewriter, mm, q.getType(), mm.getEpilogueInputs(),
                     mm.getEpilogueMapsAttr(), mm.getEpiloguePairs(),
                     q.getModeAttr(), q.getPow2ScalesAttr());
  else
    fused = recreate(rewriter, mm, q.getType(), mm.getEpilogueInputs(),
                     mm.getEpilogueMapsAttr(), q.getModeAttr(),
                     q.getPow2ScalesAttr());
  fused->setDiscardableAttrs(mm->getDiscardableAttrDictionary());
  if (mm.hasEpilogue()) {
    rewriter.inlineRegionBefore(mm.getEpilogue(), fused.getEpilogue(),
                                fused.getEpilogue().end());
  } else {
    Type elem = mm.getTensorType().getElementType();
    Block *block =
        rewriter.createBlock(&fused.getEpilogue(), {}, {elem}, {mm.getLoc()});
    lowp::YieldOp::create(rewriter, q.getLoc(), block->getArgument(0));
  }
  rewriter.replaceOp(q, fused.getResult());
  rewriter.eraseOp(mm);
  return fused;
}

/// lowp::fuseIntoEpilogue on a lowp.quantize of `mm`'s result.
template <typename OpT>
FailureOr<Operation *> fuseQuantizeInto(RewriterBase &rewriter, OpT mm,
                                        lowp::QuantizeOp q, std::string &why) {
  if (!mm->hasOneUse())
    detachDimUsers(rewriter, mm);
  if (!fusibleQuantize(mm, q)) {
    why = mm.isQuantized() ? "the matmul's result is quantized already"
          : !mm->hasOneUse()
              ? "the matmul's result has other users"
              : "an epilogue makes MX blocks of 1 x 32 along N only "
                "(MXFP8, MXFP6, MXFP4), with N static and a multiple of "
                "32";
    return failure();
  }
  return fuseQuantize(rewriter, mm, q).getOperation();
}

struct FuseEpiloguesPass
    : lowp::impl::LowpFuseEpiloguesBase<FuseEpiloguesPass> {
  void runOnOperation() override {
    // In program order, so a chain folds link by link: each fused op is the
    // matmul the next consumer reads. Then a quantization of the (fused)
    // result: the next layer's input.
    SmallVector<Operation *> candidates;
    getOperation()->walk(
        [&](linalg::LinalgOp op) { candidates.push_back(op); });
    getOperation()->walk([&](lowp::QuantizeOp q) { candidates.push_back(q); });
    IRRewriter rewriter(&getContext());
    std::string why;
    for (Operation *op : candidates)
      (void)lowp::fuseIntoEpilogue(rewriter, op, why);
    // What the fused ops left unused (their consumers' tensor.empty and
    // the sizes that fed it), last first.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<tensor::EmptyOp, tensor::DimOp, lowp::DisassembleOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        rewriter.eraseOp(op);
  }
};
} // namespace

FailureOr<Operation *> lowp::fuseIntoEpilogue(RewriterBase &rewriter,
                                              Operation *consumer,
                                              std::string &why) {
  if (auto q = dyn_cast<lowp::QuantizeOp>(consumer)) {
    if (auto mm = q.getInput().getDefiningOp<lowp::ScaledMatmulOp>())
      return fuseQuantizeInto(rewriter, mm, q, why);
    if (auto mm = q.getInput().getDefiningOp<lowp::GroupedScaledMatmulOp>())
      return fuseQuantizeInto(rewriter, mm, q, why);
    why = "its input is not a lowp.scaled_matmul or "
          "lowp.grouped_scaled_matmul result";
    return failure();
  }
  auto op = dyn_cast<linalg::LinalgOp>(consumer);
  if (!op) {
    why = "it is neither a linalg op nor a lowp.quantize";
    return failure();
  }
  for (OpOperand *in : op.getDpsInputOperands())
    if (Operation *mm = definingMatmul(in->get()))
      if (llvm::count_if(mm->getUsers(), [](Operation *u) {
            return !isa<tensor::DimOp>(u);
          }) == 1)
        detachDimUsers(rewriter, mm);
  OpOperand *use = fusibleMatmulOperand(op);
  if (!use) {
    // A gated activation over a grouped matmul's interleaved columns.
    auto [even, odd] = pairOperands(op);
    if (even)
      return fusePairs(rewriter,
                       even->get().getDefiningOp<lowp::GroupedScaledMatmulOp>(),
                       op, even, odd);
    why = "it is not an elementwise op on a lowp.scaled_matmul or "
          "lowp.grouped_scaled_matmul result it alone reads (all loops "
          "parallel, the result read and written with identity maps, an "
          "f32 / bf16 / f16 result, a body of arith and math ops)";
    return failure();
  }
  Operation *mm = use->get().getDefiningOp();
  if (auto g = dyn_cast<lowp::GroupedScaledMatmulOp>(mm))
    return fuse(rewriter, g, op, use);
  return fuse(rewriter, cast<lowp::ScaledMatmulOp>(mm), op, use);
}
