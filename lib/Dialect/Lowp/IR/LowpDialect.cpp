//===- LowpDialect.cpp - lowp dialect -------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace lowp;

#include "lowp/Dialect/Lowp/IR/LowpOpsDialect.cpp.inc"
#include "lowp/Dialect/Lowp/IR/LowpOpsEnums.cpp.inc"

// The attribute classes (and registerAttributes) are in LowpAttrs.cpp.

void LowpDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "lowp/Dialect/Lowp/IR/LowpOps.cpp.inc"
      >();
  registerTypes();
  registerAttributes();
}
