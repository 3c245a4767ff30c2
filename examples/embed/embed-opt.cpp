//===- embed-opt.cpp - a downstream tool that embeds lowp -----------------===//
//
// What a compiler that links lowp does: register lowp's dialect and passes
// next to its own, and build pipelines from them. This one adds a pipeline
// of its own, --my-quantize-pipeline, that quantizes every linalg matmul with
// MXFP8 activations and MXFP4 weights. lowp's own passes and pipelines
// (lowp-lower-to-reference, lowp-lower-to-gpu, ...) are registered as well.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/Transforms/Passes.h"
#include "lowp/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                  mlir::tensor::TensorDialect>();
  lowp::registerAllDialects(registry);
  lowp::registerAllPasses();

  mlir::PassPipelineRegistration<>(
      "my-quantize-pipeline",
      "Quantize linalg matmuls (MXFP8 x MXFP4) with lowp's pass",
      [](mlir::OpPassManager &pm) {
        lowp::LowpQuantizeMatmulsOptions options;
        options.lhsRecipe = "mxfp8";
        options.rhsRecipe = "mxfp4";
        pm.addPass(lowp::createLowpQuantizeMatmuls(options));
      });
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "embed-opt: a downstream tool embedding lowp\n", registry));
}
