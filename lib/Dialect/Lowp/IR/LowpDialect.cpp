//===- LowpDialect.cpp - lowp dialect -------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace lowp;

#include "lowp/Dialect/Lowp/IR/LowpOpsDialect.cpp.inc"
#include "lowp/Dialect/Lowp/IR/LowpOpsEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "lowp/Dialect/Lowp/IR/LowpOpsAttrs.cpp.inc"

void LowpDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "lowp/Dialect/Lowp/IR/LowpOps.cpp.inc"
      >();
  registerTypes();
  registerAttributes();
}

void LowpDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "lowp/Dialect/Lowp/IR/LowpOpsAttrs.cpp.inc"
      >();
}
