//===- Matmuls.h - what lowp-quantize-matmuls sees of a model --*- C++ -*-===//
//
// The matmuls lowp-quantize-matmuls rewrites, and where their operands come
// from: rules (the pass's options, Python's quantize_matmuls) tell weights
// from activations with it.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_TRANSFORMS_MATMULS_H
#define LOWP_DIALECT_LOWP_TRANSFORMS_MATMULS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

namespace lowp {

/// Where a matmul operand's values come from.
enum class OperandSource {
  /// Made by other computation (activations, in a model).
  Computed,
  /// A constant (`arith.constant dense / dense_resource`): weights a model
  /// carries.
  Constant,
  /// An argument of the enclosing function: weights passed in, or inputs.
  Argument,
};

struct OperandOrigin {
  OperandSource source = OperandSource::Computed;
  /// The constant or block argument the operand reads (null for Computed).
  mlir::Value root;
};

/// Follows `v` back through ops that only move or widen values (transposes,
/// broadcasts, `tensor.collapse_shape` / `expand_shape` / `cast`, and
/// elementwise `linalg.generic`s of one input whose body is one float
/// cast) to what holds its values: a constant, a function argument or a
/// computation.
OperandOrigin traceOperand(mlir::Value v);

/// A short name for `s`: "computed", "constant" or "argument".
llvm::StringRef stringifyOperandSource(OperandSource s);

/// Whether `op` is a matmul lowp-quantize-matmuls can rewrite: a linalg
/// contraction of one M, N and K (at most one batch dimension) on
/// f32 / bf16 / f16 tensors, with operands in one of the layouts it reads.
bool isQuantizableMatmul(mlir::Operation *op);

} // namespace lowp

#endif // LOWP_DIALECT_LOWP_TRANSFORMS_MATMULS_H
