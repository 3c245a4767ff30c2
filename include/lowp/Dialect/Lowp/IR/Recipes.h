//===- Recipes.h - named quantization recipes -------------------*- C++ -*-===//
//
// Recipes are sugar over !lowp.scaled: a name fixes the scale format, the
// block shape and the tensor scale for a given shape and element format. One
// table serves the type parser and printer, the passes and the C API.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_IR_RECIPES_H
#define LOWP_DIALECT_LOWP_IR_RECIPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace lowp {
using mlir::ArrayRef;
using mlir::FailureOr;
using mlir::InFlightDiagnostic;
using mlir::SmallVector;
using mlir::StringRef;
using mlir::Type;
using mlir::function_ref;

class ScaledType;

/// What a recipe fixes for a given shape, element format and block axis.
struct RecipeParams {
  Type scaleType;
  SmallVector<int64_t> block;
  bool tensorScale = false;
};

struct RecipeInfo {
  StringRef name;
  /// One line for --help and diagnostics.
  StringRef summary;
  /// Whether `along = d` applies (the recipe has 1-D blocks along one dim).
  bool hasAxis;
};

/// All recipes, in the order the printer tries them.
ArrayRef<RecipeInfo> getRecipes();
const RecipeInfo *lookupRecipe(StringRef name);
/// Comma-separated recipe names, for diagnostics.
std::string getRecipeNames();

/// Builds the parameters of recipe `name` for `shape` x `elementType` with
/// blocks along `axis` (-1: the recipe's default). Emits a diagnostic naming
/// the problem and fails if the recipe does not apply (wrong element format,
/// bad axis, rank too small).
FailureOr<RecipeParams>
getRecipeParams(function_ref<InFlightDiagnostic()> emitError, StringRef name,
                ArrayRef<int64_t> shape, Type elementType, int64_t axis);

/// The element format a recipe uses when none is named: f8E4M3FN for the
/// FP8 recipes and mxfp8, f6E2M3FN for mxfp6, f4E2M1FN for the fp4 recipes.
/// Null for an unknown recipe.
Type getRecipeDefaultElement(StringRef name, mlir::MLIRContext *ctx);

/// Whether `t` is one of the element formats of scaled tensors.
bool isScaledElementType(Type t);
/// Whether `t` is one of the scale formats of scaled tensors.
bool isScaleType(Type t);
bool isFP8Type(Type t);
bool isOCPType(Type t);

/// Whether tensors of `t` are stored two codes per byte (f4E2M1FN).
bool isPackedCodeType(Type t);
/// The tensor a tensor of codes (an element or scale format: fp8, fp6,
/// fp4, E8M0, ue5m3) is stored as in memory: i8, one code per byte, except
/// fp4, two per byte along the innermost dimension (element 2i in the low
/// nibble of byte i; NUMERICS.md 1), whose size is halved (a dynamic one
/// stays dynamic; scaled types keep it even). Other tensors as they are.
mlir::RankedTensorType storageType(mlir::RankedTensorType t);

class ScaledType;
/// Whether a matmul's epilogue can make a quantized result of type `t`
/// (lowp-fuse-epilogues fuses it, the GEMM kernels compute it): a matrix
/// in MX blocks of 1 x 32 along its columns (E8M0 scales, no tensor scale),
/// fp8, fp6 (one code per byte) or fp4 (two per byte) codes, the column
/// count static and a multiple of 32, so each block is 32 columns of one
/// row of C.
bool isEpilogueQuantization(ScaledType t);

} // namespace lowp

#endif // LOWP_DIALECT_LOWP_IR_RECIPES_H
