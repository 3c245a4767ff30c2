//===- Tile.cpp - lowp-tile: workgroup tiles as scf.forall ----------------===//
//
// Stage 1 of code generation (docs/codegen.md "Stage 1: workgroup tiles"):
// lowp ops tiled through their TilingInterface by upstream's
// scf::tileUsingSCF (lowp's own loop for scaled results), one scf.forall per
// op mapped to GPU blocks.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Tiling.h"
#include "lowp/Dialect/Lowp/Transforms/Passes.h"
#include "lowp/Dialect/Lowp/Transforms/Transforms.h"

#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/PatternMatch.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPTILE
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {

/// A quantize's or dequantize's own tile (overrides the pass options).
constexpr llvm::StringLiteral kTileSizes = "lowp.tile_sizes";

/// Block mappings for the tiled loops (non-zero sizes), innermost first:
/// x, y, z.
SmallVector<Attribute> blockMapping(MLIRContext *ctx, ArrayRef<int64_t> sizes) {
  SmallVector<Attribute> mapping;
  unsigned next = 0;
  for (int64_t s : llvm::reverse(sizes))
    if (s != 0)
      mapping.push_back(gpu::GPUBlockMappingAttr::get(
          ctx, static_cast<gpu::MappingId>(next++)));
  std::reverse(mapping.begin(), mapping.end());
  return mapping;
}

/// Why slicing `v` by tiles of `sizes` (0: the whole dimension) fails, or ""
/// when it does not: the shape of the tiles at the edge (dynamic where the
/// tile does not divide the dimension) must keep whole scale blocks.
std::string sliceProblem(Value v, ArrayRef<int64_t> sizes) {
  auto type = dyn_cast<lowp::ScaledType>(v.getType());
  if (!type)
    return "";
  SmallVector<int64_t> shape;
  for (auto [dim, s] : llvm::zip_equal(type.getShape(), sizes)) {
    bool dynamic = ShapedType::isDynamic(dim);
    if (s == 0 || (!dynamic && s >= dim))
      shape.push_back(dim);
    else if (dynamic || dim % s != 0)
      shape.push_back(ShapedType::kDynamic);
    else
      shape.push_back(s);
  }
  std::string why;
  if (failed(lowp::getSlicedType(type, ArrayRef<int64_t>(shape), &why)))
    return why;
  return "";
}

/// Tiles an op whose result is a !lowp.scaled value (lowp.quantize, a
/// matmul with a quantized result) into an scf.forall whose shared outputs
/// are the result's codes and scales: each tile's codes and scales are
/// inserted in place, and the parts are assembled after the loop.
/// `domain` is the op's iteration space (the result's dimensions first),
/// `sizes` the tile per loop (0: whole).
FailureOr<scf::ForallOp> tileScaledResult(RewriterBase &rewriter, Operation *op,
                                          ArrayRef<OpFoldResult> domain,
                                          ArrayRef<int64_t> sizes,
                                          ArrayRef<Attribute> mapping,
                                          std::string &why) {
  Location loc = op->getLoc();
  auto type = cast<lowp::ScaledType>(op->getResult(0).getType());
  int64_t rank = type.getRank();
  ArrayRef<OpFoldResult> dims = domain.take_front(rank);
  SmallVector<OpFoldResult> zeros(rank, rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> scaleOffsets, scaleDims;
  lowp::getScaleSlice(rewriter, loc, type, zeros, dims, scaleOffsets,
                      scaleDims);
  Value codes =
      tensor::EmptyOp::create(rewriter, loc, dims, type.getElementType());
  Value scales =
      tensor::EmptyOp::create(rewriter, loc, scaleDims, type.getScaleType());
  SmallVector<OpFoldResult> lbs, ubs, steps;
  for (auto [d, s] : llvm::enumerate(sizes))
    if (s != 0) {
      lbs.push_back(rewriter.getIndexAttr(0));
      ubs.push_back(domain[d]);
      steps.push_back(rewriter.getIndexAttr(s));
    }
  auto forall = scf::ForallOp::create(rewriter, loc, lbs, ubs, steps,
                                      ValueRange{codes, scales},
                                      rewriter.getArrayAttr(mapping));
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(forall.getTerminator());
  // The tile: offsets at the induction variables, sizes the step or what
  // is left at the edge.
  SmallVector<OpFoldResult> offsets, tileSizes;
  unsigned iv = 0;
  AffineExpr d0, s0, s1;
  bindDims(rewriter.getContext(), d0);
  bindSymbols(rewriter.getContext(), s0, s1);
  for (auto [d, s] : llvm::enumerate(sizes)) {
    if (s == 0) {
      offsets.push_back(rewriter.getIndexAttr(0));
      tileSizes.push_back(domain[d]);
      continue;
    }
    Value i = forall.getInductionVar(iv++);
    offsets.push_back(i);
    std::optional<int64_t> dim = getConstantIntValue(domain[d]);
    if (dim && *dim % s == 0)
      tileSizes.push_back(rewriter.getIndexAttr(s));
    else
      tileSizes.push_back(affine::makeComposedFoldedAffineMin(
          rewriter, loc,
          AffineMap::get(1, 2, {s0, s1 - d0}, rewriter.getContext()),
          {i, rewriter.getIndexAttr(s), domain[d]}));
  }
  FailureOr<Value> tile =
      lowp::getScaledResultTile(rewriter, op, offsets, tileSizes, &why);
  if (failed(tile)) {
    rewriter.eraseOp(forall);
    return failure();
  }
  tile->getDefiningOp()->removeAttr(kTileSizes);
  lowp::DisassembleOp parts = lowp::disassemble(rewriter, loc, *tile);
  ArrayRef<OpFoldResult> off = ArrayRef(offsets).take_front(rank);
  ArrayRef<OpFoldResult> sz = ArrayRef(tileSizes).take_front(rank);
  SmallVector<OpFoldResult> so, ss;
  lowp::getScaleSlice(rewriter, loc, type, off, sz, so, ss);
  SmallVector<OpFoldResult> ones(rank, rewriter.getIndexAttr(1));
  rewriter.setInsertionPointToEnd(forall.getTerminator().getBody());
  tensor::ParallelInsertSliceOp::create(rewriter, loc, parts.getCodes(),
                                        forall.getRegionIterArgs()[0], off, sz,
                                        ones);
  tensor::ParallelInsertSliceOp::create(rewriter, loc, parts.getScales(),
                                        forall.getRegionIterArgs()[1], so, ss,
                                        ones);
  rewriter.setInsertionPointAfter(forall);
  rewriter.replaceOp(op, lowp::AssembleOp::create(rewriter, loc, type,
                                                  forall.getResult(0),
                                                  forall.getResult(1), Value())
                             .getResult());
  return forall;
}

/// The matmul's tile sizes over its loops ([batch,] M, N, K) for a
/// workgroup tile `mn` (BM, BN; empty: the op's lowp.tiling), or failure
/// with the reason in `why`.
FailureOr<SmallVector<int64_t>>
matmulTile(lowp::ScaledMatmulOp op, SmallVector<int64_t> mn, std::string &why) {
  if (mn.empty())
    if (auto t = op->getAttrOfType<lowp::TilingAttr>("lowp.tiling"))
      mn = {t.getWorkgroup()[0], t.getWorkgroup()[1]};
  if (mn.size() != 2 || mn[0] <= 0 || mn[1] <= 0) {
    why = mn.empty() ? "no workgroup tile: the op has no lowp.tiling (run "
                       "lowp-legalize{chip=...} first) and no tile sizes "
                       "were given (lowp-tile's tile-sizes=BM,BN)"
                     : "a matmul's workgroup tile is two positive sizes, "
                       "BM,BN";
    return failure();
  }
  int64_t r = op.getTensorType().getRank();
  // A tile at least as large as a static dimension is that dimension (one
  // tile of static shape rather than a dynamic min).
  ArrayRef<int64_t> shape = op.getTensorType().getShape();
  for (int64_t i : {0, 1})
    if (!ShapedType::isDynamic(shape[r - 2 + i]))
      mn[i] = std::min(mn[i], shape[r - 2 + i]);
  SmallVector<int64_t> sizes;
  if (r == 3)
    sizes.push_back(1);
  sizes.append({mn[0], mn[1], 0});
  // Name the operand whose blocks the tile would cut.
  bool ta = op.getTransposeA(), tb = op.getTransposeB();
  auto operandSizes = [&](int64_t rows, bool transposed) {
    // K is whole: a size larger than any dimension.
    SmallVector<int64_t> s;
    if (r == 3)
      s.push_back(1);
    int64_t k = std::numeric_limits<int64_t>::max();
    s.append(transposed ? SmallVector<int64_t>{k, rows}
                        : SmallVector<int64_t>{rows, k});
    return s;
  };
  SmallVector<int64_t> resultSizes(ArrayRef(sizes).drop_back());
  for (auto [name, v, s] :
       {std::make_tuple("lhs", op.getLhs(), operandSizes(mn[0], ta)),
        std::make_tuple("rhs", op.getRhs(), operandSizes(mn[1], !tb)),
        std::make_tuple("result", op.getResult(), resultSizes)}) {
    std::string problem = sliceProblem(v, s);
    if (!problem.empty()) {
      llvm::raw_string_ostream os(why);
      os << "cannot tile by " << mn[0] << " x " << mn[1] << ": on the " << name
         << " ('" << v.getType() << "') " << problem;
      return failure();
    }
  }
  return sizes;
}

/// A quantize's or dequantize's tile sizes (one per dimension, 0 for whole):
/// `given`, or the op's own lowp.tile_sizes when it has them.
FailureOr<SmallVector<int64_t>>
elementwiseTile(Operation *op, ArrayRef<int64_t> given, std::string &why) {
  bool dq = isa<lowp::DequantizeOp>(op);
  SmallVector<int64_t> sizes(given);
  if (auto own = op->getAttrOfType<DenseI64ArrayAttr>(kTileSizes))
    sizes = llvm::to_vector(own.asArrayRef());
  Value scaled = dq ? op->getOperand(0) : op->getResult(0);
  if (cast<lowp::ScaledType>(scaled.getType()).getRank() !=
      static_cast<int64_t>(sizes.size()))
    why = (dq ? "dequantize" : "quantize") +
          std::string(" tile sizes need one size per dimension");
  else
    why = sliceProblem(scaled, sizes);
  if (!why.empty())
    return failure();
  return sizes;
}

FailureOr<scf::ForallOp> tileTensorResult(RewriterBase &rewriter,
                                          TilingInterface op,
                                          ArrayRef<int64_t> sizes,
                                          ArrayRef<Attribute> mapping,
                                          std::string &why) {
  scf::SCFTilingOptions options;
  options.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  SmallVector<OpFoldResult> tileSizes;
  for (int64_t s : sizes)
    tileSizes.push_back(rewriter.getIndexAttr(s));
  options.setTileSizes(tileSizes);
  options.setMapping(mapping);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, op, options);
  if (failed(tiled) || tiled->loops.size() != 1) {
    why = "upstream's scf tiling failed";
    return failure();
  }
  for (Operation *t : tiled->tiledOps)
    t->removeAttr(kTileSizes);
  rewriter.replaceOp(op, tiled->replacements);
  return cast<scf::ForallOp>(tiled->loops.front().getOperation());
}

/// Tiles `op` by `sizes` (its loops' tile sizes, 0 for whole).
FailureOr<scf::ForallOp> tileBy(RewriterBase &rewriter, Operation *op,
                                ArrayRef<int64_t> sizes, std::string &why) {
  SmallVector<Attribute> mapping = blockMapping(op->getContext(), sizes);
  rewriter.setInsertionPoint(op);
  if (isa<lowp::ScaledType>(op->getResult(0).getType())) {
    SmallVector<OpFoldResult> domain;
    if (auto ti = dyn_cast<TilingInterface>(op)) {
      for (const Range &r : ti.getIterationDomain(rewriter))
        domain.push_back(r.size);
    } else {
      Value in = cast<lowp::QuantizeOp>(op).getInput();
      for (int64_t d = 0; d < cast<ShapedType>(in.getType()).getRank(); ++d)
        domain.push_back(tensor::getMixedSize(rewriter, op->getLoc(), in, d));
    }
    return tileScaledResult(rewriter, op, domain, sizes, mapping, why);
  }
  return tileTensorResult(rewriter, cast<TilingInterface>(op), sizes, mapping,
                          why);
}

struct TilePass : lowp::impl::LowpTileBase<TilePass> {
  using LowpTileBase::LowpTileBase;

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      bool own = op->hasAttr(kTileSizes);
      if (isa<lowp::ScaledMatmulOp>(op) ||
          (isa<lowp::DequantizeOp>(op) &&
           (own || !dequantizeTileSizes.empty())) ||
          (isa<lowp::QuantizeOp>(op) && (own || !quantizeTileSizes.empty())))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      // Tiles are not tiled again (a second run of the pass).
      if (op->getParentOfType<scf::ForallOp>())
        continue;
      SmallVector<int64_t> sizes;
      if (auto mm = dyn_cast<lowp::ScaledMatmulOp>(op)) {
        // lowp-compile's form: only what lowp-legalize gave a tiling, and
        // only where the tiles can be written; the rest stays whole.
        if (onlyLegalized && !mm->hasAttr("lowp.tiling"))
          continue;
        std::string why;
        if (onlyLegalized &&
            failed(matmulTile(mm, llvm::to_vector(tileSizes), why)))
          continue;
        sizes.assign(tileSizes.begin(), tileSizes.end());
      } else {
        auto &option = isa<lowp::DequantizeOp>(op) ? dequantizeTileSizes
                                                   : quantizeTileSizes;
        sizes.assign(option.begin(), option.end());
      }
      std::string why;
      if (failed(lowp::tileToWorkgroups(rewriter, op, sizes, why))) {
        // A matmul's reasons name the tile themselves.
        op->emitError(isa<lowp::ScaledMatmulOp>(op) &&
                              StringRef(why).starts_with("cannot tile")
                          ? ""
                          : "cannot tile: ")
            << why;
        return signalPassFailure();
      }
    }
  }
};
} // namespace

FailureOr<scf::ForallOp> lowp::tileToWorkgroups(RewriterBase &rewriter,
                                                Operation *op,
                                                ArrayRef<int64_t> sizes,
                                                std::string &why) {
  FailureOr<SmallVector<int64_t>> loopSizes = failure();
  if (auto mm = dyn_cast<ScaledMatmulOp>(op))
    loopSizes = matmulTile(mm, llvm::to_vector(sizes), why);
  else if (isa<QuantizeOp, DequantizeOp>(op))
    loopSizes = elementwiseTile(op, sizes, why);
  else
    why = "only lowp.scaled_matmul, lowp.quantize and lowp.dequantize tile "
          "to workgroups";
  if (failed(loopSizes))
    return failure();
  if (op->getNumResults() != 1) {
    why = "the op has no single result";
    return failure();
  }
  return tileBy(rewriter, op, *loopSizes, why);
}
