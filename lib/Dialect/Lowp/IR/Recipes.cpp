//===- Recipes.cpp - named quantization recipes ---------------------------===//

#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace lowp;

namespace {
enum class Kind {
  MXFP8,
  MXFP6,
  MXFP4,
  NVFP4,
  AMDFP4,
  FP8PerTensor,
  FP8Rowwise,
  FP8Block1x128,
  FP8Block128x128
};

struct RecipeEntry {
  RecipeInfo info;
  Kind kind;
};
} // namespace

static const RecipeEntry kRecipes[] = {
    {{"mxfp8", "OCP MXFP8: E4M3/E5M2 elements, E8M0 scale per 32", true},
     Kind::MXFP8},
    {{"mxfp6", "OCP MXFP6: E2M3/E3M2 elements, E8M0 scale per 32", true},
     Kind::MXFP6},
    {{"mxfp4", "OCP MXFP4: E2M1 elements, E8M0 scale per 32", true},
     Kind::MXFP4},
    {{"nvfp4",
      "NVFP4: E2M1 elements, UE4M3 scale per 16, fp32 tensor scale", true},
     Kind::NVFP4},
    {{"amdfp4",
      "AMD-FP4: E2M1 elements, UE5M3 scale per 16, fp32 tensor scale", true},
     Kind::AMDFP4},
    {{"fp8_per_tensor", "FP8, one fp32 scale for the tensor", false},
     Kind::FP8PerTensor},
    {{"fp8_rowwise",
      "FP8, one fp32 scale per row (per index of every dim but the blocked "
      "one)",
      true},
     Kind::FP8Rowwise},
    {{"fp8_block1x128", "FP8, one fp32 scale per 128 elements along a dim",
      true},
     Kind::FP8Block1x128},
    {{"fp8_block128x128",
      "FP8, one fp32 scale per 128x128 tile of the last two dims", false},
     Kind::FP8Block128x128},
};

ArrayRef<RecipeInfo> lowp::getRecipes() {
  static const SmallVector<RecipeInfo> infos = [] {
    SmallVector<RecipeInfo> v;
    for (const RecipeEntry &e : kRecipes)
      v.push_back(e.info);
    return v;
  }();
  return infos;
}

static const RecipeEntry *lookupEntry(StringRef name) {
  for (const RecipeEntry &e : kRecipes)
    if (e.info.name == name)
      return &e;
  return nullptr;
}

Type lowp::getRecipeDefaultElement(StringRef name, MLIRContext *ctx) {
  const RecipeEntry *e = lookupEntry(name);
  if (!e)
    return Type();
  switch (e->kind) {
  case Kind::MXFP6:
    return Float6E2M3FNType::get(ctx);
  case Kind::MXFP4:
  case Kind::NVFP4:
  case Kind::AMDFP4:
    return Float4E2M1FNType::get(ctx);
  default:
    return Float8E4M3FNType::get(ctx);
  }
}

const RecipeInfo *lowp::lookupRecipe(StringRef name) {
  const RecipeEntry *e = lookupEntry(name);
  return e ? &e->info : nullptr;
}

std::string lowp::getRecipeNames() {
  std::string s;
  llvm::interleave(
      kRecipes, [&](const RecipeEntry &e) { s += e.info.name.str(); },
      [&] { s += ", "; });
  return s;
}

bool lowp::isFP8Type(Type t) {
  return isa<Float8E4M3FNType, Float8E4M3FNUZType, Float8E5M2Type,
             Float8E5M2FNUZType>(t);
}

bool lowp::isOCPType(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float6E2M3FNType,
             Float6E3M2FNType, Float4E2M1FNType>(t);
}

bool lowp::isScaledElementType(Type t) {
  return isFP8Type(t) || isa<Float6E2M3FNType, Float6E3M2FNType,
                             Float4E2M1FNType>(t);
}

bool lowp::isPackedCodeType(Type t) { return isa<Float4E2M1FNType>(t); }

RankedTensorType lowp::storageType(RankedTensorType t) {
  Type e = t.getElementType();
  if (!isScaledElementType(e) && !isa<Float8E8M0FNUType, UE5M3Type>(e))
    return t;
  SmallVector<int64_t> shape(t.getShape());
  if (isPackedCodeType(e) && !shape.empty() &&
      !ShapedType::isDynamic(shape.back()))
    shape.back() = (shape.back() + 1) / 2;
  return RankedTensorType::get(shape, IntegerType::get(t.getContext(), 8));
}

