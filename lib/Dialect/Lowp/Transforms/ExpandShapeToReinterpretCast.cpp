//===- ExpandShapeToReinterpretCast.cpp - an upstream crash, stepped around
//===//
//
// LLVM 22's expand-strided-metadata crashes on a memref.expand_shape with
// several dynamic sizes in one reassociation group (llvm-project#186830).
// Such an op becomes a reinterpret_cast of its source's base with the op's
// output_shape and strides built per group, innermost outward.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/Transforms/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPEXPANDSHAPETOREINTERPRETCAST
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {
/// Whether a group of `type`'s dims has more than one dynamic size.
bool hasMultiDynamicGroup(memref::ExpandShapeOp op) {
  MemRefType type = op.getResultType();
  for (const ReassociationIndices &group : op.getReassociationIndices())
    if (llvm::count_if(group, [&](int64_t d) { return type.isDynamicDim(d); }) >
        1)
      return true;
  return false;
}

struct ExpandShapeToReinterpretCast : OpRewritePattern<memref::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(memref::ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasMultiDynamicGroup(op))
      return rewriter.notifyMatchFailure(op, "upstream handles it");
    MemRefType type = op.getResultType();
    SmallVector<int64_t> typeStrides;
    int64_t typeOffset;
    if (failed(type.getStridesAndOffset(typeStrides, typeOffset)))
      return rewriter.notifyMatchFailure(op, "result is not strided");
    Location loc = op.getLoc();
    auto meta =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, op.getSrc());
    SmallVector<OpFoldResult> sizes = op.getMixedOutputShape();
    SmallVector<OpFoldResult> strides(type.getRank());
    for (auto [srcDim, group] : llvm::enumerate(op.getReassociationIndices())) {
      // The innermost dim of a group keeps the source dim's stride; each
      // outer one is the next one's stride times its size. A stride the
      // result type knows is written statically.
      for (auto [i, d] : llvm::enumerate(llvm::reverse(group))) {
        if (!ShapedType::isDynamic(typeStrides[d]))
          strides[d] = rewriter.getIndexAttr(typeStrides[d]);
        else if (i == 0)
          strides[d] = meta.getStrides()[srcDim];
        else
          strides[d] =
              arith::MulIOp::create(
                  rewriter, loc,
                  getValueOrCreateConstantIndexOp(rewriter, loc,
                                                  strides[d + 1]),
                  getValueOrCreateConstantIndexOp(rewriter, loc, sizes[d + 1]))
                  .getResult();
      }
    }
    OpFoldResult offset = ShapedType::isDynamic(typeOffset)
                              ? OpFoldResult(meta.getOffset())
                              : OpFoldResult(rewriter.getIndexAttr(typeOffset));
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, type, meta.getBaseBuffer(), offset, sizes, strides);
    return success();
  }
};

struct ExpandShapeToReinterpretCastPass
    : lowp::impl::LowpExpandShapeToReinterpretCastBase<
          ExpandShapeToReinterpretCastPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandShapeToReinterpretCast>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
