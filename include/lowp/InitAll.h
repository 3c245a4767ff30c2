//===- InitAll.h - register lowp's dialects and passes ----------*- C++ -*-===//
//
// The embedding API: a compiler that links lowp calls these to make the lowp
// dialect and passes available in its own tool.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_INITALL_H
#define LOWP_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace lowp {

/// Registers the lowp dialect and the dialects lowp's passes create.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers every lowp pass (and pipeline) with the global pass registry.
void registerAllPasses();

/// For lowp's own tools: the upstream dialects, interfaces and passes a user
/// of lowp-opt needs beside lowp's (func, arith, math, tensor, linalg, memref,
/// vector, scf, cf, gpu, amdgpu, rocdl, llvm, bufferization, transform).
void registerToolDialects(mlir::DialectRegistry &registry);
void registerToolPasses();

} // namespace lowp

#endif // LOWP_INITALL_H