bool lowp::isEpilogueQuantization(ScaledType t) {
  ArrayRef<int64_t> shape = t.getShape(), block = t.getBlock();
  unsigned bits = t.getElementType().getIntOrFloatBitWidth();
  return shape.size() == 2 && isa<Float8E8M0FNUType>(t.getScaleType()) &&
         !t.hasTensorScale() && block[0] == 1 && block[1] == 32 &&
         !ShapedType::isDynamic(shape[1]) && shape[1] % 32 == 0 &&
         (bits == 8 || bits == 6 || bits == 4);
}

bool lowp::isScaleType(Type t) {
  return isa<Float8E8M0FNUType, Float8E4M3FNType, UE5M3Type>(t) || t.isF32();
}

FailureOr<RecipeParams>
lowp::getRecipeParams(function_ref<InFlightDiagnostic()> emitError,
                            StringRef name, ArrayRef<int64_t> shape,
                            Type elementType, int64_t axis) {
  auto fail = [&](auto &&...args) -> FailureOr<RecipeParams> {
    if (emitError)
      (emitError() << ... << args);
    return failure();
  };
  const RecipeEntry *entry = lookupEntry(name);
  if (!entry)
    return fail("unknown recipe '", name, "'; known recipes: ",
                getRecipeNames());
  int64_t rank = shape.size();
  if (rank == 0)
    return fail("recipe '", name, "' needs a tensor of rank >= 1");
  if (axis >= 0 && !entry->info.hasAxis)
    return fail("recipe '", name, "' takes no 'along' (its blocks are fixed)");
  if (axis < -1 || axis >= rank)
    return fail("recipe '", name, "': 'along = ", axis,
                "' is not a dimension of a rank-", rank, " tensor");
  if (axis == -1)
    axis = rank - 1;
  MLIRContext *ctx = elementType.getContext();
  const int64_t whole = ScaledType::kWholeDim;

  RecipeParams p;
  auto blocksAlong = [&](int64_t size, int64_t other) {
    p.block.assign(rank, other);
    p.block[axis] = size;
  };
  switch (entry->kind) {
  case Kind::MXFP8:
    if (!isa<Float8E4M3FNType, Float8E5M2Type>(elementType))
      return fail("recipe 'mxfp8' needs element format f8E4M3FN or f8E5M2, "
                  "got ",
                  elementType);
    [[fallthrough]];
  case Kind::MXFP6:
    if (entry->kind == Kind::MXFP6 &&
        !isa<Float6E2M3FNType, Float6E3M2FNType>(elementType))
      return fail("recipe 'mxfp6' needs element format f6E2M3FN or f6E3M2FN, "
                  "got ",
                  elementType);
    [[fallthrough]];
  case Kind::MXFP4:
    if (entry->kind == Kind::MXFP4 && !isa<Float4E2M1FNType>(elementType))
      return fail("recipe 'mxfp4' needs element format f4E2M1FN, got ",
                  elementType);
    p.scaleType = Float8E8M0FNUType::get(ctx);
    blocksAlong(32, 1);
    return p;
  case Kind::NVFP4:
  case Kind::AMDFP4:
    if (!isa<Float4E2M1FNType>(elementType))
      return fail("recipe '", name, "' needs element format f4E2M1FN, got ",
                  elementType);
    p.scaleType = entry->kind == Kind::NVFP4
                      ? Type(Float8E4M3FNType::get(ctx))
                      : Type(UE5M3Type::get(ctx));
    p.tensorScale = true;
    blocksAlong(16, 1);
    return p;
  case Kind::FP8PerTensor:
  case Kind::FP8Rowwise:
  case Kind::FP8Block1x128:
  case Kind::FP8Block128x128:
    if (!isFP8Type(elementType))
      return fail("recipe '", name,
                  "' needs an fp8 element format (f8E4M3FN, f8E4M3FNUZ, "
                  "f8E5M2, f8E5M2FNUZ), got ",
                  elementType);
    p.scaleType = Float32Type::get(ctx);
    if (entry->kind == Kind::FP8PerTensor) {
      p.block.assign(rank, whole);
    } else if (entry->kind == Kind::FP8Rowwise) {
      blocksAlong(whole, 1);
    } else if (entry->kind == Kind::FP8Block1x128) {
      blocksAlong(128, 1);
    } else {
      if (rank < 2)
        return fail("recipe 'fp8_block128x128' needs a tensor of rank >= 2");
      p.block.assign(rank, 1);
      p.block[rank - 1] = p.block[rank - 2] = 128;
    }
    return p;
  }
  llvm_unreachable("unhandled recipe kind");
}
