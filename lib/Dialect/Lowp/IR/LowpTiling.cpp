//===- LowpTiling.cpp - TilingInterface of lowp ops -----------------------===//
//
// lowp.scaled_matmul and lowp.dequantize as TilingInterface ops, so
// upstream's scf tiling (scf::tileUsingSCF, the transform dialect's
// tile_using_forall, tile-and-fuse) cuts them into tiles; lowp-tile uses it
// for workgroup tiles (docs/codegen.md "Stage 1"). A tile of a scaled
// operand is a slice of its codes and of its block scales, so tiles must
// not cut a scale block (lowp/Dialect/Lowp/IR/Tiling.h).
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Dialect/Lowp/IR/Tiling.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace lowp;

//===----------------------------------------------------------------------===//
// Slices of scaled values
//===----------------------------------------------------------------------===//

static constexpr int64_t kWhole = ScaledType::kWholeDim;

static bool setWhy(std::string *why, const Twine &msg) {
  if (why)
    *why = msg.str();
  return false;
}

DisassembleOp lowp::disassemble(OpBuilder &b, Location loc, Value scaled) {
  auto s = cast<ScaledType>(scaled.getType());
  SmallVector<Type> parts = {s.getCodesType(), s.getScalesType()};
  if (s.hasTensorScale())
    parts.push_back(s.getTensorScaleType());
  return DisassembleOp::create(b, loc, parts, scaled);
}

OpFoldResult lowp::getMixedDim(OpBuilder &b, Location loc, Value v, int64_t d) {
  if (auto s = dyn_cast<ScaledType>(v.getType())) {
    if (!s.isDynamicDim(d))
      return b.getIndexAttr(s.getShape()[d]);
    v = disassemble(b, loc, v).getCodes();
  }
  return tensor::getMixedSize(b, loc, v, d);
}

FailureOr<ScaledType> lowp::getSlicedType(ScaledType type,
                                          ArrayRef<int64_t> shape,
                                          std::string *why) {
  for (auto [i, size] : llvm::enumerate(shape)) {
    int64_t blk = type.getBlock()[i];
    if (blk == kWhole || blk == 1)
      continue;
    if (ShapedType::isDynamic(size)) {
      setWhy(why, "dimension " + Twine(i) + " has scale blocks of " +
                      Twine(blk) +
                      ", so its tiles must have a static size (a multiple "
                      "of " +
                      Twine(blk) + " that divides the dimension)");
      return failure();
    }
    if (size % blk != 0) {
      setWhy(why, "a tile of " + Twine(size) + " along dimension " + Twine(i) +
                      " would cut its scale blocks of " + Twine(blk));
      return failure();
    }
  }
  if (isPackedCodeType(type.getElementType()) &&
      !ShapedType::isDynamic(shape.back()) && shape.back() % 2 != 0) {
    setWhy(why, "f4E2M1FN codes are two per byte along the innermost "
                "dimension; a tile of " +
                    Twine(shape.back()) + " would split a byte");
    return failure();
  }
  return ScaledType::get(type.getContext(), shape, type.getElementType(),
                         type.getScaleType(), type.getBlock(),
                         type.hasTensorScale());
}

FailureOr<ScaledType> lowp::getSlicedType(ScaledType type,
                                          ArrayRef<OpFoldResult> sizes,
                                          std::string *why) {
  SmallVector<int64_t> shape;
  for (OpFoldResult size : sizes)
    shape.push_back(getConstantIntValue(size).value_or(ShapedType::kDynamic));
  return getSlicedType(type, shape, why);
}

/// A '*' block keeps one scale for the whole dimension, which any slice of
/// it still reads; a block of B needs offsets that are multiples of B
/// (checked when constant).
static LogicalResult checkOffsets(ScaledType type,
                                  ArrayRef<OpFoldResult> offsets,
                                  std::string *why) {
  for (auto [i, off] : llvm::enumerate(offsets)) {
    int64_t blk = type.getBlock()[i];
    std::optional<int64_t> c = getConstantIntValue(off);
    if (blk != kWhole && c && *c % blk != 0) {
      setWhy(why, "a tile at offset " + Twine(*c) + " along dimension " +
                      Twine(i) + " would start inside a scale block of " +
                      Twine(blk));
      return failure();
    }
  }
  return success();
}

