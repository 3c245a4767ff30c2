//===- MlirFormats.h - MLIR types to numerics formats -----------*- C++ -*-===//
//
// Header-only bridge for the MLIR-side users of the numerics library (the
// reference lowering, the emulator): the library itself stays MLIR-free.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_NUMERICS_MLIRFORMATS_H
#define LOWP_NUMERICS_MLIRFORMATS_H

#include "lowp/Numerics/Formats.h"

#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace lowp::num {

/// The numerics format of a builtin fp8 / fp6 / fp4 element type or the E8M0
/// scale type; nothing for other types.
inline std::optional<Format> formatOf(mlir::Type t) {
  using namespace mlir;
  if (isa<Float8E4M3FNType>(t))
    return Format::F8E4M3FN;
  if (isa<Float8E4M3FNUZType>(t))
    return Format::F8E4M3FNUZ;
  if (isa<Float8E5M2Type>(t))
    return Format::F8E5M2;
  if (isa<Float8E5M2FNUZType>(t))
    return Format::F8E5M2FNUZ;
  if (isa<Float6E2M3FNType>(t))
    return Format::F6E2M3FN;
  if (isa<Float6E3M2FNType>(t))
    return Format::F6E3M2FN;
  if (isa<Float4E2M1FNType>(t))
    return Format::F4E2M1FN;
  if (isa<Float8E8M0FNUType>(t))
    return Format::E8M0;
  return std::nullopt;
}

/// formatOf's inverse: the builtin type of an fp8 / fp6 / fp4 format or E8M0
/// (null for the others).
inline mlir::Type typeOf(Format f, mlir::MLIRContext *ctx) {
  using namespace mlir;
  switch (f) {
  case Format::F8E4M3FN:
    return Float8E4M3FNType::get(ctx);
  case Format::F8E4M3FNUZ:
    return Float8E4M3FNUZType::get(ctx);
  case Format::F8E5M2:
    return Float8E5M2Type::get(ctx);
  case Format::F8E5M2FNUZ:
    return Float8E5M2FNUZType::get(ctx);
  case Format::F6E2M3FN:
    return Float6E2M3FNType::get(ctx);
  case Format::F6E3M2FN:
    return Float6E3M2FNType::get(ctx);
  case Format::F4E2M1FN:
    return Float4E2M1FNType::get(ctx);
  case Format::E8M0:
    return Float8E8M0FNUType::get(ctx);
  default:
    return {};
  }
}

} // namespace lowp::num

#endif // LOWP_NUMERICS_MLIRFORMATS_H
