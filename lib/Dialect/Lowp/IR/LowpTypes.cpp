//===- LowpTypes.cpp - lowp types: parser, printer, verifier --------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace lowp;

#define GET_TYPEDEF_CLASSES
#include "lowp/Dialect/Lowp/IR/LowpOpsTypes.cpp.inc"

void LowpDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "lowp/Dialect/Lowp/IR/LowpOpsTypes.cpp.inc"
      >();
}

static constexpr int64_t kWhole = ScaledType::kWholeDim;

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

int64_t ScaledType::getBlockExtent(unsigned i) const {
  int64_t b = getBlock()[i];
  return b == kWhole ? getShape()[i] : b;
}

SmallVector<int64_t> ScaledType::getScaleShape() const {
  SmallVector<int64_t> s;
  for (auto [dim, b] : llvm::zip_equal(getShape(), getBlock())) {
    if (b == kWhole)
      s.push_back(1);
    else if (ShapedType::isDynamic(dim))
      s.push_back(ShapedType::kDynamic);
    else
      s.push_back(dim / b);
  }
  return s;
}

RankedTensorType ScaledType::getCodesType() const {
  return RankedTensorType::get(getShape(), getElementType());
}

RankedTensorType ScaledType::getScalesType() const {
  return RankedTensorType::get(getScaleShape(), getScaleType());
}

RankedTensorType ScaledType::getTensorScaleType() const {
  return RankedTensorType::get({}, Float32Type::get(getContext()));
}

std::pair<StringRef, int64_t> ScaledType::getRecipe() const {
  int64_t rank = getRank();
  for (const RecipeInfo &r : getRecipes()) {
    SmallVector<int64_t> axes = {-1};
    if (r.hasAxis)
      for (int64_t a = 0; a + 1 < rank; ++a)
        axes.push_back(a);
    for (int64_t axis : axes) {
      FailureOr<RecipeParams> p =
          getRecipeParams({}, r.name, getShape(), getElementType(), axis);
      if (failed(p) || p->scaleType != getScaleType() ||
          p->tensorScale != getTensorScale() ||
          ArrayRef<int64_t>(p->block) != getBlock())
        continue;
      return {r.name, r.hasAxis ? (axis == -1 ? rank - 1 : axis) : -1};
    }
  }
  return {"", -1};
}

//===----------------------------------------------------------------------===//
// Verifier: constraints T1-T8 of docs/spec.md
//===----------------------------------------------------------------------===//

static constexpr const char *kElementFormats =
    "f8E4M3FN, f8E4M3FNUZ, f8E5M2, f8E5M2FNUZ, f6E2M3FN, f6E3M2FN, f4E2M1FN";

LogicalResult
ScaledType::verify(function_ref<InFlightDiagnostic()> emitError,
                   ArrayRef<int64_t> shape, Type elementType, Type scaleType,
                   ArrayRef<int64_t> block, bool tensorScale) {
  // (T1) rank >= 1, static dims non-negative.
  if (shape.empty())
    return emitError() << "scaled tensor must have rank >= 1";
  for (auto [i, d] : llvm::enumerate(shape))
    if (!ShapedType::isDynamic(d) && d < 0)
      return emitError() << "dimension " << i << " has negative size " << d;
  // (T2) element format.
  if (!isScaledElementType(elementType))
    return emitError() << "element format must be one of " << kElementFormats
                       << "; got " << elementType;
  // (T3) scale format.
  if (!isScaleType(scaleType))
    return emitError() << "scale format must be one of f32, f8E8M0FNU, "
                          "f8E4M3FN (UE4M3), ue5m3; got "
                       << scaleType;
  // (T4) one block entry per dimension, each positive or whole.
  if (block.size() != shape.size())
    return emitError() << "block has " << block.size()
                       << " entries but the shape has rank " << shape.size();
  for (auto [i, b] : llvm::enumerate(block))
    if (b != kWhole && b <= 0)
      return emitError() << "block entry " << i << " is " << b
                         << "; it must be positive or '*'";
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(shape, block))) {
    auto [d, b] = pair;
    if (b == kWhole)
      continue;
    if (ShapedType::isDynamic(d)) {
      // (T6) a dynamic dimension admits blocks of 1 or '*' only.
      if (b != 1)
        return emitError() << "dimension " << i
                           << " is dynamic, so its block must be 1 or '*'; "
                              "got "
                           << b;
    } else if (d % b != 0) {
      // (T5) the block divides its (static) dimension.
      return emitError() << "block size " << b << " does not divide dimension "
                         << i << " of size " << d;
    }
  }
  // (T7) scale format and element format belong together.
  if (scaleType.isF32() && !isFP8Type(elementType))
    return emitError() << "f32 scales (the FP8 recipes) need an fp8 element "
                          "format; got "
                       << elementType;
  if (isa<Float8E8M0FNUType>(scaleType) && !isOCPType(elementType))
    return emitError() << "E8M0 scales (MX) need an OCP element format "
                          "(f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN); "
                          "got "
                       << elementType;
  if (isa<Float8E4M3FNType, UE5M3Type>(scaleType) &&
      !isa<Float4E2M1FNType>(elementType))
    return emitError() << (isa<UE5M3Type>(scaleType) ? "ue5m3" : "UE4M3")
                       << " scales (NVFP4 / AMD-FP4) need element format "
                          "f4E2M1FN; got "
                       << elementType;
  // (T8) tensor scale: optional with UE4M3, required with UE5M3, else none.
  if (tensorScale && !isa<Float8E4M3FNType, UE5M3Type>(scaleType))
    return emitError() << "a tensor scale is only defined for UE4M3 and "
                          "ue5m3 block scales (two-level FP4); got "
                       << scaleType << " scales";
  if (!tensorScale && isa<UE5M3Type>(scaleType))
    return emitError() << "ue5m3 block scales (AMD-FP4) require "
                          "'tensor_scale'";
  // (T9) fp4 codes are stored two per byte along the innermost dimension.
  if (isPackedCodeType(elementType) && !ShapedType::isDynamic(shape.back()) &&
      shape.back() % 2 != 0)
    return emitError() << "f4E2M1FN codes are stored two per byte along the "
                          "innermost dimension, so its size must be even; "
                          "got "
                       << shape.back();
  return success();
}

