//===- Passes.h - lowp graph-rewrite passes ---------------------*- C++ -*-===//

#ifndef LOWP_DIALECT_LOWP_TRANSFORMS_PASSES_H
#define LOWP_DIALECT_LOWP_TRANSFORMS_PASSES_H

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace lowp {

#define GEN_PASS_DECL
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"

} // namespace lowp

#endif // LOWP_DIALECT_LOWP_TRANSFORMS_PASSES_H
