//===- Transforms.h - lowp's code-generation steps, op by op ----*- C++ -*-===//
//
// The steps lowp-tile and lowp-fuse-epilogues take, on one op at a time, for
// embedders and for the transform dialect's lowp ops (TransformOps/): a
// compiler that picks its own ops calls these instead of running the passes.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_TRANSFORMS_TRANSFORMS_H
#define LOWP_DIALECT_LOWP_TRANSFORMS_TRANSFORMS_H

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

#include <string>

namespace lowp {

/// Stage 1 (docs/codegen.md): tiles `op` (a lowp.scaled_matmul,
/// lowp.quantize or lowp.dequantize) into one scf.forall over workgroup
/// tiles mapped to GPU blocks, as lowp-tile does, and replaces it. `sizes`:
/// for a matmul BM, BN (empty: its lowp.tiling's workgroup tile); for a
/// quantize / dequantize one size per dimension, 0 for whole (empty: its
/// `lowp.tile_sizes`). On failure the IR is unchanged and `why` says what
/// stops the tiling (a tile that would cut a scale block, no tile given).
mlir::FailureOr<mlir::scf::ForallOp>
tileToWorkgroups(mlir::RewriterBase &rewriter, mlir::Operation *op,
                 llvm::ArrayRef<int64_t> sizes, std::string &why);

/// Stage 2: fuses `consumer` into the epilogue of the lowp.scaled_matmul or
/// lowp.grouped_scaled_matmul it reads, as lowp-fuse-epilogues does: an
/// elementwise linalg op (bias, activation, residual, cast) that is the
/// matmul's only user, or a lowp.quantize of a lowp.scaled_matmul's result
/// whose blocks an epilogue makes (MX blocks of 1 x 32 along N: MXFP8,
/// MXFP6, MXFP4). Returns the fused matmul (of the same kind), which
/// replaces both; on failure the IR is unchanged (but for tensor.dim ops of
/// the matmul's result, rewritten to its operands' sizes) and `why` says why
/// it does not fuse.
mlir::FailureOr<mlir::Operation *>
fuseIntoEpilogue(mlir::RewriterBase &rewriter, mlir::Operation *consumer,
                 std::string &why);

} // namespace lowp

#endif // LOWP_DIALECT_LOWP_TRANSFORMS_TRANSFORMS_H