LogicalResult lowp::checkSlice(ScaledType type, ArrayRef<OpFoldResult> offsets,
                               ArrayRef<OpFoldResult> sizes, std::string *why) {
  if (failed(checkOffsets(type, offsets, why)))
    return failure();
  return success(succeeded(getSlicedType(type, sizes, why)));
}

void lowp::getScaleSlice(OpBuilder &b, Location loc, ScaledType type,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes,
                         SmallVectorImpl<OpFoldResult> &scaleOffsets,
                         SmallVectorImpl<OpFoldResult> &scaleSizes) {
  // A '*' block keeps its one scale; a block of B takes offset / B and
  // size / B (static, a multiple of B by getSlicedType).
  for (auto [i, blk] : llvm::enumerate(type.getBlock())) {
    if (blk == kWhole) {
      scaleOffsets.push_back(b.getIndexAttr(0));
      scaleSizes.push_back(b.getIndexAttr(1));
      continue;
    }
    if (blk == 1) {
      scaleOffsets.push_back(offsets[i]);
      scaleSizes.push_back(sizes[i]);
      continue;
    }
    AffineExpr d0 = getAffineDimExpr(0, b.getContext());
    scaleOffsets.push_back(affine::makeComposedFoldedAffineApply(
        b, loc, d0.floorDiv(blk), {offsets[i]}));
    scaleSizes.push_back(b.getIndexAttr(*getConstantIntValue(sizes[i]) / blk));
  }
}

FailureOr<Value> lowp::sliceOperand(OpBuilder &b, Location loc, Value v,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes,
                                    SmallVectorImpl<Operation *> *slices,
                                    std::string *why) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  auto record = [&](tensor::ExtractSliceOp op) {
    if (slices)
      slices->push_back(op);
    return op.getResult();
  };
  auto type = dyn_cast<ScaledType>(v.getType());
  if (!type)
    return record(
        tensor::ExtractSliceOp::create(b, loc, v, offsets, sizes, strides));
  FailureOr<ScaledType> sliced = getSlicedType(type, sizes, why);
  if (failed(sliced) || failed(checkOffsets(type, offsets, why)))
    return failure();
  SmallVector<OpFoldResult> scaleOffsets, scaleSizes;
  getScaleSlice(b, loc, type, offsets, sizes, scaleOffsets, scaleSizes);
  DisassembleOp parts = disassemble(b, loc, v);
  Value codes = record(tensor::ExtractSliceOp::create(b, loc, parts.getCodes(),
                                                      offsets, sizes, strides));
  Value scales = record(tensor::ExtractSliceOp::create(
      b, loc, parts.getScales(), scaleOffsets, scaleSizes, strides));
  // The slice ops infer static shapes where they can; the sliced type says
  // the same (getSlicedType keeps constants static).
  return AssembleOp::create(b, loc, *sliced, codes, scales,
                            parts.getTensorScale())
      .getResult();
}

/// Whether `offset` / `size` cover all of dimension `d` of `operand`: a zero
/// offset and the dimension's static size, or the `tensor.dim` that
/// getMixedDim builds for it.
static bool coversDim(OpFoldResult offset, OpFoldResult size, Value operand,
                      int64_t d) {
  if (!isZeroInteger(offset))
    return false;
  int64_t static_ =
      isa<ScaledType>(operand.getType())
          ? cast<ScaledType>(operand.getType()).getShape()[d]
          : cast<RankedTensorType>(operand.getType()).getDimSize(d);
  if (!ShapedType::isDynamic(static_))
    return getConstantIntValue(size) == static_;
  auto dim =
      dyn_cast_if_present<Value>(size)
          ? dyn_cast_if_present<Value>(size).getDefiningOp<tensor::DimOp>()
          : tensor::DimOp();
  if (!dim || dim.getConstantIndex() != d)
    return false;
  Value src = dim.getSource();
  if (auto parts = src.getDefiningOp<DisassembleOp>())
    src = parts.getInput();
  return src == operand;
}

//===----------------------------------------------------------------------===//
// ScaledMatmulOp: loops ([batch,] M, N parallel; K reduction, never tiled)
//===----------------------------------------------------------------------===//

namespace {
/// Where M, N and K lie in a matmul's operands.
struct MatmulDims {
  int64_t rank, aM, aK, bN, bK;
  explicit MatmulDims(ScaledMatmulOp op) : rank(op.getTensorType().getRank()) {
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    aM = ta ? rank - 1 : rank - 2;
    aK = ta ? rank - 2 : rank - 1;
    bN = tb ? rank - 2 : rank - 1;
    bK = tb ? rank - 1 : rank - 2;
  }
};
} // namespace

