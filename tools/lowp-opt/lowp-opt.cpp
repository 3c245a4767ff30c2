//===- lowp-opt.cpp - mlir-opt with the lowp dialect and passes -----------===//

#include "lowp/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  lowp::registerToolDialects(registry);
  lowp::registerAllDialects(registry);
  lowp::registerToolPasses();
  lowp::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "lowp optimizer driver: the lowp dialect (scaled low-precision tensors) "
      "and passes, with the upstream dialects and passes a lowp pipeline "
      "needs\n",
      registry));
}
