//===- LowpOps.cpp - lowp operations: verifiers and folders ---------------===//
//
// Each check carries the number of its constraint in docs/spec.md; the tests
// in test/Dialect/Lowp/invalid.mlir are named after the same numbers.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Target/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace lowp;

#define GET_OP_CLASSES
#include "lowp/Dialect/Lowp/IR/LowpOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Formats a shape as [128, ?, 32] for diagnostics.
static std::string shapeStr(ArrayRef<int64_t> shape) {
  std::string str;
  llvm::raw_string_ostream os(str);
  os << '[';
  llvm::interleaveComma(shape, os, [&](int64_t d) {
    if (ShapedType::isDynamic(d))
      os << '?';
    else
      os << d;
  });
  os << ']';
  return str;
}

static ArrayRef<int64_t> getShapeOf(Type t) {
  if (auto s = dyn_cast<ScaledType>(t))
    return s.getShape();
  return cast<RankedTensorType>(t).getShape();
}

static bool compatible(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

static std::string dimStr(int64_t d) {
  return ShapedType::isDynamic(d) ? "?" : std::to_string(d);
}

//===----------------------------------------------------------------------===//
// QuantizeOp
//===----------------------------------------------------------------------===//

/// (C3, C4 of lowp.quantize) a scale mode only for E8M0 scales, power-of-two
/// rounding only for f32 scales; `prefix` names the options
/// ("quantize_" on a matmul).
static LogicalResult verifyQuantizeOptions(Operation *op, ScaledType type,
                                           bool mode, bool pow2,
                                           StringRef prefix) {
  if (mode && !isa<Float8E8M0FNUType>(type.getScaleType()))
    return op->emitOpError("'")
           << prefix << "mode' selects how E8M0 (MX) scales are computed; "
           << "the result's scales are " << type.getScaleType();
  if (pow2 && !type.getScaleType().isF32())
    return op->emitOpError("'")
           << prefix << "pow2_scales' applies to f32 scales only; the "
           << "result's scales are " << type.getScaleType();
  return success();
}

LogicalResult QuantizeOp::verify() {
  ScaledType type = getType();
  ArrayRef<int64_t> in = getInput().getType().getShape();
  // (C2) the input has the scaled tensor's logical shape.
  if (in != type.getShape())
    return emitOpError("input shape ")
           << shapeStr(in) << " does not match the result's logical shape "
           << shapeStr(type.getShape());
  return verifyQuantizeOptions(*this, type, getMode().has_value(),
                               getPow2Scales(), "");
}

//===----------------------------------------------------------------------===//
// DequantizeOp
//===----------------------------------------------------------------------===//

LogicalResult DequantizeOp::verify() {
  auto type = cast<ScaledType>(getInput().getType());
  ArrayRef<int64_t> out = getResult().getType().getShape();
  // (C2) the result has the input's logical shape.
  if (out != type.getShape())
    return emitOpError("result shape ")
           << shapeStr(out) << " does not match the input's logical shape "
           << shapeStr(type.getShape());
  return success();
}

//===----------------------------------------------------------------------===//
// ScaledMatmulOp
//===----------------------------------------------------------------------===//

LogicalResult ScaledMatmulOp::verify() {
  Type lhsT = getLhs().getType(), rhsT = getRhs().getType();
  // (C2) at least one scaled operand.
  if (!isa<ScaledType>(lhsT) && !isa<ScaledType>(rhsT))
    return emitOpError("needs at least one !lowp.scaled operand; two "
                       "high-precision operands are a linalg.matmul");
  ArrayRef<int64_t> a = getShapeOf(lhsT), b = getShapeOf(rhsT);
  ArrayRef<int64_t> c = getShapeOf(getResult().getType());
  // (C3) all ranks equal, 2 (matrix) or 3 (batch of matrices).
  if (a.size() != b.size() || a.size() != c.size() ||
      (a.size() != 2 && a.size() != 3))
    return emitOpError("operands and result must all have rank 2, or all "
                       "rank 3 (batched); got ranks ")
           << a.size() << ", " << b.size() << " -> " << c.size();
  size_t r = a.size();
  bool ta = getTransposeA(), tb = getTransposeB();
  int64_t m = ta ? a[r - 1] : a[r - 2], kA = ta ? a[r - 2] : a[r - 1];
  int64_t n = tb ? b[r - 2] : b[r - 1], kB = tb ? b[r - 1] : b[r - 2];
  // (C4) batch sizes agree.
  if (r == 3 && (!compatible(a[0], b[0]) || !compatible(a[0], c[0])))
    return emitOpError("batch sizes disagree: lhs ")
           << dimStr(a[0]) << ", rhs " << dimStr(b[0]) << ", result "
           << dimStr(c[0]);
  // (C5) contraction sizes agree.
  if (!compatible(kA, kB))
    return emitOpError("contraction sizes disagree: lhs has K = ")
           << dimStr(kA) << (ta ? " (transposed)" : "") << ", rhs has K = "
           << dimStr(kB) << (tb ? " (transposed)" : "");
  // (C6) the result is M x N.
  if (!compatible(c[r - 2], m) || !compatible(c[r - 1], n))
    return emitOpError("result shape ")
           << shapeStr(c) << " is not M x N = " << dimStr(m) << " x "
           << dimStr(n);
  // (C7) the bias has N elements.
  if (Value bias = getBias()) {
    ArrayRef<int64_t> bs = cast<RankedTensorType>(bias.getType()).getShape();
    if (bs.size() != 1 || !compatible(bs[0], n))
      return emitOpError("bias must be a vector of N = ")
             << dimStr(n) << " elements; got shape " << shapeStr(bs);
  }
  return success();
}

/// The epilogue methods of both matmul ops (scaled and grouped).
template <typename OpT> static Type matmulElementType(OpT op) {
  if (!op.hasEpilogue() || op.getEpilogue().front().getNumArguments() == 0)
    return op.getTensorType().getElementType();
  return op.getEpilogue().front().getArgument(0).getType();
}

template <typename OpT>
static SmallVector<AffineMap> epilogueIndexingMaps(OpT op) {
  unsigned r = op.getTensorType().getRank();
  if (auto maps = op.getEpilogueMaps())
    return llvm::to_vector(maps->template getAsValueRange<AffineMapAttr>());
  return SmallVector<AffineMap>(
      op.getEpilogueInputs().size(),
      AffineMap::getMultiDimIdentityMap(r, op.getContext()));
}

/// The epilogue block's ops on `values` (its leading arguments: the
/// matmul's element, or a column pair's two) and `inputs`.
static Value cloneEpilogue(Block &block, OpBuilder &builder, ValueRange values,
                           ValueRange inputs) {
  IRMapping map;
  for (auto [arg, v] : llvm::zip(block.getArguments(), values))
    map.map(arg, v);
  for (auto [arg, v] :
       llvm::zip(block.getArguments().drop_front(values.size()), inputs))
    map.map(arg, v);
  auto vecType = dyn_cast<VectorType>(values.front().getType());
  for (Operation &op : block.without_terminator()) {
    if (!vecType) {
      builder.clone(op, map);
      continue;
    }
    // Vector form: the same op on vectors of the element count (constants
    // broadcast).
    if (auto cst = dyn_cast<arith::ConstantOp>(op)) {
      auto t = VectorType::get(vecType.getShape(), cst.getType());
      map.map(cst.getResult(),
              arith::ConstantOp::create(
                  builder, cst.getLoc(),
                  DenseElementsAttr::get(t, cst.getValue())));
      continue;
    }
    OperationState state(op.getLoc(), op.getName());
    for (Value v : op.getOperands())
      state.operands.push_back(map.lookup(v));
    for (Type t : op.getResultTypes())
      state.types.push_back(VectorType::get(vecType.getShape(), t));
    state.attributes = op.getDiscardableAttrDictionary();
    state.propertiesAttr = op.getPropertiesAsAttribute();
    Operation *v = builder.create(state);
    map.map(op.getResults(), v->getResults());
  }
  return map.lookup(cast<YieldOp>(block.getTerminator()).getValue());
}

Type ScaledMatmulOp::getMatmulElementType() { return matmulElementType(*this); }
Type GroupedScaledMatmulOp::getMatmulElementType() {
  return matmulElementType(*this);
}

/// The high-precision tensor of either matmul's result: its type, or for a
/// quantized result the epilogue's yield in the result's shape (f32 when
/// malformed; the verifier reports it).
template <typename OpT> static RankedTensorType matmulTensorType(OpT op) {
  if (auto t = dyn_cast<RankedTensorType>(op.getResult().getType()))
    return t;
  auto s = cast<ScaledType>(op.getResult().getType());
  Type elem = Float32Type::get(op.getContext());
  if (op.hasEpilogue())
    if (auto y = dyn_cast<YieldOp>(op.getEpilogue().front().getTerminator()))
      elem = y.getValue().getType();
  return RankedTensorType::get(s.getShape(), elem);
}
RankedTensorType ScaledMatmulOp::getTensorType() {
  return matmulTensorType(*this);
}
RankedTensorType GroupedScaledMatmulOp::getTensorType() {
  return matmulTensorType(*this);
}

SmallVector<AffineMap> ScaledMatmulOp::getEpilogueIndexingMaps() {
  return epilogueIndexingMaps(*this);
}
SmallVector<AffineMap> GroupedScaledMatmulOp::getEpilogueIndexingMaps() {
  return epilogueIndexingMaps(*this);
}

Value ScaledMatmulOp::buildEpilogue(OpBuilder &builder, Value element,
                                    ValueRange inputs) {
  return cloneEpilogue(getEpilogue().front(), builder, element, inputs);
}
Value GroupedScaledMatmulOp::buildEpilogue(OpBuilder &builder, Value element,
                                           ValueRange inputs) {
  return cloneEpilogue(getEpilogue().front(), builder, element, inputs);
}
Value GroupedScaledMatmulOp::buildPairEpilogue(OpBuilder &builder, Value even,
                                               Value odd, ValueRange inputs) {
  return cloneEpilogue(getEpilogue().front(), builder, ValueRange{even, odd},
                       inputs);
}

/// An epilogue's inputs (C8 / WS6): as many maps as inputs (`mapCount`, the
/// attribute's, when present); each input's element type is its block
/// argument's (after the `values` leading ones), its map a projected
/// permutation of the `dims` dimensions the region ranges over (`over`
/// names them in the diagnostic) with the input's rank.
static LogicalResult verifyEpilogueInputs(Operation *op, Block &block,
                                          unsigned values, ValueRange inputs,
                                          std::optional<size_t> mapCount,
                                          ArrayRef<AffineMap> maps,
                                          unsigned dims,
                                          const std::string &over) {
  if (mapCount && *mapCount != inputs.size())
    return op->emitOpError("has ") << *mapCount << " epilogue map(s) for "
                                   << inputs.size() << " epilogue input(s)";
  for (auto [i, in, map] : llvm::enumerate(inputs, maps)) {
    auto t = cast<ShapedType>(in.getType());
    if (block.getArgument(i + values).getType() != t.getElementType())
      return op->emitOpError("epilogue argument ")
             << i + values << " has type "
             << block.getArgument(i + values).getType() << " but input " << i
             << " holds " << t.getElementType();
    if (map.getNumDims() != dims || map.getNumSymbols() != 0 ||
        !map.isProjectedPermutation() || map.getNumResults() != t.getRank())
      return op->emitOpError("epilogue map ")
             << i << " must be a projected permutation of " << over << " with "
             << t.getRank() << " result(s); got " << AffineMapAttr::get(map);
  }
  return success();
}

/// An epilogue's body (C8 / WS6): side-effect free scalar ops without
/// regions.
static LogicalResult verifyEpilogueBody(Operation *op, Block &block) {
  for (Operation &o : block.without_terminator())
    if (o.getNumRegions() != 0 || !isPure(&o) ||
        llvm::any_of(o.getResultTypes(),
                     [](Type t) { return !t.isIntOrIndexOrFloat(); }))
      return o.emitOpError("cannot be in a ")
             << op->getName() << " epilogue: only side-effect free scalar "
             << "ops without regions (arith, math) are";
  return success();
}

/// (C8) The epilogue: inputs or maps only with a region; the region's
/// arguments, maps, body and yield (a quantized result's epilogue yields the
/// quantization's input).
template <typename OpT>
static LogicalResult verifyEpilogue(OpT op, bool quantized,
                                    unsigned values = 1) {
  size_t nIn = op.getEpilogueInputs().size();
  if (!op.hasEpilogue()) {
    if (nIn != 0 || op.getEpilogueMaps())
      return op.emitOpError(
          "has epilogue inputs or maps but no epilogue region");
    return success();
  }
  Region &region = op.getEpilogue();
  if (!region.hasOneBlock())
    return op.emitOpError("epilogue must have one block");
  Block &block = region.front();
  if (block.getNumArguments() != nIn + values)
    return op.emitOpError("epilogue block must take ")
           << (values == 2 ? "the matmul's elements of a column pair"
                           : "the matmul's element")
           << " and " << nIn << " input element(s); it takes "
           << block.getNumArguments();
  Type acc = block.getArgument(0).getType();
  if (!acc.isF32() && !acc.isBF16() && !acc.isF16())
    return op.emitOpError("epilogue's first argument (the matmul's element) "
                          "must be f32, bf16 or f16; got ")
           << acc;
  if (values == 2 && block.getArgument(1).getType() != acc)
    return op.emitOpError("epilogue's first two arguments (a column pair) "
                          "must have one type; got ")
           << acc << " and " << block.getArgument(1).getType();
  RankedTensorType resultType = op.getTensorType();
  unsigned r = resultType.getRank();
  std::optional<size_t> mapCount;
  if (auto maps = op.getEpilogueMaps())
    mapCount = maps->size();
  SmallVector<AffineMap> maps = op.getEpilogueIndexingMaps();
  if (failed(verifyEpilogueInputs(
          op, block, values, op.getEpilogueInputs(), mapCount, maps, r,
          "the result's " + std::to_string(r) + " dimensions")))
    return failure();
  for (auto [i, in, map] : llvm::enumerate(op.getEpilogueInputs(), maps)) {
    auto t = cast<RankedTensorType>(in.getType());
    for (auto [d, e] : llvm::enumerate(map.getResults())) {
      unsigned dim = cast<AffineDimExpr>(e).getPosition();
      if (!compatible(t.getDimSize(d), resultType.getDimSize(dim)))
        return op.emitOpError("epilogue input ")
               << i << " has size " << dimStr(t.getDimSize(d))
               << " in dimension " << d << " where the result has "
               << dimStr(resultType.getDimSize(dim));
    }
  }
  auto yield = dyn_cast<YieldOp>(block.getTerminator());
  if (!yield)
    return op.emitOpError("epilogue must end with lowp.yield");
  Type yt = yield.getValue().getType();
  if (quantized) {
    if (!yt.isF32() && !yt.isBF16() && !yt.isF16())
      return op.emitOpError("the epilogue of a quantized result must yield "
                            "f32, bf16 or f16 (the quantization's input); got ")
             << yt;
  } else if (yt != resultType.getElementType()) {
    return op.emitOpError("epilogue yields ")
           << yt << " but the result holds " << resultType.getElementType();
  }
  return verifyEpilogueBody(op, block);
}

// The accessors for either matmul op.
template <typename Fn> static decltype(auto) onMatmul(Operation *mm, Fn &&fn) {
  if (auto g = dyn_cast<GroupedScaledMatmulOp>(mm))
    return fn(g);
  return fn(cast<ScaledMatmulOp>(mm));
}
bool lowp::hasEpilogue(Operation *mm) {
  return onMatmul(mm, [](auto op) { return op.hasEpilogue(); });
}
Region &lowp::getEpilogueRegion(Operation *mm) {
  return onMatmul(mm, [](auto op) -> Region & { return op.getEpilogue(); });
}
OperandRange lowp::getEpilogueInputs(Operation *mm) {
  return onMatmul(mm, [](auto op) { return op.getEpilogueInputs(); });
}
SmallVector<AffineMap> lowp::getEpilogueIndexingMaps(Operation *mm) {
  return onMatmul(mm, [](auto op) { return op.getEpilogueIndexingMaps(); });
}
Value lowp::buildEpilogue(Operation *mm, OpBuilder &builder, Value element,
                          ValueRange inputs) {
  return onMatmul(
      mm, [&](auto op) { return op.buildEpilogue(builder, element, inputs); });
}
RankedTensorType lowp::getMatmulTensorType(Operation *mm) {
  return onMatmul(mm, [](auto op) { return op.getTensorType(); });
}

/// Either matmul's quantize options and region; then (C8).
template <typename OpT>
static LogicalResult verifyQuantizedEpilogue(OpT op, unsigned values = 1) {
  if (!op.isQuantized() && (op.getQuantizeMode() || op.getQuantizePow2Scales()))
    return op.emitOpError("has quantize_mode or quantize_pow2_scales but its "
                          "result is not quantized");
  if (op.isQuantized() && failed(verifyQuantizeOptions(
                              op, cast<ScaledType>(op.getResult().getType()),
                              op.getQuantizeMode().has_value(),
                              op.getQuantizePow2Scales(), "quantize_")))
    return failure();
  if (op.isQuantized() && !op.hasEpilogue())
    return op.emitOpError("a quantized result (a fused lowp.quantize) needs "
                          "an epilogue region (it may just yield the "
                          "matmul's element)");
  return verifyEpilogue(op, op.isQuantized(), values);
}

LogicalResult ScaledMatmulOp::verifyRegions() {
  return verifyQuantizedEpilogue(*this);
}

LogicalResult GroupedScaledMatmulOp::verifyRegions() {
  if (failed(verifyQuantizedEpilogue(*this, getEpilogueValues())))
    return failure();
  if (!hasEpilogue() && getEpiloguePairs())
    return emitOpError("has epilogue_pairs but no epilogue region (the "
                       "region combines each column pair)");
  return success();
}

//===----------------------------------------------------------------------===//
// GroupedScaledMatmulOp
//===----------------------------------------------------------------------===//

LogicalResult GroupedScaledMatmulOp::verify() {
  Type lhsT = getLhs().getType(), rhsT = getRhs().getType();
  // (C2) at least one scaled operand.
  if (!isa<ScaledType>(lhsT) && !isa<ScaledType>(rhsT))
    return emitOpError("needs at least one !lowp.scaled operand");
  ArrayRef<int64_t> a = getShapeOf(lhsT), b = getShapeOf(rhsT);
  ArrayRef<int64_t> c = getShapeOf(getResult().getType());
  // (C3) lhs and result are matrices, rhs a stack of G matrices.
  if (a.size() != 2 || b.size() != 3 || c.size() != 2)
    return emitOpError("expects lhs of rank 2, rhs of rank 3 (G x K x N) "
                       "and a result of rank 2; got ranks ")
           << a.size() << ", " << b.size() << " -> " << c.size();
  bool ta = getTransposeA(), tb = getTransposeB();
  int64_t g = b[0];
  int64_t m = ta ? a[1] : a[0], kA = ta ? a[0] : a[1];
  int64_t n = tb ? b[1] : b[2], kB = tb ? b[2] : b[1];
  // (C4) one offset per group.
  ArrayRef<int64_t> off = getOffsets().getType().getShape();
  if (off.size() != 1 || !compatible(off[0], g))
    return emitOpError("offsets must be a vector of G = ")
           << dimStr(g) << " group end offsets; got shape " << shapeStr(off);
  // (C5) contraction sizes agree.
  if (!compatible(kA, kB))
    return emitOpError("contraction sizes disagree: lhs has K = ")
           << dimStr(kA) << ", rhs has K = " << dimStr(kB);
  // (C6) the result is M x N (epilogue_pairs: M x N/2, N even).
  if (getEpiloguePairs()) {
    if (!ShapedType::isDynamic(n) && n % 2)
      return emitOpError("epilogue_pairs needs an even N; got N = ") << n;
    int64_t half = ShapedType::isDynamic(n) ? n : n / 2;
    if (!compatible(c[0], m) || !compatible(c[1], half))
      return emitOpError("result shape ")
             << shapeStr(c) << " is not M x N/2 = " << dimStr(m) << " x "
             << dimStr(half) << " (epilogue_pairs)";
  } else if (!compatible(c[0], m) || !compatible(c[1], n)) {
    return emitOpError("result shape ")
           << shapeStr(c) << " is not M x N = " << dimStr(m) << " x "
           << dimStr(n);
  }
  // (C7) the bias is G x N.
  if (Value bias = getBias()) {
    ArrayRef<int64_t> bs = cast<RankedTensorType>(bias.getType()).getShape();
    if (bs.size() != 2 || !compatible(bs[0], g) || !compatible(bs[1], n))
      return emitOpError("bias must be G x N = ")
             << dimStr(g) << " x " << dimStr(n) << "; got shape "
             << shapeStr(bs);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// MfmaOp
//===----------------------------------------------------------------------===//

LogicalResult MfmaOp::verify() {
  MfmaAttr kind = getKind();
  const target::MfmaInstr &mi = kind.getInstr();
  // (M1) the fragments are what one lane holds of A and B.
  for (auto [name, v, elem] : {std::make_tuple("a", getA(), kind.getAType()),
                               std::make_tuple("b", getB(), kind.getBType())}) {
    auto want = VectorType::get({static_cast<int64_t>(mi.elemsPerLane)}, elem);
    if (v.getType() != want)
      return emitOpError("'")
             << name << "' must be " << want << " (one lane's fragment of "
             << kind.getIsaName() << "); got " << v.getType();
  }
  // (M2) the accumulator is the lane's M * N / 64 registers.
  auto accType = VectorType::get({static_cast<int64_t>(mi.accRegs())},
                                 Float32Type::get(getContext()));
  if (getAcc().getType() != accType)
    return emitOpError("the accumulator must be ")
           << accType << " for " << kind.getIsaName() << "; got "
           << getAcc().getType();
  // (M3) scales exactly for the scaled forms, bytes 0-3 of a register.
  size_t want = kind.getScaled() ? 2 : 0;
  if (getScales().size() != want)
    return emitOpError() << kind.getIsaName()
                         << (want ? " takes the scales of A and B"
                                  : " takes no scales")
                         << "; got " << getScales().size() << " scale operands";
  std::array<uint32_t, 2> bytes = {getScaleAByte(), getScaleBByte()};
  for (auto [i, byte] : llvm::enumerate(bytes)) {
    bool vec = want && isa<VectorType>(getScales()[i].getType());
    if (byte > (vec ? 3u : 0u))
      return emitOpError("'scale_")
             << (i ? "b" : "a") << "_byte' is " << byte << "; it must be "
             << (vec ? "0-3 (a byte of the scale register)"
                     : "0 (one scale, not a register of four)");
  }
  return success();
}

bool lowp::isDeviceOp(Operation *op) {
  return isa<MfmaOp, WaveMmaOp, WaveRescaleOp, WaveSplitOp, WaveSumOp,
             WaveStoreOp, TileReadOp, TileWriteOp, ScaleReadOp, ScaleWriteOp,
             FragmentReadOp, FragmentDecodeOp, FragmentMmaOp>(op) ||
         (isa<YieldOp>(op) && isa_and_nonnull<WaveStoreOp>(op->getParentOp()));
}

//===----------------------------------------------------------------------===//
// TileReadOp / TileWriteOp
//===----------------------------------------------------------------------===//

/// Bits a code of `t` takes: 8 (fp8), 6 (fp6), 4 (fp4); 0 for a type that
/// is no fp8 / fp6 / fp4 code.
static int64_t codeBits(Type t) {
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float8E4M3FNUZType,
          Float8E5M2FNUZType>(t))
    return 8;
  if (isa<Float6E2M3FNType, Float6E3M2FNType>(t))
    return 6;
  if (isa<Float4E2M1FNType>(t))
    return 4;
  return 0;
}

/// Bits a chunk's element takes in memory: codeBits, or 16 for plain bf16
/// / f16 values (chunks of 8 values).
static int64_t elementBits(Type t) {
  return isa<BFloat16Type, Float16Type>(t) ? 16 : codeBits(t);
}

/// Chunks of `chunk` codes each thread moves: ceil(R BK / chunk / threads).
static int64_t tileRounds(ArrayRef<int64_t> tile, int64_t threads,
                          int64_t chunk = 16) {
  return llvm::divideCeil(tile[0] * tile[1] / chunk, threads);
}

/// (T1-T3) of both copies: the tile and threads, the code type, the chunk
/// and the chunks (one per round, each followed by its block scale codes
/// when `scaleBlock` > 0).
static LogicalResult verifyTileCopy(Operation *op, ArrayRef<int64_t> tile,
                                    int64_t threads, Type codes, bool mapped,
                                    int64_t chunk, int64_t scaleBlock,
                                    TypeRange chunks, bool packed = false) {
  if (tile.size() != 2 || tile[0] < 1 || tile[1] < 16 || tile[1] % 16)
    return op->emitOpError("'tile' must be [ROWS, K] with K a positive "
                           "multiple of 16 (chunks of 16 codes)");
  if (threads < 1)
    return op->emitOpError("'threads' must be at least 1");
  if (chunk != 8 && chunk != 16 && chunk != 32)
    return op->emitOpError("'chunk' must be 8, 16 or 32 codes; got ") << chunk;
  if (tile[1] % chunk)
    return op->emitOpError("'tile' K (")
           << tile[1] << ") must be a multiple of the chunk (" << chunk << ")";
  bool plain = elementBits(codes) == 16;
  if (!codeBits(codes) && !plain)
    return op->emitOpError("codes must be an fp8, fp6 or fp4 type, or bf16 / "
                           "f16 values; got ")
           << codes;
  if (plain && chunk != 8)
    return op->emitOpError("bf16 / f16 values move in chunks of 8; got ")
           << chunk;
  if (chunk == 32 && codeBits(codes) != 4)
    return op->emitOpError("chunks of 32 hold fp4 codes; got ") << codes;
  // (T10) packed fp6: chunks of 16 codes in 12 bytes.
  if (packed && (codeBits(codes) != 6 || chunk != 16 || scaleBlock))
    return op->emitOpError("packed chunks hold 16 fp6 codes (no block "
                           "scales); got ")
           << codes << " in chunks of " << chunk;
  SmallVector<Type> wants =
      TileReadOp::chunkTypes(op->getContext(), tile, threads, codes, mapped,
                             chunk, scaleBlock, packed);
  if (chunks.size() != wants.size())
    return op->emitOpError("moves ")
           << wants.size() << (scaleBlock ? " chunks and scales" : " chunks")
           << " per thread (" << tile[0] << " x " << tile[1]
           << " codes in chunks of " << chunk << ", " << threads
           << " threads); got " << chunks.size();
  for (auto [i, t] : llvm::enumerate(chunks))
    if (t != wants[i])
      return op->emitOpError(scaleBlock && i % 2 ? "block scale codes of "
                                                 : "chunks of ")
             << codes << " codes are " << wants[i] << "; got " << t;
  return success();
}

/// (T8) block scale codes: `scale_block` 16 or 32, a chunk in one block or
/// covering whole ones.
static LogicalResult verifyScaleBlock(Operation *op, int64_t chunk,
                                      std::optional<uint64_t> block) {
  if (!block)
    return success();
  int64_t b = int64_t(*block);
  if (b != 16 && b != 32)
    return op->emitOpError("'scale_block' must be 16 or 32; got ") << b;
  if (chunk > b && chunk % b)
    return op->emitOpError("a chunk of ")
           << chunk << " codes must lie in one block or cover whole ones";
  return success();
}

/// The code maps tile_read applies (`codes` -> `as`).
static bool isTileCodeMap(Type from, Type to) {
  if (from == to)
    return true;
  bool e4m3 = isa<Float8E4M3FNType, Float8E4M3FNUZType>(to);
  bool e5m2 = isa<Float8E5M2Type, Float8E5M2FNUZType>(to);
  if (isa<Float8E4M3FNType>(from))
    return isa<Float8E4M3FNUZType>(to);
  if (isa<Float8E5M2Type>(from))
    return isa<Float8E5M2FNUZType>(to);
  if (isa<Float6E2M3FNType, Float4E2M1FNType>(from))
    return e4m3;
  if (isa<Float6E3M2FNType>(from))
    return e5m2;
  return false;
}

int64_t TileReadOp::getRounds() {
  return tileRounds(getTile(), getThreads(), getChunk());
}

SmallVector<Type> TileReadOp::chunkTypes(MLIRContext *ctx,
                                         ArrayRef<int64_t> tile,
                                         int64_t threads, Type chunkCodes) {
  return chunkTypes(ctx, tile, threads, chunkCodes, /*mapped=*/false, 16, 0);
}

SmallVector<Type> TileReadOp::chunkTypes(MLIRContext *ctx,
                                         ArrayRef<int64_t> tile,
                                         int64_t threads, Type codes,
                                         bool mapped, int64_t chunk,
                                         int64_t scaleBlock, bool packed) {
  Type i8 = IntegerType::get(ctx, 8);
  int64_t bits = elementBits(codes);
  int64_t bytes = bits == 16             ? 2 * chunk
                  : bits == 4 && !mapped ? chunk / 2
                  : bits == 6 && packed  ? chunk * 3 / 4
                                         : chunk;
  Type scales = !scaleBlock ? Type()
                : chunk <= scaleBlock
                    ? i8
                    : Type(VectorType::get({chunk / scaleBlock}, i8));
  SmallVector<Type> types;
  for (int64_t r = 0, e = tileRounds(tile, threads, chunk); r < e; ++r) {
    types.push_back(VectorType::get({bytes}, i8));
    if (scales)
      types.push_back(scales);
  }
  return types;
}

LogicalResult TileReadOp::verify() {
  // (T1-T3) the tile, threads and chunks (of the codes the chunks hold).
  Type codes = getCodes();
  bool mapped = getAs() && isa<Float4E2M1FNType>(codes);
  int64_t block = getScaleBlock() ? int64_t(*getScaleBlock()) : 0;
  if (bool(getScales()) != bool(block))
    return emitOpError("block scale codes take both 'scales' and "
                       "'scale_block'");
  if (failed(verifyTileCopy(*this, getTile(), getThreads(), codes, mapped,
                            getChunk(), block, getChunks().getTypes(),
                            getPacked())) ||
      failed(verifyScaleBlock(*this, getChunk(), getScaleBlock())))
    return failure();
  // (T10) packed fp6 codes are read as stored, by rows.
  if (getPacked() && (getAs() || getKMajor()))
    return emitOpError("reads packed fp6 codes as stored, by rows (no 'as', "
                       "no 'k_major')");
  // (T4) an exact code map.
  Type elem = getSrc().getType().getElementType();
  bool plain = elementBits(codes) == 16;
  if (plain ? elem != codes
            : !elem.isInteger(8) && !(elem == codes && codeBits(codes) == 8))
    return emitOpError("reads i8 storage, or fp8 codes or bf16 / f16 values "
                       "of their own type; got ")
           << getSrc().getType() << " for " << codes << " codes";
  if (plain && (getAs() || getScales()))
    return emitOpError("reads bf16 / f16 values as they are (no 'as', no "
                       "'scales')");
  if (getScaleRowOffset() && !getScales())
    return emitOpError("'scale_row_offset' is for reads with 'scales'");
  if (getChunk() != 16 && mapped && !getEvenOdd())
    return emitOpError("fp4 codes mapped in chunks of ")
           << getChunk() << " are ordered 'even_odd'";
  if (getAs() && !isTileCodeMap(codes, *getAs()))
    return emitOpError("has no exact code map from ")
           << codes << " to " << *getAs();
  if (getEvenOdd() &&
      !(isa<Float4E2M1FNType>(codes) && getAs() && codeBits(*getAs()) == 8))
    return emitOpError("'even_odd' orders fp4 codes mapped into fp8");
  // (T5) K-major reads: codes as stored, whole 16-code chunks of rows.
  if (getKMajor()) {
    if (getChunk() != 16 || getScales())
      return emitOpError("k_major reads move chunks of 16 codes (no "
                         "'chunk', no 'scales')");
    if (getAs() && *getAs() != codes)
      return emitOpError("k_major reads codes as stored (no 'as')");
    if (getTile()[0] % 16)
      return emitOpError("k_major tiles take a multiple of 16 rows; got ")
             << getTile()[0];
  } else if (getKOffset()) {
    return emitOpError("'k_offset' is for k_major reads");
  }
  return success();
}

bool TileWriteOp::isPacked() {
  auto first = getChunks().empty()
                   ? VectorType()
                   : dyn_cast<VectorType>(getChunks().front().getType());
  return codeBits(getCodes()) == 6 && getChunk() == 16 && first &&
         first.getNumElements() == 12;
}

/// Whether `bytes` is a row of the swizzled16 layout: 32, 64, ... 256
/// (2 to 16 chunks of 16 bytes; not a dynamic size).
static bool swizzled16RowBytes(int64_t bytes) {
  return bytes > 0 && bytes % 32 == 0 && bytes <= 256;
}

LogicalResult TileWriteOp::verify() {
  ArrayRef<int64_t> tile = getTile();
  Type codes = getCodes();
  int64_t chunk = getChunk();
  int64_t block = getScaleBlock() ? int64_t(*getScaleBlock()) : 0;
  bool mapped = getAs() && isa<Float4E2M1FNType>(codes);
  if (failed(verifyTileCopy(*this, tile, getThreads(), codes, mapped, chunk,
                            block, getChunks().getTypes(), isPacked())) ||
      failed(verifyScaleBlock(*this, chunk, getScaleBlock())))
    return failure();
  // (T9) decoding: codes (and block scales) into exact bf16 / f16 values.
  if (std::optional<Type> v = getDecode()) {
    if (!v->isBF16() && !v->isF16())
      return emitOpError("decodes into bf16 or f16; got ") << *v;
    if (!codeBits(codes) || chunk == 16)
      return emitOpError("decodes fp8, fp6 or fp4 codes in chunks of 8 (32: "
                         "fp4)");
    if (getLayout() != LdsLayout::Rows)
      return emitOpError("writes decoded values in the rows layout");
    if (getAs() && (codeBits(*getAs()) != 8 || !isTileCodeMap(codes, *getAs())))
      return emitOpError("has no exact code map from ")
             << codes << " to " << *getAs();
    if (bool(getScale()) != bool(block))
      return emitOpError("block scales take both 'scale' and 'scale_block'");
    if (std::optional<Type> t = getScale();
        t && !isa<Float8E8M0FNUType, Float8E4M3FNType, UE5M3Type>(*t))
      return emitOpError("block scales are f8E8M0FNU, f8E4M3FN (UE4M3) or "
                         "!lowp.ue5m3; got ")
             << *t;
    if (getScaledCvt() &&
        (!v->isBF16() || !isa<Float4E2M1FNType>(codes) || getAs() ||
         block != 32 ||
         !isa_and_present<Float8E8M0FNUType>(getScale().value_or(Type()))))
      return emitOpError("'scaled_cvt' decodes fp4 codes as loaded with "
                         "f8E8M0FNU scales per 32 to bf16");
  } else if (getAs() || getScale() || block || getScaledCvt()) {
    return emitOpError(
        "'as', block scales and 'scaled_cvt' are for writes that 'decode'");
  } else if (chunk != 16 && elementBits(codes) != 16) {
    return emitOpError("writes codes in chunks of 16 (8 or 32 to 'decode')");
  }
  if (chunk != 16 && getLayout() != LdsLayout::Rows)
    return emitOpError("chunks of ") << chunk << " take the rows layout";
  // (T6) workgroup memory.
  auto type = cast<MemRefType>(getDest().getType());
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return emitOpError("writes workgroup memory "
                       "(#gpu.address_space<workgroup>); got ")
           << type;
  // (T7) the layout's rows and bytes fit the buffer (static sizes).
  int64_t bits = getDecode() ? 16 : elementBits(codes),
          n = tileRounds(tile, getThreads(), chunk);
  int64_t rows = 0, bytes = 0;
  switch (getLayout()) {
  case LdsLayout::Rows:
    rows = llvm::divideCeil(n * getThreads(), tile[1] / chunk);
    bytes = tile[1] * bits / 8;
    break;
  case LdsLayout::Swizzled:
    if (bits != 8 || tile[1] != 64)
      return emitOpError("the swizzled layout holds 64 fp8 codes a row");
    rows = llvm::divideCeil(n * getThreads(), 4);
    bytes = 64;
    break;
  case LdsLayout::Swizzled16:
    if (bits != 8 || !swizzled16RowBytes(tile[1]))
      return emitOpError("the swizzled16 layout holds 32, 64, ... 256 fp8 "
                         "codes a row");
    rows = llvm::divideCeil(n * getThreads(), tile[1] / 16);
    bytes = tile[1];
    break;
  case LdsLayout::KMajor:
    if (tile[0] % 16)
      return emitOpError("k_major tiles take a multiple of 16 rows; got ")
             << tile[0];
    rows = llvm::divideCeil(n * getThreads(), tile[0] / 16);
    bytes = tile[0] * (bits == 4 ? 4 : 8) / 8;
    break;
  }
  if ((!type.isDynamicDim(1) && type.getDimSize(1) < rows) ||
      (!type.isDynamicDim(2) && type.getDimSize(2) < bytes))
    return emitOpError("the ")
           << stringifyLdsLayout(getLayout()) << " layout of this tile takes "
           << rows << " rows of " << bytes << " bytes; got " << type;
  return success();
}

//===----------------------------------------------------------------------===//
// ScaleReadOp / ScaleWriteOp
//===----------------------------------------------------------------------===//

/// (S1-S2) of both scale copies: the tile, threads and values (all i8 or
/// all f32, one per round).
static LogicalResult verifyScaleCopy(Operation *op, ArrayRef<int64_t> tile,
                                     int64_t threads, TypeRange values,
                                     Type want) {
  if (tile.size() != 2 || tile[0] < 1 || tile[1] < 1)
    return op->emitOpError("'tile' must be [ROWS, GROUPS], both at least 1");
  if (threads < 1)
    return op->emitOpError("'threads' must be at least 1");
  int64_t n = ScaleReadOp::getRounds(tile, threads);
  if (int64_t(values.size()) != n)
    return op->emitOpError("moves ")
           << n << " scales per thread (" << tile[0] << " x " << tile[1] << ", "
           << threads << " threads); got " << values.size();
  for (Type t : values)
    if (t != want)
      return op->emitOpError("scales must be ")
             << want
             << (want.isF32() ? " (decoded, or f32 scales)" : " (E8M0 codes)")
             << "; got " << t;
  return success();
}

/// Entries each thread moves: ceil(R G / threads).
int64_t ScaleReadOp::getRounds(ArrayRef<int64_t> tile, int64_t threads) {
  return llvm::divideCeil(tile[0] * tile[1], threads);
}

LogicalResult ScaleReadOp::verify() {
  Builder b(getContext());
  std::optional<int64_t> decode = getDecode();
  // (S3) E8M0 codes (i8 storage or typed), or f32 scales read as they are
  // (no decode); positive block ratios, a non-negative decode factor.
  Type elem = getScales().getType().getElementType();
  if (!elem.isInteger(8) && !isa<Float8E8M0FNUType>(elem) && !elem.isF32())
    return emitOpError("reads E8M0 codes (i8 or f8E8M0FNU) or f32 scales; got ")
           << getScales().getType();
  if (elem.isF32() && decode)
    return emitOpError("reads f32 scales as they are: no 'decode'");
  if (failed(verifyScaleCopy(
          *this, getTile(), getThreads(), getValues().getTypes(),
          decode || elem.isF32() ? Type(b.getF32Type()) : Type(b.getI8Type()))))
    return failure();
  if (getKRatio() < 1 || getRowBlock() < 1)
    return emitOpError("'k_ratio' and 'row_block' must be at least 1");
  if (decode && *decode < 0)
    return emitOpError("'decode' is a power of two >= 0; got ") << *decode;
  return success();
}

LogicalResult ScaleWriteOp::verify() {
  auto type = cast<MemRefType>(getDest().getType());
  Type elem = type.getElementType();
  if (failed(verifyScaleCopy(*this, getTile(), getThreads(),
                             getValues().getTypes(), elem)))
    return failure();
  // (S4) workgroup memory.
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return emitOpError("writes workgroup memory "
                       "(#gpu.address_space<workgroup>); got ")
           << type;
  // (S5) decoded scales [stage][g][r]; codes in lane order [stage][pos].
  ArrayRef<int64_t> tile = getTile();
  if (elem.isF32()) {
    if (getLanes())
      return emitOpError("decoded (f32) scales lie [group][row]; 'lanes' is "
                         "for E8M0 codes in lane order");
    if (type.getRank() != 3)
      return emitOpError("decoded scales need memref<STAGES x GROUPS x ROWS "
                         "x f32>; got ")
             << type;
    if ((!type.isDynamicDim(1) && type.getDimSize(1) < tile[1]) ||
        (!type.isDynamicDim(2) && type.getDimSize(2) < tile[0]))
      return emitOpError("the buffer holds fewer than ")
             << tile[1] << " x " << tile[0] << " scales a stage; got " << type;
    return success();
  }
  std::optional<ArrayRef<int64_t>> lanes = getLanes();
  if (!lanes || lanes->size() != 3 ||
      !((*lanes)[0] == 16 || (*lanes)[0] == 32) || (*lanes)[1] < 1 ||
      (*lanes)[2] < 1)
    return emitOpError("E8M0 codes in lane order need 'lanes' = [T, TM, KS] "
                       "(T 16 or 32, TM and KS at least 1)");
  if (type.getRank() != 2)
    return emitOpError("codes in lane order need memref<STAGES x CODES x "
                       "i8>; got ")
           << type;
  if (!type.isDynamicDim(1) && type.getDimSize(1) < tile[0] * tile[1])
    return emitOpError("the buffer holds fewer than ")
           << tile[0] * tile[1] << " codes a stage; got " << type;
  return success();
}

//===----------------------------------------------------------------------===//
// WaveMmaOp
//===----------------------------------------------------------------------===//

/// The results of an op that updates accumulators: their types.
template <typename OpT>
static LogicalResult
accumulatorTypes(ValueRange operands, DictionaryAttr attributes,
                 OpaqueProperties properties, RegionRange regions,
                 SmallVectorImpl<Type> &types) {
  typename OpT::Adaptor adaptor(operands, attributes, properties, regions);
  llvm::append_range(types, adaptor.getAcc().getTypes());
  return success();
}

LogicalResult WaveMmaOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &types) {
  return accumulatorTypes<WaveMmaOp>(operands, attributes, properties, regions,
                                     types);
}

/// (W1, W2 / WS1) A wave's square instruction tiles, `tiles` = [TM, TN],
/// and its TM x TN accumulators of the lane's M * N / 64 registers.
static LogicalResult verifyWaveTiles(Operation *op, MfmaAttr kind,
                                     ArrayRef<int64_t> tiles, ValueRange accs) {
  const target::MfmaInstr &mi = kind.getInstr();
  if (mi.m != mi.n)
    return op->emitOpError("takes square MFMA tiles; ")
           << kind.getIsaName() << " is " << mi.m << " x " << mi.n;
  if (tiles.size() != 2 || tiles[0] < 1 || tiles[1] < 1)
    return op->emitOpError("'tiles' must be [TM, TN], both at least 1");
  auto accType = VectorType::get({static_cast<int64_t>(mi.accRegs())},
                                 Float32Type::get(op->getContext()));
  if (int64_t(accs.size()) != tiles[0] * tiles[1])
    return op->emitOpError("takes ")
           << tiles[0] * tiles[1] << " accumulators (tiles " << tiles[0]
           << " x " << tiles[1] << "); got " << accs.size();
  for (Value acc : accs)
    if (acc.getType() != accType)
      return op->emitOpError("accumulators must be ")
             << accType << " for " << kind.getIsaName() << "; got "
             << acc.getType();
  return success();
}

LogicalResult WaveMmaOp::verify() {
  MfmaAttr kind = getKind();
  const target::MfmaInstr &mi = kind.getInstr();
  bool f8f6f4 = mi.operand == target::MfmaOperand::F8F6F4;
  // (W1, W2) square instruction tiles, TM x TN accumulators; at least one
  // K step.
  if (failed(verifyWaveTiles(*this, kind, getTiles(), getAcc())))
    return failure();
  if (getKSteps() < 1 || getKWaves() < 1 || getKSteps() > 64 ||
      getKWaves() > 64)
    return emitOpError("'k_steps' and 'k_waves' must be 1 to 64 (a K step "
                       "of at most 64 instructions per wave); got ")
           << getKSteps() << " and " << getKWaves();
  // (W3) the tiles are in workgroup memory.
  for (Value m : {getLhs(), getRhs()}) {
    auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(
        cast<MemRefType>(m.getType()).getMemorySpace());
    if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
      return emitOpError("operand tiles must be in workgroup memory "
                         "(#gpu.address_space<workgroup>); got ")
             << m.getType();
  }
  // (W4) layouts the instruction can read: swizzled rows for the 16x16x32
  // fp8 form, transpose loads for the f8f6f4 forms.
  for (auto [name, layout, elem, tile] :
       {std::make_tuple("lhs", getLhsLayout(), kind.getAType(), getLhs()),
        std::make_tuple("rhs", getRhsLayout(), kind.getBType(), getRhs())}) {
    if (layout == LdsLayout::Swizzled &&
        !(mi.operand == target::MfmaOperand::FP8 && mi.m == 16 && mi.k == 32))
      return emitOpError("the swizzled layout of '")
             << name << "' is for the 16x16x32 fp8 MFMA only";
    if (layout == LdsLayout::Swizzled16 &&
        !(f8f6f4 && elem.getIntOrFloatBitWidth() == 8))
      return emitOpError("the swizzled16 layout of '")
             << name << "' is for fp8 operands of an f8f6f4 MFMA only";
    if (layout == LdsLayout::Swizzled16 &&
        !swizzled16RowBytes(cast<MemRefType>(tile.getType()).getDimSize(2)))
      return emitOpError("the swizzled16 layout of '")
             << name << "' takes rows of 32, 64, ... 256 bytes";
    if (layout == LdsLayout::KMajor && !f8f6f4)
      return emitOpError("the k_major layout of '")
             << name << "' needs an f8f6f4 MFMA (transpose loads)";
  }
  // (W5) block scales: both or none; E8M0 codes for the scaled forms, f32
  // scales per 32-K group for the 16x16x32 fp8 form.
  Value sa = getLhsScales(), sb = getRhsScales();
  if (bool(sa) != bool(sb))
    return emitOpError("takes the block scales of both operands or of none");
  if (kind.getScaled() && !sa)
    return emitOpError() << kind.getIsaName() << " needs block scales";
  if (sa) {
    bool scaled = kind.getScaled();
    if (!scaled && !(mi.operand == target::MfmaOperand::FP8 && mi.k == 32))
      return emitOpError("block scales need a scaled MFMA or the 16x16x32 fp8 "
                         "one (partial sums per 32-K group)");
    for (Value v : {sa, sb}) {
      auto t = cast<MemRefType>(v.getType());
      bool ok = scaled ? t.getRank() == 2 && t.getElementType().isInteger(8)
                       : t.getRank() == 3 && t.getElementType().isF32();
      if (!ok)
        return emitOpError("block scales must be ")
               << (scaled ? "memref<STAGES x CODES x i8> (E8M0 codes in lane "
                            "order)"
                          : "memref<STAGES x GROUPS x ROWS x f32>")
               << " for " << kind.getIsaName() << "; got " << t;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// WaveRescaleOp
//===----------------------------------------------------------------------===//

LogicalResult WaveRescaleOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &types) {
  return accumulatorTypes<WaveRescaleOp>(operands, attributes, properties,
                                         regions, types);
}

LogicalResult WaveRescaleOp::verify() {
  // (WR1) square instruction tiles, TM x TN accumulators of R registers,
  // and as many partial sums of that type.
  if (failed(verifyWaveTiles(*this, getKind(), getTiles(), getAcc())))
    return failure();
  if (getParts().getTypes() != getAcc().getTypes())
    return emitOpError("takes a partial sum per accumulator, of its type; "
                       "got ")
           << getParts().size() << " partial sums for " << getAcc().size()
           << " accumulators";
  // (WR2) an index per dimension of each scale memref; the advancing
  // dimension is one of them.
  auto check = [&](StringRef name, Value m, ValueRange idx,
                   std::optional<int64_t> dim) -> LogicalResult {
    int64_t rank = cast<MemRefType>(m.getType()).getRank();
    if (int64_t(idx.size()) != rank)
      return emitOpError("'") << name << "' takes " << rank
                              << " indices (its rank); got " << idx.size();
    if (dim && (*dim < 0 || *dim >= rank))
      return emitOpError("'")
             << name << "' advances along dimension " << *dim
             << ", which a rank-" << rank << " memref does not have";
    return success();
  };
  if (failed(check("scale_a", getScaleA(), getAIndices(), getADim())) ||
      failed(check("scale_b", getScaleB(), getBIndices(), getBDim())))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// FragmentReadOp, FragmentMmaOp
//===----------------------------------------------------------------------===//

static bool isFragmentForm(const target::MfmaInstr &mi) {
  using target::MfmaOperand;
  if (mi.operand == MfmaOperand::F8F6F4)
    return mi.m == 16 && mi.k == 128;
  if (mi.operand == MfmaOperand::FP8)
    return mi.m == 16 && mi.k == 32;
  if (mi.operand == MfmaOperand::BF16 || mi.operand == MfmaOperand::F16)
    return mi.m == 16 && (mi.k == 16 || mi.k == 32) && !mi.intAccumulate;
  return false;
}

/// Whether `codes` fit an operand of type `to`: the same type, or OCP fp8
/// codes the 16x16x32 fp8 form reads mapped to FNUZ (tile_read's fp8 maps;
/// `perBlock`, its per-block scaled form: fp6 / fp4 codes mapped too).
static bool fragmentCodesFit(const target::MfmaInstr &mi, Type codes, Type to,
                             bool perBlock) {
  if (codes == to)
    return true;
  return mi.operand == target::MfmaOperand::FP8 &&
         (perBlock || codes.getIntOrFloatBitWidth() == 8) &&
         isTileCodeMap(codes, to);
}

bool FragmentReadOp::isPerBlockForm(MfmaAttr kind, bool scales) {
  return scales && kind.getInstr().operand == target::MfmaOperand::FP8;
}

/// Codes a bf16 / f16 instruction's fragments may hold, decoded by
/// lowp.fragment_decode: fp8, fp6 or fp4.
static bool isDecodedCodes(Type t) {
  auto f = dyn_cast<FloatType>(t);
  return f && f.getWidth() <= 8 && !isa<Float8E8M0FNUType>(t);
}
static bool isPlainForm(const target::MfmaInstr &mi) {
  return mi.operand == target::MfmaOperand::BF16 ||
         mi.operand == target::MfmaOperand::F16;
}

/// (F1, F2) The instruction is one the fragment ops read for, and `codes`
/// fit one of its operand types `to` (or, `decoded`, are codes a bf16 /
/// f16 form's fragments hold for lowp.fragment_decode).
static LogicalResult verifyFragmentCodes(Operation *op, MfmaAttr kind,
                                         StringRef name, Type codes,
                                         ArrayRef<Type> to, bool decoded,
                                         bool perBlock = false) {
  const target::MfmaInstr &mi = kind.getInstr();
  if (!isFragmentForm(mi))
    return op->emitOpError("reads fragments for the 16x16x128 f8f6f4 MFMAs, "
                           "the 16x16x32 fp8 one and the 16x16x16 / 16x16x32 "
                           "bf16 / f16 ones; got ")
           << kind.getIsaName();
  if (llvm::any_of(
          to, [&](Type t) { return fragmentCodesFit(mi, codes, t, perBlock); }))
    return success();
  if (decoded && isPlainForm(mi) && isDecodedCodes(codes))
    return success();
  return op->emitOpError("'")
         << name << "' codes " << codes << " do not fit " << kind.getIsaName()
         << "'s operand type " << to.front() << " (the same type, or "
         << (perBlock ? "codes the per-block form maps to it: OCP fp8, fp6, fp4"
                      : "OCP fp8 codes mapped to FNUZ")
         << (decoded && isPlainForm(mi) ? ", or fp8 / fp6 / fp4 codes to decode"
                                        : "")
         << ")";
}

/// `types` as "t0, t1, ..." (diagnostics).
static std::string typeList(TypeRange types) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(types, os);
  return s;
}

/// The registers of 32 codes to decode (fp4 packed, or mapped into fp8 on
/// the read as four chunks of 8; fp8 / fp6 a byte each), then their block
/// scale codes (`scaleBlock` 32: one, 16: two).
static void decodedRegisters(MLIRContext *ctx, Type codes, bool mapped,
                             int64_t scaleBlock, SmallVectorImpl<Type> &out) {
  Type i8 = IntegerType::get(ctx, 8);
  if (!isa<Float4E2M1FNType>(codes))
    out.push_back(VectorType::get({32}, i8));
  else if (mapped)
    out.append(4, VectorType::get({8}, i8));
  else
    out.push_back(VectorType::get({16}, i8));
  if (scaleBlock == 32)
    out.push_back(i8);
  else if (scaleBlock == 16)
    out.push_back(VectorType::get({2}, i8));
}

SmallVector<Type> FragmentReadOp::tileTypes(MfmaAttr kind, Type codes,
                                            bool scales, bool mapped,
                                            int64_t scaleBlock, bool accRows,
                                            bool packed) {
  MLIRContext *ctx = kind.getContext();
  Type i8 = IntegerType::get(ctx, 8);
  auto v = [&](int64_t n, Type t) { return VectorType::get({n}, t); };
  SmallVector<Type> types;
  const target::MfmaInstr &mi = kind.getInstr();
  if (FragmentReadOp::isPerBlockForm(kind, scales)) {
    // Four 32-K blocks' codes, then their E8M0 codes (i32): the lane's
    // row's, or the four accumulator rows' a block.
    types.append(4, v(isa<Float4E2M1FNType>(codes) ? 4 : 8, i8));
    types.append(accRows ? 16 : 4, IntegerType::get(ctx, 32));
    return types;
  }
  if (isa<BFloat16Type, Float16Type>(codes)) {
    types.push_back(v(32, codes));
  } else if (isPlainForm(mi)) {
    decodedRegisters(ctx, codes, mapped, scales ? scaleBlock : 0, types);
    return types;
  } else if (mi.operand != target::MfmaOperand::F8F6F4) {
    types.push_back(v(32, i8));
  } else if (codes.getIntOrFloatBitWidth() == 8) {
    types.append({v(16, i8), v(16, i8)});
  } else {
    types.push_back(v(isa<Float4E2M1FNType>(codes) ? 16
                      : packed                     ? 24
                                                   : 32,
                      i8));
  }
  if (scales)
    types.push_back(i8);
  return types;
}

/// Whether an operand's fragments of fp6 codes on an f8f6f4 form are packed
/// (their first register 24 bytes: four codes in three).
static bool packedFragments(MfmaAttr kind, Type codes, ValueRange regs) {
  if (kind.getInstr().operand != target::MfmaOperand::F8F6F4 ||
      codes.getIntOrFloatBitWidth() != 6 || regs.empty())
    return false;
  auto v = dyn_cast<VectorType>(regs.front().getType());
  return v && v.getNumElements() == 24;
}

/// (F3) An operand's registers: `tiles` times tileTypes.
static LogicalResult
verifyFragments(Operation *op, StringRef name, MfmaAttr kind, Type codes,
                bool scales, int64_t tiles, TypeRange got, bool mapped = false,
                int64_t scaleBlock = 0, bool accRows = false,
                bool packed = false) {
  SmallVector<Type> tile = FragmentReadOp::tileTypes(
      kind, codes, scales, mapped, scaleBlock, accRows, packed);
  bool ok = int64_t(got.size()) == tiles * int64_t(tile.size());
  for (size_t i = 0; ok && i < got.size(); ++i)
    ok = got[i] == tile[i % tile.size()];
  if (ok)
    return success();
  return op->emitOpError("'")
         << name << "' must be " << tiles << " x (" << typeList(tile) << ") for " << codes
         << " codes of " << tiles << " tile(s) of " << kind.getIsaName()
         << "; got " << got.size() << " value(s)";
}

LogicalResult FragmentReadOp::verify() {
  MfmaAttr kind = getKind();
  Type codes = getCodes();
  bool perBlock = isPerBlock();
  // (F1, F2) codes of one of the instruction's operand types, or codes to
  // decode on a bf16 / f16 form.
  if (failed(verifyFragmentCodes(*this, kind, "src", codes,
                                 {kind.getAType(), kind.getBType()},
                                 /*decoded=*/true, perBlock)))
    return failure();
  bool decoded = isPlainForm(kind.getInstr()) && isDecodedCodes(codes);
  // (F3) the source holds the codes (i8) or the values.
  bool plain = isa<BFloat16Type, Float16Type>(codes);
  Type elem = cast<MemRefType>(getSrc().getType()).getElementType();
  if (elem != (plain ? codes : IntegerType::get(getContext(), 8)))
    return emitOpError("'src' must hold ")
           << (plain ? "the values" : "the codes as i8") << " for " << codes
           << "; got " << getSrc().getType();
  if (getTiles() < 1 || getTiles() > 16)
    return emitOpError("'tiles' must be 1 to 16; got ") << getTiles();
  // (F4) E8M0 scale codes with the scaled forms only, and always there;
  // block scale codes (scale_block 16 or 32) with codes to decode.
  bool scaled = kind.getScaled();
  std::optional<uint64_t> block = getScaleBlock();
  if (decoded) {
    if (bool(getScales()) != bool(block))
      return emitOpError("takes 'scales' and 'scale_block' together");
    if (block && *block != 16 && *block != 32)
      return emitOpError("'scale_block' must be 16 or 32; got ") << *block;
  } else if (perBlock) {
    // (F10) the 16x16x32 fp8 form's per-block scales: E8M0 codes of 32 K.
    if (block != 32u)
      return emitOpError("block scales on ")
             << kind.getIsaName()
             << " are per 32-K block (scale_block 32: the per-block form)";
  } else {
    if (scaled != bool(getScales()))
      return emitOpError(scaled ? "needs" : "takes no")
             << " block scales with " << kind.getIsaName();
    if (block)
      return emitOpError("'scale_block' is for codes to decode (a bf16 / "
                         "f16 instruction) or the 16x16x32 fp8 form's "
                         "per-block scales");
  }
  if (getScaleRowOffset() && !getScales())
    return emitOpError("'scale_row_offset' needs scales");
  // (F10) acc_rows and whole_block belong to the per-block form.
  if ((getAccRows() || getWholeBlock()) && !perBlock)
    return emitOpError("'acc_rows' and 'whole_block' are for the 16x16x32 "
                       "fp8 form's per-block scaled codes");
  // (F12) packed fp6 codes on the f8f6f4 forms.
  if (getPacked() && (kind.getInstr().operand != target::MfmaOperand::F8F6F4 ||
                      codes.getIntOrFloatBitWidth() != 6))
    return emitOpError("'packed' reads fp6 codes for the f8f6f4 forms; got ")
           << codes << " for " << kind.getIsaName();
  // (F6) `as`: fp4 codes to decode, mapped into an fp8 type on the read.
  std::optional<Type> as = getAs();
  if (as && (!decoded || !isa<Float4E2M1FNType>(codes) ||
             cast<FloatType>(*as).getWidth() != 8))
    return emitOpError("'as' maps fp4 codes to decode into an fp8 type; got ")
           << codes << " as " << *as;
  return verifyFragments(
      *this, "results", kind, codes, scaled || bool(getScales()), getTiles(),
      getFragments().getTypes(), bool(as), block ? int64_t(*block) : 0,
      getAccRows(), getPacked());
}

//===----------------------------------------------------------------------===//
// FragmentDecodeOp
//===----------------------------------------------------------------------===//

LogicalResult FragmentDecodeOp::verify() {
  Type codes = getCodes();
  Type decode = getDecode();
  // (F7) fp8 / fp6 / fp4 codes into bf16 / f16: 32 values of that type.
  if (!isDecodedCodes(codes))
    return emitOpError("decodes fp8, fp6 or fp4 codes; got ") << codes;
  if (!isa<BFloat16Type, Float16Type>(decode) ||
      getValues().getType() != VectorType::get({32}, decode))
    return emitOpError("decodes into vector<32 x bf16 / f16> of its 'to' "
                       "type; got ")
           << decode << " and " << getValues().getType();
  std::optional<Type> as = getAs();
  if (as && cast<FloatType>(*as).getWidth() != 8)
    return emitOpError("'as' must be an fp8 type; got ") << *as;
  // (F8) block scales: a type and the K a code covers, together.
  std::optional<Type> scale = getScale();
  std::optional<uint64_t> block = getScaleBlock();
  if (bool(scale) != bool(block))
    return emitOpError("takes 'scale' and 'scale_block' together");
  if (block && *block != 16 && *block != 32)
    return emitOpError("'scale_block' must be 16 or 32; got ") << *block;
  if (scale && !isa<Float8E8M0FNUType, Float8E4M3FNType, UE5M3Type>(*scale))
    return emitOpError("block scales are f8E8M0FNU, f8E4M3FN (UE4M3) or "
                       "!lowp.ue5m3; got ")
           << *scale;
  // (F9) the scaled conversion: fp4 codes as loaded, E8M0 32-blocks, bf16.
  if (getScaledCvt() && !(isa<Float4E2M1FNType>(codes) && !as && scale &&
                          isa<Float8E8M0FNUType>(*scale) && *block == 32 &&
                          isa<BFloat16Type>(decode)))
    return emitOpError("'scaled_cvt' converts fp4 codes as loaded (no 'as') "
                       "with E8M0 scales of 32 to bf16");
  // (F3) the registers of one tile.
  SmallVector<Type> want;
  decodedRegisters(getContext(), codes, bool(as), block ? *block : 0, want);
  if (TypeRange(want) != getRegs().getTypes())
    return emitOpError("takes (")
           << typeList(want) << ") for " << codes << " codes; got "
           << getRegs().size() << " value(s)";
  return success();
}

LogicalResult FragmentMmaOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &types) {
  return accumulatorTypes<FragmentMmaOp>(operands, attributes, properties,
                                         regions, types);
}

LogicalResult FragmentMmaOp::verify() {
  MfmaAttr kind = getKind();
  std::optional<uint64_t> block = getScaleBlock();
  bool perBlock = bool(block);
  // (F11) the per-block form is the 16x16x32 fp8 instruction's.
  if (perBlock && !FragmentReadOp::isPerBlockForm(kind, true))
    return emitOpError("'scale_block' is for the 16x16x32 fp8 form; got ")
           << kind.getIsaName();
  // (F5) square tiles, TM x TN accumulators (F11: then the per-block form's
  // NaN flags, TM i32 and TN vector<4xi32>).
  ValueRange accs = getAcc();
  if (perBlock && getTiles().size() == 2) {
    int64_t tm = getTiles()[0], tn = getTiles()[1];
    if (int64_t(accs.size()) != tm * tn + tm + tn)
      return emitOpError("takes ")
             << tm * tn << " accumulators and " << tm + tn
             << " NaN flags with 'scale_block' (tiles " << tm << " x " << tn
             << "); got " << accs.size() << " value(s)";
    Type i32 = IntegerType::get(getContext(), 32);
    for (int64_t f = 0; f < tm + tn; ++f) {
      Type want = f < tm ? i32 : VectorType::get({4}, i32);
      if (accs[tm * tn + f].getType() != want)
        return emitOpError("NaN flag ") << f << " must be " << want << "; got "
                                        << accs[tm * tn + f].getType();
    }
    accs = accs.take_front(tm * tn);
  }
  if (failed(verifyWaveTiles(*this, kind, getTiles(), accs)))
    return failure();
  // (F11) the per-block scaled form: 32-K blocks on the 16x16x32 fp8
  // instruction, with the code maps' powers of two.
  if (perBlock && *block != 32)
    return emitOpError("'scale_block' must be 32; got ") << *block;
  std::optional<ArrayRef<int64_t>> log2 = getScaleLog2();
  if (perBlock != bool(log2) || (log2 && log2->size() != 2))
    return emitOpError("takes 'scale_block' with 'scale_log2' (two powers "
                       "of two, A's and B's)");
  if (getEvenOdd() && !perBlock)
    return emitOpError("'even_odd' orders the per-block form's fp4 codes");
  // (F1, F2, F3) each operand's codes and registers.
  if (failed(verifyFragmentCodes(*this, kind, "lhs", getLhsCodes(),
                                 {kind.getAType()}, /*decoded=*/false,
                                 perBlock)) ||
      failed(verifyFragmentCodes(*this, kind, "rhs", getRhsCodes(),
                                 {kind.getBType()}, /*decoded=*/false,
                                 perBlock)))
    return failure();
  bool scaled = kind.getScaled() || perBlock;
  int64_t sb = perBlock ? 32 : 0;
  if (failed(verifyFragments(*this, "lhs", kind, getLhsCodes(), scaled,
                             getTiles()[0], getLhs().getTypes(), false, sb,
                             false,
                             packedFragments(kind, getLhsCodes(), getLhs()))) ||
      failed(verifyFragments(*this, "rhs", kind, getRhsCodes(), scaled,
                             getTiles()[1], getRhs().getTypes(), false, sb,
                             /*accRows=*/perBlock,
                             packedFragments(kind, getRhsCodes(), getRhs()))))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// WaveSumOp
//===----------------------------------------------------------------------===//

LogicalResult WaveSumOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &types) {
  return accumulatorTypes<WaveSumOp>(operands, attributes, properties, regions,
                                     types);
}

LogicalResult WaveSplitOp::verify() {
  // (SP1) a tile of two sizes, waves along M, N and K, all positive; (SP2)
  // the waves divide the tile.
  ArrayRef<int64_t> t = getTile(), w = getWaves();
  auto positive = [](ArrayRef<int64_t> v) {
    return llvm::all_of(v, [](int64_t x) { return x > 0; });
  };
  if (t.size() != 2 || w.size() != 3 || !positive(t) || !positive(w))
    return emitOpError("takes a tile [BM, BN] and waves [WM, WN, WK], all "
                       "positive; got tile = [")
           << t << "], waves = [" << w << "]";
  if (t[0] % w[0] || t[1] % w[1])
    return emitOpError("waves [")
           << w[0] << ", " << w[1] << "] must divide the tile [" << t[0] << ", "
           << t[1] << "]";
  return success();
}

LogicalResult WaveSumOp::verify() {
  // (WK1) two or more waves along K, at least one wave tile; (WK2)
  // accumulators of one type (the results have them); (WK3) the scratch is
  // in workgroup memory and, when static, holds the sums of waves k_wave >
  // 0.
  if (getKWaves() < 2 || getWaves() < 1)
    return emitOpError("sums 2 or more waves along K over 1 or more wave "
                       "tiles; got k_waves = ")
           << getKWaves() << ", waves = " << getWaves();
  if (getAcc().empty() || !llvm::all_equal(getAcc().getTypes()))
    return emitOpError("needs accumulators, all of one type");
  auto t = cast<MemRefType>(getScratch().getType());
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(t.getMemorySpace());
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return emitOpError("scratch must be in workgroup memory "
                       "(#gpu.address_space<workgroup>); got ")
           << t;
  int64_t regs = cast<VectorType>(getAcc()[0].getType()).getNumElements();
  int64_t need =
      (getKWaves() - 1) * getWaves() * int64_t(getAcc().size()) * 64 * regs;
  if (t.hasStaticShape() && t.getNumElements() < need)
    return emitOpError("scratch must hold ")
           << need << " f32 (the sums of waves k_wave > 0); it holds "
           << t.getNumElements();
  return success();
}

//===----------------------------------------------------------------------===//
// WaveStoreOp
//===----------------------------------------------------------------------===//

Type WaveStoreOp::getRoundedType() {
  if (!getEpilogue().empty() && getEpilogue().front().getNumArguments() > 0)
    return getEpilogue().front().getArgument(0).getType();
  return cast<MemRefType>(getDest().getType()).getElementType();
}

Type WaveStoreOp::getStoredType() {
  if (!getEpilogue().empty())
    if (auto y = dyn_cast<YieldOp>(getEpilogue().front().getTerminator()))
      return y.getValue().getType();
  return getRoundedType();
}

SmallVector<AffineMap> WaveStoreOp::getEpilogueIndexingMaps() {
  if (auto maps = getEpilogueMaps())
    return llvm::to_vector(maps->getAsValueRange<AffineMapAttr>());
  return SmallVector<AffineMap>(
      getEpilogueInputs().size(),
      AffineMap::getMultiDimIdentityMap(2, getContext()));
}

Value WaveStoreOp::buildEpilogue(OpBuilder &builder, ValueRange values,
                                 ValueRange inputs) {
  return cloneEpilogue(getEpilogue().front(), builder, values, inputs);
}

LogicalResult WaveStoreOp::verify() {
  MfmaAttr kind = getKind();
  const target::MfmaInstr &mi = kind.getInstr();
  // (WS1) square instruction tiles, TM x TN accumulators of R registers.
  if (failed(verifyWaveTiles(*this, kind, getTiles(), getAcc())))
    return failure();
  ArrayRef<int64_t> tiles = getTiles();
  // (WS2) dest: rank 2 or more, one index a dimension.
  auto dest = cast<MemRefType>(getDest().getType());
  if (dest.getRank() < 2 || int64_t(getIndices().size()) != dest.getRank())
    return emitOpError("takes a dest of rank 2 or more and one index per "
                       "dimension; got ")
           << getIndices().size() << " index(es) into " << dest;
  // (WS3) per-row / per-column scales need their memref.
  if (getPerRowA() && !getScaleA())
    return emitOpError("has per_row_a but no scale_a");
  if (getPerColumnB() && !getScaleB())
    return emitOpError("has per_column_b but no scale_b");
  // (WS4) a quantized result: i8 codes, an fp8 / fp6 / fp4 type, a region.
  bool quantized = bool(getScalesOut());
  if (quantized != bool(getQuantizeType()))
    return emitOpError("takes scales_out and quantize_type together (a "
                       "quantized result)");
  if (!quantized && getQuantizeMode())
    return emitOpError("has quantize_mode but no scales_out");
  if (quantized) {
    Type q = *getQuantizeType();
    if (!isOCPType(q))
      return emitOpError("quantizes to fp8 (E4M3FN, E5M2), fp6 or fp4 "
                         "codes; got ")
             << q;
    if (!dest.getElementType().isInteger(8))
      return emitOpError("stores a quantized result's codes as i8; dest "
                         "holds ")
             << dest.getElementType();
    if (getEpilogue().empty())
      return emitOpError("a quantized result needs an epilogue region (it "
                         "may just yield the element)");
    // The wave's columns make whole blocks of 32 of C's (64 of the
    // product's with pairs).
    int64_t span = getPairs() ? 64 : 32;
    if ((tiles[1] * int64_t(mi.n)) % span)
      return emitOpError("quantizes blocks of 32 of C's columns: the wave's ")
             << tiles[1] * mi.n << " columns must be a multiple of " << span;
  }
  if (getPairs() && getEpilogue().empty())
    return emitOpError("has pairs but no epilogue region (the region "
                       "combines each column pair)");
  if (getEpilogue().empty() && !getEpilogueInputs().empty())
    return emitOpError("has epilogue inputs but no epilogue region");
  // (WS5) the rounded type.
  Type r = getRoundedType();
  if (!r.isF32() && !r.isBF16() && !r.isF16())
    return emitOpError("rounds the product to f32, bf16 or f16 (the "
                       "region's first argument, or dest's element type); "
                       "got ")
           << r;
  return success();
}

LogicalResult WaveStoreOp::verifyRegions() {
  if (getEpilogue().empty())
    return success();
  // (WS6) the region as a matmul's epilogue, over C's (row, column).
  Region &region = getEpilogue();
  if (!region.hasOneBlock())
    return emitOpError("epilogue must have one block");
  Block &block = region.front();
  unsigned values = getPairs() ? 2 : 1;
  size_t nIn = getEpilogueInputs().size();
  if (block.getNumArguments() != nIn + values)
    return emitOpError("epilogue block must take ")
           << values << " element(s) and " << nIn
           << " input element(s); it takes " << block.getNumArguments();
  if (values == 2 && block.getArgument(1).getType() != getRoundedType())
    return emitOpError("epilogue's first two arguments (a column pair) "
                       "must have one type");
  std::optional<size_t> mapCount;
  if (auto maps = getEpilogueMaps())
    mapCount = maps->size();
  if (failed(verifyEpilogueInputs(*this, block, values, getEpilogueInputs(),
                                  mapCount, getEpilogueIndexingMaps(), 2,
                                  "C's (row, column)")))
    return failure();
  auto yield = dyn_cast<YieldOp>(block.getTerminator());
  if (!yield)
    return emitOpError("epilogue must end with lowp.yield");
  Type yt = yield.getValue().getType();
  Type destElem = cast<MemRefType>(getDest().getType()).getElementType();
  if (getScalesOut()) {
    if (!yt.isF32() && !yt.isBF16() && !yt.isF16())
      return emitOpError("the epilogue of a quantized result must yield "
                         "f32, bf16 or f16; got ")
             << yt;
  } else if (yt != destElem) {
    return emitOpError("epilogue yields ")
           << yt << " but dest holds " << destElem;
  }
  return verifyEpilogueBody(*this, block);
}

//===----------------------------------------------------------------------===//
// AssembleOp / DisassembleOp
//===----------------------------------------------------------------------===//

/// Checks the parts of a scaled value against its type (constraints C1-C3
/// of both assemble and disassemble).
static LogicalResult verifyParts(Operation *op, ScaledType type, Type codes,
                                 Type scales, Value tensorScale) {
  // (C1) codes are tensor<SHAPE x ELEM>.
  if (codes != type.getCodesType())
    return op->emitOpError("codes must be ")
           << type.getCodesType() << " for " << type << "; got " << codes;
  // (C2) scales are tensor<SCALESHAPE x SCALE>.
  if (scales != type.getScalesType())
    return op->emitOpError("scales must be ")
           << type.getScalesType() << " for " << type << "; got " << scales;
  // (C3) a tensor scale exactly when the type has one.
  if (type.hasTensorScale() != static_cast<bool>(tensorScale))
    return op->emitOpError()
           << (type.hasTensorScale() ? "the type has a tensor scale: a "
                                       "tensor<f32> tensor scale is required"
                                     : "the type has no tensor scale");
  return success();
}

LogicalResult AssembleOp::verify() {
  return verifyParts(*this, cast<ScaledType>(getResult().getType()),
                     getCodes().getType(), getScales().getType(),
                     getTensorScale());
}

LogicalResult DisassembleOp::verify() {
  return verifyParts(*this, cast<ScaledType>(getInput().getType()),
                     getCodes().getType(), getScales().getType(),
                     getTensorScale());
}

// assemble(disassemble(x)) -> x. Pure bookkeeping: no numerics change.
OpFoldResult AssembleOp::fold(FoldAdaptor) {
  auto parts = getCodes().getDefiningOp<DisassembleOp>();
  if (!parts || parts.getScales() != getScales() ||
      parts.getTensorScale() != getTensorScale() ||
      parts.getInput().getType() != getResult().getType())
    return {};
  return parts.getInput();
}

// disassemble(assemble(c, s[, t])) -> c, s[, t].
LogicalResult DisassembleOp::fold(FoldAdaptor,
                                  SmallVectorImpl<OpFoldResult> &results) {
  auto whole = getInput().getDefiningOp<AssembleOp>();
  if (!whole)
    return failure();
  results.push_back(whole.getCodes());
  results.push_back(whole.getScales());
  if (Value t = whole.getTensorScale())
    results.push_back(t);
  return success();
}