SmallVector<utils::IteratorType> ScaledMatmulOp::getLoopIteratorTypes() {
  SmallVector<utils::IteratorType> types(getTensorType().getRank(),
                                         utils::IteratorType::parallel);
  types.push_back(utils::IteratorType::reduction);
  return types;
}

SmallVector<Range> ScaledMatmulOp::getIterationDomain(OpBuilder &b) {
  MatmulDims d(*this);
  Location loc = getLoc();
  ArrayRef<int64_t> c = getTensorType().getShape();
  auto size = [&](int64_t resultDim, Value operand, int64_t operandDim) {
    if (resultDim >= 0 && !ShapedType::isDynamic(c[resultDim]))
      return OpFoldResult(b.getIndexAttr(c[resultDim]));
    return getMixedDim(b, loc, operand, operandDim);
  };
  SmallVector<OpFoldResult> sizes;
  if (d.rank == 3)
    sizes.push_back(size(0, getLhs(), 0));
  sizes.push_back(size(d.rank - 2, getLhs(), d.aM));
  sizes.push_back(size(d.rank - 1, getRhs(), d.bN));
  sizes.push_back(size(-1, getLhs(), d.aK));
  SmallVector<Range> ranges;
  for (OpFoldResult s : sizes)
    ranges.push_back({b.getIndexAttr(0), s, b.getIndexAttr(1)});
  return ranges;
}

/// The tile of `op` at `offsets` / `sizes` (its loops); a quantized result
/// only when `quantized` (lowp::getScaledResultTile).
/// mlir::clone(b, op, types, operands) without its crash: upstream's
/// OpBuilder::cloneRegionBefore reads the first block of the region it
/// cloned whenever the builder has a listener (a transform interpreter's
/// rewriter, a greedy driver), and a matmul without an epilogue has an
/// empty region. Empty regions are left empty here, not cloned.
static Operation *cloneOp(OpBuilder &b, Operation *op, TypeRange types,
                          ValueRange operands) {
  IRMapping map;
  OperationState state(op->getLoc(), op->getName(), operands, types,
                       op->getAttrs(), op->getSuccessors());
  for (Region &r : op->getRegions()) {
    Region *region = state.addRegion();
    if (!r.empty())
      b.cloneRegionBefore(r, *region, region->begin(), map);
  }
  return b.create(state);
}

static FailureOr<TilingResult> tileMatmul(ScaledMatmulOp op, OpBuilder &b,
                                          ArrayRef<OpFoldResult> offsets,
                                          ArrayRef<OpFoldResult> sizes,
                                          bool quantized, std::string *why) {
  MatmulDims d(op);
  Location loc = op.getLoc();
  // The sum over K is exact and rounded once, so a tile covers all of K.
  if (!coversDim(offsets.back(), sizes.back(), op.getLhs(), d.aK)) {
    setWhy(why, "a tile of a matmul covers all of K");
    return failure();
  }
  // A quantized result is a scaled value, which upstream's loops cannot
  // insert into a tensor (lowp-tile inserts its codes and scales).
  if (op.isQuantized() && !quantized) {
    setWhy(why, "the result is quantized");
    return failure();
  }
  // Operand tiles: (batch,) then the operand's two matrix dimensions.
  auto operandTile = [&](int64_t rowDim, int64_t rowLoop, int64_t colLoop,
                         int64_t kDim) {
    SmallVector<OpFoldResult> off, sz;
    if (d.rank == 3) {
      off.push_back(offsets[0]);
      sz.push_back(sizes[0]);
    }
    for (int64_t loop : rowDim < kDim
                            ? SmallVector<int64_t>{rowLoop, colLoop}
                            : SmallVector<int64_t>{colLoop, rowLoop}) {
      off.push_back(offsets[loop]);
      sz.push_back(sizes[loop]);
    }
    return std::make_pair(off, sz);
  };
  int64_t mLoop = d.rank - 2, nLoop = d.rank - 1, kLoop = d.rank;
  SmallVector<Operation *> slices;
  auto [aOff, aSz] = operandTile(d.aM, mLoop, kLoop, d.aK);
  auto [bOff, bSz] = operandTile(d.bN, nLoop, kLoop, d.bK);
  FailureOr<Value> lhs =
      sliceOperand(b, loc, op.getLhs(), aOff, aSz, &slices, why);
  if (failed(lhs))
    return failure();
  FailureOr<Value> rhs =
      sliceOperand(b, loc, op.getRhs(), bOff, bSz, &slices, why);
  if (failed(rhs))
    return failure();
  SmallVector<Value> operands = {*lhs, *rhs};
  if (Value bias = op.getBias())
    operands.push_back(
        *sliceOperand(b, loc, bias, {offsets[nLoop]}, {sizes[nLoop]}, &slices));
  for (auto [input, map] :
       llvm::zip_equal(op.getEpilogueInputs(), op.getEpilogueIndexingMaps())) {
    SmallVector<OpFoldResult> off, sz;
    for (AffineExpr e : map.getResults()) {
      unsigned pos = cast<AffineDimExpr>(e).getPosition();
      off.push_back(offsets[pos]);
      sz.push_back(sizes[pos]);
    }
    operands.push_back(*sliceOperand(b, loc, input, off, sz, &slices));
  }
  SmallVector<int64_t> shape;
  for (OpFoldResult s : sizes.drop_back())
    shape.push_back(getConstantIntValue(s).value_or(ShapedType::kDynamic));
  Type resultType =
      RankedTensorType::get(shape, op.getTensorType().getElementType());
  if (auto q = dyn_cast<ScaledType>(op.getResult().getType())) {
    FailureOr<ScaledType> t = getSlicedType(q, ArrayRef<int64_t>(shape), why);
    if (failed(t))
      return failure();
    resultType = *t;
  }
  Operation *tiled = cloneOp(b, op, {resultType}, operands);
  return TilingResult{{tiled}, {tiled->getResult(0)}, slices};
}

