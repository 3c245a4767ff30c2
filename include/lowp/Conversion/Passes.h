//===- Passes.h - lowp conversion passes ------------------------*- C++ -*-===//

#ifndef LOWP_CONVERSION_PASSES_H
#define LOWP_CONVERSION_PASSES_H

#include "lowp/Target/Chip.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"

namespace lowp {

#define GEN_PASS_DECL
#include "lowp/Conversion/Passes.h.inc"

/// The type converter of the reference path: !lowp.scaled -> its parts,
/// low-precision code tensors -> i8 tensors.
class ReferenceTypeConverter : public mlir::TypeConverter {
public:
  explicit ReferenceTypeConverter(mlir::MLIRContext *ctx);
};

/// Patterns that lower every lowp op to the reference host code. The caller
/// also converts function boundaries and structural ops (the pass does).
void populateLowpToReferencePatterns(const mlir::TypeConverter &converter,
                                     mlir::RewritePatternSet &patterns);

/// Converts every lowp op of `module` to reference host code with the full
/// conversion both lowerings share (function signatures, calls, returns and
/// scf converted too). `addPatterns` adds patterns after the reference ones
/// (the GPU lowering's kernels); ops for which `alwaysLegal` holds are left
/// alone (generated kernels hold fp8 values by design).
mlir::LogicalResult applyReferenceConversion(
    mlir::ModuleOp module,
    llvm::function_ref<void(const mlir::TypeConverter &,
                            mlir::RewritePatternSet &)>
        addPatterns = {},
    llvm::function_ref<bool(mlir::Operation *)> alwaysLegal = {});

/// Declares (once, in `anchor`'s module) and calls a host runtime function
/// (lowp/Runtime/ReferenceRuntime.h) on `memrefs`, each passed unranked.
void callRuntime(mlir::OpBuilder &b, mlir::Location loc,
                 mlir::Operation *anchor, llvm::StringRef name,
                 llvm::ArrayRef<mlir::Value> memrefs);

/// Patterns writing promotion's lowp.tile_read / lowp.tile_write (operand
/// tiles into LDS) as each thread's loads, code maps and stores (stage 3 of
/// code generation); `chip` picks the instructions that decode a
/// dequantizing copy's codes (lowp.tile_write's `decode`).
void populateLowpTileCopyPatterns(mlir::RewritePatternSet &patterns,
                                  target::Chip chip = target::Chip::GFX942);

/// Software-pipelines the plain K loops under `root` (stage 3 of code
/// generation, lowp-pipeline-copies): each step's copies into stage 0, a
/// barrier, the MFMAs on stage 0, a barrier become the first step's copies
/// before the loop and, per step, the next step's reads, the MFMAs on stage
/// s, the writes into stage 1 - s, one barrier; one-stage LDS buffers take
/// their second stage while the kernel's workgroup memory stays within
/// `chip`'s LDS. `schedule`: gfx950's f8f6f4 loops issue each step's global
/// reads first, ahead of its LDS reads and MFMAs (an amdgpu.sched_barrier;
/// not on the loops docs/codegen.md "Loads first" lists), and its NVFP4 /
/// AMD-FP4 decoding writes come after the step's MFMAs. Other loops are
/// left as they are.
void pipelineCopies(mlir::Operation *root, target::Chip chip,
                    bool schedule = true);
/// The direct (decode) K loops under `root`: each loop's lowp.fragment_read
/// ops (and its masked f32 scale loads) one step ahead, their registers
/// carried by the loop (docs/codegen.md); `chip` picks what stays in step.
void pipelineFragmentReads(mlir::Operation *root,
                           target::Chip chip = target::Chip::GFX942);

/// The K loop attribute that asks lowp-prefetch-fragments for its reads
/// one step ahead: "fragments" or "fragments_and_tiles"
/// (Fp8GemmConfig::prefetch).
inline constexpr llvm::StringLiteral kPrefetchAttr = "lowp.prefetch";

/// Reads the first MFMAs' LDS fragments (and, for "fragments_and_tiles",
/// the next tiles' global reads) of each distributed K loop marked with
/// kPrefetchAttr (`all`: every loop, unmarked ones for fragments) one step
/// ahead, after the step's barrier, and moves the step's later MFMAs behind
/// them (stage 4 of code generation, lowp-prefetch-fragments). Loops not of
/// that form are left as they are; the attribute is removed.
void prefetchFragments(mlir::Operation *root, bool all = false);

/// Patterns writing lowp.wave_mma (a wave's MFMAs over a K step of LDS
/// tiles) on lanes: fragment reads and lowp.mfma (stage 4 of code
/// generation); lowp.wave_rescale, lowp.fragment_mma and lowp.wave_split
/// too.
void populateLowpDistributeWaveMmaPatterns(mlir::RewritePatternSet &patterns);
/// The pattern writing lowp.wave_split (a thread's wave and lane) as index
/// arithmetic alone.
void populateLowpWaveSplitPatterns(mlir::RewritePatternSet &patterns);
/// Writes the lowp.wave_split ops under `root` as index arithmetic. The
/// stage 3-4 passes (lowp-lower-tile-copies, lowp-distribute-wave-mma,
/// lowp-lower-wave-store, lowp-lower-to-gpu) do it first, so that what
/// their patterns compute after a lane's definition follows the lane, in
/// one order whichever passes run.
void lowerWaveSplits(mlir::Operation *root);

/// Patterns writing lowp.wave_store (a wave's accumulators through the
/// epilogue into C) and lowp.wave_sum (the sums of waves along K) on lanes
/// (stage 4 of code generation); `chip` picks the
/// instructions of a quantized result's encoding (the same codes on both).
void populateLowpWaveStorePatterns(mlir::RewritePatternSet &patterns,
                                   target::Chip chip);

/// Patterns rewriting lowp.mfma (a lane's view of one MFMA) to
/// amdgpu.mfma / amdgpu.scaled_mfma (stage 5 of code generation).
void populateLowpMfmaToAMDGPUPatterns(mlir::RewritePatternSet &patterns);

/// What lowp-legalize does to one lowp op: a matmul gets its `lowp.strategy`,
/// the cost model's `lowp.tiling` (or the one `tile` spells, as --tile does;
/// an op's own lowp.tiling is kept) and, for a dynamic M when `variants`
/// holds and the tiling is the model's, `lowp.variants`; a quantize /
/// dequantize its kernel strategy or `host_reference` with the reason.
/// Fails with a diagnostic on the op when `chip` has no strategy for it.
mlir::LogicalResult legalizeOp(mlir::Operation *op, target::Chip chip,
                               llvm::StringRef tile = "", bool variants = true);

/// legalizeOp on every lowp op in `root` (and `root` itself), as
/// lowp-legalize does; fails if any op does (each with its diagnostic).
mlir::LogicalResult legalizeAll(mlir::Operation *root, target::Chip chip,
                                llvm::StringRef tile = "",
                                bool variants = true);

#define GEN_PASS_REGISTRATION
#include "lowp/Conversion/Passes.h.inc"

} // namespace lowp

#endif // LOWP_CONVERSION_PASSES_H
