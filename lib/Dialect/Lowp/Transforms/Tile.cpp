//===- Tile.cpp - lowp-tile: workgroup tiles as scf.forall ----------------===//
//
// Stage 1 of code generation (docs/codegen.md "Tiling"): lowp ops tiled
// through their TilingInterface by upstream's scf::tileUsingSCF, one
// scf.forall per op mapped to GPU blocks.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Tiling.h"
#include "lowp/Dialect/Lowp/Transforms/Passes.h"

#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/PatternMatch.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPTILE
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {

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

struct TilePass : lowp::impl::LowpTileBase<TilePass> {
  using LowpTileBase::LowpTileBase;

  /// The matmul's tile sizes over its loops ([batch,] M, N, K), or failure
  /// (diagnosed).
  FailureOr<SmallVector<int64_t>> matmulTile(lowp::ScaledMatmulOp op) {
    SmallVector<int64_t> mn(tileSizes.begin(), tileSizes.end());
    if (mn.empty())
      if (auto t = op->getAttrOfType<lowp::TilingAttr>("lowp.tiling"))
        mn = {t.getWorkgroup()[0], t.getWorkgroup()[1]};
    if (mn.size() != 2 || mn[0] <= 0 || mn[1] <= 0) {
      op.emitError("lowp-tile needs a workgroup tile: ")
          << (mn.empty() ? "the op has no lowp.tiling (run "
                           "lowp-legalize{chip=...} first) and no "
                           "tile-sizes=BM,BN was given"
                         : "tile-sizes takes two positive sizes, BM,BN");
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
    for (auto [name, v, s] :
         {std::make_tuple("lhs", op.getLhs(), operandSizes(mn[0], ta)),
          std::make_tuple("rhs", op.getRhs(), operandSizes(mn[1], !tb))}) {
      std::string why = sliceProblem(v, s);
      if (!why.empty()) {
        op.emitError("cannot tile by ")
            << mn[0] << " x " << mn[1] << ": on the " << name << " ("
            << v.getType() << ") " << why;
        return failure();
      }
    }
    return sizes;
  }

  LogicalResult tile(RewriterBase &rewriter, TilingInterface op,
                     ArrayRef<int64_t> sizes) {
    scf::SCFTilingOptions options;
    options.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
    SmallVector<OpFoldResult> tileSizes;
    for (int64_t s : sizes)
      tileSizes.push_back(rewriter.getIndexAttr(s));
    options.setTileSizes(tileSizes);
    options.setMapping(blockMapping(&getContext(), sizes));
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTilingResult> tiled =
        scf::tileUsingSCF(rewriter, op, options);
    if (failed(tiled))
      return op.emitError("tiling failed");
    rewriter.replaceOp(op, tiled->replacements);
    return success();
  }

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<lowp::ScaledMatmulOp>(op) ||
          (isa<lowp::DequantizeOp>(op) && !dequantizeTileSizes.empty()))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      // Tiles are not tiled again (a second run of the pass).
      if (op->getParentOfType<scf::ForallOp>())
        continue;
      FailureOr<SmallVector<int64_t>> sizes = failure();
      if (auto mm = dyn_cast<lowp::ScaledMatmulOp>(op)) {
        if (mm.isQuantized()) {
          mm.emitRemark("not tiled: the result is quantized (a fused "
                        "lowp.quantize), which scf.forall cannot insert "
                        "tile by tile yet");
          continue;
        }
        sizes = matmulTile(mm);
      } else {
        auto dq = cast<lowp::DequantizeOp>(op);
        sizes = SmallVector<int64_t>(dequantizeTileSizes.begin(),
                                     dequantizeTileSizes.end());
        std::string why =
            dq.getResult().getType().getRank() ==
                    static_cast<int64_t>(sizes->size())
                ? sliceProblem(dq.getInput(), *sizes)
                : "dequantize-tile-sizes needs one size per dimension";
        if (!why.empty()) {
          dq.emitError("cannot tile: ") << why;
          sizes = failure();
        }
      }
      if (failed(sizes) ||
          failed(tile(rewriter, cast<TilingInterface>(op), *sizes)))
        return signalPassFailure();
    }
  }
};
} // namespace