FailureOr<TilingResult>
ScaledMatmulOp::getTiledImplementation(OpBuilder &b,
                                       ArrayRef<OpFoldResult> offsets,
                                       ArrayRef<OpFoldResult> sizes) {
  return tileMatmul(*this, b, offsets, sizes, /*quantized=*/false, nullptr);
}

LogicalResult ScaledMatmulOp::getResultTilePosition(
    OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  resultOffsets.assign(offsets.begin(), offsets.end() - 1);
  resultSizes.assign(sizes.begin(), sizes.end() - 1);
  return success();
}

LogicalResult ScaledMatmulOp::getIterationDomainTileFromResultTile(
    OpBuilder &b, unsigned, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVectorImpl<OpFoldResult> &iterOffsets,
    SmallVectorImpl<OpFoldResult> &iterSizes) {
  iterOffsets.assign(offsets.begin(), offsets.end());
  iterSizes.assign(sizes.begin(), sizes.end());
  iterOffsets.push_back(b.getIndexAttr(0));
  iterSizes.push_back(getMixedDim(b, getLoc(), getLhs(), MatmulDims(*this).aK));
  return success();
}

FailureOr<TilingResult>
ScaledMatmulOp::generateResultTileValue(OpBuilder &b, unsigned resultNumber,
                                        ArrayRef<OpFoldResult> offsets,
                                        ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> iterOffsets, iterSizes;
  if (failed(getIterationDomainTileFromResultTile(
          b, resultNumber, offsets, sizes, iterOffsets, iterSizes)))
    return failure();
  return getTiledImplementation(b, iterOffsets, iterSizes);
}

LogicalResult
ScaledMatmulOp::reifyResultShapes(OpBuilder &b,
                                  ReifiedRankedShapedTypeDims &shapes) {
  SmallVector<Range> domain = getIterationDomain(b);
  SmallVector<OpFoldResult> dims;
  for (const Range &r : ArrayRef(domain).drop_back())
    dims.push_back(r.size);
  shapes.push_back(dims);
  return success();
}

//===----------------------------------------------------------------------===//
// DequantizeOp: one parallel loop per dimension
//===----------------------------------------------------------------------===//

SmallVector<utils::IteratorType> DequantizeOp::getLoopIteratorTypes() {
  return SmallVector<utils::IteratorType>(
      cast<ScaledType>(getInput().getType()).getRank(),
      utils::IteratorType::parallel);
}

SmallVector<Range> DequantizeOp::getIterationDomain(OpBuilder &b) {
  auto type = cast<RankedTensorType>(getResult().getType());
  SmallVector<Range> ranges;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    OpFoldResult size = type.isDynamicDim(i)
                            ? getMixedDim(b, getLoc(), getInput(), i)
                            : OpFoldResult(b.getIndexAttr(type.getDimSize(i)));
    ranges.push_back({b.getIndexAttr(0), size, b.getIndexAttr(1)});
  }
  return ranges;
}

