//===- LowpTransformOps.h - lowp's transform dialect ops --------*- C++ -*-===//
//
// transform.lowp.legalize, transform.lowp.tile_to_workgroups,
// transform.lowp.fuse_into_epilogue and
// transform.apply_patterns.lowp.mfma_to_amdgpu: lowp's code-generation steps
// for transform scripts (docs/codegen.md, "Transform dialect ops").
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_TRANSFORMOPS_LOWPTRANSFORMOPS_H
#define LOWP_DIALECT_LOWP_TRANSFORMOPS_LOWPTRANSFORMOPS_H

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpImplementation.h"

#define GET_OP_CLASSES
#include "lowp/Dialect/Lowp/TransformOps/LowpTransformOps.h.inc"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace lowp {
/// Registers the ops above as an extension of the transform dialect
/// (lowp::registerAllDialects does).
void registerTransformDialectExtension(mlir::DialectRegistry &registry);
} // namespace lowp

#endif // LOWP_DIALECT_LOWP_TRANSFORMOPS_LOWPTRANSFORMOPS_H
