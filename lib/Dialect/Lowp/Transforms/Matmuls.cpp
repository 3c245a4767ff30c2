//===- Matmuls.cpp - where a matmul's operands come from ------------------===//
//
// traceOperand: the constant, function argument or computation behind a
// matmul operand, read through the layout ops exporters put between a
// weight and its matmul (include/lowp/Dialect/Lowp/Transforms/Matmuls.h).
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/Transforms/Matmuls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace lowp;

namespace {
/// An elementwise generic of one input whose body is one float cast
/// (`arith.extf` / `truncf` of the input element): a weight stored in
/// another float type.
bool isFloatCast(linalg::GenericOp g) {
  if (g.getNumDpsInputs() != 1 || g.getNumDpsInits() != 1 ||
      g.getNumParallelLoops() != g.getNumLoops() ||
      !llvm::all_of(g.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isIdentity(); }))
    return false;
  Block &body = g.getRegion().front();
  if (!llvm::hasSingleElement(body.without_terminator()))
    return false;
  Operation &op = body.front();
  if (!isa<arith::ExtFOp, arith::TruncFOp>(op) ||
      op.getOperand(0) != body.getArgument(0))
    return false;
  return body.getTerminator()->getOperand(0) == op.getResult(0);
}

/// The value `def` moves or widens without computing, or null.
Value sourceOf(Operation *def) {
  if (auto t = dyn_cast<linalg::TransposeOp>(def))
    return t.getInput();
  if (auto b = dyn_cast<linalg::BroadcastOp>(def))
    return b.getInput();
  if (auto c = dyn_cast<tensor::CollapseShapeOp>(def))
    return c.getSrc();
  if (auto e = dyn_cast<tensor::ExpandShapeOp>(def))
    return e.getSrc();
  if (auto c = dyn_cast<tensor::CastOp>(def))
    return c.getSource();
  if (auto g = dyn_cast<linalg::GenericOp>(def); g && isFloatCast(g))
    return g.getDpsInputOperand(0)->get();
  return {};
}
} // namespace

OperandOrigin lowp::traceOperand(Value v) {
  while (v) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Block *owner = arg.getOwner();
      if (owner->isEntryBlock() &&
          isa_and_present<FunctionOpInterface>(owner->getParentOp()))
        return {OperandSource::Argument, v};
      return {};
    }
    Operation *def = v.getDefiningOp();
    if (def->hasTrait<OpTrait::ConstantLike>())
      return {OperandSource::Constant, v};
    v = sourceOf(def);
  }
  return {};
}

StringRef lowp::stringifyOperandSource(OperandSource s) {
  switch (s) {
  case OperandSource::Constant:
    return "constant";
  case OperandSource::Argument:
    return "argument";
  case OperandSource::Computed:
    break;
  }
  return "computed";
}
