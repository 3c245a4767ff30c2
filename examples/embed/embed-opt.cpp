//===- embed-opt.cpp - a downstream tool that embeds lowp -----------------===//
//
// What a compiler that links lowp does: register lowp's dialect and passes
// next to its own, and build pipelines from them. This one adds a pipeline
// of its own, --my-quantize-pipeline, that quantizes every linalg matmul with
// MXFP8 activations and MXFP4 weights, and a tiling pass of its own,
// --my-tile-lowp, that cuts lowp ops into tiles of its choosing through
// their TilingInterface and upstream's scf tiling (not lowp-tile), and
// --my-mfma-to-amdgpu, which runs lowp's distribution, epilogue and MFMA
// rewrite patterns inside its own greedy rewrite (as a compiler that
// promotes its own tiles to LDS, with lowp's tile copies or its own, and
// hands lowp a wave's MFMAs on them, lowp.wave_mma, or its own lowp.mfma
// ops, and its accumulators to lowp.wave_store, would). Its
// transform interpreter runs scripts with lowp's transform ops
// (transform.lowp.*, registered with lowp's dialects). lowp's own passes and
// pipelines (lowp-lower-to-reference, lowp-lower-to-gpu,
// ...) are registered as well.
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Tiling.h"
#include "lowp/Dialect/Lowp/Transforms/Passes.h"
#include "lowp/InitAll.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace {
/// The embedder's own tiling: every lowp op with a TilingInterface, parallel
/// loops by 32 (the batch by 1), reductions whole, as one scf.forall over
/// threads of its own mapping (none here), through upstream's driver. The
/// tile sizes respect the scale blocks of lowp's MX / NVFP4 recipes; for
/// others an embedder asks lowp::getSlicedType first, as here.
struct MyTileLowpPass
    : mlir::PassWrapper<MyTileLowpPass, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MyTileLowpPass)
  llvm::StringRef getArgument() const override { return "my-tile-lowp"; }
  llvm::StringRef getDescription() const override {
    return "Tile lowp ops by 32 through their TilingInterface";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    registry.insert<mlir::scf::SCFDialect, mlir::tensor::TensorDialect>();
  }
  void runOnOperation() override {
    llvm::SmallVector<mlir::TilingInterface> ops;
    getOperation()->walk([&](mlir::TilingInterface op) {
      if (llvm::isa<lowp::LowpDialect>(op->getDialect()))
        ops.push_back(op);
    });
    mlir::IRRewriter rewriter(&getContext());
    for (mlir::TilingInterface op : ops) {
      llvm::SmallVector<mlir::OpFoldResult> sizes;
      for (auto [i, type] : llvm::enumerate(op.getLoopIteratorTypes())) {
        bool batch = i == 0 && op.getLoopIteratorTypes().size() == 4;
        sizes.push_back(rewriter.getIndexAttr(
            type == mlir::utils::IteratorType::reduction ? 0
                                                         : (batch ? 1 : 32)));
      }
      mlir::scf::SCFTilingOptions options;
      options.setLoopType(mlir::scf::SCFTilingOptions::LoopType::ForallOp);
      options.setTileSizes(sizes);
      rewriter.setInsertionPoint(op);
      auto tiled = mlir::scf::tileUsingSCF(rewriter, op, options);
      if (mlir::failed(tiled)) {
        op.emitError("my-tile-lowp: this op cannot be tiled by 32");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, tiled->replacements);
    }
  }
};

/// lowp.tile_read / tile_write -> loads and stores, lowp.wave_mma -> lanes',
/// lowp.wave_store -> the lanes' epilogue, lowp.mfma -> amdgpu through
/// lowp's patterns, next to the embedder's own.
struct MyMfmaToAMDGPUPass
    : mlir::PassWrapper<MyMfmaToAMDGPUPass, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MyMfmaToAMDGPUPass)
  llvm::StringRef getArgument() const override { return "my-mfma-to-amdgpu"; }
  llvm::StringRef getDescription() const override {
    return "Lower lowp's tile copies, distribute lowp.wave_mma, lower "
           "lowp.wave_store and rewrite lowp.mfma with lowp's patterns in a "
           "greedy rewrite";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    registry.insert<mlir::amdgpu::AMDGPUDialect, mlir::arith::ArithDialect,
                    mlir::gpu::GPUDialect, mlir::LLVM::LLVMDialect,
                    mlir::math::MathDialect, mlir::memref::MemRefDialect,
                    mlir::scf::SCFDialect, mlir::vector::VectorDialect>();
  }
  void runOnOperation() override {
    mlir::RewritePatternSet patterns(&getContext());
    lowp::populateLowpTileCopyPatterns(patterns);
    lowp::populateLowpDistributeWaveMmaPatterns(patterns);
    lowp::populateLowpWaveStorePatterns(patterns, lowp::target::Chip::GFX950);
    lowp::populateLowpMfmaToAMDGPUPatterns(patterns);
    // ... the embedder's own patterns would be added here ...
    if (mlir::failed(
            mlir::applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  // (What its own kernels are written in, next to lowp's ops.)
  registry
      .insert<mlir::amdgpu::AMDGPUDialect, mlir::arith::ArithDialect,
              mlir::func::FuncDialect, mlir::gpu::GPUDialect,
              mlir::linalg::LinalgDialect, mlir::memref::MemRefDialect,
              mlir::scf::SCFDialect, mlir::tensor::TensorDialect,
              mlir::transform::TransformDialect, mlir::vector::VectorDialect>();
  // Also the transform.lowp.* extension.
  lowp::registerAllDialects(registry);
  mlir::transform::registerInterpreterPass();
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
  mlir::PassRegistration<MyTileLowpPass>();
  mlir::PassRegistration<MyMfmaToAMDGPUPass>();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "embed-opt: a downstream tool embedding lowp\n", registry));
}
