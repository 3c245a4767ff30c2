//===- LowpTransformOps.cpp - lowp's transform dialect ops ----------------===//
//
// Thin shells over the op-by-op entry points the passes use
// (lowp::legalizeAll, lowp::tileToWorkgroups, lowp::fuseIntoEpilogue,
// lowp::populateLowpMfmaToAMDGPUPatterns).
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/TransformOps/LowpTransformOps.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/Transforms/Transforms.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;

#define GET_OP_CLASSES
#include "lowp/Dialect/Lowp/TransformOps/LowpTransformOps.cpp.inc"

/// The silenceable failure of a step that does not apply to `target`:
/// `what` and the reason, with a note at the payload op (`role`).
static DiagnosedSilenceableFailure
notApplied(transform::TransformOpInterface op, Operation *target,
           StringRef what, StringRef why, StringRef role) {
  DiagnosedSilenceableFailure diag = op.emitSilenceableError()
                                     << what << ": " << why;
  diag.attachNote(target->getLoc()) << role;
  return diag;
}

//===----------------------------------------------------------------------===//
// transform.lowp.legalize
//===----------------------------------------------------------------------===//

void transform::LegalizeOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  onlyReadsHandle(getTargetMutable(), effects);
  modifiesPayload(effects);
}

DiagnosedSilenceableFailure
transform::LegalizeOp::applyToOne(transform::TransformRewriter &rewriter,
                                  Operation *target,
                                  transform::ApplyToEachResultList &results,
                                  transform::TransformState &state) {
  std::optional<lowp::target::Chip> chip =
      lowp::target::parseChip(getChip().str());
  if (!chip)
    return emitDefiniteFailure()
           << "unknown chip '" << getChip() << "' (chips: gfx942, gfx950)";
  // The op and the lowp ops nested in it (a function, a module).
  if (failed(lowp::legalizeAll(target, *chip, getTile(), getVariants())))
    return emitDefiniteFailure() << "cannot legalize the op for " << getChip();
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// transform.lowp.tile_to_workgroups
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure transform::TileToWorkgroupsOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  std::string why;
  FailureOr<scf::ForallOp> loop =
      lowp::tileToWorkgroups(rewriter, target, getTileSizes(), why);
  if (failed(loop))
    return notApplied(*this, target, "cannot tile", why, "the op");
  results.push_back(*loop);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// transform.lowp.fuse_into_epilogue
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure transform::FuseIntoEpilogueOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  std::string why;
  FailureOr<Operation *> fused = lowp::fuseIntoEpilogue(rewriter, target, why);
  if (failed(fused))
    return notApplied(*this, target, "does not fuse", why, "the consumer");
  results.push_back(*fused);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// transform.apply_patterns.lowp.mfma_to_amdgpu
//===----------------------------------------------------------------------===//

/// A pattern op's `chip`: gfx942 or gfx950.
static LogicalResult verifyChip(Operation *op, StringRef chip) {
  if (!lowp::target::parseChip(chip.str()))
    return op->emitOpError()
           << "unknown chip '" << chip << "' (chips: gfx942, gfx950)";
  return success();
}

//===----------------------------------------------------------------------===//
// transform.lowp.pipeline_copies
//===----------------------------------------------------------------------===//

void transform::PipelineCopiesOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  onlyReadsHandle(getTargetMutable(), effects);
  modifiesPayload(effects);
}

DiagnosedSilenceableFailure transform::PipelineCopiesOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  lowp::target::Chip chip = *lowp::target::parseChip(getChip().str());
  lowp::pipelineCopies(target, chip);
  lowp::pipelineFragmentReads(target, chip);
  return DiagnosedSilenceableFailure::success();
}

LogicalResult transform::PipelineCopiesOp::verify() {
  return verifyChip(*this, getChip());
}

void transform::ApplyLowerTileCopiesPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  lowp::populateLowpTileCopyPatterns(patterns,
                                     *lowp::target::parseChip(getChip().str()));
}

LogicalResult transform::ApplyLowerTileCopiesPatternsOp::verify() {
  return verifyChip(*this, getChip());
}

void transform::ApplyDistributeWaveMmaPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  lowp::populateLowpDistributeWaveMmaPatterns(patterns);
}

void transform::ApplyLowerWaveStorePatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  lowp::populateLowpWaveStorePatterns(
      patterns, *lowp::target::parseChip(getChip().str()));
}

LogicalResult transform::ApplyLowerWaveStorePatternsOp::verify() {
  return verifyChip(*this, getChip());
}

void transform::ApplyMfmaToAMDGPUPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  lowp::populateLowpMfmaToAMDGPUPatterns(patterns);
}

//===----------------------------------------------------------------------===//
// The extension
//===----------------------------------------------------------------------===//

namespace {
class LowpTransformDialectExtension
    : public transform::TransformDialectExtension<
          LowpTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowpTransformDialectExtension)
  using Base::Base;

  void init() {
    declareDependentDialect<lowp::LowpDialect>();
    declareGeneratedDialect<affine::AffineDialect>();
    declareGeneratedDialect<amdgpu::AMDGPUDialect>();
    declareGeneratedDialect<gpu::GPUDialect>();
    declareGeneratedDialect<LLVM::LLVMDialect>();
    declareGeneratedDialect<ROCDL::ROCDLDialect>();
    declareGeneratedDialect<math::MathDialect>();
    declareGeneratedDialect<memref::MemRefDialect>();
    declareGeneratedDialect<vector::VectorDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<tensor::TensorDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "lowp/Dialect/Lowp/TransformOps/LowpTransformOps.cpp.inc"
        >();
  }
};
} // namespace

void lowp::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<LowpTransformDialectExtension>();
}