FailureOr<TilingResult>
DequantizeOp::getTiledImplementation(OpBuilder &b,
                                     ArrayRef<OpFoldResult> offsets,
                                     ArrayRef<OpFoldResult> sizes) {
  SmallVector<Operation *> slices;
  FailureOr<Value> input =
      sliceOperand(b, getLoc(), getInput(), offsets, sizes, &slices);
  if (failed(input))
    return failure();
  auto type = RankedTensorType::get(
      cast<ScaledType>(input->getType()).getShape(),
      cast<RankedTensorType>(getResult().getType()).getElementType());
  auto tiled = DequantizeOp::create(b, getLoc(), type, *input);
  tiled->setDiscardableAttrs(getOperation()->getDiscardableAttrDictionary());
  return TilingResult{{tiled}, {tiled.getResult()}, slices};
}

LogicalResult DequantizeOp::getResultTilePosition(
    OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  resultOffsets.assign(offsets.begin(), offsets.end());
  resultSizes.assign(sizes.begin(), sizes.end());
  return success();
}

LogicalResult DequantizeOp::getIterationDomainTileFromResultTile(
    OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVectorImpl<OpFoldResult> &iterOffsets,
    SmallVectorImpl<OpFoldResult> &iterSizes) {
  iterOffsets.assign(offsets.begin(), offsets.end());
  iterSizes.assign(sizes.begin(), sizes.end());
  return success();
}

FailureOr<TilingResult>
DequantizeOp::generateResultTileValue(OpBuilder &b, unsigned,
                                      ArrayRef<OpFoldResult> offsets,
                                      ArrayRef<OpFoldResult> sizes) {
  return getTiledImplementation(b, offsets, sizes);
}

LogicalResult
DequantizeOp::reifyResultShapes(OpBuilder &b,
                                ReifiedRankedShapedTypeDims &shapes) {
  SmallVector<OpFoldResult> dims;
  for (const Range &r : getIterationDomain(b))
    dims.push_back(r.size);
  shapes.push_back(dims);
  return success();
}

//===----------------------------------------------------------------------===//
// Ops with a scaled result: lowp.quantize, a quantized lowp.scaled_matmul
//===----------------------------------------------------------------------===//

/// A tile of a quantization: the slice of its input, quantized to the
/// slice's type. Its scales must not depend on what lies outside the tile:
/// no tensor scale (a global amax), '*' blocks (a per-tensor or per-row
/// amax) only along dimensions the tile covers whole.
static FailureOr<Value> tileQuantize(QuantizeOp op, OpBuilder &b,
                                     ArrayRef<OpFoldResult> offsets,
                                     ArrayRef<OpFoldResult> sizes,
                                     std::string *why) {
  ScaledType type = op.getType();
  if (type.hasTensorScale()) {
    setWhy(why, "its tensor scale comes from the amax of the whole tensor");
    return failure();
  }
  for (auto [i, blk] : llvm::enumerate(type.getBlock()))
    if (blk == kWhole && !coversDim(offsets[i], sizes[i], op.getInput(), i)) {
      setWhy(why, "dimension " + Twine(i) +
                      " has one scale for all of it (from its amax), so a "
                      "tile must cover it whole");
      return failure();
    }
  FailureOr<ScaledType> sliced = getSlicedType(type, sizes, why);
  if (failed(sliced))
    return failure();
  FailureOr<Value> input =
      sliceOperand(b, op.getLoc(), op.getInput(), offsets, sizes);
  return cloneOp(b, op, {*sliced}, {*input})->getResult(0);
}

FailureOr<Value> lowp::getScaledResultTile(OpBuilder &b, Operation *op,
                                           ArrayRef<OpFoldResult> offsets,
                                           ArrayRef<OpFoldResult> sizes,
                                           std::string *why) {
  if (auto q = dyn_cast<QuantizeOp>(op))
    return tileQuantize(q, b, offsets, sizes, why);
  auto mm = dyn_cast<ScaledMatmulOp>(op);
  if (!mm || !mm.isQuantized()) {
    setWhy(why, "not an op with a scaled result");
    return failure();
  }
  FailureOr<TilingResult> t =
      tileMatmul(mm, b, offsets, sizes, /*quantized=*/true, why);
  if (failed(t))
    return failure();
  return t->tiledValues[0];
}
