//===- WorkgroupTiles.cpp - lowp-tile's workgroup loops as launch grids ---===//
//
// lowp-lower-to-gpu takes a matmul tiled into workgroups by lowp-tile (an
// scf.forall mapped to GPU blocks whose body computes one tile as a
// lowp.scaled_matmul of slices) as one launch: the loop is the grid, block
// (x, y[, z]) computing the tile at (iv_n, iv_m[, iv_b]), which is what the
// generated kernel computes for the tiling the op carries. The loop is
// checked to be exactly that (each slice at the loop's tile, each tile
// inserted where it was computed) and folded into the whole matmul, whose
// kernel the builder generates (docs/codegen.md "Stage 1").
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/GemmKernels.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace lowp;

namespace {

/// A workgroup loop being matched: its tile op and, per result dimension,
/// the induction variable tiling it (null: the dimension is whole).
struct WorkgroupLoop {
  scf::ForallOp loop;
  ScaledMatmulOp tile;
  SmallVector<Value> dimIv; // per result dimension ([b,] m, n)
  std::string why;

  bool fail(const Twine &msg) {
    why = msg.str();
    return false;
  }

  /// The offset a slice must have along a result dimension: the loop's
  /// induction variable, or 0 when the dimension is whole.
  bool offsetIs(OpFoldResult off, int64_t dim) {
    if (Value iv = dimIv[dim])
      return dyn_cast_if_present<Value>(off) == iv;
    return isZeroInteger(off);
  }

  /// The value `slice` (a tensor.extract_slice) cuts from, when its
  /// offsets are `dims` (a result dimension per sliced dimension, -1 for
  /// one that must start at 0: K).
  Value sliced(Value slice, ArrayRef<int64_t> dims) {
    auto op = slice.getDefiningOp<tensor::ExtractSliceOp>();
    if (!op || !op.hasUnitStride())
      return {};
    for (auto [off, d] : llvm::zip_equal(op.getMixedOffsets(), dims))
      if (d < 0 ? !isZeroInteger(off) : !offsetIs(off, d))
        return {};
    return op.getSource();
  }

  /// Whether a scale slice starts at the block of the codes' tile.
  bool scaleOffsetIs(OpFoldResult off, int64_t blk, int64_t dim) {
    if (blk == ScaledType::kWholeDim || dim < 0)
      return isZeroInteger(off);
    if (blk == 1)
      return offsetIs(off, dim);
    auto apply = dyn_cast_if_present<Value>(off)
                     ? dyn_cast_if_present<Value>(off)
                           .getDefiningOp<affine::AffineApplyOp>()
                     : affine::AffineApplyOp();
    if (!apply || !dimIv[dim] || apply.getMapOperands().size() != 1 ||
        apply.getMapOperands()[0] != dimIv[dim])
      return false;
    AffineExpr d0 = getAffineDimExpr(0, loop.getContext());
    return apply.getAffineMap() ==
           AffineMap::get(1, 0, d0.floorDiv(blk), loop.getContext());
  }

  /// The whole operand a tile operand is a slice of (`dims` as for
  /// `sliced`), defined outside the loop; null if it is not.
  Value whole(Value v, ArrayRef<int64_t> dims) {
    Value src;
    if (auto type = dyn_cast<ScaledType>(v.getType())) {
      auto parts = v.getDefiningOp<AssembleOp>();
      if (!parts)
        return {};
      Value codes = sliced(parts.getCodes(), dims);
      auto from = codes ? codes.getDefiningOp<DisassembleOp>() : nullptr;
      auto scales = parts.getScales().getDefiningOp<tensor::ExtractSliceOp>();
      if (!from || !scales || scales.getSource() != from.getScales() ||
          parts.getTensorScale() != from.getTensorScale())
        return {};
      for (auto [i, off] : llvm::enumerate(scales.getMixedOffsets()))
        if (!scaleOffsetIs(off, type.getBlock()[i], dims[i]))
          return {};
      src = from.getInput();
    } else {
      src = sliced(v, dims);
    }
    if (!src || loop->isAncestor(src.getParentBlock()->getParentOp()))
      return {};
    return src;
  }

  /// The ops a workgroup loop's body may hold besides the tile: what
  /// lowp-tile builds to slice the operands and insert the result.
  static bool isSlicing(Operation &op) {
    return isa<affine::AffineMinOp, affine::AffineApplyOp, arith::ConstantOp,
               tensor::DimOp, tensor::ExtractSliceOp, AssembleOp,
               DisassembleOp>(op);
  }