//===----------------------------------------------------------------------===//
// Parser and printer
//===----------------------------------------------------------------------===//

static ParseResult parseScaleFormat(AsmParser &parser, Type &scaleType) {
  if (succeeded(parser.parseOptionalKeyword("ue5m3"))) {
    scaleType = UE5M3Type::get(parser.getContext());
    return success();
  }
  return parser.parseType(scaleType);
}

Type ScaledType::parse(AsmParser &parser) {
  MLIRContext *ctx = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parser.parseType(elementType) || parser.parseComma())
    return {};

  SMLoc kwLoc = parser.getCurrentLocation();
  StringRef kw;
  if (parser.parseKeyword(&kw))
    return {};

  if (kw != "scale") {
    // Recipe form: NAME [, along = D].
    int64_t axis = -1;
    if (succeeded(parser.parseOptionalComma())) {
      SMLoc axisLoc = parser.getCurrentLocation();
      if (parser.parseKeyword("along") || parser.parseEqual() ||
          parser.parseInteger(axis))
        return {};
      if (axis < 0) {
        parser.emitError(axisLoc) << "'along' must be a dimension index, got "
                                  << axis;
        return {};
      }
    }
    if (parser.parseGreater())
      return {};
    if (!lookupRecipe(kw)) {
      parser.emitError(kwLoc)
          << "unknown recipe '" << kw
          << "'; expected 'scale = ...' or one of: " << getRecipeNames();
      return {};
    }
    FailureOr<RecipeParams> p = getRecipeParams(
        [&] { return parser.emitError(kwLoc); }, kw, shape, elementType, axis);
    if (failed(p))
      return {};
    return parser.getChecked<ScaledType>(loc, ctx, shape, elementType,
                                         p->scaleType, p->block,
                                         p->tensorScale);
  }

  // Full form: scale = FORMAT, GRANULARITY [, tensor_scale].
  Type scaleType;
  if (parser.parseEqual() || parseScaleFormat(parser, scaleType) ||
      parser.parseComma())
    return {};
  SmallVector<int64_t> block;
  SMLoc granLoc = parser.getCurrentLocation();
  StringRef gran;
  if (parser.parseKeyword(&gran))
    return {};
  int64_t rank = shape.size();
  if (gran == "per_tensor") {
    block.assign(rank, kWhole);
  } else if (gran == "per_axis") {
    int64_t axis;
    if (parser.parseEqual() || parser.parseInteger(axis))
      return {};
    if (axis < 0 || axis >= rank) {
      parser.emitError(granLoc) << "'per_axis = " << axis
                                << "' is not a dimension of a rank-" << rank
                                << " tensor";
      return {};
    }
    block.assign(rank, kWhole);
    block[axis] = 1;
  } else if (gran == "block") {
    if (parser.parseEqual() ||
        parser.parseCommaSeparatedList(
            AsmParser::Delimiter::Square, [&]() -> ParseResult {
              if (succeeded(parser.parseOptionalStar())) {
                block.push_back(kWhole);
                return success();
              }
              int64_t b;
              if (parser.parseInteger(b))
                return failure();
              block.push_back(b);
              return success();
            }))
      return {};
  } else {
    parser.emitError(granLoc) << "expected a granularity ('per_tensor', "
                                 "'per_axis = D' or 'block = [...]'), got '"
                              << gran << "'";
    return {};
  }
  bool tensorScale = false;
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("tensor_scale"))
      return {};
    tensorScale = true;
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<ScaledType>(loc, ctx, shape, elementType, scaleType,
                                       block, tensorScale);
}

void ScaledType::print(AsmPrinter &p) const {
  p << '<';
  for (int64_t d : getShape()) {
    if (ShapedType::isDynamic(d))
      p << '?';
    else
      p << d;
    p << 'x';
  }
  p << getElementType();
  int64_t rank = getRank();
  auto [recipe, axis] = getRecipe();
  if (!recipe.empty()) {
    p << ", " << recipe;
    if (axis >= 0 && axis != rank - 1)
      p << ", along = " << axis;
    p << '>';
    return;
  }
  p << ", scale = ";
  if (isa<UE5M3Type>(getScaleType()))
    p << "ue5m3";
  else
    p << getScaleType();
  ArrayRef<int64_t> block = getBlock();
  int64_t ones = llvm::count(block, 1), wholes = llvm::count(block, kWhole);
  if (wholes == rank) {
    p << ", per_tensor";
  } else if (ones == 1 && wholes == rank - 1) {
    p << ", per_axis = " << llvm::find(block, 1) - block.begin();
  } else {
    p << ", block = [";
    llvm::interleaveComma(block, p, [&](int64_t b) {
      if (b == kWhole)
        p << '*';
      else
        p << b;
    });
    p << ']';
  }
  if (getTensorScale())
    p << ", tensor_scale";
  p << '>';
}
