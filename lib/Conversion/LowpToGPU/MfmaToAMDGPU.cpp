//===- MfmaToAMDGPU.cpp - lowp.mfma -> amdgpu.mfma / scaled_mfma ----------===//
//
// Stage 5 of code generation (docs/codegen.md): the instruction a lowp.mfma
// names, as the amdgpu op that selects it. The GEMM kernels are built with
// lowp.mfma and rewritten here; embedders call the populate function.
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPMFMATOAMDGPU
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {
struct MfmaToAMDGPU : OpRewritePattern<lowp::MfmaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(lowp::MfmaOp op,
                                PatternRewriter &rewriter) const override {
    lowp::MfmaAttr kind = op.getKind();
    Type type = op.getResult().getType();
    if (!kind.getScaled()) {
      rewriter.replaceOpWithNewOp<amdgpu::MFMAOp>(
          op, type, kind.getM(), kind.getN(), kind.getK(), /*blocks=*/1,
          op.getA(), op.getB(), op.getAcc());
      return success();
    }
    rewriter.replaceOpWithNewOp<amdgpu::ScaledMFMAOp>(
        op, type, kind.getM(), kind.getN(), kind.getK(), op.getA(), op.getB(),
        op.getAcc(), op.getScales()[0], op.getScales()[1], op.getScaleAByte(),
        op.getScaleBByte());
    return success();
  }
};

struct MfmaToAMDGPUPass : lowp::impl::LowpMfmaToAMDGPUBase<MfmaToAMDGPUPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    lowp::populateLowpMfmaToAMDGPUPatterns(patterns);
    // One rewrite per op, nothing else folded: the kernel is otherwise
    // left as built.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void lowp::populateLowpMfmaToAMDGPUPatterns(RewritePatternSet &patterns) {
  patterns.add<MfmaToAMDGPU>(patterns.getContext());
}