  bool match();
};

bool WorkgroupLoop::match() {
  if (!loop.getMapping() ||
      !llvm::all_of(*loop.getMapping(),
                    llvm::IsaPred<gpu::GPUBlockMappingAttr>))
    return fail("it is not mapped to GPU blocks");
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (auto mm = dyn_cast<ScaledMatmulOp>(op)) {
      if (tile)
        return fail("it holds more than one matmul");
      tile = mm;
    } else if (!isSlicing(op)) {
      return fail(Twine("it holds a '") + op.getName().getStringRef() + "' op");
    }
  }
  if (!tile)
    return fail("it holds no lowp.scaled_matmul");
  if (!llvm::all_of(loop.getMixedLowerBound(), isZeroInteger))
    return fail("its lower bounds are not 0");
  // The result's tiles: where each is inserted says which loop tiles which
  // result dimension.
  auto inserts = llvm::to_vector(
      loop.getTerminator().getBody()->getOps<tensor::ParallelInsertSliceOp>());
  int64_t rank = tile.getTensorType().getRank();
  if (tile.isQuantized()) {
    auto parts =
        tile.getResult().hasOneUse()
            ? dyn_cast<DisassembleOp>(*tile.getResult().getUsers().begin())
            : DisassembleOp();
    if (!parts || inserts.size() != 2 ||
        inserts[0].getSource() != parts.getCodes() ||
        inserts[1].getSource() != parts.getScales())
      return fail("the quantized tile is not inserted as its codes and "
                  "scales");
  } else if (inserts.size() != 1 ||
             inserts[0].getSource() != tile.getResult()) {
    return fail("the tile is not inserted into the result");
  }
  if (inserts[0].getDest() != loop.getRegionIterArgs()[0])
    return fail("the tile is not inserted into the loop's result");
  dimIv.assign(rank, Value());
  for (auto [d, off] : llvm::enumerate(inserts[0].getMixedOffsets())) {
    if (isZeroInteger(off))
      continue;
    auto iv = dyn_cast_if_present<Value>(off);
    if (!iv || !llvm::is_contained(loop.getInductionVars(), iv) ||
        llvm::is_contained(dimIv, iv))
      return fail("the tile is not inserted at the loop's indices");
    dimIv[d] = iv;
  }
  if (llvm::count_if(dimIv, [](Value v) { return v; }) !=
      static_cast<int64_t>(loop.getInductionVars().size()))
    return fail("a loop index does not place the tile");
  if (tile.isQuantized()) {
    auto type = cast<ScaledType>(tile.getResult().getType());
    for (auto [i, off] : llvm::enumerate(inserts[1].getMixedOffsets()))
      if (!scaleOffsetIs(off, type.getBlock()[i], i))
        return fail("the tile's scales are not inserted at its block");
    if (inserts[1].getDest() != loop.getRegionIterArgs()[1])
      return fail("the tile's scales are not inserted into the loop's");
  }
  return true;
}

/// The whole matmul a matched loop computes, built before the loop;
/// failure (with `w.why`) when an operand is not the loop's slice of a
/// value from outside.
FailureOr<ScaledMatmulOp> wholeMatmul(OpBuilder &b, WorkgroupLoop &w) {
  ScaledMatmulOp t = w.tile;
  int64_t r = t.getTensorType().getRank();
  bool ta = t.getTransposeA(), tb = t.getTransposeB();
  int64_t m = r - 2, n = r - 1;
  // Result dimension per operand dimension (-1: K).
  auto dims = [&](int64_t row, bool kFirst) {
    SmallVector<int64_t> d;
    if (r == 3)
      d.push_back(0);
    d.append(kFirst ? SmallVector<int64_t>{-1, row}
                    : SmallVector<int64_t>{row, -1});
    return d;
  };
  SmallVector<Value> operands = {w.whole(t.getLhs(), dims(m, ta)),
                                 w.whole(t.getRhs(), dims(n, !tb))};
  if (Value bias = t.getBias())
    operands.push_back(w.whole(bias, {n}));
  for (auto [in, map] :
       llvm::zip_equal(t.getEpilogueInputs(), t.getEpilogueIndexingMaps())) {
    SmallVector<int64_t> d;
    for (AffineExpr e : map.getResults())
      d.push_back(cast<AffineDimExpr>(e).getPosition());
    operands.push_back(w.whole(in, d));
  }
  if (llvm::any_of(operands, [](Value v) { return !v; })) {
    w.why = "an operand of the tile is not the loop's slice of a value "
            "defined outside it";
    return failure();
  }
  Type type = w.loop.getResult(0).getType();
  if (t.isQuantized()) {
    Value codes = w.loop.getResult(0);
    auto user = codes.hasOneUse()
                    ? dyn_cast<AssembleOp>(*codes.getUsers().begin())
                    : AssembleOp();
    if (!user || user.getScales() != w.loop.getResult(1)) {
      w.why = "the loop's codes and scales are not assembled";
      return failure();
    }
    type = user.getResult().getType();
  }
  b.setInsertionPoint(w.loop);
  return cast<ScaledMatmulOp>(mlir::clone(b, t, {type}, operands));
}
} // namespace

LogicalResult lowp::collapseWorkgroupTiles(ModuleOp module) {
  SmallVector<scf::ForallOp> loops;
  module.walk([&](scf::ForallOp loop) {
    if (!loop->getParentOfType<gpu::GPUModuleOp>() &&
        llvm::any_of(loop.getBody()->getOps<ScaledMatmulOp>(),
                     [](ScaledMatmulOp) { return true; }))
      loops.push_back(loop);
  });
  OpBuilder b(module.getContext());
  for (scf::ForallOp loop : loops) {
    WorkgroupLoop w{loop, {}, {}, {}};
    FailureOr<ScaledMatmulOp> whole = failure();
    if (w.match())
      whole = wholeMatmul(b, w);
    if (failed(whole))
      return loop.emitError("lowp-lower-to-gpu takes a tiled matmul as "
                            "lowp-tile writes it (an scf.forall over GPU "
                            "blocks computing one tile of slices); this "
                            "one is not: ")
             << w.why;
    if (whole->isQuantized()) {
      Operation *assemble = *loop.getResult(0).getUsers().begin();
      assemble->getResult(0).replaceAllUsesWith(whole->getResult());
      assemble->erase();
    } else {
      loop.getResult(0).replaceAllUsesWith(whole->getResult());
    }
    // The loop and what only it used (its outputs' tensor.empty, the
    // sizes and parts that fed them, its bounds).
    SmallVector<Operation *> worklist;
    auto pushDefs = [&](Operation *op) {
      for (Value v : op->getOperands())
        if (Operation *def = v.getDefiningOp())
          worklist.push_back(def);
    };
    pushDefs(loop);
    loop.erase();
    llvm::DenseSet<Operation *> erased;
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val();
      if (erased.contains(def) || !isOpTriviallyDead(def))
        continue;
      pushDefs(def);
      erased.insert(def);
      def->erase();
    }
  }
  return success();
}
