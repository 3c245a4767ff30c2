//===- FoldQuantize.cpp - lowp-fold-quantize ------------------------------===//
//
// Quantizes constants at compile time: lowp.quantize's canonicalization
// pattern (lib/Dialect/Lowp/IR/LowpFolding.cpp), applied alone, once per op.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPFOLDQUANTIZE
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {
struct FoldQuantizePass : lowp::impl::LowpFoldQuantizeBase<FoldQuantizePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    lowp::QuantizeOp::getCanonicalizationPatterns(patterns, &getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
